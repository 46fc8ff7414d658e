/**
 * JSON that keeps numbers as the text they were written in.
 *
 * `JSON.parse` turns `0.1` into a binary float before anyone can stop it, and the exchange
 * sends amounts as JSON numbers in some answers. Amounts must stay decimal from the wire to
 * the screen, so answers are parsed here and every number arrives as a `JsonNumber`.
 */

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

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const MAX_DEPTH = 256;

export function parseJson(text: string): JsonValue {
  let i = 0;
  const fail = (what: string): never => {
    throw new JsonSyntaxError(what, i);
  };
  const skip = (): void => {
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) i++;
      else break;
    }
  };
  const str = (): string => {
    // text[i] is the opening quote; JSON.parse does the unescaping exactly as the standard says.
    const start = i++;
    while (i < text.length) {
      const c = text.charCodeAt(i);
      if (c === 0x22) {
        i++;
        return JSON.parse(text.slice(start, i)) as string;
      }
      if (c === 0x5c) i += 2;
      else if (c < 0x20) fail('Control character in string');
      else i++;
    }
    return fail('Unterminated string');
  };
  const value = (depth: number): JsonValue => {
    if (depth > MAX_DEPTH) fail('Nesting too deep');
    skip();
    const c = text[i];
    if (c === '{') {
      i++;
      const out: { [key: string]: JsonValue } = {};
      skip();
      if (text[i] === '}') {
        i++;
        return out;
      }
      for (;;) {
        skip();
        if (text[i] !== '"') fail('Expected a key');
        const key = str();
        skip();
        if (text[i] !== ':') fail("Expected ':'");
        i++;
        const v = value(depth + 1);
        Object.defineProperty(out, key, { value: v, enumerable: true, writable: true, configurable: true });
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === '}') {
          i++;
          return out;
        } else fail("Expected ',' or '}'");
      }
    }
    if (c === '[') {
      i++;
      const out: JsonValue[] = [];
      skip();
      if (text[i] === ']') {
        i++;
        return out;
      }
      for (;;) {
        out.push(value(depth + 1));
        skip();
        if (text[i] === ',') i++;
        else if (text[i] === ']') {
          i++;
          return out;
        } else fail("Expected ',' or ']'");
      }
    }
    if (c === '"') return str();
    if (text.startsWith('true', i)) {
      i += 4;
      return true;
    }
    if (text.startsWith('false', i)) {
      i += 5;
      return false;
    }
    if (text.startsWith('null', i)) {
      i += 4;
      return null;
    }
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (m) {
      i += m[0].length;
      return new JsonNumber(m[0]);
    }
    return fail('Unexpected token');
  };
  const result = value(0);
  skip();
  if (i !== text.length) fail('Unexpected data after JSON');
  return result;
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
