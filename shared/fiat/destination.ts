/**
 * A payout destination as the withdrawal guard's address book keeps and compares it. The book is
 * written outside any payment service, so which part is a card or a phone is read from the text
 * itself: a part (payoutDestination joins a service's values with "/") written only with digits,
 * the separators people print cards and phones with, and a leading +, is that number's digits
 * (a phone keeps its +), as the payout form sends it. Anything else (a saved fund source, an
 * account name) is trimmed and otherwise kept as written. Pure.
 */
import { FIAT_CURRENCIES } from '../contract/index.js';
import { PHONE_SEPARATORS } from './field-kinds.js';

const NUMBER = /^\+?\d+$/;

export const isFiatCurrency = (code: string): boolean => (FIAT_CURRENCIES as readonly string[]).includes(code.toLowerCase());

export function normaliseDestination(text: string): string {
  return text
    .split('/')
    .map((part) => {
      const trimmed = part.trim();
      const digits = trimmed.replace(PHONE_SEPARATORS, '');
      return NUMBER.test(digits) ? digits : trimmed;
    })
    .join('/');
}

/**
 * The same destination however it was written. A phone's leading + aside: the payout form drops
 * it where the gateway's pattern takes the number only without it (field-kinds.ts).
 */
export function sameDestination(a: string, b: string): boolean {
  const key = (text: string) =>
    normaliseDestination(text)
      .split('/')
      .map((part) => (NUMBER.test(part) ? part.replace(/^\+/, '') : part))
      .join('/');
  return key(a) === key(b);
}
