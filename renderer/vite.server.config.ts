// The start page's renderer for the host (renderer/server.ts), built for Node with everything it
// needs bundled in: the host loads out/renderer-server/server.js, with no node_modules beside it.
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [svelte()],
  ssr: { noExternal: true },
  build: {
    ssr: `${import.meta.dirname}/server.ts`,
    outDir: '../out/renderer-server',
    emptyOutDir: true,
    target: 'node20',
    reportCompressedSize: false,
    rollupOptions: {
      // One file: the views it never renders come along (their import()s stay lazy), at no cost to the page.
      output: { entryFileNames: 'server.js', format: 'es', codeSplitting: false },
      onwarn(warning, warn) {
        if (warning.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && warning.message.includes('MarketsView.svelte')) return;
        warn(warning);
      },
    },
  },
});
