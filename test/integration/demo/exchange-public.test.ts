import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big, scaleOf } from '../../../shared/decimal.js';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get, isDecimalString, isInt, isNum, obj } from './fetch-json.js';

// The demo exchange's public methods over real HTTP, against the document's tables.
let exchange: DemoExchange;
let base: string;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 42 });
  base = exchange.url;
});
afterAll(() => exchange.close());

const keys = (v: JsonValue) => Object.keys(obj(v)).sort();

describe('GET /v3/timestamp', () => {
  it('answers seconds and milliseconds (spelled timestamp_miliseconds) as integers, near now', async () => {
    const before = Date.now();
    const r = await get(`${base}/v3/timestamp`);
    expect(r.status).toBe(200);
    expect(r.type).toMatch(/^application\/json/);
    const t = obj(r.json);
    expect(keys(t)).toEqual(['timestamp', 'timestamp_miliseconds']);
    expect(isInt(t.timestamp) && isInt(t.timestamp_miliseconds)).toBe(true);
    const ms = Number(String(t.timestamp_miliseconds));
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(Date.now());
    expect(Number(String(t.timestamp))).toBe(Math.floor(ms / 1000));
  });
});

describe('GET /v3/currencies', () => {
  it('lists at least 12 currencies with every field of the table in its type', async () => {
    const list = arr((await get(`${base}/v3/currencies`)).json);
    expect(list.length).toBeGreaterThanOrEqual(12);
    for (const item of list) {
      const c = obj(item);
      expect(keys(c)).toEqual(['code', 'coin', 'explorer_link', 'has_memo', 'icons', 'id', 'name', 'precision', 'sort_order']);
      expect(isInt(c.id) && isInt(c.sort_order)).toBe(true);
      expect(typeof c.code === 'string' && /^[a-z0-9]+$/.test(c.code)).toBe(true);
      expect(typeof c.name).toBe('string');
      expect(typeof c.has_memo).toBe('boolean');
      expect(typeof c.coin).toBe('boolean');
      expect(typeof c.explorer_link).toBe('string');
      if (c.coin) expect(c.explorer_link).toContain('#{txid}');
      expect(keys(c.icons!)).toEqual(['png_2x', 'png_3x', 'std', 'xl']);
      expect(keys(c.precision!)).toEqual(['real', 'trade']);
      expect(isInt(obj(c.precision).real) && isInt(obj(c.precision).trade)).toBe(true);
    }
    const byCode = new Map(list.map((c) => [obj(c).code as string, obj(c)]));
    for (const fiat of ['uah', 'usd', 'rub']) expect(byCode.get(fiat)?.coin).toBe(false);
    for (const memo of ['xrp', 'xlm', 'eos']) expect(byCode.get(memo)?.has_memo).toBe(true);
    expect(byCode.get('btc')?.has_memo).toBe(false);
    expect(new Set(list.map((c) => String(obj(c).id))).size).toBe(list.length);
  });

  it('every icon url resolves on the server itself as an SVG', async () => {
    const list = arr((await get(`${base}/v3/currencies`)).json);
    const urls = list.flatMap((c) => Object.values(obj(obj(c).icons)) as string[]);
    expect(urls.length).toBe(list.length * 4);
    for (const url of urls) {
      expect(url.startsWith(`${base}/icons/`)).toBe(true);
      const r = await get(url);
      expect(r.status, url).toBe(200);
      expect(r.type).toBe('image/svg+xml');
      expect(r.text).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(r.text).toMatch(/<circle /);
    }
    expect((await get(`${base}/icons/btc.svg`)).text).toContain('>BTC<');
    const missing = await get(`${base}/icons/nope.svg`);
    expect(missing.status).toBe(404);
    expect(obj(missing.json)).toEqual({ success: false, message: 'Unknown icon: /icons/nope.svg' });
  });
});

