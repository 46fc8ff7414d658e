import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get, isInt, isNum, obj } from './fetch-json.js';
import { admin, big, currencyIds, expectError, fund, history, int, ok, until, wallets, walletsText } from './funds-client.js';
import { Signer } from './signed.js';

// Deposit addresses, deposit details and admin deposits over real HTTP, read as a client would.
const DELAY_MS = 600;
let exchange: DemoExchange;
let alice: Signer;
let bob: Signer;
let ids: Awaited<ReturnType<typeof currencyIds>>;
/** Per coin, min_deposit as /v3/fees publishes it. */
const minDeposit = new Map<string, string>();

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 31, addressDelayMs: DELAY_MS });
  alice = new Signer(exchange.url, exchange.accounts[0]!);
  bob = new Signer(exchange.url, exchange.accounts[1]!);
  ids = await currencyIds(exchange);
  for (const f of arr((await get(`${exchange.url}/v3/fees`)).json).map(obj)) {
    if (f.category === 'coin') minDeposit.set(f.code as string, String(obj(f.min_deposit).amount));
  }
});
afterAll(() => exchange.close());

const info = async (signer: Signer, currency: string): Promise<Record<string, JsonValue>> => obj(ok(await signer.post('/v3/auth/deposit/info', { currency })));

const ADDRESS: Record<string, RegExp> = {
  btc: /^bc1q[02-9ac-hj-np-z]{38}$/,
  eth: /^0x[0-9a-fA-F]{40}$/,
  usdt: /^0x[0-9a-fA-F]{40}$/,
  xrp: /^r[1-9A-HJ-NP-Za-km-z]{32,33}$/,
  xlm: /^G[A-Z2-7]{55}$/,
  eos: /^[a-z1-5]{12}$/,
  ltc: /^ltc1q[02-9ac-hj-np-z]{38}$/,
  bch: /^bitcoincash:q[02-9ac-hj-np-z]{41}$/,
  dash: /^X[1-9A-HJ-NP-Za-km-z]{33}$/,
  trx: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  doge: /^D[1-9A-HJ-NP-Za-km-z]{33}$/,
};
const CONFIRMATIONS: Record<string, number> = { btc: 2, eth: 12, usdt: 12, xrp: 1, xlm: 1, eos: 1, ltc: 6, bch: 6, dash: 6, trx: 20, doge: 40 };

describe('POST /v3/auth/deposit/info', () => {
  it('seeded state: Alice has a btc address and none for eth; Bob the other way round', async () => {
    const btc = await info(alice, 'btc');
    expect(Object.keys(btc).sort()).toEqual(['address', 'confirmations', 'min_deposit']);
    expect(isInt(btc.confirmations) && int(btc.confirmations) === 2).toBe(true);
    expect(isNum(btc.min_deposit) && String(btc.min_deposit) === minDeposit.get('btc')).toBe(true);
    expect(btc.address).toMatch(ADDRESS.btc!);
    expect((await info(alice, 'eth')).address).toBeNull();
    expect((await info(bob, 'eth')).address).toMatch(ADDRESS.eth!);
    expect((await info(bob, 'btc')).address).toBeNull();
  });

  it('every coin: its confirmations and the min_deposit of /v3/fees', async () => {
    for (const [code, confirmations] of Object.entries(CONFIRMATIONS)) {
      const answer = await info(alice, code);
      expect(int(answer.confirmations), code).toBe(confirmations);
      expect(String(answer.min_deposit), code).toBe(minDeposit.get(code));
      expect(answer.address === null || ADDRESS[code]!.test(answer.address as string), code).toBe(true);
    }
  });

  it('a memo coin with an address carries the account tag; without one no memo', async () => {
    const xrp = await info(alice, 'xrp');
    expect(Object.keys(xrp).sort()).toEqual(['address', 'confirmations', 'memo', 'min_deposit']);
    expect(xrp.address).toMatch(ADDRESS.xrp!);
    expect(xrp.memo).toMatch(/^[0-9]{9}$/);
    const eos = await info(alice, 'eos');
    expect(eos.address).toBeNull();
    expect('memo' in eos).toBe(false);
  });

  it('any case is accepted and compared in lower case', async () => {
    const lower = await info(alice, 'btc');
    expect(await info(alice, 'BTC')).toEqual(lower);
    expect(await info(alice, 'Btc')).toEqual(lower);
  });

  it('refusals: unknown 404, fiat 400, no currency 400', async () => {
    expectError(await alice.post('/v3/auth/deposit/info', { currency: 'zzz' }), 404, 'Unknown currency: zzz');
    for (const fiat of ['uah', 'usd', 'RUB']) {
      expectError(await alice.post('/v3/auth/deposit/info', { currency: fiat }), 400, /is fiat: deposit addresses are for crypto only/);
    }
    for (const body of [{}, { currency: '' }, { currency: 1 }, { currency: ['btc'] }, { currency: 'b-c' }]) {
      expectError(await alice.post('/v3/auth/deposit/info', body), 400, 'currency is required: a currency code');
    }
  });
});

