/**
 * The usd price of every currency, walking. Markets and rates are all derived from these, so
 * btc_usdt, btc_uah and the btc rate can never disagree by more than their rounding.
 *
 * Each tick every crypto price takes a step: a shared market factor (crypto moves together),
 * its own noise, and a faint pull back to where it started so a long run stays plausible.
 * Fiat is fixed by the reference rates. The random draws are floats; the prices are Big.
 */
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { CURRENCIES, REFERENCE_PER_USD, currencySpec, type CurrencySpec } from './catalog.js';
import { normal, type Random } from './random.js';

const MARKET_FACTOR = 0.6;
const OWN_FACTOR = Math.sqrt(1 - MARKET_FACTOR * MARKET_FACTOR);
const PULL = 0.00002;
const DIGITS = 12;

export class UsdPrices {
  private readonly current = new Map<string, Decimal>();
  private readonly start = new Map<string, Decimal>();
  /** 1 / usd price, per step: markets multiply by it instead of dividing (big.js division is slow). */
  private readonly inverse = new Map<string, Decimal>();

  /** @param scale multiplies every step: sqrt(tickMs / 250) keeps the daily volatility fixed. */
  constructor(private readonly scale = 1) {
    for (const c of CURRENCIES) {
      const price = c.usd === null ? new Big(1).div(REFERENCE_PER_USD[c.code] ?? '1') : new Big(c.usd);
      this.current.set(c.code, price);
      this.start.set(c.code, price);
    }
  }

  usd(code: string): Decimal {
    const price = this.current.get(code);
    if (!price) throw new RangeError(`No price for ${code}`);
    return price;
  }

  /** Units of `code` per 1 usd. Fiat's is its reference rate, exactly. */
  perUsd(code: string): Decimal {
    let value = this.inverse.get(code);
    if (!value) {
      const reference = currencySpecOf(code).usd === null ? REFERENCE_PER_USD[code] : undefined;
      value = reference === undefined ? new Big(1).div(this.usd(code)) : new Big(reference);
      this.inverse.set(code, value);
    }
    return value;
  }

  /** Moves every crypto price one step. Draws in catalog order, so a seed fixes the path. */
  step(random: Random, scale = this.scale): void {
    this.inverse.clear();
    const common = normal(random);
    for (const c of CURRENCIES) {
      if (c.sigma === 0) continue;
      this.current.set(c.code, this.next(c, common * MARKET_FACTOR + normal(random) * OWN_FACTOR, scale));
    }
  }

  private next(c: CurrencySpec, z: number, scale: number): Decimal {
    const price = this.usd(c.code);
    // The size of a random step may be a float; the price it is applied to stays a decimal.
    const pull = PULL * scale * scale * (Number(this.start.get(c.code)!.toFixed()) / Number(price.toFixed()) - 1);
    const move = new Big((1 + c.sigma * scale * z + pull).toFixed(12));
    return price.times(move).prec(DIGITS);
  }
}

function currencySpecOf(code: string): CurrencySpec {
  const spec = currencySpec(code);
  if (!spec) throw new RangeError(`No currency ${code}`);
  return spec;
}
