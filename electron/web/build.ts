/** Browser mode serves the built renderer; build it first when it is missing or older than its sources. */
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

export async function rendererIsStale(root: string, outDir: string): Promise<boolean> {
  const built = await stat(path.join(outDir, 'index.html')).catch(() => null);
  if (!built) return true;
  const sources = Math.max(await newestMtime(path.join(root, 'renderer')), await newestMtime(path.join(root, 'shared')));
  return sources > built.mtimeMs;
}

export async function buildRenderer(root: string): Promise<void> {
  const { build } = await import('vite');
  // Vite's info lines would go to stdout, which belongs to the one URL line.
  await build({ configFile: path.join(root, 'renderer', 'vite.config.ts'), logLevel: 'error' });
}
