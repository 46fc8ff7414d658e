/**
 * The real vault: the OS keychain through @napi-rs/keyring (the maintained N-API successor of
 * the archived keytar; its prebuilt binaries come as npm packages, no rebuild for Electron).
 *
 * The native module is imported on first use, not at startup: a missing binary or a missing
 * Secret Service becomes a keychain error on the call that needs it, never a crash.
 *
 * On Linux every entry is pinned to the Secret Service. Left to its default the library falls
 * back to the kernel keyring, which forgets everything at logout or reboot — a key that
 * vanishes silently is worse than a clear "no keychain" error.
 */
import { AppError } from '../../../shared/contract/index.js';
import { KeychainError, storeName, type KeychainFailure, statusOf } from './keychain-errors.js';
import { VAULT_SERVICE, type SecretVault, type VaultStatus } from './vault.js';

/** The part of @napi-rs/keyring's AsyncEntry that the vault uses (see its index.d.ts). */
export interface AsyncEntryLike {
  getPassword(signal?: AbortSignal | null): Promise<string | null>;
  setPassword(password: string, signal?: AbortSignal | null): Promise<void>;
  deleteCredential(signal?: AbortSignal | null): Promise<boolean>;
}

export interface KeyringModule {
  AsyncEntry: new (service: string, username: string, options?: { linux?: { store?: 'secret-service' | 'keyutils' } } | null) => AsyncEntryLike;
}

export interface KeyringVaultOptions {
  /** Keychain service name; tests use their own so they never touch the person's entries. */
  service?: string;
  /** How the native module is loaded; tests pass a fake. */
  load?: () => Promise<KeyringModule>;
  platform?: NodeJS.Platform;
  /**
   * How long one keychain call may take. Generous: the keychain may be asking the person for
   * their password. After it, the call fails with a keychain error instead of hanging.
   */
  timeoutMs?: number;
}

/** The account checked by check(): read only, so checking never writes or prompts to create. */
const PROBE_ACCOUNT = 'satchel:probe';
/**
 * How many accounts' native entries a vault keeps. A person has a few accounts; past this the
 * oldest entry is let go (its connection closes when it is collected).
 */
const KEPT_ENTRIES = 32;

async function loadNative(): Promise<KeyringModule> {
  const loaded = (await import('@napi-rs/keyring')) as unknown as Partial<KeyringModule> & { default?: Partial<KeyringModule> };
  const AsyncEntry = loaded.AsyncEntry ?? loaded.default?.AsyncEntry;
  if (typeof AsyncEntry !== 'function') throw new Error('@napi-rs/keyring has no AsyncEntry');
  return { AsyncEntry };
}

/**
 * Sorts the native module's errors (keyring-rs's Display text) into what the person can do.
 * Seen on Linux: "Platform failure: DBus error: …" without a session bus or Secret Service;
 * "Couldn't access platform storage: Secret Service: unlock prompt was dismissed" when the
 * keyring is locked; "… Secret Service: no result found" when there is no default keyring.
 */
export function classifyNativeError(error: unknown): KeychainFailure {
  const text = error instanceof Error ? `${error.message} ${error.cause instanceof Error ? error.cause.message : ''}` : String(error);
  if (/couldn'?t access platform storage/i.test(text)) {
    if (/no result found|no such (object|collection)|NoSuchObject/i.test(text)) return 'no-keyring';
    return 'locked';
  }
  if (/platform failure/i.test(text)) {
    if (/dbus|d-bus|org\.freedesktop|ServiceUnknown|session bus|connect/i.test(text)) return 'missing';
    if (/interaction (is )?not allowed|user (canceled|cancelled)|auth/i.test(text)) return 'locked';
  }
  return 'failed';
}

/**
 * What is kept of a native error, as `cause` for a developer: its text only (the chain of
 * messages), with the secret cut out should the text ever contain it. Not the object itself,
 * whose other fields no one has audited.
 */
function nativeCause(error: unknown, secret: string | undefined): Error {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    parts.push(current instanceof Error ? current.message : String(current));
    current = current instanceof Error ? current.cause : undefined;
  }
  let text = parts.join(' ← ');
  if (secret) text = text.split(secret).join('[secret]');
  return new Error(text);
}

export class KeyringVault implements SecretVault {
  private readonly service: string;
  private readonly load: () => Promise<KeyringModule>;
  private readonly platform: NodeJS.Platform;
  private readonly timeoutMs: number;
  private module: Promise<KeyringModule> | undefined;
  /**
   * One native entry per account, made on its first call and kept. On Linux each entry holds a
   * D-Bus connection of its own until it is garbage collected: an entry per call left a socket
   * per call, and at 1024 descriptors the native module's select() never returned (main hung).
   * An entry whose call failed is dropped, so a broken connection is made anew on the next call.
   */
  private readonly entries = new Map<string, AsyncEntryLike>();

