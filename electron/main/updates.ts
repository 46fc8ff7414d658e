/**
 * Update checks (electron-updater), given the updater object so that tests can hand it a real
 * updater pointed at a local feed. It checks at start and once a day while the person lets it,
 * downloads in the background (electron-updater refuses a file whose sha512 differs from the
 * feed's, and on Windows one whose signature is not the app's publisher's), and installs only
 * after the person said yes: "Restart now" installs at once, "When I quit" when Satchel quits,
 * "Not now" not at all (asked again at the next day's check). It never throws into main:
 * everything that goes wrong is logged.
 */
import type { BaseWindow } from 'electron';
import type { AppUpdater } from 'electron-updater';
import type { UpdateChannel } from '../../shared/contract/index.js';
import type { UpdateSettings } from '../core/settings/schema.js';
import type { Core } from '../core/app.js';
import type { ShowMessageBox } from './confirm-dialog.js';
import { m } from '../../shared/i18n/language.js';

export type { UpdateSettings };

/** What this module uses of electron-updater's `autoUpdater`. */
export type Updater = Pick<
  AppUpdater,
  'autoDownload' | 'autoInstallOnAppQuit' | 'allowPrerelease' | 'allowDowngrade' | 'channel' | 'forceDevUpdateConfig' | 'logger' | 'setFeedURL' | 'checkForUpdates' | 'quitAndInstall' | 'on' | 'removeListener'
>;

/** The person's answer to "A new version is ready". */
export type InstallAnswer = 'now' | 'on-quit' | 'not-now';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface UpdateChecksOptions {
  updater: Updater;
  settings: { get(): UpdateSettings; onChange(listener: (next: UpdateSettings) => void): () => void };
  /** Asks the person (a native dialog in main); `version` is already fit to show. */
  ask(version: string): Promise<InstallAnswer>;
  log(message: string, error?: unknown): void;
  /** A feed of our own instead of the packaged app-update.yml: tests, and development builds that try updates. */
  feedUrl?: string | null;
  everyMs?: number;
  setInterval?: (run: () => void, ms: number) => unknown;
  clearInterval?: (timer: unknown) => void;
}

/** The version as the dialog shows it: a feed is not our text, so anything but a plain version is not repeated. */
export function shownVersion(version: unknown): string {
  return typeof version === 'string' && /^v?\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]{1,40})?$/.test(version) ? version : 'of Satchel';
}

/** Channel → electron-updater: stable reads latest*.yml, beta reads beta*.yml (which may name a newer stable too). */
export function applyChannel(updater: Updater, channel: UpdateChannel): void {
  updater.channel = channel === 'beta' ? 'beta' : 'latest';
  updater.allowPrerelease = channel === 'beta';
  // Setting a channel allows downgrades; going back to stable keeps the beta until a newer stable exists.
  updater.allowDowngrade = false;
}

export function installQuestion(version: string) {
  return {
    type: 'info' as const,
    title: m.update_title(),
    message: m.update_message({ version }),
    detail: m.update_detail(),
    buttons: [m.update_restart_now(), m.update_when_quit(), m.update_not_now()],
    defaultId: 1,
    cancelId: 2,
    noLink: true,
  };
}

export const INSTALL_ANSWERS: readonly InstallAnswer[] = ['now', 'on-quit', 'not-now'];

export class UpdateChecks {
  private timer: unknown = null;
  private unsubscribe: (() => void) | null = null;
  private agreedVersion: string | null = null;
  private asking = false;
  /** Something was downloaded in this run (see allowQuitHandler). */
  private downloaded = false;
  private stopped = false;
  /** The settings last followed (null before start). */
  private current: UpdateSettings | null = null;
  private readonly everyMs: number;
  private readonly onDownloaded = (info: { version: string }) => void this.offer(info.version);
  private readonly onError = (error: Error) => this.options.log('Updates: the update could not be checked or downloaded.', error);

  constructor(private readonly options: UpdateChecksOptions) {
    this.everyMs = options.everyMs ?? DAY_MS;
  }

  start(): void {
    const { updater, log } = this.options;
    try {
      updater.logger = {
        info: (message?: unknown) => log(`Updates: ${String(message)}`),
        warn: (message?: unknown) => log(`Updates: ${String(message)}`),
        error: (message?: unknown) => log(`Updates: ${String(message)}`),
      };
      updater.autoDownload = true;
      this.allowQuitHandler();
      if (this.options.feedUrl) {
        updater.forceDevUpdateConfig = true;
        updater.setFeedURL({ provider: 'generic', url: this.options.feedUrl });
      }
      // Without an 'error' listener an EventEmitter throws the error.
      updater.on('error', this.onError);
      updater.on('update-downloaded', this.onDownloaded);
      this.unsubscribe = this.options.settings.onChange((next) => this.follow(next));
      this.follow(this.options.settings.get(), true);
    } catch (error) {
      log('Updates: could not start the update checks.', error);
    }
  }

  stop(): void {
    this.stopped = true;
    this.halt();
    this.unsubscribe?.();
    this.unsubscribe = null;
    this.options.updater.removeListener('update-downloaded', this.onDownloaded);
    // The 'error' listener stays: a download still running must not throw when it fails.
  }

