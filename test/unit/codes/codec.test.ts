import { describe, expect, it } from 'vitest';
import { checkCode } from '../../../shared/codes/codec.js';

// Vectors are built here from the document's rule, independently of the implementation.
const ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

function seeded(seed: number) {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

/** A valid code: 44 random body characters, the check character in front, groups of 5, the suffix. */
function validCode(random: () => number, suffix = 'BTC-SVC'): string {
  let rest = '';
  let sum = 0;
  for (let i = 0; i < 44; i++) {
    const index = Math.floor(random() * 58);
    rest += ALPHABET[index];
    sum += index;
  }
  const body = ALPHABET[sum % 58] + rest;
  return `${body.match(/.{5}/g)!.join('-')}-${suffix}`;
}

const random = seeded(42);
const code = validCode(random);

describe('transfer code check', () => {
  it('accepts valid codes and reads their parts', () => {
    for (let i = 0; i < 200; i++) expect(checkCode(validCode(random)).ok).toBe(true);
    const check = checkCode(code);
    expect(check).toEqual({
      ok: true,
      parsed: { code, groups: code.split('-').slice(0, 9), publicPart: code.slice(0, 5), currencyMark: 'BTC', typeMark: 'SVC' },
    });
  });

  it('does not hard-code the type word, and ignores whitespace and line breaks pasted with the code', () => {
    expect(checkCode(code.replace('-SVC', '-GIFTCODE')).ok).toBe(true);
    const pasted = `  ${code.slice(0, 20)}\n${code.slice(20, 40)} \r\n\t${code.slice(40)}\n`;
    expect(checkCode(pasted)).toMatchObject({ ok: true, parsed: { code } });
  });

  it('says how many parts there should be', () => {
    expect(checkCode(code.split('-').slice(0, 10).join('-'))).toMatchObject({ ok: false, problem: { rule: 'parts', found: 10 } });
    expect(checkCode('hello')).toMatchObject({ ok: false, problem: { rule: 'parts', message: expect.stringContaining('11 parts') } });
    expect(checkCode('')).toMatchObject({ ok: false, problem: { rule: 'empty' } });
  });

  it('names the group of the wrong length', () => {
    const parts = code.split('-');
    parts[3] = parts[3]!.slice(0, 4);
    expect(checkCode(parts.join('-'))).toMatchObject({ ok: false, problem: { rule: 'group-length', group: 4, message: 'Group 4 has 4 characters; every group of the code has 5.' } });
  });

  it('names a character outside the alphabet and where it is, with the look-alikes explained', () => {
    const at = (character: string, group: number, position: number) => {
      const parts = code.split('-');
      const g = parts[group - 1]!;
      parts[group - 1] = g.slice(0, position - 1) + character + g.slice(position);
      return checkCode(parts.join('-'));
    };
    expect(at('0', 2, 3)).toMatchObject({ ok: false, problem: { rule: 'character', group: 2, position: 3, character: '0', message: expect.stringContaining('digit zero') } });
    expect(at('O', 5, 1)).toMatchObject({ ok: false, problem: { rule: 'character', character: 'O', message: expect.stringContaining('capital O') } });
    expect(at('I', 9, 5)).toMatchObject({ ok: false, problem: { rule: 'character', character: 'I', message: expect.stringContaining('capital I') } });
    expect(at('l', 1, 2)).toMatchObject({ ok: false, problem: { rule: 'character', character: 'l', message: expect.stringContaining('small L') } });
    expect(at('#', 7, 4)).toMatchObject({ ok: false, problem: { rule: 'character', group: 7, position: 4, message: '“#” at character 4 of group 7: it is not one of the letters and digits codes are made of.' } });
    expect(at('é', 3, 3)).toMatchObject({ ok: false, problem: { rule: 'character', character: 'é' } });
  });

  it('refuses a currency mark that is not in capitals (without fixing it) and a type that is not letters', () => {
    expect(checkCode(code.replace('-BTC-', '-btc-'))).toMatchObject({ ok: false, problem: { rule: 'currency-mark', group: 10, message: expect.stringContaining('capitals: BTC') } });
    expect(checkCode(code.replace('-SVC', '-SV1'))).toMatchObject({ ok: false, problem: { rule: 'type-mark', group: 11 } });
  });

  it('catches a checksum mismatch', () => {
    const wrongCheck = ALPHABET[(ALPHABET.indexOf(code[0]!) + 1) % 58] + code.slice(1);
    expect(checkCode(wrongCheck)).toMatchObject({ ok: false, problem: { rule: 'checksum', group: 1 } });
  });

  it('with the exchange\'s currency list known, refuses a mark it does not list', () => {
    expect(checkCode(code, new Set(['btc', 'eth'])).ok).toBe(true);
    expect(checkCode(code.replace('-BTC-', '-ZZZ-'), new Set(['btc']))).toMatchObject({ ok: false, problem: { rule: 'unknown-currency', message: 'The exchange does not list the currency ZZZ.' } });
  });
});

describe('transfer code check, fuzzed', () => {
  it('catches every single-character substitution in the body of a valid code', () => {
    // Indexes are distinct and below 58, so a substitution changes the sum modulo 58 (or the
    // check character against an unchanged sum): none keeps the sum, and all must be caught.
    const positions = [...code].map((c, i) => (c === '-' ? -1 : i)).filter((i) => i >= 0 && i < 53);
    expect(positions).toHaveLength(45);
    let caught = 0;
    for (const i of positions) {
      for (const replacement of ALPHABET) {
        if (replacement === code[i]) continue;
        const mutated = code.slice(0, i) + replacement + code.slice(i + 1);
        const check = checkCode(mutated);
        expect(check.ok, mutated).toBe(false);
        if (!check.ok && check.problem.rule === 'checksum') caught++;
      }
    }
    expect(caught).toBe(45 * 57);
  });

  it('never throws on random text or random mutations of valid codes', () => {
    const r = seeded(7);
    const chars = `${ALPHABET}0OIl-_ \n\t#é😀`;
    for (let i = 0; i < 3000; i++) {
      const length = Math.floor(r() * 80);
      let text = '';
      for (let j = 0; j < length; j++) text += chars[Math.floor(r() * chars.length)];
      expect(() => checkCode(text)).not.toThrow();
      let mutated = validCode(r);
      for (let k = 0; k < 1 + Math.floor(r() * 3); k++) {
        const at = Math.floor(r() * mutated.length);
        const op = r();
        const c = chars[Math.floor(r() * chars.length)]!;
        mutated = op < 0.33 ? mutated.slice(0, at) + c + mutated.slice(at + 1) : op < 0.66 ? mutated.slice(0, at) + mutated.slice(at + 1) : mutated.slice(0, at) + c + mutated.slice(at);
      }
      const check = checkCode(mutated);
      expect(typeof check.ok).toBe('boolean');
      if (!check.ok) expect(check.problem.message.length).toBeGreaterThan(10);
    }
    expect(() => checkCode(undefined as unknown as string)).not.toThrow();
  });
});
