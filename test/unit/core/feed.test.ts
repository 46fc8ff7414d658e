import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, type Book, type ConnectionState, type EventName, type Events, type Ticker } from '../../../shared/contract/index.js';
import { MarketFeed, type FeedSource } from '../../../electron/core/market/feed.js';
import type { Session } from '../../../electron/core/base/session.js';

type Emitted = { name: EventName; payload: unknown };

function recordingSession(id = 's'): Session & { events: Emitted[] } {
  const events: Emitted[] = [];
  return {
    id,
    kind: 'main',
    events,
    emit<E extends EventName>(name: E, payload: Events[E]) {
      events.push({ name, payload });
    },
  };
}

function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => {
      if (check()) return resolve();
      if (Date.now() - started > timeoutMs) return reject(new Error('condition not met in time'));
      setTimeout(poll, 5);
    };
    poll();
  });
}

const ticker = (last: string): Ticker => ({
  symbol: 'btc_usdt', bid: '1', bidVolume: '1', ask: '2', askVolume: '1', change: '0', changePercent: '0', last, volume: '1', high: '2', low: '1',
});

class ScriptedSource implements FeedSource {
  down = false;
  tickerCalls = 0;
  bookCalls: string[] = [];
  price = 1;
  async tickers(): Promise<Ticker[]> {
    this.tickerCalls++;
    if (this.down) throw new AppError('network', 'Cannot reach the exchange: the connection was refused.');
    return [ticker(String(this.price))];
  }
  async book(symbol: string): Promise<Book> {
    this.bookCalls.push(symbol);
    if (this.down) throw new AppError('unavailable', 'The exchange is having trouble (HTTP 502).');
    if (symbol === 'nope_nope') throw new AppError('not-found', 'Unknown market');
    return { symbol, bids: [{ price: String(this.price), volume: '1', orders: 1 }], asks: [], receivedAt: Date.now() };
  }
}

let feed: MarketFeed | null = null;
afterEach(() => feed?.close());

const fast = { minTickerIntervalMs: () => 20, backoffBaseMs: 10, backoffMaxMs: 40, failuresBeforeUnavailable: 3 };

