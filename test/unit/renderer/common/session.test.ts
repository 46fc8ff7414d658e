import { describe, expect, it } from 'vitest';
import type { AppInfo, LockStatus, ProfilesView, ProfileView, SettingsView } from '../../../../shared/contract/index.js';
import type { Load } from '../../../../renderer/common/loader.js';
import { Session } from '../../../../renderer/common/session.js';
import { BridgeDouble } from '../../../support/bridge-double.js';

/** The app's session as the window keeps it, its fields plain instead of runes; the themes it was told to show are noted. */
class Kept extends Session {
  info: AppInfo | null = null;
  profiles: Load<ProfilesView> = { status: 'loading' };
  settings: Load<SettingsView> = { status: 'loading' };
  lock: LockStatus = { hasPassword: false, locked: false, retryInMs: 0 };
  retryAt = 0;
  readonly themes: string[] = [];
  protected settingsArrived(view: SettingsView): void {
    this.themes.push(view.theme);
  }
  /** What a host reconnect does (app-session.svelte.ts calls it from the feed). */
  hostBack(): Promise<void> {
    return this.loadAll();
  }
}

function profile(id: string): ProfileView {
  return { id, name: `Account ${id}`, exchangeUrl: 'http://127.0.0.1:1', gatewayUrl: 'http://127.0.0.1:2', maskedKey: 'iqxw…P0bN', demo: true, guarded: false };
}

const twoAccounts: ProfilesView = { profiles: [profile('p1'), profile('p2')], activeId: 'p1', demoAccounts: [] };
const settings: SettingsView = {
  displayCurrency: 'usd',
  theme: 'dark',
  language: 'en',
  autoLockMinutes: 0,
  closeToTray: false,
  hideAmounts: false,
  hideAmountsWhenLocked: false,
  balancesIntervalMs: 5000,
  ordersIntervalMs: 5000,
  tickersIntervalMs: 2000,
  hasPassword: false,
  favourites: [],
  marketExchange: null,
  firstStart: false,
  checkForUpdates: true,
  updateChannel: 'stable',
};
const info: AppInfo = { version: '0.1.0', shell: 'browser', exchangeUrl: 'http://127.0.0.1:1', demo: true, exchangeFixedBy: null, canRestart: false };
const unlocked: LockStatus = { hasPassword: true, locked: false, retryInMs: 0 };
const down = { kind: 'unavailable' as const, message: 'Satchel cannot reach its host.' };

/** main answers the rest of the reads a start sends (all four are awaited together). */
async function answerTheRest(main: BridgeDouble): Promise<void> {
  await main.answer('app.info', { ok: true, value: info });
  await main.answer('settings.get', { ok: true, value: settings });
  await main.answer('lock.status', { ok: true, value: unlocked });
}

async function started() {
  const main = new BridgeDouble();
  const kept = new Kept(() => main, () => 50_000);
  const changes: { first: boolean }[] = [];
  kept.onActiveChange((change) => changes.push(change));
  kept.start();
  await main.answer('app.info', { ok: true, value: info });
  await main.answer('profiles.list', { ok: true, value: twoAccounts });
  await main.answer('settings.get', { ok: true, value: settings });
  await main.answer('lock.status', { ok: true, value: unlocked });
  return { main, kept, changes };
}

