/**
 * How the app's session is read from main and kept: the shell it runs in, the saved accounts and
 * which is active, the settings, the lock. Apart from how it is made reactive and from what only a
 * window has (app-session.svelte.ts: runes, the theme, notices, the person's input); a unit test
 * holds the fields in plain ones. Pure: no DOM; main is reached through the bridge it is given.
 */
import type { AppInfo, Bridge, LockStatus, ProfilesView, ProfileView, RequestOf, Result, SettingsView } from '../../shared/contract/index.js';
import type { Load } from './loader.js';

type ActiveChange = (change: { first: boolean }) => void;

export abstract class Session {
  /** What main says of itself (desktop or browser, demo); null until it answers. */
  abstract info: AppInfo | null;
  abstract profiles: Load<ProfilesView>;
  abstract settings: Load<SettingsView>;
  /** Unknown until main answers: treated as unlocked without a password (main refuses anyway). */
  abstract lock: LockStatus;
  /** Local time after which another unlock attempt is accepted. */
  abstract retryAt: number;

  private readonly activeListeners = new Set<ActiveChange>();
  private listening = false;

  constructor(
    protected readonly bridge: () => Pick<Bridge, 'call' | 'on'>,
    private readonly now: () => number = Date.now,
  ) {}

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

  /** Called (after `profiles` has changed) when another account is the active one, or main's first list arrived. */
  onActiveChange(listener: ActiveChange): void {
    this.activeListeners.add(listener);
  }

  /** A settings view arrived (main's, or the answer to a change): the window applies what it shows (the theme). */
  /** `before`: the settings shown until now (null at the first reading). */
  protected abstract settingsArrived(view: SettingsView, before: SettingsView | null): void;

  /** Listen to main and read everything, once per window. */
  start(): void {
    if (this.listening) return;
    this.listening = true;
    const bridge = this.bridge();
    bridge.on('profiles.changed', (view) => this.setProfiles(view));
    bridge.on('settings.changed', (view) => this.setSettings(view));
    bridge.on('lock.changed', (status) => this.setLock(status));
    void this.loadAll();
  }

  /** Everything read again (a Retry, the host back). */
  protected async loadAll(): Promise<void> {
    const bridge = this.bridge();
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
    if (before !== view.activeId) for (const listener of this.activeListeners) listener({ first: before === undefined });
  }

  /** Another account in use (the header's switcher, Settings' Use): everything shown follows the answer. */
  async activate(id: string): Promise<Result<ProfilesView>> {
    const result = await this.bridge().call('profiles.activate', { id });
    if (result.ok) this.setProfiles(result.value);
    return result;
  }

  private setSettings(view: SettingsView): void {
    const before = this.settings.status === 'ready' ? this.settings.value : null;
    this.settings = { status: 'ready', value: view };
    this.settingsArrived(view, before);
    if (this.lock.hasPassword !== view.hasPassword) this.lock = { ...this.lock, hasPassword: view.hasPassword };
  }

  setLock(status: LockStatus): void {
    this.lock = status;
    this.retryAt = status.retryInMs > 0 ? this.now() + status.retryInMs : 0;
  }

  async updateSettings(patch: RequestOf<'settings.update'>): Promise<Result<SettingsView>> {
    const result = await this.bridge().call('settings.update', patch);
    if (result.ok) this.setSettings(result.value);
    return result;
  }

  async unlock(password: string): Promise<Result<LockStatus>> {
    const result = await this.bridge().call('lock.unlock', { password });
    if (result.ok) this.setLock(result.value);
    // A refusal may have started a wait before the next try: main says how long.
    else void this.bridge().call('lock.status', {}).then((r) => r.ok && this.setLock(r.value));
    return result;
  }

  async lockNow(): Promise<Result<LockStatus>> {
    const result = await this.bridge().call('lock.lock', {});
    if (result.ok) this.setLock(result.value);
    return result;
  }

  async setPassword(request: RequestOf<'lock.setPassword'>): Promise<Result<LockStatus>> {
    const result = await this.bridge().call('lock.setPassword', request);
    if (result.ok) {
      this.setLock(result.value);
      if (this.settings.status === 'ready') this.settings = { status: 'ready', value: { ...this.settings.value, hasPassword: result.value.hasPassword } };
    }
    return result;
  }
}
