/**
 * The window's messages (scripts/language-chunks.ts): each message a module of its own, with its
 * English words, taken one by one by the modules that use it; the other languages chunks of their
 * own. The build refuses Paraglide output of a shape it does not know.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishFunctions, loader, messageIndex, messageModule, messagesImportedOneByOne } from '../../../scripts/language-chunks.js';
import { locales } from '../../../shared/i18n/paraglide/runtime.js';

const read = (file: string) => readFileSync(path.resolve('shared/i18n/paraglide/messages', file), 'utf8');
const INDEX = read('_index.js');
const ENGLISH = englishFunctions(read('en.js'));

describe('the window’s messages, one module each', () => {
  it('reads every English message of Paraglide’s output, and re-exports each from its own module', () => {
    const keys = [...INDEX.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]!);
    expect(keys.length).toBeGreaterThan(500);
    expect([...ENGLISH.keys()].sort()).toEqual([...keys].sort());
    expect(ENGLISH.get('nav_markets')).toMatch(/^\(\) => \{\s*return .*`Markets`/s);
    const index = messageIndex(INDEX, ENGLISH);
    expect(index.split('\n').filter(Boolean)).toHaveLength(keys.length);
    expect(index).toContain(`export { nav_markets } from ${JSON.stringify('\0satchel-message:nav_markets')};`);
  });

  it('gives a message its English words, and the loaded language’s when there is one', () => {
    const code = messageModule('nav_markets', ENGLISH.get('nav_markets')!);
    expect(code).toContain('const en = () =>');
    expect(code).toContain('return loaded ? loaded.nav_markets(inputs) : en(inputs);');
    expect(code).not.toMatch(/uk\.js|ru\.js/);
  });

  it('takes m’s messages one by one where they are used, and leaves a local m alone', () => {
    const source = "import { m, language } from '../../shared/i18n/language.js';\nconst rows = list.map((m) => m.quoteUnit);\nexport const title = () => m.nav_markets() + m.markets_shown({ shown: 1, count: 2 });";
    const out = messagesImportedOneByOne(source, new Set(ENGLISH.keys()))!;
    expect(out).toContain(`import { nav_markets as __message_nav_markets } from ${JSON.stringify('\0satchel-message:nav_markets')};`);
    expect(out).toContain('import { markets_shown as __message_markets_shown }');
    expect(out).toContain("import { language } from '../../shared/i18n/language.js';");
    expect(out).toContain('m.quoteUnit');
    expect(out).toContain('__message_nav_markets() + __message_markets_shown(');
    expect(messagesImportedOneByOne("import { language } from '../i18n/language.js';", new Set(ENGLISH.keys()))).toBeNull();
  });

  it('refuses compiled output of a shape it does not know', () => {
    expect(() => englishFunctions('export default {}')).toThrow(/no messages/);
    expect(() => messageIndex(INDEX.replace(/^export const nav_markets = /m, 'export const nav_markets_renamed = '), ENGLISH)).toThrow(/not in en\.js: nav_markets_renamed/);
  });

  it('fetches every language but English as a chunk of its own', () => {
    const code = loader();
    for (const locale of locales) {
      if (locale === 'en') expect(code).not.toContain('messages/en.js');
      else expect(code).toContain(`${JSON.stringify(locale)}: () => import(`);
    }
  });
});
