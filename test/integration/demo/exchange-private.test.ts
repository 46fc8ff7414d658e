import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, isDecimalString, isInt, isNum, obj, type Fetched } from './fetch-json.js';
import { Signer } from './signed.js';

// The private methods over real HTTP, read as a client would: lossless JSON, positions and types.
let exchange: DemoExchange;
let alice: Signer;
let bob: Signer;
const markets = new Map<string, { base: string; quote: string; quotePrecision: number }>();

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 2024 });
  alice = new Signer(exchange.url, exchange.accounts[0]!);
  bob = new Signer(exchange.url, exchange.accounts[1]!);
  const list = arr(JSON.parse(await (await fetch(`${exchange.url}/v3/markets`)).text()) as JsonValue);
  for (const m of list) {
    const o = m as Record<string, string | number>;
    markets.set(o.id as string, { base: o.base_unit as string, quote: o.quote_unit as string, quotePrecision: o.quote_precision as number });
  }
});
afterAll(() => exchange.close());

const DAY = 86_400_000;
const ok = (r: Fetched): JsonValue => {
  expect(r.status, r.text).toBe(200);
  return r.json!;
};
const int = (v: JsonValue | undefined): number => Number(String(v));
const big = (v: JsonValue | undefined): Big => new Big(String(v));

interface Row {
  id: number;
  market: string;
  created: number;
  updated: number;
  volume: Big;
  initial: Big;
  type: string;
  status: string;
  price: Big;
  avg: Big;
  side: 'buy' | 'sell';
}

/** Checks an order array against the Order table and reads it. */
function orderRow(v: JsonValue): Row {
  const row = arr(v);
  expect(row).toHaveLength(18);
  for (const i of [1, 2, 9, 10, 11, 12, 14, 15]) expect(row[i], `position ${i}`).toBeNull();
  expect(isInt(row[0]) && isInt(row[4]) && isInt(row[5])).toBe(true);
  expect(typeof row[3]).toBe('string');
  for (const i of [6, 7, 16, 17]) expect(isDecimalString(row[i]), `position ${i}: ${JSON.stringify(row[i])}`).toBe(true);
  expect(['LIMIT', 'MARKET']).toContain(row[8]);
  expect(markets.has(row[3] as string)).toBe(true);
  const initial = big(row[7]);
  expect(initial.eq(0)).toBe(false);
  expect(big(row[6]).gte(0)).toBe(true);
  return {
    id: int(row[0]),
    market: row[3] as string,
    created: int(row[4]),
    updated: int(row[5]),
    volume: big(row[6]),
    initial: initial.abs(),
    type: row[8] as string,
    status: row[13] as string,
    price: big(row[16]),
    avg: big(row[17]),
    side: initial.lt(0) ? 'sell' : 'buy',
  };
}

interface Wallet {
  total: Big;
  available: Big;
}

async function wallets(signer: Signer): Promise<Map<string, Wallet>> {
  const list = arr(ok(await signer.call('/v3/auth/r/wallets')));
  return new Map(
    list.map((v) => {
      const w = arr(v);
      return [(w[1] as string).toLowerCase(), { total: big(w[2]), available: big(w[4]) }];
    }),
  );
}

const active = async (signer: Signer, market = ''): Promise<Row[]> => arr(ok(await signer.call(`/v3/auth/r/orders${market ? `/${market}` : ''}`))).map(orderRow);
const history = async (signer: Signer, params: Record<string, unknown> = {}, market = ''): Promise<Row[]> =>
  arr(ok(await signer.post(`/v3/auth/r/orders${market ? `/${market}` : ''}/hist`, params))).map(orderRow);

/** What an active order locks, by the rule: sell → remaining base; buy → price × remaining quote. */
function lockOf(o: Row): [string, Big] {
  const m = markets.get(o.market)!;
  return o.side === 'sell' ? [m.base, o.volume] : [m.quote, o.price.times(o.volume)];
}

