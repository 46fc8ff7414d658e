import { describe, expect, it } from 'vitest';
import type { FiatField, FiatService } from '../../../shared/contract/index.js';
import { buildForm, checkAmount, cleanValues, fiatFee, fieldProblem, payoutDestination, pickText, valuesProblems } from '../../../shared/fiat/form.js';

const field = (over: Partial<FiatField>): FiatField => ({
  key: 'x',
  type: 'text',
  label: { en: 'X' },
  hint: {},
  example: '',
  regexp: null,
  required: false,
  position: 0,
  ...over,
});

const card: FiatService = {
  code: 'card_uah',
  method: 'payment_card',
  methodName: { en: 'Bank card', uk: 'Банківська картка' },
  currency: 'uah',
  amountMin: '100',
  amountMax: '250000',
  fee: { rate: '1.5', fixed: '0', min: null, max: null },
  flow: null,
  fields: [
    field({ key: 'comment', type: 'textarea', label: { en: 'Comment', uk: 'Коментар' }, position: 3 }),
    field({ key: 'card_number', label: { en: 'Card number', uk: 'Номер картки', ru: 'Номер карты' }, hint: { en: 'The 16 digits on the card' }, example: '4111111111111111', regexp: '^\\d{12,19}$', required: true, position: 1 }),
    field({ key: 'phone', type: 'tel', label: { uk: 'Телефон' }, regexp: '^\\+?\\d{10,15}$', position: 2 }),
  ],
};

describe('the form built from a service', () => {
  it('orders the fields by position and maps their types to inputs', () => {
    const form = buildForm(card, 'en');
    expect(form.map((f) => [f.key, f.input, f.required])).toEqual([
      ['card_number', 'text', true],
      ['phone', 'tel', false],
      ['comment', 'textarea', false],
    ]);
    expect(form[0]).toMatchObject({ label: 'Card number', hint: 'The 16 digits on the card', placeholder: '4111111111111111' });
    expect(form[0]!.pattern!.test('4111111111111111')).toBe(true);
  });

  it('labels in the app’s language, English when the gateway has none in it, then any it has', () => {
    expect(buildForm(card, 'uk')[0]!.label).toBe('Номер картки');
    expect(buildForm(card, 'uk-UA')[0]!.label).toBe('Номер картки');
    expect(buildForm(card, 'de')[0]!.label).toBe('Card number');
    // Only Ukrainian given: shown as it is rather than left blank.
    expect(buildForm(card, 'en')[1]!.label).toBe('Телефон');
    expect(pickText({}, 'en')).toBe('');
    // No label at all: the key.
    expect(buildForm({ fields: [field({ key: 'iban', label: {} })] }, 'en')[0]!.label).toBe('iban');
  });

  it('numbers stay text: no spinner, leading zeros kept; unknown types are text', () => {
    const form = buildForm({ fields: [field({ key: 'a', type: 'number' }), field({ key: 'b', type: 'email' }), field({ key: 'c', type: 'weird' })] }, 'en');
    expect(form.map((f) => f.input)).toEqual(['text', 'email', 'text']);
  });
});

describe('checks on what was typed', () => {
  it('checks required fields and the gateway’s pattern, and lets an empty optional field be', () => {
    const cardField = card.fields[1]!;
    expect(fieldProblem(cardField, '', 'Card number')).toBe('Enter the card number.');
    expect(fieldProblem(cardField, '4111 1111', 'Card number')).toBe('This card number is not in the form the payment service expects.');
    expect(fieldProblem(cardField, '4111111111111111', 'Card number')).toBeNull();
    expect(fieldProblem(card.fields[2]!, '', 'Phone')).toBeNull();
    expect(fieldProblem(card.fields[2]!, 'abc', 'Phone')).not.toBeNull();
  });

  it('refuses unknown keys, names every problem, and cleans what is sent', () => {
    expect(valuesProblems(card, { card_number: '12', extra: 'x' })).toEqual([
      { key: 'extra', message: 'The payment service has no field “extra”.' },
      { key: 'card_number', message: 'This card number is not in the form the payment service expects.' },
    ]);
    expect(valuesProblems(card, { card_number: ' 4111111111111111 ' })).toEqual([]);
    expect(cleanValues(card, { card_number: ' 4111111111111111 ', comment: '', extra: 'x' })).toEqual({ card_number: '4111111111111111' });
  });

  it('an unreadable pattern is said so, not skipped', () => {
    expect(fieldProblem(field({ regexp: '(' }), 'a', 'X')).toMatch(/cannot be read/);
  });

  it('names the destination by the required values', () => {
    expect(payoutDestination(card, { card_number: '4111111111111111', phone: '+380' })).toBe('4111111111111111');
  });
});

describe('fees and amounts', () => {
  it('rate in percent plus fixed, held between min and max', () => {
    expect(fiatFee('1000', card.fee).toString()).toBe('15');
    expect(fiatFee('1000', { rate: '1', fixed: '5', min: null, max: null }).toString()).toBe('15');
    expect(fiatFee('100', { rate: '1', fixed: '0', min: '5', max: null }).toString()).toBe('5');
    expect(fiatFee('100000', { rate: '1', fixed: '0', min: null, max: '50' }).toString()).toBe('50');
    expect(fiatFee('100', null).toString()).toBe('0');
  });

  it('checks the service’s bounds, the precision and the balance, and adds the fee up', () => {
    const ctx = { currency: 'uah', precision: 2, available: '2000', payout: true };
    expect(checkAmount(card, '50', ctx).problem).toBe('The least this service takes is 100 UAH.');
    expect(checkAmount(card, '300000', ctx).problem).toBe('The most this service takes is 250,000 UAH.');
    expect(checkAmount(card, '100.001', ctx).problem).toBe('UAH has 2 decimal places; the amount has more.');
    expect(checkAmount(card, 'abc', ctx).problem).toBe('Enter an amount such as 250 or 250.50.');
    expect(checkAmount(card, '1000', ctx)).toEqual({ problem: null, fee: '15', debit: '1015' });
    expect(checkAmount(card, '1999', ctx).problem).toMatch(/more than the 2,000 UAH available/);
    // The fee is money: rounded up to the currency's places.
    expect(checkAmount(card, '100.01', ctx).fee).toBe('1.51');
    // A deposit is not checked against the balance, and its fee is not debited.
    expect(checkAmount(card, '5000', { ...ctx, payout: false })).toEqual({ problem: null, fee: '75', debit: '5000' });
  });
});
