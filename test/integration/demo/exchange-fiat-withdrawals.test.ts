import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { startDemoServers, type DemoServers } from '../../../electron/demo/index.js';
import { arr, isInt, obj, type Fetched } from './fetch-json.js';
import { admin, available, currencyIds, expectError, fund, history, int, ok, until, walletsText } from './funds-client.js';
import { dataOf, postJson, publicKeys } from './gateway-client.js';
import { Signer } from './signed.js';

// Fiat withdrawals over real HTTP: the document's "Withdrawal procedure" (the gateway's payout
// pre-request, then /v3/auth/withdraw with gateway and fields, or fund_source_id), the fee of
// the service, the balance, the details and the history, and every refusal.
const SETTLE_MS = 400;
let demo: DemoServers;
let alice: Signer;
let bob: Signer;
let ids: Awaited<ReturnType<typeof currencyIds>>;
const CARD = '4111111111111111';

beforeAll(async () => {
  demo = await startDemoServers({ port: 0, seed: 45, settleMs: SETTLE_MS });
  alice = new Signer(demo.exchange.url, demo.exchange.accounts[0]!);
  bob = new Signer(demo.exchange.url, demo.exchange.accounts[1]!);
  ids = await currencyIds(demo.exchange);
  for (const [currency, amount] of [['uah', '300000'], ['usd', '5000'], ['rub', '700000']] as const) {
    await fund(demo.exchange, alice.account.email, currency, amount);
    await fund(demo.exchange, bob.account.email, currency, amount);
  }
});
afterAll(() => demo.close());

interface Accepted {
  status: string;
  message: string;
  id: number;
  fundSourceId: number;
}

/** The accepted answer: the crypto one's array of one, plus fund_source_id. */
function accepted(r: Fetched): Accepted {
  const list = arr(ok(r));
  expect(list).toHaveLength(1);
  const o = obj(list[0]);
  expect(Object.keys(o).sort()).toEqual(['fund_source_id', 'message', 'status', 'withdrawal_id']);
  expect(isInt(o.withdrawal_id) && isInt(o.fund_source_id)).toBe(true);
  return { status: o.status as string, message: o.message as string, id: int(o.withdrawal_id), fundSourceId: int(o.fund_source_id) };
}

async function details(signer: Signer, id: number): Promise<Record<string, JsonValue>> {
  const d = obj(ok(await signer.post('/v3/auth/withdraw/details', { id })));
  expect(Object.keys(d).sort()).toEqual(['amount', 'created_at', 'currency', 'destination', 'fee', 'id', 'provider', 'reference_id', 'sn', 'status', 'total_amount', 'txid']);
  return d;
}

const withdraw = (signer: Signer, params: Record<string, unknown>) => signer.post('/v3/auth/withdraw', params);

