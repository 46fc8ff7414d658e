/**
 * The language Satchel speaks: its message functions (Paraglide JS, compiled from messages/*.json
 * into ./paraglide by `npm run messages`) and the conventions of numbers that follow it. Each side
 * says once where the language comes from (`followLanguage`): the window from main's settings, main
 * and the core from the settings store. Reading it through a getter keeps a Svelte view's text
 * reactive: the window's getter reads a rune, so every message shown is redrawn when it changes.
 */
import { LANGUAGES, type Language } from '../contract/app.js';
import { getLocale, overwriteGetLocale } from './paraglide/runtime.js';

export { m } from './paraglide/messages.js';
export type { Language };

/**
 * The pseudo-language: English with every letter accented, 40 % longer, in brackets, made from the
 * English catalogues by `npm run messages` (scripts/compile-messages.ts). Never offered to a person;
 * a developer's window speaks it to show words not taken from a catalogue and words that do not fit.
 */
export const PSEUDO_LANGUAGE = 'en-XA';
/** What a side may speak: a person's language, or the pseudo-language. */
export type Spoken = Language | typeof PSEUDO_LANGUAGE;

let current: () => Spoken = () => 'en';
overwriteGetLocale(() => current());

/**
 * Where the language comes from on this side, from now on. One per process: main's core and a
 * browser-mode host each call it once at start (tests that start several cores in one process
 * get the last one's, which all of them share).
 */
export function followLanguage(language: () => Spoken): void {
  current = language;
}

/** The language now, for its numbers and dates: the pseudo-language writes them as English does. */
export function language(): Language {
  const now = getLocale();
  return now === PSEUDO_LANGUAGE ? 'en' : (now as Language);
}

/** The first of the person's languages (most preferred first, e.g. navigator.languages) that Satchel speaks, else English. */
export function systemLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split(/[-_]/)[0];
    const known = LANGUAGES.find((l) => l === base);
    if (known) return known;
  }
  return 'en';
}
