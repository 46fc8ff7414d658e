import { describe, expect, it } from 'vitest';
import { asOf, dateInputValue, dateTimeFormatter, formatDateTime, formatTime, formatWait, localDayEnd, localDayStart, timeZoneText } from '../../../../renderer/common/dates.js';

describe('local dates', () => {
  it('reads an input date as local midnight, and "To" as the last millisecond of that day', () => {
    const start = localDayStart('2026-03-10')!;
    const d = new Date(start);
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds(), d.getMilliseconds()]).toEqual([2026, 2, 10, 0, 0, 0, 0]);
    const end = localDayEnd('2026-03-10')!;
    expect(end + 1).toBe(localDayStart('2026-03-11'));
    const e = new Date(end);
    expect([e.getDate(), e.getHours(), e.getMinutes(), e.getSeconds(), e.getMilliseconds()]).toEqual([10, 23, 59, 59, 999]);
  });

  it('crosses month and year ends', () => {
    expect(localDayEnd('2026-12-31')! + 1).toBe(localDayStart('2027-01-01'));
    expect(localDayEnd('2028-02-29')! + 1).toBe(localDayStart('2028-03-01'));
  });

  it('refuses what is not a calendar date', () => {
    expect(localDayStart('2026-02-30')).toBeNull();
    expect(localDayStart('2026-13-01')).toBeNull();
    expect(localDayEnd('')).toBeNull();
    expect(localDayStart('10/03/2026')).toBeNull();
  });

  it('writes the value a date input shows, which reads back to the same day', () => {
    const ms = new Date(2026, 10, 22, 8, 44, 36).getTime();
    expect(dateInputValue(ms)).toBe('2026-11-22');
    expect(localDayStart(dateInputValue(ms))).toBe(new Date(2026, 10, 22).getTime());
    expect(formatDateTime(ms)).toBe(dateTimeFormatter().format(ms));
    expect(formatDateTime(Number.NaN)).toBe('—');
  });

  it("writes date and time in the locale's own order, with seconds", () => {
    const ms = Date.UTC(2026, 10, 22, 8, 44, 36);
    expect(dateTimeFormatter('de-DE', 'UTC').format(ms)).toBe('22.11.2026, 08:44:36');
    expect(dateTimeFormatter('en-GB', 'UTC').format(ms)).toBe('22/11/2026, 08:44:36');
    expect(dateTimeFormatter('en-US', 'UTC').format(ms)).toBe('11/22/2026, 08:44:36 AM');
  });

  it('names the time zone with its offset at that moment', () => {
    const winter = Date.UTC(2026, 0, 15);
    const summer = Date.UTC(2026, 6, 15);
    expect(timeZoneText(winter, 'en-US', 'Asia/Tokyo')).toBe('Asia/Tokyo (GMT+9)');
    expect(timeZoneText(winter, 'en-US', 'Europe/Berlin')).toBe('Europe/Berlin (GMT+1)');
    expect(timeZoneText(summer, 'en-US', 'Europe/Berlin')).toBe('Europe/Berlin (GMT+2)');
    expect(timeZoneText(winter, 'en-US', 'UTC')).toBe('UTC');
  });

  it('says how long to wait in seconds, then minutes', () => {
    expect(formatWait(1)).toBe('1 s');
    expect(formatWait(4000)).toBe('4 s');
    expect(formatWait(60_000)).toBe('1 min');
    expect(formatWait(65_500)).toBe('1 min 6 s');
    expect(formatWait(-5)).toBe('0 s');
  });
});

describe('asOf', () => {
  it('says nothing while a figure is current, and the time it stopped being current otherwise', () => {
    expect(asOf(null)).toBe('');
    const at = new Date(2026, 10, 23, 8, 44, 36).getTime();
    expect(asOf(at)).toBe(` (as of ${formatTime(at)})`);
    expect(asOf(at)).toMatch(/^ \(as of 0?8:44:36/);
  });
});