describe('POST /v3/auth/payment_addresses', () => {
  it('makes an address that appears only after the delay; asking again is 400', async () => {
    const before = Date.now();
    expect(ok(await alice.post('/v3/auth/payment_addresses', { currency: 'eth' }))).toEqual({ success: true });
    // Still being made: a second request is refused, whatever the clock says.
    const again = await alice.post('/v3/auth/payment_addresses', { currency: 'eth' });
    expectError(again, 400, 'An address already exists for eth');
    expect(JSON.parse(again.text)).toEqual({ success: false, message: 'An address already exists for eth' });
    const first = await info(alice, 'eth');
    if (first.address !== null) expect(Date.now() - before).toBeGreaterThanOrEqual(DELAY_MS);
    const shown = await until(() => info(alice, 'eth'), (a) => a.address !== null);
    expect(Date.now() - before).toBeGreaterThanOrEqual(DELAY_MS);
    expect(shown.address).toMatch(ADDRESS.eth!);
    expect((await info(alice, 'eth')).address).toBe(shown.address);
    expectError(await alice.post('/v3/auth/payment_addresses', { currency: 'ETH' }), 400, 'An address already exists for eth');
  });

  it('a seeded address is there already: 400', async () => {
    expectError(await alice.post('/v3/auth/payment_addresses', { currency: 'btc' }), 400, 'An address already exists for btc');
    expectError(await bob.post('/v3/auth/payment_addresses', { currency: 'eth' }), 400, 'An address already exists for eth');
  });

  it('every coin gets a plausible address of its own network; memo coins share the account tag', async () => {
    const coins = ['btc', 'xrp', 'eos', 'ltc', 'bch', 'dash', 'doge'];
    for (const code of coins) expect(ok(await bob.post('/v3/auth/payment_addresses', { currency: code }))).toEqual({ success: true });
    const shown = await until(
      () => Promise.all(coins.map((c) => info(bob, c))),
      (list) => list.every((a) => a.address !== null),
    );
    coins.forEach((code, i) => expect(shown[i]!.address, code).toMatch(ADDRESS[code]!));
    const tags = new Set([(await info(bob, 'xrp')).memo, (await info(bob, 'eos')).memo, (await info(bob, 'xlm')).memo]);
    expect(tags.size).toBe(1);
    expect([...tags][0]).toMatch(/^[0-9]{9}$/);
    // Each account its own addresses and tag.
    expect((await info(bob, 'btc')).address).not.toBe((await info(alice, 'btc')).address);
    expect((await info(bob, 'xrp')).memo).not.toBe((await info(alice, 'xrp')).memo);
  });

  it('refusals: unknown 404, fiat 400, no currency 400; nothing is made', async () => {
    expectError(await alice.post('/v3/auth/payment_addresses', { currency: 'zzz' }), 404, 'Unknown currency: zzz');
    expectError(await alice.post('/v3/auth/payment_addresses', { currency: 'uah' }), 400, /is fiat/);
    expectError(await alice.post('/v3/auth/payment_addresses', {}), 400, 'currency is required: a currency code');
  });
});

