/**
 * The real OS keychain through KeyringVault. On Linux it needs a running, unlocked Secret
 * Service: run it with `npm run test:keychain`, which wraps it in scripts/with-keyring.sh (a
 * private D-Bus session with a scratch GNOME Keyring). Entries use a service name of their own,
 * so even on a person's desktop keychain they never touch Satchel's real entries.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeyringVault } from '../../electron/core/keys/keyring-vault.js';
import { accountForProfile } from '../../electron/core/keys/vault.js';
import { refusalOf } from '../support/refusal.js';

const service = `SatchelTest-${randomBytes(4).toString('hex')}`;
const vault = new KeyringVault({ service, timeoutMs: 15_000 });
const secret = `sec-${randomBytes(24).toString('base64url')}`;
const account = accountForProfile(`test-${randomBytes(4).toString('hex')}`);
const other = accountForProfile(`test-${randomBytes(4).toString('hex')}`);
/** Set by scripts/with-keyring.sh: the keyring is a throw-away one, so a test may lock it. */
const scratch = process.platform === 'linux' && process.env.SATCHEL_SCRATCH_KEYRING === '1';

beforeAll(async () => {
  const status = await vault.check();
  if (status.state !== 'available') {
    throw new Error(`The OS keychain is not usable here (${status.state}: ${status.message}). Run this test with: npm run test:keychain`);
  }
});

afterAll(async () => {
  // Leave nothing behind, whatever failed above (the scratch keyring goes away anyway).
  for (const a of [account, other]) await vault.delete(a).catch(() => false);
});

describe('KeyringVault against the real OS keychain', () => {
  it('reports the keychain as available', async () => {
    expect(await vault.check()).toEqual({
      state: 'available',
      store: process.platform === 'darwin' ? 'macOS Keychain' : process.platform === 'win32' ? 'Windows Credential Manager' : 'Secret Service',
    });
  });

  it('stores, reads and deletes a secret', async () => {
    expect(await vault.get(account)).toBeNull();
    await vault.set(account, secret);
    expect(await vault.get(account)).toBe(secret);
    // A second vault object (as after a restart) reads the same entry from the keychain.
    expect(await new KeyringVault({ service }).get(account)).toBe(secret);
    expect(await vault.delete(account)).toBe(true);
    expect(await vault.get(account)).toBeNull();
    expect(await vault.delete(account)).toBe(false);
  });

  it('keeps accounts apart and replaces a secret in place', async () => {
    await vault.set(account, secret);
    await vault.set(other, `${secret}-other`);
    await vault.set(account, `${secret}-rotated`);
    expect(await vault.get(account)).toBe(`${secret}-rotated`);
    expect(await vault.get(other)).toBe(`${secret}-other`);
    // Another service name is another place: Satchel's real entries are never seen here.
    expect(await new KeyringVault({ service: `${service}-elsewhere` }).get(account)).toBeNull();
    expect(await vault.delete(other)).toBe(true);
    expect(await vault.delete(account)).toBe(true);
  });

  it('answers many calls at once (several accounts loading together) and is still there after them', { timeout: 90_000 }, async () => {
    // GNOME Keyring 42–50 aborts when one client has sessions opening and closing at once
    // ("gkd_secret_service_get_pkcs11_session: assertion 'client' failed"); a keyring that
    // crashed under Satchel is gone for every other app of the session too.
    const accounts = Array.from({ length: 3 }, (_, i) => accountForProfile(`test-many-${i}-${randomBytes(3).toString('hex')}`));
    const value = (a: string): string => `${secret}-${accounts.indexOf(a)}`;
    // 24 workers over 3 entries, each reading over and over while the others do the same:
    // calls start and finish at every moment.
    const worker = async (i: number): Promise<void> => {
      const a = accounts[i % accounts.length]!;
      for (let round = 0; round < 40; round++) {
        expect(await vault.get(a)).toBe(value(a));
        expect(await vault.get(other)).toBeNull();
      }
    };
    try {
      for (const a of accounts) await vault.set(a, value(a));
      const results = await Promise.allSettled(Array.from({ length: 24 }, (_, i) => worker(i)));
      expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
      expect(await vault.check()).toMatchObject({ state: 'available' });
    } finally {
      for (const a of accounts) await vault.delete(a).catch(() => false);
    }
  });

  it.runIf(process.platform === 'linux')('holds one connection per account however many calls it makes', async () => {
    // Each native entry keeps its own D-Bus connection until it is garbage collected. An entry
    // made per call left one socket per call: after about a thousand calls between two
    // collections the process had 1024 descriptors, and the native module's select() on the
    // next one never returned: main hung at 100 % CPU (seen here, in the test above).
    const { readdirSync } = await import('node:fs');
    const open = (): number => readdirSync('/proc/self/fd').length;
    await vault.set(account, secret);
    const before = open();
    for (let round = 0; round < 200; round++) {
      expect(await vault.get(account)).toBe(secret);
      expect(await vault.get(other)).toBeNull();
    }
    expect(open() - before).toBeLessThan(10);
    await vault.delete(account);
  });

  it.runIf(process.platform === 'linux')('without a reachable Secret Service: a "missing" keychain error, never a crash', () => {
    // In a child process: the native module keeps its bus connection for the process's life.
    const vaultModule = pathToFileURL(path.resolve('electron/core/keys/keyring-vault.ts')).href;
    const script = `
      const { KeyringVault } = await import(${JSON.stringify(vaultModule)});
      const vault = new KeyringVault({ service: ${JSON.stringify(service)} });
      const status = await vault.check();
      const error = await vault.set('profile:child', process.env.TEST_SECRET).then(() => null, (e) => ({ kind: e.kind, message: e.message, data: e.toData() }));
      console.log(JSON.stringify({ status, error }));`;
    const out = execFileSync(path.resolve('node_modules/.bin/tsx'), ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/satchel-test-bus', TEST_SECRET: secret },
    });
    const { status, error } = JSON.parse(out.trim().split('\n').at(-1)!);
    expect(status.state).toBe('missing');
    expect(error.kind).toBe('keychain');
    expect(error.message).toMatch(/^No system keychain is available\. On Linux install and run a Secret Service/);
    expect(out).not.toContain(secret);
  });

  // Last: it locks the scratch keyring for good (unlocking needs a prompt).
  it.runIf(scratch)('a locked keyring: a "locked" keychain error that says to unlock it', async () => {
    await vault.set(account, secret);
    const collection = execFileSync(
      'dbus-send',
      ['--session', '--print-reply', '--dest=org.freedesktop.secrets', '/org/freedesktop/secrets', 'org.freedesktop.Secret.Service.ReadAlias', 'string:default'],
      { encoding: 'utf8' },
    ).match(/object path "([^"]+)"/)?.[1];
    expect(collection).toMatch(/^\/org\/freedesktop\/secrets\/collection\//);
    execFileSync('dbus-send', [
      '--session',
      '--print-reply',
      '--dest=org.freedesktop.secrets',
      '/org/freedesktop/secrets',
      'org.freedesktop.Secret.Service.Lock',
      `array:objpath:${collection}`,
    ]);
    const error = await refusalOf(vault.get(account));
    expect(error.kind).toBe('keychain');
    expect(error.message).toMatch(/^The system keychain is locked\. Unlock it/);
    expect(error.message).not.toContain(secret);
    expect(await vault.check()).toMatchObject({ state: 'available' }); // reading a missing entry needs no unlock
    expect((await refusalOf(vault.set(other, secret))).message).toMatch(/locked/);
  });
});
