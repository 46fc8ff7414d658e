/**
 * Browser mode serves the built renderer, and draws its start page with the renderer built for
 * Node (start-page.ts); build both first when either is missing or older than their sources.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

async function newestMtime(dir: string): Promise<number> {
  let newest = 0;
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, await newestMtime(full));
    else newest = Math.max(newest, (await stat(full)).mtimeMs);
  }
  return newest;
}

/** The start page's renderer, built beside the renderer (renderer/vite.server.config.ts). */
export function startPageRendererOf(outDir: string): string {
  return path.join(outDir, '..', 'renderer-server', 'server.js');
}

export async function rendererIsStale(root: string, outDir: string): Promise<boolean> {
  const built = await Promise.all([path.join(outDir, 'index.html'), startPageRendererOf(outDir)].map((file) => stat(file).catch(() => null)));
  if (built.some((info) => info === null)) return true;
  const sources = Math.max(await newestMtime(path.join(root, 'renderer')), await newestMtime(path.join(root, 'shared')));
  return sources > Math.min(...built.map((info) => info!.mtimeMs));
}

export async function buildRenderer(root: string): Promise<void> {
  const { build } = await import('vite');
  // Vite's info lines would go to stdout, which belongs to the one URL line.
  for (const config of ['vite.config.ts', 'vite.server.config.ts']) await build({ configFile: path.join(root, 'renderer', config), logLevel: 'error' });
}
