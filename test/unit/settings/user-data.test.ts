import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileNonceStore } from '../../../electron/core/exchange/nonce.js';
import { openSettingsStore } from '../../../electron/core/settings/store.js';
import { ensureUserDataDir, ownerOnly } from '../../../electron/core/settings/user-data.js';
import { tempUserData } from './files.js';

const mode = (file: string): number => fs.statSync(file).mode & 0o777;

let base: string;
beforeEach(() => {
  base = tempUserData('satchel-mode-');
});
afterEach(() => {
  fs.rmSync(base, { recursive: true, force: true });
});

describe.skipIf(process.platform === 'win32')('the user-data folder and its files are the owner’s only', () => {
  it('a new folder (and its missing parents) is created 0700', () => {
    const dir = ensureUserDataDir(path.join(base, 'a', 'Satchel'));
    expect(dir).toBe(path.join(base, 'a', 'Satchel'));
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(base, 'a'))).toBe(0o700);
  });

  it('an existing folder keeps its mode', () => {
    const dir = path.join(base, 'shared');
    fs.mkdirSync(dir, { mode: 0o755 });
    fs.chmodSync(dir, 0o755);
    ensureUserDataDir(dir);
    expect(mode(dir)).toBe(0o755);
  });

  it('settings: a new folder 0700 and the file 0600; an older file readable by others is narrowed to 0600', () => {
    const dir = path.join(base, 'fresh');
    openSettingsStore({ userDataDir: dir }).update({ theme: 'dark' });
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'settings.json'))).toBe(0o600);

    const old = path.join(base, 'old');
    fs.mkdirSync(old);
    fs.writeFileSync(path.join(old, 'settings.json'), '{}', { mode: 0o644 });
    fs.chmodSync(path.join(old, 'settings.json'), 0o644);
    openSettingsStore({ userDataDir: old });
    expect(mode(path.join(old, 'settings.json'))).toBe(0o600);
  });

  it('nonces: a folder the nonce store creates is 0700, its file 0600', async () => {
    const dir = path.join(base, 'nonces', 'here');
    await new FileNonceStore(dir).save('KEY-0123456789', 1_700_000_000_000);
    expect(mode(dir)).toBe(0o700);
    expect(mode(path.join(dir, 'nonces.json'))).toBe(0o600);
  });

  it('ownerOnly leaves a 0600 file and a missing one alone', () => {
    const file = path.join(base, 'f');
    fs.writeFileSync(file, 'x', { mode: 0o600 });
    ownerOnly(file);
    expect(mode(file)).toBe(0o600);
    expect(() => ownerOnly(path.join(base, 'missing'))).not.toThrow();
  });
});