function expectError(r: Fetched, status: number, message: RegExp | string): void {
  expect(r.status, r.text).toBe(status);
  expect(obj(r.json).success).toBe(false);
  if (typeof message === 'string') expect(obj(r.json).message).toBe(message);
  else expect(obj(r.json).message).toMatch(message);
}

describe('POST /v3/auth/me', () => {
  it('answers the account data table, field for field, for each demo account', async () => {
    for (const [signer, confirmation] of [[alice, false], [bob, true]] as const) {
      const me = obj(ok(await signer.call('/v3/auth/me')));
      expect(Object.keys(me).sort()).toEqual(['announcements', 'email', 'public_keys', 'svcid', 'two_factor', 'withdraw_confirmation']);
      expect(me.email).toBe(signer.account.email);
      expect(me.svcid).toBe(signer.account.svcid);
      expect(me.withdraw_confirmation).toBe(confirmation);
      expect(typeof me.two_factor).toBe('boolean');
      expect(typeof me.announcements).toBe('boolean');
      const keys = obj(me.public_keys);
      expect(Object.keys(keys).sort()).toEqual(['deposit_sdk_rub_public_key', 'deposit_sdk_uah_public_key', 'deposit_sdk_usd_public_key']);
      for (const k of Object.values(keys)) expect(k).toMatch(/^pk_demo_[A-Za-z0-9]{43}$/);
    }
  });
});

