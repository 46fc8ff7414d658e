/**
 * Where the keyboard focus goes when the control that had it went away or was disabled under it
 * (docs/renderer.md, "Focus"): somewhere meaningful on purpose, never the page's top, from which a
 * keyboard or screen reader user would have to find their way back.
 */

/**
 * Whether the focus fell to the page: what had it is gone, or was disabled (Chromium moves the
 * focus of a disabled control to the page only at its next rendering, so that counts already).
 */
export function focusFell(): boolean {
  const el = document.activeElement;
  return el === null || el === document.body || (el as HTMLButtonElement).disabled === true;
}

/**
 * Focuses the first candidate that is on the page and enabled. A heading takes focus by script
 * only (tabindex -1): it is not added to the Tab order.
 */
export function focusFirst(...candidates: (Element | null | undefined)[]): boolean {
  for (const el of candidates) {
    if (!(el instanceof HTMLElement) || !el.isConnected || (el as HTMLButtonElement).disabled) continue;
    if (/^H[1-6]$/.test(el.tagName) && !el.hasAttribute('tabindex')) el.tabIndex = -1;
    el.focus();
    if (document.activeElement === el) return true;
  }
  return false;
}

/** The heading of the view shown: what a person lands on after the thing they used is gone. */
export function viewHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>('main h1');
}


/**
 * Focus back on what opened a question once it is answered. An opener disabled while its request
 * runs cannot take focus yet: it gets it when it is enabled again, unless the person has gone on
 * elsewhere meanwhile. One that went away is left to its view (the next row, the heading).
 */
export function focusBackWhenEnabled(opener: HTMLElement): void {
  if (!opener.isConnected || focusFirst(opener)) return;
  const watch = new MutationObserver(() => {
    if (!opener.isConnected) return watch.disconnect();
    if ((opener as HTMLButtonElement).disabled) return;
    watch.disconnect();
    if (focusFell()) opener.focus();
  });
  watch.observe(opener, { attributes: true, attributeFilter: ['disabled'] });
}
