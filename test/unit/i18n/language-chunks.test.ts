/**
 * A language on demand (renderer/language-chunks.ts): the window's build rewrites the compiled
 * message functions to import English only, and reads the other languages from what has been
 * loaded; it refuses output of another shape rather than ship all languages in the first file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishFirst, loader } from '../../../renderer/language-chunks.js';
import { locales } from '../../../shared/i18n/paraglide/runtime.js';

const INDEX = readFileSync(path.resolve('shared/i18n/paraglide/messages/_index.js'), 'utf8');

describe('the window’s messages, English first', () => {
  it('imports English only, and answers every message from the loaded language or English', () => {
    const rewritten = englishFirst(INDEX);
    expect([...rewritten.matchAll(/^import .* from "(.*)"$/gm)].map((m) => m[1])).toEqual(['../runtime.js', './en.js', '../../load-language.ts']);
    expect(rewritten).not.toMatch(/__uk|__ru|__en_xa/);
    const messages = [...INDEX.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]);
    expect(messages.length).toBeGreaterThan(100);
    for (const key of messages) expect(rewritten).toContain(`\treturn (__languages[locale] ?? __en).${key}(inputs)`);
  });

  it('refuses compiled output of a shape it does not know', () => {
    expect(() => englishFirst(INDEX.replace('import * as __uk from "./uk.js"\n', ''))).toThrow(/other languages/);
    expect(() => englishFirst(INDEX.replace(/^\tif \(locale === "ru"\).*\n/m, ''))).toThrow(/branches/);
  });

  it('fetches every language but English as a chunk of its own', () => {
    const code = loader();
    for (const locale of locales) {
      if (locale === 'en') expect(code).not.toContain('messages/en.js');
      else expect(code).toContain(`${JSON.stringify(locale)}: () => import("./paraglide/messages/${locale}.js")`);
    }
  });
});
