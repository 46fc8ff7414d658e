import { describe, expect, it } from 'vitest';
import type { Balance, GuardView, Order } from '../../../shared/contract/index.js';
import { Big } from '../../../shared/decimal.js';
import { useCore } from '../../support/core-fixture.js';

// Value-moving calls that the demo exchange carries out and then answers with something that is
// not a clear refusal (a 200 web page, an empty 200, 200 text, a 204, JSON of another shape):
// each is an unknown outcome, counted by the withdrawal guard, looked up, never sent again.
const fx = useCore({
  demo: { seed: 12 },
  gateway: true,
  paymentWindows: true,
  accounts: [0],
  funds: { btc: '1', ltc: '1', usdt: '1000', uah: '10000' },
});
const { events: pushed, paymentCalls, admin } = fx;
const mainCalls = fx;
const btcAddress = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

const available = async (currency: string) => new Big((await mainCalls.call<Balance[]>('balances.list')).find((b) => b.currency === currency)?.available ?? '0');
const usedToday = async (currency: string) => (await mainCalls.call<GuardView>('guard.get')).usedToday[currency];

/** The next request to `path` is carried out, then answered with exactly this. */
async function carriedOutThen(path: string, answer: { status?: number; contentType?: string; body?: string }): Promise<void> {
  const set = await admin('/admin/faults', { path, mode: 'answer', carryOut: true, times: 1, ...answer });
  expect(set.status, await set.clone().text()).toBe(200);
}

const UNCLEAR = {
  '200 with a web page': { status: 200, contentType: 'text/html; charset=utf-8', body: '<!doctype html><title>OK</title><p>Done</p>' },
  '200 with an empty body': { status: 200, contentType: '', body: '' },
  '200 with plain text': { status: 200, contentType: 'text/plain', body: 'OK' },
  '204 with no body': { status: 204, contentType: '' },
  '200 with JSON of another shape': { status: 200, contentType: 'application/json', body: '{"result":"queued"}' },
} as const;

describe('a withdrawal carried out and answered with no clear refusal', () => {
  it('200 with a web page: an unknown outcome, counted by the daily limit (0.025 BTC), so the third 0.01 BTC is stopped by the guard', async () => {
    await mainCalls.call('guard.setRule', { currency: 'btc', allowListOnly: false, dailyLimit: '0.025', password: null });
    const before = await available('btc');
    const request = { currency: 'btc', address: btcAddress, allowBlankMemo: false, amount: '0.01', feeIncluded: false };
    for (let i = 0; i < 2; i++) {
      await carriedOutThen('/v3/auth/withdraw', UNCLEAR['200 with a web page']);
      const error = await mainCalls.failure('withdrawals.create', request);
      expect(error.kind).toBe('unknown-outcome');
      expect(error.message).toMatch(/did not confirm the withdrawal of 0\.01 BTC\. It may or may not have happened; Satchel is refreshing the lists so you can see which\. It was not sent again\.$/);
    }
    // Both went (the demo carried them out), and both count: 0.0105 each with the fee.
    expect((await available('btc')).toFixed()).toBe(before.minus('0.021').toFixed());
    expect(await usedToday('btc')).toBe('0.021');
    const sent = fx.exchange.requests.of('/v3/auth/withdraw');
    const third = await mainCalls.failure('withdrawals.create', request);
    expect(third.kind).toBe('guard');
    expect(third.message).toContain('the daily limit for BTC is 0.025 BTC');
    expect(fx.exchange.requests.of('/v3/auth/withdraw')).toBe(sent);
  });

  it.each(Object.entries(UNCLEAR))('%s: an unknown outcome, sent once, counted, and the balances read again', async (_what, answer) => {
    await mainCalls.call('guard.setRule', { currency: 'usdt', allowListOnly: false, dailyLimit: '1000', password: null });
    const used = new Big((await usedToday('usdt')) ?? '0');
    const sent = fx.exchange.requests.of('/v3/auth/withdraw');
    await mainCalls.call('account.watch', { balances: true, orders: false });
    const since = pushed.length;
    await carriedOutThen('/v3/auth/withdraw', answer);
    const error = await mainCalls.failure('withdrawals.create', { currency: 'usdt', address: '0x52908400098527886E0F7030069857D2E4169EE7', allowBlankMemo: false, amount: '20', feeIncluded: false });
    expect(error.kind).toBe('unknown-outcome');
    expect(fx.exchange.requests.of('/v3/auth/withdraw')).toBe(sent + 1);
    expect(new Big((await usedToday('usdt'))!).gt(used)).toBe(true);
    await expect.poll(() => pushed.slice(since).some((e) => e.name === 'balances.changed'), { timeout: 5000 }).toBe(true);
  });
});

