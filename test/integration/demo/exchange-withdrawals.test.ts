import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Big } from '../../../shared/decimal.js';
import { parseJson, type JsonValue } from '../../../shared/json/lossless.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, isInt, obj, type Fetched } from './fetch-json.js';
import { admin, available, big, expectError, fund, history, int, ok, until, wallets, walletsText } from './funds-client.js';
import { Signer } from './signed.js';

// Withdrawals over real HTTP: the request, its arithmetic, every refusal, confirmation and settling.
const SETTLE_MS = 1500;
let exchange: DemoExchange;
let alice: Signer;
let bob: Signer;

const BTC_TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const ETH_TO = '0x52908400098527886E0F7030069857D2E4169EE7';
const XRP_TO = 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe';

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 41, settleMs: SETTLE_MS });
  alice = new Signer(exchange.url, exchange.accounts[0]!);
  bob = new Signer(exchange.url, exchange.accounts[1]!);
  // Known room to move in, whatever the seed gave.
  for (const [currency, amount] of [['btc', '2'], ['eth', '3'], ['xrp', '500'], ['usdt', '1000']]) {
    await fund(exchange, alice.account.email, currency!, amount!);
    await fund(exchange, bob.account.email, currency!, amount!);
  }
});
afterAll(() => exchange.close());

interface Result {
  status: string;
  message: string;
  id: number;
}

/** The withdrawal request result: an array of one {status, message, withdrawal_id}. */
function result(r: Fetched): Result {
  const list = arr(ok(r));
  expect(list).toHaveLength(1);
  const o = obj(list[0]);
  expect(Object.keys(o).sort()).toEqual(['message', 'status', 'withdrawal_id']);
  expect(isInt(o.withdrawal_id)).toBe(true);
  expect(typeof o.message).toBe('string');
  return { status: o.status as string, message: o.message as string, id: int(o.withdrawal_id) };
}

// provider is the demo's addition (the payout method of a fiat withdrawal; null for crypto).
const DETAIL_KEYS = ['amount', 'created_at', 'currency', 'destination', 'fee', 'id', 'provider', 'reference_id', 'sn', 'status', 'total_amount', 'txid'];

