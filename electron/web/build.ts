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
  const outputs = [path.join(outDir, 'index.html'), path.join(outDir, 'gateway.html'), path.join(outDir, 'password.html'), startPageRendererOf(outDir)];
  const built = await Promise.all(outputs.map((file) => stat(file).catch(() => null)));
  if (built.some((info) => info === null)) return true;
  const sources = Math.max(await newestMtime(path.join(root, 'renderer')), await newestMtime(path.join(root, 'shared')));
  return sources > Math.min(...built.map((info) => info!.mtimeMs));
}

export async function buildRenderer(root: string): Promise<void> {
  const { build } = await import('vite');
  // As `npm run build:renderer` does: the wallet's page, the payment window's and the desktop app's
  // password window's beside it (the same config in its own mode: renderer/vite.config.ts), then the
  // start page's renderer for Node.
  // Vite's info lines would go to stdout, which belongs to the one URL line.
  const builds = [{ config: 'vite.config.ts' }, { config: 'vite.config.ts', mode: 'gateway' }, { config: 'vite.config.ts', mode: 'password' }, { config: 'vite.server.config.ts' }];
  for (const { config, mode } of builds) await build({ configFile: path.join(root, 'renderer', config), mode, logLevel: 'error' });
}
