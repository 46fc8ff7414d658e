/** The payment forms' checks speak the person's language (issue 24): the gateway's label in quotes, amounts with its symbols. */
import { afterEach, describe, expect, it } from 'vitest';
import { checkAmount, fieldProblem } from '../../../shared/fiat/form.js';
import { followLanguage } from '../../../shared/i18n/language.js';

const card = { key: 'card', type: 'number', required: true, regexp: null };

afterEach(() => followLanguage(() => 'en'));

describe('payment form checks in Ukrainian and Russian', () => {
  it('says what is wrong in Ukrainian', () => {
    followLanguage(() => 'uk');
    expect(fieldProblem(card, '', 'Номер картки')).toBe('Заповніть поле «Номер картки».');
    expect(checkAmount(null, '1.234', { currency: 'uah', precision: 2, payout: false }).problem).toBe('У UAH 2 знаки після коми; у сумі їх більше.');
    expect(checkAmount({ amountMin: '100.5', amountMax: null, fee: null }, '50', { currency: 'uah', precision: 2, payout: false }).problem).toBe('Мінімальна сума для цього сервісу — 100,5 UAH.');
  });

  it('says it in Russian', () => {
    followLanguage(() => 'ru');
    expect(fieldProblem(card, '4111 1111 1111 1112', 'Номер карты')).toBe('В номере карты ошибка: какая-то цифра неверна или две переставлены. Сверьте его с картой.');
    expect(checkAmount(null, 'abc', { currency: 'uah', precision: 2, payout: false }).problem).toBe('Введите сумму, например 250 или 250,50.');
  });

  it('stays in English word for word, the label in small letters', () => {
    expect(fieldProblem(card, '', 'Card number')).toBe('Enter the card number.');
    expect(checkAmount(null, '1.234', { currency: 'uah', precision: 1, payout: false }).problem).toBe('UAH has 1 decimal places; the amount has more.');
  });
});