describe('market feed', () => {
  it('pushes tickers and the watched book to the sessions that watch them, and goes live', async () => {
    const source = new ScriptedSource();
    feed = new MarketFeed(source, fast);
    const a = recordingSession('a');
    const b = recordingSession('b');
    expect(feed.watch(a, { tickers: true, book: 'btc_usdt', intervalMs: 250 })).toEqual({ state: 'connecting' });
    feed.watch(b, { tickers: true, book: null, intervalMs: 250 });
    await until(() => a.events.some((e) => e.name === 'book.changed') && b.events.some((e) => e.name === 'tickers.changed'));
    expect(a.events.find((e) => e.name === 'connection.changed')?.payload).toMatchObject({ state: 'live' });
    expect(b.events.some((e) => e.name === 'book.changed')).toBe(false);
  });

  it('pushes a book with its market\'s ticker read in the same round (one moment for the page), or without it if that read fails', async () => {
    const source = new (class extends ScriptedSource {
      tickerFails = false;
      async ticker(symbol: string): Promise<Ticker> {
        if (this.tickerFails) throw new AppError('network', 'gone');
        return { ...ticker(String(this.price)), symbol };
      }
    })();
    source.price = 7;
    feed = new MarketFeed(source, fast);
    const a = recordingSession();
    feed.watch(a, { tickers: false, book: 'eth_usdt', intervalMs: 20 });
    await until(() => a.events.some((e) => e.name === 'book.changed'));
    const book = a.events.find((e) => e.name === 'book.changed')!.payload as Book;
    expect(book.ticker).toMatchObject({ symbol: 'eth_usdt', last: '7' });
    expect(book.bids[0]!.price).toBe('7');
    source.tickerFails = true;
    const before = a.events.length;
    await until(() => a.events.slice(before).some((e) => e.name === 'book.changed'));
    expect((a.events.slice(before).find((e) => e.name === 'book.changed')!.payload as Book).ticker).toBeUndefined();
  });

  it('polls tickers no faster than the setting, and follows a change of it', async () => {
    const source = new ScriptedSource();
    let floorMs = 60_000;
    feed = new MarketFeed(source, { ...fast, minTickerIntervalMs: () => floorMs });
    const a = recordingSession();
    feed.watch(a, { tickers: true, book: 'btc_usdt', intervalMs: 250 });
    // The book follows the window's 250 ms; tickers wait out the 60 s floor after the first round.
    await until(() => source.bookCalls.length >= 3);
    expect(source.tickerCalls).toBe(1);
    floorMs = 20;
    feed.retune();
    await until(() => source.tickerCalls >= 3);
  });

  it('does not push tickers again while they have not changed', async () => {
    const source = new ScriptedSource();
    feed = new MarketFeed(source, fast);
    const a = recordingSession();
    feed.watch(a, { tickers: true, book: null, intervalMs: 250 });
    await until(() => source.tickerCalls >= 4);
    expect(a.events.filter((e) => e.name === 'tickers.changed')).toHaveLength(1);
    source.price = 2;
    await until(() => a.events.filter((e) => e.name === 'tickers.changed').length === 2);
  });

  it('backs off while the exchange is down, says so, and is live again when it returns', async () => {
    const source = new ScriptedSource();
    source.down = true;
    feed = new MarketFeed(source, fast);
    const a = recordingSession();
    feed.watch(a, { tickers: true, book: 'btc_usdt', intervalMs: 250 });
    const states = () => a.events.filter((e) => e.name === 'connection.changed').map((e) => e.payload as ConnectionState);
    await until(() => states().some((s) => s.state === 'unavailable'));
    const first = states()[0]!;
    expect(first).toMatchObject({ state: 'reconnecting', attempt: 1 });
    expect(states().find((s) => s.state === 'unavailable')).toMatchObject({ message: expect.stringMatching(/refused|502/) });
    source.down = false;
    await until(() => states().at(-1)?.state === 'live');
    expect(feed.state.state).toBe('live');
  });

  // With a backoff of one second, shorter than either wait, the next round waits for Retry-After,
  // capped at ten minutes. A loop, not it.each, which would quote and shorten these names.
  for (const { title, retryAfterMs, waitMs } of [
    { title: 'after a refusal with Retry-After (a 429 storm) the next round waits at least that long, not the shorter backoff', retryAfterMs: 20_000, waitMs: 20_000 },
    { title: 'an absurd Retry-After is held to ten minutes', retryAfterMs: 86_400_000, waitMs: 600_000 },
  ]) {
    it(title, async () => {
      vi.useFakeTimers();
      try {
        let calls = 0;
        const source: FeedSource = {
          tickers: async () => {
            calls++;
            if (calls === 1) throw Object.assign(new AppError('unavailable', 'The exchange is limiting requests right now (HTTP 429).', { status: 429 }), { retryAfterMs });
            return [ticker('1')];
          },
          book: async () => {
            throw new Error('not watched');
          },
        };
        feed = new MarketFeed(source, { ...fast, backoffBaseMs: 1000, backoffMaxMs: 30_000 });
        feed.watch(recordingSession(), { tickers: true, book: null, intervalMs: 250 });
        await vi.advanceTimersByTimeAsync(0);
        expect(calls).toBe(1);
        expect(feed.state).toMatchObject({ state: 'reconnecting', retryAt: Date.now() + waitMs });
        await vi.advanceTimersByTimeAsync(waitMs - 1);
        expect(calls).toBe(1);
        await vi.advanceTimersByTimeAsync(1);
        expect(calls).toBe(2);
        expect(feed.state.state).toBe('live');
      } finally {
        feed?.close();
        vi.useRealTimers();
      }
    });
  }

  it('retry polls at once', async () => {
    const source = new ScriptedSource();
    feed = new MarketFeed(source, { ...fast, backoffBaseMs: 60_000, backoffMaxMs: 60_000, failuresBeforeUnavailable: 1 });
    source.down = true;
    const a = recordingSession();
    feed.watch(a, { tickers: true, book: null, intervalMs: 250 });
    await until(() => feed!.state.state === 'unavailable');
    source.down = false;
    const calls = source.tickerCalls;
    feed.retry();
    await until(() => feed!.state.state === 'live');
    expect(source.tickerCalls).toBe(calls + 1);
  });

  it('a market that does not exist does not make the exchange look down', async () => {
    const source = new ScriptedSource();
    feed = new MarketFeed(source, fast);
    const a = recordingSession();
    feed.watch(a, { tickers: true, book: 'nope_nope', intervalMs: 250 });
    await until(() => source.bookCalls.length >= 1 && source.tickerCalls >= 1);
    await until(() => feed!.state.state === 'live');
  });

  it('a shorter update interval applies at once, not after the longer wait it replaces', async () => {
    const source = new ScriptedSource();
    feed = new MarketFeed(source, fast);
    const a = recordingSession();
    feed.watch(a, { tickers: false, book: 'btc_usdt', intervalMs: 5000 });
    await until(() => source.bookCalls.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 50)); // the round is over: its 5 s wait has begun
    feed.watch(a, { tickers: false, book: 'btc_usdt', intervalMs: 250 });
    // Seen: up to 3.6 s without a book after switching from 5 s to 0.25 s.
    await until(() => source.bookCalls.length >= 3, 1500);
  });

  it('stops polling what nobody watches any more', async () => {
    const source = new ScriptedSource();
    feed = new MarketFeed(source, fast);
    const a = recordingSession();
    feed.watch(a, { tickers: false, book: 'btc_usdt', intervalMs: 250 });
    await until(() => source.bookCalls.length >= 1);
    feed.watch(a, { tickers: false, book: 'eth_usdt', intervalMs: 250 });
    await until(() => source.bookCalls.includes('eth_usdt'));
    feed.unwatch(a);
    const count = source.bookCalls.length;
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(source.bookCalls.length).toBe(count);
    expect(source.bookCalls.filter((s) => s === 'btc_usdt').length).toBeLessThanOrEqual(1);
  });
});
