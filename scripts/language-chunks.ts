/**
 * The window's messages (issue 24), built so that the first file stays small: a view's words come
 * with the view, and a language with its choice.
 *
 * Paraglide's output (shared/i18n/paraglide/messages/) is one module of message functions
 * (_index.js) importing one module per language; a bundler cannot split a module, so every word of
 * every view would sit in the window's first file, and every language with it. The window's build
 * (this Vite plugin) makes each message a module of its own instead: its English words and a
 * function that reads the language now from what has been loaded, English when it is not there. A
 * message then goes with the first chunk that uses it (a view's words with that view), and one no
 * window code calls is not shipped. Ukrainian, Russian and the pseudo-language stay one module
 * each, chunks of their own, fetched by `loadLanguage` (shared/i18n/load-language.ts, replaced
 * here) the first time they are spoken. The build fails when Paraglide's output no longer has the
 * shape read here (a new Paraglide release), rather than ship every word in the first file again.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { baseLocale, locales } from '../shared/i18n/paraglide/runtime.js';

const PARAGLIDE = path.resolve(import.meta.dirname, '../shared/i18n/paraglide');
const INDEX = /\/shared\/i18n\/paraglide\/messages\/_index\.js$/;
const LOADER = /\/shared\/i18n\/load-language\.ts$/;
const LANGUAGE = /\/shared\/i18n\/language\.ts$/;
const REEXPORT_M = "export { m } from './paraglide/messages.js';";
const MESSAGE = '\0satchel-message:';

/** A message's own module (the build's codeSplitting leaves it to the chunk that uses it). */
export const isMessageModule = (id: string): boolean => id.startsWith(MESSAGE);

/** English's message functions, by key, as source (`(i) => {…}`), read from Paraglide's en.js. */
export function englishFunctions(code: string): Map<string, string> {
  const functions = new Map<string, string>();
  const blocks = code.split(/^export const /m).slice(1);
  for (const block of blocks) {
    const match = /^(\w+) = (?:\/\*\*[^]*?\*\/ )?([^]*?);?\s*$/.exec(block);
    if (!match) throw new Error(`language-chunks: cannot read an English message in en.js: ${block.slice(0, 60)}`);
    functions.set(match[1]!, match[2]!);
  }
  if (functions.size === 0) throw new Error('language-chunks: en.js has no messages');
  return functions;
}

/** The message functions module: each message re-exported from a module of its own. */
export function messageIndex(code: string, english: ReadonlyMap<string, string>): string {
  const keys = [...code.matchAll(/^export const (\w+) = /gm)].map((m) => m[1]!);
  const missing = keys.filter((k) => !english.has(k));
  if (keys.length === 0 || missing.length > 0 || keys.length !== english.size) throw new Error(`language-chunks: _index.js names ${keys.length} messages, en.js ${english.size}${missing.length ? `; not in en.js: ${missing.slice(0, 3).join(', ')}` : ''}`);
  return keys.map((k) => `export { ${k} } from ${JSON.stringify(MESSAGE + k)};`).join('\n') + '\n';
}

/** One message's module: its English words, and the loaded language's when there is one. */
export function messageModule(key: string, english: string): string {
  return `import { getLocale, experimentalStaticLocale } from ${JSON.stringify(path.join(PARAGLIDE, 'runtime.js'))};
import * as registry from ${JSON.stringify(path.join(PARAGLIDE, 'registry.js'))};
import { languages } from ${JSON.stringify(path.resolve(PARAGLIDE, '../load-language.ts'))};
const en = ${english};
export const ${key} = (inputs = {}, options = {}) => {
  const loaded = languages[experimentalStaticLocale ?? options.locale ?? getLocale()];
  return loaded ? loaded.${key}(inputs) : en(inputs);
};
`;
}

/** loadLanguage for the window: each language but English is an import() of its own module, a chunk of its own. */
export function loader(): string {
  const chunks = locales
    .filter((l) => l !== baseLocale)
    .map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(path.join(PARAGLIDE, 'messages', `${l}.js`))}),`)
    .join('\n');
  return `export const languages = {};
const chunks = {
${chunks}
};
export async function loadLanguage(language) {
  if (languages[language] || !chunks[language]) return;
  languages[language] = await chunks[language]();
}
`;
}

/**
 * A module's `import { m } from '…/shared/i18n/language.js'` (or Paraglide's messages.js), and each
 * `m.key` in it, made an import of that message's own module. Were `m` imported, every message
 * would be reachable from the window's entry (it imports language.js), and a bundler puts what an
 * entry reaches in the entry's file, used there or not; imported one by one where it is used, a
 * message goes with the chunk that uses it. Only names that are messages are taken (`m.x` of a
 * local `m` is left alone); `m` used any other way than `m.key` fails the build.
 */
const IMPORT_M = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/(?:shared\/)?i18n\/(?:language|paraglide\/messages)\.js)\2;?/g;
export function messagesImportedOneByOne(code: string, messages: ReadonlySet<string>): string | null {
  let imported = false;
  let out = code.replace(IMPORT_M, (whole, names: string) => {
    const list = names.split(',').map((n) => n.trim()).filter(Boolean);
    if (!list.includes('m')) return whole;
    imported = true;
    const rest = list.filter((n) => n !== 'm');
    return `${PLACE}${rest.length ? whole.replace(names, ` ${rest.join(', ')} `) : ''}`;
  });
  if (!imported) return null;
  const used = new Set<string>();
  out = out.replace(/(?<![\w$.])m\.(\w+)/g, (whole, key: string) => {
    if (!messages.has(key)) return whole;
    used.add(key);
    return `__message_${key}`;
  });
  const imports = [...used].map((k) => `import { ${k} as __message_${k} } from ${JSON.stringify(MESSAGE + k)};`).join(' ');
  // Where `m` was imported (inside a Svelte file's <script>).
  return out.replace(PLACE, imports).replaceAll(PLACE, '');
}
const PLACE = '/*satchel-messages*/';

export function languageChunks(): Plugin {
  let english: Map<string, string> | null = null;
  const englishNow = (): Map<string, string> => (english ??= englishFunctions(readFileSync(path.join(PARAGLIDE, 'messages', `${baseLocale}.js`), 'utf8')));
  return {
    name: 'satchel-language-chunks',
    enforce: 'pre',
    buildStart() {
      english = null;
    },
    resolveId(id) {
      return id.startsWith(MESSAGE) ? id : null;
    },
    load(id) {
      if (LOADER.test(id)) return loader();
      if (!id.startsWith(MESSAGE)) return null;
      const key = id.slice(MESSAGE.length);
      const source = englishNow().get(key);
      if (source === undefined) throw new Error(`language-chunks: no English message ${key}`);
      return messageModule(key, source);
    },
    transform(code, id) {
      if (INDEX.test(id)) return { code: messageIndex(code, englishNow()), map: null };
      // Every importer of m takes its messages one by one (below): language.ts re-exporting them all would make the entry reach every one.
      if (LANGUAGE.test(id)) {
        if (!code.includes(REEXPORT_M)) throw new Error(`language-chunks: ${id} no longer re-exports m as this build expects`);
        return { code: code.replace(REEXPORT_M, ''), map: null };
      }
      if (id.includes('/node_modules/') || !/\.(ts|js|svelte)$/.test(id.split('?')[0]!)) return null;
      const direct = messagesImportedOneByOne(code, new Set(englishNow().keys()));
      return direct === null ? null : { code: direct, map: null };
    },
  };
}
