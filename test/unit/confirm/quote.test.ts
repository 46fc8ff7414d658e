import { afterEach, describe, expect, it } from 'vitest';
import { oneLine, QUOTE_MAX, quoted } from '../../../electron/core/confirm/quote.js';
import { followLanguage } from '../../../shared/i18n/language.js';

afterEach(() => followLanguage(() => 'en'));

describe('quoting window text in main’s questions', () => {
  it('quotes plain text as it is', () => {
    expect(quoted('Main account')).toBe('“Main account”');
  });

  it('uses the quote marks of the language: «…» in Ukrainian and Russian, “…” in English and its pseudo-language', () => {
    followLanguage(() => 'uk');
    expect(quoted('Main\naccount')).toBe('«Main↵account»');
    followLanguage(() => 'ru');
    expect(quoted('Main account')).toBe('«Main account»');
    followLanguage(() => 'en-XA');
    expect(quoted('Main account')).toBe('“Main account”');
  });

  it.each([
    ['\n', 'Main\n\nAmount: 0', 'Main↵↵Amount: 0'],
    ['\r\n', 'a\r\nb', 'a↵b'],
    ['\r', 'a\rb', 'a↵b'],
    ['a line or paragraph separator', 'a\u2028b\u2029c\u0085d', 'a↵b↵c↵d'],
    ['a vertical tab and a form feed', 'a\vb\fc', 'a↵b↵c'],
    ['a tab', 'a\tb', 'a⇥b'],
    ['other control characters', 'a\u0000b\u001bc\u007fd\u009be', 'a�b�c�d�e'],
  ])('shows %s visibly, on one line', (_what, text, shown) => {
    expect(oneLine(text)).toBe(shown);
    expect(quoted(text)).not.toMatch(/[\n\r\u2028\u2029\u0085\v\f]/);
  });

  it('removes bidi overrides, isolates and marks', () => {
    expect(oneLine('abc\u202Egnp.exe\u202C \u2066x\u2069 \u200Ey\u200F \u061Cz')).toBe('abcgnp.exe x y z');
  });

  it('caps the length with an ellipsis, counting characters, not UTF-16 units', () => {
    const long = 'x'.repeat(QUOTE_MAX + 50);
    const shown = oneLine(long);
    expect([...shown]).toHaveLength(QUOTE_MAX);
    expect(shown.endsWith('…')).toBe(true);
    expect(oneLine('😀'.repeat(10), 5)).toBe('😀😀😀😀…');
    expect(oneLine('x'.repeat(QUOTE_MAX))).toBe('x'.repeat(QUOTE_MAX));
    expect(oneLine('abcdef', 300)).toBe('abcdef');
  });
});
