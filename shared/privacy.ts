/**
 * Privacy mode, the same everywhere amounts are shown (the window, the tray, notifications): an
 * amount hidden reads as dots. Dots, not a blur: a blurred figure can be read back, and a screen
 * reader would read it anyway.
 */
export const HIDDEN_AMOUNT = '•••••';

/** Amounts are hidden when the person asked (hideAmounts), or while locked when they asked for that. */
export function amountsHidden(settings: { hideAmounts: boolean; hideAmountsWhenLocked: boolean }, locked: boolean): boolean {
  return settings.hideAmounts || (settings.hideAmountsWhenLocked && locked);
}
