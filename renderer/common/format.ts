/** Text for people, on top of shared/decimal.ts: amounts never pass through a float. */
import type { Currency, Market } from '../../shared/contract/index.js';
import { dec, decText, formatDecimal, isDecimalText, scaleOf } from '../../shared/decimal.js';
import { withSymbols } from '../../shared/i18n/numbers.js';
import { m } from '../../shared/i18n/language.js';

export const DASH = '—';

function valid(text: string | null | undefined): text is string {
  return typeof text === 'string' && isDecimalText(text);
}

/** A decimal rounded (half up) to dp digits, with thousands separators; a dash when missing. */
export function formatAmount(text: string | null | undefined, dp: number): string {
  if (typeof text === 'string') {
    const fast = plainAmount(text, dp);
    if (fast !== null) return fast;
  }
  return valid(text) ? formatDecimal(text, { dp }) : DASH;
}

const PLAIN = /^(-?)(0|[1-9]\d*)(?:\.(\d+))?$/;

/**
 * formatDecimal's answer for plain decimal text ("-1234.5"), worked out on the digits alone: an
 * order book formats a few hundred cells a frame, and this skips parsing into big.js and back.
 * null for anything else (exponents, leading zeros, spaces), which takes the general path.
 */
function plainAmount(text: string, dp: number): string | null {
  const m = PLAIN.exec(text);
  if (!m) return null;
  const places = Math.max(0, Math.min(30, Math.trunc(dp)));
  const fraction = m[3] ?? '';
  let digits = m[2]! + fraction.slice(0, places).padEnd(places, '0');
  // Half up, away from zero: the first dropped digit decides.
  if (fraction.length > places && fraction.charCodeAt(places) >= 53) {
    let i = digits.length - 1;
    while (i >= 0 && digits[i] === '9') i--;
    digits = i < 0 ? `1${'0'.repeat(digits.length)}` : digits.slice(0, i) + String.fromCharCode(digits.charCodeAt(i) + 1) + '0'.repeat(digits.length - i - 1);
  }
  const whole = digits.slice(0, digits.length - places);
  let grouped = whole;
  if (whole.length > 3) {
    grouped = whole.slice(0, ((whole.length - 1) % 3) + 1);
    for (let i = grouped.length; i < whole.length; i += 3) grouped += `,${whole.slice(i, i + 3)}`;
  }
  const body = withSymbols(places > 0 ? `${grouped}.${digits.slice(digits.length - places)}` : grouped);
  const zero = !/[1-9]/.test(digits);
  return m[1] && !zero ? `−${body}` : body;
}

/** Every digit the value carries, grouped: for fees and limits, where rounding would mislead. */
export function formatExact(text: string | null | undefined): string {
  if (!valid(text)) return DASH;
  const canonical = decText(text);
  return formatDecimal(canonical, { dp: scaleOf(canonical) });
}

/** A dollar amount: every digit it carries, and at least cents ("$32.10", "$0.0004"). */
export function formatUsd(text: string | null | undefined): string {
  if (!valid(text)) return DASH;
  const canonical = decText(text);
  return `$${formatDecimal(canonical, { dp: Math.max(2, scaleOf(canonical)) })}`;
}

/** formatDecimal(text, { dp, sign: true }), through plainAmount where the text is plain. */
function signedAmount(text: string, dp: number): string {
  const fast = plainAmount(text, dp);
  if (fast === null) return formatDecimal(text, { dp, sign: true });
  return fast.startsWith('−') || !/[1-9]/.test(fast) ? fast : `+${fast}`;
}

/** A change in percent: "+1.25 %", "−0.40 %", "0.00 %". The sign is there so colour is never the only cue. */
export function formatPercentChange(text: string | null | undefined, dp = 2): string {
  return valid(text) ? `${signedAmount(text, dp)} %` : DASH;
}

/** A change in the quote currency, signed the same way. */
export function formatSignedAmount(text: string | null | undefined, dp: number): string {
  return valid(text) ? signedAmount(text, dp) : DASH;
}

export type Trend = 'up' | 'down' | 'flat';

export function trendOf(text: string | null | undefined): Trend {
  if (!valid(text)) return 'flat';
  // Plain text ("-0.50") says its sign in its digits; anything else goes through big.js.
  const m = PLAIN.exec(text);
  if (m) return !/[1-9]/.test(`${m[2]}${m[3] ?? ''}`) ? 'flat' : m[1] ? 'down' : 'up';
  const d = dec(text);
  return d.gt(0) ? 'up' : d.lt(0) ? 'down' : 'flat';
}

/** "BTC/USDT". */
export function pairName(market: Pick<Market, 'baseUnit' | 'quoteUnit'>): string {
  return `${market.baseUnit.toUpperCase()}/${market.quoteUnit.toUpperCase()}`;
}

/** "0.25 s", "1 s". */
export function formatInterval(ms: number): string {
  return m.unit_seconds({ n: withSymbols(decText(dec(String(ms)).div(1000))) });
}

/** Digits after the point a grouping step needs ("0.01" → 2, "10" → 0). */
export function stepDecimals(step: string): number {
  return scaleOf(decText(step));
}

/**
 * Like formatAmount, but a value that is not zero never reads as zero: "< 0.01" (or "> −0.01")
 * where rounding to dp digits would show "0.00". For values and fees, where "0.00" would say
 * "free" or "worthless" about something that is not.
 */
export function formatSmallAmount(text: string | null | undefined, dp: number): string {
  const shown = formatAmount(text, dp);
  if (!valid(text) || /[1-9]/.test(shown) || dec(text).eq(0)) return shown;
  const unit = dp > 0 ? `0.${'0'.repeat(dp - 1)}1` : '1';
  return dec(text).lt(0) ? `> −${withSymbols(unit)}` : `< ${withSymbols(unit)}`;
}

/** Fraction digits always shown; past them only digits that are not trailing zeros. */
const HOLDING_DIGITS = 8;

/**
 * An amount of a currency in its own precision (precision.real), every digit when the currency
 * is unknown. Precisions beyond 8 (ETH has 18) keep their significant digits but lose the
 * trailing zeros past the 8th, so "0.35215954" is not shown as "0.352159540000000000".
 */
export function formatHolding(amount: string, currency: Currency | undefined): string {
  if (!currency) return formatExact(amount);
  const text = formatAmount(amount, currency.precision.real);
  if (currency.precision.real <= HOLDING_DIGITS) return text;
  return text.replace(new RegExp(`(\\.\\d{${HOLDING_DIGITS}}\\d*?)0+$`), '$1');
}
