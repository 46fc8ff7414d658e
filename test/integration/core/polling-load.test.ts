import { getEventListeners } from 'node:events';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError, type Balance, type Book, type Order, type Ticker } from '../../../shared/contract/index.js';
import { AccountWatch, type AccountSource } from '../../../electron/core/account/watch.js';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { MemoryNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { PublicApi } from '../../../electron/core/exchange/public.js';
import { Transport, type FetchLike } from '../../../electron/core/exchange/transport.js';
import type { Session } from '../../../electron/core/base/session.js';
import { MarketFeed, type FeedSource } from '../../../electron/core/market/feed.js';
import { startDemoExchange } from '../../../electron/demo/exchange/server.js';

// Polling under load, compressed: the clock is fake, and each cycle moves it one second, which
// fires the market feed's timer (all tickers, one book with its ticker) and the account watch's
// two pollers (balances, open orders); every read they start is then awaited to its end. Every
// 997th cycle the exchange cannot be reached (the feed backs off and says so, the watch reports
// a problem, the next cycle recovers); windows close and open every 1,000 cycles; the account is
// reset every 10,000. Asserted are counts, which are deterministic: pending timers, the feed's
// and the watch's maps and listener sets, reads still under way, and abort listeners left on a
// read's signal once every read given it has settled. Memory is printed, never asserted.
//
// 1. 100,000 cycles with the reads answered in memory (the demo exchange's real answers, parsed
//    once at the start): the feed and the watch alone.
// 2. 2,000 cycles through the real PublicApi, PrivateApi (signing, nonces, lanes) and Transport,
//    whose fetch replays the demo's answers byte for byte (no socket in the loop); every 97th
//    tickers answer is a 503 (a retry).

interface Recorded {
  symbol: string;
  /** Raw answers by path, two of each, for the replaying fetch. */
  raw: Map<string, string[]>;
  tickers: Ticker[][];
  ticker: Ticker[];
  books: Book[];
  wallets: Balance[][];
  orders: Order[][];
}

let recorded: Recorded;

beforeAll(async () => {
  const demo = await startDemoExchange({ port: 0, seed: 21 });
  try {
    const raw = new Map<string, string[]>();
    const recording: FetchLike = async (input, init) => {
      const response = await fetch(input, init);
      const path = new URL(input).pathname;
      let text = await response.clone().text();
      // A book of 25 levels a side: the full demo book costs milliseconds to parse, and the
      // loop is about what the core keeps, not about parsing.
      if (path.startsWith('/v3/book/')) {
        const entries = JSON.parse(text) as [number, number, number][];
        text = JSON.stringify([...entries.filter((e) => e[1] > 0).slice(0, 25), ...entries.filter((e) => e[1] < 0).slice(0, 25)]);
      }
      raw.set(path, [...(raw.get(path) ?? []), text]);
      return new Response(text, { status: response.status, headers: response.headers });
    };
    const transport = new Transport({ baseUrl: demo.url, fetch: recording });
    const clock = new ServerClock();
    const account = demo.accounts[0]!;
    const publicApi = new PublicApi(transport, clock);
    const privateApi = new PrivateApi({ transport, clock, nonces: new NonceSource({ store: new MemoryNonceStore() }), credentials: async () => account });
    const symbol = (await publicApi.markets())[0]!.id;
    recorded = { symbol, raw, tickers: [], ticker: [], books: [], wallets: [], orders: [] };
    for (let i = 0; i < 2; i++) {
      recorded.tickers.push(await publicApi.tickers('ALL'));
      recorded.ticker.push((await publicApi.tickers([symbol]))[0]!);
      recorded.books.push(await publicApi.book(symbol));
      recorded.wallets.push(await privateApi.wallets());
      recorded.orders.push(await privateApi.activeOrders());
      // The demo's market moves with its clock: the second answers differ from the first.
      await new Promise((resolve) => setTimeout(resolve, 30));
    }
  } finally {
    await demo.close();
  }
});
afterEach(() => {
  vi.useRealTimers();
});

function heapMb(): number {
  (globalThis as { gc?: () => void }).gc?.();
  return Math.round((process.memoryUsage().heapUsed / 1024 / 1024) * 10) / 10;
}

/** Reads given to the feed and the watch, followed to their end. */
class ReadTracker {
  reads = 0;
  /** Abort listeners found on a signal once every read given it had settled. */
  listenersLeft = 0;
  readonly inflight = new Set<Promise<unknown>>();
  /** Reads not yet settled, by signal (a feed round gives one signal to all its reads). */
  readonly bySignal = new Map<AbortSignal, number>();

  track<T>(signal: AbortSignal, read: Promise<T>): Promise<T> {
    this.reads++;
    this.bySignal.set(signal, (this.bySignal.get(signal) ?? 0) + 1);
    const settled: Promise<void> = read.then(
      () => this.settle(signal, settled),
      () => this.settle(signal, settled),
    );
    this.inflight.add(settled);
    return read;
  }

  private settle(signal: AbortSignal, settled: Promise<unknown>): void {
    this.inflight.delete(settled);
    const left = this.bySignal.get(signal)! - 1;
    if (left > 0) return void this.bySignal.set(signal, left);
    this.bySignal.delete(signal);
    this.listenersLeft += getEventListeners(signal, 'abort').length;
  }
}

interface Counts {
  timers: number;
  feedWatches: number;
  feedResources: number;
  accountWatches: number;
  balanceListeners: number;
  problemListeners: number;
  readsUnderWay: number;
}

/**
 * Runs `cycles` cycles of the feed and the watch over the given reads (`down` is set for the
 * cycles in which the exchange cannot be reached); answers the counts after a warm-up and at the
 * end, and what ran.
 */
async function drive(options: {
  cycles: number;
  warmUp: number;
  feedSource: (t: ReadTracker) => FeedSource;
  accountSource: (t: ReadTracker) => AccountSource;
  setDown: (down: boolean) => void;
}) {
  // setImmediate stays real: it is how a cycle lets every continuation run.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  const tracker = new ReadTracker();
  const feed = new MarketFeed(options.feedSource(tracker), { minTickerIntervalMs: () => 1000 });
  const accountSource = options.accountSource(tracker);
  const account = new AccountWatch({ source: () => accountSource, balancesIntervalMs: () => 1000, ordersIntervalMs: () => 1000 });
  // What the tray and the settlement watch hold in the app.
  const unsubscribe = [account.onBalances(() => undefined), account.onProblem(() => undefined)];

  let events = 0;
  let windows = 0;
  const states = new Set<string>();
  const openWindow = (): Session => {
    const session: Session = {
      id: `w${++windows}`,
      kind: 'main',
      emit: (name, payload) => {
        events++;
        if (name === 'connection.changed') states.add((payload as { state: string }).state);
      },
    };
    feed.watch(session, { tickers: true, book: recorded.symbol, intervalMs: 1000 });
    account.watch(session, { balances: true, orders: true });
    return session;
  };
  const closeWindow = (session: Session) => {
    feed.unwatch(session);
    account.unwatch(session);
  };
  const main = openWindow();
  let second = openWindow();

  const counts = (): Counts => {
    const f = feed as unknown as { watches: Map<unknown, unknown>; resources: Map<unknown, unknown> };
    const a = account as unknown as { watches: Map<unknown, unknown>; balanceListeners: Set<unknown>; problemListeners: Set<unknown> };
    return {
      timers: vi.getTimerCount(),
      feedWatches: f.watches.size,
      feedResources: f.resources.size,
      accountWatches: a.watches.size,
      balanceListeners: a.balanceListeners.size,
      problemListeners: a.problemListeners.size,
      readsUnderWay: tracker.inflight.size + tracker.bySignal.size,
    };
  };

  /** One second: the timers due fire, and every read they start is awaited, with what follows it. */
  const tick = async () => {
    vi.advanceTimersByTime(1000);
    for (;;) {
      if (tracker.inflight.size > 0) await Promise.allSettled([...tracker.inflight]);
      await new Promise((resolve) => setImmediate(resolve));
      if (tracker.inflight.size === 0) return;
    }
  };
  let unreachable = 0;
  const run = async (from: number, to: number) => {
    for (let cycle = from; cycle < to; cycle++) {
      const down = cycle % 997 === 996;
      options.setDown(down);
      if (down) unreachable++;
      await tick();
      if (cycle % 1000 === 999) {
        closeWindow(second);
        second = openWindow();
      }
      if (cycle % 10_000 === 9_999) account.reset();
    }
  };

  await run(0, options.warmUp);
  const startHeap = heapMb();
  const start = counts();
  const readsAtStart = tracker.reads;
  await run(options.warmUp, options.cycles);
  const end = counts();
  const endHeap = heapMb();
  const finalState = feed.state.state;

  console.log(
    `polling load: ${options.cycles} cycles (${unreachable} with the exchange unreachable), ${tracker.reads} reads, ${events} events pushed, ${windows} windows; ` +
      `heap ${startHeap} MB after ${options.warmUp} cycles → ${endHeap} MB at the end (${(endHeap - startHeap).toFixed(1)} MB)` +
      `${'gc' in globalThis ? '' : ' (no --expose-gc: not collected first)'}; counts ${JSON.stringify(end)}`,
  );

  closeWindow(second);
  closeWindow(main);
  for (const off of unsubscribe) off();
  feed.close();
  account.close();
  const timersAfterClose = vi.getTimerCount();
  vi.useRealTimers();
  return { start, end, measuredReads: tracker.reads - readsAtStart, events, unreachable, states, finalState, listenersLeft: tracker.listenersLeft, timersAfterClose };
}

/** What every run must show: nothing grew, nothing is left over, and it really ran. */
function expectFlat(result: Awaited<ReturnType<typeof drive>>, cycles: number, warmUp: number) {
  // About five reads a cycle: all tickers, the book and its ticker, balances, open orders.
  expect(result.measuredReads).toBeGreaterThan((cycles - warmUp) * 4);
  expect(result.events).toBeGreaterThan(cycles);
  expect(result.unreachable).toBe(Math.floor(cycles / 997));
  // The exchange went away and came back: both were seen.
  expect(result.states).toEqual(new Set(['reconnecting', 'live']));
  expect(result.finalState).toBe('live');
  expect(result.end).toEqual(result.start);
  // Three timers (the feed's, two pollers'); two windows; one listener of each kind; nothing under way.
  expect(result.end).toEqual({ timers: 3, feedWatches: 2, feedResources: 2, accountWatches: 2, balanceListeners: 1, problemListeners: 1, readsUnderWay: 0 });
  expect(result.listenersLeft).toBe(0);
  // Closed, nothing is left to keep the process alive.
  expect(result.timersAfterClose).toBe(0);
}

const unreachableError = () => new AppError('network', 'Cannot reach the exchange at 127.0.0.1:9: the connection was refused.');

describe('polling under load', () => {
  it('100,000 cycles of the market feed and the account watch: no timer, map, listener or read left over', { timeout: 300_000 }, async () => {
    let down = false;
    // Answers alternate between the two recorded ones, so what is pushed changes.
    let n = 0;
    const answer = <T>(signal: AbortSignal, values: T[]): Promise<T> => {
      if (signal.aborted) return Promise.reject(signal.reason);
      if (down) return Promise.reject(unreachableError());
      return Promise.resolve(values[n++ % values.length]!);
    };
    const result = await drive({
      cycles: 100_000,
      warmUp: 2_000,
      setDown: (d) => (down = d),
      feedSource: (t) => ({
        tickers: (signal) => t.track(signal, answer(signal, recorded.tickers)),
        book: (_symbol, signal) => t.track(signal, answer(signal, recorded.books).then((b) => ({ ...b }))),
        ticker: (_symbol, signal) => t.track(signal, answer(signal, recorded.ticker)),
      }),
      accountSource: (t) => ({
        wallets: (signal) => t.track(signal, answer(signal, recorded.wallets)),
        activeOrders: (signal) => t.track(signal, answer(signal, recorded.orders)),
      }),
    });
    expectFlat(result, 100_000, 2_000);
  });

  it('2,000 cycles through the real signed and public clients and the transport: the same, and every read signal let go', { timeout: 300_000 }, async () => {
    let down = false;
    let served = 0;
    let tickersAsked = 0;
    const replay: FetchLike = async (input, init) => {
      if (init.signal?.aborted) throw init.signal.reason;
      if (down) throw new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
      const path = new URL(input).pathname;
      if (path === '/v3/tickers' && ++tickersAsked % 97 === 0) {
        return new Response('{"success":false,"message":"busy"}', { status: 503, headers: { 'content-type': 'application/json' } });
      }
      const answers = recorded.raw.get(path)!;
      return new Response(answers[served++ % answers.length], { status: 200, headers: { 'content-type': 'application/json' } });
    };
    // Retries go at once: their waits are the transport's own business, tested elsewhere.
    const transport = new Transport({ baseUrl: 'http://127.0.0.1:9', fetch: replay, timeoutMs: 5000, sleep: async () => undefined });
    const clock = new ServerClock();
    const nonces = new NonceSource({ store: new MemoryNonceStore() });
    const publicApi = new PublicApi(transport, clock);
    const privateApi = new PrivateApi({ transport, clock, nonces, credentials: async () => ({ apiKey: 'load-test-key', apiSecret: 'load-test-secret' }) });
    const result = await drive({
      cycles: 2_000,
      warmUp: 200,
      setDown: (d) => (down = d),
      feedSource: (t) => ({
        tickers: (signal) => t.track(signal, publicApi.tickers('ALL', { signal })),
        book: (symbol, signal) => t.track(signal, publicApi.book(symbol, { signal })),
        ticker: async (symbol, signal) => (await t.track(signal, publicApi.tickers([symbol], { signal })))[0],
      }),
      accountSource: (t) => ({
        wallets: (signal) => t.track(signal, privateApi.wallets({ signal })),
        activeOrders: (signal) => t.track(signal, privateApi.activeOrders(undefined, { signal })),
      }),
    });
    expectFlat(result, 2_000, 200);
    // One key, one lane and one nonce sequence, however many calls.
    expect((nonces as unknown as { keys: Map<unknown, unknown> }).keys.size).toBe(1);
    expect(tickersAsked).toBeGreaterThan(97);
    await transport.close();
  });
});
