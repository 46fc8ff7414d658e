/**
 * Compiles the message catalogues (messages/{en,uk,ru}.json, inlang's message format) into
 * Paraglide JS's message functions in shared/i18n/paraglide/, which are kept in git: every build,
 * test and `tsx` run reads them without a step of its own first. `npm run messages` writes them;
 * test/unit/i18n/catalogues.test.ts fails when they are not what the catalogues compile to.
 *
 * The inlang plugin is given from node_modules (the project file names no module to download).
 * Only what Satchel uses is kept: the runtime, the messages, their types. The server middleware
 * (server.js) is left out: nothing serves pages by language.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileProject } from '@inlang/paraglide-js';
import plugin from '@inlang/plugin-message-format';
import { loadProjectFromDirectory } from '@inlang/sdk';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(ROOT, 'shared/i18n/paraglide');
const LEFT_OUT = /^(server\.(js|d\.ts)|README\.md|\.prettierignore|\.gitignore)$/;

/**
 * The pseudo-language (`en-XA`, shared/i18n/pseudo.ts): English with every letter accented and
 * 40 % longer, in brackets. It is made here from the English catalogues, never written by hand:
 * a word shown plain in it was not taken from a catalogue, and a cut-off bracket or an overflow
 * shows where a longer language would not fit.
 */
export const PSEUDO = 'en-XA';
const ACCENTED: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [c, [...'áƀçďéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĻṀÑÓÞǪŔŠŢÚṼŴẊÝŽ'][i]!]),
);
/** A text of a message in the pseudo-language: its `{placeholders}` kept, every other letter accented, and longer. */
export function pseudoText(text: string): string {
  const accented = text.split(/(\{\w+\})/).map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c]!))).join('');
  const letters = text.replace(/\{\w+\}/g, '').length;
  // The padding comes in words of at most six, as a longer language's words break between them.
  const padding = '~'.repeat(Math.max(1, Math.ceil(letters * 0.4))).replace(/~{6}(?=~)/g, '$& ');
  return `[${accented} ${padding}]`;
}
type CatalogueMessage = string | { declarations: string[]; selectors: string[]; match: Record<string, string> }[];
const pseudoMessage = (message: CatalogueMessage): CatalogueMessage =>
  typeof message === 'string' ? pseudoText(message) : message.map((v) => ({ ...v, match: Object.fromEntries(Object.entries(v.match).map(([k, t]) => [k, pseudoText(t)])) }));

/**
 * The project to compile: the catalogues as they are, and the pseudo-language made from the English
 * ones, in a copy of the project in a temporary folder (the repository holds only the written ones).
 */
function projectWithPseudo(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'satchel-messages-'));
  const settings = JSON.parse(fs.readFileSync(path.join(ROOT, 'project.inlang/settings.json'), 'utf8')) as { locales: string[]; 'plugin.inlang.messageFormat': { pathPattern: string[] } };
  for (const pattern of settings['plugin.inlang.messageFormat'].pathPattern) {
    for (const locale of [...settings.locales, PSEUDO]) {
      const from = path.join(ROOT, pattern.replace('{locale}', locale === PSEUDO ? 'en' : locale));
      const to = path.join(dir, pattern.replace('{locale}', locale));
      fs.mkdirSync(path.dirname(to), { recursive: true });
      const catalogue = JSON.parse(fs.readFileSync(from, 'utf8')) as Record<string, CatalogueMessage>;
      if (locale === PSEUDO) for (const key of Object.keys(catalogue)) if (key !== '$schema') catalogue[key] = pseudoMessage(catalogue[key]!);
      fs.writeFileSync(to, JSON.stringify(catalogue));
    }
  }
  fs.mkdirSync(path.join(dir, 'project.inlang'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'project.inlang/settings.json'), JSON.stringify({ ...settings, locales: [...settings.locales, PSEUDO] }));
  return dir;
}

/** The compiled files, by path under OUT_DIR. */
export async function compiledMessages(): Promise<Record<string, string>> {
  const dir = projectWithPseudo();
  const project = await loadProjectFromDirectory({ path: path.join(dir, 'project.inlang'), fs, providePlugins: [plugin] });
  try {
    const files = await compileProject({
      project,
      compilerOptions: {
        // Three small catalogues: one module per language rather than thousands of files.
        outputStructure: 'locale-modules',
        // The app says the language (overwriteGetLocale in shared/i18n/language.ts): no cookie, no URL.
        strategy: ['globalVariable', 'baseLocale'],
        emitTsDeclarations: true,
        emitGitIgnore: false,
        includeEslintDisableComment: true,
      },
    });
    return Object.fromEntries(Object.entries(files).filter(([file]) => !LEFT_OUT.test(file)));
  } finally {
    await project.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const files = await compiledMessages();
  fs.rmSync(OUT_DIR, { recursive: true, force: true });
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(OUT_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(OUT_DIR, file), text);
  }
  console.log(`Compiled ${Object.keys(files).length} files into ${path.relative(ROOT, OUT_DIR)}.`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
