import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GuardView, WithdrawalResult } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';
import { forwardTo } from '../../support/forward.js';

// A card number is checked (Luhn, after spaces and dashes are taken out) by main before its
// confirmation is asked: the demo exchange and the demo gateway sit behind proxies that keep
// every request, so the test sees what left the computer, not only what the core answered.
interface Seen {
  path: string;
  body: string;
}

const proxies: Server[] = [];
const atExchange: Seen[] = [];
const atGateway: Seen[] = [];
// The proxies outlive the core (hooks after all run last to first).
afterAll(() => Promise.all(proxies.map((p) => new Promise((resolve) => p.close(resolve)))));
const fx = useCore({
  demo: { seed: 21 },
  core: async ({ demo }) => ({
    exchangeUrl: await keeping(() => demo.exchange.port, atExchange),
    gatewayUrl: await keeping(() => Number(new URL(demo.gatewayUrl).port), atGateway),
  }),
  paymentWindows: true,
  accounts: [0],
  funds: { uah: '10000' },
});
const { questions, paymentCalls } = fx;
const mainCalls = fx;

/** A loopback proxy to `port` that notes each request's path and body. */
async function keeping(port: () => number, seen: Seen[]): Promise<string> {
  const forward = forwardTo(port);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => seen.push({ path: (req.url ?? '').split('?')[0]!, body: Buffer.concat(chunks).toString('utf8') }));
    forward(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  proxies.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  expect(await mainCalls.call('fiat.open', { flow: 'withdraw', currency: 'uah' })).toEqual({ opened: 'window' });
});

beforeEach(() => {
  atExchange.length = 0;
  atGateway.length = 0;
});

describe('a payout card number, checked in main', () => {
  it('refuses a card number failing the Luhn check before any confirmation; no payout reaches the exchange and the number reaches neither server', async () => {
    const asked = questions.length;
    const error = await paymentCalls.failure('fiat.withdraw', { amount: '1000', service: 'card_uah', fields: { card_number: '4111111111111112' } });
    expect(error).toMatchObject({ kind: 'validation', field: 'card_number' });
    expect(error.message).toBe('This card number has a mistake: a digit is wrong or two are swapped. Check it against the card.');
    expect(questions.length).toBe(asked);
    expect(atExchange.map((r) => r.path)).not.toContain('/v3/auth/withdraw');
    // The gateway was only asked for its services' rules (how main knows the field is a card), never given the number.
    expect(atGateway.map((r) => r.path)).toEqual(['/public-api/payout-prerequest']);
    for (const request of [...atExchange, ...atGateway]) expect(request.body).not.toMatch(/4111/);
  });

  it('takes a card number typed with spaces, shows it masked in the confirmation, and sends its digits only', async () => {
    const result = await paymentCalls.call<WithdrawalResult>('fiat.withdraw', { amount: '1000', service: 'card_uah', fields: { card_number: '4111 1111-1111 1111' } });
    const question = questions.at(-1)!;
    expect(question.message).toBe('Pay out 1,000 UAH through “Bank card” to “card •••• 1111”?');
    expect(question.detail).toContain('To: “card •••• 1111”');
    expect(`${question.title} ${question.message} ${question.detail}`).not.toMatch(/4111111111111111|4111 1111/);
    expect(result.recipient).toBe('card •••• 1111');
    const sent = atExchange.filter((r) => r.path === '/v3/auth/withdraw');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body).fields).toEqual({ card_number: '4111111111111111' });
  });

  it('normalises a phone number typed with spaces and parentheses, and shows its last four digits', async () => {
    const result = await paymentCalls.call<WithdrawalResult>('fiat.withdraw', { amount: '100', service: 'phone_uah', fields: { phone: '+380 (67) 123-45-67' } });
    expect(questions.at(-1)!.detail).toContain('To: “phone •••• 4567”');
    expect(result.recipient).toBe('phone •••• 4567');
    const sent = atExchange.filter((r) => r.path === '/v3/auth/withdraw');
    expect(JSON.parse(sent[0]!.body).fields).toEqual({ phone: '+380671234567' });
  });
});

describe('a card or phone in the withdrawal guard’s address book, however it was written', () => {
  const book = async () => (await mainCalls.call<GuardView>('guard.get')).addresses.filter((a) => a.currency === 'uah');
  const payouts = () => atExchange.filter((r) => r.path === '/v3/auth/withdraw').length;

  beforeAll(async () => {
    await mainCalls.call('guard.setRule', { currency: 'uah', allowListOnly: true, dailyLimit: null, password: null });
  });
  afterAll(async () => {
    for (const entry of await book()) await mainCalls.call('guard.removeAddress', { currency: 'uah', address: entry.address, memo: entry.memo, password: null });
    await mainCalls.call('guard.setRule', { currency: 'uah', allowListOnly: false, dailyLimit: null, password: null });
  });

  it('saves a card typed in groups as its digits, once, whichever way it is typed again', async () => {
    await mainCalls.call('guard.saveAddress', { currency: 'uah', address: '4111 1111 1111 1111', memo: null, label: 'My card', password: null });
    await mainCalls.call('guard.saveAddress', { currency: 'uah', address: '4111-1111-1111-1111', memo: null, label: 'Salary card', password: null });
    expect(await book()).toEqual([{ currency: 'uah', address: '4111111111111111', memo: null, label: 'Salary card' }]);
  });

  it('lets a payout to the saved card through, typed with dashes in the payout form', async () => {
    const result = await paymentCalls.call<WithdrawalResult>('fiat.withdraw', { amount: '100', service: 'card_uah', fields: { card_number: '4111-1111-1111-1111' } });
    expect(result.recipient).toBe('card •••• 1111');
    expect(payouts()).toBe(1);
  });

  it('lets a payout to a phone saved with spaces and parentheses through, and still stops another card', async () => {
    await mainCalls.call('guard.saveAddress', { currency: 'uah', address: '+380 (67) 123-45-67', memo: null, label: 'Phone', password: null });
    expect((await book()).map((a) => a.address)).toContain('+380671234567');
    await paymentCalls.call<WithdrawalResult>('fiat.withdraw', { amount: '100', service: 'phone_uah', fields: { phone: '+380671234567' } });
    expect(payouts()).toBe(1);
    const stopped = await paymentCalls.failure('fiat.withdraw', { amount: '100', service: 'card_uah', fields: { card_number: '5555 5555 5555 4444' } });
    expect(stopped.kind).toBe('guard');
    expect(payouts()).toBe(1);
  });

  it('removes the saved card however it is typed', async () => {
    await mainCalls.call('guard.removeAddress', { currency: 'uah', address: '4111 1111 1111 1111', memo: null, password: null });
    expect((await book()).map((a) => a.address)).toEqual(['+380671234567']);
  });
});

describe('the address book of a coin', () => {
  it('refuses an address with a space inside, in words, and saves nothing', async () => {
    const error = await mainCalls.failure('guard.saveAddress', { currency: 'btc', address: 'bc1q ar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', memo: null, label: 'x', password: null });
    expect(error).toMatchObject({ kind: 'validation', field: 'address', message: 'An address is written without spaces, in plain letters, digits and signs: check what was pasted.' });
    expect((await mainCalls.call<GuardView>('guard.get')).addresses.filter((a) => a.currency === 'btc')).toEqual([]);
  });
});
