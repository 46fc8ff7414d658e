import { describe, expect, it } from 'vitest';
import type { FeeRecord } from '../../../shared/contract/index.js';
import { dec } from '../../../shared/decimal.js';
import { checkWithdrawal, coinWithdrawalFee, type WithdrawalTerms } from '../../../shared/funds/withdrawal.js';

const btc: WithdrawalTerms = {
  currency: 'btc',
  precision: 8,
  fee: dec('0.0005'),
  feeCurrency: 'btc',
  minWithdraw: dec('0.001'),
  available: dec('1.5'),
  needsMemo: false,
};
const input = (amount: string, feeIncluded = false) => ({ amount, feeIncluded, memo: '', allowBlankMemo: false });

describe('what a withdrawal costs', () => {
  it('adds the fee on top by default, exactly', () => {
    const { summary, problems } = checkWithdrawal(input('0.1'), btc);
    expect(problems).toEqual([]);
    expect(summary).toEqual({ currency: 'btc', amount: '0.1', fee: '0.0005', receive: '0.1', debit: '0.1005', feeIncluded: false });
  });

  it('takes the fee out of the amount with "fee included" (withdrawall)', () => {
    const { summary, problems } = checkWithdrawal(input('0.1', true), btc);
    expect(problems).toEqual([]);
    expect(summary).toMatchObject({ receive: '0.0995', debit: '0.1' });
  });

  it('never goes through a float: 0.1 + 0.2 style sums stay exact', () => {
    const { summary } = checkWithdrawal(input('0.00000001'), { ...btc, fee: dec('0.00000002') });
    expect(summary).toMatchObject({ receive: '0.00000001', debit: '0.00000003' });
  });

  it('refuses more than the available balance, naming both figures', () => {
    const { problems } = checkWithdrawal(input('1.5'), btc);
    expect(problems).toEqual([{ field: 'amount', message: expect.stringContaining('1.5005 BTC') }]);
    expect(problems[0]!.message).toContain('only 1.5 BTC is available');
    // With the fee included the same amount fits exactly.
    expect(checkWithdrawal(input('1.5', true), btc).problems).toEqual([]);
  });

  it('refuses below the minimum, measured on what the recipient gets', () => {
    expect(checkWithdrawal(input('0.0009'), btc).problems[0]!.message).toContain('at least 0.001 BTC');
    expect(checkWithdrawal(input('0.001'), btc).problems).toEqual([]);
    expect(checkWithdrawal(input('0.0014', true), btc).problems[0]!.message).toContain('at least 0.001 BTC');
  });

  it('refuses a fee larger than the amount when the fee is included', () => {
    expect(checkWithdrawal(input('0.0004', true), btc).problems[0]!.message).toContain('the recipient would get nothing');
  });

  it('refuses more digits than the currency has, and text that is not an amount', () => {
    expect(checkWithdrawal(input('0.123456789'), btc).problems[0]!.message).toContain('at most 8 digits');
    for (const bad of ['1,5', '1e-3', '-1', 'abc', '.5', '0x10']) {
      const check = checkWithdrawal(input(bad), btc);
      expect(check.summary).toBeNull();
      expect(check.problems[0]!.message).toContain('is not an amount');
    }
    expect(checkWithdrawal(input('  '), btc).problems[0]!.message).toBe('Enter an amount.');
    expect(checkWithdrawal(input('0'), btc).problems[0]!.message).toContain('more than zero');
  });

  it('asks for the memo of a memo currency unless sending without one is ticked', () => {
    const xrp = { ...btc, currency: 'xrp', fee: dec('0.25'), minWithdraw: dec('20'), available: dec('100'), needsMemo: true };
    expect(checkWithdrawal(input('25'), xrp).problems).toEqual([{ field: 'memo', message: expect.stringContaining('memo') }]);
    expect(checkWithdrawal({ ...input('25'), memo: '12345' }, xrp).problems).toEqual([]);
    expect(checkWithdrawal({ ...input('25'), allowBlankMemo: true }, xrp).problems).toEqual([]);
  });

  it('does not add a fee taken in another currency to the debit', () => {
    const { summary } = checkWithdrawal(input('10'), { ...btc, currency: 'usdt', fee: dec('0.0001'), feeCurrency: 'eth', minWithdraw: dec('1'), available: dec('100') });
    expect(summary).toMatchObject({ receive: '10', debit: '10' });
  });
});

describe('the fee of a coin from the fee list', () => {
  const records: FeeRecord[] = [
    { kind: 'fiat', code: 'payment_card', category: 'uah', depositFees: [], withdrawFees: [{ type: 'percent', amount: '1.5' }] },
    {
      kind: 'crypto',
      code: 'BTC',
      category: 'coin',
      withdrawFees: [{ type: 'fixed', asset: { amount: '0.0005', currency: 'BTC', toUsd: '32' } }],
      minDeposit: { amount: '0.0001', currency: 'btc', toUsd: '6.4' },
      minWithdraw: { amount: '0.001', currency: 'btc', toUsd: '64' },
    },
  ];
  it('reads the fixed fee, its currency and the minimum; none for an unlisted coin', () => {
    expect(coinWithdrawalFee(records, 'btc')).toEqual({ fee: '0.0005', feeCurrency: 'btc', minWithdraw: '0.001' });
    expect(coinWithdrawalFee(records, 'eth')).toBeNull();
    expect(coinWithdrawalFee(records, 'payment_card')).toBeNull();
  });
});
