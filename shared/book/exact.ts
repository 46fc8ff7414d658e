/**
 * Exact decimal arithmetic on canonical decimal text, cheap enough for every level of a book
 * on every frame. A decimal with s digits after the point is a whole number of 10^-s ("units");
 * while the units stay safe integers (below 2^53) a Number holds them exactly, and adding,
 * multiplying and splitting them is exact. Whenever a value or a result would not fit, the same
 * operation is done with big.js instead, so the answer is always the exact decimal: speed never
 * changes a digit. (A book's prices and volumes have a handful of digits; big.js parses,
 * allocates and normalises on every operation, which made it most of a frame's script.)
 */
import { Big, dec, decText, type Decimal, type DecimalString } from '../decimal.js';

/** Exact powers of ten as doubles (10^22 is the largest). */
const POW10: readonly number[] = Array.from({ length: 23 }, (_, i) => 10 ** i);

/** A decimal as units × 10^-scale, with safe-integer units; null when it does not fit. */
export interface Scaled {
  units: number;
  scale: number;
}

/** Canonical decimal text as units and scale ("12.50" → 1250, 2); null if it does not fit or is not plain text. */
export function toScaled(text: string): Scaled | null {
  // One pass over the characters: digits, at most one point with digits on both sides, an optional '-'.
  const length = text.length;
  let i = length > 0 && text.charCodeAt(0) === 45 ? 1 : 0;
  const start = i;
  let units = 0;
  let dot = -1;
  for (; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) units = units * 10 + (c - 48);
    else if (c === 46 && dot < 0 && i > start) dot = i;
    else return null;
  }
  if (i === start || dot === length - 1) return null;
  // Below 2^53 every step above was exact; past it the result is 2^53 or more, which is not safe.
  if (!Number.isSafeInteger(units)) return null;
  const scale = dot < 0 ? 0 : length - dot - 1;
  if (scale >= POW10.length) return null;
  return { units: start === 1 ? -units : units, scale };
}

/** The nearest float to a scaled decimal (both parts are exact doubles, so one division rounds once). */
export function scaledNumber(v: Scaled): number {
  return v.units / POW10[v.scale]!;
}

/** Canonical text of units × 10^-scale: no exponent, no trailing zeros, no "-0". */
export function scaledText(units: number, scale: number): DecimalString {
  if (units === 0) return '0';
  const negative = units < 0;
  let digits = String(negative ? -units : units);
  if (scale > 0) {
    if (digits.length <= scale) digits = '0'.repeat(scale - digits.length + 1) + digits;
    const cut = digits.length - scale;
    let fraction = digits.slice(cut);
    let end = fraction.length;
    while (end > 0 && fraction.charCodeAt(end - 1) === 48) end--;
    fraction = fraction.slice(0, end);
    digits = fraction ? `${digits.slice(0, cut)}.${fraction}` : digits.slice(0, cut);
  }
  return negative ? `-${digits}` : digits;
}

/** units rescaled from `from` to a larger `to` scale; NaN when that does not fit. */
function rescale(units: number, from: number, to: number): number {
  if (to === from) return units;
  const shift = to - from;
  const result = shift < POW10.length ? units * POW10[shift]! : NaN;
  return Number.isSafeInteger(result) ? result : NaN;
}

/**
 * A running exact sum of decimals. `add` is a few string operations while the sum fits a safe
 * integer; after that (or for text it cannot read) it carries on in big.js.
 */
export class ExactSum {
  private units = 0;
  private scale = 0;
  private big: Decimal | null = null;

  add(text: DecimalString): this {
    return this.addScaled(text, toScaled(text));
  }

  /** add(text) when the caller has already read the text with toScaled. */
  addScaled(text: DecimalString, v: Scaled | null): this {
    if (this.big === null) {
      if (v !== null) {
        const scale = Math.max(this.scale, v.scale);
        const total = rescale(this.units, this.scale, scale) + rescale(v.units, v.scale, scale);
        if (Number.isSafeInteger(total)) {
          this.units = total;
          this.scale = scale;
          return this;
        }
      }
      this.big = dec(scaledText(this.units, this.scale));
    }
    this.big = this.big.plus(dec(text));
    return this;
  }

  /** The exact sum as canonical text. */
  text(): DecimalString {
    return this.big === null ? scaledText(this.units, this.scale) : decText(this.big);
  }

  /** The exact sum as a big.js decimal. */
  decimal(): Decimal {
    return this.big ?? dec(scaledText(this.units, this.scale));
  }
}

/** The exact sum of decimal texts. */
export function exactSum(texts: Iterable<DecimalString>): DecimalString {
  const sum = new ExactSum();
  for (const t of texts) sum.add(t);
  return sum.text();
}

/** The exact product a × b as canonical text. */
export function exactTimes(a: DecimalString, b: DecimalString): DecimalString {
  const x = toScaled(a);
  const y = toScaled(b);
  if (x !== null && y !== null && x.scale + y.scale < POW10.length) {
    const units = x.units * y.units;
    if (Number.isSafeInteger(units)) return scaledText(units, x.scale + y.scale);
  }
  return decText(dec(a).times(dec(b)));
}

/**
 * A decimal rounded to `dp` digits after the point (negative: to tens, hundreds …), towards
 * zero or away from it, exactly. Text already on the step comes back as it is.
 */
export function roundText(text: DecimalString, dp: number, awayFromZero: boolean): DecimalString {
  // The common case (the finest step) first: a price with no more digits than the step keeps its text.
  const dot = text.indexOf('.');
  if (dp >= 0 && (dot < 0 ? 0 : text.length - dot - 1) <= dp) return text;
  const v = toScaled(text);
  if (v !== null && v.scale - dp < POW10.length) {
    const factor = POW10[v.scale - dp]!;
    // % and the division of an exact multiple are exact on safe integers; both truncate towards zero.
    const rest = v.units % factor;
    let units = (v.units - rest) / factor;
    if (rest !== 0 && awayFromZero) units += v.units > 0 ? 1 : -1;
    if (dp >= 0) return scaledText(units, dp);
    const whole = -dp < POW10.length ? units * POW10[-dp]! : NaN;
    if (Number.isSafeInteger(whole)) return scaledText(whole, 0);
  }
  const mode = awayFromZero ? Big.roundUp : Big.roundDown;
  if (dp >= 0) return decText(dec(text).round(dp, mode));
  return decText(dec(text).times(new Big(`1e${dp}`)).round(0, mode).times(new Big(`1e${-dp}`)));
}
