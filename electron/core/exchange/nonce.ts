/**
 * One nonce sequence per API key: strictly increasing, `max(serverNow, last + 1)`, kept across
 * restarts, and handed out in the order the requests go out.
 *
 * - Server time, not local time: the nonce is "Unix time in ms" to the exchange, so a local
 *   clock an hour off would be refused; ServerClock carries the measured offset.
 * - `last + 1`: two calls in the same millisecond, or a burst faster than the clock, still get
 *   distinct, growing nonces.
 * - Persistence by reservation: before a nonce above the reserved ceiling is handed out, a
 *   new ceiling (nonce + RESERVE_MS) is written durably. After a restart — clean or a crash —
 *   the sequence resumes above the ceiling, so no nonce is ever issued twice, at the cost of
 *   at most RESERVE_MS of "future" on the first nonce after a quick restart. With nonces near
 *   the clock this is one small write per second of use at most, not one per call.
 * - Order: `lane(key, fn)` runs fn for one key at a time, first come first served. Taking the
 *   nonce and sending the request happen inside the lane, so requests reach the exchange in
 *   nonce order. See docs/signing.md for the cost.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { ServerClock } from './clock.js';

/** Where the highest reserved nonce of each key is kept between runs. */
export interface NonceStore {
  /** The ceiling saved for this key, or null if there is none. */
  load(apiKey: string): Promise<number | null>;
  /** Durably records a new ceiling; resolves only once it is safe against a crash. */
  save(apiKey: string, value: number): Promise<void>;
}

export const RESERVE_MS = 1000;

/** The file never holds a key, not even the public one: entries are named by a hash of it. */
export function keyId(apiKey: string): string {
  return createHash('sha256').update(`satchel-nonce\0${apiKey}`, 'utf8').digest('hex');
}

export class MemoryNonceStore implements NonceStore {
  readonly values = new Map<string, number>();
  async load(apiKey: string): Promise<number | null> {
    return this.values.get(keyId(apiKey)) ?? null;
  }
  async save(apiKey: string, value: number): Promise<void> {
    this.values.set(keyId(apiKey), value);
  }
}

interface NonceFile {
  version: 1;
  nonces: Record<string, number>;
}

/**
 * `nonces.json` under a directory: `{"version":1,"nonces":{"<sha256 of key>": ceiling}}`.
 * Written whole to a temporary file, flushed to disk and renamed over the old one, so a crash
 * leaves either the old file or the new one, never half of one. Writes are queued, so saves for
 * different keys do not lose each other. One process per directory: every shell takes the
 * folder's lock (settings/instance-lock.ts).
 */
export class FileNonceStore implements NonceStore {
  readonly file: string;
  private values: Map<string, number> | null = null;
  private writing: Promise<void> = Promise.resolve();

  constructor(readonly dir: string) {
    this.file = path.join(dir, 'nonces.json');
  }

  async load(apiKey: string): Promise<number | null> {
    return (await this.all()).get(keyId(apiKey)) ?? null;
  }

  async save(apiKey: string, value: number): Promise<void> {
    const values = await this.all();
    const id = keyId(apiKey);
    values.set(id, Math.max(value, values.get(id) ?? 0));
    const write = this.writing.then(() => this.write(values));
    // A failed write must not block the next one; this caller still sees the failure.
    this.writing = write.catch(() => undefined);
    return write;
  }

  private async all(): Promise<Map<string, number>> {
    if (this.values) return this.values;
    let text: string | null = null;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    const values = new Map<string, number>();
    if (text !== null) {
      const parsed = parseNonceFile(text);
      if (parsed) for (const [id, value] of Object.entries(parsed.nonces)) values.set(id, value);
      // Unreadable: keep it aside for a person to look at; the sequence restarts from server time.
      else await rename(this.file, `${this.file}.broken-${Date.now()}`).catch(() => undefined);
    }
    this.values ??= values;
    return this.values;
  }

