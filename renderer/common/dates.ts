/** Dates and times for people, in the computer's own time zone (pure: no DOM). */

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/** "2026-11-22 08:44:36", local time: sortable, and the same in every locale. */
export function formatDateTime(ms: number): string {
  if (!Number.isFinite(ms)) return '—';
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
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
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}
