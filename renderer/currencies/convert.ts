/** The converter: an amount of any currency in one of the five rate currencies, in decimals. */
import type { Rate, RateCurrency } from '../../shared/contract/index.js';
import { dec, decText, isDecimalText, type DecimalString } from '../../shared/decimal.js';

export type Conversion =
  | { ok: true; value: DecimalString }
  | { ok: false; reason: 'empty' | 'invalid' | 'negative' | 'no-rate' };

/** Accepts what a person types: spaces around, a leading '+', but one '.' as the decimal point. */
export function convert(amountText: string, from: string, to: RateCurrency, rates: readonly Rate[]): Conversion {
  const text = amountText.trim();
  if (text === '') return { ok: false, reason: 'empty' };
  // Exponents are valid decimals for the parser but nobody types them into an amount field.
  if (!isDecimalText(text) || /e/i.test(text)) return { ok: false, reason: 'invalid' };
  const amount = dec(text);
  if (amount.lt(0)) return { ok: false, reason: 'negative' };
  const rate = rates.find((r) => r.currency.toLowerCase() === from.toLowerCase());
  const factor = rate?.[to];
  if (!factor || !isDecimalText(factor)) return { ok: false, reason: 'no-rate' };
  return { ok: true, value: decText(amount.times(factor)) };
}

export function conversionMessage(reason: Exclude<Conversion, { ok: true }>['reason']): string {
  switch (reason) {
    case 'empty':
      return 'Enter an amount to convert.';
    case 'invalid':
      return 'Enter a number, such as 1.5 (use a point for decimals).';
    case 'negative':
      return 'Enter an amount of zero or more.';
    case 'no-rate':
      return 'The exchange gives no rate for this pair.';
  }
}