describe('POST /v3/auth/withdraw, fiat', () => {
  it('the document’s procedure: payout pre-request, then gateway and fields; fee on top, the recipient gets the amount', async () => {
    const keys = await publicKeys(alice);
    const data = dataOf(await postJson(`${demo.gatewayUrl}/public-api/payout-prerequest`, { amount: 1000, currency: 'UAH', public_key: keys.uah }));
    const service = obj(obj(data.services).card_uah);
    const key = obj(arr(service.fields)[0]).key as string;
    const before = await walletsText(alice);
    const uahBefore = await available(alice, 'uah');
    const started = Date.now();
    const r = accepted(await withdraw(alice, { withdraw_type: 'uah', amount: 1000, gateway: service.code, fields: { [key]: CARD } }));
    expect(r.status).toBe('pending');
    expect(r.message).toBe('Withdrawal accepted: 1000 uah will be paid out to 411111******1111');
    // 1.5 % of 1000: the balance loses 1015, nothing else moves.
    expect(uahBefore.minus(await available(alice, 'uah')).eq(1015)).toBe(true);
    const after = JSON.parse(await walletsText(alice)) as string[][];
    expect(after.filter(([c]) => c !== 'uah')).toEqual((JSON.parse(before) as string[][]).filter(([c]) => c !== 'uah'));
    const d = await details(alice, r.id);
    expect(d).toMatchObject({ currency: 'uah', amount: '1000', fee: '15', total_amount: '1015', destination: '411111******1111', provider: 'payment_card', status: 'pending', txid: '', sn: `WD${r.id}` });
    const item = (await history(alice, {}, 'withdraws')).items.find((i) => i.id === r.id)!;
    expect(item).toMatchObject({ type: 'withdraw', currency: ids.id.get('uah'), destination: '411111******1111', status: 'pending' });
    expect(item.amount.eq(1000)).toBe(true);
    // Settles like a crypto withdrawal, but a payout has no chain transaction id.
    const done = await until(() => details(alice, r.id), (x) => x.status === 'done');
    expect(Date.now() - started).toBeGreaterThanOrEqual(SETTLE_MS);
    expect(done.txid).toBe('');
  });

  it('the fee of each service: rate, fixed, min and max; withdrawall includes it', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      // body, recipient gets, fee, debited
      [{ withdraw_type: 'uah', amount: '100.01', gateway: 'card_uah', fields: { card_number: CARD } }, '100.01', '1.51', '101.52'],
      [{ withdraw_type: 'uah', amount: 1000, gateway: 'phone_uah', fields: { phone: '+380671234567' } }, '1000', '15', '1015'],
      [{ withdraw_type: 'uah', amount: 15000, gateway: 'phone_uah', fields: { phone: '+380671234567', comment: 'Rent' } }, '15000', '100', '15100'],
      [{ withdraw_type: 'usd', amount: 20, gateway: 'card_usd', fields: { card_number: '5500000000000004' } }, '20', '1', '21'],
      [{ withdraw_type: 'usd', amount: 10, gateway: 'phone_usd', fields: { phone: '+12025550123' } }, '10', '0.6', '10.6'],
      [{ withdraw_type: 'rub', amount: 1000, gateway: 'card_rub', fields: { card_number: CARD } }, '1000', '50', '1050'],
      [{ withdraw_type: 'rub', amount: 600000, gateway: 'card_rub', fields: { card_number: CARD } }, '600000', '5000', '605000'],
      [{ withdraw_type: 'uah', amount: 1000, gateway: 'card_uah', fields: { card_number: CARD }, withdrawall: true }, '985', '15', '1000'],
    ];
    for (const [body, amount, fee, total] of cases) {
      const currency = body.withdraw_type as string;
      const before = await available(alice, currency);
      const r = accepted(await withdraw(alice, body));
      expect(before.minus(await available(alice, currency)).toFixed(), JSON.stringify(body)).toBe(total);
      expect(await details(alice, r.id), JSON.stringify(body)).toMatchObject({ amount, fee, total_amount: total });
    }
    const phone = await details(alice, accepted(await withdraw(alice, { withdraw_type: 'uah', amount: 50, gateway: 'phone_uah', fields: { phone: '0671234567' } })).id);
    expect(phone).toMatchObject({ destination: '067***4567', provider: 'mobile' });
  });

  it('a fund source: saved by each payout with fields (the same values, the same source); fund_source_id pays out there', async () => {
    const first = accepted(await withdraw(alice, { withdraw_type: 'uah', amount: 200, gateway: 'card_uah', fields: { card_number: '4000000000000002' } }));
    const again = accepted(await withdraw(alice, { withdraw_type: 'uah', amount: 300, gateway: 'card_uah', fields: { card_number: '4000000000000002' } }));
    const other = accepted(await withdraw(alice, { withdraw_type: 'uah', amount: 300, gateway: 'card_uah', fields: { card_number: '4000000000000010' } }));
    expect(again.fundSourceId).toBe(first.fundSourceId);
    expect(other.fundSourceId).not.toBe(first.fundSourceId);
    const before = await available(alice, 'uah');
    const bySource = accepted(await withdraw(alice, { withdraw_type: 'uah', amount: 400, fund_source_id: first.fundSourceId }));
    expect(bySource.fundSourceId).toBe(first.fundSourceId);
    expect(before.minus(await available(alice, 'uah')).eq(406)).toBe(true);
    expect(await details(alice, bySource.id)).toMatchObject({ destination: '400000******0002', provider: 'payment_card', amount: '400', fee: '6' });
    // With the gateway named too, it must be the source's.
    expect(accepted(await withdraw(alice, { withdraw_type: 'uah', amount: 400, gateway: 'card_uah', fund_source_id: first.fundSourceId })).fundSourceId).toBe(first.fundSourceId);
    expect(demo.exchange.fundSources.of(alice.account.apiKey).find((s) => s.id === first.fundSourceId)).toMatchObject({ currency: 'uah', service: 'card_uah', fields: { card_number: '4000000000000002' } });

    // Another account's source is as unknown as one that never was.
    const snapshot = await walletsText(bob);
    expectError(await withdraw(bob, { withdraw_type: 'uah', amount: 400, fund_source_id: first.fundSourceId }), 404, `Fund source not found: ${first.fundSourceId}`);
    expectError(await withdraw(alice, { withdraw_type: 'uah', amount: 400, fund_source_id: 999999 }), 404, 'Fund source not found: 999999');
    expectError(await withdraw(alice, { withdraw_type: 'usd', amount: 400, fund_source_id: first.fundSourceId }), 400, `Fund source ${first.fundSourceId} is for uah, not usd`);
    expectError(await withdraw(alice, { withdraw_type: 'uah', amount: 400, gateway: 'phone_uah', fund_source_id: first.fundSourceId }), 400, `Fund source ${first.fundSourceId} is for card_uah, not phone_uah`);
    expect(await walletsText(bob)).toBe(snapshot);
  });

  it('every refusal leaves balances and the history as they were', async () => {
    const card = { withdraw_type: 'uah', amount: 1000, gateway: 'card_uah', fields: { card_number: CARD } };
    const usd = await available(alice, 'usd');
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ ...card, address: '' }, 400, /^uah withdrawals take no address/],
      [{ ...card, address: CARD }, 400, /^uah withdrawals take no address/],
      [{ ...card, payment_id: '7' }, 400, 'uah withdrawals take no memo (payment_id)'],
      [{ ...card, amount: 1000.005 }, 400, 'amount has more than 2 decimal places, the precision of uah'],
      [{ ...card, gateway: undefined }, 400, /^gateway is required for a uah withdrawal/],
      [{ ...card, gateway: 7 }, 400, /^gateway must be a string/],
      [{ ...card, gateway: 'nope' }, 404, 'Unknown payout service: nope'],
      [{ ...card, gateway: 'card_uah_hpp' }, 404, 'Unknown payout service: card_uah_hpp'],
      [{ ...card, gateway: 'card_usd' }, 400, 'card_usd pays out usd, not uah'],
      [{ ...card, fields: undefined }, 400, /^fields is required for a uah withdrawal through card_uah/],
      [{ ...card, fields: 'x' }, 400, /^fields must be an object/],
      [{ ...card, fields: {} }, 400, 'fields.card_number is required (Card number)'],
      [{ ...card, fields: { card_number: '' } }, 400, 'fields.card_number is required (Card number)'],
      [{ ...card, fields: { card_number: 4111111111111111 } }, 400, 'fields.card_number must be a string'],
      [{ ...card, fields: { card_number: '4111 1111 1111 1111' } }, 400, /^fields\.card_number is not valid \(Card number, e\.g\. 4111111111111111\)/],
      [{ ...card, fields: { card_number: CARD, cvv: '123' } }, 400, 'fields.cvv is not a field of card_uah'],
      [{ ...card, gateway: 'phone_uah', fields: { phone: '+380671234567', comment: 'x'.repeat(141) } }, 400, /^fields\.comment is not valid/],
      [{ ...card, gateway: 'phone_uah', fields: { comment: 'hi' } }, 400, 'fields.phone is required (Phone number)'],
      [{ ...card, fund_source_id: 1 }, 400, 'Send fields or fund_source_id, not both'],
      [{ withdraw_type: 'uah', amount: 100, fund_source_id: 0 }, 400, 'fund_source_id must be a positive 32-bit integer'],
      [{ withdraw_type: 'uah', amount: 100, fund_source_id: '1' }, 400, 'fund_source_id must be a positive 32-bit integer'],
      [{ ...card, amount: 99.99 }, 400, 'The minimum payout through card_uah is 100 uah received by the recipient (this would pay out 99.99)'],
      [{ ...card, amount: 250000.01 }, 400, /^The maximum payout through card_uah is 250000 uah/],
      [{ ...card, amount: 101, withdrawall: true }, 400, /^The minimum payout through card_uah is 100 uah .*99\.48/],
      [{ ...card, withdraw_type: 'usd', gateway: 'card_usd', amount: usd.minus('0.5').toFixed() }, 400, /^Insufficient funds: [0-9.]+ usd available, [0-9.]+ usd needed \([0-9.]+ \+ [0-9.]+ fee\)$/],
      [{ ...card, amount: 'abc' }, 400, /^amount is required/],
      [{ ...card, withdraw_type: 'UAH' }, 400, /^withdraw_type is required/],
      [{ ...card, withdraw_type: 'eur' }, 404, 'Unknown currency: eur'],
    ];
    const walletsBefore = await walletsText(alice);
    const historyBefore = (await history(alice)).total;
    const sources = demo.exchange.fundSources.of(alice.account.apiKey).length;
    for (const [body, status, message] of cases) expectError(await withdraw(alice, body), status, message);
    expect(await walletsText(alice)).toBe(walletsBefore);
    expect((await history(alice)).total).toBe(historyBefore);
    expect(demo.exchange.fundSources.of(alice.account.apiKey)).toHaveLength(sources);
  });

  it('the whole balance can go out with withdrawall, to exactly zero', async () => {
    const all = await available(bob, 'usd');
    const r = accepted(await withdraw(bob, { withdraw_type: 'usd', amount: all.toFixed(), gateway: 'card_usd', fields: { card_number: CARD }, withdrawall: true }));
    expect((await available(bob, 'usd')).eq(0)).toBe(true);
    // card_usd: 2 %, at least 1, rounded up to the cent.
    const fee = all.times('0.02').round(2, 3);
    expect(await details(bob, r.id)).toMatchObject({ amount: all.minus(fee).toFixed(), fee: fee.toFixed(), total_amount: all.toFixed() });
  });

  it("Bob's payout waits for his e-mail, as his crypto ones do; confirmed, it settles", async () => {
    const before = await available(bob, 'uah');
    const r = accepted(await withdraw(bob, { withdraw_type: 'uah', amount: 500, gateway: 'phone_uah', fields: { phone: '+380501112233' } }));
    expect(r.status).toBe('awaiting_confirmation');
    expect(r.message).toBe(`Withdrawal created: confirm it from the e-mail sent to ${bob.account.email}`);
    expect(before.minus(await available(bob, 'uah')).eq(510)).toBe(true);
    expect(await details(bob, r.id)).toMatchObject({ status: 'awaiting_confirmation', destination: '+38050***2233', provider: 'mobile' });
    expect((await history(bob, { statuses: ['pending'] }, 'withdraws')).items.some((i) => i.id === r.id)).toBe(true);
    expect((await admin(demo.exchange, '/admin/withdrawals/confirm', { id: r.id })).status).toBe(200);
    expect((await until(() => details(bob, r.id), (d) => d.status === 'done')).txid).toBe('');
  });
});
