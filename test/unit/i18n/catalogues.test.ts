/**
 * The message catalogues (messages/*.json): every key in every language, the same placeholders in
 * each, every plural form the language has, and the compiled functions in git what the catalogues
 * compile to (`npm run messages` writes them).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/contract/app.js';
import { followLanguage, language, m, PSEUDO_LANGUAGE } from '../../../shared/i18n/language.js';
import { compiledMessages, OUT_DIR, pseudoText } from '../../../scripts/compile-messages.js';

type Variant = { declarations: string[]; selectors: string[]; match: Record<string, string> };
type Catalogue = Record<string, string | Variant[]>;

/** The catalogue files the project names (project.inlang/settings.json): the common one, then one per area. */
const patterns = (JSON.parse(readFileSync(path.resolve('project.inlang/settings.json'), 'utf8')) as { 'plugin.inlang.messageFormat': { pathPattern: string[] } })['plugin.inlang.messageFormat'].pathPattern;
const read = (file: string): Catalogue => {
  const { $schema: _schema, ...messages } = JSON.parse(readFileSync(path.resolve(file), 'utf8')) as Catalogue & { $schema?: string };
  return messages;
};
/** A language's messages from every file, keyed; a key in two files is an error (the compiler would merge them silently). */
const catalogue = (language: string): Catalogue => {
  const all: Catalogue = {};
  for (const pattern of patterns) {
    for (const [key, message] of Object.entries(read(pattern.replace('{locale}', language)))) {
      if (key in all) throw new Error(`${key} is in two catalogue files of ${language} (the second: ${pattern})`);
      all[key] = message;
    }
  }
  return all;
};
const catalogues = Object.fromEntries(LANGUAGES.map((l) => [l, catalogue(l)])) as Record<(typeof LANGUAGES)[number], Catalogue>;

/** The placeholders a message's texts use, and its inputs when it declares them. */
function placeholders(message: string | Variant[]): string[] {
  const texts = typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
  const used = new Set(texts.flatMap((t) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!)));
  if (typeof message !== 'string') for (const v of message) for (const d of v.declarations) if (d.startsWith('input ')) used.add(d.slice(6));
  return [...used].sort();
}

/** Every `m.key` in the code that speaks to people (electron/, renderer/, shared/, scripts/; the compiled output aside). */
function keysSaid(): Set<string> {
  const said = new Set<string>();
  const visit = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'paraglide' && entry.name !== 'node_modules') visit(file);
      } else if (/\.(ts|svelte)$/.test(entry.name)) {
        for (const [, key] of readFileSync(file, 'utf8').matchAll(/\bm\.(\w+)/g)) said.add(key!);
      }
    }
  };
  for (const dir of ['electron', 'renderer', 'shared', 'scripts']) visit(path.resolve(dir));
  return said;
}

describe('the message catalogues', () => {
  it('hold no message the code never says (two areas translating the same sentence leave one of them unused)', () => {
    const said = keysSaid();
    expect(Object.keys(catalogues.en).filter((key) => !said.has(key))).toEqual([]);
  });

  it('give an area\'s file only keys named after the area (messages/funds/*.json: funds_…), so areas never collide', () => {
    for (const pattern of patterns) {
      const area = /^\.\/messages\/(\w+)\/\{locale\}\.json$/.exec(pattern)?.[1];
      if (!area) continue;
      for (const language of LANGUAGES) {
        const strays = Object.keys(read(pattern.replace('{locale}', language))).filter((key) => !key.startsWith(`${area}_`));
        expect({ file: pattern.replace('{locale}', language), strays }).toEqual({ file: pattern.replace('{locale}', language), strays: [] });
      }
    }
  });

  it('have the same keys in every language', () => {
    const english = Object.keys(catalogues.en).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect({ language, keys: Object.keys(catalogues[language]).sort() }).toEqual({ language, keys: english });
  });

  it('use the same placeholders in every language', () => {
    for (const [key, message] of Object.entries(catalogues.en)) {
      for (const language of LANGUAGES) expect({ key, language, placeholders: placeholders(catalogues[language][key]!) }).toEqual({ key, language, placeholders: placeholders(message) });
    }
  });

  it('give every plural form the language has (one, few, many, other in Ukrainian and Russian)', () => {
    for (const language of LANGUAGES) {
      const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      for (const [key, message] of Object.entries(catalogues[language])) {
        if (typeof message === 'string') continue;
        for (const variant of message) {
          const selector = variant.selectors[0]!;
          const given = Object.keys(variant.match).map((k) => k.slice(selector.length + 1));
          expect({ key, language, missing: forms.filter((f) => !given.includes(f)) }).toEqual({ key, language, missing: [] });
        }
      }
    }
  });

  it('have no empty text and no text left in English in another language, but for names', () => {
    const same = new Set(['first_welcome']);
    for (const language of LANGUAGES) {
      for (const [key, message] of Object.entries(catalogues[language])) {
        const texts = typeof message === 'string' ? [message] : message.flatMap((v) => Object.values(v.match));
        for (const text of texts) expect({ key, language, empty: text.trim() === '' }).toEqual({ key, language, empty: false });
        if (language !== 'en' && !same.has(key)) expect({ key, language, english: message === catalogues.en[key] }).toEqual({ key, language, english: false });
      }
    }
  });

  it('are compiled: the message functions in git are what the catalogues compile to (run npm run messages)', async () => {
    const files = await compiledMessages();
    const stale = Object.entries(files).filter(([file, text]) => {
      try {
        return readFileSync(path.join(OUT_DIR, file), 'utf8') !== text;
      } catch {
        return true;
      }
    });
    expect(stale.map(([file]) => file)).toEqual([]);
    const onDisk = readdirSync(OUT_DIR, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => path.relative(OUT_DIR, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
    expect(onDisk.sort()).toEqual(Object.keys(files).sort());
  }, 60_000);
});

describe('the pseudo-language (en-XA), made from the English catalogues', () => {
  it('accents every letter, keeps the placeholders, and is 40 % longer, in brackets', () => {
    const text = pseudoText('Send {amount} to {address} now');
    expect(text).toMatch(/^\[.*\]$/);
    expect(text).toContain('{amount}');
    expect(text).toContain('{address}');
    expect(text.replace(/\{\w+\}/g, '')).not.toMatch(/[A-Za-z]/);
    const letters = 'Send  to  now'.length;
    expect(text.length - '[] '.length - '{amount}{address}'.length).toBeGreaterThanOrEqual(Math.ceil(letters * 1.4));
  });

  it('is compiled beside the three languages, and speaks through the same message functions', () => {
    followLanguage(() => PSEUDO_LANGUAGE);
    try {
      expect(m.nav_markets()).toBe(pseudoText(catalogues.en.nav_markets as string));
      expect(language()).toBe('en');
    } finally {
      followLanguage(() => 'en');
    }
  });
});
