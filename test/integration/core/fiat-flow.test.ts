import { describe, expect, it } from 'vitest';
import type { Balance, FiatDepositFinished, FiatPayment, FiatServices, FiatWindowClosed, FiatWindowContext, WithdrawalResult } from '../../../shared/contract/index.js';
import { Big } from '../../../shared/decimal.js';
import type { Session } from '../../../electron/core/app.js';
import { useCore } from '../../support/core-fixture.js';
import { formsOf, postForm } from '../demo/gateway-client.js';
import { get } from '../demo/fetch-json.js';

// Fiat through the whole core, over the contract, against the demo exchange and its demo
// payment gateway: the main window opens a payment window (a session of the gateway kind
// with a ticket), which does the payout and the deposits; a person pays on the gateway's page.
const fx = useCore({ demo: { seed: 4 }, gateway: true, core: { fiatWatchMs: 50 }, paymentWindows: true, accounts: [0], funds: { uah: '10000' } });
const { questions, paymentCalls } = fx;
const mainCalls = fx;
const finished: FiatDepositFinished[] = [];
const windowsClosed: { to: Session; payload: FiatWindowClosed }[] = [];
fx.onEvent = ({ name, payload }, to) => {
  if (name === 'fiat.depositFinished') finished.push(payload as FiatDepositFinished);
  if (name === 'fiat.windowClosed') windowsClosed.push({ to, payload: payload as FiatWindowClosed });
};
let savedSource: number | null = null;

const availableUah = async () => new Big((await mainCalls.call<Balance[]>('balances.list')).find((b) => b.currency === 'uah')?.available ?? '0');

/** Opens the payment window for a flow, as the main window's Fiat view does. */
async function open(flow: 'deposit' | 'withdraw'): Promise<void> {
  expect(await mainCalls.call('fiat.open', { flow, currency: 'uah' })).toEqual({ opened: 'window' });
}

/** A person on the gateway's payment page: the form goes there, then Pay or Cancel. */
async function payOnGateway(form: FiatPayment['form'], button: 'Pay' | 'Cancel'): Promise<void> {
  const processed = await postForm(form.action, form.fields.map((f) => [f.name, f.value] as [string, string]), { accept: 'text/html' });
  expect(processed.status, processed.text).toBe(303);
  const page = await get(new URL(processed.headers.get('location')!, form.action).toString(), { redirect: 'manual' });
  const chosen = formsOf(page.text).find((f) => f.button === button)!;
  const settled = await postForm(new URL(chosen.action, form.action).toString(), chosen.fields, { accept: 'text/html' });
  expect([200, 303]).toContain(settled.status);
}

