/**
 * A damaged settings file (not JSON, or JSON the schema refuses) must not stop the app and must
 * not be lost: it is moved aside next to where it was, the app starts with defaults, and the
 * notice says where the old file went so the person can be told.
 *
 * This runs before conf or electron-store open the file: conf throws on invalid JSON (and
 * with `clearInvalidConfig` would silently overwrite it), so it must never see a damaged one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { AppError } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { migrateSettings } from './migrations.js';
import { checkSettings, defaultSettings, type Settings } from './schema.js';

export interface SettingsRecovery {
  /** Where the damaged file now is. */
  movedTo: string;
  /** Why it was set aside, in a sentence for the log (the schema's part in the language of the start, with its dot path); never quotes the file's content. */
  reason: string;
  /** The same, for the notice's sentence in the language then: which of the three, and the schema's own words said then. */
  cause: DamageCause;
  detail?: () => string;
  /** When, ms since the epoch. */
  at: number;
}

export interface LoadedSettings {
  settings: Settings;
  recovered: SettingsRecovery | null;
}

/** Why a file was set aside: in its place a folder, text that is not JSON, or JSON the schema refuses. */
export type DamageCause = 'folder' | 'not-json' | 'schema';

export interface Damage {
  reason: string;
  cause: DamageCause;
  /** The schema's reason (the setting and what it expects, never the value), said in the language then. */
  detail?: () => string;
}

/** What the settings file holds, read and checked as the store reads it. */
export type SettingsFileReading = { kind: 'settings'; settings: Settings } | { kind: 'missing' } | ({ kind: 'damaged' } & Damage);

/**
 * Reads and checks the file, changing nothing: main reads it so before the core opens it (which
 * demo servers to start), and the store's own reading below sets a damaged one aside.
 */
export function readSettingsFile(file: string): SettingsFileReading {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return { kind: 'missing' };
    if (code === 'EISDIR') return { kind: 'damaged', cause: 'folder', reason: 'The settings file was a folder.' };
    const message = code === undefined ? m.errors_settings_unreadable_unknown({ file }) : m.errors_settings_unreadable({ file, code });
    throw new AppError('internal', message, { cause: error });
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: 'damaged', cause: 'not-json', reason: 'The settings file is not valid JSON (it may have been cut off or edited by hand).' };
  }
  // An earlier version's file is brought up to date in memory only: it is written as this
  // version's with the first change, and until then it is the same every start.
  const checked = checkSettings(migrateSettings(data).data);
  if (!checked.ok) {
    const where = checked.where === null ? '' : `${checked.where}: `;
    return { kind: 'damaged', cause: 'schema', detail: checked.say, reason: `The settings file does not match what Satchel expects (${where}${checked.reason}).` };
  }
  return { kind: 'settings', settings: checked.settings };
}

/** Reads and checks the file; a damaged one is moved aside and defaults are used. */
export function loadSettingsFile(file: string, now: () => Date = () => new Date()): LoadedSettings {
  const read = readSettingsFile(file);
  if (read.kind === 'missing') return { settings: defaultSettings(), recovered: null };
  if (read.kind === 'damaged') return setAside(file, { reason: read.reason, cause: read.cause, ...(read.detail === undefined ? {} : { detail: read.detail }) }, now());
  return { settings: read.settings, recovered: null };
}

function setAside(file: string, damage: Damage, at: Date): LoadedSettings {
  const movedTo = asideName(file, at);
  try {
    fs.renameSync(file, movedTo);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const message = code === undefined ? m.errors_settings_stuck_unknown({ file }) : m.errors_settings_stuck({ file, code });
    throw new AppError('internal', message, { cause: error });
  }
  return { settings: defaultSettings(), recovered: { movedTo, ...damage, at: at.getTime() } };
}

/** settings.json → settings.corrupt-2025-01-31T12-00-00-000Z.json, never overwriting an earlier one. */
function asideName(file: string, at: Date): string {
  const ext = path.extname(file);
  const base = file.slice(0, file.length - ext.length);
  const stamp = at.toISOString().replace(/[:.]/g, '-');
  for (let n = 0; ; n++) {
    const candidate = `${base}.corrupt-${stamp}${n === 0 ? '' : `-${n}`}${ext}`;
    if (!fs.existsSync(candidate)) return candidate;
  }
}

/** The notice of a file set aside, as whole sentences per cause in the language now. */
export function recoveryNotice(recovered: SettingsRecovery): string {
  const { movedTo } = recovered;
  switch (recovered.cause) {
    case 'folder':
      return m.core_settings_recovered_folder({ movedTo });
    case 'not-json':
      return m.core_settings_recovered_not_json({ movedTo });
    case 'schema':
      return m.core_settings_recovered_schema({ movedTo, detail: recovered.detail?.() ?? '' });
  }
}
