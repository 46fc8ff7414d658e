/**
 * A process killed mid-write (kill -9, power loss) leaves its atomic-write temp files beside
 * settings.json and nonces.json: older copies of the settings, with an older password hash.
 * They are removed when the settings open, but only by the process that holds the folder's
 * instance lock, so a running Satchel's in-flight temp file is never taken from under it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, type InstanceLock } from '../../../electron/core/settings/instance-lock.js';
import { openSettingsStore } from '../../../electron/core/settings/store.js';
import { tempUserData } from './files.js';

const OLD_COPY = JSON.stringify({ password: { hash: 'scrypt$old-hash-of-an-old-password' } });
// The names conf's atomic writer (atomically) and the nonce store (exchange/nonce.ts) give them.
const LEFTOVERS = ['settings.json.tmp-1764150000a1b2c3', 'settings.json.tmp-0000000001ffffff', 'nonces.json.4242.0badf00d.tmp'];
// Look alike, but are not ours to delete.
const KEPT = ['settings.json.tmp-notes.txt', 'settings.corrupt-2026-01-01T00-00-00-000Z.json', 'other.json.tmp-1764150000a1b2c3', 'nonces.json.broken-1764150000000'];

let dir: string;
let lock: InstanceLock | null = null;

beforeEach(() => {
  dir = tempUserData();
  for (const name of [...LEFTOVERS, ...KEPT]) fs.writeFileSync(path.join(dir, name), OLD_COPY, { mode: 0o600 });
});
afterEach(() => {
  lock?.release();
  lock = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

const present = () => fs.readdirSync(dir).sort();

describe('temp files left by a killed process', () => {
  it('are removed when the settings open in the process that holds the instance lock', () => {
    lock = acquireInstanceLock(dir, { shell: 'browser' });
    const removed: string[] = [];
    openSettingsStore({ userDataDir: dir, log: (message) => removed.push(message) });
    for (const name of LEFTOVERS) expect(present()).not.toContain(name);
    for (const name of KEPT) expect(present()).toContain(name);
    expect(removed.join('\n')).toMatch(/3 temporary files/);
  });

  it('stay while this process does not hold the lock (another Satchel may be writing one right now)', () => {
    openSettingsStore({ userDataDir: dir });
    for (const name of [...LEFTOVERS, ...KEPT]) expect(present()).toContain(name);
  });

  it('a folder with none is left as it was', () => {
    for (const name of LEFTOVERS) fs.rmSync(path.join(dir, name));
    lock = acquireInstanceLock(dir, { shell: 'browser' });
    const before = present();
    const removed: string[] = [];
    openSettingsStore({ userDataDir: dir, log: (message) => removed.push(message) });
    for (const name of before) expect(present()).toContain(name);
    expect(removed).toEqual([]);
  });
});
