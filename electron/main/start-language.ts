/**
 * The language main speaks before the core has read the settings (services.ts follows them from
 * then on): the box saying another Satchel holds the folder, a start that failed. The one saved in
 * the settings file, only read (the folder may be another Satchel's right now, so nothing is taken
 * or written); English when there is none yet or the file cannot be read.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '../../shared/contract/app.js';
import { SETTINGS_NAME } from '../core/settings/store.js';

export function savedLanguage(userDataDir: string, read: (file: string) => string = (file) => readFileSync(file, 'utf8')): Language {
  try {
    const saved = (JSON.parse(read(path.join(userDataDir, `${SETTINGS_NAME}.json`))) as { language?: unknown } | null)?.language;
    return LANGUAGES.find((known) => known === saved) ?? 'en';
  } catch {
    return 'en';
  }
}
