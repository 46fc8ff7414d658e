/**
 * Dates and times for people, in the computer's own time zone and Satchel's language (pure: no
 * DOM). The locale's order is the one Chromium's date pickers use, so a "From" field and a table
 * cell read alike ("22.11.2026" and "22.11.2026, 08:44:36" in German).
 */
import { language, m } from '../../shared/i18n/language.js';

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

const DATE_TIME: Intl.DateTimeFormatOptions = { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', second: '2-digit' };

/** A formatter for date and time in a locale (the person's when none is given); tables make thousands of cells, so they share one. */
export function dateTimeFormatter(locale?: string, timeZone?: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat(locale, { ...DATE_TIME, timeZone });
}

/**
 * The locale dates are written in: Ukrainian or Russian when that is Satchel's language; in English,
 * the computer's own (British, American and other English order their dates differently).
 */
function dateLocale(): string | undefined {
  const now = language();
  return now === 'en' ? undefined : now;
}

const shared = new Map<string | undefined, { dateTime: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();
function formatters(): { dateTime: Intl.DateTimeFormat; time: Intl.DateTimeFormat } {
  const locale = dateLocale();
  let made = shared.get(locale);
  if (!made) shared.set(locale, (made = { dateTime: dateTimeFormatter(locale), time: new Intl.DateTimeFormat(locale, TIME) }));
  return made;
}

/** "11/22/2026, 08:44:36 AM", "22.11.2026, 08:44:36": local time, in the person's locale. */
export function formatDateTime(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return formatters().dateTime.format(ms);
}

/** "08:44:36" (or "08:44:36 AM"): a moment of today, as in "last updated …". */
export function formatTime(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  return formatters().time.format(ms);
}

/** " (as of 08:44:36)" after a figure that stopped being current at `since` (the exchange cannot be reached); "" while it is current. */
export function asOf(since: number | null): string {
  return since === null ? '' : ` (${m.window_as_of({ time: formatTime(since) })})`;
}

/**
 * "Asia/Tokyo (GMT+9)": the zone the times are shown in, said once where times are listed.
 * The offset is the one of `at` (daylight saving changes it).
 */
export function timeZoneText(at: number, locale?: string, timeZone?: string): string {
  const format = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'shortOffset' });
  const zone = format.resolvedOptions().timeZone;
  const offset = format.formatToParts(at).find((p) => p.type === 'timeZoneName')?.value ?? '';
  if (zone === 'UTC' || zone === 'Etc/UTC') return 'UTC';
  return offset && offset !== zone ? `${zone} (${offset})` : zone;
}

/** The value an <input type="date"> shows for that moment: "2026-11-22" (local). */
export function dateInputValue(ms: number): string {
  const d = new Date(ms);
  return `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local midnight at the start of an input's "YYYY-MM-DD", or null when it is not a real date. */
export function localDayStart(text: string): number | null {
  const parts = parse(text);
  return parts ? new Date(parts[0], parts[1] - 1, parts[2]).getTime() : null;
}

/** The last millisecond of that local day, so a "To" date includes the whole day. */
export function localDayEnd(text: string): number | null {
  const parts = parse(text);
  // The next local midnight minus 1 ms: right across daylight-saving changes too (23 or 25 h days).
  return parts ? new Date(parts[0], parts[1] - 1, parts[2] + 1).getTime() - 1 : null;
}

function parse(text: string): [number, number, number] | null {
  const m = DATE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(y, mo - 1, d);
  // Reject "2026-02-30" and friends, which Date would quietly roll over.
  if (date.getFullYear() !== y || date.getMonth() !== mo - 1 || date.getDate() !== d) return null;
  return [y, mo, d];
}

/** "3 s", "1 min 5 s": how long until something may be tried again. */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  if (seconds < 60) return m.unit_seconds({ n: seconds });
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? m.unit_minutes({ n: minutes }) : m.window_wait_minutes_seconds({ minutes, seconds: rest });
}
