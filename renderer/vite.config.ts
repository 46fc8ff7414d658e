// Runs in Node at build time, but lives under renderer/ whose lint forbids Node built-ins: it
// needs none. Vite resolves outDir against root, and finds svelte.config.js in root.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { cspMetaTag } from './csp-meta-plugin.js';
import { isMessageModule, languageChunks } from '../scripts/language-chunks.js';

// Three pages, each built on its own: `vite build` makes the wallet's (index.html), `--mode gateway`
// the payment window's beside it (gateway.html), `--mode password` the desktop app's password
// window (password.html). electron-vite builds them all with isolatedEntries.
export default defineConfig(({ mode }) => {
  const page = mode === 'gateway' || mode === 'password' ? mode : 'index';
  return {
    root: import.meta.dirname,
    // Relative asset URLs: the same build is loaded from app://satchel/ and from the browser-mode host at /.
    base: './',
    plugins: [svelte(), cspMetaTag(), languageChunks()],
    build: {
      outDir: '../out/renderer',
      // The wallet's build comes first and starts from an empty folder; the payment window's is added beside it.
      emptyOutDir: page === 'index',
      // Electron 45 ships Chromium 140; Debian's Chromium is as new or newer.
      target: 'chrome130',
      reportCompressedSize: false,
      // One page per build (the payment window has its own entry and its own policy): built together,
      // the code they share went into chunks of its own, and with the small chunks shared with the
      // views the wallet's page asked for eight files before it could start, two more than a browser
      // fetches at once from one host. On its own, everything a page needs to start is in one file
      // (the group below); the views stay chunks of their own, fetched when first shown.
      rollupOptions: {
        input: { [page]: `${import.meta.dirname}/${page}.html` },
        // A message is a module of its own (scripts/language-chunks.ts); every one is reachable from the
        // entry through the message functions' index, but it goes with the chunk that uses it.
        output: { codeSplitting: { groups: [{ name: page, tags: ['$initial'], test: (id: string) => !isMessageModule(id) }] } },
        // The start page's view is imported by the entry on purpose (renderer/main.ts), which keeps
        // the route table's import() of it from making a chunk: that is the point, not a mistake.
        onwarn(warning, warn) {
          if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('MarketsView.svelte')) return;
          warn(warning);
        },
      },
    },
  };
});
