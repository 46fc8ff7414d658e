/** The converter: an amount of any currency in one of the five rate currencies, in decimals. */
import type { Rate, RateCurrency } from '../../shared/contract/index.js';
import { dec, decText, isDecimalText, type DecimalString } from '../../shared/decimal.js';
import { m } from '../../shared/i18n/language.js';

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
      return m.fiat_convert_empty();
    case 'invalid':
      return m.fiat_convert_invalid();
    case 'negative':
      return m.fiat_convert_negative();
    case 'no-rate':
      return m.fiat_convert_no_rate();
  }
}
