import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A fresh user-data folder for one test. */
export function tempUserData(prefix = 'satchel-settings-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/** Every file under a folder, with its bytes as text. */
export function filesUnder(dir: string): Array<{ file: string; text: string }> {
  const found: Array<{ file: string; text: string }> = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.push({ file, text: fs.readFileSync(file).toString('latin1') });
  }
  return found;
}

/** The files under `dir` whose bytes contain `needle` (as UTF-8, or base64 of it). */
export function filesContaining(dir: string, needle: string): string[] {
  const utf8 = Buffer.from(needle, 'utf8').toString('latin1');
  const b64 = Buffer.from(needle, 'utf8').toString('base64');
  return filesUnder(dir)
    .filter(({ text }) => text.includes(utf8) || text.includes(b64))
    .map(({ file }) => file);
}
