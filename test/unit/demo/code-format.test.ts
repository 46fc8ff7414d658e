import { describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { makeAccounts } from '../../../electron/demo/accounts.js';
import { CURRENCIES } from '../../../electron/demo/exchange/market/catalog.js';
import { CODE_TYPE_MARK, checksumHolds, formatCode, isPublicPart, parseCode, randomBody } from '../../../electron/demo/exchange/codes/code-format.js';
import { Codes, type CodeOrder } from '../../../electron/demo/exchange/codes/codes.js';
import { AccountBook } from '../../../electron/demo/exchange/accounts/ledger.js';

// The document's rule, written out here on its own: nothing below comes from the generator.
const ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

function followsTheDocument(code: string): boolean {
  const parts = code.split('-');
  if (parts.length !== 11) return false;
  const segments = parts.slice(0, 9);
  if (!segments.every((s) => s.length === 5 && [...s].every((c) => ALPHABET.includes(c)))) return false;
  if (!/^[A-Z0-9]+$/.test(parts[9]!) || !/^[A-Za-z]+$/.test(parts[10]!)) return false;
  const body = segments.join('');
  if (body.length !== 45) return false;
  let sum = 0;
  for (let i = 1; i < 45; i++) sum += ALPHABET.indexOf(body[i]!);
  return ALPHABET.indexOf(body[0]!) === sum % 58;
}

/** The code with one body character (not a hyphen) replaced by the next in the alphabet. */
function oneCharOff(code: string, at: number): string {
  const c = code[at]!;
  return code.slice(0, at) + ALPHABET[(ALPHABET.indexOf(c) + 1) % 58] + code.slice(at + 1);
}

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);

function accountBook(index = 0): AccountBook {
  const account = makeAccounts()[index]!;
  return new AccountBook(account, { twoFactor: false, announcements: false, publicKeys: { uah: '', usd: '', rub: '' } }, CURRENCIES.map((c) => c.code));
}

const order = (amount: string, extra: Partial<CodeOrder> = {}): CodeOrder => ({
  currency: 'btc',
  amount: new Big(amount),
  recipient: null,
  nonRefundableBefore: null,
  comment: '',
  privateComment: '',
  ...extra,
});

describe('code generation', () => {
  it('every generated code follows the document rule, computed independently', () => {
    for (let i = 0; i < 2000; i++) {
      const body = randomBody();
      expect(checksumHolds(body)).toBe(true);
      const code = formatCode(body, i % 2 ? 'btc' : 'uah');
      expect(followsTheDocument(code), code).toBe(true);
      expect(code.endsWith(i % 2 ? `-BTC-${CODE_TYPE_MARK}` : `-UAH-${CODE_TYPE_MARK}`)).toBe(true);
      expect(code).toHaveLength(45 + 8 + 1 + 3 + 1 + CODE_TYPE_MARK.length);
    }
  });

  it('draws every alphabet character in every position over many codes (no fixed characters)', () => {
    const seen = Array.from({ length: 45 }, () => new Set<string>());
    for (let i = 0; i < 3000; i++) [...randomBody()].forEach((c, p) => seen[p]!.add(c));
    for (const s of seen) expect(s.size).toBeGreaterThan(50);
  });

  it('public parts are unique among the codes of a Codes store', () => {
    const book = accountBook();
    book.credit('btc', new Big('100'));
    const codes = new Codes(1);
    const parts = new Set<string>();
    for (let i = 0; i < 3000; i++) {
      const c = codes.issue(book, order('0.001'), NOW);
      expect(isPublicPart(c.publicPart)).toBe(true);
      expect(c.code.startsWith(c.publicPart + '-')).toBe(true);
      parts.add(c.publicPart);
    }
    expect(parts.size).toBe(3000);
  });

  it('uniqueness is enforced, not hoped for: a taken public part is never given again', () => {
    const codes = new Codes(1);
    const book = accountBook();
    const first = codes.issue(book, order('1'), NOW);
    expect(() => codes.record({ ...first, id: 999 })).toThrow(/Duplicate public part/);
  });
});

describe('parseCode: the format, then the checksum', () => {
  const good = formatCode(randomBody(), 'btc');

  it('accepts a good code and splits it', () => {
    const p = parseCode(good);
    expect(p).toMatchObject({ publicPart: good.slice(0, 5), currencyMark: 'BTC', typeMark: CODE_TYPE_MARK });
    expect(typeof p === 'object' && p.body).toBe(good.slice(0, 53).replace(/-/g, ''));
    // Any type word of letters is a well-formed code (clients must not rely on the demo's word).
    expect(typeof parseCode(good.replace(/-SVC$/, '-Gift'))).toBe('object');
  });

  it('refuses any single character changed: the checksum catches it', () => {
    for (let at = 0; at < 53; at++) {
      if (good[at] === '-') continue;
      expect(parseCode(oneCharOff(good, at)), `position ${at}`).toBe('Invalid code: the checksum does not match');
    }
  });

  it.each([
    ['lower-case currency mark', (c: string) => c.replace('-BTC-', '-btc-')],
    ['no suffix', (c: string) => c.slice(0, 53)],
    ['no type mark', (c: string) => c.replace(/-SVC$/, '')],
    ['a digit in the type mark', (c: string) => c.replace(/-SVC$/, '-SV1')],
    ['surrounding space', (c: string) => ` ${c}`],
    ['trailing newline', (c: string) => `${c}\n`],
    ['no hyphens in the body', (c: string) => c.slice(0, 53).replace(/-/g, '') + '-BTC-SVC'],
    ['a segment of 4', (c: string) => c.slice(0, 4) + c.slice(5)],
    ['a 0 (not in the alphabet)', (c: string) => '0' + c.slice(1)],
    ['an O', (c: string) => c.slice(0, 7) + 'O' + c.slice(8)],
    ['an I', (c: string) => c.slice(0, 7) + 'I' + c.slice(8)],
    ['an l', (c: string) => c.slice(0, 7) + 'l' + c.slice(8)],
    ['ten segments', (c: string) => c.slice(0, 6) + c.slice(0, 53) + c.slice(53)],
  ])('%s → malformed', (_name, change) => {
    expect(parseCode(change(good))).toMatch(/^Malformed code/);
  });

  it('isPublicPart: exactly 5 alphabet characters', () => {
    expect(isPublicPart(good.slice(0, 5))).toBe(true);
    for (const bad of ['', 'abcd', 'abcdef', 'abc0d', 'abcO1', 'ab-cd', 'abcd ']) expect(isPublicPart(bad), bad).toBe(false);
  });
});