const DETAIL_KEYS = ['amount', 'created_at', 'currency', 'destination', 'id', 'provider', 'sn', 'status', 'txid', 'type'];

async function details(signer: Signer, id: number): Promise<Record<string, JsonValue>> {
  const d = obj(ok(await signer.post('/v3/auth/deposit/details', { id })));
  expect(Object.keys(d).sort()).toEqual(DETAIL_KEYS);
  expect(isInt(d.id) && int(d.id) === id).toBe(true);
  expect(d.type).toBe('deposit');
  expect(d.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
  expect(isInt(d.currency)).toBe(true);
  expect(d.amount).toMatch(/^\d+(\.\d+)?$/);
  expect(typeof d.sn).toBe('string');
  expect(typeof d.txid).toBe('string');
  expect(typeof d.destination).toBe('string');
  return d;
}

describe('POST /v3/auth/deposit/details', () => {
  it('every seeded deposit of the history, field for field as the history has it', async () => {
    const { items } = await history(alice, { per_page: 100 }, 'deposits');
    expect(items.length).toBeGreaterThan(5);
    const addresses = new Map<string, string | null>();
    for (const item of items) {
      const d = await details(alice, item.id);
      const code = ids.code.get(int(d.currency))!;
      expect(int(d.currency)).toBe(item.currency);
      expect(Date.parse(d.created_at as string) / 1000).toBe(item.seconds);
      expect(big(d.amount).eq(item.amount)).toBe(true);
      expect(d.status).toBe(item.status);
      expect(d.destination).toBe(item.destination);
      expect(d.sn).toBe(`DP${item.id}`);
      if (['uah', 'usd', 'rub'].includes(code)) {
        expect(d.provider).toBe('payment_card');
        expect([d.destination, d.txid]).toEqual(['', '']);
      } else {
        expect(d.provider).toBeNull();
        expect(d.txid).toMatch(/^[0-9a-f]{64}$/);
        if (!addresses.has(code)) addresses.set(code, (await info(alice, code)).address as string | null);
        expect(d.destination).toBe(addresses.get(code));
      }
    }
  });

  it("another account's deposit, a withdrawal's id and an unknown id are the same 404", async () => {
    const bobs = (await history(bob, {}, 'deposits')).items[0]!;
    expectError(await alice.post('/v3/auth/deposit/details', { id: bobs.id }), 404, `Deposit not found: ${bobs.id}`);
    const withdrawal = (await history(alice, {}, 'withdraws')).items[0]!;
    expectError(await alice.post('/v3/auth/deposit/details', { id: withdrawal.id }), 404, `Deposit not found: ${withdrawal.id}`);
    expectError(await alice.post('/v3/auth/deposit/details', { id: 1 }), 404, 'Deposit not found: 1');
    expect(int((await details(bob, bobs.id)).id)).toBe(bobs.id);
  });

  it.each([[{}], [{ id: '5' }], [{ id: 0 }], [{ id: -1 }], [{ id: 1.5 }], [{ id: 2147483648 }], [{ id: null }]])('%j → 400', async (body) => {
    expectError(await alice.post('/v3/auth/deposit/details', body), 400, 'id must be a positive 32-bit integer');
  });
});

describe('POST /admin/deposits', () => {
  it('a crypto deposit is done and credited at once, and readable everywhere', async () => {
    const before = await wallets(alice);
    const address = (await info(alice, 'btc')).address;
    const id = await fund(exchange, alice.account.email, 'btc', '0.12345678');
    const after = await wallets(alice);
    for (const [code, w] of after) {
      const delta = code === 'btc' ? '0.12345678' : '0';
      expect(w.total.minus(before.get(code)!.total).eq(delta), code).toBe(true);
      expect(w.available.minus(before.get(code)!.available).eq(delta), code).toBe(true);
    }
    const d = await details(alice, id);
    expect(d).toMatchObject({ type: 'deposit', amount: '0.12345678', status: 'done', destination: address, provider: null, sn: `DP${id}` });
    expect(int(d.currency)).toBe(ids.id.get('btc'));
    expect(d.txid).toMatch(/^[0-9a-f]{64}$/);
    // The newest operation, so first in the default order.
    const [first] = (await history(alice)).items;
    expect(first).toMatchObject({ id, type: 'deposit', currency: ids.id.get('btc'), status: 'done', destination: address });
    expect(first!.amount.eq('0.12345678')).toBe(true);
    expect((await history(alice, { currency_ids: [ids.id.get('btc')] }, 'deposits')).items[0]!.id).toBe(id);
  });

  it('fiat: by e-mail in any case, a JSON number amount read exactly; provider payment_card', async () => {
    const before = (await wallets(bob)).get('usd')!;
    const r = await admin(exchange, '/admin/deposits', `{"email":"${bob.account.email.toUpperCase()}","currency":"USD","amount":250.1}`);
    expect(Object.keys(obj(ok(r)))).toEqual(['id']);
    const id = int(obj(r.json).id);
    expect((await wallets(bob)).get('usd')!.total.minus(before.total).eq('250.1')).toBe(true);
    expect(await details(bob, id)).toMatchObject({ amount: '250.1', provider: 'payment_card', destination: '', txid: '', status: 'done' });
  });

  it('a coin without an address is credited with an empty destination', async () => {
    expect((await info(alice, 'eos')).address).toBeNull();
    const id = await fund(exchange, alice.account.email, 'eos', '3.5');
    expect((await details(alice, id)).destination).toBe('');
  });

  it('refusals change nothing: unknown account or currency 404, bad amounts and bodies 400', async () => {
    const aliceBefore = await walletsText(alice);
    const bobBefore = await walletsText(bob);
    const email = alice.account.email;
    const cases: [unknown, number, string | RegExp][] = [
      [{ email: 'nobody@demo.satchel.test', currency: 'btc', amount: '1' }, 404, 'Unknown account: nobody@demo.satchel.test'],
      [{ email, currency: 'zzz', amount: '1' }, 404, 'Unknown currency: zzz'],
      [{ email, currency: 'btc', amount: '0.000000001' }, 400, 'amount has more than 8 decimal places, the precision of btc'],
      [{ email, currency: 'usd', amount: '0.001' }, 400, /more than 2 decimal places/],
      [{ currency: 'btc', amount: '1' }, 400, 'email is required: the account e-mail'],
      [{ email, amount: '1' }, 400, 'currency is required: a currency code'],
      [{ email, currency: 'btc' }, 400, /^amount is required/],
      [{ email, currency: 'btc', amount: 0 }, 400, /^amount is required/],
      [{ email, currency: 'btc', amount: '-1' }, 400, /^amount is required/],
      [{ email, currency: 'btc', amount: 'abc' }, 400, /^amount is required/],
      [{ email, currency: 'btc', amount: '1e3' }, 400, /^amount is required/],
      [{ email, currency: 'btc', amount: true }, 400, /^amount is required/],
      ['not json', 400, 'The body must be a JSON object'],
      [[1], 400, 'The body must be a JSON object'],
    ];
    for (const [body, status, message] of cases) expectError(await admin(exchange, '/admin/deposits', body), status, message);
    expect(await walletsText(alice)).toBe(aliceBefore);
    expect(await walletsText(bob)).toBe(bobBefore);
  });

  it('401 without the token or with a wrong one, and nothing is credited', async () => {
    const before = await walletsText(alice);
    const body = { email: alice.account.email, currency: 'btc', amount: '1' };
    expectError(await admin(exchange, '/admin/deposits', body, { token: null }), 401, 'Missing or wrong x-admin-token');
    expectError(await admin(exchange, '/admin/deposits', body, { token: 'wrong' }), 401, 'Missing or wrong x-admin-token');
    expectError(await admin(exchange, '/admin/deposits', body, { token: `${exchange.adminToken}x` }), 401, 'Missing or wrong x-admin-token');
    expect(await walletsText(alice)).toBe(before);
  });
});
