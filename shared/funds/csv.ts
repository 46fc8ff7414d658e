/**
 * CSV as spreadsheets read it (RFC 4180: comma, CRLF, quotes doubled), with every cell that a
 * spreadsheet would take for a formula made inert: a cell starting with = + - @ (or a tab or
 * carriage return) gets a leading apostrophe (OWASP's advice for CSV injection). Amounts are
 * written as exact decimal text, so a negative amount would be escaped too: history amounts
 * are unsigned, the type column says which way the money went.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvText(header: readonly string[], rows: readonly (readonly (string | number | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
