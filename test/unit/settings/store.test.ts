import fs from 'node:fs';
import path from 'node:path';
import Conf from 'conf';
import type ElectronStore from 'electron-store';
import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import type { BackingStore, OpenBacking } from '../../../electron/core/settings/backing.js';
import { defaultSettings, POLLING_BOUNDS } from '../../../electron/core/settings/schema.js';
import { openSettingsStore, type SettingsStore } from '../../../electron/core/settings/store.js';
import { filesContaining, tempUserData } from './files.js';

let dir: string;
let file: string;

beforeEach(() => {
  dir = tempUserData();
  file = path.join(dir, 'settings.json');
});
afterEach(() => {
  fs.rmSync(dir, { recursive: true, force: true });
});

const profile = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Account ${id}`,
  exchangeUrl: 'https://exchange.example',
  gatewayUrl: null,
  publicKey: `PUBLIC${id}KEY0123`,
  demo: false,
  demoAccount: null,
  svcid: null,
  ...extra,
});

function refused(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).kind).toBe('validation');
    return error as AppError;
  }
  throw new Error('expected the change to be refused');
}

describe('settings: defaults and persistence', () => {
  it('starts with the documented defaults when there is no file, and writes nothing yet', () => {
    const store = openSettingsStore({ userDataDir: dir });
    expect(store.get()).toEqual({
      version: 2,
      profiles: [],
      activeProfileId: null,
      displayCurrency: 'usd',
      polling: { balancesMs: 15_000, ordersMs: 10_000, tickersMs: 2_000 },
      theme: 'system',
      language: 'en',
      autoLockMinutes: 15,
      closeToTray: false,
      hideAmounts: false,
      hideAmountsWhenLocked: true,
      passwordHash: null,
      favourites: [],
      guards: {},
      appliances: [],
      activeApplianceId: null,
      marketExchange: null,
      updates: { check: true, channel: 'stable' },
    });
    expect(store.recovered).toBeNull();
    expect(store.path).toBe(file);
    expect(fs.existsSync(file)).toBe(false);
  });

  it('keeps accepted changes across a re-open, in an owner-only file', () => {
    const store = openSettingsStore({ userDataDir: dir });
    store.update({ displayCurrency: 'uah', theme: 'dark', closeToTray: true, autoLockMinutes: 30, passwordHash: 'scrypt$16384$8$1$c2FsdA$aGFzaA' });
    store.update({ profiles: [profile('a'), profile('b')], activeProfileId: 'b' });

    const again = openSettingsStore({ userDataDir: dir });
    expect(again.get()).toEqual(store.get());
    expect(again.get().displayCurrency).toBe('uah');
    expect(again.get().profiles.map((p) => p.id)).toEqual(['a', 'b']);
    expect(again.get().activeProfileId).toBe('b');
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).theme).toBe('dark');
    if (process.platform !== 'win32') expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('keeps the privacy choices across a re-open, as true or false only', () => {
    const store = openSettingsStore({ userDataDir: dir });
    store.update({ hideAmounts: true, hideAmountsWhenLocked: true });
    expect(openSettingsStore({ userDataDir: dir }).get()).toMatchObject({ hideAmounts: true, hideAmountsWhenLocked: true });
    expect(refused(() => store.update({ hideAmounts: 'yes' } as never)).message).toMatch(/Hiding amounts must be on or off/);
  });

  it('keeps the update choices (checks on, stable, unless changed); a file without them loads with the defaults', () => {
    fs.writeFileSync(file, JSON.stringify({ version: 2, theme: 'dark' }));
    const store = openSettingsStore({ userDataDir: dir });
    expect(store.recovered).toBeNull();
    expect(store.get().updates).toEqual({ check: true, channel: 'stable' });
    store.update({ updates: { channel: 'beta' } });
    store.update({ updates: { check: false } });
    expect(openSettingsStore({ userDataDir: dir }).get().updates).toEqual({ check: false, channel: 'beta' });
    expect(refused(() => store.update({ updates: { channel: 'nightly' } } as never)).message).toMatch(/update channel must be stable or beta/);
    expect(refused(() => store.update({ updates: { check: 'yes' } } as never)).message).toMatch(/Checking for updates must be on or off/);
    expect(refused(() => store.update({ updates: { url: 'https://evil.example' } } as never)).message).toMatch(/Unknown update setting/);
    expect(store.get().updates).toEqual({ check: false, channel: 'beta' });
  });

  it('keeps favourite markets, each once, as market ids', () => {
    const store = openSettingsStore({ userDataDir: dir });
    store.update({ favourites: ['eth_btc', 'btc_usdt'] });
    expect(openSettingsStore({ userDataDir: dir }).get().favourites).toEqual(['eth_btc', 'btc_usdt']);
    expect(refused(() => store.update({ favourites: ['btc_usdt', 'btc_usdt'] })).message).toMatch(/only once/);
    expect(refused(() => store.update({ favourites: ['BTC/USDT'] })).message).toMatch(/market id/);
    expect(store.get().favourites).toEqual(['eth_btc', 'btc_usdt']);
  });

  it('merges a partial polling change and keeps the other intervals', () => {
    const store = openSettingsStore({ userDataDir: dir });
    const next = store.update({ polling: { tickersMs: 5_000 } });
    expect(next.polling).toEqual({ balancesMs: POLLING_BOUNDS.balancesMs[2], ordersMs: POLLING_BOUNDS.ordersMs[2], tickersMs: 5_000 });
  });

  it('takes an updater function, and treats undefined in a patch as "unchanged"', () => {
    const store = openSettingsStore({ userDataDir: dir });
    store.update({ theme: 'light' });
    store.update({ theme: undefined, language: 'en' });
    expect(store.get().theme).toBe('light');
    const next = store.update((s) => ({ ...s, profiles: [profile('x')], activeProfileId: 'x' }));
    expect(next.activeProfileId).toBe('x');
  });

  it('fills in defaults for fields an older file does not have', () => {
    fs.writeFileSync(file, JSON.stringify({ theme: 'dark' }));
    const store = openSettingsStore({ userDataDir: dir });
    expect(store.recovered).toBeNull();
    expect(store.get().theme).toBe('dark');
    expect(store.get().displayCurrency).toBe('usd');
    expect(store.get().polling.balancesMs).toBe(15_000);
  });

  it('hands out frozen snapshots, so nobody changes settings behind the store', () => {
    const store = openSettingsStore({ userDataDir: dir });
    const snapshot = store.get();
    expect(() => {
      (snapshot as { theme: string }).theme = 'dark';
    }).toThrow(TypeError);
    expect(() => (snapshot.profiles as unknown[]).push(profile('z'))).toThrow(TypeError);
    expect(store.get().theme).toBe('system');
  });

  it('tells listeners about each saved change, and stops when asked', () => {
    const store = openSettingsStore({ userDataDir: dir });
    const listener = vi.fn();
    const stop = store.onChange(listener);
    store.update({ theme: 'dark' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]![0].theme).toBe('dark');
    expect(listener.mock.calls[0]![1].theme).toBe('system');
    store.update({ theme: 'dark' }); // no change: no event, no write
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
    store.update({ theme: 'light' });
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('settings: validation refuses and changes nothing', () => {
  let store: SettingsStore;
  let before: string;
  beforeEach(() => {
    store = openSettingsStore({ userDataDir: dir });
    store.update({ displayCurrency: 'eur', profiles: [profile('a')], activeProfileId: 'a' });
    before = fs.readFileSync(file, 'utf8');
  });

  const cases: Array<[string, Record<string, unknown>, RegExp]> = [
    ['an unknown display currency', { displayCurrency: 'jpy' }, /display currency must be one of usd, uah, btc, eur, rub/],
    ['an unknown theme', { theme: 'pink' }, /theme/],
    ['an unknown language', { language: 'xx' }, /language/],
    ['an auto-lock step that is not offered', { autoLockMinutes: 7 }, /Auto-lock must be one of 0, 5, 15, 30, 60, 120/],
    ['a polling interval below its bound', { polling: { tickersMs: 10 } }, /tickers interval must be at least 1 s/],
    ['a polling interval above its bound', { polling: { balancesMs: 3_600_000 } }, /balances interval must be at most 600 s/],
    ['a fractional interval', { polling: { ordersMs: 2500.5 } }, /whole number/],
    ['closeToTray that is not a boolean', { closeToTray: 'yes' }, /Closing to the tray must be on or off/],
    ['an active profile that does not exist', { activeProfileId: 'nope' }, /active profile does not exist/],
    ['two profiles with one id', { profiles: [profile('a'), profile('a')] }, /same id/],
    ['a profile whose address is not http(s)', { profiles: [profile('a', { exchangeUrl: 'ftp://x.example' })] }, /exchange address must be a web address/],
    ['a profile with an empty name', { profiles: [profile('a', { name: '   ' })] }, /name/],
    ['a setting nobody knows', { surprise: true }, /Unknown setting/],
  ];

  it.each(cases)('refuses %s', (_what, patch, message) => {
    const listener = vi.fn();
    store.onChange(listener);
    const snapshot = store.get();
    const error = refused(() => store.update(patch as never));
    expect(error.message).toMatch(message);
    expect(store.get()).toBe(snapshot);
    expect(fs.readFileSync(file, 'utf8')).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it('has no place for an API secret: offered one, it refuses it and writes it nowhere', () => {
    const secret = 'S3CRET-never-on-disk-9f8e7d';
    refused(() => store.update({ apiSecret: secret } as never));
    refused(() => store.update({ profiles: [profile('a', { apiSecret: secret })] }));
    refused(() => store.update((s) => ({ ...s, profiles: [{ ...s.profiles[0]!, secret }] })));
    expect(filesContaining(dir, secret)).toEqual([]);
    expect(JSON.stringify(store.get())).not.toContain(secret);
  });

  it('never quotes the refused value back (it may be something pasted by mistake)', () => {
    const pasted = 'pasted-secret-value-123456';
    const errors = [
      refused(() => store.update({ displayCurrency: pasted } as never)),
      refused(() => store.update({ language: pasted } as never)),
      refused(() => store.update({ profiles: [profile('a', { exchangeUrl: pasted })] })),
      refused(() => store.update({ profiles: [profile('a', { publicKey: `has space ${pasted}` })] })),
      refused(() => store.update({ passwordHash: 42 } as never)),
    ];
    for (const error of errors) expect(error.message).not.toContain(pasted);
  });
});

describe('settings: a damaged file', () => {
  const at = new Date('2025-03-04T05:06:07.089Z');
  const now = () => at;

  it('conf itself throws on invalid JSON — which is why the core checks the file first', () => {
    fs.writeFileSync(file, '{"theme": "dark",');
    expect(() => new Conf({ cwd: dir, configName: 'settings' })).toThrow(SyntaxError);
  });

  it('invalid JSON: starts with defaults, moves the file aside intact, and leaves a notice', () => {
    const broken = '{"theme": "dark", "profiles": [';
    fs.writeFileSync(file, broken);
    const store = openSettingsStore({ userDataDir: dir, now });
    expect(store.get()).toEqual(defaultSettings());
    const movedTo = path.join(dir, 'settings.corrupt-2025-03-04T05-06-07-089Z.json');
    expect(store.recovered).toEqual({ movedTo, cause: 'not-json', reason: expect.stringMatching(/not valid JSON/), at: at.getTime() });
    expect(fs.readFileSync(movedTo, 'utf8')).toBe(broken);
    expect(fs.existsSync(file)).toBe(false);

    store.update({ theme: 'light' });
    expect(JSON.parse(fs.readFileSync(file, 'utf8')).theme).toBe('light');
    expect(openSettingsStore({ userDataDir: dir }).recovered).toBeNull();
    store.dismissRecovered();
    expect(store.recovered).toBeNull();
  });

  it('valid JSON the schema refuses: the same, and the reason names the field but not its value', () => {
    fs.writeFileSync(file, JSON.stringify({ displayCurrency: 'doubloons', theme: 'dark' }));
    const store = openSettingsStore({ userDataDir: dir, now });
    expect(store.get().theme).toBe('system');
    expect(store.recovered?.reason).toMatch(/does not match what Satchel expects \(displayCurrency: The display currency must be one of/);
    expect(store.recovered?.reason).not.toContain('doubloons');
    // The notice's part names the setting in words (no dot path), said when the notice is read.
    expect(store.recovered).toMatchObject({ cause: 'schema' });
    expect(store.recovered?.detail?.()).toMatch(/^The display currency must be one of usd/);
    expect(store.recovered?.detail?.()).not.toContain('doubloons');
    expect(JSON.parse(fs.readFileSync(store.recovered!.movedTo, 'utf8')).displayCurrency).toBe('doubloons');
  });

  it.each([
    ['an array', '[1, 2, 3]'],
    ['null', 'null'],
    ['an empty file', ''],
    ['a profile pointing at a missing active id', JSON.stringify({ profiles: [], activeProfileId: 'ghost' })],
  ])('treats %s as damaged', (_what, text) => {
    fs.writeFileSync(file, text);
    const store = openSettingsStore({ userDataDir: dir, now });
    expect(store.get()).toEqual(defaultSettings());
    expect(store.recovered).not.toBeNull();
    expect(fs.readFileSync(store.recovered!.movedTo, 'utf8')).toBe(text);
  });

  it('never overwrites an earlier file set aside at the same moment', () => {
    fs.writeFileSync(file, 'first');
    const first = openSettingsStore({ userDataDir: dir, now }).recovered!.movedTo;
    fs.writeFileSync(file, 'second');
    const second = openSettingsStore({ userDataDir: dir, now }).recovered!.movedTo;
    expect(second).not.toBe(first);
    expect(fs.readFileSync(first, 'utf8')).toBe('first');
    expect(fs.readFileSync(second, 'utf8')).toBe('second');
  });
});

describe('settings: the backing store adapter', () => {
  it('works over any store with conf’s path + store shape (what electron-store is)', () => {
    // electron-store extends conf; the core only needs `path` and `store` from either.
    expectTypeOf<ElectronStore<Record<string, unknown>>>().toExtend<BackingStore>();
    expectTypeOf<Conf<Record<string, unknown>>>().toExtend<BackingStore>();

    const writes: Array<Record<string, unknown>> = [];
    const backing: OpenBacking = ({ cwd, configName }) => ({
      path: path.join(cwd, `${configName}.json`),
      get store() {
        return writes.at(-1) ?? {};
      },
      set store(value) {
        writes.push(value);
      },
    });
    const store = openSettingsStore({ userDataDir: dir, backing });
    store.update({ theme: 'dark' });
    expect(writes).toHaveLength(1);
    expect(writes[0]!.theme).toBe('dark');
    expect(Object.isFrozen(writes[0])).toBe(false); // a plain copy, not the frozen snapshot
  });

  it('refuses a backing store that writes somewhere other than the file it checked', () => {
    const backing: OpenBacking = () => ({ path: path.join(dir, 'elsewhere.json'), store: {} });
    expect(() => openSettingsStore({ userDataDir: dir, backing })).toThrow(/elsewhere\.json/);
  });

  it('a failed write changes nothing and says what to check', () => {
    const backing: OpenBacking = ({ cwd, configName }) => ({
      path: path.join(cwd, `${configName}.json`),
      get store() {
        return {};
      },
      set store(_value) {
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      },
    });
    const store = openSettingsStore({ userDataDir: dir, backing });
    expect(() => store.update({ theme: 'dark' })).toThrow(/could not save its settings/);
    expect(store.get().theme).toBe('system');
  });
});
