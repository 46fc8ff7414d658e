/**
 * The window's copy of the language main's settings say, in localStorage: the first paint of the
 * next start is in it, and so is the desktop app's password window (same app:// origin), which has
 * no bridge to the settings and opens only after the main window has kept it.
 */
import { LANGUAGES } from '../../shared/contract/app.js';
import type { Language } from '../../shared/i18n/language.js';

const KEY = 'satchel.language';

/** The language kept, or null when none is (or storage is disabled). */
export function keptLanguage(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
  } catch {
    return null;
  }
}

export function keepLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage may be disabled: the first paint of the next start is then in the system's language.
  }
}

/** A developer's switch (docs/i18n.md): localStorage `satchel.pseudo-language` set to "1" makes the window speak the pseudo-language. */
export function pseudoLanguageOn(): boolean {
  try {
    return localStorage.getItem('satchel.pseudo-language') === '1';
  } catch {
    return false;
  }
}
