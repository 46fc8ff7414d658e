import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { MAX_OFFSET_MS, ServerClock } from '../../../electron/core/exchange/clock.js';
import { PublicApi } from '../../../electron/core/exchange/public.js';
import { FileNonceStore, keyId, MemoryNonceStore, NonceSource, type NonceStore } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { hmac, startSignedServer, type SignedServer } from './signed-server.js';

const KEY = 'PUBLICKEY-0123456789abcdef';
const SECRET = 'secret-0123456789abcdef-0123456789';

function strictlyIncreasing(values: readonly number[]): boolean {
  return values.every((value, i) => i === 0 || value > values[i - 1]!);
}

/** A store that counts its writes and can be told to never finish one (a crash mid-write). */
class CountingStore implements NonceStore {
  saves = 0;
  hang = false;
  constructor(private readonly inner: NonceStore) {}
  load(apiKey: string) {
    return this.inner.load(apiKey);
  }
  async save(apiKey: string, value: number) {
    this.saves++;
    if (this.hang) return new Promise<void>(() => undefined);
    return this.inner.save(apiKey, value);
  }
}

let dir: string;
let server: SignedServer | null = null;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-nonce-'));
});
afterEach(async () => {
  await server?.close();
  server = null;
  await rm(dir, { recursive: true, force: true });
});

