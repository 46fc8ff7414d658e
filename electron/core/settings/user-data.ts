/**
 * The per-user app folder: settings, nonces and the instance lock. Created owner-only (0700) by
 * whichever shell starts first; a folder that already exists keeps its mode (it is the person's
 * folder, perhaps shared on purpose, perhaps Electron's own). The files Satchel writes in it are
 * owner-only (0600) whatever the folder: settings and nonces are written that way, and an older
 * file found readable by others is narrowed to 0600 when opened.
 */
import fs from 'node:fs';
import path from 'node:path';

/** Creates the folder (and its missing parents) with mode 0700; returns the absolute path. */
export function ensureUserDataDir(dir: string): string {
  const absolute = path.resolve(dir);
  fs.mkdirSync(absolute, { recursive: true, mode: 0o700 });
  return absolute;
}

/** Narrows an existing file of ours to 0600 if group or others may read or write it (POSIX only). */
export function ownerOnly(file: string): void {
  if (process.platform === 'win32') return;
  try {
    const { mode } = fs.statSync(file);
    if ((mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
