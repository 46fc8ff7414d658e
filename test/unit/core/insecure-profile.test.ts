import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/contract/index.js';
import { createCore, type Core } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { tempUserData } from '../settings/files.js';

// A settings file from before the https rule, its active account on plain http to another
// computer: Satchel starts, lists it, says why it will not use it, and leaves the file alone.
let core: Core | null = null;
let dir = '';
afterEach(async () => {
  await core?.close();
  core = null;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('an account saved with plain http to another computer', () => {
  it('is listed but never sent to, with the same clear message for every call', async () => {
    dir = tempUserData('satchel-insecure-');
    const file = path.join(dir, 'settings.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        profiles: [{ id: 'old', name: 'Old exchange', exchangeUrl: 'http://exchange.invalid', gatewayUrl: null, publicKey: 'PUBKEY0123456789', demo: false, demoAccount: null }],
        activeProfileId: 'old',
      }),
    );
    const text = fs.readFileSync(file, 'utf8');
    const vault = new MemoryVault();
    await vault.set('profile:old', 'SECRET-0123456789');
    core = createCore({ exchangeUrl: 'http://127.0.0.1:9', demo: false, shell: 'browser', version: 't', userDataDir: dir, vault });
    const session = core.openSession(() => undefined);

    const listed = (await core.handle('profiles.list', {}, session)) as Result<{ profiles: { exchangeUrl: string }[] }>;
    expect(listed.ok && listed.value.profiles.map((p) => p.exchangeUrl)).toEqual(['http://exchange.invalid']);
    expect((await core.handle('app.info', {}, session)).ok).toBe(true);

    for (const op of ['balances.list', 'account.me', 'market.markets', 'market.currencies', 'orders.active'] as const) {
      const result = await core.handle(op, {}, session);
      expect(result, op).toMatchObject({
        ok: false,
        error: { kind: 'validation', message: expect.stringMatching(/^“Old exchange” is saved with a plain http:\/\/ exchange address \(exchange\.invalid\).*add it again with its https:\/\/ address\.$/) },
      });
    }
    expect(fs.readFileSync(file, 'utf8')).toBe(text);
  });
});
