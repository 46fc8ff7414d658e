import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { Big } from '../../../shared/decimal.js';
import { PublicApi } from '../../../electron/core/exchange/public.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';

// The client against the demo exchange over real HTTP: every public method of the document.
let exchange: DemoExchange;
let api: PublicApi;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 42 });
  api = new PublicApi(new Transport({ baseUrl: exchange.url, timeoutMs: 5000, retryDelaysMs: [20] }));
});
afterAll(() => exchange.close());

async function kindOf(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return (error as AppError).kind;
}

describe('public methods against the demo exchange', () => {
  it('server time, and the clock offset from it', async () => {
    const before = Date.now();
    const time = await api.time();
    expect(time.serverMs).toBeGreaterThanOrEqual(before - 1000);
    expect(Math.abs(time.offsetMs)).toBeLessThan(1000);
    expect(api.clock.measured).toBe(true);
  });

  it('currencies: at least 12, crypto and the three fiat, sorted', async () => {
    const list = await api.currencies();
    expect(list.length).toBeGreaterThanOrEqual(12);
    const codes = list.map((c) => c.code);
    expect(codes).toEqual(expect.arrayContaining(['uah', 'usd', 'rub', 'btc']));
    expect(list.filter((c) => !c.coin).map((c) => c.code).sort()).toEqual(expect.arrayContaining(['rub', 'uah', 'usd']));
    expect(list.some((c) => c.hasMemo)).toBe(true);
    expect(list.every((c) => c.icons.std.startsWith('http'))).toBe(true);
    expect(list.filter((c) => c.coin).every((c) => c.explorerLink.includes('#{txid}'))).toBe(true);
  });

  it('markets: at least 10, with precisions', async () => {
    const markets = await api.markets();
    expect(markets.length).toBeGreaterThanOrEqual(10);
    expect(markets.map((m) => m.id)).toContain('btc_usdt');
    for (const m of markets) expect(m.quotePrecision).toBeGreaterThanOrEqual(0);
  });

  it('tickers for all markets and for a chosen few, agreeing with the book', async () => {
    const all = await api.tickers('ALL');
    expect(all.length).toBe((await api.markets()).length);
    const [one] = await api.tickers(['btc_usdt']);
    expect(one!.symbol).toBe('btc_usdt');
    expect(new Big(one!.low).lte(one!.last) && new Big(one!.last).lte(one!.high)).toBe(true);
    const book = await api.book('btc_usdt');
    expect(book.bids.length).toBeGreaterThanOrEqual(200);
    expect(book.asks.length).toBeGreaterThanOrEqual(200);
    expect(new Big(book.bids[0]!.price).lt(book.asks[0]!.price)).toBe(true);
  });

  it('exchange rates for all currencies and for one', async () => {
    const all = await api.rates();
    expect(all.length).toBeGreaterThanOrEqual(12);
    const [btc] = await api.rates('btc');
    expect(btc!.currency).toBe('btc');
    expect(new Big(btc!.btc).eq(1)).toBe(true);
    expect(new Big(btc!.usd).gt(1000)).toBe(true);
  });

  it('fees of both kinds', async () => {
    const fees = await api.fees();
    expect(fees.some((f) => f.kind === 'fiat')).toBe(true);
    expect(fees.some((f) => f.kind === 'crypto')).toBe(true);
  });

  it('an unknown market or currency is not-found; a bad symbol never leaves the client', async () => {
    expect(await kindOf(api.book('nope_nope'))).toBe('not-found');
    expect(await kindOf(api.rates('zzz'))).toBe('not-found');
    expect(await kindOf(api.book('../v3/auth/me'))).toBe('validation');
  });

  it('outages: an HTML page, 429, 502 and malformed data each map to their kind; stop and start recover', async () => {
    try {
      exchange.setOutage('html');
      expect(await kindOf(api.markets())).toBe('unavailable');
      exchange.setOutage('rate-limit');
      expect(await kindOf(api.markets())).toBe('unavailable');
      exchange.setOutage('error');
      expect(await kindOf(api.markets())).toBe('unavailable');
      exchange.setOutage('malformed');
      expect(await kindOf(api.markets())).toBe('malformed');
      exchange.setOutage('none');
      await exchange.stop();
      expect(await kindOf(api.markets())).toBe('network');
      await exchange.start();
      expect((await api.markets()).length).toBeGreaterThanOrEqual(10);
    } finally {
      exchange.setOutage('none');
    }
  });
});