describe('GET /v3/markets', () => {
  it('lists at least 10 markets with lower-case underscore ids and integer precisions', async () => {
    const list = arr((await get(`${base}/v3/markets`)).json);
    expect(list.length).toBeGreaterThanOrEqual(10);
    const currencies = new Set(arr((await get(`${base}/v3/currencies`)).json).map((c) => obj(c).code));
    for (const item of list) {
      const m = obj(item);
      expect(keys(m)).toEqual(['base_precision', 'base_unit', 'display_precision', 'id', 'price_change', 'quote_precision', 'quote_unit']);
      expect(m.id).toBe(`${m.base_unit}_${m.quote_unit}`);
      expect(m.id).toMatch(/^[a-z0-9]+_[a-z0-9]+$/);
      expect(currencies.has(m.base_unit!) && currencies.has(m.quote_unit!)).toBe(true);
      expect(isInt(m.base_precision) && isInt(m.quote_precision) && isInt(m.display_precision)).toBe(true);
      expect(Number(String(m.display_precision))).toBeLessThanOrEqual(Number(String(m.quote_precision)));
      expect(isNum(m.price_change)).toBe(true);
    }
    expect(list.map((m) => obj(m).id)).toEqual(expect.arrayContaining(['btc_usdt', 'eth_btc', 'btc_uah']));
  });
});

describe('GET /v3/tickers', () => {
  it('answers arrays of 11 in the document positions, agreeing with the book', async () => {
    const tickers = arr((await get(`${base}/v3/tickers?symbols=btc_usdt,eth_btc`)).json);
    expect(tickers.map((t) => arr(t)[0])).toEqual(['btc_usdt', 'eth_btc']);
    for (const t of tickers) {
      const row = arr(t);
      expect(row).toHaveLength(11);
      expect(typeof row[0]).toBe('string');
      for (let i = 1; i <= 10; i++) expect(isNum(row[i]), `position ${i}`).toBe(true);
      const n = row.map((x) => (typeof x === 'string' ? new Big(0) : new Big(String(x))));
      const [, bid, bidVolume, ask, askVolume, change, percent, last, volume, high, low] = n as Big[];
      expect(bid!.lt(ask!)).toBe(true);
      expect(bidVolume!.gt(0) && askVolume!.gt(0) && volume!.gt(0)).toBe(true);
      expect(low!.lte(last!) && last!.lte(high!)).toBe(true);
      expect(percent!.eq(change!.times(100).div(last!.minus(change!)).round(2))).toBe(true);
    }
  });

  it('ALL answers every market, in the markets order', async () => {
    const markets = arr((await get(`${base}/v3/markets`)).json).map((m) => obj(m).id);
    const all = arr((await get(`${base}/v3/tickers?symbols=ALL`)).json);
    expect(all.map((t) => arr(t)[0])).toEqual(markets);
  });

  it.each([
    ['', 400, /symbols is required/],
    ['?symbols=', 400, /symbols is required/],
    ['?symbols=btc_usdt,,eth_btc', 400, /Malformed market symbol: \(empty\)/],
    ['?symbols=btcusdt', 400, /Malformed market symbol: btcusdt/],
    ['?symbols=btc_usdt,foo_bar', 404, /Unknown market: foo_bar/],
  ])('%s → %i with a JSON error body', async (query, status, message) => {
    const r = await get(`${base}/v3/tickers${query}`);
    expect(r.status).toBe(status);
    expect(obj(r.json).success).toBe(false);
    expect(obj(r.json).message).toMatch(message);
  });
});

