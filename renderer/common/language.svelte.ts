/**
 * The window's language (shared/i18n/language.ts): main's settings say it; localStorage keeps a
 * copy so the first paint is already in it, before main has answered; a first start with nothing
 * kept yet follows the browser's (the system's) languages when one is Ukrainian or Russian.
 * Every message and number shown reads it through a rune, so a change redraws them at once.
 *
 * Only English is in the window's first file: another language's messages are fetched when it is
 * first spoken (shared/i18n/load-language.ts), and the window switches once they are here. A
 * developer may set localStorage `satchel.pseudo-language` to "1": the window then speaks the
 * pseudo-language whatever the setting (docs/i18n.md).
 */
import { followLanguage, PSEUDO_LANGUAGE, systemLanguage, type Language, type Spoken } from '../../shared/i18n/language.js';
import { loadLanguage } from '../../shared/i18n/load-language.js';
import { keepLanguage, keptLanguage, pseudoLanguageOn } from './kept-language.js';

const pseudo = typeof window !== 'undefined' && pseudoLanguageOn();

/** The system's language among Satchel's three (navigator.languages: the browser's, the OS's in Electron). */
export function systemWindowLanguage(): Language {
  return systemLanguage(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

const first: Spoken = pseudo ? PSEUDO_LANGUAGE : typeof window === 'undefined' ? 'en' : (keptLanguage() ?? systemWindowLanguage());
// English until the first language's messages are here (initLanguage), so nothing is drawn half in each.
const now = $state<{ language: Spoken }>({ language: 'en' });
followLanguage(() => now.language);
/** The language last asked for: a slower fetch of an earlier choice never overrides a later one. */
let wanted: Spoken = first;

/** English at once (the host's page is taken over right after holdEnglish); another language once its messages are here. */
async function speak(language: Spoken): Promise<void> {
  wanted = language;
  if (language !== 'en') {
    try {
      await loadLanguage(language);
    } catch {
      // Its chunk could not be fetched (the window's files replaced by an update, say): English stays.
      return;
    }
    if (wanted !== language) return;
  }
  now.language = language;
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** At start: the kept (or system's) language, its messages fetched first when it is not English. Never fails. */
export function initLanguage(): Promise<void> {
  return speak(first);
}

/** The host drew its start page in English (it draws it only then): the page taken over is in English until main's settings arrive. */
export function holdEnglish(): void {
  if (!pseudo) void speak('en');
}

/** Main's settings say the language (at start, or after a change in any window). */
export function setLanguage(language: Language): void {
  keepLanguage(language);
  if (!pseudo) void speak(language);
}
