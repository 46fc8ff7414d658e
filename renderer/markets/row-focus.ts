/**
 * The focus in a table whose rows re-order (a star pressed, prices ticking). A keyed list moves
 * a row by taking it out of the document and putting it back, and Chromium then drops the focus
 * of a control inside it to the page: these put it back on the same control of the same row.
 */

/** Which row (its `data-key`) and which of its controls, in document order. */
export interface RowFocus {
  readonly key: string;
  readonly index: number;
}

const CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** Where the focus is inside `body`, read before the rows move; null when it is elsewhere. */
export function rowFocusIn(body: HTMLElement | undefined, active: Element | null): RowFocus | null {
  if (!body || !active || !body.contains(active)) return null;
  const row = active.closest<HTMLElement>('tr[data-key]');
  const key = row?.dataset.key;
  if (!row || key === undefined) return null;
  const index = [...row.querySelectorAll(CONTROLS)].indexOf(active);
  return index < 0 ? null : { key, index };
}

/** After the rows moved: the same control again, unless the focus is still somewhere (then it was not lost). */
export function restoreRowFocus(body: HTMLElement | undefined, kept: RowFocus | null): void {
  if (!body || !kept) return;
  const active = body.ownerDocument.activeElement;
  if (active && active !== body.ownerDocument.body) return;
  const row = [...body.querySelectorAll<HTMLElement>('tr[data-key]')].find((r) => r.dataset.key === kept.key);
  row?.querySelectorAll<HTMLElement>(CONTROLS)[kept.index]?.focus();
}