  private follow(next: UpdateSettings, first = false): void {
    const before = this.current;
    this.current = { check: next.check, channel: next.channel };
    if (!first && before && before.check === next.check && before.channel === next.channel) return;
    applyChannel(this.options.updater, next.channel);
    if (!next.check) {
      this.halt();
      // Turned off: nothing more is downloaded, and an install waiting for quit is dropped.
      this.options.updater.autoInstallOnAppQuit = false;
      this.agreedVersion = null;
      return;
    }
    this.allowQuitHandler();
    if (this.timer === null) this.timer = (this.options.setInterval ?? setInterval)(() => this.check(), this.everyMs);
    // At start, when turned on, and on another channel: look now rather than in a day.
    this.check();
  }

  private halt(): void {
    if (this.timer !== null) (this.options.clearInterval ?? ((t) => clearInterval(t as NodeJS.Timeout)))(this.timer);
    this.timer = null;
  }

  /** One check; the download (if any) runs in the background. */
  check(): void {
    if (this.stopped || !this.current?.check) return;
    const { updater, log } = this.options;
    let checking: Promise<unknown>;
    try {
      checking = updater.checkForUpdates().then((result) => result?.downloadPromise?.catch(() => undefined));
    } catch (error) {
      log('Updates: the check could not start.', error);
      return;
    }
    // Failures were already reported through 'error' (onError); this only keeps them from going unhandled.
    checking.catch(() => undefined);
  }

  /**
   * electron-updater adds its install-on-quit handler once, right after the first download, and
   * only if `autoInstallOnAppQuit` is on then; the handler reads the flag again at quit. So it is
   * on until something is downloaded, and from then on only while the person's yes stands.
   */
  private allowQuitHandler(): void {
    if (!this.downloaded) this.options.updater.autoInstallOnAppQuit = true;
  }

  private async offer(version: string): Promise<void> {
    const { updater, log } = this.options;
    this.downloaded = true;
    // After electron-updater's own reaction to the download (adding its quit handler, above).
    await Promise.resolve();
    // A version other than the one agreed to is not installed on quit without asking.
    const agreed = version === this.agreedVersion && !this.stopped && this.current?.check === true;
    updater.autoInstallOnAppQuit = agreed;
    if (!agreed) this.agreedVersion = null;
    // Off, or quitting: a download that finished anyway is not offered.
    if (agreed || this.stopped || !this.current?.check || this.asking) return;
    this.asking = true;
    try {
      const answer = await this.options.ask(shownVersion(version));
      if (this.stopped || !this.current?.check) return;
      if (answer === 'not-now') {
        log(`Updates: version ${shownVersion(version)} is downloaded; the person chose not to install it now.`);
        return;
      }
      this.agreedVersion = version;
      updater.autoInstallOnAppQuit = true;
      log(`Updates: version ${shownVersion(version)} will be installed ${answer === 'now' ? 'now' : 'when Satchel quits'}.`);
      if (answer === 'now') updater.quitAndInstall(false, true);
    } catch (error) {
      log('Updates: could not ask about or install the update.', error);
    } finally {
      this.asking = false;
    }
  }
}

/** The settings store's update choices, as UpdateChecks follows them. */
/** The person's update settings as the core has them (its view), and each change of them (its `settings.changed`). */
export function updateSettingsOf(core: Pick<Core, 'view' | 'events'>): UpdateChecksOptions['settings'] {
  const get = (): UpdateSettings => core.view().updates;
  return {
    get,
    onChange(listener) {
      let before = get();
      return core.events.on('settings.changed', () => {
        const now = get();
        if (now.check === before.check && now.channel === before.channel) return;
        before = now;
        listener(now);
      });
    },
  };
}

/** Asks with main's native dialog; closing it is "Not now". */
export function askWithDialog(showMessageBox: ShowMessageBox, window: () => BaseWindow | null): UpdateChecksOptions['ask'] {
  return async (version) => INSTALL_ANSWERS[(await showMessageBox(window(), installQuestion(version))).response] ?? 'not-now';
}

export interface StartUpdatesOptions extends Omit<UpdateChecksOptions, 'updater' | 'feedUrl'> {
  packaged: boolean;
  env: NodeJS.ProcessEnv;
}

/**
 * The checks in a packaged app, or in development when SATCHEL_UPDATE_FEED names a feed (tests,
 * trying a release); otherwise none, and electron-updater is not even loaded (it reads Electron
 * when its `autoUpdater` is first touched).
 */
export async function startUpdateChecks(options: StartUpdatesOptions): Promise<UpdateChecks | null> {
  const feedUrl = options.env.SATCHEL_UPDATE_FEED?.trim() || null;
  if (!options.packaged && !feedUrl) return null;
  try {
    const { default: electronUpdater } = (await import('electron-updater')) as unknown as { default: { autoUpdater: AppUpdater } };
    const checks = new UpdateChecks({ ...options, updater: electronUpdater.autoUpdater, feedUrl: options.packaged ? null : feedUrl });
    checks.start();
    return checks;
  } catch (error) {
    options.log('Updates: the updater could not be loaded.', error);
    return null;
  }
}
