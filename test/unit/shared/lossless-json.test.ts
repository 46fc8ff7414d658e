import { describe, expect, it } from 'vitest';
import { JsonNumber, JsonNumberBoundsError, JsonSyntaxError, jsonNumber, parseJson, stringifyJson } from '../../../shared/json/lossless.js';

describe('lossless JSON', () => {
  it('keeps every number as the text it was written in', () => {
    const value = parseJson('[0.1, 0.30000000000000004, 12345678901234567890.123456789, -1e-9, 100.50]') as JsonNumber[];
    expect(value.map((n) => n.text)).toEqual(['0.1', '0.30000000000000004', '12345678901234567890.123456789', '-1e-9', '100.50']);
    expect(value.every((n) => n instanceof JsonNumber)).toBe(true);
  });

  it('parses objects, strings with escapes, booleans and null like JSON.parse does', () => {
    const text = '{"a":"x\\"y\\u00e9\\n","b":[true,false,null],"c":{"d":{}}, "e": [] }';
    const value = parseJson(text);
    expect(value).toEqual(JSON.parse(text));
  });

  it('does not let a key named __proto__ change the prototype', () => {
    const value = parseJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__']);
  });

  it.each(['', '{', '[1,]', '{"a":1,}', '01', '1.', '.5', 'tru', '"abc', '{"a" 1}', '[1] x', 'NaN', '"a\u0001"'])(
    'refuses malformed text %j',
    (text) => {
      expect(() => parseJson(text)).toThrow(JsonSyntaxError);
    },
  );

  it('refuses a key repeated with another value (which one a server meant is unknowable)', () => {
    expect(() => parseJson('{"amount":1,"amount":2}')).toThrow(JsonSyntaxError);
    expect(parseJson('{"a":1,"a":1}')).toEqual({ a: new JsonNumber('1') });
  });

  it('counts brackets inside strings as text, not nesting', () => {
    expect(parseJson(JSON.stringify({ s: '['.repeat(1000) }))).toEqual({ s: '['.repeat(1000) });
  });

  it('refuses nesting deep enough to exhaust the stack', () => {
    expect(() => parseJson('['.repeat(10_000) + ']'.repeat(10_000))).toThrow(/too deep/);
  });

  it('refuses a number past the decimal bounds at once, wherever it is in the answer', () => {
    for (const text of ['[1e99999999]', '{"balance":-1e99999999}', '{"a":{"b":[0, 1e-99999999]}}', `[${'9'.repeat(51)}]`, `[0.${'0'.repeat(60)}1]`]) {
      expect(() => parseJson(text), text).toThrow(JsonNumberBoundsError);
    }
    expect(() => parseJson('[1e99999999]')).toThrow('A number with more than 50 digits or past 1e50');
    // Everything within the bounds is kept as written.
    expect((parseJson(`[1e50, 1e-50, ${'9'.repeat(50)}, 1700000000000, -0.00000001]`) as JsonNumber[]).map((n) => n.text)).toEqual(['1e50', '1e-50', '9'.repeat(50), '1700000000000', '-0.00000001']);
  });

  it('writes numbers back digit for digit', () => {
    const text = '{"price":12345678901234567890.10,"list":[0.1,-0.00000001],"s":"0.1"}';
    expect(stringifyJson(parseJson(text))).toBe(text);
    expect(stringifyJson({ n: jsonNumber('1e-30') })).toBe('{"n":1e-30}');
  });

  it('refuses to make a JSON number from text that is not one', () => {
    expect(() => jsonNumber('1,5')).toThrow(RangeError);
    expect(() => jsonNumber('0x10')).toThrow(RangeError);
  });

  it('leaves strings that only look like markers alone', () => {
    expect(stringifyJson({ s: '\u0000num:5' })).toBe(JSON.stringify({ s: '\u0000num:5' }));
  });

  it('writes everything else exactly as JSON.stringify does', () => {
    const value = { a: [undefined, 1.5, 'x"y', null, true], b: undefined, c: { d: {} }, e: new Date(0), f: [], 'k"ey': -0 };
    expect(stringifyJson(value)).toBe(JSON.stringify(value));
  });
});
