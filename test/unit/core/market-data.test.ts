import { describe, expect, it } from 'vitest';
import type { Market, Rate, Ticker } from '../../../shared/contract/index.js';
import type { PublicApi } from '../../../electron/core/exchange/public.js';
import { FreshReads } from '../../../electron/core/market/fresh-reads.js';
import { MARKETS_MAX_AGE_MS, MarketData, RATES_MAX_AGE_MS } from '../../../electron/core/market/market-data.js';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** An exchange's public reads, counted, each answered when the test says. */
function countingApi() {
  const calls = { markets: 0, rates: 0, tickers: 0 };
  let fail = false;
  const answer = <T>(value: T): Promise<T> => (fail ? Promise.reject(new Error('exchange down')) : Promise.resolve(value));
  const api = {
    markets: () => (calls.markets++, answer<Market[]>([{ id: `m${calls.markets}` } as Market])),
    rates: () => (calls.rates++, answer<Rate[]>([{ currency: `r${calls.rates}` } as Rate])),
    tickers: () => (calls.tickers++, answer<Ticker[]>([{ symbol: `t${calls.tickers}` } as Ticker])),
  } as unknown as PublicApi;
  return { api, calls, setDown: (down: boolean) => (fail = down) };
}

describe('FreshReads', () => {
  it('shares a read under way, reuses the value while fresh, and reads again once it is old', async () => {
    const time = clock();
    const reads = new FreshReads<string>(() => 1000, time.now);
    let loads = 0;
    const load = () => Promise.resolve(`v${++loads}`);
    const [a, b] = await Promise.all([reads.read('k', load), reads.read('k', load)]);
    expect([a, b, loads]).toEqual(['v1', 'v1', 1]);
    time.advance(999);
    expect(await reads.read('k', load)).toBe('v1');
    time.advance(1);
    expect(await reads.read('k', load)).toBe('v2');
    expect(await reads.read('other', load)).toBe('v3');
  });

  it('hands every caller the same value, frozen', async () => {
    const reads = new FreshReads<string[]>(() => 1000, clock().now);
    const first = await reads.read('k', () => Promise.resolve(['a']));
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => first.push('b')).toThrow();
    expect(await reads.read('k', () => Promise.resolve(['other']))).toEqual(['a']);
  });

  it('never keeps a failure: the next read asks again', async () => {
    const reads = new FreshReads<string>(() => 1000, clock().now);
    await expect(reads.read('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await reads.read('k', () => Promise.resolve('up'))).toBe('up');
  });

  it('keeps a value read elsewhere unless it is older than the one it has', async () => {
    const time = clock();
    const reads = new FreshReads<string>(() => 1000, time.now);
    reads.keep('k', 'newer', time.now());
    reads.keep('k', 'older', time.now() - 10);
    expect(await reads.read('k', () => Promise.resolve('asked'))).toBe('newer');
  });
});

describe('MarketData', () => {
  function setup(tickersMs = 2000) {
    const time = clock();
    const exchanges = new Map([
      ['https://a.example', countingApi()],
      ['https://b.example', countingApi()],
    ]);
    let url = 'https://a.example';
    const data = new MarketData({ url: () => url, api: (u) => exchanges.get(u)!.api, tickersMaxAgeMs: () => tickersMs, now: time.now });
    return { data, time, a: exchanges.get('https://a.example')!, b: exchanges.get('https://b.example')!, use: (u: string) => (url = u) };
  }

  it('answers a second window from what the first one read, each list for as long as it stays fresh', async () => {
    const { data, time, a } = setup();
    await Promise.all([data.markets(), data.rates(), data.tickers()]);
    await Promise.all([data.markets(), data.rates(), data.tickers()]);
    expect(a.calls).toEqual({ markets: 1, rates: 1, tickers: 1 });
    time.advance(2000); // the ticker interval
    await Promise.all([data.markets(), data.rates(), data.tickers()]);
    expect(a.calls).toEqual({ markets: 1, rates: 1, tickers: 2 });
    time.advance(RATES_MAX_AGE_MS);
    await Promise.all([data.markets(), data.rates()]);
    expect(a.calls).toMatchObject({ markets: 1, rates: 2 });
    time.advance(MARKETS_MAX_AGE_MS);
    await data.markets();
    expect(a.calls.markets).toBe(2);
  });

  it('keeps each exchange apart: switching to an account elsewhere reads that exchange', async () => {
    const { data, a, b, use } = setup();
    expect((await data.markets())[0]!.id).toBe('m1');
    use('https://b.example');
    await data.markets();
    expect([a.calls.markets, b.calls.markets]).toEqual([1, 1]);
  });

  it("serves the feed's own round to the next window, and the round always asks the exchange", async () => {
    const { data, a } = setup();
    await data.pollTickers(new AbortController().signal);
    await data.pollTickers(new AbortController().signal);
    expect((await data.tickers())[0]!.symbol).toBe('t2');
    expect(a.calls.tickers).toBe(2);
  });

  it('warms the three lists at start, and a failure there is met again by the window, not kept', async () => {
    const { data, a } = setup();
    a.setDown(true);
    data.warm();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(a.calls).toEqual({ markets: 1, rates: 1, tickers: 1 });
    await expect(data.markets()).rejects.toThrow('exchange down');
    a.setDown(false);
    expect((await data.markets())[0]!.id).toBe('m3');
  });

  it('hands a host the three lists: the fresh ones at once, the others read as a window would, shared with it', async () => {
    const { data, time, a } = setup();
    await Promise.all([data.markets(), data.rates(), data.tickers()]);
    expect(await data.startLists(1000)).toEqual({ markets: [{ id: 'm1' }], tickers: [{ symbol: 't1' }], rates: [{ currency: 'r1' }] });
    expect(a.calls).toEqual({ markets: 1, rates: 1, tickers: 1 });
    time.advance(2000); // the tickers are now older than the ticker interval: read again, once for both
    const [lists, windowTickers] = await Promise.all([data.startLists(1000), data.tickers()]);
    expect([lists?.tickers, windowTickers]).toEqual([[{ symbol: 't2' }], [{ symbol: 't2' }]]);
    expect(a.calls).toEqual({ markets: 1, rates: 1, tickers: 2 });
  });

  it('gives a host nothing when the exchange fails, answers too late, or may not be used', async () => {
    const { data, a } = setup();
    a.setDown(true);
    expect(await data.startLists(1000)).toBeNull();
    const slow = new MarketData({
      url: () => 'https://slow.example',
      api: () => ({ markets: () => new Promise(() => undefined), tickers: () => Promise.resolve([]), rates: () => Promise.resolve([]) }) as unknown as PublicApi,
      tickersMaxAgeMs: () => 2000,
    });
    expect(await slow.startLists(20)).toBeNull();
    const none = new MarketData({
      url: () => {
        throw new Error('No exchange');
      },
      api: () => countingApi().api,
      tickersMaxAgeMs: () => 2000,
    });
    expect(await none.startLists(1000)).toBeNull();
  });
});
