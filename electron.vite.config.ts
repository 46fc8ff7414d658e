/**
 * electron-vite: main, preload and renderer bundled from our folders into out/.
 *  - main: electron/main/index.ts → out/main/index.js (ESM, as package.json says "module");
 *    npm dependencies stay external and ship in the package's node_modules.
 *  - preload: electron/preload/{index,gateway,password}.ts → out/preload/{index,gateway,password}.cjs, each ONE
 *    CommonJS file with the contract and valibot inlined: a sandboxed preload can require only 'electron'.
 *  - renderer: renderer/vite.config.ts (owned by the renderer: Svelte, the CSP meta tag) reused as is, to out/renderer.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, mergeConfig, type RendererViteConfig, type UserConfig } from 'electron-vite';
import { loadConfigFromFile } from 'vite';

const root = path.dirname(fileURLToPath(import.meta.url));
const rendererRoot = path.join(root, 'renderer');
const rendererConfigFile = path.join(rendererRoot, 'vite.config.ts');

/** The renderer's own config brings its plugins: Svelte, and the CSP meta tag written into index.html. */
async function rendererConfig(command: 'build' | 'serve', mode: string): Promise<RendererViteConfig> {
  const loaded = await loadConfigFromFile({ command, mode }, rendererConfigFile, root);
  if (!loaded) throw new Error(`${rendererConfigFile} is missing`);
  return mergeConfig(loaded.config as RendererViteConfig, {
    root: rendererRoot,
    base: './',
    build: {
      outDir: path.join(root, 'out', 'renderer'),
      emptyOutDir: true,
      // electron-vite leaves the renderer unminified by default; match the browser-mode build.
      minify: true,
      // Each page on its own, as the browser-mode build makes them (renderer/vite.config.ts): no chunk
      // shared between the wallet and the payment window, and the wallet's start in one file.
      isolatedEntries: true,
      rolldownOptions: {
        input: { index: path.join(rendererRoot, 'index.html'), gateway: path.join(rendererRoot, 'gateway.html'), password: path.join(rendererRoot, 'password.html') },
      },
    },
  } satisfies RendererViteConfig);
}

export default defineConfig(async ({ command, mode }): Promise<UserConfig> => ({
  main: {
    build: {
      outDir: path.join(root, 'out', 'main'),
      lib: { entry: path.join(root, 'electron', 'main', 'index.ts'), formats: ['es' as const], fileName: () => 'index.js' },
      sourcemap: true,
    },
  },
  preload: {
    build: {
      outDir: path.join(root, 'out', 'preload'),
      // Inline everything (the contract pulls in valibot): nothing may be required at run time but electron.
      externalizeDeps: false,
      // One preload per window kind: the main window's (index), the payment window's (gateway) and
      // the password window's (password),
      // each its own standalone bundle (no chunk shared between them): a sandboxed preload cannot require one.
      isolatedEntries: true,
      rolldownOptions: {
        input: {
          index: path.join(root, 'electron', 'preload', 'index.ts'),
          gateway: path.join(root, 'electron', 'preload', 'gateway.ts'),
          password: path.join(root, 'electron', 'preload', 'password.ts'),
        },
        output: { format: 'cjs' as const, entryFileNames: '[name].cjs' },
      },
      sourcemap: false,
    },
  },
  renderer: await rendererConfig(command, mode),
}));
