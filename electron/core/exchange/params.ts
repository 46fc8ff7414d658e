/** Parameters of signed calls, checked before anything is signed: a bad one never costs a nonce. */
import { AppError } from '../../../shared/contract/index.js';

const CURRENCY = /^[A-Za-z0-9]{1,16}$/;
/** The document types ids of deposits, withdrawals and codes as int32. */
export const INT32_MAX = 2_147_483_647;

/** A currency code as the exchange writes it in bodies: lower case. */
export function currencyParam(value: string): string {
  if (typeof value !== 'string' || !CURRENCY.test(value)) throw new AppError('validation', 'That is not a currency code.');
  return value.toLowerCase();
}

export function positiveId(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value <= 0 || value > INT32_MAX) throw new AppError('validation', `That is not a valid ${what}.`);
  return value;
}
