// Runs in Node at build time, but lives under renderer/ whose lint forbids Node built-ins: it
// needs none. Vite resolves outDir against root, and finds svelte.config.js in root.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';
import { cspMetaTag } from './csp-meta-plugin.js';

export default defineConfig({
  root: import.meta.dirname,
  // Relative asset URLs: the same build is loaded from app://satchel/ and from the browser-mode host at /.
  base: './',
  plugins: [svelte(), cspMetaTag()],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    // Electron 45 ships Chromium 140; Debian's Chromium is as new or newer.
    target: 'chrome130',
    reportCompressedSize: false,
    // Two pages: the wallet, and the payment window (its own entry, its own policy).
    rollupOptions: {
      input: {
        index: `${import.meta.dirname}/index.html`,
        gateway: `${import.meta.dirname}/gateway.html`,
      },
      // The start page's view is imported by the entry on purpose (renderer/main.ts), which keeps
      // the route table's import() of it from making a chunk: that is the point, not a mistake.
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('MarketsView.svelte')) return;
        warn(warning);
      },
    },
  },
});
