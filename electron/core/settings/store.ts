/**
 * The settings as the core uses them: one validated, immutable snapshot in memory, written
 * through to the backing store (conf or electron-store) on every accepted change.
 *
 * A change is checked against the whole schema before anything is written: an invalid one is
 * refused with AppError('validation') and changes nothing, neither in memory nor on disk.
 */
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { openConfBacking, type BackingStore, type OpenBacking } from './backing.js';
import { removeLeftoverTempFiles } from './leftovers.js';
import { loadSettingsFile, type SettingsRecovery } from './recovery.js';
import { checkSettings, type Settings } from './schema.js';
import { ensureUserDataDir, ownerOnly } from './user-data.js';

export type { SettingsRecovery };

export const SETTINGS_NAME = 'settings';

/** A shallow change; `polling` and `updates` may name only the parts they change. */
export type SettingsPatch = Partial<Omit<Settings, 'polling' | 'updates'>> & { polling?: Partial<Settings['polling']>; updates?: Partial<Settings['updates']> };
/** Returns the whole next settings from the current (frozen) ones. */
export type SettingsUpdater = (current: Settings) => Settings;

export type SettingsListener = (next: Settings, previous: Settings) => void;

export interface SettingsStore {
  /** The settings file. */
  readonly path: string;
  /** The current settings: a frozen snapshot, replaced whole on each change. */
  get(): Settings;
  /** Validates and saves a change; returns the new settings. Throws AppError('validation') and changes nothing when invalid. */
  update(change: SettingsPatch | SettingsUpdater): Settings;
  /** Called after each saved change; returns the way to stop listening. */
  onChange(listener: SettingsListener): () => void;
  /** Set when the settings file was damaged at start and moved aside. */
  readonly recovered: SettingsRecovery | null;
  /** The person has been told. */
  dismissRecovered(): void;
}

export interface OpenSettingsOptions {
  /** The per-user app folder (Electron's userData, or browser mode's --user-data). */
  userDataDir: string;
  /** Default: conf. Electron's main passes one that constructs electron-store. */
  backing?: OpenBacking;
  now?: () => Date;
  /** Where a listener's error goes (a failing listener never undoes a saved change), and leftover temp files removed at start. */
  log?: (message: string, error?: unknown) => void;
}

export function openSettingsStore(options: OpenSettingsOptions): SettingsStore {
  const dir = ensureUserDataDir(options.userDataDir);
  const file = path.join(dir, `${SETTINGS_NAME}.json`);
  // Written 0600 from now on (STORE_FILE_OPTIONS); one written before that may be wider.
  ownerOnly(file);
  removeLeftoverTempFiles(dir, options.log);
  const loaded = loadSettingsFile(file, options.now);
  const backing = (options.backing ?? openConfBacking)({ cwd: dir, configName: SETTINGS_NAME });
  if (path.resolve(backing.path) !== file) {
    // The file that was checked must be the one that is written; anything else is a wiring bug.
    throw new Error(`The settings backing store uses ${backing.path}, expected ${file}.`);
  }
  return new BackedSettingsStore(backing, loaded.settings, loaded.recovered, options.log);
}

class BackedSettingsStore implements SettingsStore {
  private current: Settings;
  private readonly listeners = new Set<SettingsListener>();
  recovered: SettingsRecovery | null;

  constructor(
    private readonly backing: BackingStore,
    initial: Settings,
    recovered: SettingsRecovery | null,
    private readonly log: OpenSettingsOptions['log'],
  ) {
    this.current = deepFreeze(initial);
    this.recovered = recovered;
  }

  get path(): string {
    return this.backing.path;
  }

  get(): Settings {
    return this.current;
  }

  update(change: SettingsPatch | SettingsUpdater): Settings {
    const candidate = typeof change === 'function' ? change(this.current) : applyPatch(this.current, change);
    const checked = checkSettings(candidate);
    if (!checked.ok) throw new AppError('validation', m.errors_settings_not_changed({ reason: checked.reason }));
    if (isDeepStrictEqual(checked.settings, this.current)) return this.current;
    try {
      // A plain copy: the backing store may add its own bookkeeping to the object it is given.
      this.backing.store = structuredClone(checked.settings) as Record<string, unknown>;
    } catch (error) {
      throw new AppError('internal', m.errors_settings_not_saved({ path: this.backing.path }), { cause: error });
    }
    const previous = this.current;
    this.current = deepFreeze(checked.settings);
    for (const listener of [...this.listeners]) {
      try {
        listener(this.current, previous);
      } catch (error) {
        this.log?.('a settings listener failed', error);
      }
    }
    return this.current;
  }

  onChange(listener: SettingsListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  dismissRecovered(): void {
    this.recovered = null;
  }
}

function applyPatch(current: Settings, patch: SettingsPatch): unknown {
  if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) return patch;
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue; // Partial<> leaves keys undefined: "not changing", not "reset"
    next[key] = (key === 'polling' || key === 'updates') && isPlainObject(value) ? { ...current[key], ...definedOnly(value) } : value;
  }
  return next;
}

function definedOnly(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined));
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
