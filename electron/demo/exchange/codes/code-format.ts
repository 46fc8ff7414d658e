/**
 * The transfer code format of the exchange document ("Transfer code format"): a body of 45
 * characters from a 58-letter alphabet in 9 hyphen-separated segments of 5, then a currency
 * mark in upper case and a type mark. The first body character is a checksum: its alphabet
 * index equals the sum of the indexes of the other 44, modulo 58. Segment 1 is the public
 * part (the check method's key); segments 2–9 are the secret.
 *
 * The demo computes the checksum itself (it does not borrow the wallet's codec), so a
 * mistake in one cannot hide a mistake in the other. New codes draw every character from
 * node:crypto: codes are bearer secrets.
 */
import { randomInt } from 'node:crypto';

export const CODE_ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
/** The demo's fixed type mark. Real codes carry a fixed word too; clients must accept any letters. */
export const CODE_TYPE_MARK = 'SVC';
export const SEGMENTS = 9;
export const SEGMENT_LENGTH = 5;
export const BODY_LENGTH = SEGMENTS * SEGMENT_LENGTH;

const INDEX = new Map([...CODE_ALPHABET].map((c, i) => [c, i]));
const CHAR = `[${CODE_ALPHABET}]`;
/** The whole code: 9 segments, an upper-case currency mark, a type mark of letters. Nothing around it. */
const FULL = new RegExp(`^(${CHAR}{5}(?:-${CHAR}{5}){8})-([A-Z0-9]{2,10})-([A-Za-z]{1,16})$`);
const PUBLIC = new RegExp(`^${CHAR}{5}$`);

/** The checksum character for the 44 characters that follow it. */
export function checksumOf(rest: string): string {
  let sum = 0;
  for (const c of rest) {
    const i = INDEX.get(c);
    if (i === undefined) throw new RangeError(`Not a code character: ${c}`);
    sum += i;
  }
  return CODE_ALPHABET[sum % CODE_ALPHABET.length]!;
}

/** Whether the 45 body characters (no hyphens) carry a right checksum. */
export function checksumHolds(body: string): boolean {
  return body.length === BODY_LENGTH && checksumOf(body.slice(1)) === body[0];
}

export interface ParsedCode {
  /** The 45 body characters without hyphens. */
  body: string;
  /** Segment 1: what the check method takes. */
  publicPart: string;
  /** The currency mark, as written (upper case). */
  currencyMark: string;
  typeMark: string;
}

/** The code split into its parts, or why it is not a transfer code (format first, then the checksum). */
export function parseCode(text: string): ParsedCode | string {
  const m = FULL.exec(text);
  if (!m) return 'Malformed code: expected 9 groups of 5 characters, then -CURRENCY-TYPE';
  const body = m[1]!.replace(/-/g, '');
  if (!checksumHolds(body)) return 'Invalid code: the checksum does not match';
  return { body, publicPart: body.slice(0, SEGMENT_LENGTH), currencyMark: m[2]!, typeMark: m[3]! };
}

export const isPublicPart = (text: string): boolean => PUBLIC.test(text);

/** The full code text from its body and currency. */
export function formatCode(body: string, currency: string): string {
  const groups: string[] = [];
  for (let i = 0; i < BODY_LENGTH; i += SEGMENT_LENGTH) groups.push(body.slice(i, i + SEGMENT_LENGTH));
  return `${groups.join('-')}-${currency.toUpperCase()}-${CODE_TYPE_MARK}`;
}

/** A random body with a right checksum, drawn from node:crypto. */
export function randomBody(): string {
  let rest = '';
  for (let i = 1; i < BODY_LENGTH; i++) rest += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return checksumOf(rest) + rest;
}

/** A new body whose public part `taken` does not know yet. */
export function uniqueBody(taken: (publicPart: string) => boolean): string {
  for (;;) {
    const body = randomBody();
    if (!taken(body.slice(0, SEGMENT_LENGTH))) return body;
  }
}
