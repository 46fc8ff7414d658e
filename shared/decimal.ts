/**
 * Decimal amounts. Everything that is money or a price is a `Big` in code and a canonical
 * decimal string on the wire and over IPC; binary floats never hold an amount.
 */
import BigBase from 'big.js';
import type { Big as BigType } from 'big.js';
import { withSymbols, type NumberSymbols } from './i18n/numbers.js';

// An own constructor, so other users of big.js keep their settings and we never get "1e-7".
export const Big = BigBase();
Big.NE = -60;
Big.PE = 60;
Big.DP = 30;
Big.RM = BigBase.roundHalfUp;
export type Decimal = BigType;

/** A canonical decimal string: no exponent, no leading '+', at least one digit before a '.'. */
export type DecimalString = string;

const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE]([+-]?\d+))?$/;

/**
 * How large a decimal Satchel reads from any text (docs/architecture.md, Decimals). `1e99999999`
 * is ten bytes, but its canonical text is a hundred million digits: unbounded, one such number
 * in a balance froze the process and sent the window a message of 100 MB or more. So: the text
 * at most 256 characters, at most 50 significant digits (the contract's amounts have at most 20
 * before the point and 30 after it), and a magnitude from 1e-50 to below 1e51 (big.js's
 * exponent, that of the first significant digit, from -50 to 50). A canonical text is then at
 * most 102 characters.
 */
export const DECIMAL_BOUNDS = { maxText: 256, maxDigits: 50, maxExponent: 50 } as const;

/** The decimal a text stands for, or why not: `invalid` (not a decimal number) or `out-of-bounds`. */
function readDecimal(text: string): Decimal | 'invalid' | 'out-of-bounds' {
  if (text.length > DECIMAL_BOUNDS.maxText) return DECIMAL_TEXT.test(text.slice(0, DECIMAL_BOUNDS.maxText)) ? 'out-of-bounds' : 'invalid';
  const m = DECIMAL_TEXT.exec(text);
  if (!m) return 'invalid';
  // A written exponent far past the bound is refused before big.js sees it.
  if (m[1] !== undefined && m[1].replace(/^[+-]?0*/, '').length > 6) return 'out-of-bounds';
  const d = new Big(text);
  if (d.c.length === 1 && d.c[0] === 0) return d;
  return d.c.length > DECIMAL_BOUNDS.maxDigits || Math.abs(d.e) > DECIMAL_BOUNDS.maxExponent ? 'out-of-bounds' : d;
}

/** A decimal number within DECIMAL_BOUNDS. */
export function isDecimalText(text: string): boolean {
  return typeof readDecimal(text.trim()) !== 'string';
}

/** True for a decimal number written correctly but past DECIMAL_BOUNDS (for a clearer message than "not a number"). */
export function isOutOfBounds(text: string): boolean {
  return readDecimal(text.trim()) === 'out-of-bounds';
}

/**
 * Parse a decimal from its text; throws RangeError on anything that is not a decimal number
 * within DECIMAL_BOUNDS. The message never repeats the text (it may be huge, or a pasted secret).
 */
export function dec(value: string | { toString(): string } | Decimal): Decimal {
  if (value instanceof Big) return value;
  const read = readDecimal(String(value).trim());
  if (read === 'invalid') throw new RangeError('Not a decimal number');
  if (read === 'out-of-bounds') throw new RangeError(`A decimal number past Satchel's bounds (at most ${DECIMAL_BOUNDS.maxDigits} digits, from 1e-${DECIMAL_BOUNDS.maxExponent} to 1e${DECIMAL_BOUNDS.maxExponent})`);
  return read;
}

/** Canonical text of a decimal: `-0` becomes `0`, trailing zeros are dropped. */
export function decText(value: Decimal | string): DecimalString {
  const d = typeof value === 'string' ? dec(value) : value;
  const text = d.toFixed();
  return text === '-0' ? '0' : text;
}

export const ZERO = new Big(0);

export function sum(values: Iterable<Decimal | string>): Decimal {
  let total = ZERO;
  for (const v of values) total = total.plus(typeof v === 'string' ? dec(v) : v);
  return total;
}

export interface FormatOptions {
  /** Digits after the point; rounding is half-up and happens only here, for display. */
  dp: number;
  /** Thousands separators: the language's group symbol (',' in English, a no-break space in Ukrainian and Russian). */
  group?: boolean;
  /** '+' in front of positive values, as changes are shown. */
  sign?: boolean;
  /** The group and decimal symbols: the language's now (shared/i18n/numbers.ts) unless given. */
  symbols?: NumberSymbols;
}

/** Text for a person: rounded to `dp` digits, grouped in thousands. Never goes through a float. */
export function formatDecimal(value: Decimal | string, options: FormatOptions): string {
  const d = typeof value === 'string' ? dec(value) : value;
  const dp = Math.max(0, Math.min(30, Math.trunc(options.dp)));
  let text = d.toFixed(dp, BigBase.roundHalfUp);
  if (/^-0(?:\.0*)?$/.test(text)) text = text.slice(1);
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);
  const [first = '0', fraction] = text.split('.');
  let whole = first;
  if (options.group !== false) whole = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const body = fraction === undefined ? whole : `${whole}.${fraction}`;
  const isZero = d.eq(0) || /^[0.,]+$/.test(body);
  const shown = withSymbols(body, options.symbols);
  if (negative) return `−${shown}`;
  return options.sign && !isZero ? `+${shown}` : shown;
}

/** Digits after the point that a decimal's own text carries (for `0.0100` it is 4). */
export function scaleOf(text: string): number {
  const m = /\.(\d+)/.exec(text);
  return m ? m[1]!.length : 0;
}

/** Compare two decimals: -1, 0 or 1. */
export function compare(a: Decimal | string, b: Decimal | string): -1 | 0 | 1 {
  return (typeof a === 'string' ? dec(a) : a).cmp(typeof b === 'string' ? dec(b) : b);
}
