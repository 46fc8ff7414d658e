/**
 * What the window as a whole is in (session.ts says how it is read and kept; here its fields are
 * runes): the shell, the saved accounts and which one is active, the settings, the lock; and
 * main's messages to the window (notices — a settled transfer among them when the shell tells it
 * in the window —, confirmation questions). The active account's balances and orders are account-data.svelte.ts's, which
 * follows `onActiveChange`.
 */
import type { AppInfo, LockStatus, ProfilesView, SettingsView } from '../../shared/contract/index.js';
import type { Load } from './loader.js';
import { reportActivity } from './activity.js';
import { getBridge } from './bridge.js';
import { confirmations } from './confirm.svelte.js';
import { reloadExchangeData } from './data.svelte.js';
import { feed } from './feed.svelte.js';
import { notices } from './notices.svelte.js';
import { Session } from './session.js';
import { persistThemeWith, setTheme } from './theme.svelte.js';
import { setLanguage, systemWindowLanguage } from './language.svelte.js';
import { untrack } from 'svelte';

class AppSession extends Session {
  info = $state.raw<AppInfo | null>(null);
  profiles = $state.raw<Load<ProfilesView>>({ status: 'loading' });
  settings = $state.raw<Load<SettingsView>>({ status: 'loading' });
  lock = $state.raw<LockStatus>({ hasPassword: false, locked: false, retryInMs: 0 });
  retryAt = $state(0);
  private started = false;

  protected settingsArrived(view: SettingsView, before: SettingsView | null): void {
    // Markets from another exchange now (Settings' market exchange): what the window read of the old one goes.
    if (before && before.marketExchange !== view.marketExchange) reloadExchangeData();
    setTheme(view.theme, 'settings');
    // A first start speaks the system's language until the person's choice saves it (FirstStart).
    setLanguage(view.firstStart && view.language === 'en' ? systemWindowLanguage() : view.language);
  }

  override start(): void {
    if (this.started) return;
    this.started = true;
    const bridge = this.bridge();
    // Settled funds come here too when the shell tells the person in the window (browser mode):
    // the shell decides, the window shows what it is given.
    bridge.on('notice', (notice) => notices.push(notice.level, notice.message, notice.hidden));
    bridge.on('confirm.request', (request) => confirmations.enqueue(request));
    persistThemeWith((theme) => void this.updateSettings({ theme }));
    reportActivity(window, () => void bridge.call('app.activity', {}));
    feed.onHostReconnect(() => void this.loadAll());
    super.start();
    // Notices main kept from before this window was listening (a damaged settings file …).
    void bridge.call('app.notices', {}).then((r) => r.ok && r.value.forEach((n) => notices.push(n.level, n.message)));
  }
}

export const session = new AppSession(getBridge);

/**
 * For a component's messages: `clear` runs each time the app locks or unlocks. A message was
 * about one attempt in one state ("Satchel is locked…", "App password set…"); once the state
 * changed it no longer applies. Call during component setup.
 */
export function clearOnLockChange(clear: () => void): void {
  let before = session.locked;
  $effect(() => {
    const now = session.locked;
    if (now === before) return;
    before = now;
    untrack(clear);
  });
}
