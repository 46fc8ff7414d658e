/**
 * JSON that keeps numbers as the text they were written in.
 *
 * `JSON.parse` turns `0.1` into a binary float before anyone can stop it, and the exchange
 * sends amounts as JSON numbers in some answers. Amounts must stay decimal from the wire to
 * the screen, so answers are parsed here and every number arrives as a `JsonNumber`.
 */
import { parse } from 'lossless-json';
import { DECIMAL_BOUNDS, isDecimalText } from '../decimal.js';

export class JsonNumber {
  constructor(readonly text: string) {}
  toJSON(): number {
    return Number(this.text);
  }
  toString(): string {
    return this.text;
  }
}

export type JsonValue = null | boolean | string | JsonNumber | JsonValue[] | { [key: string]: JsonValue };

export class JsonSyntaxError extends Error {
  constructor(message: string, readonly position: number) {
    super(`${message} at position ${position}`);
    this.name = 'JsonSyntaxError';
  }
}

/** A number past DECIMAL_BOUNDS (shared/decimal.ts): the whole text is refused, at once. */
export class JsonNumberBoundsError extends Error {
  constructor() {
    super(`A number with more than ${DECIMAL_BOUNDS.maxDigits} digits or past 1e${DECIMAL_BOUNDS.maxExponent}`);
    this.name = 'JsonNumberBoundsError';
  }
}

/** Up to 15 plain digits (with a point) cannot be past the bounds: most numbers skip the check. */
const SHORT_PLAIN = /^-?[\d.]{1,16}$/;

function boundedNumber(digits: string): JsonNumber {
  if (!SHORT_PLAIN.test(digits) && !isDecimalText(digits)) throw new JsonNumberBoundsError();
  return new JsonNumber(digits);
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const MAX_DEPTH = 256;

/**
 * The parsing is lossless-json's (numbers reach `JsonNumber` as their text; `__proto__` is an
 * ordinary key; a key repeated with another value is refused). It parses a 1,000-level book in
 * about the time the hand-written parser it replaced took (0.46 against 0.37 ms here). It
 * recurses without a bound, so nesting is measured first: an answer nested past MAX_DEPTH
 * is refused before it can exhaust the stack, whatever the stack's size. Every number is
 * bounded as it is read (JsonNumberBoundsError): `1e99999999` is ten bytes that no later
 * step may turn into a hundred million digits.
 */
export function parseJson(text: string): JsonValue {
  checkDepth(text);
  try {
    return parse(text, null, boundedNumber) as JsonValue;
  } catch (error) {
    if (error instanceof SyntaxError) {
      const at = /position (\d+)/.exec(error.message);
      throw new JsonSyntaxError(error.message.replace(/ at position \d+$/, ''), at ? Number(at[1]) : 0);
    }
    throw error;
  }
}

function checkDepth(text: string): void {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > MAX_DEPTH) throw new JsonSyntaxError('Nesting too deep', i);
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
}

/**
 * Like JSON.stringify, but a `JsonNumber` is written as its own text, digit for digit.
 * Written out by hand (no replacer, no regex pass): the demo exchange serializes books of a
 * thousand levels several times a second.
 */
export function stringifyJson(value: unknown): string {
  const out: string[] = [];
  write(value, out);
  return out.join('');
}

function write(value: unknown, out: string[]): void {
  if (value instanceof JsonNumber) {
    out.push(value.text);
    return;
  }
  if (Array.isArray(value)) {
    out.push('[');
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.push(',');
      const item: unknown = value[i];
      // As JSON.stringify: what has no JSON form becomes null inside an array.
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') out.push('null');
      else write(item, out);
    }
    out.push(']');
    return;
  }
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    out.push('{');
    let first = true;
    for (const key of Object.keys(value)) {
      const item: unknown = (value as Record<string, unknown>)[key];
      if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
      if (!first) out.push(',');
      first = false;
      out.push(JSON.stringify(key), ':');
      write(item, out);
    }
    out.push('}');
    return;
  }
  out.push(JSON.stringify(value) ?? 'null');
}

/** A JSON number with exactly this decimal text (for servers that must send numbers). */
export function jsonNumber(text: string): JsonNumber {
  NUMBER.lastIndex = 0;
  const m = NUMBER.exec(text);
  if (!m || m[0].length !== text.length) throw new RangeError(`Not a JSON number: ${text}`);
  return new JsonNumber(text);
}
