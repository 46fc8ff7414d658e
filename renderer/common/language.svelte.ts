/**
 * The window's language (shared/i18n/language.ts): main's settings say it; localStorage keeps a
 * copy so the first paint is already in it, before main has answered; a first start with nothing
 * kept yet follows the browser's (the system's) languages when one is Ukrainian or Russian.
 * Every message and number shown reads it through a rune, so a change redraws them at once.
 */
import { followLanguage, systemLanguage, type Language } from '../../shared/i18n/language.js';
import { keepLanguage, keptLanguage } from './kept-language.js';

/** The system's language among Satchel's three (navigator.languages: the browser's, the OS's in Electron). */
export function systemWindowLanguage(): Language {
  return systemLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

const now = $state<{ language: Language }>({ language: typeof window === 'undefined' ? 'en' : (keptLanguage() ?? systemWindowLanguage()) });
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
  keepLanguage(language);
}
