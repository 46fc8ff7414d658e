import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WithdrawalGuard } from '../../../electron/core/funds/guard.js';
import { exchangeAccountKey } from '../../../electron/core/keys/exchange-account.js';
import { openSettingsStore } from '../../../electron/core/settings/store.js';
import { tempUserData } from './files.js';

let dir: string;
let file: string;

beforeEach(() => {
  dir = tempUserData();
  file = path.join(dir, 'settings.json');
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const keyed = {
  id: 'p-keyed',
  name: 'Main',
  exchangeUrl: 'https://exchange.example',
  gatewayUrl: null,
  publicKey: 'PUBLICKEY0123456',
  demo: false,
  demoAccount: null,
};
const demo = { ...keyed, id: 'p-demo', name: 'Demo', exchangeUrl: 'http://127.0.0.1:4000', publicKey: 'DEMOKEY0123456', demo: true, demoAccount: 'alice@demo.satchel.test' };
const now = Date.now();
const guard = {
  addresses: [{ currency: 'usdt', address: '0x52908400098527886E0F7030069857D2E4169EE7', memo: null, label: 'Cold' }],
  rules: { usdt: { allowListOnly: true, dailyLimit: '100' } },
  sent: [{ at: now - 60_000, currency: 'usdt', debit: '90' }],
};

/** A settings file as version 1 wrote it: guards by profile id, privacy while locked off by default. */
function writeVersion1(extra: Record<string, unknown> = {}) {
  fs.writeFileSync(
    file,
    JSON.stringify({
      version: 1,
      profiles: [keyed, demo],
      activeProfileId: 'p-keyed',
      hideAmounts: false,
      hideAmountsWhenLocked: false,
      guards: { 'p-keyed': guard, 'p-demo': { addresses: [], rules: { btc: { allowListOnly: false, dailyLimit: '0.5' } }, sent: [] } },
      ...extra,
    }),
  );
}

describe('settings migration from version 1', () => {
  it('moves each guard from its profile id to its exchange account, and the guard keeps refusing', () => {
    writeVersion1();
    const store = openSettingsStore({ userDataDir: dir });
    expect(store.recovered).toBeNull();
    const settings = store.get();
    expect(settings.version).toBe(2);
    expect(Object.keys(settings.guards).sort()).toEqual([exchangeAccountKey(demo), exchangeAccountKey(keyed)].sort());
    expect(settings.guards[exchangeAccountKey(keyed)]).toEqual(guard);
    expect(settings.guards[exchangeAccountKey(demo)]?.rules.btc).toEqual({ allowListOnly: false, dailyLimit: '0.5' });

    // The guard of the account as the core finds it now: the 90 USDT sent a minute ago still count.
    const active = new WithdrawalGuard(store, exchangeAccountKey(store.get().profiles[0]!));
    expect(active.view(false).usedToday).toEqual({ usdt: '90' });
    expect(() => active.check({ currency: 'usdt', address: guard.addresses[0]!.address, memo: null }, '20')).toThrow(/daily limit for USDT is 100 USDT/);
    expect(() => active.check({ currency: 'usdt', address: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf', memo: null }, '1')).toThrow(/saved addresses/);

    // Opening it again finds the same; the first change writes it as version 2.
    expect(openSettingsStore({ userDataDir: dir }).get()).toEqual(settings);
    store.update({ theme: 'dark' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toMatchObject({ version: 2, hideAmountsWhenLocked: true, guards: { [exchangeAccountKey(keyed)]: guard } });
    expect(openSettingsStore({ userDataDir: dir }).get()).toEqual({ ...settings, theme: 'dark' });
  });

  it('turns hiding while locked on for an install that never chose, and keeps a choice made after the upgrade', () => {
    writeVersion1();
    const store = openSettingsStore({ userDataDir: dir });
    expect(store.get().hideAmountsWhenLocked).toBe(true);
    store.update({ hideAmountsWhenLocked: false });
    expect(openSettingsStore({ userDataDir: dir }).get().hideAmountsWhenLocked).toBe(false);
  });

  it('keeps hiding on where version 1 already had it on, and a file with no version counts as version 1', () => {
    writeVersion1({ hideAmountsWhenLocked: true });
    expect(openSettingsStore({ userDataDir: dir }).get().hideAmountsWhenLocked).toBe(true);
    fs.writeFileSync(file, JSON.stringify({ theme: 'dark', profiles: [keyed], guards: { 'p-keyed': guard } }));
    const settings = openSettingsStore({ userDataDir: dir }).get();
    expect(settings.hideAmountsWhenLocked).toBe(true);
    expect(settings.guards).toEqual({ [exchangeAccountKey(keyed)]: guard });
  });

  it('hides while locked by default on a new install', () => {
    expect(openSettingsStore({ userDataDir: dir }).get()).toMatchObject({ version: 2, hideAmountsWhenLocked: true });
  });

  it('sets aside a file from a newer version instead of guessing', () => {
    fs.writeFileSync(file, JSON.stringify({ version: 3 }));
    const store = openSettingsStore({ userDataDir: dir });
    expect(store.recovered?.reason).toMatch(/another version/);
  });
});
