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
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileProject } from '@inlang/paraglide-js';
import plugin from '@inlang/plugin-message-format';
import { loadProjectFromDirectory } from '@inlang/sdk';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUT_DIR = path.join(ROOT, 'shared/i18n/paraglide');
const LEFT_OUT = /^(server\.(js|d\.ts)|README\.md|\.prettierignore|\.gitignore)$/;

/** The compiled files, by path under OUT_DIR. */
export async function compiledMessages(): Promise<Record<string, string>> {
  const project = await loadProjectFromDirectory({ path: path.join(ROOT, 'project.inlang'), fs, providePlugins: [plugin] });
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
