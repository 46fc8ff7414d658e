import { beforeEach, describe, expect, it } from 'vitest';
import { useCore } from '../../support/core-fixture.js';

// Destinations are checked by the core before any confirmation is asked, whatever a window sent.

// Answered no unless a test sends for real: what matters is what it says, and that nothing went.
const fx = useCore({ exchange: { seed: 7 }, core: { notifyGapMs: 0 }, answer: false, accounts: [0], funds: { btc: '2', usdt: '1000', xrp: '500' } });
const { call, failure, questions } = fx;

/** The demo exchange's request log, read over HTTP as any outside check would. */
async function withdrawRequests(): Promise<number> {
  return (await fx.exchangeRequests())['/v3/auth/withdraw'] ?? 0;
}

const GOOD_BTC = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const BAD_BTC = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlj';
const withdrawal = (currency: string, address: string, extra: Record<string, unknown> = {}) => ({ currency, address, allowBlankMemo: false, amount: '0.01', feeIncluded: false, ...extra });

beforeEach(async () => {
  questions.length = 0;
  await fx.clearExchangeRequests();
});

describe('a destination is checked before the confirmation', () => {
  it('refuses a BTC address with a wrong checksum: no question asked, nothing reaches the exchange', async () => {
    const refused = await failure('withdrawals.create', withdrawal('btc', BAD_BTC));
    expect(refused).toMatchObject({ kind: 'validation', message: 'This is not a Bitcoin address: the checksum does not match — a character is wrong or missing.' });
    expect(refused.message).not.toContain(BAD_BTC.slice(4, 20));
    expect(questions).toEqual([]);
    expect(await withdrawRequests()).toBe(0);
  });

  it('refuses an Ethereum address for BTC, saying what it looks like', async () => {
    const refused = await failure('withdrawals.create', withdrawal('btc', '0x52908400098527886E0F7030069857D2E4169EE7'));
    expect(refused.message).toBe('This is not a Bitcoin address: it looks like an Ethereum address. Sent there, the coins would be lost.');
    expect(questions).toEqual([]);
    expect(await withdrawRequests()).toBe(0);
  });

  it('refuses a TRON address for the demo’s USDT, which its explorer link says is ERC-20', async () => {
    const refused = await failure('withdrawals.create', withdrawal('usdt', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', { amount: '20' }));
    expect(refused.message).toContain('on Ethereum (ERC-20)');
    expect(questions).toEqual([]);
  });

  it('refuses an XRP destination tag out of the 32-bit range', async () => {
    const refused = await failure('withdrawals.create', withdrawal('xrp', 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe', { memo: '4294967296', amount: '25' }));
    expect(refused.message).toContain('whole number from 0 to 4294967295');
    expect(questions).toEqual([]);
  });

  it('asks about a good address with the address in groups of four', async () => {
    await failure('withdrawals.create', withdrawal('btc', GOOD_BTC));
    expect(questions).toHaveLength(1);
    expect(questions[0]!.detail).toContain('bc1q xy2k gdyg jrsq tzq2 n0yr f249 3p83 kkfj hx0w lh');
    expect(questions[0]!.detail).not.toContain('looks like');
    expect(await withdrawRequests()).toBe(0);
  });

  it('warns in the confirmation about a look-alike of a saved address', async () => {
    const saved = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
    await call('guard.saveAddress', { currency: 'usdt', address: saved, memo: null, label: 'Savings', password: null });
    const poisoned = `0x5aae${'0'.repeat(32)}eaed`;
    await failure('withdrawals.create', withdrawal('usdt', poisoned, { amount: '20' }));
    expect(questions).toHaveLength(1);
    expect(questions[0]!.detail).toMatch(/looks like “Savings” in your address book/);
    await call('guard.removeAddress', { currency: 'usdt', address: saved, memo: null, password: null });
  });

  it('warns about a look-alike of an address this coin was withdrawn to before', async () => {
    const used = `0x7d1c${'ab'.repeat(16)}9f2e`;
    fx.answer = true;
    try {
      await call('withdrawals.create', withdrawal('usdt', used, { amount: '20' }));
    } finally {
      fx.answer = false;
    }
    questions.length = 0;
    await failure('withdrawals.create', withdrawal('usdt', `0x7d1c${'cd'.repeat(16)}9f2e`, { amount: '20' }));
    expect(questions).toHaveLength(1);
    expect(questions[0]!.message).toContain('looks like one you know but is not it');
    expect(questions[0]!.detail).toContain('looks like an address you withdrew to before');
    // The address itself, sent to again, is no look-alike.
    questions.length = 0;
    await failure('withdrawals.create', withdrawal('usdt', used, { amount: '20' }));
    expect(questions[0]!.detail).not.toContain('looks like');
  });
});

describe('the address book checks what it saves', () => {
  it('refuses a bad address and saves nothing', async () => {
    const refused = await failure('guard.saveAddress', { currency: 'btc', address: BAD_BTC, memo: null, label: 'Typo', password: null });
    expect(refused).toMatchObject({ kind: 'validation', message: expect.stringContaining('checksum') });
    expect((await call<{ addresses: { currency: string }[] }>('guard.get')).addresses.filter((a) => a.currency === 'btc')).toEqual([]);
  });

  it('refuses a memo the coin cannot carry', async () => {
    const refused = await failure('guard.saveAddress', { currency: 'xlm', address: 'GA7QYNF7SOWQ3GLR2BGMZEHXAVIRZA4KVWLTJJFC7MGXUA74P7UJVSGZ', memo: 'x'.repeat(29), label: '', password: null });
    expect(refused.message).toContain('28 bytes');
  });
});
