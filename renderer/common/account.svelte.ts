/**
 * The window's view of the account side of main: saved accounts, settings, the lock, and the
 * active account's balances and open orders as main polls them. Views say what they need
 * (`need`); this module sends the one 'account.watch' that covers all of them, since a watch
 * replaces the window's previous one.
 */
import type { AppErrorData, Result } from '../../shared/contract/index.js';
import type { AppInfo } from '../../shared/contract/index.js';
import type { Balance, LockStatus, Order, ProfilesView, ProfileView, SettingsView } from '../../shared/contract/index.js';
import type { RequestOf } from '../../shared/contract/index.js';
import { reportActivity } from './activity.js';
import { getBridge } from './bridge.js';
import { confirmations } from './confirm.svelte.js';
import { reloadExchangeData } from './data.svelte.js';
import { feed } from './feed.svelte.js';
import { notices } from './notices.svelte.js';
import type { Load } from './resource.svelte.js';
import { persistThemeWith, setTheme } from './theme.svelte.js';
import { untrack } from 'svelte';

type Need = 'balances' | 'orders';

class Account {
  info = $state.raw<AppInfo | null>(null);
  profiles = $state.raw<Load<ProfilesView>>({ status: 'loading' });
  settings = $state.raw<Load<SettingsView>>({ status: 'loading' });
  /** Unknown until main answers: treated as unlocked without a password (main refuses anyway). */
  lock = $state.raw<LockStatus>({ hasPassword: false, locked: false, retryInMs: 0 });
  /** Local time after which another unlock attempt is accepted. */
  retryAt = $state(0);
  balances = $state.raw<Load<Balance[]>>({ status: 'loading' });
  orders = $state.raw<Load<Order[]>>({ status: 'loading' });
  /** The last poll of the account failed (null once it works again). */
  problem = $state.raw<AppErrorData | null>(null);
  /**
   * When the figures shown stopped being current: the moment the first problem arrived (main
   * polls quietly and says only what changed, so the figures were current until then, within
   * one polling interval). null while they are current.
   */
  staleSince = $state<number | null>(null);
  /**
   * The balances are current: a view watches them and an answer came since it began (the
   * balances kept from an earlier view are not). The value-over-time record keeps only these.
   */
  balancesLive = $state(false);

  private readonly needs = new Map<Need, number>();
  private started = false;

  get active(): ProfileView | null {
    if (this.profiles.status !== 'ready') return null;
    const { profiles, activeId } = this.profiles.value;
    return profiles.find((p) => p.id === activeId) ?? null;
  }

  /** null while the list of accounts is not known yet. */
  get hasAccount(): boolean | null {
    return this.profiles.status === 'ready' ? this.active !== null : null;
  }

  get locked(): boolean {
    return this.lock.locked;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    const bridge = getBridge();
    bridge.on('balances.changed', (list) => this.setBalances(list));
    bridge.on('orders.changed', (list) => (this.orders = { status: 'ready', value: list }));
    bridge.on('account.problem', (problem) => this.setProblem(problem));
    bridge.on('profiles.changed', (view) => this.setProfiles(view));
    bridge.on('settings.changed', (view) => this.setSettings(view));
    bridge.on('lock.changed', (status) => this.setLock(status));
    // Settled funds come here too when the shell tells the person in the window (browser mode):
    // the shell decides, the window shows what it is given.
    bridge.on('notice', (notice) => notices.push(notice.level, notice.message, notice.hidden));
    bridge.on('confirm.request', (request) => confirmations.enqueue(request));
    persistThemeWith((theme) => void this.updateSettings({ theme }));
    reportActivity(window, () => void bridge.call('app.activity', {}));
    feed.onHostReconnect(() => {
      void this.loadAll();
      this.sendWatch();
    });
    void this.loadAll();
    // Notices main kept from before this window was listening (a damaged settings file …).
    void bridge.call('app.notices', {}).then((r) => r.ok && r.value.forEach((n) => notices.push(n.level, n.message)));
  }

  private async loadAll(): Promise<void> {
    const bridge = getBridge();
    const [info, profiles, settings, lock] = await Promise.all([
      bridge.call('app.info', {}),
      bridge.call('profiles.list', {}),
      bridge.call('settings.get', {}),
      bridge.call('lock.status', {}),
    ]);
    if (info.ok) this.info = info.value;
    if (profiles.ok) this.setProfiles(profiles.value);
    else this.profiles = { status: 'error', error: profiles.error };
    if (settings.ok) this.setSettings(settings.value);
    else if (this.settings.status !== 'ready') this.settings = { status: 'error', error: settings.error };
    if (lock.ok) this.setLock(lock.value);
  }

  retryProfiles(): void {
    this.profiles = { status: 'loading' };
    void this.loadAll();
  }

