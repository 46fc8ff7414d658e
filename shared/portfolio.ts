/**
 * What balances are worth in the display currency, from the exchange's rates. Pure decimal
 * arithmetic. A currency held without a rate is listed as unpriced, and then there is no total:
 * a sum of the priced part only was shown as the portfolio's value (0 USD, or only the dollars
 * held, while the rates could not be read), and a share of an unknown whole means nothing.
 */
import type { Balance, Rate, RateCurrency } from './contract/index.js';
import { Big, decText, ZERO, type Decimal } from './decimal.js';

export interface ValuedBalance extends Balance {
  /** total × rate in the display currency, or null when the exchange gives no rate. */
  value: string | null;
  /** Share of the portfolio's value, percent, or null when unpriced or the total is unknown. */
  share: string | null;
}

export interface Portfolio {
  currency: RateCurrency;
  /** The sum in the display currency; null when a currency held (not zero) has no rate: never a partial sum. */
  total: string | null;
  balances: ValuedBalance[];
  /** Currencies held (not zero) without a rate to value them: the total is null while any is. */
  unpriced: string[];
}

export function valuePortfolio(balances: readonly Balance[], rates: readonly Rate[], currency: RateCurrency): Portfolio {
  const rateOf = new Map(rates.map((r) => [r.currency.toLowerCase(), r]));
  let total: Decimal = ZERO;
  const values = balances.map((b) => {
    const rate = rateOf.get(b.currency.toLowerCase());
    // The display currency itself is worth 1, even where the exchange lists no rate for it.
    const price = b.currency.toLowerCase() === currency ? '1' : rate?.[currency];
    const value = price === undefined ? null : new Big(b.total).times(price);
    if (value) total = total.plus(value);
    return value;
  });
  const unpriced: string[] = [];
  const valued = balances.map((b, i): Omit<ValuedBalance, 'share'> => {
    const value = values[i] ?? null;
    if (value === null && new Big(b.total).gt(0)) unpriced.push(b.currency);
    return { ...b, value: value === null ? null : decText(value) };
  });
  const whole = unpriced.length === 0;
  const shared = valued.map((b): ValuedBalance => ({
    ...b,
    share: !whole || b.value === null ? null : total.gt(0) ? decText(new Big(b.value).times(100).div(total).round(4)) : '0',
  }));
  shared.sort((a, b) => (b.value === null ? -1 : 0) - (a.value === null ? -1 : 0) || new Big(b.value ?? '0').cmp(a.value ?? '0'));
  return { currency, total: whole ? decText(total) : null, balances: shared, unpriced };
}

/**
 * Hide empty balances and those worth less than `threshold` in the display currency. Unpriced
 * ones that hold anything stay; with no threshold (no rate to express it) only empty ones go.
 */
export function withoutSmallBalances(balances: readonly ValuedBalance[], threshold: string | null): ValuedBalance[] {
  return balances.filter((b) => new Big(b.total).gt(0) && (b.value === null || threshold === null || new Big(b.value).gte(threshold)));
}
