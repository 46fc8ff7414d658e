/**
 * The app itself: what it is, its settings, its lock, the questions main asks before it changes
 * anything, and the notices it wants the person to see.
 */
import * as v from 'valibot';
import { Empty, op } from './operation.js';

export interface AppInfo {
  version: string;
  shell: 'electron' | 'browser';
  exchangeUrl: string;
  demo: boolean;
  /**
   * Set when Satchel was started with an exchange of its own (an environment variable, a
   * command-line option), which wins over the market exchange chosen in Settings: what set it, in words.
   */
  exchangeFixedBy: string | null;
  /**
   * The shell can start Satchel again by itself (`app.restart`): the desktop app can; browser
   * mode's host was started by a command line, which is where it starts again.
   */
  canRestart: boolean;
}

export const DISPLAY_CURRENCIES = ['usd', 'uah', 'btc', 'eur', 'rub'] as const;
export const AUTO_LOCK_MINUTES = [0, 5, 15, 30, 60, 120] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
/**
 * The app's language: Satchel's words (messages/*.json, shared/i18n/language.ts) and its numbers'
 * conventions, and the payment gateway's forms (labels and hints of its services), with English
 * where the gateway has none.
 */
export const LANGUAGES = ['en', 'uk', 'ru'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Which releases the desktop app offers: stable ones, or betas too. */
export const UPDATE_CHANNELS = ['stable', 'beta'] as const;
export type UpdateChannel = (typeof UPDATE_CHANNELS)[number];

export const LANGUAGE_NAMES: Readonly<Record<(typeof LANGUAGES)[number], string>> = { en: 'English', uk: 'Українська', ru: 'Русский' };

/** The exchange whose markets are shown while no account is in use: 'demo', an exchange's base address, or null while nobody has chosen (a first start). */
export type MarketExchange = 'demo' | string | null;

export interface SettingsView {
  displayCurrency: (typeof DISPLAY_CURRENCIES)[number];
  theme: (typeof THEMES)[number];
  language: (typeof LANGUAGES)[number];
  /** 0 = never. */
  autoLockMinutes: (typeof AUTO_LOCK_MINUTES)[number];
  closeToTray: boolean;
  /** Privacy mode: the person's amounts are shown as dots (window and tray). */
  hideAmounts: boolean;
  /** Privacy mode whenever Satchel is locked. */
  hideAmountsWhenLocked: boolean;
  balancesIntervalMs: number;
  ordersIntervalMs: number;
  /** Market prices (all tickers) at most this often; a market's book follows its own interval. */
  tickersIntervalMs: number;
  hasPassword: boolean;
  /** Starred markets by id ("btc_usdt"), listed first in Markets. */
  favourites: string[];
  /** The exchange whose markets are shown while no account is in use (shared/market-exchange.ts). */
  marketExchange: MarketExchange;
  /** Nothing chosen yet on a new settings file: the window offers the demo or the person's own exchange first. */
  firstStart: boolean;
  /** The desktop app looks for a new version at start and daily (browser mode has no updater). */
  checkForUpdates: boolean;
  updateChannel: UpdateChannel;
}

export interface LockStatus {
  hasPassword: boolean;
  locked: boolean;
  /** ms until another unlock attempt is accepted. */
  retryInMs: number;
}

/** What became of the diagnostics (app.exportDiagnostics). */
export type DiagnosticsExport =
  /** Electron: written where the person chose. */
  | { saved: 'file'; path: string }
  /** Browser mode: the window offers it as a download. */
  | { saved: 'download'; fileName: string; text: string }
  /** The save dialog was closed: nothing was written. */
  | { saved: 'cancelled' };

/** A question main asks before it changes anything on the account (browser mode shows it). */
export interface ConfirmationRequest {
  id: string;
  title: string;
  message: string;
  detail: string;
  confirmLabel: string;
  /**
   * Browser mode with an app password: a yes must carry the password, something the page's
   * token alone cannot answer (a script that got hold of the token cannot confirm).
   */
  needsPassword: boolean;
}

/** Something main wants the person to know once (e.g. settings were reset because the file was broken). */
export interface Notice {
  level: 'info' | 'warning' | 'error';
  message: string;
  /** For a message with amounts in it, the same words without them: shown instead while privacy mode is on. */
  hidden?: string;
}

const IntervalMs = v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(600_000));
/** App passwords: anything a person types, bounded so a pasted novel is not hashed. */
export const PasswordText = v.pipe(v.string(), v.maxLength(1024));

const LOOKS: ReadonlySet<string> = new Set(['theme', 'displayCurrency', 'language', 'favourites']);
/** Privacy: while locked these may only be turned on; whoever finds the app locked must not reveal amounts. */
const HIDING: ReadonlySet<string> = new Set(['hideAmounts', 'hideAmountsWhenLocked']);

