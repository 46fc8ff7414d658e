import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { FileNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { Transport, type TransportOptions } from '../../../electron/core/exchange/transport.js';
import type { DemoAccount } from '../../../electron/demo/accounts.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';

// Signed reads of one key pipelined on that key's connection, seen from a TCP proxy in front
// of the demo exchange: what leaves in which order, on which connection, and what is refused.

interface Event {
  kind: 'request' | 'answer';
  connection: number;
  path?: string;
  nonce?: number;
  status?: number;
}

interface Watch {
  url: string;
  events: Event[];
  /** 'q' when a request reaches the proxy, 'a' for each answer handed on to the client. */
  flow: string[];
  /** Resets the connection that carries the n-th request (counted from now) once it is seen. */
  resetAt(n: number): void;
  /** Ends every open connection (as a server's keep-alive timeout would). */
  closeConnections(): Promise<void>;
  close(): Promise<void>;
}

/** `answerDelayMs` holds every chunk of the exchange's answers that long (their order kept). */
async function watchProxy(target: string, answerDelayMs = 0): Promise<Watch> {
  const { port } = new URL(target);
  const events: Event[] = [];
  const flow: string[] = [];
  const sockets = new Set<net.Socket>();
  let connections = 0;
  let resetAfter: number | null = null;
  const server = net.createServer((client) => {
    const connection = ++connections;
    const upstream = net.connect(Number(port), '127.0.0.1');
    sockets.add(client).add(upstream);
    let up = '';
    let down = '';
    client.on('data', (chunk: Buffer) => {
      up += chunk.toString('latin1');
      // Whole heads only: a head split across chunks is read when its end arrives.
      for (;;) {
        const end = up.indexOf('\r\n\r\n');
        if (end < 0) break;
        const head = up.slice(0, end);
        const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? '0');
        if (up.length < end + 4 + length) break;
        up = up.slice(end + 4 + length);
        const nonce = /\r\nsvc-nonce: *(\d+)/i.exec(head)?.[1];
        events.push({ kind: 'request', connection, path: head.split(' ')[1], nonce: nonce === undefined ? undefined : Number(nonce) });
        flow.push('q');
        if (resetAfter !== null && --resetAfter === 0) {
          resetAfter = null;
          // This request reaches the exchange; its answer, and everything behind it, is lost.
          upstream.write(chunk);
          client.resetAndDestroy();
          upstream.destroy();
          return;
        }
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      down = (down + chunk.toString('latin1')).slice(-4096);
      for (const match of chunk.toString('latin1').matchAll(/HTTP\/1\.1 (\d{3}) /g)) events.push({ kind: 'answer', connection, status: Number(match[1]) });
      const forward = (): void => {
        if (client.destroyed) return;
        for (const _answer of chunk.toString('latin1').matchAll(/HTTP\/1\.1 \d{3} /g)) flow.push('a');
        client.write(chunk);
      };
      if (answerDelayMs > 0) setTimeout(forward, answerDelayMs);
      else forward();
    });
    client.on('error', () => upstream.destroy());
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`,
    events,
    flow,
    resetAt: (n) => (resetAfter = n),
    closeConnections: async () => {
      // Until both ends have gone: the client has seen its connection close.
      const closed = [...sockets].filter((socket) => !socket.closed).map((socket) => new Promise((resolve) => socket.once('close', resolve)));
      for (const socket of sockets) socket.end();
      await Promise.all(closed);
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let exchange: DemoExchange;
let dir: string;
let watch: Watch;
const transports: Transport[] = [];

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 7 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-pipeline-'));
});
afterEach(async () => {
  await Promise.all(transports.splice(0).map((t) => t.close()));
  await watch?.close();
});
afterAll(async () => {
  await exchange.close();
  await rm(dir, { recursive: true, force: true });
});

async function client(account: DemoAccount, retryDelaysMs: number[] = [20], answerDelayMs = 0, options: Partial<TransportOptions> = {}): Promise<PrivateApi> {
  watch = await watchProxy(exchange.url, answerDelayMs);
  const transport = new Transport({ baseUrl: watch.url, timeoutMs: 10_000, retryDelaysMs, ...options });
  transports.push(transport);
  return new PrivateApi({
    transport,
    credentials: async () => ({ apiKey: account.apiKey, apiSecret: account.apiSecret }),
    nonces: new NonceSource({ store: new FileNonceStore(dir) }),
    clock: new ServerClock(),
  });
}

const signed = (events: Event[]): Event[] => events.filter((e) => e.kind === 'request' && e.nonce !== undefined);
const refusals = (events: Event[]): number => events.filter((e) => e.kind === 'answer' && e.status === 401).length;

/** The most requests that had reached the exchange while the client still had no answer to them. */
function mostOutstanding(flow: string[]): number {
  let outstanding = 0;
  let most = 0;
  for (const step of flow) {
    outstanding += step === 'q' ? 1 : -1;
    most = Math.max(most, outstanding);
  }
  return most;
}

function strictlyIncreasing(values: number[]): boolean {
  return values.every((value, i) => i === 0 || value > values[i - 1]!);
}

describe('pipelined signed reads of one key', () => {
  it('all succeed, leave on one connection in nonce order, and none is refused', async () => {
    const api = await client(exchange.accounts[0]!);
    const results = await Promise.all(Array.from({ length: 200 }, () => api.wallets()));
    expect(results.every((balances) => Array.isArray(balances) && balances.length > 0)).toBe(true);
    const requests = signed(watch.events);
    expect(requests).toHaveLength(200);
    expect(strictlyIncreasing(requests.map((e) => e.nonce!))).toBe(true);
    expect(new Set(requests.map((e) => e.connection)).size).toBe(1);
    expect(refusals(watch.events)).toBe(0);
  });

  it('a state-changing call among reads is sent after every earlier read has its answer, and alone', async () => {
    const api = await client(exchange.accounts[1]!);
    await api.wallets(); // the clock is measured first, so the order below is only the key's
    const before = Array.from({ length: 30 }, () => api.wallets());
    const cancel = api.cancelOrder(999_999_999).then(
      () => null,
      (error: unknown) => error,
    );
    const after = Array.from({ length: 30 }, () => api.wallets());
    await Promise.all([...before, ...after]);
    const error = await cancel;
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('not-found');

    const events = watch.events;
    const at = events.findIndex((e) => e.kind === 'request' && e.path === '/v3/order/cancel');
    const requestsBefore = events.slice(0, at).filter((e) => e.kind === 'request').length;
    const answersBefore = events.slice(0, at).filter((e) => e.kind === 'answer').length;
    expect(requestsBefore).toBe(1 + 1 + 30); // the clock, the first read, the 30 reads
    expect(answersBefore).toBe(requestsBefore);
    // Its answer comes before any later read leaves.
    expect(events[at + 1]).toMatchObject({ kind: 'answer' });
    expect(signed(events).map((e) => e.path)).toEqual([
      ...Array(31).fill('/v3/auth/r/wallets'),
      '/v3/order/cancel',
      ...Array(30).fill('/v3/auth/r/wallets'),
    ]);
    expect(strictlyIncreasing(signed(events).map((e) => e.nonce!))).toBe(true);
    expect(refusals(events)).toBe(0);
  });

  it('a read called off while on its way is "cancelled", and the reads around it are unharmed', async () => {
    const api = await client(exchange.accounts[1]!, [], 40); // no retries: a dropped connection would show
    await api.wallets();
    const controller = new AbortController();
    const reads = Array.from({ length: 20 }, (_, i) => api.wallets(i === 5 ? { signal: controller.signal } : {}));
    setTimeout(() => controller.abort(), 10); // every read is sent by then, no answer has come
    const outcomes = await Promise.allSettled(reads);
    expect(outcomes.map((o) => (o.status === 'fulfilled' ? 'ok' : (o.reason as AppError).kind))).toEqual([
      ...Array(5).fill('ok'),
      'cancelled',
      ...Array(14).fill('ok'),
    ]);
    expect(new Set(signed(watch.events).map((e) => e.connection)).size).toBe(1);
    expect(refusals(watch.events)).toBe(0);
  });

  it('a connection reset mid-pipeline fails reads with typed errors, never resends a nonce, and later reads work', async () => {
    const api = await client(exchange.accounts[0]!, []); // no retries: the failures show
    await api.wallets();
    watch.resetAt(10);
    const outcomes = await Promise.allSettled(Array.from({ length: 40 }, () => api.wallets()));
    const failures = outcomes.filter((o): o is PromiseRejectedResult => o.status === 'rejected').map((o) => o.reason as unknown);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure).toBeInstanceOf(AppError);
      expect((failure as AppError).kind).toBe('network');
    }

    const later = await Promise.all(Array.from({ length: 20 }, () => api.wallets()));
    expect(later.every((balances) => balances.length > 0)).toBe(true);
    const nonces = signed(watch.events).map((e) => e.nonce!);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(strictlyIncreasing(nonces)).toBe(true);
    expect(refusals(watch.events)).toBe(0);
  });

  it('after three breaks with reads on the connection within a minute, the key reads one at a time for five minutes, then pipelined again', async () => {
    let now = 1_000_000;
    const account = exchange.accounts[1]!;
    const api = await client(account, [], 20, { now: () => now });
    const transport = transports.at(-1)!;
    await api.wallets();
    const breakOnce = async () => {
      watch.resetAt(4);
      const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => api.wallets()));
      expect(outcomes.some((o) => o.status === 'rejected')).toBe(true);
    };
    await breakOnce();
    now += 20_000;
    await breakOnce();
    expect(transport.pipeliningPaused(account.apiKey)).toBe(false);
    now += 20_000;
    await breakOnce();
    expect(transport.pipeliningPaused(account.apiKey)).toBe(true);

    // One at a time: each read reaches the exchange only after the one before has its answer.
    let mark = watch.flow.length;
    const alone = await Promise.all(Array.from({ length: 10 }, () => api.wallets()));
    expect(alone.every((balances) => balances.length > 0)).toBe(true);
    expect(watch.flow.slice(mark).filter((s) => s === 'q')).toHaveLength(10);
    expect(mostOutstanding(watch.flow.slice(mark))).toBe(1);

    // Still within the five minutes; then pipelined again.
    now += 5 * 60_000 - 1;
    expect(transport.pipeliningPaused(account.apiKey)).toBe(true);
    now += 1;
    expect(transport.pipeliningPaused(account.apiKey)).toBe(false);
    mark = watch.flow.length;
    const piped = await Promise.all(Array.from({ length: 10 }, () => api.wallets()));
    expect(piped.every((balances) => balances.length > 0)).toBe(true);
    expect(mostOutstanding(watch.flow.slice(mark))).toBeGreaterThan(1);
    const nonces = signed(watch.events).map((e) => e.nonce!);
    expect(new Set(nonces).size).toBe(nonces.length);
    expect(refusals(watch.events)).toBe(0);
  });

  it('breaks more than a minute apart, and connections closed while idle, do not pause pipelining', async () => {
    let now = 1_000_000;
    const account = exchange.accounts[0]!;
    const api = await client(account, [], 20, { now: () => now });
    const transport = transports.at(-1)!;
    await api.wallets();
    for (let i = 0; i < 4; i++) {
      watch.resetAt(4);
      const outcomes = await Promise.allSettled(Array.from({ length: 12 }, () => api.wallets()));
      expect(outcomes.some((o) => o.status === 'rejected')).toBe(true);
      now += 31_000;
      // The proxy ends the idle connection too: no read was waiting on it.
      await watch.closeConnections();
      await api.wallets();
    }
    expect(transport.pipeliningPaused(account.apiKey)).toBe(false);
    const mark = watch.flow.length;
    await Promise.all(Array.from({ length: 10 }, () => api.wallets()));
    expect(mostOutstanding(watch.flow.slice(mark))).toBeGreaterThan(1);
  });
});
