import { afterEach, describe, expect, it } from 'vitest';
import { codeVerdict } from '../../../../shared/codes/verdict.js';
import { followLanguage } from '../../../../shared/i18n/language.js';
import { englishWords } from '../../i18n/english-words.js';
import { codeStatusWords, FILTER_GROUPS, maskCode } from '../../../../renderer/codes/code-status.js';

describe('code statuses for people', () => {
  it('groups them as the real system did', () => {
    expect(['created', 'processing', 'unconfirmed'].map(codeStatusWords)).toEqual(['Awaiting', 'Awaiting', 'Awaiting']);
    expect(codeStatusWords('active')).toBe('Valid');
    expect(['redeeming', 'redeemed'].map(codeStatusWords)).toEqual(['Used', 'Used']);
    expect(codeStatusWords('onhold')).toBe('Blocked');
    expect(codeStatusWords('canceled')).toBe('Cancelled');
    expect(codeStatusWords('mystery')).toBe('mystery');
    expect(FILTER_GROUPS.flatMap((g) => g.statuses).sort()).toEqual(['active', 'canceled', 'created', 'onhold', 'processing', 'redeemed', 'redeeming']);
  });

  it('masks the secret groups of a code', () => {
    expect(maskCode('a1b2c-22222-33333-44444-55555-66666-77777-88888-99999-BTC-SVC')).toBe('a1b2c-•••••-…-BTC-SVC');
    expect(maskCode('')).toBe('•••••');
  });
});

describe('the tray\'s clipboard check', () => {
  const ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const rest = 'b'.repeat(44);
  const body = ALPHABET[(ALPHABET.indexOf('b') * 44) % 58] + rest;
  /** A well-formed code: its check character matches. */
  const code = `${body.match(/.{5}/g)!.join('-')}-ETH-SVC`;

  it('says what is wrong, or that the code is well-formed, without repeating its secret part', () => {
    expect(codeVerdict('')).toMatchObject({ title: 'No transfer code' });
    expect(codeVerdict('hello')).toMatchObject({ title: 'Not a valid transfer code' });
    const verdict = codeVerdict(code);
    expect(verdict.title).toBe('Well-formed transfer code');
    expect(verdict.body).not.toContain(rest.slice(0, 10));
  });

  afterEach(() => followLanguage(() => 'en'));

  it('speaks the language now: its titles and bodies in Ukrainian and Russian', () => {
    followLanguage(() => 'uk');
    for (const text of ['', 'hello', code]) {
      const { title, body } = codeVerdict(text);
      expect(englishWords(`${title} ${body}`, ['ETH', 'SVC', 'BTC-CODE', code.slice(0, 5)])).toEqual([]);
    }
    expect(codeVerdict('').title).toBe('Немає коду переказу');
    expect(codeVerdict(code).title).toBe('Код переказу має правильну форму');
    followLanguage(() => 'ru');
    expect(codeVerdict('hello').title).toBe('Недействительный код перевода');
  });
});
