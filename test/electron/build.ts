/**
 * The built app (`out/`) for the tests of this folder: built with electron-vite (it only
 * bundles, so it works without the Electron binary) unless what is there is newer than every
 * source it is made from. `npm run test:electron` builds first, so there it is always current;
 * run alone, the first test file that needs it builds it once (the project runs its files one
 * after another).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..', '..');
export const OUT = path.join(root, 'out');

const OUTPUTS = ['main/index.js', 'preload/index.cjs', 'preload/gateway.cjs', 'preload/password.cjs', 'renderer/index.html', 'renderer/gateway.html', 'renderer/password.html'];
const SOURCES = ['electron', 'renderer', 'shared', 'electron.vite.config.ts', 'package.json'];

function newest(entry: string): number {
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules') continue;
    latest = Math.max(latest, newest(path.join(entry, name)));
  }
  return latest;
}

/** Why out/ must be built again, or null when it is current. */
export function staleReason(): string | null {
  const missing = OUTPUTS.filter((file) => !existsSync(path.join(OUT, file)));
  if (missing.length) return `out/${missing[0]} is missing`;
  const built = Math.min(...OUTPUTS.map((file) => statSync(path.join(OUT, file)).mtimeMs));
  const changed = Math.max(...SOURCES.map((entry) => newest(path.join(root, entry))));
  return changed > built ? 'a source is newer than out/' : null;
}

/** Builds out/ with electron-vite when it is missing or older than the sources. */
export function ensureBuilt(): void {
  if (staleReason() === null) return;
  const cli = path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
  const built = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`electron-vite build failed:\n${built.stderr}`);
  const still = staleReason();
  if (still) throw new Error(`electron-vite build finished but ${still}`);
}
