/**
 * What holds the settings file: `conf` under Node and in browser mode, `electron-store` in
 * Electron. Both expose the whole document as `.store` (read from disk on each get, written
 * atomically on each set) and the file as `.path`; that is all the core uses, so Electron's main
 * only has to construct its store:
 *
 *   openSettingsStore({ userDataDir, backing: ({ cwd, configName }) => new ElectronStore({ cwd, name: configName }) })
 *
 * The core never imports electron-store itself: it imports electron when it loads.
 * Do not give either an `encryptionKey`: it is obfuscation, not security (the key ships with the
 * app), and the core checks the file as plain JSON before the backing store opens it.
 */
import Conf from 'conf';

export interface BackingStore {
  readonly path: string;
  store: Record<string, unknown>;
}

export interface BackingOptions {
  /** The user-data folder. */
  cwd: string;
  /** The file name without `.json`. */
  configName: string;
}

export type OpenBacking = (options: BackingOptions) => BackingStore;

/**
 * How both backing stores open the file (conf under Node, electron-store, built on conf, in
 * Electron). Owner-only file mode: the settings hold no secret, but the password's hash and the
 * accounts are nobody else's business.
 */
export const STORE_FILE_OPTIONS = {
  fileExtension: 'json',
  configFileMode: 0o600,
  // Never silently replace a damaged file: the core moves it aside and tells the person.
  clearInvalidConfig: false,
  accessPropertiesByDotNotation: false,
  watch: false,
} as const;

/** The Node backing store. */
export const openConfBacking: OpenBacking = ({ cwd, configName }) => new Conf<Record<string, unknown>>({ cwd, configName, ...STORE_FILE_OPTIONS });