describe('the app’s session, read from main', () => {
  it('reads the shell, the accounts, the settings and the lock once, and listens to main once', async () => {
    const { main, kept } = await started();
    kept.start();
    expect(main.calls.map((c) => c.name)).toEqual(['app.info', 'profiles.list', 'settings.get', 'lock.status']);
    expect(kept.info).toEqual(info);
    expect(kept.active).toEqual(profile('p1'));
    expect(kept.hasAccount).toBe(true);
    expect(kept.themes).toEqual(['dark']);
    expect(kept.lock).toEqual(unlocked);
    expect(main.listening('profiles.changed')).toBe(1);
  });

  it('knows no account until main answers, and says there is none when the list names none', async () => {
    const main = new BridgeDouble();
    const kept = new Kept(() => main);
    kept.start();
    expect(kept.hasAccount).toBeNull();
    await main.answer('profiles.list', { ok: true, value: { profiles: [], activeId: null, demoAccounts: [] } });
    expect(kept.hasAccount).toBeNull();
    await answerTheRest(main);
    expect(kept.hasAccount).toBe(false);
  });

  it('says why the accounts cannot be read; Retry says it is loading and reads everything again', async () => {
    const main = new BridgeDouble();
    const kept = new Kept(() => main);
    kept.start();
    await main.answer('profiles.list', { ok: false, error: down });
    await answerTheRest(main);
    expect(kept.profiles).toEqual({ status: 'error', error: down });
    kept.retryProfiles();
    expect(kept.profiles).toEqual({ status: 'loading' });
    expect(main.requests('profiles.list')).toHaveLength(2);
    expect(main.requests('app.info')).toHaveLength(2);
  });

  it('keeps the settings shown when reading them again fails', async () => {
    const { main, kept } = await started();
    void kept.hostBack();
    await main.answer('settings.get', { ok: false, error: down });
    expect(kept.settings).toEqual({ status: 'ready', value: settings });
  });
});

describe('the active account', () => {
  it('tells the account’s data when another account is in use, and that the first list was the first', async () => {
    const { main, kept, changes } = await started();
    expect(changes).toEqual([{ first: true }]);
    main.emit('profiles.changed', { ...twoAccounts, profiles: [profile('p1'), profile('p2'), profile('p3')] });
    expect(changes).toHaveLength(1);
    const using = kept.activate('p2');
    expect(main.requests('profiles.activate')).toEqual([{ id: 'p2' }]);
    await main.answer('profiles.activate', { ok: true, value: { ...twoAccounts, activeId: 'p2' } });
    expect((await using).ok).toBe(true);
    expect(kept.active).toEqual(profile('p2'));
    expect(changes).toEqual([{ first: true }, { first: false }]);
  });

  it('stays on the account it has when main refuses the switch', async () => {
    const { main, kept, changes } = await started();
    const using = kept.activate('p2');
    await main.answer('profiles.activate', { ok: false, error: { kind: 'locked', message: 'Satchel is locked.' } });
    expect((await using).ok).toBe(false);
    expect(kept.active).toEqual(profile('p1'));
    expect(changes).toHaveLength(1);
  });
});

describe('the lock', () => {
  it('dates the next unlock attempt from main’s wait, and asks main again after a wrong password', async () => {
    const { main, kept } = await started();
    main.emit('lock.changed', { hasPassword: true, locked: true, retryInMs: 0 });
    expect(kept.locked).toBe(true);
    expect(kept.retryAt).toBe(0);
    const trying = kept.unlock('not it');
    await main.answer('lock.unlock', { ok: false, error: { kind: 'auth', message: 'That is not the app password.' } });
    expect((await trying).ok).toBe(false);
    expect(main.requests('lock.status')).toHaveLength(2);
    await main.answer('lock.status', { ok: true, value: { hasPassword: true, locked: true, retryInMs: 2_000 } });
    expect(kept.retryAt).toBe(52_000);
    const again = kept.unlock('right');
    await main.answer('lock.unlock', { ok: true, value: unlocked });
    await again;
    expect(kept.locked).toBe(false);
    expect(kept.retryAt).toBe(0);
  });

  it('setting a password shows in the lock and in the settings at once', async () => {
    const { main, kept } = await started();
    const setting = kept.setPassword({ current: null, next: 'a long passphrase' });
    await main.answer('lock.setPassword', { ok: true, value: { hasPassword: true, locked: false, retryInMs: 0 } });
    await setting;
    expect(kept.lock.hasPassword).toBe(true);
    expect(kept.settings.status === 'ready' && kept.settings.value.hasPassword).toBe(true);
  });

  it('follows the settings’ word on whether a password is set, and shows a changed setting’s theme', async () => {
    const { main, kept } = await started();
    main.emit('settings.changed', { ...settings, theme: 'light', hasPassword: false });
    expect(kept.lock.hasPassword).toBe(false);
    const changing = kept.updateSettings({ theme: 'system' });
    await main.answer('settings.update', { ok: true, value: { ...settings, theme: 'system' } });
    await changing;
    expect(kept.themes).toEqual(['dark', 'light', 'system']);
  });
});
