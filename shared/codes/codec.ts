/**
 * Transfer codes as the exchange document describes them ("Transfer code format"): a body of
 * 45 characters in 9 hyphen-separated groups of 5, then the currency mark (upper case) and a
 * type mark (letters). The first body character is a checksum: its index in the 58-character
 * alphabet equals the sum of the indexes of the other 44, modulo 58.
 *
 * Pure and offline: it works with the exchange down and while Satchel is locked. Whitespace
 * pasted with a code (spaces, line breaks) is ignored; nothing else is "fixed", because a
 * code corrected by guesswork is someone else's code.
 */
import { m } from '../i18n/language.js';

export const CODE_ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
export const BODY_GROUPS = 9;
export const GROUP_LENGTH = 5;
const PARTS = BODY_GROUPS + 2;

/** Index in the alphabet by char code, −1 for anything else. */
const INDEX = new Int8Array(128).fill(-1);
for (let i = 0; i < CODE_ALPHABET.length; i++) INDEX[CODE_ALPHABET.charCodeAt(i)] = i;

type Where = { character: string; position: number; group: number };

/** Characters people type for one another, which the alphabet leaves out on purpose: one whole sentence each. */
const LOOK_ALIKES: Readonly<Record<string, (where: Where) => string>> = {
  '0': m.shared_code_character_zero,
  O: m.shared_code_character_capital_o,
  I: m.shared_code_character_capital_i,
  l: m.shared_code_character_small_l,
};

export type CodeProblem =
  | { rule: 'empty'; message: string }
  | { rule: 'parts'; message: string; found: number }
  | { rule: 'group-length'; message: string; group: number }
  | { rule: 'character'; message: string; group: number; position: number; character: string }
  | { rule: 'currency-mark'; message: string; group: number }
  | { rule: 'type-mark'; message: string; group: number }
  | { rule: 'checksum'; message: string; group: number }
  | { rule: 'unknown-currency'; message: string; group: number };

export interface ParsedCode {
  /** The code as the exchange wants it: no whitespace. */
  code: string;
  /** The 9 groups of the body. */
  groups: string[];
  /** Group 1: what the public check is asked with. */
  publicPart: string;
  /** Upper case, as written. */
  currencyMark: string;
  typeMark: string;
}

export type CodeCheck = { ok: true; parsed: ParsedCode } | { ok: false; problem: CodeProblem; /** what was checked, whitespace removed */ code: string };

const WHITESPACE = /\s+/g;
const HAS_WHITESPACE = /\s/;
const BODY_LENGTH = BODY_GROUPS * (GROUP_LENGTH + 1) - 1;
const SUFFIX = /^-([A-Z0-9]{2,10})-([A-Za-z]{1,20})$/;

/**
 * Checks a code against the document's rules, in reading order, and says the first thing
 * wrong and where (group 1–9 of the body, 10 the currency mark, 11 the type mark).
 * `currencies`, when the exchange's list is known, makes an unlisted currency mark an error.
 */
export function checkCode(input: string, currencies?: ReadonlySet<string>): CodeCheck {
  const code = typeof input === 'string' ? (HAS_WHITESPACE.test(input) ? input.replace(WHITESPACE, '') : input) : '';
  // Most codes are well-formed: one pass over the characters, no intermediate arrays.
  const quick = quickParse(code, currencies);
  if (quick) return quick;
  const fail = (problem: CodeProblem): CodeCheck => ({ ok: false, problem, code });
  if (code === '') return fail({ rule: 'empty', message: m.shared_code_empty() });
  const parts = code.split('-');
  if (parts.length !== PARTS) {
    return fail({
      rule: 'parts',
      found: parts.length,
      message: m.shared_code_parts({ found: parts.length }),
    });
  }
  let sum = 0;
  for (let g = 0; g < BODY_GROUPS; g++) {
    const group = parts[g]!;
    if (group.length !== GROUP_LENGTH) {
      return fail({
        rule: 'group-length',
        group: g + 1,
        message: m.shared_code_group_length({ group: g + 1, count: group.length }),
      });
    }
    for (let p = 0; p < GROUP_LENGTH; p++) {
      const c = group.charCodeAt(p);
      const index = c < 128 ? INDEX[c]! : -1;
      if (index < 0) {
        const character = group[p]!;
        const sentence = LOOK_ALIKES[character] ?? m.shared_code_character_other;
        return fail({
          rule: 'character',
          group: g + 1,
          position: p + 1,
          character,
          message: sentence({ character, position: p + 1, group: g + 1 }),
        });
      }
      // The first character is the check itself; the other 44 make the sum.
      if (g !== 0 || p !== 0) sum += index;
    }
  }
  const currencyMark = parts[BODY_GROUPS]!;
  if (!/^[A-Z0-9]{2,10}$/.test(currencyMark)) {
    const mark = currencyMark.slice(0, 20);
    const message = /^[A-Za-z0-9]{2,10}$/.test(currencyMark)
      ? m.shared_code_currency_mark_capitals({ mark, capitals: currencyMark.toUpperCase() })
      : m.shared_code_currency_mark({ mark });
    return fail({ rule: 'currency-mark', group: 10, message });
  }
  const typeMark = parts[BODY_GROUPS + 1]!;
  if (!/^[A-Za-z]{1,20}$/.test(typeMark)) {
    return fail({ rule: 'type-mark', group: 11, message: m.shared_code_type_mark({ mark: typeMark.slice(0, 20) }) });
  }
  if (INDEX[code.charCodeAt(0)] !== sum % 58) {
    return fail({
      rule: 'checksum',
      group: 1,
      message: m.shared_code_checksum(),
    });
  }
  if (currencies && !currencies.has(currencyMark.toLowerCase())) {
    return fail({ rule: 'unknown-currency', group: 10, message: m.shared_code_unknown_currency({ mark: currencyMark }) });
  }
  return {
    ok: true,
    parsed: { code, groups: parts.slice(0, BODY_GROUPS), publicPart: parts[0]!, currencyMark, typeMark },
  };
}

/**
 * The well-formed case in one pass: groups at their places, every character in the alphabet,
 * the checksum right, the suffix right. Anything else returns null, and the reading-order
 * checks above find and explain the first problem.
 */
function quickParse(code: string, currencies: ReadonlySet<string> | undefined): CodeCheck | null {
  if (code.length <= BODY_LENGTH + 4) return null;
  let sum = 0;
  for (let i = 1; i < BODY_LENGTH; i++) {
    const c = code.charCodeAt(i);
    if (i % (GROUP_LENGTH + 1) === GROUP_LENGTH) {
      if (c !== 0x2d) return null;
      continue;
    }
    const index = c < 128 ? INDEX[c]! : -1;
    if (index < 0) return null;
    sum += index;
  }
  const first = code.charCodeAt(0);
  if (first >= 128 || INDEX[first] !== sum % 58) return null;
  const suffix = SUFFIX.exec(code.slice(BODY_LENGTH));
  if (!suffix) return null;
  const currencyMark = suffix[1]!;
  if (currencies && !currencies.has(currencyMark.toLowerCase())) return null;
  const groups: string[] = [];
  for (let g = 0; g < BODY_GROUPS; g++) groups.push(code.slice(g * (GROUP_LENGTH + 1), g * (GROUP_LENGTH + 1) + GROUP_LENGTH));
  return { ok: true, parsed: { code, groups, publicPart: groups[0]!, currencyMark, typeMark: suffix[2]! } };
}