/** While locked only how things look may change (and amounts be hidden): not the lock, the tray or the polling. */
function changesMoreThanLooks(patch: Record<string, unknown>): boolean {
  return Object.entries(patch).some(([key, value]) => value !== undefined && !LOOKS.has(key) && !(HIDING.has(key) && value === true));
}

export const appOps = {
  'app.info': op<AppInfo>()(Empty, { lock: 'any' }),
  /** What main wanted to tell the person before this window could hear it (a damaged settings file …); each is answered once. */
  'app.notices': op<Notice[]>()(Empty, { lock: 'any' }),
  /**
   * The person used the window (a key, a click): the auto-lock's idle time starts again. Nothing
   * else counts, so a window that only shows live figures lets the app lock itself.
   */
  'app.activity': op<null>()(Empty, { lock: 'any' }),
  /**
   * The versions, the settings as choices and counts, and the end of the log with secrets and
   * what identifies the person removed, saved as a text file for support. Also while locked: it
   * holds less than the history export does, and a person who cannot unlock is one who needs
   * support.
   */
  'app.exportDiagnostics': op<DiagnosticsExport>()(Empty, { lock: 'any' }),
  /**
   * Quits and starts Satchel again, for a choice that takes effect at start (the demo exchange
   * chosen in a run without the demo servers). Refused as `unavailable` where the shell cannot
   * (AppInfo.canRestart).
   */
  'app.restart': op<null>()(Empty, { lock: 'unlocked' }),

  'settings.get': op<SettingsView>()(Empty, { lock: 'any' }),
  'settings.update': op<SettingsView>()(
    v.strictObject({
      displayCurrency: v.optional(v.picklist(DISPLAY_CURRENCIES)),
      theme: v.optional(v.picklist(THEMES)),
      language: v.optional(v.picklist(LANGUAGES)),
      autoLockMinutes: v.optional(v.picklist(AUTO_LOCK_MINUTES)),
      closeToTray: v.optional(v.boolean()),
      /** While locked these may be turned on, never off. */
      hideAmounts: v.optional(v.boolean()),
      hideAmountsWhenLocked: v.optional(v.boolean()),
      balancesIntervalMs: v.optional(IntervalMs),
      ordersIntervalMs: v.optional(IntervalMs),
      tickersIntervalMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(60_000))),
      checkForUpdates: v.optional(v.boolean()),
      updateChannel: v.optional(v.picklist(UPDATE_CHANNELS)),
      /** The whole list (replaces the old one): market ids, each once. */
      favourites: v.optional(
        v.pipe(
          v.array(v.pipe(v.string(), v.regex(/^[a-z0-9]{1,16}_[a-z0-9]{1,16}$/))),
          v.maxLength(200),
          v.check((list) => new Set(list).size === list.length, 'A market is a favourite only once.'),
        ),
      ),
      /** 'demo', or an exchange's address as typed (the core reads it: shared/market-exchange.ts). */
      marketExchange: v.optional(v.union([v.literal('demo'), v.pipe(v.string(), v.maxLength(2048))])),
    }),
    { lock: { unlockedWhen: changesMoreThanLooks } },
  ),

  /** Browser mode's answer to a `confirm.request` event. */
  'confirm.answer': op<null>()(v.strictObject({ id: v.pipe(v.string(), v.uuid()), accepted: v.boolean(), password: v.optional(v.nullable(PasswordText)) }), { lock: 'any' }),

  'lock.status': op<LockStatus>()(Empty, { lock: 'any' }),
  'lock.unlock': op<LockStatus>()(v.strictObject({ password: PasswordText }), { lock: 'any' }),
  'lock.lock': op<LockStatus>()(Empty, { lock: 'any' }),
  /** Set (current null), change, or remove (next null) the app password. */
  'lock.setPassword': op<LockStatus>()(v.strictObject({ current: v.nullable(PasswordText), next: v.nullable(PasswordText) }), { lock: 'unlocked' }),
} as const;

/** The views a menu item or a shortcut opens, in the main navigation's order (Ctrl/⌘+1 … 9). */
export const APP_VIEWS = ['markets', 'balances', 'orders', 'deposit', 'withdraw', 'history', 'fiat', 'codes', 'currencies', 'fees', 'policies', 'settings'] as const;
export type AppView = (typeof APP_VIEWS)[number];

/** What the desktop app's menu asks the main window to do: the same as its keyboard shortcuts. */
export type AppCommand = { kind: 'view'; view: AppView } | { kind: 'lock' } | { kind: 'find' } | { kind: 'exportDiagnostics' };

export interface AppEvents {
  /** From the desktop app's menu to the main window (the payment window never hears it). */
  'app.command': AppCommand;
  'settings.changed': SettingsView;
  'lock.changed': LockStatus;
  'confirm.request': ConfirmationRequest;
  'notice': Notice;
}