async function details(signer: Signer, id: number): Promise<Record<string, JsonValue>> {
  const d = obj(ok(await signer.post('/v3/auth/withdraw/details', { id })));
  expect(Object.keys(d).sort()).toEqual(DETAIL_KEYS);
  expect(isInt(d.id) && int(d.id) === id).toBe(true);
  expect(d.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
  for (const k of ['amount', 'fee', 'total_amount']) expect(d[k], k).toMatch(/^\d+(\.\d+)?$/);
  expect(d.sn).toBe(`WD${id}`);
  expect(d.reference_id).toBe(String(id));
  expect(d.provider).toBeNull();
  expect(d.status === 'done' ? /^[0-9a-f]{64}$/.test(d.txid as string) : d.txid === '').toBe(true);
  return d;
}

const withdraw = (signer: Signer, params: Record<string, unknown>) => signer.post('/v3/auth/withdraw', params);

describe('POST /v3/auth/withdraw', () => {
  it('withdrawall false (the default): the fee on top; the recipient gets the amount', async () => {
    const before = await wallets(alice);
    const started = Date.now();
    const r = result(await withdraw(alice, { withdraw_type: 'btc', amount: '0.01', address: BTC_TO }));
    expect(r.status).toBe('pending');
    const after = await wallets(alice);
    for (const [code, w] of after) {
      const delta = code === 'btc' ? '0.0105' : '0';
      expect(before.get(code)!.total.minus(w.total).eq(delta), code).toBe(true);
      expect(before.get(code)!.available.minus(w.available).eq(delta), code).toBe(true);
    }
    const d = await details(alice, r.id);
    expect(d).toMatchObject({ currency: 'btc', destination: BTC_TO, amount: '0.01', fee: '0.0005', total_amount: '0.0105' });
    expect(Date.parse(d.created_at as string)).toBeGreaterThanOrEqual(Math.floor(started / 1000) * 1000);
  });

  it('withdrawall true (or 1): the amount includes the fee; the recipient gets amount − fee', async () => {
    for (const flag of [true, 1]) {
      const before = await available(alice, 'btc');
      const r = result(await withdraw(alice, { withdraw_type: 'btc', amount: '0.01', address: BTC_TO, withdrawall: flag }));
      expect(before.minus(await available(alice, 'btc')).eq('0.01')).toBe(true);
      expect(await details(alice, r.id)).toMatchObject({ amount: '0.0095', fee: '0.0005', total_amount: '0.01' });
    }
    const before = await available(alice, 'btc');
    const r = result(await withdraw(alice, { withdraw_type: 'btc', amount: '0.01', address: BTC_TO, withdrawall: 0 }));
    expect(before.minus(await available(alice, 'btc')).eq('0.0105')).toBe(true);
    expect((await details(alice, r.id)).total_amount).toBe('0.0105');
  });

  it('a JSON number amount is read from its text: 18 decimals of eth arrive exactly', async () => {
    const before = await available(alice, 'eth');
    const body = `{"withdraw_type":"eth","amount":0.100000000000000001,"address":"${ETH_TO}","withdrawall":true}`;
    const r = result(await alice.call('/v3/auth/withdraw', { body }));
    expect(before.minus(await available(alice, 'eth')).eq('0.100000000000000001')).toBe(true);
    expect(await details(alice, r.id)).toMatchObject({ amount: '0.095000000000000001', fee: '0.005', total_amount: '0.100000000000000001', destination: ETH_TO });
    const plain = result(await alice.call('/v3/auth/withdraw', { body: `{"withdraw_type":"eth","amount":0.3,"address":"${ETH_TO}"}` }));
    expect(await details(alice, plain.id)).toMatchObject({ amount: '0.3', total_amount: '0.305' });
  });

  it('a memo coin: with payment_id, or without one when allow_blank_memo is true', async () => {
    const before = await available(alice, 'xrp');
    const tagged = result(await withdraw(alice, { withdraw_type: 'xrp', amount: 25, address: XRP_TO, payment_id: '12345' }));
    const blank = result(await withdraw(alice, { withdraw_type: 'xrp', amount: '20', address: XRP_TO, payment_id: '', allow_blank_memo: true }));
    expect(before.minus(await available(alice, 'xrp')).eq('45.5')).toBe(true);
    expect((await details(alice, tagged.id)).amount).toBe('25');
    expect((await details(alice, blank.id)).total_amount).toBe('20.25');
  });

  it('refusals change nothing, neither the balances nor the history', async () => {
    const btcAvailable = await available(alice, 'btc');
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ withdraw_type: 'btc', amount: btcAvailable.toFixed(), address: BTC_TO }, 400, /^Insufficient funds: [0-9.]+ btc available, [0-9.]+ btc needed/],
      [{ withdraw_type: 'btc', amount: btcAvailable.plus('0.0001').toFixed(), address: BTC_TO, withdrawall: true }, 400, /^Insufficient funds/],
      [{ withdraw_type: 'btc', amount: '0.0009', address: BTC_TO }, 400, /^The minimum withdrawal is 0\.001 btc/],
      [{ withdraw_type: 'btc', amount: '0.0012', address: BTC_TO, withdrawall: true }, 400, /^The minimum withdrawal is 0\.001 btc .*0\.0007/],
      [{ withdraw_type: 'btc', amount: '0.0005', address: BTC_TO, withdrawall: true }, 400, /must be more than the fee/],
      [{ withdraw_type: 'xrp', amount: '25', address: XRP_TO }, 400, 'A memo (payment_id) is required for xrp withdrawals; send allow_blank_memo: true to withdraw without one'],
      [{ withdraw_type: 'xrp', amount: '25', address: XRP_TO, payment_id: '', allow_blank_memo: false }, 400, /memo \(payment_id\) is required/],
      [{ withdraw_type: 'xrp', amount: '25', address: XRP_TO, payment_id: 'abc' }, 400, /^Invalid payment_id/],
      [{ withdraw_type: 'btc', amount: '0.01', address: BTC_TO, payment_id: '1' }, 400, 'btc withdrawals take no memo (payment_id)'],
      [{ withdraw_type: 'zzz', amount: '1', address: BTC_TO }, 404, 'Unknown currency: zzz'],
      [{ withdraw_type: 'uah', amount: '100' }, 400, /payment gateway/],
      [{ withdraw_type: 'btc', amount: '0.01', address: 'hello' }, 400, 'Invalid btc address: hello'],
      [{ withdraw_type: 'btc', amount: '0.01', address: ETH_TO }, 400, /^Invalid btc address/],
      [{ withdraw_type: 'eth', amount: '0.1', address: '0x1234' }, 400, 'Invalid eth address: 0x1234'],
      [{ withdraw_type: 'eth', amount: '0.1', address: BTC_TO }, 400, /^Invalid eth address/],
      [{ withdraw_type: 'btc', amount: '0.01' }, 400, 'address is required for a btc withdrawal'],
      [{ withdraw_type: 'btc', amount: '0.01', address: '' }, 400, 'address is required for a btc withdrawal'],
      [{ withdraw_type: 'btc', amount: '0.000000001', address: BTC_TO }, 400, 'amount has more than 8 decimal places, the precision of btc'],
      [{ withdraw_type: 'btc', address: BTC_TO }, 400, /^amount is required/],
      ...[0, -1, '0', '-0.1', 'abc', '', '1e-2', ' 1', true, null, [1]].map(
        (amount): [Record<string, unknown>, number, RegExp] => [{ withdraw_type: 'btc', amount, address: BTC_TO }, 400, /^amount is required/],
      ),
      [{ amount: '0.01', address: BTC_TO }, 400, /^withdraw_type is required/],
      [{ withdraw_type: 'BTC', amount: '0.01', address: BTC_TO }, 400, /^withdraw_type is required: a currency code in lower case/],
      [{ withdraw_type: 'btc', amount: '0.01', address: BTC_TO, withdrawall: 'yes' }, 400, 'withdrawall must be true, false, 1 or 0'],
      [{ withdraw_type: 'btc', amount: '0.01', address: BTC_TO, withdrawall: 2 }, 400, 'withdrawall must be true, false, 1 or 0'],
      [{ withdraw_type: 'xrp', amount: '25', address: XRP_TO, allow_blank_memo: 'true' }, 400, 'allow_blank_memo must be true or false'],
      [{ withdraw_type: 'xrp', amount: '25', address: XRP_TO, payment_id: 123 }, 400, 'payment_id must be a string'],
      [{ withdraw_type: 'btc', amount: '0.01', address: 42 }, 400, 'address must be a string'],
    ];
    const walletsBefore = await walletsText(alice);
    const historyBefore = (await history(alice)).total;
    for (const [body, status, message] of cases) expectError(await withdraw(alice, body), status, message);
    expect(await walletsText(alice)).toBe(walletsBefore);
    expect((await history(alice)).total).toBe(historyBefore);
  });

  it('the whole available balance can go out, fee included, to exactly zero', async () => {
    await fund(exchange, alice.account.email, 'ltc', '0.5');
    const all = await available(alice, 'ltc');
    const r = result(await withdraw(alice, { withdraw_type: 'ltc', amount: all.toFixed(), address: 'ltc1qg82j7tq4dlx4e7cmy9ajq6jp4x5eqm0l3j3v3a', withdrawall: true }));
    expect((await available(alice, 'ltc')).eq(0)).toBe(true);
    expect((await details(alice, r.id)).amount).toBe(all.minus('0.001').toFixed());
  });
});