describe('GET /v3/book/{symbol}', () => {
  it('answers one array of [price, volume, count]: bids (volume > 0) then asks (< 0), uncrossed, 200+ a side', async () => {
    const markets = arr((await get(`${base}/v3/markets`)).json).map(obj);
    for (const m of markets) {
      const entries = arr((await get(`${base}/v3/book/${m.id}`)).json).map(arr);
      const bids = entries.filter((e) => new Big(String(e[1])).gt(0));
      const asks = entries.filter((e) => new Big(String(e[1])).lt(0));
      expect(bids.length + asks.length).toBe(entries.length);
      expect(bids.length).toBeGreaterThanOrEqual(200);
      expect(asks.length).toBeGreaterThanOrEqual(200);
      const wrong = entries.filter(
        (e) => e.length !== 3 || !isNum(e[0]) || !isNum(e[1]) || !isInt(e[2]) || scaleOf(String(e[0])) > Number(String(m.quote_precision)) || scaleOf(String(e[1])) > Number(String(m.base_precision)),
      );
      expect(wrong, String(m.id)).toEqual([]);
      expect(entries.indexOf(bids.at(-1)!)).toBeLessThan(entries.indexOf(asks[0]!));
      const price = (e: JsonValue[]) => new Big(String(e[0]));
      expect(bids.every((e, i) => i === 0 || price(e).lt(price(bids[i - 1]!)))).toBe(true);
      expect(asks.every((e, i) => i === 0 || price(e).gt(price(asks[i - 1]!)))).toBe(true);
      expect(price(bids[0]!).lt(price(asks[0]!))).toBe(true);
    }
  });

  it('changes as the market ticks', async () => {
    const first = (await get(`${base}/v3/book/btc_usdt`)).text;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await get(`${base}/v3/book/btc_usdt`)).text).not.toBe(first);
  });

  it('an unknown market is a 404, a malformed symbol a 400, both JSON', async () => {
    const unknown = await get(`${base}/v3/book/foo_bar`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'Unknown market: foo_bar' });
    for (const bad of ['foo', 'a_b', '%E0%A4%A', 'btc_usdt%2F..']) {
      const r = await get(`${base}/v3/book/${bad}`);
      expect(r.status, bad).toBe(400);
      expect(obj(r.json).message).toMatch(/^Malformed market symbol/);
    }
  });
});

describe('GET /v3/exchange-rates', () => {
  it('answers every currency against usd, uah, btc, eur, rub as numbers', async () => {
    const rates = arr((await get(`${base}/v3/exchange-rates`)).json).map(obj);
    const currencies = arr((await get(`${base}/v3/currencies`)).json).map((c) => obj(c).code);
    expect(rates.map((r) => r.currency)).toEqual(currencies);
    for (const r of rates) {
      expect(keys(r)).toEqual(['btc', 'currency', 'eur', 'rub', 'uah', 'usd']);
      for (const k of ['usd', 'uah', 'btc', 'eur', 'rub']) expect(isNum(r[k]), `${r.currency}.${k}`).toBe(true);
    }
  });

  it('agrees with the market mid prices and the reference rates', async () => {
    const rate = async (code: string) => obj((await get(`${base}/v3/exchange-rates/${code}`)).json);
    const mid = async (id: string) => {
      const t = arr(arr((await get(`${base}/v3/tickers?symbols=${id}`)).json)[0]);
      return new Big(String(t[1])).plus(String(t[3])).div(2);
    };
    const near = (a: Big, b: Big) => expect(a.minus(b).abs().div(b).lt('0.005'), `${a.toFixed()} ~ ${b.toFixed()}`).toBe(true);
    const btc = await rate('btc');
    expect(btc.currency).toBe('btc');
    expect(String(btc.btc)).toBe('1');
    near(new Big(String(btc.usd)), await mid('btc_usd'));
    near(new Big(String(btc.uah)), await mid('btc_uah'));
    near(new Big(String(btc.rub)), await mid('btc_rub'));
    near(new Big(String((await rate('eth')).btc)), await mid('eth_btc'));
    const usd = await rate('usd');
    expect([usd.usd, usd.uah, usd.eur, usd.rub].map(String)).toEqual(['1', '41.5', '0.92', '92']);
    expect(String((await rate('BTC')).currency)).toBe('btc');
  });

  it('an unknown currency is a 404 and a malformed one a 400', async () => {
    const unknown = await get(`${base}/v3/exchange-rates/zzz`);
    expect(unknown.status).toBe(404);
    expect(unknown.json).toEqual({ success: false, message: 'Unknown currency: zzz' });
    expect((await get(`${base}/v3/exchange-rates/b$c`)).status).toBe(400);
  });
});

