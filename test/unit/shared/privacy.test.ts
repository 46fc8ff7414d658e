import { describe, expect, it } from 'vitest';
import type { FundsSettled } from '../../../shared/contract/index.js';
import { settledText } from '../../../shared/funds/settled-text.js';
import { amountsHidden, HIDDEN_AMOUNT } from '../../../shared/privacy.js';

describe('privacy mode', () => {
  it.each([
    [false, false, false, false],
    [false, false, true, false],
    [true, false, false, true],
    [false, true, false, false],
    [false, true, true, true],
    [true, true, true, true],
  ])('hideAmounts %s, hideAmountsWhenLocked %s, locked %s: amounts hidden %s', (hideAmounts, hideAmountsWhenLocked, locked, hidden) => {
    expect(amountsHidden({ hideAmounts, hideAmountsWhenLocked }, locked)).toBe(hidden);
  });
});

describe('the words of funds settled', () => {
  const settled = {
    deposits: [
      { currency: 'ltc', amount: '3.25' },
      { currency: 'btc', amount: '0.5' },
    ],
    withdrawals: [{ currency: 'usdt', amount: '120' }],
  } as unknown as FundsSettled;

  it('name each amount and currency', () => {
    expect(settledText(settled)).toEqual({
      title: 'Deposits and withdrawals',
      body: 'Deposit credited: 3.25 LTC, 0.5 BTC. Withdrawal completed: 120 USDT.',
    });
  });

  it('keep the currencies and hide every amount in privacy mode', () => {
    const { title, body } = settledText(settled, { hideAmounts: true });
    expect(title).toBe('Deposits and withdrawals');
    expect(body).toBe(`Deposit credited: ${HIDDEN_AMOUNT} LTC, ${HIDDEN_AMOUNT} BTC. Withdrawal completed: ${HIDDEN_AMOUNT} USDT.`);
    expect(body).not.toMatch(/\d/);
  });
});
