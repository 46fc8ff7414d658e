/** Numbers in the language now: exact amounts with its symbols, read back from what a person types. */
import { afterEach, describe, expect, it } from 'vitest';
import { formatDecimal } from '../../../shared/decimal.js';
import { followLanguage, language, m, systemLanguage, type Language } from '../../../shared/i18n/language.js';
import { numberSymbolsOf, typedDecimal } from '../../../shared/i18n/numbers.js';
import { formatAmount, formatPercentChange, formatSmallAmount } from '../../../renderer/common/format.js';

const NBSP = '\u00a0';
let now: Language = 'en';
followLanguage(() => now);
afterEach(() => (now = 'en'));

describe('numbers in the language now', () => {
  it('takes the symbols from Intl: a decimal comma and a no-break space in Ukrainian and Russian', () => {
    expect(numberSymbolsOf('en')).toEqual({ group: ',', decimal: '.' });
    expect(numberSymbolsOf('uk')).toEqual({ group: NBSP, decimal: ',' });
    expect(numberSymbolsOf('ru')).toEqual({ group: NBSP, decimal: ',' });
  });

  it('writes amounts exactly, with every digit, in the language’s symbols', () => {
    expect(formatDecimal('1234567.123456789012345678', { dp: 18 })).toBe('1,234,567.123456789012345678');
    now = 'uk';
    expect(language()).toBe('uk');
    expect(formatDecimal('1234567.123456789012345678', { dp: 18 })).toBe(`1${NBSP}234${NBSP}567,123456789012345678`);
    expect(formatAmount('1234.56', 2)).toBe(`1${NBSP}234,56`);
    expect(formatAmount('-0.5', 2)).toBe('−0,50');
    expect(formatPercentChange('1.25')).toBe('+1,25 %');
    expect(formatSmallAmount('0.0001', 2)).toBe('< 0,01');
    now = 'ru';
    expect(formatAmount('9999999.995', 2)).toBe(`10${NBSP}000${NBSP}000,00`);
  });

  it('reads what a person types: a decimal comma where the language writes one, spaces between groups', () => {
    const uk = numberSymbolsOf('uk');
    expect(typedDecimal('1 234,56', uk)).toBe('1234.56');
    expect(typedDecimal(`1${NBSP}234,5`, uk)).toBe('1234.5');
    expect(typedDecimal('0.25', uk)).toBe('0.25');
    expect(typedDecimal(' 12,0 ', uk)).toBe('12.0');
    // Two commas, or a comma and a point: left as typed, for the check to refuse in words.
    expect(typedDecimal('1,2,3', uk)).toBe('1,2,3');
    expect(typedDecimal('1.234,5', uk)).toBe('1.234,5');
    // English keeps its point; a comma is not taken for one.
    expect(typedDecimal('0.25', numberSymbolsOf('en'))).toBe('0.25');
    expect(typedDecimal('0,25', numberSymbolsOf('en'))).toBe('0,25');
    expect(typedDecimal('abc', uk)).toBe('abc');
  });
});

describe('the language', () => {
  it('of the system, when it is one of the three; English otherwise', () => {
    expect(systemLanguage(['uk-UA', 'en-US'])).toBe('uk');
    expect(systemLanguage(['de-DE', 'ru'])).toBe('ru');
    expect(systemLanguage(['de-DE', 'fr'])).toBe('en');
    expect(systemLanguage([])).toBe('en');
  });

  it('says messages in the language now, with plural forms', () => {
    now = 'uk';
    expect(m.nav_markets()).toBe('Ринки');
    expect([1, 3, 5, 21].map((count) => m.markets_shown({ shown: count, count }))).toEqual(['1 з 1 ринку', '3 з 3 ринків', '5 з 5 ринків', '21 з 21 ринку']);
    now = 'ru';
    expect(m.nav_settings()).toBe('Настройки');
    now = 'en';
    expect(m.markets_shown({ shown: 1, count: 1 })).toBe('1 of 1 market');
  });
});

describe('what is said outside the window, in the language now', () => {
  it('a settled deposit’s notification: its words and its amount (a decimal comma)', async () => {
    const { settledText } = await import('../../../shared/funds/settled-text.js');
    now = 'uk';
    expect(settledText({ deposits: [{ currency: 'btc', amount: '0.5' }], withdrawals: [] } as never)).toEqual({ title: 'Поповнення зараховано', body: 'Поповнення зараховано: 0,5 BTC.' });
    now = 'ru';
    expect(settledText({ deposits: [], withdrawals: [{ currency: 'usdt', amount: '120' }] } as never).title).toBe('Вывод выполнен');
  });

  it('the update question', async () => {
    const { installQuestion } = await import('../../../electron/main/updates.js');
    now = 'uk';
    expect(installQuestion('1.2.0')).toMatchObject({ message: 'Нова версія 1.2.0 готова.', buttons: ['Перезапустити зараз', 'Коли я вийду', 'Не зараз'] });
  });
});
