import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { exchangeAccountKey } from '../../../electron/core/keys/exchange-account.js';
import { maskKey, ProfilesService, type DemoExchange, type ProfileInput, type VerifyCredentials } from '../../../electron/core/keys/profiles.js';
import type { OpenBacking } from '../../../electron/core/settings/backing.js';
import { openSettingsStore, type SettingsStore } from '../../../electron/core/settings/store.js';
import { filesContaining, filesUnder, tempUserData } from '../settings/files.js';
import { refusalOf } from '../../support/refusal.js';

const SECRET = 'Zq8-secret-7c1e5b2f9a44d0e6';
const OTHER_SECRET = 'Yw3-secret-0a9b8c7d6e5f4321';
const KEY = 'iqxwAbCdEfGh0123456789P0bN';

const input = (extra: Partial<ProfileInput> = {}): ProfileInput => ({
  name: 'Main account',
  exchangeUrl: 'https://exchange.example/',
  gatewayUrl: 'https://pay.example',
  apiKey: KEY,
  apiSecret: SECRET,
  ...extra,
});

let dir: string;
let settings: SettingsStore;
let vault: MemoryVault;
let service: ProfilesService;
let ids: number;

beforeEach(() => {
  dir = tempUserData('satchel-profiles-');
  settings = openSettingsStore({ userDataDir: dir });
  vault = new MemoryVault();
  ids = 0;
  service = new ProfilesService({ settings, vault, newId: () => `p${++ids}` });
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const accepts: VerifyCredentials = async () => undefined;

describe('ProfilesService.add', () => {
  it('verifies first, then keeps the secret in the keychain and the rest in the settings', async () => {
    const order: string[] = [];
    const verify = vi.fn<VerifyCredentials>(async () => {
      order.push(`verify (vault holds ${vault.size})`);
    });
    const view = await service.add(input(), verify);

    expect(verify).toHaveBeenCalledExactlyOnceWith({ exchangeUrl: 'https://exchange.example', apiKey: KEY, apiSecret: SECRET });
    expect(order).toEqual(['verify (vault holds 0)']);
    expect(vault.calls).toEqual([{ op: 'set', account: 'profile:p1' }]);
    expect(await vault.get('profile:p1')).toBe(SECRET);
    expect(view).toEqual({
      id: 'p1',
      name: 'Main account',
      exchangeUrl: 'https://exchange.example',
      gatewayUrl: 'https://pay.example',
      maskedKey: 'iqxw…P0bN',
      demo: false,
      guarded: false,
    });
    const saved = openSettingsStore({ userDataDir: dir }).get();
    expect(saved.profiles).toEqual([
      { id: 'p1', name: 'Main account', exchangeUrl: 'https://exchange.example', gatewayUrl: 'https://pay.example', publicKey: KEY, demo: false, demoAccount: null, svcid: null },
    ]);
    expect(saved.activeProfileId).toBe('p1');
  });

  it('after profiles are saved, no file under the user-data folder contains a secret', async () => {
    await service.add(input(), accepts);
    await service.add(input({ name: 'Second', apiKey: 'ANOTHERKEY000111222', apiSecret: OTHER_SECRET, demo: true }), accepts);
    service.rename('p2', 'Renamed');
    service.setActive('p2');
    expect(filesUnder(dir).map((f) => path.basename(f.file))).toContain('settings.json');
    expect(filesContaining(dir, SECRET)).toEqual([]);
    expect(filesContaining(dir, OTHER_SECRET)).toEqual([]);
    expect(filesContaining(dir, KEY)).toHaveLength(1); // the public key is stored, as is
    expect(await service.credentialsFor('p2')).toEqual({ apiKey: 'ANOTHERKEY000111222', apiSecret: OTHER_SECRET });
  });

  it('a key the exchange refuses: the exchange’s error, and nothing is stored anywhere', async () => {
    const verify = vi.fn<VerifyCredentials>(async () => {
      throw new AppError('auth', 'The exchange refused this API key or secret.', { status: 401 });
    });
    const error = await refusalOf(service.add(input(), verify));
    expect(error.kind).toBe('auth');
    expect(vault.calls).toEqual([]);
    expect(vault.size).toBe(0);
    expect(settings.get().profiles).toEqual([]);
    expect(fs.existsSync(settings.path)).toBe(false);
    expect(filesContaining(dir, SECRET)).toEqual([]);
  });

  it.each(['locked', 'missing'] as const)('a %s keychain: a keychain error, no profile, and the secret in no file', async (state) => {
    vault.setState(state);
    const verify = vi.fn(accepts);
    const error = await refusalOf(service.add(input(), verify));
    expect(error.kind).toBe('keychain');
    expect(error.message).toMatch(state === 'locked' ? /locked\. Unlock it/ : /No system keychain is available/);
    expect(error.message).not.toContain(SECRET);
    expect(verify).toHaveBeenCalledOnce();
    expect(vault.size).toBe(0);
    expect(settings.get().profiles).toEqual([]);
    expect(openSettingsStore({ userDataDir: dir }).get().profiles).toEqual([]);
    expect(filesContaining(dir, SECRET)).toEqual([]);
  });

  it('settings that cannot be saved: the secret is taken back out of the keychain', async () => {
    const broken: OpenBacking = ({ cwd, configName }) => ({
      path: path.join(cwd, `${configName}.json`),
      get store() {
        return {};
      },
      set store(_v) {
        throw new Error('EROFS: read-only file system');
      },
    });
    const s = openSettingsStore({ userDataDir: dir, backing: broken });
    const svc = new ProfilesService({ settings: s, vault, newId: () => 'px' });
    const error = await refusalOf(svc.add(input(), accepts));
    expect(error.message).toMatch(/could not save its settings/);
    expect(vault.calls.map((c) => c.op)).toEqual(['set', 'delete']);
    expect(vault.size).toBe(0);
  });

  it('refuses bad input before asking the exchange or the keychain', async () => {
    const verify = vi.fn(accepts);
    const cases: Array<[Partial<ProfileInput>, RegExp]> = [
      [{ apiSecret: '' }, /Enter the API secret/],
      [{ apiSecret: `has space ${SECRET}` }, /no spaces/],
      [{ exchangeUrl: 'exchange.example' }, /exchange address must be a web address/],
      [{ gatewayUrl: 'javascript:alert(1)' }, /payment gateway address/],
      [{ name: '' }, /name/],
      [{ apiKey: '' }, /public key/],
    ];
    for (const [bad, message] of cases) {
      const error = await refusalOf(service.add(input(bad), verify));
      expect(error.kind).toBe('validation');
      expect(error.message).toMatch(message);
      expect(error.message).not.toContain(SECRET);
    }
    expect(verify).not.toHaveBeenCalled();
    expect(vault.calls).toEqual([]);
  });

  it('refuses plain http to another computer for either address, naming the field, before asking anyone', async () => {
    const verify = vi.fn(accepts);
    for (const [bad, field] of [
      [{ exchangeUrl: 'http://exchange.example' }, 'exchangeUrl'],
      [{ exchangeUrl: 'http://10.0.0.5:8080/api' }, 'exchangeUrl'],
      [{ gatewayUrl: 'http://pay.example' }, 'gatewayUrl'],
    ] as const) {
      const error = await refusalOf(service.add(input(bad), verify));
      expect(error).toMatchObject({ kind: 'validation', field });
      expect(error.message).toMatch(/must start with https:\/\/\. Plain http:\/\/ is allowed only for this computer \(localhost, 127\.0\.0\.1, ::1\)\.$/);
      expect(error.message).not.toMatch(/example|10\.0\.0\.5/);
    }
    expect(verify).not.toHaveBeenCalled();
    expect(vault.calls).toEqual([]);
    // This computer is fine over http: a demo server, a tunnel.
    for (const [n, exchangeUrl] of ['http://127.0.0.1:9000', 'http://localhost:8080/', 'http://[::1]:9000', 'http://127.1.2.3'].entries()) {
      await service.add(input({ name: `Local ${n}`, exchangeUrl, gatewayUrl: 'http://localhost:9001', apiKey: `${KEY}${n}` }), accepts);
    }
    expect(settings.get().profiles).toHaveLength(4);
  });

  it('keeps the account the exchange names, and takes over the guard the same key had before that was kept', async () => {
    const guard = { addresses: [], rules: { btc: { allowListOnly: false, dailyLimit: '0.5' } }, sent: [{ at: Date.now(), currency: 'btc', debit: '0.2' }] };
    settings.update({ guards: { [exchangeAccountKey({ exchangeUrl: 'https://EXCHANGE.example/', publicKey: KEY, demoAccount: null })]: guard } });
    const view = await service.add(input(), async () => ({ svcid: 'SV1234' }));
    expect(view.guarded).toBe(true);
    const profile = settings.get().profiles[0]!;
    expect(profile.svcid).toBe('SV1234');
    expect(settings.get().guards).toEqual({ [exchangeAccountKey(profile)]: guard });
    expect(exchangeAccountKey(profile)).toBe('https://exchange.example|svcid|SV1234');
  });

  it('refuses a name already used, whatever its case and surrounding spaces, and a rename to one', async () => {
    await service.add(input(), accepts);
    const error = await refusalOf(service.add(input({ name: ' MAIN ACCOUNT ', apiKey: `${KEY}2` }), accepts));
    expect(error).toMatchObject({ kind: 'validation', field: 'name', message: 'Another account already has this name. Choose another name.' });
    expect(vault.size).toBe(1);
    const savings = await service.add(input({ name: 'Savings', apiKey: `${KEY}2` }), accepts);
    expect(() => service.rename(savings.id, 'main account')).toThrow('Another account already has this name.');
    expect(service.rename('p1', 'MAIN account').name).toBe('MAIN account');
  });

  it('refuses the same key on the same exchange twice', async () => {
    await service.add(input(), accepts);
    const error = await refusalOf(service.add(input({ name: 'Again', apiSecret: OTHER_SECRET }), accepts));
    expect(error.message).toBe('This key is already saved as “Main account”.');
    expect(vault.size).toBe(1);
    expect(await vault.get('profile:p1')).toBe(SECRET);
  });

  it('accepts a profile without a payment gateway', async () => {
    const view = await service.add(input({ gatewayUrl: null }), accepts);
    expect(view.gatewayUrl).toBe('');
    expect(settings.get().profiles[0]!.gatewayUrl).toBeNull();
  });
});

describe('ProfilesService: the other operations', () => {
  beforeEach(async () => {
    await service.add(input(), accepts);
    await service.add(input({ name: 'Second', apiKey: 'ANOTHERKEY000111222', apiSecret: OTHER_SECRET }), accepts);
  });

  it('lists profiles with the public key masked and never a secret', () => {
    const list = service.list();
    expect(list.map((p) => p.maskedKey)).toEqual(['iqxw…P0bN', 'ANOT…1222']);
    const text = JSON.stringify(list);
    for (const hidden of [SECRET, OTHER_SECRET, KEY, 'ANOTHERKEY000111222']) expect(text).not.toContain(hidden);
  });

  it('remove deletes the secret from the keychain too, and moves the active profile on', async () => {
    expect(service.activeId()).toBe('p1');
    await service.remove('p1');
    expect(vault.has('profile:p1')).toBe(false);
    expect(vault.has('profile:p2')).toBe(true);
    expect(service.list().map((p) => p.id)).toEqual(['p2']);
    expect(service.activeId()).toBe('p2');
    await service.remove('p2');
    expect(vault.size).toBe(0);
    expect(service.activeId()).toBeNull();
  });

  it('remove with a locked keychain refuses and keeps the profile with its secret', async () => {
    vault.setState('locked');
    const error = await refusalOf(service.remove('p1'));
    expect(error.kind).toBe('keychain');
    expect(service.list()).toHaveLength(2);
    vault.setState('available');
    expect(await vault.get('profile:p1')).toBe(SECRET);
  });

  it('rename and setActive change only what they say', () => {
    expect(service.rename('p2', '  Savings  ').name).toBe('Savings');
    service.setActive('p2');
    expect(service.activeId()).toBe('p2');
    expect(settings.get().profiles[0]!.name).toBe('Main account');
    expect(() => service.rename('p2', '')).toThrow(AppError);
    expect(settings.get().profiles[1]!.name).toBe('Savings');
  });

  it('unknown profiles are not-found errors', async () => {
    expect(() => service.setActive('nope')).toThrow(expect.objectContaining({ kind: 'not-found' }));
    expect(() => service.rename('nope', 'x')).toThrow(expect.objectContaining({ kind: 'not-found' }));
    expect((await refusalOf(service.remove('nope'))).kind).toBe('not-found');
    expect((await refusalOf(service.credentialsFor('nope'))).kind).toBe('not-found');
  });

  it('credentialsFor reads the keychain at call time', async () => {
    expect(await service.credentialsFor('p1')).toEqual({ apiKey: KEY, apiSecret: SECRET });
    await vault.set('profile:p1', 'rotated-secret-000');
    expect((await service.credentialsFor('p1')).apiSecret).toBe('rotated-secret-000');
    vault.setState('locked');
    expect((await refusalOf(service.credentialsFor('p1'))).kind).toBe('keychain');
  });

  it('a profile whose secret vanished from the keychain says so, with what to do', async () => {
    await vault.delete('profile:p2');
    const error = await refusalOf(service.credentialsFor('p2'));
    expect(error.kind).toBe('keychain');
    expect(error.message).toMatch(/not in the system keychain any more\. Remove the account and add its key again/);
  });
});

describe('ProfilesService: demo accounts', () => {
  const demoOf = (exchangeUrl: string, apiKey: string, apiSecret: string): DemoExchange => ({
    exchangeUrl,
    credentials: (email) => (email === 'alice@demo.test' ? { apiKey, apiSecret } : null),
  });
  const firstRun = demoOf('http://127.0.0.1:41001', 'RUNONEKEY0123456789', 'run-one-secret-0123456789');
  const secondRun = demoOf('http://127.0.0.1:42002', 'RUNTWOKEY0123456789', 'run-two-secret-0123456789');

  it('keeps only the e-mail: no keychain entry, checked with the running demo exchange', async () => {
    const demo = new ProfilesService({ settings, vault: new MemoryVault({ state: 'missing' }), newId: () => 'd1', demo: firstRun });
    const verify = vi.fn<VerifyCredentials>(async () => undefined);
    const view = await demo.addDemo({ name: 'Demo: alice', email: 'alice@demo.test' }, verify);
    expect(verify).toHaveBeenCalledWith({ exchangeUrl: 'http://127.0.0.1:41001', apiKey: 'RUNONEKEY0123456789', apiSecret: 'run-one-secret-0123456789' });
    expect(view).toMatchObject({ demo: true, exchangeUrl: 'http://127.0.0.1:41001' });
    expect(settings.get().profiles[0]).toMatchObject({ demo: true, demoAccount: 'alice@demo.test' });
    expect(filesContaining(dir, 'run-one-secret-0123456789')).toEqual([]);
    expect(await demo.credentialsFor('d1')).toEqual({ apiKey: 'RUNONEKEY0123456789', apiSecret: 'run-one-secret-0123456789' });
  });

  it('follows the demo exchange of the next run: its address and its keys', async () => {
    await new ProfilesService({ settings, vault, newId: () => 'd1', demo: firstRun }).addDemo({ name: 'Demo: alice', email: 'alice@demo.test' }, accepts);
    const next = new ProfilesService({ settings, vault, demo: secondRun });
    expect(next.list()[0]).toMatchObject({ exchangeUrl: 'http://127.0.0.1:42002', maskedKey: 'RUNT…6789' });
    expect(next.active()?.exchangeUrl).toBe('http://127.0.0.1:42002');
    expect(next.rename('d1', 'Alice (demo)').exchangeUrl).toBe('http://127.0.0.1:42002');
    expect(await next.credentialsFor('d1')).toEqual({ apiKey: 'RUNTWOKEY0123456789', apiSecret: 'run-two-secret-0123456789' });
  });

  it('without a demo exchange running, says so instead of signing with stale keys', async () => {
    await new ProfilesService({ settings, vault, newId: () => 'd1', demo: firstRun }).addDemo({ name: 'Demo: alice', email: 'alice@demo.test' }, accepts);
    const real = new ProfilesService({ settings, vault });
    const error = await refusalOf(real.credentialsFor('d1'));
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/demo exchange, which is not running now/);
  });

  it('refuses an unknown demo account and the same one twice; removal leaves the keychain alone', async () => {
    const lockedVault = new MemoryVault({ state: 'locked' });
    const demo = new ProfilesService({ settings, vault: lockedVault, newId: () => `d${++ids}`, demo: firstRun });
    expect((await refusalOf(demo.addDemo({ name: 'Nobody', email: 'nobody@demo.test' }, accepts))).kind).toBe('not-found');
    await demo.addDemo({ name: 'Demo: alice', email: 'alice@demo.test' }, accepts);
    expect((await refusalOf(demo.addDemo({ name: 'Again', email: 'alice@demo.test' }, accepts))).message).toMatch(/already saved as “Demo: alice”/);
    await demo.remove(settings.get().profiles[0]!.id);
    expect(settings.get().profiles).toEqual([]);
  });
});

describe('maskKey', () => {
  it.each([
    ['iqxwAbCdEfGh0123456789P0bN', 'iqxw…P0bN'],
    ['abcdefghijkl', 'abcd…ijkl'],
    ['abcdefg', 'ab…fg'],
    ['abc', '…'],
  ])('%s → %s', (key, masked) => {
    expect(maskKey(key)).toBe(masked);
  });
});

describe('ProfilesService: a profile saved with plain http before the rule', () => {
  it('loads, lists and can be removed, but is refused for use with a clear message; the file is not rewritten', async () => {
    const saved = {
      profiles: [
        { id: 'old', name: 'Old exchange', exchangeUrl: 'http://exchange.example', gatewayUrl: null, publicKey: KEY, demo: false, demoAccount: null },
        { id: 'pay', name: 'Old gateway', exchangeUrl: 'https://exchange.example', gatewayUrl: 'http://pay.example', publicKey: `${KEY}2`, demo: false, demoAccount: null },
        { id: 'local', name: 'Tunnel', exchangeUrl: 'http://127.0.0.1:8443', gatewayUrl: null, publicKey: `${KEY}3`, demo: false, demoAccount: null },
      ],
      activeProfileId: 'old',
    };
    fs.writeFileSync(path.join(dir, 'settings.json'), JSON.stringify(saved));
    const text = fs.readFileSync(path.join(dir, 'settings.json'), 'utf8');
    const reopened = new ProfilesService({ settings: openSettingsStore({ userDataDir: dir }), vault });
    expect(reopened.list().map((p) => p.exchangeUrl)).toEqual(['http://exchange.example', 'https://exchange.example', 'http://127.0.0.1:8443']);
    expect(() => reopened.assertUsable(reopened.get('old'))).toThrow(
      '“Old exchange” is saved with a plain http:// exchange address (exchange.example), which anything on the network between could read and change, so Satchel does not use it. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1). Remove the account in Settings and add it again with its https:// address.',
    );
    expect(() => reopened.assertUsable(reopened.get('pay'))).toThrow(/saved with a plain http:\/\/ payment gateway address \(pay\.example\)/);
    expect(() => reopened.assertUsable(reopened.get('local'))).not.toThrow();
    expect(fs.readFileSync(path.join(dir, 'settings.json'), 'utf8')).toBe(text);
    await reopened.remove('old');
    expect(reopened.list()).toHaveLength(2);
  });
});