describe('many withdrawals at once never overdraw', () => {
  /** A withdrawal amount such that `fit` of them, fee included, fit in what is available. */
  async function sized(signer: Signer, fit: number): Promise<{ before: Big; amount: Big; total: Big }> {
    const before = await available(signer, 'usdt');
    const total = before.div(fit + 0.5).round(6, 0);
    return { before, amount: total.minus(5), total };
  }

  it('twenty in flight on one connection: exactly those that fit pass, the rest are refused', async () => {
    const { before, amount, total } = await sized(alice, 7);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (): Promise<{ status: number; text: string }> => {
      const { url, init } = alice.prepare('/v3/auth/withdraw', { body: JSON.stringify({ withdraw_type: 'usdt', amount: amount.toFixed(), address: ETH_TO }) });
      return new Promise((resolve, reject) => {
        const req = request(url, { method: 'POST', headers: init.headers as Record<string, string>, agent }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end(init.body as string);
      });
    };
    const answers = await Promise.all(Array.from({ length: 20 }, send));
    agent.destroy();
    const passed = answers.filter((a) => a.status === 200);
    expect(passed).toHaveLength(7);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.text).toMatch(/^\{"success":false,"message":"Insufficient funds/);
    const after = await available(alice, 'usdt');
    expect(after.eq(before.minus(total.times(7)))).toBe(true);
    expect(after.gte(0)).toBe(true);
  });

  it('twenty over twenty connections: whatever passes is debited exactly, and never more than there is', async () => {
    const { before, amount, total } = await sized(bob, 7);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(bob, { withdraw_type: 'usdt', amount: amount.toFixed(), address: ETH_TO })));
    const passed = answers.filter((a) => a.status === 200);
    expect(passed.length).toBeGreaterThanOrEqual(1);
    expect(passed.length).toBeLessThanOrEqual(7);
    // Arriving out of nonce order is a 401 (docs: one key, one order); nothing else may fail.
    for (const a of answers.filter((x) => x.status !== 200)) expect(String(obj(a.json).message)).toMatch(/^(Insufficient funds|Nonce \d+ is not greater)/);
    const after = await available(bob, 'usdt');
    expect(after.eq(before.minus(total.times(passed.length)))).toBe(true);
    expect(after.gte(0)).toBe(true);
    const ids = passed.map((a) => int(obj(arr(a.json)[0]).withdrawal_id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('statuses: pending → done, awaiting_confirmation → confirmed → done', () => {
  it("Alice's withdrawal is pending, then done with a txid once settleMs has passed; Bob's waits for confirmation", async () => {
    const started = Date.now();
    const mine = result(await withdraw(alice, { withdraw_type: 'btc', amount: '0.02', address: BTC_TO }));
    const his = result(await withdraw(bob, { withdraw_type: 'btc', amount: '0.02', address: BTC_TO }));
    expect(mine.status).toBe('pending');
    expect(mine.message).toMatch(/^Withdrawal accepted/);
    expect(his.status).toBe('awaiting_confirmation');
    expect(his.message).toBe(`Withdrawal created: confirm it from the e-mail sent to ${bob.account.email}`);
    const first = await details(alice, mine.id);
    if (first.status === 'done') expect(Date.now() - started).toBeGreaterThanOrEqual(SETTLE_MS);
    else expect(first).toMatchObject({ status: 'pending', txid: '' });
    const done = await until(() => details(alice, mine.id), (d) => d.status === 'done');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SETTLE_MS);
    expect(done.txid).toMatch(/^[0-9a-f]{64}$/);
    expect((await details(alice, mine.id)).txid).toBe(done.txid);
    expect((await history(alice, {}, 'withdraws')).items.find((i) => i.id === mine.id)!.status).toBe('done');
    // Long after Alice's settled, Bob's still waits for his e-mail.
    expect(await details(bob, his.id)).toMatchObject({ status: 'awaiting_confirmation', txid: '' });
    expect((await history(bob, {}, 'withdraws')).items.find((i) => i.id === his.id)!.status).toBe('pending');
  });

  it('admin confirm: awaiting → pending, then done after settleMs; confirming twice is 409', async () => {
    const his = result(await withdraw(bob, { withdraw_type: 'eth', amount: '0.05', address: ETH_TO }));
    const confirmedAt = Date.now();
    const r = await admin(exchange, '/admin/withdrawals/confirm', { id: his.id });
    expect(parseJson(r.text)).toEqual(parseJson(`{"success":true,"id":${his.id},"status":"pending"}`));
    const next = await details(bob, his.id);
    if (next.status === 'done') expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(SETTLE_MS);
    else expect(next.status).toBe('pending');
    expectError(await admin(exchange, '/admin/withdrawals/confirm', { id: his.id }), 409, /^Withdrawal \d+ is not awaiting confirmation: it is (pending|done)$/);
    const done = await until(() => details(bob, his.id), (d) => d.status === 'done');
    expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(SETTLE_MS);
    expect(done.txid).toMatch(/^[0-9a-f]{64}$/);
    expectError(await admin(exchange, '/admin/withdrawals/confirm', { id: his.id }), 409, `Withdrawal ${his.id} is not awaiting confirmation: it is done`);
  });

  it('admin confirm refusals: unknown or a deposit id 404, a pending one 409, bad ids 400, no token 401', async () => {
    const deposit = (await history(bob, {}, 'deposits')).items[0]!;
    expectError(await admin(exchange, '/admin/withdrawals/confirm', { id: 1 }), 404, 'Withdrawal not found: 1');
    expectError(await admin(exchange, '/admin/withdrawals/confirm', { id: deposit.id }), 404, `Withdrawal not found: ${deposit.id}`);
    const mine = result(await withdraw(alice, { withdraw_type: 'btc', amount: '0.01', address: BTC_TO }));
    expectError(await admin(exchange, '/admin/withdrawals/confirm', { id: mine.id }), 409, /^Withdrawal \d+ is not awaiting confirmation: it is (pending|done)$/);
    for (const body of [{}, { id: '5' }, { id: 0 }, { id: 1.5 }, { id: 2147483648 }, 'x']) {
      expectError(await admin(exchange, '/admin/withdrawals/confirm', body), 400, /^(id must be a positive 32-bit integer|The body must be a JSON object)$/);
    }
    const his = result(await withdraw(bob, { withdraw_type: 'btc', amount: '0.01', address: BTC_TO }));
    expectError(await admin(exchange, '/admin/withdrawals/confirm', { id: his.id }, { token: null }), 401, 'Missing or wrong x-admin-token');
    expectError(await admin(exchange, '/admin/withdrawals/confirm', { id: his.id }, { token: 'nope' }), 401, 'Missing or wrong x-admin-token');
    expect((await details(bob, his.id)).status).toBe('awaiting_confirmation');
  });
});

describe('POST /v3/auth/withdraw/details', () => {
  it("another account's withdrawal, a deposit's id and an unknown id are the same 404", async () => {
    const his = (await history(bob, {}, 'withdraws')).items[0]!;
    expectError(await alice.post('/v3/auth/withdraw/details', { id: his.id }), 404, `Withdrawal not found: ${his.id}`);
    const deposit = (await history(alice, {}, 'deposits')).items[0]!;
    expectError(await alice.post('/v3/auth/withdraw/details', { id: deposit.id }), 404, `Withdrawal not found: ${deposit.id}`);
    expectError(await alice.post('/v3/auth/withdraw/details', { id: 1 }), 404, 'Withdrawal not found: 1');
    expect((await details(bob, his.id)).id).toBeTruthy();
  });

  it('seeded withdrawals read as the history has them: amount to the recipient, total = amount + fee', async () => {
    const { items } = await history(alice, { per_page: 100, date_to: Math.floor(Date.now() / 1000) - 3600 }, 'withdraws');
    expect(items.length).toBeGreaterThan(3);
    for (const item of items) {
      const d = await details(alice, item.id);
      expect(big(d.amount).eq(item.amount)).toBe(true);
      expect(big(d.total_amount).eq(big(d.amount).plus(big(d.fee)))).toBe(true);
      expect(d.status).toBe(item.status);
      expect(d.destination).toBe(item.destination);
      expect(Date.parse(d.created_at as string) / 1000).toBe(item.seconds);
    }
  });

  it.each([[{}], [{ id: '5' }], [{ id: 0 }], [{ id: -3 }], [{ id: 2.5 }], [{ id: 2147483648 }]])('%j → 400', async (body) => {
    expectError(await alice.post('/v3/auth/withdraw/details', body), 400, 'id must be a positive 32-bit integer');
  });
});