  setProfiles(view: ProfilesView): void {
    const before = this.profiles.status === 'ready' ? this.profiles.value.activeId : undefined;
    this.profiles = { status: 'ready', value: view };
    if (before !== undefined && before !== view.activeId) {
      // Another account: nothing shown so far belongs to it.
      this.balances = { status: 'loading' };
      this.balancesLive = false;
      this.orders = { status: 'loading' };
      this.setProblem(null);
    }
    if (before !== view.activeId) this.loadNeeded();
  }

  /** Another account in use (the header's switcher, Settings' Use): everything shown follows the answer. */
  async activate(id: string): Promise<Result<ProfilesView>> {
    const result = await getBridge().call('profiles.activate', { id });
    if (result.ok) this.setProfiles(result.value);
    return result;
  }

  private setProblem(problem: AppErrorData | null): void {
    if (problem === null) this.staleSince = null;
    else if (this.problem === null) this.staleSince = Date.now();
    this.problem = problem;
  }

  private setSettings(view: SettingsView): void {
    const before = this.settings.status === 'ready' ? this.settings.value.marketExchange : view.marketExchange;
    this.settings = { status: 'ready', value: view };
    if (before !== view.marketExchange) reloadExchangeData();
    setTheme(view.theme, 'settings');
    if (this.lock.hasPassword !== view.hasPassword) this.lock = { ...this.lock, hasPassword: view.hasPassword };
  }

  setLock(status: LockStatus): void {
    this.lock = status;
    this.retryAt = status.retryInMs > 0 ? Date.now() + status.retryInMs : 0;
  }

  /** A view needs live balances or orders while it is shown; call the returned function when it goes. */
  need(what: Need): () => void {
    const before = this.needs.get(what) ?? 0;
    this.needs.set(what, before + 1);
    if (before === 0) {
      if (what === 'balances') this.balancesLive = false;
      this.sendWatch();
      this.load(what);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = (this.needs.get(what) ?? 1) - 1;
      this.needs.set(what, count);
      if (count === 0) {
        if (what === 'balances') this.balancesLive = false;
        this.sendWatch();
      }
    };
  }

  private sendWatch(): void {
    void getBridge().call('account.watch', { balances: (this.needs.get('balances') ?? 0) > 0, orders: (this.needs.get('orders') ?? 0) > 0 });
  }

  private loadNeeded(): void {
    for (const what of ['balances', 'orders'] as const) if ((this.needs.get(what) ?? 0) > 0) this.load(what);
  }

  /** Ask once directly: quicker than the first poll, and its error says why nothing shows. */
  private load(what: Need): void {
    if (this.hasAccount !== true) return;
    if (what === 'balances') {
      void getBridge().call('balances.list', {}).then((r) => {
        if (r.ok) this.setBalances(r.value);
        else if (this.balances.status !== 'ready') this.balances = { status: 'error', error: r.error };
      });
    } else {
      void getBridge().call('orders.active', {}).then((r) => {
        if (r.ok) this.orders = { status: 'ready', value: r.value };
        else if (this.orders.status !== 'ready') this.orders = { status: 'error', error: r.error };
      });
    }
  }

  private setBalances(list: Balance[]): void {
    this.balances = { status: 'ready', value: list };
    if ((this.needs.get('balances') ?? 0) > 0) this.balancesLive = true;
  }

  /** Poll now (the Refresh buttons); what changed arrives as events. */
  async refresh(): Promise<Result<null>> {
    if (this.balances.status === 'error') this.balances = { status: 'loading' };
    if (this.orders.status === 'error') this.orders = { status: 'loading' };
    const result = await getBridge().call('account.refresh', {});
    this.loadNeeded();
    return result;
  }

  async updateSettings(patch: RequestOf<'settings.update'>): Promise<Result<SettingsView>> {
    const result = await getBridge().call('settings.update', patch);
    if (result.ok) this.setSettings(result.value);
    return result;
  }

  async unlock(password: string): Promise<Result<LockStatus>> {
    const result = await getBridge().call('lock.unlock', { password });
    if (result.ok) this.setLock(result.value);
    else void getBridge().call('lock.status', {}).then((r) => r.ok && this.setLock(r.value));
    return result;
  }

  async lockNow(): Promise<Result<LockStatus>> {
    const result = await getBridge().call('lock.lock', {});
    if (result.ok) this.setLock(result.value);
    return result;
  }

  async setPassword(request: RequestOf<'lock.setPassword'>): Promise<Result<LockStatus>> {
    const result = await getBridge().call('lock.setPassword', request);
    if (result.ok) {
      this.setLock(result.value);
      if (this.settings.status === 'ready') this.settings = { status: 'ready', value: { ...this.settings.value, hasPassword: result.value.hasPassword } };
    }
    return result;
  }
}

export const account = new Account();

/**
 * For a component's messages: `clear` runs each time the app locks or unlocks. A message was
 * about one attempt in one state ("Satchel is locked…", "App password set…"); once the state
 * changed it no longer applies. Call during component setup.
 */
export function clearOnLockChange(clear: () => void): void {
  let before = account.locked;
  $effect(() => {
    const now = account.locked;
    if (now === before) return;
    before = now;
    untrack(clear);
  });
}
