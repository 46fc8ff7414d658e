/**
 * Building blocks for the schemas of exchange answers. v3 mixes JSON numbers and decimal
 * strings for amounts; both are accepted wherever an amount is expected (a real server may
 * send either) and both become a canonical decimal string. Nothing passes through a float.
 */
import * as v from 'valibot';
import { decText, isDecimalText, isOutOfBounds } from '../../../shared/decimal.js';
import { JsonNumber } from '../../../shared/json/lossless.js';

const INTEGER_TEXT = /^-?\d+$/;

/** An amount, price or rate: a JSON number or a decimal string. */
export const decimal = v.pipe(
  v.union([v.instance(JsonNumber), v.string()], 'Expected a number'),
  // Past the bounds of shared/decimal.ts: refused here, before anything turns it into digits.
  v.check((value: JsonNumber | string) => !isOutOfBounds(String(value)), 'A number too long or too large to be an amount'),
  v.check((value: JsonNumber | string) => isDecimalText(String(value)), 'Expected a decimal number'),
  v.transform((value: JsonNumber | string) => decText(String(value))),
);

/** An integer (ids, times, precisions); strings of digits are tolerated. */
export const integer = v.pipe(
  v.union([v.instance(JsonNumber), v.string()], 'Expected an integer'),
  v.check((value: JsonNumber | string) => INTEGER_TEXT.test(String(value).trim()), 'Expected an integer'),
  v.transform((value: JsonNumber | string) => Number(String(value).trim())),
  v.check((value: number) => Number.isSafeInteger(value), 'Integer out of range'),
);

export const precisionDigits = v.pipe(integer, v.minValue(0, 'Precision below 0'), v.maxValue(30, 'Precision above 30'));

export const text = v.string('Expected text');

/** Text that may be missing or null on a real server; becomes ''. */
export const optionalText = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((value) => value ?? ''),
);

/** A JSON boolean; 0/1 tolerated. */
export const flag = v.pipe(
  v.union([v.boolean(), v.instance(JsonNumber)], 'Expected true or false'),
  v.check((value) => typeof value === 'boolean' || value.text === '0' || value.text === '1', 'Expected true or false'),
  v.transform((value) => (typeof value === 'boolean' ? value : value.text === '1')),
);

/** Where in an answer the first problem is, as a short path for the error message. */
export function issuePath(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => String((item as { key?: unknown }).key)) ?? [];
  return keys.length ? keys.join('.') : '(top level)';
}