async function until<T>(read: () => T | Promise<T>, done: (value: T) => boolean, limitMs = 10_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`Not there after ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}


describe('the payment window', () => {
  it('knows its flow, currency and account from main, and may call nothing of the wallet', async () => {
    await open('withdraw');
    const context = await paymentCalls.call<FiatWindowContext>('fiat.context');
    expect(context).toMatchObject({ flow: 'withdraw', currency: 'uah', precision: 2, language: 'en', gatewayOrigin: new URL(fx.demo.gatewayUrl).origin });
    expect(new Big(context.available!).gte(10000)).toBe(true);
    expect((await paymentCalls.failure('balances.list')).message).toBe('The payment window cannot read the balances: only the main window can.');
    expect((await paymentCalls.failure('fiat.depositServices')).message).toBe('This payment window is for a payout.');
    // The gateway's forms follow the app's language setting.
    await mainCalls.call('settings.update', { language: 'uk' });
    expect((await paymentCalls.call<FiatWindowContext>('fiat.context')).language).toBe('uk');
    await mainCalls.call('settings.update', { language: 'en' });
  });
});

describe('the main window hears a payment window close', () => {
  it('once the last window of that flow and currency is gone, and the payment window hears nothing of it', async () => {
    await open('deposit');
    const closing = fx.payment!;
    windowsClosed.length = 0;
    fx.closePayment(closing);
    expect(windowsClosed).toEqual([{ to: fx.main, payload: { flow: 'deposit', currency: 'uah' } }]);
    // The payouts below act in a payout window, as the first test left them.
    await open('withdraw');
  });
});

describe('payouts', () => {
  it('lists the gateway’s services for the amount, with their fields, limits and fees', async () => {
    const services = await paymentCalls.call<FiatServices>('fiat.payoutServices', { amount: '1000' });
    expect(services.testMode).toBe(true);
    const card = services.services.find((s) => s.code === 'card_uah')!;
    expect(card).toMatchObject({ method: 'payment_card', amountMin: '100', amountMax: '250000', fee: { rate: '1.5', fixed: '0' } });
    expect(card.fields.map((f) => f.key)).toEqual(['card_number']);
    expect(services.services.map((s) => s.code)).toContain('phone_uah');
  });

  it('refuses a bad card number in main, naming the field, and sends nothing', async () => {
    const before = await availableUah();
    const asked = questions.length;
    const error = await paymentCalls.failure('fiat.withdraw', { amount: '1000', service: 'card_uah', fields: { card_number: '4111 1111' } });
    expect(error).toMatchObject({ kind: 'validation', field: 'card_number' });
    expect((await paymentCalls.failure('fiat.withdraw', { amount: '50', service: 'card_uah', fields: { card_number: '4111111111111111' } })).field).toBe('amount');
    expect((await paymentCalls.failure('fiat.withdraw', { amount: '1000', service: 'card_uah', fields: { card_number: '4111111111111111', cvv: '123' } })).message).toMatch(/no field “cvv”/);
    expect((await paymentCalls.failure('fiat.withdraw', { amount: '1000', service: 'nope', fields: {} })).kind).toBe('not-found');
    expect(questions.length).toBe(asked);
    expect((await availableUah()).eq(before)).toBe(true);
  });

  it('is held by the withdrawal guard until the card is in the address book', async () => {
    await mainCalls.call('guard.setRule', { currency: 'uah', allowListOnly: true, dailyLimit: null, password: null });
    const stopped = await paymentCalls.failure('fiat.withdraw', { amount: '1000', service: 'card_uah', fields: { card_number: '4111111111111111' } });
    expect(stopped.kind).toBe('guard');
    await mainCalls.call('guard.saveAddress', { currency: 'uah', address: '4111111111111111', memo: null, label: 'My card', password: null });
    fx.answer = false;
    expect((await paymentCalls.failure('fiat.withdraw', { amount: '1000', service: 'card_uah', fields: { card_number: '4111111111111111' } })).kind).toBe('declined');
    fx.answer = true;
    await mainCalls.call('guard.setRule', { currency: 'uah', allowListOnly: false, dailyLimit: null, password: null });
  });

  it('pays out once after main’s confirmation, and the balance loses the amount and the fee', async () => {
    const before = await availableUah();
    const result = await paymentCalls.call<WithdrawalResult>('fiat.withdraw', { amount: '1000', service: 'card_uah', fields: { card_number: '4111111111111111' } });
    expect(result.withdrawalId).toBeGreaterThan(0);
    expect(result.summary).toMatchObject({ amount: '1000', fee: '15', debit: '1015', receive: '1000' });
    const question = questions.at(-1)!;
    expect(question.title).toBe('Pay out UAH');
    expect(question.detail).toContain('To: “card •••• 1111”');
    expect(question.detail).not.toContain('4111111111111111');
    expect(question.detail).toContain('Taken from your balance: 1,015 UAH');
    expect((await availableUah()).toString()).toBe(before.minus(1015).toString());
    savedSource = result.fundSourceId ?? null;
    expect(savedSource).toBeGreaterThan(0);
  });

  it('pays out again to the destination the exchange saved, by its number; the guard knows it as fund-source:<number>', async () => {
    const before = await availableUah();
    const result = await paymentCalls.call<WithdrawalResult>('fiat.withdraw', { amount: '200', service: 'card_uah', fundSourceId: savedSource! });
    expect(result.fundSourceId).toBe(savedSource);
    expect(questions.at(-1)!.detail).toContain(`To: “saved payment details no. ${savedSource}”`);
    expect((await availableUah()).toString()).toBe(before.minus(203).toString());
    expect((await paymentCalls.failure('fiat.withdraw', { amount: '200', service: 'card_uah', fundSourceId: 999_999 })).kind).toBe('not-found');
  });

  it('refuses to act once the main window switched to another account', async () => {
    const first = (await mainCalls.call<{ activeId: string }>('profiles.list')).activeId;
    await mainCalls.call('profiles.addDemo', { index: 1 });
    const added = await mainCalls.call<{ profiles: { id: string }[] }>('profiles.list');
    const other = added.profiles.find((p) => p.id !== first)!;
    await mainCalls.call('profiles.activate', { id: other.id });
    const error = await paymentCalls.failure('fiat.payoutServices', { amount: '1000' });
    expect(error.message).toMatch(/switched away from/);
    await mainCalls.call('profiles.activate', { id: first });
  });
});

describe('deposits', () => {
  it('makes the deposit and its invoice; paying on the gateway’s page credits it and says so once', async () => {
    await open('deposit');
    const services = await paymentCalls.call<FiatServices>('fiat.depositServices');
    expect(services.services.find((s) => s.code === 'card_uah_hpp')).toMatchObject({ flow: 'hpp', fields: [] });
    const before = await availableUah();
    const made = await paymentCalls.call<FiatPayment>('fiat.deposit', { amount: '500', service: 'card_uah_hpp', fields: {} });
    expect(new URL(made.form.action).origin).toBe(new URL(fx.demo.gatewayUrl).origin);
    await payOnGateway(made.form, 'Pay');
    const done = await until(() => finished.find((f) => f.depositId === made.depositId), (f) => f !== undefined);
    expect(done).toEqual({ depositId: made.depositId, status: 'done', currency: 'uah', amount: '500' });
    expect((await availableUah()).toString()).toBe(before.plus(500).toString());
  });

  it('checks a service’s fields before the deposit is made', async () => {
    const error = await paymentCalls.failure('fiat.deposit', { amount: '100', service: 'phone_uah_form', fields: { phone: 'call me' } });
    expect(error).toMatchObject({ kind: 'validation', field: 'phone' });
  });

  it('the simplified deposit: the exchange hands over the form; a cancelled payment credits nothing', async () => {
    const before = await availableUah();
    const made = await paymentCalls.call<FiatPayment>('fiat.depositSimple', { amount: '250' });
    expect(made.form.fields.map((f) => f.name).sort()).toEqual(['amount', 'currency', 'public_key', 'reference_id', 'service']);
    await payOnGateway(made.form, 'Cancel');
    const ended = await until(() => finished.find((f) => f.depositId === made.depositId), (f) => f !== undefined);
    expect(ended?.status).toBe('canceled');
    expect((await availableUah()).eq(before)).toBe(true);
  });
});
