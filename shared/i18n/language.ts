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

let current: () => Language = () => 'en';
overwriteGetLocale(() => current());

/** Where the language comes from on this side, from now on. */
export function followLanguage(language: () => Language): void {
  current = language;
}

/** The language now. */
export function language(): Language {
  return getLocale() as Language;
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