  constructor(options: KeyringVaultOptions = {}) {
    this.service = options.service ?? VAULT_SERVICE;
    this.load = options.load ?? loadNative;
    this.platform = options.platform ?? process.platform;
    this.timeoutMs = options.timeoutMs ?? 120_000;
  }

  get(account: string): Promise<string | null> {
    return this.call(account, (entry, signal) => entry.getPassword(signal));
  }

  set(account: string, secret: string): Promise<void> {
    if (typeof secret !== 'string' || secret.length === 0) return Promise.reject(new AppError('validation', 'The API secret is empty.'));
    return this.call(account, (entry, signal) => entry.setPassword(secret, signal), secret);
  }

  delete(account: string): Promise<boolean> {
    return this.call(account, (entry, signal) => entry.deleteCredential(signal));
  }

  async check(): Promise<VaultStatus> {
    try {
      await this.get(PROBE_ACCOUNT);
      return { state: 'available', store: storeName(this.platform) };
    } catch (error) {
      return statusOf(error, this.platform);
    }
  }

  private async native(): Promise<KeyringModule> {
    this.module ??= this.load();
    try {
      return await this.module;
    } catch (error) {
      this.module = undefined; // a later call may try again (e.g. after a reinstall)
      throw new KeychainError('no-module', { platform: this.platform, cause: error });
    }
  }

  /** `secret`, when the call carries one, is scrubbed from anything kept of a native error. */
  private async call<T>(account: string, run: (entry: AsyncEntryLike, signal: AbortSignal) => Promise<T>, secret?: string): Promise<T> {
    const { AsyncEntry } = await this.native();
    const controller = new AbortController();
    let timer: NodeJS.Timeout | undefined;
    try {
      // The timeout counts from the caller's start, time waiting for its turn included.
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new KeychainError('timeout', { platform: this.platform }));
        }, this.timeoutMs);
      });
      const work = inTurn(controller.signal, this.timeoutMs, () => run(this.entry(AsyncEntry, account), controller.signal));
      return await Promise.race([work, timeout]);
    } catch (error) {
      this.entries.delete(account);
      if (error instanceof KeychainError) throw error;
      throw new KeychainError(classifyNativeError(error), { platform: this.platform, cause: nativeCause(error, secret) });
    } finally {
      clearTimeout(timer);
    }
  }

  /** The account's kept entry, or a new one (called in turn: on Linux the constructor already talks to the bus). */
  private entry(AsyncEntry: KeyringModule['AsyncEntry'], account: string): AsyncEntryLike {
    let entry = this.entries.get(account);
    if (entry === undefined) {
      // The constructor itself connects to the Secret Service on Linux and throws without one.
      entry = new AsyncEntry(this.service, account, this.platform === 'linux' ? { linux: { store: 'secret-service' } } : undefined);
      if (this.entries.size >= KEPT_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(account, entry);
    }
    return entry;
  }
}

/**
 * Keychain calls run one at a time in the whole process, whichever vault makes them. GNOME
 * Keyring (seen with 42, reported up to 50) aborts when one process's calls overlap —
 * "gkd_secret_service_get_pkcs11_session: assertion 'client' failed", then SIGTRAP: here two
 * calls at a time crashed it within seconds, while one at a time it answered thousands, even
 * with other processes calling at once. A crash takes the keyring from every app of the
 * person's session, and D-Bus then starts a locked one in its place. Calls take a few ms, so a
 * queue costs nothing a person notices.
 *
 * The next call starts when the one before it has settled in the native module, not when its
 * caller stopped waiting: an abort only cancels native work that has not begun, so releasing on
 * the caller's timeout would start the calls behind a hung one all together (the overlap above).
 * Each caller still waits no longer than its own timeout, and a call whose caller stopped
 * waiting before its turn never runs. Only a native call that is still running a whole timeout
 * after it was given up on lets the next one go, so one call that never returns cannot make the
 * keychain unusable until Satchel restarts.
 */
let queue: Promise<void> = Promise.resolve();

function inTurn<T>(signal: AbortSignal, graceMs: number, task: () => Promise<T>): Promise<T> {
  const result = queue.then(() => {
    if (signal.aborted) throw new Error('the caller stopped waiting before its turn');
    return task();
  });
  const done = new Promise<void>((resolve) => {
    let grace: NodeJS.Timeout | undefined;
    const settle = () => {
      clearTimeout(grace);
      resolve();
    };
    result.then(settle, settle);
    signal.addEventListener('abort', () => (grace = setTimeout(settle, graceMs)), { once: true });
  });
  queue = queue.then(() => done);
  return result;
}
