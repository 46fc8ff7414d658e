import { describe, expect, it } from 'vitest';
import type { FiatField, FiatService } from '../../../shared/contract/index.js';
import { fieldKind, luhnValid, maskedValue, normaliseValue } from '../../../shared/fiat/field-kinds.js';
import { cleanValues, fieldProblem, payoutDestination, payoutRecipient, valuesProblems } from '../../../shared/fiat/form.js';

const field = (over: Partial<FiatField>): FiatField => ({
  key: 'x',
  type: 'text',
  label: { en: 'X' },
  hint: {},
  example: '',
  regexp: null,
  required: true,
  position: 0,
  ...over,
});

// As the demo gateway describes them (and the real gateway's card payout did): type text, told apart by key and pattern.
const cardField = field({ key: 'card_number', label: { en: 'Card number' }, regexp: '^\\d{12,19}$', position: 1 });
const phoneField = field({ key: 'phone', label: { en: 'Phone number' }, regexp: '^\\+?\\d{10,15}$', position: 1 });
const service = (fields: FiatField[]): Pick<FiatService, 'fields'> => ({ fields });

describe('the Luhn check of card numbers', () => {
  it('accepts published test card numbers and refuses each with one digit changed', () => {
    for (const good of ['4111111111111111', '5555555555554444', '378282246310005', '4012888888881881', '6011111111111117', '4222222222222']) {
      expect(luhnValid(good), good).toBe(true);
    }
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('4111111111111121')).toBe(false);
    expect(luhnValid('5555555555554445')).toBe(false);
    // Two neighbouring digits swapped (the other common typing slip).
    expect(luhnValid('1411111111111111')).toBe(false);
  });

  it('is a check of digits only', () => {
    expect(luhnValid('')).toBe(false);
    expect(luhnValid('4111 1111 1111 1111')).toBe(false);
    expect(luhnValid('41111111111111x1')).toBe(false);
  });
});

describe('which fields are card or phone numbers', () => {
  it('a card number by its key or type, when its pattern accepts a card number', () => {
    expect(fieldKind(cardField)).toBe('card');
    expect(fieldKind(field({ key: 'cardNumber' }))).toBe('card');
    expect(fieldKind(field({ key: 'pan', regexp: '^[0-9]{16}$' }))).toBe('card');
    expect(fieldKind(field({ key: 'recipient', type: 'card' }))).toBe('card');
    // Card words that are not the card's number, or a pattern that no card number fits.
    expect(fieldKind(field({ key: 'card_holder', regexp: '^[A-Za-z ]+$' }))).toBe('plain');
    expect(fieldKind(field({ key: 'card_holder_name' }))).toBe('plain');
    expect(fieldKind(field({ key: 'card_id', regexp: '^\\d{1,8}$' }))).toBe('plain');
    // Digits of the card's length but no word of a card: an account number is not Luhn-checked.
    expect(fieldKind(field({ key: 'account', regexp: '^\\d{12,19}$' }))).toBe('plain');
  });

  it('a phone number by its key or type, when its pattern accepts a phone number', () => {
    expect(fieldKind(phoneField)).toBe('phone');
    expect(fieldKind(field({ key: 'msisdn', regexp: '^\\d{10,15}$' }))).toBe('phone');
    expect(fieldKind(field({ key: 'to', type: 'tel' }))).toBe('phone');
    expect(fieldKind(field({ key: 'mobile_phone' }))).toBe('phone');
    expect(fieldKind(field({ key: 'phone_operator', regexp: '^[a-z]+$' }))).toBe('plain');
    expect(fieldKind(field({ key: 'comment', type: 'textarea' }))).toBe('plain');
  });
});

describe('numbers as people type them', () => {
  it('a card number printed with spaces or dashes becomes its digits', () => {
    expect(normaliseValue(cardField, ' 4111 1111 1111 1111 ')).toBe('4111111111111111');
    expect(normaliseValue(cardField, '4111-1111-1111-1111')).toBe('4111111111111111');
    expect(normaliseValue(cardField, '4111\u00a01111\u20131111 1111')).toBe('4111111111111111');
    // Anything else is left for the pattern to refuse, not silently dropped.
    expect(normaliseValue(cardField, '4111 1111 1111 111O')).toBe('411111111111111O');
  });

  it('a phone number with spaces, dashes, dots and parentheses becomes + and digits', () => {
    expect(normaliseValue(phoneField, '+380 (67) 123-45-67')).toBe('+380671234567');
    expect(normaliseValue(phoneField, '067.123.45.67')).toBe('0671234567');
    // The gateway's pattern takes no +: the international number is sent without it.
    expect(normaliseValue(field({ key: 'phone', regexp: '^\\d{10,15}$' }), '+380 67 123 45 67')).toBe('380671234567');
  });

  it('other fields are only trimmed', () => {
    expect(normaliseValue(field({ key: 'comment' }), '  Rent - March  ')).toBe('Rent - March');
  });

  it('shows a card by its last four digits and a phone by its last four', () => {
    expect(maskedValue('card', '4111111111111111')).toBe('card •••• 1111');
    expect(maskedValue('phone', '+380671234567')).toBe('phone •••• 4567');
    expect(maskedValue('plain', 'UA12')).toBe('UA12');
  });
});

describe('the form’s checks use the normalised number', () => {
  it('a card number typed with spaces passes; a wrong digit is refused in words', () => {
    expect(fieldProblem(cardField, '4111 1111 1111 1111', 'Card number')).toBeNull();
    expect(fieldProblem(cardField, '4111-1111-1111-1111', 'Card number')).toBeNull();
    expect(fieldProblem(cardField, '4111 1111 1111 1112', 'Card number')).toBe('This card number has a mistake: a digit is wrong or two are swapped. Check it against the card.');
    expect(fieldProblem(cardField, '4111 1111', 'Card number')).toBe('This card number is not in the form the payment service expects.');
    expect(fieldProblem(phoneField, '+380 (67) 123-45-67', 'Phone number')).toBeNull();
  });

  it('sends digits only, and names the destination by them; a person reads it masked', () => {
    const both = service([cardField]);
    expect(valuesProblems(both, { card_number: '4111 1111 1111 1112' })).toEqual([
      { key: 'card_number', message: 'This card number has a mistake: a digit is wrong or two are swapped. Check it against the card.' },
    ]);
    expect(cleanValues(both, { card_number: '4111 1111 1111 1111' })).toEqual({ card_number: '4111111111111111' });
    expect(payoutDestination(both, { card_number: '4111-1111-1111-1111' })).toBe('4111111111111111');
    expect(payoutRecipient(both, { card_number: '4111 1111 1111 1111' })).toBe('card •••• 1111');
    const phone = service([field({ key: 'comment', required: false, position: 2 }), phoneField]);
    expect(cleanValues(phone, { phone: '+380 67 123 45 67', comment: 'rent' })).toEqual({ phone: '+380671234567', comment: 'rent' });
    expect(payoutRecipient(phone, { phone: '+380 67 123 45 67', comment: 'rent' })).toBe('phone •••• 4567');
  });
});