  private async write(values: Map<string, number>): Promise<void> {
    // Owner-only, as the shells create the user-data folder (settings/user-data.ts).
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    const data: NonceFile = { version: 1, nonces: Object.fromEntries(values) };
    const temp = `${this.file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(data), 'utf8');
      await handle.sync();
    } finally {
      await handle.close();
    }
    try {
      await rename(temp, this.file);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }
}

function parseNonceFile(text: string): NonceFile | null {
  try {
    const data = JSON.parse(text) as Partial<NonceFile>;
    if (data?.version !== 1 || typeof data.nonces !== 'object' || data.nonces === null) return null;
    const nonces: Record<string, number> = {};
    for (const [id, value] of Object.entries(data.nonces)) {
      if (/^[0-9a-f]{64}$/.test(id) && Number.isSafeInteger(value) && value > 0) nonces[id] = value;
    }
    return { version: 1, nonces };
  } catch {
    return null;
  }
}

export type NowSource = Pick<ServerClock, 'serverNow'>;

interface KeyState {
  last: number;
  ceiling: number;
  loaded: boolean;
  /** The end of this key's lane: the next caller waits for it. */
  tail: Promise<void>;
  /** The end of the queue of `next` calls. */
  taking: Promise<void>;
}

export interface NonceSourceOptions {
  store: NonceStore;
  /**
   * Server time (local time plus the measured offset) for callers that do not bring their
   * own; local time when absent. Each exchange has its own clock, so PrivateApi passes its own.
   */
  clock?: NowSource;
  /** How far ahead a ceiling is reserved (ms of nonce space). */
  reserveMs?: number;
}

export class NonceSource {
  private readonly keys = new Map<string, KeyState>();
  private readonly store: NonceStore;
  private readonly clock: NowSource;
  private readonly reserveMs: number;

  constructor(options: NonceSourceOptions) {
    this.store = options.store;
    this.clock = options.clock ?? { serverNow: () => Date.now() };
    this.reserveMs = Math.max(1, Math.trunc(options.reserveMs ?? RESERVE_MS));
  }

  /**
   * Runs `fn` alone for this key: calls for one key go through one at a time, in the order
   * they asked. Take the nonce (`next`) and send the request inside it.
   */
  lane<T>(apiKey: string, fn: () => Promise<T>): Promise<T> {
    const state = this.state(apiKey);
    const run = state.tail.then(fn);
    state.tail = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  /**
   * The next nonce for this key. Strictly greater than every nonce this key was ever given,
   * here or in an earlier run. Call it inside `lane` so that requests leave in nonce order.
   */
  next(apiKey: string, clock: NowSource = this.clock): Promise<number> {
    const state = this.state(apiKey);
    // Taking is serialized on its own, so even calls outside a lane never share a nonce.
    const taken = state.taking.then(() => this.take(apiKey, state, clock));
    state.taking = taken.then(
      () => undefined,
      () => undefined,
    );
    return taken;
  }

  private async take(apiKey: string, state: KeyState, clock: NowSource): Promise<number> {
    if (!state.loaded) {
      const saved = await this.store.load(apiKey);
      if (saved !== null) state.last = state.ceiling = Math.max(state.last, saved);
      state.loaded = true;
    }
    const nonce = Math.max(Math.floor(clock.serverNow()), state.last + 1);
    if (nonce > state.ceiling) {
      // Durable before the nonce is used: a crash after this point resumes above it.
      const ceiling = nonce + this.reserveMs;
      await this.store.save(apiKey, ceiling);
      state.ceiling = ceiling;
    }
    state.last = nonce;
    return nonce;
  }

  /** Both together: a nonce taken in turn, used by `fn` before the next caller gets one. */
  withNonce<T>(apiKey: string, fn: (nonce: number) => Promise<T>, clock: NowSource = this.clock): Promise<T> {
    return this.lane(apiKey, async () => fn(await this.next(apiKey, clock)));
  }

  /** The last nonce given to this key in this run (for tests and diagnostics). */
  lastIssued(apiKey: string): number | null {
    const state = this.keys.get(keyId(apiKey));
    return state && state.last > 0 ? state.last : null;
  }

  private state(apiKey: string): KeyState {
    const id = keyId(apiKey);
    let state = this.keys.get(id);
    if (!state) {
      state = { last: 0, ceiling: 0, loaded: false, tail: Promise.resolve(), taking: Promise.resolve() };
      this.keys.set(id, state);
    }
    return state;
  }
}