describe('POST /v3/auth/r/wallets', () => {
  it('arrays of 5: type, currency, total number, null, available number; at least 8 currencies with funds', async () => {
    const currencies = new Set(arr(JSON.parse(await (await fetch(`${exchange.url}/v3/currencies`)).text()) as JsonValue).map((c) => (c as { code: string }).code));
    for (const signer of [alice, bob]) {
      const list = arr(ok(await signer.call('/v3/auth/r/wallets')));
      for (const v of list) {
        const w = arr(v);
        expect(w).toHaveLength(5);
        expect(w[0]).toBe('exchange');
        expect(typeof w[1]).toBe('string');
        expect(w[1]).toBe((w[1] as string).toUpperCase());
        expect(currencies.has((w[1] as string).toLowerCase())).toBe(true);
        expect(isNum(w[2]) && isNum(w[4])).toBe(true);
        expect(w[3]).toBeNull();
        expect(big(w[4]).gte(0) && big(w[2]).gte(big(w[4]))).toBe(true);
      }
      expect(list.filter((v) => big(arr(v)[2]).gt(0)).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('total − available is exactly what the active orders lock; the two accounts differ', async () => {
    for (const signer of [alice, bob]) {
      const locks = new Map<string, Big>();
      for (const o of await active(signer)) {
        const [currency, amount] = lockOf(o);
        locks.set(currency, (locks.get(currency) ?? new Big(0)).plus(amount));
      }
      expect(locks.size).toBeGreaterThanOrEqual(2);
      for (const [currency, w] of await wallets(signer)) expect(w.total.minus(w.available).eq(locks.get(currency) ?? 0), currency).toBe(true);
    }
    const a = await wallets(alice);
    const b = await wallets(bob);
    expect([...a].some(([c, w]) => !w.total.eq(b.get(c)!.total))).toBe(true);
  });
});

describe('POST /v3/auth/r/orders[/{market}]', () => {
  it('active orders: arrays of 18, ACTIVE, LIMIT, at least 5 across 3 markets, resting outside the live book', async () => {
    const now = Date.now();
    for (const signer of [alice, bob]) {
      const rows = await active(signer);
      expect(rows.length).toBeGreaterThanOrEqual(5);
      expect(new Set(rows.map((o) => o.market)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(rows.map((o) => o.side))).toEqual(new Set(['buy', 'sell']));
      const symbols = [...new Set(rows.map((o) => o.market))].join(',');
      const tickers = new Map(arr(JSON.parse(await (await fetch(`${exchange.url}/v3/tickers?symbols=${symbols}`)).text()) as JsonValue).map((t) => [(t as string[])[0], t as unknown as number[]]));
      for (const o of rows) {
        expect(o.status).toBe('ACTIVE');
        expect(o.type).toBe('LIMIT');
        expect(o.created <= o.updated && o.updated <= now).toBe(true);
        expect(o.volume.gt(0) && o.volume.lte(o.initial)).toBe(true);
        const [, bid, , ask] = tickers.get(o.market)!;
        expect(o.side === 'buy' ? o.price.lt(String(bid)) : o.price.gt(String(ask)), `${o.market} ${o.side} ${o.price}`).toBe(true);
        // An untouched order has average 0; a partly filled one the average of its fills.
        expect(o.volume.eq(o.initial) ? o.avg.eq(0) : o.avg.gt(0)).toBe(true);
      }
    }
  });

  it('a market segment filters; ids are compared in lower case; unknown 404, malformed 400', async () => {
    const all = await active(alice);
    const market = all[0]!.market;
    const only = await active(alice, market);
    expect(only.length).toBeGreaterThan(0);
    expect(only.map((o) => o.id)).toEqual(all.filter((o) => o.market === market).map((o) => o.id));
    expect((await active(alice, market.toUpperCase())).map((o) => o.id)).toEqual(only.map((o) => o.id));
    expectError(await alice.call('/v3/auth/r/orders/zzz_yyy'), 404, 'Unknown market: zzz_yyy');
    expectError(await alice.call('/v3/auth/r/orders/btc-usdt'), 400, /^Malformed market symbol/);
  });
});

describe('POST /v3/auth/r/orders[/{market}]/hist', () => {
  it('defaults: the 25 most recent executed orders of the last two weeks, newest first', async () => {
    const now = Date.now();
    const rows = await history(alice);
    expect(rows).toHaveLength(25);
    for (const o of rows) {
      expect(o.status).toBe('EXECUTED');
      expect(o.updated).toBeGreaterThanOrEqual(now - 14 * DAY - 5000);
      expect(o.updated).toBeLessThanOrEqual(now + 5000);
      expect(o.volume.eq(o.initial)).toBe(true);
      expect(o.avg.gt(0)).toBe(true);
    }
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.updated).toBeLessThanOrEqual(rows[i - 1]!.updated);
    // More than 25 lie in the default window, so the limit is what cut the list.
    expect((await history(alice, { limit: 1000 })).length).toBeGreaterThan(25);
    expect(await history(alice, {})).toEqual(rows);
  });

  it('start, end, limit and sort; null counts as not given', async () => {
    const all = await history(alice, { start: 0, limit: 1000 });
    expect(all.length).toBeGreaterThanOrEqual(30);
    expect(all[all.length - 1]!.updated).toBeLessThan(Date.now() - 14 * DAY);
    const ascending = await history(alice, { start: 0, limit: 1000, sort: 1 });
    expect(ascending.map((o) => o.id)).toEqual([...all].reverse().map((o) => o.id));
    expect((await history(alice, { start: 0, limit: 3, sort: 1 })).map((o) => o.id)).toEqual(ascending.slice(0, 3).map((o) => o.id));
    // Both ends inclusive, on the update (execution) time.
    const [, second, , , fifth] = all as [Row, Row, Row, Row, Row];
    const window = await history(alice, { start: fifth.updated, end: second.updated });
    expect(window.map((o) => o.id)).toEqual(all.filter((o) => o.updated >= fifth.updated && o.updated <= second.updated).map((o) => o.id));
    expect(window.length).toBeGreaterThanOrEqual(4);
    expect(await history(alice, { start: null, end: null, limit: null, sort: null })).toEqual(await history(alice));
    expect(await history(alice, { start: Date.now() + DAY })).toEqual([]);
    // An end before the default start (two weeks ago) is an empty window, not an error.
    expect(await history(alice, { end: Date.now() - 15 * DAY })).toEqual([]);
    expect((await history(alice, { start: 0, end: Date.now() - 15 * DAY })).length).toBeGreaterThan(0);
  });

  it('a market segment filters the history', async () => {
    const all = await history(alice, { start: 0, limit: 1000 });
    const market = all[0]!.market;
    const only = await history(alice, { start: 0, limit: 1000 }, market);
    expect(only.map((o) => o.id)).toEqual(all.filter((o) => o.market === market).map((o) => o.id));
    expectError(await alice.post('/v3/auth/r/orders/nope_nope/hist', {}), 404, 'Unknown market: nope_nope');
  });

  it.each([
    [{ start: '1' }, /^start must be an integer/],
    [{ start: -1 }, /^start must be an integer/],
    [{ end: 1.5 }, /^end must be an integer/],
    [{ limit: 0 }, /^limit must be an integer from 1 to 1000/],
    [{ limit: 1001 }, /^limit must be an integer from 1 to 1000/],
    [{ limit: '25' }, /^limit must be an integer/],
    [{ sort: 0 }, /^sort must be 1/],
    [{ sort: 2 }, /^sort must be 1/],
    [{ sort: 'desc' }, /^sort must be 1/],
    [{ sort: '-1' }, /^sort must be 1/],
    [{ start: 2000, end: 1000 }, 'start (2000) is after end (1000)'],
  ])('%j → 400', async (params, message) => {
    expectError(await alice.post('/v3/auth/r/orders/hist', params), 400, message);
  });
});

describe('POST /v3/auth/r/order/{market}:{order_id}/trades', () => {
  it('arrays of 11 that add up to each executed order, with roles and fees in the received currency', async () => {
    const roles = new Set<number>();
    const all = await history(alice, { start: 0, limit: 1000 });
    for (const o of all) {
      const list = arr(ok(await alice.call(`/v3/auth/r/order/${o.market}:${o.id}/trades`)));
      expect(list.length).toBeGreaterThanOrEqual(1);
      expect(list.length).toBeLessThanOrEqual(3);
      let volume = new Big(0);
      let value = new Big(0);
      const m = markets.get(o.market)!;
      for (const v of list) {
        const t = arr(v);
        expect(t).toHaveLength(11);
        expect(isInt(t[0]) && isInt(t[2]) && isInt(t[3]) && isInt(t[8])).toBe(true);
        expect(t[1]).toBe(o.market);
        expect(int(t[3])).toBe(o.id);
        expect(int(t[2]) >= o.created && int(t[2]) <= o.updated).toBe(true);
        for (const i of [4, 5, 9]) expect(isDecimalString(t[i]), `position ${i}`).toBe(true);
        expect(t[6]).toBeNull();
        expect(t[7]).toBeNull();
        const role = int(t[8]);
        expect([1, -1]).toContain(role);
        roles.add(role);
        expect(t[10]).toBe(o.side === 'buy' ? m.base : m.quote);
        const amount = big(t[4]);
        const rate = big(t[5]);
        const feeRate = role === 1 ? '0.001' : '0.0025';
        expect(big(t[9]).eq(o.side === 'buy' ? amount.times(feeRate) : amount.times(rate).times(feeRate))).toBe(true);
        if (o.type === 'MARKET') expect(role).toBe(-1);
        volume = volume.plus(amount);
        value = value.plus(amount.times(rate));
      }
      expect(volume.eq(o.initial)).toBe(true);
      expect(o.avg.eq(value.div(volume).round(m.quotePrecision + 4))).toBe(true);
    }
    expect(roles).toEqual(new Set([1, -1]));
  });

  it('an active order answers its fills so far (none for an untouched one)', async () => {
    for (const o of await active(alice)) {
      const list = arr(ok(await alice.call(`/v3/auth/r/order/${o.market}:${o.id}/trades`)));
      const filled = list.reduce((s: Big, t) => s.plus(String(arr(t)[4])), new Big(0));
      expect(filled.eq(o.initial.minus(o.volume))).toBe(true);
    }
  });

  it("another account's order, an unknown one and one of another market are the same 404; malformed is 400", async () => {
    const bobs = (await active(bob))[0]!;
    expectError(await alice.call(`/v3/auth/r/order/${bobs.market}:${bobs.id}/trades`), 404, `Order not found: ${bobs.id}`);
    expectError(await alice.call('/v3/auth/r/order/btc_usdt:1/trades'), 404, 'Order not found: 1');
    const mine = (await active(alice))[0]!;
    const other = [...markets.keys()].find((m) => m !== mine.market)!;
    expectError(await alice.call(`/v3/auth/r/order/${other}:${mine.id}/trades`), 404, `Order not found: ${mine.id}`);
    expectError(await alice.call('/v3/auth/r/order/nope_nope:1/trades'), 404, 'Unknown market: nope_nope');
    for (const ref of ['btc_usdt', 'btc_usdt:', 'btc_usdt:abc', `:${mine.id}`, 'btc_usdt:-1']) {
      expectError(await alice.call(`/v3/auth/r/order/${ref}/trades`), 400, /^Malformed order reference/);
    }
    // The colon may come percent-encoded.
    expect((await alice.call(`/v3/auth/r/order/${mine.market}%3A${mine.id}/trades`)).status).toBe(200);
  });
});

describe('cancelling', () => {
  const CANCELLED_KEYS = [
    'avg_execution_price', 'exchange', 'executed_amount', 'id', 'is_cancelled', 'is_hidden', 'is_live', 'original_amount',
    'price', 'remaining_amount', 'side', 'symbol', 'timestamp', 'type', 'was_forced',
  ];

  function checkCancelled(v: JsonValue, o: Row, before: number): void {
    const c = obj(v);
    expect(Object.keys(c).sort()).toEqual(CANCELLED_KEYS);
    expect(isInt(c.id) && int(c.id) === o.id).toBe(true);
    expect(c.side).toBe(o.side);
    expect(c.type).toBe('limit');
    expect(c.symbol).toBe(o.market);
    for (const k of ['price', 'avg_execution_price', 'original_amount', 'remaining_amount', 'executed_amount']) expect(isDecimalString(c[k]), k).toBe(true);
    expect(big(c.price).eq(o.price)).toBe(true);
    expect(big(c.avg_execution_price).eq(o.avg)).toBe(true);
    expect(big(c.original_amount).eq(o.initial)).toBe(true);
    expect(big(c.remaining_amount).eq(o.volume)).toBe(true);
    expect(big(c.executed_amount).eq(o.initial.minus(o.volume))).toBe(true);
    expect(isInt(c.timestamp)).toBe(true);
    expect(int(c.timestamp) >= before && int(c.timestamp) <= Date.now()).toBe(true);
    for (const k of ['is_cancelled', 'is_hidden', 'is_live', 'was_forced', 'exchange']) expect(c[k], k).toBeNull();
  }

  /** Available of each currency goes up by exactly the locks given; totals and the rest stay. */
  function expectReleased(before: Map<string, Wallet>, after: Map<string, Wallet>, orders: Row[]): void {
    const released = new Map<string, Big>();
    for (const o of orders) {
      const [currency, amount] = lockOf(o);
      released.set(currency, (released.get(currency) ?? new Big(0)).plus(amount));
    }
    for (const [currency, w] of after) {
      expect(w.total.eq(before.get(currency)!.total), currency).toBe(true);
      expect(w.available.minus(before.get(currency)!.available).eq(released.get(currency) ?? 0), currency).toBe(true);
    }
  }

  it('cancel: the cancelled-order object; the order leaves the list and its lock is released exactly', async () => {
    const rows = await active(alice);
    const o = rows.find((x) => x.side === 'buy')!;
    const before = await wallets(alice);
    const started = Date.now();
    checkCancelled(ok(await alice.post('/v3/order/cancel', { order_id: o.id })), o, started);
    expectReleased(before, await wallets(alice), [o]);
    expect((await active(alice)).map((x) => x.id)).toEqual(rows.filter((x) => x.id !== o.id).map((x) => x.id));
    // Not an executed order: it is not in the history either.
    expect((await history(alice, { start: 0, limit: 1000 })).some((x) => x.id === o.id)).toBe(false);
    // Its fills so far stay readable.
    expect((await alice.call(`/v3/auth/r/order/${o.market}:${o.id}/trades`)).status).toBe(200);
    // A second cancel is 409 and releases nothing more.
    const after = await wallets(alice);
    expectError(await alice.post('/v3/order/cancel', { order_id: o.id }), 409, `Order ${o.id} is not active: it is CANCELED`);
    expect(await wallets(alice)).toEqual(after);
  });

  it("refusals change nothing: another account's order or an unknown id 404, an executed one 409, a bad body 400", async () => {
    const aliceBefore = [await wallets(alice), await active(alice)];
    const bobBefore = [await wallets(bob), await active(bob)];
    const bobs = (bobBefore[1] as Row[])[0]!;
    const executed = (await history(alice))[0]!;
    expectError(await alice.post('/v3/order/cancel', { order_id: bobs.id }), 404, `Order not found: ${bobs.id}`);
    expectError(await alice.post('/v3/order/cancel', { order_id: 1 }), 404, 'Order not found: 1');
    expectError(await alice.post('/v3/order/cancel', { order_id: executed.id }), 409, `Order ${executed.id} is not active: it is EXECUTED`);
    for (const body of [{}, { order_id: String(bobs.id) }, { order_id: 0 }, { order_id: 1.5 }, { order_ids: [1] }]) {
      expectError(await alice.post('/v3/order/cancel', body), 400, 'order_id must be a positive integer');
    }
    expect([await wallets(alice), await active(alice)]).toEqual(aliceBefore);
    expect([await wallets(bob), await active(bob)]).toEqual(bobBefore);
  });

  it('cancel/multy: an array of cancelled-order objects in the order asked, locks released', async () => {
    const rows = await active(alice);
    const chosen = [rows.find((x) => x.side === 'sell')!, rows.find((x) => x.side === 'buy')!];
    const before = await wallets(alice);
    const started = Date.now();
    const list = arr(ok(await alice.post('/v3/order/cancel/multy', { order_ids: chosen.map((o) => o.id) })));
    expect(list).toHaveLength(2);
    list.forEach((v, i) => checkCancelled(v, chosen[i]!, started));
    expectReleased(before, await wallets(alice), chosen);
    const left = (await active(alice)).map((x) => x.id);
    for (const o of chosen) expect(left).not.toContain(o.id);
  });

  it('cancel/multi is the same method', async () => {
    const o = (await active(alice))[0]!;
    const before = await wallets(alice);
    const list = arr(ok(await alice.post('/v3/order/cancel/multi', { order_ids: [o.id] })));
    expect(list).toHaveLength(1);
    checkCancelled(list[0]!, o, 0);
    expectReleased(before, await wallets(alice), [o]);
  });

  it('cancel/multy is all or nothing: one bad id and nothing is cancelled', async () => {
    const rows = await active(alice);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const [a, b] = rows as [Row, Row];
    const bobs = (await active(bob))[0]!;
    const executed = (await history(alice))[0]!;
    const before = [await wallets(alice), rows];
    const bobBefore = [await wallets(bob), await active(bob)];
    expectError(await alice.post('/v3/order/cancel/multy', { order_ids: [a.id, 1, b.id] }), 404, 'Order not found: 1');
    expectError(await alice.post('/v3/order/cancel/multy', { order_ids: [a.id, bobs.id] }), 404, `Order not found: ${bobs.id}`);
    expectError(await alice.post('/v3/order/cancel/multy', { order_ids: [a.id, executed.id] }), 409, `Order ${executed.id} is not active: it is EXECUTED`);
    expectError(await alice.post('/v3/order/cancel/multy', { order_ids: [a.id, a.id] }), 400, 'An order id is repeated');
    for (const body of [{}, { order_ids: [] }, { order_ids: a.id }, { order_ids: [String(a.id)] }, { order_ids: Array.from({ length: 101 }, (_, i) => i + 1) }]) {
      expectError(await alice.post('/v3/order/cancel/multy', body), 400, /^order_ids must be an array of 1 to 100 positive integers/);
    }
    expect([await wallets(alice), await active(alice)]).toEqual(before);
    expect([await wallets(bob), await active(bob)]).toEqual(bobBefore);
  });
});