describe('nonce source', () => {
  it('1,000 concurrent takers get strictly increasing nonces, in the order they asked, near server time', async () => {
    const clock = new ServerClock();
    const source = new NonceSource({ store: new MemoryNonceStore(), clock });
    const before = Date.now();
    const order: number[] = [];
    const nonces = await Promise.all(
      Array.from({ length: 1000 }, (_, i) =>
        source.withNonce(KEY, async (nonce) => {
          order.push(i);
          return nonce;
        }),
      ),
    );
    expect(order).toEqual(Array.from({ length: 1000 }, (_, i) => i));
    expect(strictlyIncreasing(nonces)).toBe(true);
    expect(new Set(nonces).size).toBe(1000);
    expect(nonces[0]).toBeGreaterThanOrEqual(before);
    // Faster than the clock: last + 1 keeps them apart, and they do not run far ahead.
    expect(nonces[999]! - Date.now()).toBeLessThan(1000);
  });

  it('next() on its own never hands out the same nonce twice, even with a frozen clock', async () => {
    const source = new NonceSource({ store: new MemoryNonceStore(), clock: { serverNow: () => 5_000 } });
    const nonces = await Promise.all(Array.from({ length: 500 }, () => source.next(KEY)));
    expect(new Set(nonces).size).toBe(500);
    expect([...nonces].sort((a, b) => a - b)).toEqual(Array.from({ length: 500 }, (_, i) => 5_000 + i));
  });

  it('keys have separate sequences and separate lanes', async () => {
    let now = 1_000;
    const source = new NonceSource({ store: new MemoryNonceStore(), clock: { serverNow: () => now } });
    expect(await source.next('a')).toBe(1_000);
    expect(await source.next('a')).toBe(1_001);
    expect(await source.next('b')).toBe(1_000);
    now = 2_000;
    expect(await source.next('a')).toBe(2_000);
    // A lane held by key a does not hold up key b.
    let release!: () => void;
    const held = source.lane('a', () => new Promise<void>((resolve) => (release = resolve)));
    expect(await source.withNonce('b', async (nonce) => nonce)).toBe(2_000);
    release();
    await held;
  });

  it('a failing call does not block the lane for the next one', async () => {
    const source = new NonceSource({ store: new MemoryNonceStore(), clock: new ServerClock() });
    await expect(source.withNonce(KEY, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await source.withNonce(KEY, async (nonce) => nonce)).toBeGreaterThan(0);
  });

  it('1,000 calls with the file store cost only a few writes, and stay fast', async () => {
    const store = new CountingStore(new FileNonceStore(dir));
    const source = new NonceSource({ store, clock: new ServerClock() });
    const started = performance.now();
    const nonces = await Promise.all(Array.from({ length: 1000 }, () => source.withNonce(KEY, async (n) => n)));
    const elapsed = performance.now() - started;
    expect(strictlyIncreasing(nonces)).toBe(true);
    expect(store.saves).toBeGreaterThanOrEqual(1);
    expect(store.saves).toBeLessThanOrEqual(5);
    expect(elapsed).toBeLessThan(2000);
  });
});

describe('persistence across restarts', () => {
  it('a new source on the same folder continues above every nonce the old one issued, with no clean shutdown', async () => {
    // A frozen clock is the hard case: every nonce is last + 1, far ahead of "now".
    const clock = { serverNow: () => 1_700_000_000_000 };
    const first = new NonceSource({ store: new FileNonceStore(dir), clock });
    const issued: number[] = [];
    for (let i = 0; i < 2500; i++) issued.push(await first.next(KEY));
    const highest = Math.max(...issued);
    expect(highest).toBe(1_700_000_002_499);
    // "Crash": the first source is simply dropped; nothing is flushed.
    const second = new NonceSource({ store: new FileNonceStore(dir), clock });
    const resumed = await second.next(KEY);
    expect(resumed).toBeGreaterThan(highest);
    expect(resumed - highest).toBeLessThanOrEqual(1001);
  });

  it('a crash in the middle of writing a new ceiling never lets a nonce out that the next run could reuse', async () => {
    const clock = { serverNow: () => 1_000_000 };
    const store = new CountingStore(new FileNonceStore(dir));
    const first = new NonceSource({ store, clock, reserveMs: 100 });
    const issued: number[] = [];
    for (let i = 0; i <= 100; i++) issued.push(await first.next(KEY)); // 1,000,000 … the first ceiling, 1,000,100
    store.hang = true; // the write of the next ceiling never completes: the process "dies" here
    let leaked: number | null = null;
    void first.next(KEY).then((n) => (leaked = n));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(leaked).toBeNull();
    // A half-written temporary file does not confuse the next run.
    await writeFile(path.join(dir, 'nonces.json.999.dead.tmp'), '{"version":1,"non');
    const second = new NonceSource({ store: new FileNonceStore(dir), clock });
    expect(await second.next(KEY)).toBeGreaterThan(Math.max(...issued));
  });

  it('the file holds a hash per key, never the key, and only its owner can read it', async () => {
    const source = new NonceSource({ store: new FileNonceStore(dir), clock: new ServerClock() });
    await source.next(KEY);
    await source.next('ANOTHER-KEY');
    const files = await readdir(dir);
    expect(files).toEqual(['nonces.json']);
    const text = await readFile(path.join(dir, 'nonces.json'), 'utf8');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain('ANOTHER-KEY');
    const data = JSON.parse(text) as { version: number; nonces: Record<string, number> };
    expect(data.version).toBe(1);
    expect(Object.keys(data.nonces).sort()).toEqual([keyId(KEY), keyId('ANOTHER-KEY')].sort());
    expect(keyId(KEY)).toMatch(/^[0-9a-f]{64}$/);
    if (process.platform !== 'win32') expect((await stat(path.join(dir, 'nonces.json'))).mode & 0o777).toBe(0o600);
  });

  it('a corrupted file is kept aside and the sequence starts again from server time', async () => {
    await writeFile(path.join(dir, 'nonces.json'), 'not json at all');
    const source = new NonceSource({ store: new FileNonceStore(dir), clock: { serverNow: () => 42_000 } });
    expect(await source.next(KEY)).toBe(42_000);
    const files = await readdir(dir);
    expect(files.some((f) => f.startsWith('nonces.json.broken-'))).toBe(true);
    expect(JSON.parse(await readFile(path.join(dir, 'nonces.json'), 'utf8'))).toMatchObject({ version: 1 });
  });

  it('a store that cannot save stops the call: no nonce goes out unrecorded', async () => {
    const store: NonceStore = { load: async () => null, save: async () => Promise.reject(new Error('disk full')) };
    const source = new NonceSource({ store, clock: new ServerClock() });
    await expect(source.next(KEY)).rejects.toThrow('disk full');
  });
});

describe('order on the wire and the server clock', () => {
  it('1,000 concurrent signed calls reach a real server in nonce order, and none is refused', async () => {
    const account = { apiKey: KEY, apiSecret: SECRET };
    server = await startSignedServer({ accounts: [account] });
    const clock = new ServerClock();
    const api = new PrivateApi({
      transport: new Transport({ baseUrl: server.url, timeoutMs: 10_000 }),
      credentials: async () => account,
      nonces: new NonceSource({ store: new FileNonceStore(dir), clock }),
      clock,
    });
    const results = await Promise.all(Array.from({ length: 1000 }, () => api.wallets()));
    expect(results.every((balances) => balances.length === 3)).toBe(true);
    expect(server.arrivals).toHaveLength(1000);
    expect(server.arrivals.every((a) => a.accepted)).toBe(true);
    expect(strictlyIncreasing(server.arrivals.map((a) => a.nonce))).toBe(true);
    // One clock measurement for all of them (single flight), not one per call.
    expect(server.timestampCalls).toBe(1);
  }, 30_000);

  it('a local clock an hour behind still works through the measured server offset', async () => {
    const account = { apiKey: KEY, apiSecret: SECRET };
    server = await startSignedServer({ accounts: [account], windowMs: 5_000 });
    const skewed = () => Date.now() - 3_600_000;
    const clock = new ServerClock(skewed);
    const api = new PrivateApi({
      transport: new Transport({ baseUrl: server.url, timeoutMs: 3000 }),
      credentials: async () => account,
      // The app's one nonce source knows no exchange's clock; each PrivateApi brings its own.
      nonces: new NonceSource({ store: new MemoryNonceStore(), clock: { serverNow: skewed } }),
      clock,
    });
    expect((await api.me()).svcid).toBe('SV12345678');
    expect(clock.offsetMs).toBeGreaterThan(3_590_000);
    expect(clock.offsetMs).toBeLessThan(3_610_000);
    const arrival = server.arrivals[0]!;
    expect(arrival.accepted).toBe(true);
    expect(Math.abs(arrival.nonce - Date.now())).toBeLessThan(5_000);
  });

  it('the same skewed clock without a measurement is refused: the test server does enforce its window', async () => {
    const account = { apiKey: KEY, apiSecret: SECRET };
    server = await startSignedServer({ accounts: [account], windowMs: 5_000 });
    const clock = new ServerClock(() => Date.now() - 3_600_000);
    const api = new PrivateApi({
      transport: new Transport({ baseUrl: server.url, timeoutMs: 3000 }),
      credentials: async () => account,
      nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
      clock,
      syncClock: async () => undefined, // never measures
    });
    const error = await api.me().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('auth');
    expect((error as AppError).message).toMatch(/nonce/);
    // The refused read was tried once more after measuring again (here: still skewed).
    expect(server.arrivals).toHaveLength(2);
    expect(server.arrivals.every((a) => !a.accepted && /too far/.test(a.reason ?? ''))).toBe(true);
    expect(server.arrivals[1]!.signature).toBe(hmac(SECRET, '/v3/auth/me', String(server.arrivals[1]!.nonce), '{}'));
  });
});

describe('a forged server clock', () => {
  const DAY = 24 * 60 * 60 * 1000;

  it('an offset of more than a day either way is refused and the offset measured before is kept', () => {
    expect(MAX_OFFSET_MS).toBe(DAY);
    const clock = new ServerClock(() => 1_700_000_000_000);
    expect(clock.record(1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_000 + 23 * 3_600_000, 'ex.example')).toBe(23 * 3_600_000);
    for (const off of [DAY + 1, -DAY - 1, 365 * DAY, Number.MAX_SAFE_INTEGER]) {
      let error: unknown = null;
      try {
        clock.record(1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_000 + off, 'ex.example');
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).kind).toBe('malformed');
      expect((error as AppError).message).toMatch(/^The exchange at ex\.example says its clock is .* this computer's\. Satchel accepts at most one day of difference/);
      expect(clock.offsetMs).toBe(23 * 3_600_000);
      expect(clock.refused).toBe(error);
    }
    // A sane measurement afterwards is taken, and the refusal forgotten.
    clock.record(1_700_000_000_000, 1_700_000_000_000, 1_700_000_000_500, 'ex.example');
    expect(clock.offsetMs).toBe(500);
    expect(clock.refused).toBeNull();
  });

  it('a timestamp 30 days ahead does not move the nonces: the local clock signs, and the key is not burnt', async () => {
    const account = { apiKey: KEY, apiSecret: SECRET };
    server = await startSignedServer({ accounts: [account], timestampMs: () => Date.now() + 30 * DAY });
    const clock = new ServerClock();
    const transport = new Transport({ baseUrl: server.url, timeoutMs: 3000 });
    const time = await new PublicApi(transport, clock).time().then(
      () => null,
      (e: unknown) => e,
    );
    expect(time).toBeInstanceOf(AppError);
    expect((time as AppError).message).toMatch(/says its clock is 30 days ahead of this computer's/);
    expect(clock.offsetMs).toBe(0);

    const store = new MemoryNonceStore();
    const api = new PrivateApi({ transport, credentials: async () => account, nonces: new NonceSource({ store, clock }), clock });
    expect((await api.me()).svcid).toBe('SV12345678');
    const arrival = server.arrivals[0]!;
    expect(arrival.accepted).toBe(true);
    expect(Math.abs(arrival.nonce - Date.now())).toBeLessThan(5_000);
    expect(await store.load(KEY)).toBeLessThan(Date.now() + 5_000);
  });

  it('when the exchange then refuses the nonce, the message says the clock was refused', async () => {
    const account = { apiKey: KEY, apiSecret: SECRET };
    // The exchange's own clock is 3 days ahead and it checks a 5 s window: nothing Satchel should follow.
    server = await startSignedServer({ accounts: [account], timestampMs: () => Date.now() + 3 * DAY, windowMs: 5_000 });
    const clock = new ServerClock(() => Date.now() - 3 * DAY);
    const api = new PrivateApi({
      transport: new Transport({ baseUrl: server.url, timeoutMs: 3000 }),
      credentials: async () => account,
      nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
      clock,
    });
    const error = await api.me().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('auth');
    expect((error as AppError).message).toMatch(/refused the request's nonce .* says its clock is 6\.0 days ahead .* Check this computer's date and time/);
  });
});
