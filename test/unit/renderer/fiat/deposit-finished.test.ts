import { describe, expect, it } from 'vitest';
import { depositFinishedText } from '../../../../renderer/fiat/deposit-finished.js';
import { developerWords } from '../../../support/developer-words.js';

describe('a fiat deposit that ended, in words', () => {
  it('says a cancelled deposit in the app’s words, the currency in upper case', () => {
    const text = depositFinishedText({ depositId: 7, currency: 'uah', amount: '100', status: 'canceled' }, '100');
    expect(text).toBe('Deposit 7 of 100 UAH ended (Cancelled): nothing was credited.');
    expect(developerWords(text, { keys: [], serviceIds: [], coins: ['uah'] })).toEqual([]);
  });

  it('says a paid one is credited', () => {
    expect(depositFinishedText({ depositId: 8, currency: 'usd', amount: '5', status: 'done' }, '•••')).toBe('Deposit 8 of ••• USD is paid and credited.');
  });
});
