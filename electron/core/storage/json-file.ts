/**
 * What the core records in the user-data folder beside the settings (the value history, the
 * memos sent with withdrawals): one small JSON file each, readable by its owner only, written
 * whole to a temporary file and renamed over the old one, so a crash mid-write leaves the old
 * file; a missing or damaged file reads as nothing recorded.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/** The file's JSON, or undefined when there is none or it cannot be read. */
export function readJsonFile(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** False when it could not be written (a full disk): the caller goes on with what it holds in memory. */
export function writeJsonFile(file: string, data: unknown): boolean {
  const temp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temp, JSON.stringify(data), { mode: 0o600 });
    renameSync(temp, file);
    return true;
  } catch {
    rmSync(temp, { force: true });
    return false;
  }
}
