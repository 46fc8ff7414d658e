/**
 * A language on demand (issue 24): in the window's build, the compiled message functions
 * (shared/i18n/paraglide/messages/_index.js) import English only, and every other language's
 * module becomes a chunk of its own, fetched by `loadLanguage` (shared/i18n/load-language.ts,
 * replaced here) the first time it is chosen. Paraglide's output imports every language into
 * every message function; the build rewrites that, and fails when the output no longer has the
 * shape it rewrites (a new Paraglide release), rather than shipping all three languages again.
 */
import type { Plugin } from 'vite';
import { baseLocale, locales } from '../shared/i18n/paraglide/runtime.js';

const INDEX = /\/shared\/i18n\/paraglide\/messages\/_index\.js$/;
const LOADER = /\/shared\/i18n\/load-language\.ts$/;

/** The message functions, English imported, every other language read from what has been loaded. */
export function englishFirst(code: string): string {
  const imports = /^import \* as (__\w+) from "\.\/([\w-]+)\.js"\n/gm;
  const others = [...code.matchAll(imports)].filter(([, , file]) => file !== baseLocale);
  if (others.length !== locales.length - 1) throw new Error(`language-chunks: expected ${locales.length - 1} other languages imported in _index.js, found ${others.length}`);
  const messages = (code.match(/\treturn __en\.\w+\(inputs\)$/gm) ?? []).length;
  const branches = (code.match(/^\tif \(locale === "[\w-]+"\) return __\w+\.\w+\(inputs\)\n/gm) ?? []).length;
  if (messages === 0 || branches !== messages * others.length) throw new Error(`language-chunks: _index.js has ${messages} messages and ${branches} branches; expected ${others.length} a message`);
  return code
    .replace(imports, (line, _name, file: string) => (file === baseLocale ? line : ''))
    .replace(/^\tif \(locale === "[\w-]+"\) return __\w+\.\w+\(inputs\)\n/gm, '')
    .replace(/\treturn __en\.(\w+)\(inputs\)$/gm, '\treturn (__languages[locale] ?? __en).$1(inputs)')
    .replace(/^(import \* as __en from "\.\/en\.js"\n)/m, `$1import { languages as __languages } from "../../load-language.ts"\n`);
}

/** loadLanguage for the window: each language but English is an import() of its own module, a chunk of its own. */
export function loader(): string {
  const chunks = locales
    .filter((l) => l !== baseLocale)
    .map((l) => `  ${JSON.stringify(l)}: () => import("./paraglide/messages/${l}.js"),`)
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

export function languageChunks(): Plugin {
  return {
    name: 'satchel-language-chunks',
    enforce: 'pre',
    load(id) {
      return LOADER.test(id) ? loader() : null;
    },
    transform(code, id) {
      return INDEX.test(id) ? { code: englishFirst(code), map: null } : null;
    },
  };
}