describe('a transfer code created and answered with no clear refusal', () => {
  it('200 with a web page: an unknown outcome, counted by the daily limit (0.025 LTC), so the third 0.01 LTC code is stopped by the guard', async () => {
    await mainCalls.call('guard.setRule', { currency: 'ltc', allowListOnly: false, dailyLimit: '0.025', password: null });
    const before = await available('ltc');
    for (let i = 0; i < 2; i++) {
      await carriedOutThen('/v3/auth/svc_codes', UNCLEAR['200 with a web page']);
      const error = await mainCalls.failure('codes.create', { amount: '0.01', currency: 'ltc' });
      expect(error.kind).toBe('unknown-outcome');
      expect(error.message).toContain('did not confirm the new code of 0.01 LTC');
    }
    expect((await available('ltc')).toFixed()).toBe(before.minus('0.02').toFixed());
    expect(await usedToday('ltc')).toBe('0.02');
    const sent = fx.exchange.requests.of('/v3/auth/svc_codes');
    const third = await mainCalls.failure('codes.create', { amount: '0.01', currency: 'ltc' });
    expect(third.kind).toBe('guard');
    expect(third.message).toContain('the daily limit for LTC is 0.025 LTC');
    expect(fx.exchange.requests.of('/v3/auth/svc_codes')).toBe(sent);
  });

  it('a code the exchange refuses (4xx with its JSON error) does not count', async () => {
    await mainCalls.call('guard.setRule', { currency: 'btc', allowListOnly: false, dailyLimit: '1', password: null });
    const used = (await usedToday('btc')) ?? '0';
    const set = await admin('/admin/faults', { path: '/v3/auth/svc_codes', mode: 'status', status: 400, times: 1 });
    expect(set.status).toBe(200);
    expect((await mainCalls.failure('codes.create', { amount: '0.01', currency: 'btc' })).kind).toBe('exchange');
    expect((await usedToday('btc')) ?? '0').toBe(used);
  });
});

describe('a fiat payout carried out and answered with no clear refusal', () => {
  it('200 with a web page: an unknown outcome, counted by the daily limit (2500 UAH), so the third payout of 1000 UAH is stopped by the guard', async () => {
    await mainCalls.call('guard.setRule', { currency: 'uah', allowListOnly: false, dailyLimit: '2500', password: null });
    expect(await mainCalls.call('fiat.open', { flow: 'withdraw', currency: 'uah' })).toEqual({ opened: 'window' });
    const before = await available('uah');
    const payout = { amount: '1000', service: 'card_uah', fields: { card_number: '4111111111111111' } };
    for (let i = 0; i < 2; i++) {
      await carriedOutThen('/v3/auth/withdraw', UNCLEAR['200 with a web page']);
      const error = await paymentCalls.failure('fiat.withdraw', payout);
      expect(error.kind).toBe('unknown-outcome');
      expect(error.message).toContain('did not confirm the payout of 1,000 UAH');
    }
    expect((await available('uah')).toFixed()).toBe(before.minus('2030').toFixed());
    expect(await usedToday('uah')).toBe('2030');
    const sent = fx.exchange.requests.of('/v3/auth/withdraw');
    const third = await paymentCalls.failure('fiat.withdraw', payout);
    expect(third.kind).toBe('guard');
    expect(fx.exchange.requests.of('/v3/auth/withdraw')).toBe(sent);
  });
});

describe('a gateway invoice carried out and answered with no clear refusal', () => {
  it.each(Object.entries(UNCLEAR))('%s: an unknown outcome, the invoice made once and never asked for again', async (_what, answer) => {
    expect(await mainCalls.call('fiat.open', { flow: 'deposit', currency: 'uah' })).toEqual({ opened: 'window' });
    const made = fx.demo.gateway.invoices.size;
    // Two faults queued on the gateway's invoice path: a second request would use up the second.
    const set = await admin('/admin/faults', { path: '/public-api/payment-invoices', mode: 'answer', carryOut: true, times: 2, ...answer });
    expect(set.status).toBe(200);
    const error = await paymentCalls.failure('fiat.deposit', { amount: '500', service: 'card_uah_hpp', fields: {} });
    expect(error.kind).toBe('unknown-outcome');
    expect(error.message).toMatch(/^The payment gateway at 127\.0\.0\.1:\d+ did not confirm the invoice for deposit \d+\. It may or may not have happened/);
    expect(fx.demo.gateway.invoices.size).toBe(made + 1);
    expect(fx.exchange.faults.take('/public-api/payment-invoices')?.times).toBe(0); // one left: sent once
  });
});

describe('a cancel answered with JSON of another shape', () => {
  it.each([
    ['one order', 'orders.cancel', '/v3/order/cancel'],
    ['several orders', 'orders.cancelMany', '/v3/order/cancel/multy'],
  ] as const)('%s: neither cancelled nor refused but an unknown outcome, sent once, and the orders read again', async (_what, op, apiPath) => {
    const open = await mainCalls.call<Order[]>('orders.active', {});
    const id = open[0]!.id;
    await mainCalls.call('account.watch', { balances: true, orders: true });
    const since = pushed.length;
    const sent = fx.exchange.requests.of(apiPath);
    await carriedOutThen(apiPath, { status: 200, contentType: 'application/json', body: '{"status":"maybe"}' });
    const error = await mainCalls.failure(op, op === 'orders.cancel' ? { orderId: id } : { orderIds: [id] });
    expect(error.kind).toBe('unknown-outcome');
    expect(error.message).toContain('It may or may not have happened');
    expect(fx.exchange.requests.of(apiPath)).toBe(sent + 1);
    await expect
      .poll(() => pushed.slice(since).some((e) => e.name === 'orders.changed' && !(e.payload as Order[]).some((o) => o.id === id)), { timeout: 5000 })
      .toBe(true);
  });
});
