/**
 * Amounts sent to the demo exchange. The document types them as numbers ("float"), and
 * clients send JSON numbers or decimal-strings; both are read from their text (the body is
 * parsed losslessly), so `0.1` is exactly one tenth and 18 decimals of eth survive.
 */
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { JsonNumber } from '../../../../shared/json/lossless.js';

/** Beyond any balance the demo holds; it keeps absurd texts such as `1e999999` out of Big. */
const MAX_AMOUNT = new Big('1e15');
const DECIMAL_STRING = /^[0-9]{1,20}(?:\.[0-9]{1,30})?$/;
const MAX_NUMBER_TEXT = 60;

/** A positive amount from a JSON number or a plain decimal-string; null for anything else. */
export function positiveAmount(value: unknown): Decimal | null {
  let text: string;
  if (value instanceof JsonNumber && value.text.length <= MAX_NUMBER_TEXT) text = value.text;
  else if (typeof value === 'string' && DECIMAL_STRING.test(value)) text = value;
  else return null;
  const amount = new Big(text);
  return amount.gt(0) && amount.lt(MAX_AMOUNT) ? amount : null;
}

/** No more decimal places than the currency's precision.real. */
export function fitsPrecision(amount: Decimal, digits: number): boolean {
  return amount.round(digits, 0).eq(amount);
}