describe('GET /v3/fees', () => {
  it('answers fiat and crypto records in the two documented shapes', async () => {
    const fees = arr((await get(`${base}/v3/fees`)).json).map(obj);
    const fiat = fees.filter((f) => f.category !== 'coin');
    const coins = fees.filter((f) => f.category === 'coin');
    expect(fiat.length).toBeGreaterThan(0);
    expect(coins.length).toBeGreaterThan(0);
    const codes = ['advcash_wallet', 'payeer', 'perfectmoney_account', 'perfectmoney_transfer', 'svc_code', 'payment_card'];
    for (const f of fiat) {
      expect(keys(f)).toEqual(['category', 'code', 'deposit_fees', 'withdraw_fees']);
      expect(codes).toContain(f.code);
      expect(['uah', 'usd', 'rub']).toContain(f.category);
      for (const fee of [...arr(f.deposit_fees), ...arr(f.withdraw_fees)].map(obj)) {
        expect(fee.type).toBe('percent');
        expect(isDecimalString(fee.amount)).toBe(true);
      }
    }
    const currencies = arr((await get(`${base}/v3/currencies`)).json).map(obj);
    for (const f of coins) {
      expect(keys(f)).toEqual(['category', 'code', 'deposit_fees', 'min_deposit', 'min_withdraw', 'withdraw_fees']);
      expect(currencies.find((c) => c.code === f.code)?.coin).toBe(true);
      expect(f.deposit_fees).toEqual([]);
      const [withdraw] = arr(f.withdraw_fees).map(obj);
      expect(withdraw!.type).toBe('fixed');
      for (const asset of [obj(withdraw!.asset), obj(f.min_deposit), obj(f.min_withdraw)]) {
        expect(keys(asset)).toEqual(['amount', 'currency', 'to_usd']);
        expect(isNum(asset.amount)).toBe(true);
        expect(asset.currency).toBe(f.code);
        expect(isDecimalString(asset.to_usd)).toBe(true);
      }
    }
    // to_usd is the amount at the live price.
    const btc = coins.find((f) => f.code === 'btc')!;
    const btcUsd = new Big(String(obj((await get(`${base}/v3/exchange-rates/btc`)).json).usd));
    const asset = obj(obj(arr(btc.withdraw_fees)[0]).asset);
    const expected = btcUsd.times(String(asset.amount));
    expect(new Big(asset.to_usd as string).minus(expected).abs().lt(expected.times('0.01'))).toBe(true);
  });
});

describe('what is not a public method', () => {
  it('an unknown path is a JSON 404, under /v3 and elsewhere', async () => {
    for (const path of ['/v3/nope', '/v3', '/', '/v2/markets', '/v3/auth/nope', '/v3/book']) {
      const r = await get(`${base}${path}`);
      expect(r.status, path).toBe(404);
      expect(obj(r.json).success).toBe(false);
    }
  });

  it('a wrong method is a 405 with Allow', async () => {
    for (const path of ['/v3/markets', '/v3/timestamp', '/v3/book/btc_usdt']) {
      const r = await get(`${base}${path}`, { method: 'POST', body: '{}' });
      expect(r.status).toBe(405);
      expect(r.headers.get('allow')).toBe('GET, HEAD');
      expect(obj(r.json).success).toBe(false);
    }
    expect((await get(`${base}/v3/markets`, { method: 'DELETE' })).status).toBe(405);
    // A private path is POST only.
    const me = await get(`${base}/v3/auth/me`);
    expect(me.status).toBe(405);
    expect(me.headers.get('allow')).toBe('POST');
  });

  it('HEAD answers like GET without a body; a trailing slash is tolerated', async () => {
    const head = await fetch(`${base}/v3/markets`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    expect((await get(`${base}/v3/markets/`)).status).toBe(200);
  });
});
