/**
 * Which of a gateway service's fields hold a bank card or a phone number, and those numbers as
 * people type them. The gateway's descriptions have no such kind (the real card payout's only
 * field was type `text`, pattern `^\d{12,19}$`), so a field is a card or a phone when its key or
 * type says so AND its pattern (when it has one) accepts such a number: the key alone would
 * Luhn-check a card's id, the pattern alone an account number. Pure; docs/fiat.md has the rule.
 */
import type { FiatField } from '../contract/index.js';
import { compilePattern } from './pattern.js';

export type FieldKind = 'card' | 'phone' | 'plain';

type Described = Pick<FiatField, 'key' | 'type' | 'regexp'>;

/** The Luhn (mod 10) check digit rule every payment card number follows. Digits only. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let total = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    total += d;
  }
  return total % 10 === 0;
}

/** `cardNumber`, `card-number`, `CARD_NO` → ['card', 'number'] … */
const wordsOf = (key: string): string[] =>
  key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '');

const CARD_TYPES = new Set(['card', 'card_number', 'cardnumber', 'cc-number', 'pan']);
const CARD_WORDS = new Set(['card', 'pan', 'cc']);
const PHONE_TYPES = new Set(['tel', 'phone', 'msisdn']);
const PHONE_WORDS = new Set(['phone', 'tel', 'telephone', 'msisdn', 'mobile', 'cellphone']);
/** Words of fields that sit beside a number but are not it: a card's holder or expiry, a phone's operator. */
const NOT_THE_NUMBER = new Set(['holder', 'name', 'expiry', 'exp', 'expires', 'cvv', 'cvc', 'cvv2', 'date', 'month', 'year', 'operator', 'country', 'code', 'ext', 'type']);

/** Numbers of each kind's usual shapes; the pattern must accept one of them. */
const CARD_SAMPLES = ['4111111111111111', '5555555555554444', '378282246310005'];
const PHONE_SAMPLES = ['+380671234567', '380671234567', '+12025550123', '0671234567'];

function patternAccepts(regexp: string | null, samples: readonly string[]): boolean {
  if (regexp === null) return true;
  // An unreadable pattern makes the field unusable (form.ts says so); it names no kind here.
  const pattern = compilePattern(regexp);
  return pattern !== null && samples.some((s) => pattern.test(s));
}

export function fieldKind(field: Described): FieldKind {
  const words = wordsOf(field.key);
  const type = field.type.toLowerCase();
  if (words.some((w) => NOT_THE_NUMBER.has(w))) return 'plain';
  if ((CARD_TYPES.has(type) || words.some((w) => CARD_WORDS.has(w))) && patternAccepts(field.regexp, CARD_SAMPLES)) return 'card';
  if ((PHONE_TYPES.has(type) || words.some((w) => PHONE_WORDS.has(w))) && patternAccepts(field.regexp, PHONE_SAMPLES)) return 'phone';
  return 'plain';
}

/** Spaces of any width and every sort of dash, as card numbers are printed and copied. */
const CARD_SEPARATORS = /[\s\u2010-\u2015\u2212-]/gu;
/** As phone numbers are written: also dots and parentheses. */
export const PHONE_SEPARATORS = /[\s\u2010-\u2015\u2212().-]/gu;

/**
 * The value as it is checked and sent: a card's digits; a phone's digits with its leading +
 * (dropped when the gateway's pattern takes the number only without it); anything else trimmed.
 */
export function normaliseValue(field: Described, value: string): string {
  const text = value.trim();
  const kind = fieldKind(field);
  if (kind === 'card') return text.replace(CARD_SEPARATORS, '');
  if (kind === 'phone') {
    const phone = text.replace(PHONE_SEPARATORS, '');
    if (phone.startsWith('+') && field.regexp !== null) {
      const pattern = compilePattern(field.regexp);
      if (pattern && !pattern.test(phone) && pattern.test(phone.slice(1))) return phone.slice(1);
    }
    return phone;
  }
  return text;
}

/** How a person reads a number in a confirmation or a result: a card or a phone by its last four digits only. */
export function maskedValue(kind: FieldKind, value: string): string {
  if (kind === 'plain') return value;
  const digits = value.replace(/\D/g, '');
  return `${kind} •••• ${digits.slice(-4)}`;
}
