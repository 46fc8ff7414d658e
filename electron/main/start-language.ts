/**
 * The language main speaks before the core has read the settings (services.ts follows them from
 * then on): the box saying another Satchel holds the folder, a start that failed. The one saved in
 * the settings file, only read (the folder may be another Satchel's right now, so nothing is taken
 * or written). At a very first start there is no file yet: then the system's, when it is one of
 * Satchel's three, as the window's first start does (renderer/common/language.svelte.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../shared/contract/app.js';
import { systemLanguage } from '../../shared/i18n/language.js';
import { SETTINGS_NAME } from '../core/settings/store.js';

type Read = (file: string) => string;
const readText: Read = (file) => readFileSync(file, 'utf8');

/** The language saved in the settings file; English when there is none or the file cannot be read (the core then starts with English too). */
export function savedLanguage(userDataDir: string, read: Read = readText): Language {
  const kept = keptLanguage(userDataDir, read);
  return kept === 'none' || kept === null ? 'en' : kept;
}

/**
 * The language to speak until the core reads the settings. `preferred` gives the system's
 * languages, most preferred first (Electron's app.getPreferredSystemLanguages()); it is asked only
 * when there is no settings file.
 */
export function startLanguage(userDataDir: string, preferred: () => readonly string[], read: Read = readText): Language {
  const kept = keptLanguage(userDataDir, read);
  return kept === 'none' ? systemLanguage(preferred()) : (kept ?? 'en');
}

/** The saved language; null when the file says none or cannot be read; 'none' when there is no file at all. */
function keptLanguage(userDataDir: string, read: Read): Language | null | 'none' {
  let text: string;
  try {
    text = read(path.join(userDataDir, `${SETTINGS_NAME}.json`));
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'none' : null;
  }
  try {
    const saved = (JSON.parse(text) as { language?: unknown } | null)?.language;
    return LANGUAGES.find((known) => known === saved) ?? null;
  } catch {
    return null;
  }
}
