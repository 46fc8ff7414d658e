/**
 * The window's language (shared/i18n/language.ts): main's settings say it; localStorage keeps a
 * copy so the first paint is already in it, before main has answered; a first start with nothing
 * kept yet follows the browser's (the system's) languages when one is Ukrainian or Russian.
 * Every message and number shown reads it through a rune, so a change redraws them at once.
 */
import { LANGUAGES } from '../../shared/contract/app.js';
import { followLanguage, systemLanguage, type Language } from '../../shared/i18n/language.js';

const KEY = 'satchel.language';

function kept(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : null;
  } catch {
    return null;
  }
}

/** The system's language among Satchel's three (navigator.languages: the browser's, the OS's in Electron). */
export function systemWindowLanguage(): Language {
  return systemLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

const now = $state<{ language: Language }>({ language: typeof window === 'undefined' ? 'en' : (kept() ?? systemWindowLanguage()) });
followLanguage(() => now.language);

function apply(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

export function initLanguage(): void {
  apply(now.language);
}

/** The host drew its start page in English (it draws it only then): the page taken over is in English until main's settings arrive. */
export function holdEnglish(): void {
  now.language = 'en';
  apply('en');
}

/** Main's settings say the language (at start, or after a change in any window). */
export function setLanguage(language: Language): void {
  now.language = language;
  apply(language);
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage may be disabled: the first paint of the next start is then in the system's language.
  }
}
