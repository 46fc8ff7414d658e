/**
 * Everything the handlers need, made once per app. The pieces are plain Node modules; this
 * file only knows how they connect: which exchange is active, who hears which event.
 */
import { type EventName, type Events, type FiatWindowOpened, type Notice, type SettingsView } from '../../shared/contract/index.js';
import { accountContext, type AccountContext } from './account/context.js';
import { AccountWatch } from './account/watch.js';
import { ApplianceConnections, type ApplianceDemo } from './appliance/connections.js';
import { judgedConfirmer, type Confirmer } from './confirm/confirm.js';
import { FileNonceStore, NonceSource } from './exchange/nonce.js';
import { ExchangeRegistry } from './exchange/registry.js';
import { SETTLEMENT_PAGE, SettlementWatch } from './funds/settlements.js';
import { assetsHistory } from './exchange/assets-history.js';
import type { Logger } from './base/logger.js';
import { fileAndStderrLogger } from './base/log-file.js';
import type { PaymentTicket, Session } from './base/session.js';
import { KeyringVault } from './keys/keyring-vault.js';
import { ProfilesService } from './keys/profiles.js';
import { ValueHistoryStore } from './account/value-history.js';
import { SentMemos } from './funds/sent-memos.js';
import type { SecretVault } from './keys/vault.js';
import { LockService } from './lock/lock.js';
import { MarketFeed } from './market/feed.js';
import { MarketData } from './market/market-data.js';
import { isFirstStart, marketExchangeUrl } from './market/market-exchange.js';
import { followLanguage } from '../../shared/i18n/language.js';
import { DepositWatch } from './fiat/deposit-watch.js';
import { depositDetails } from './exchange/deposits.js';
import { GatewayClient } from './gateway/client.js';
import { HttpClient } from './http/client.js';
import { EventBus } from './base/events.js';
import type { PaymentWindowOpener, QuestionPort, SaveFile, ShellPorts, WindowSessions } from './shell/ports.js';
import { eventAllowed } from './ipc/window-kinds.js';
import { windowOnlyPorts } from './shell/window-ports.js';
import { serial, type Serial } from './base/serial.js';
import { amountsHidden } from '../../shared/privacy.js';
import type { Settings } from './settings/schema.js';
import type { OpenBacking } from './settings/backing.js';
import { recoveryNotice } from './settings/recovery.js';
import { openSettingsStore, type SettingsStore } from './settings/store.js';

export interface DemoAccount {
  email: string;
  apiKey: string;
  apiSecret: string;
  withdrawConfirmation: boolean;
}

export interface CoreOptions {
  /** The run's own exchange: for demo accounts, and while no account is active unless Settings chose another (market/market-exchange.ts). */
  exchangeUrl: string;
  /**
   * Set when `exchangeUrl` was given on purpose (an environment variable, an option): it then wins over Settings' choice: what
   * writes the words, in the language now (read at each answer: the language may change meanwhile).
   */
  exchangeFixedBy?: () => string;
  demo: boolean;
  shell: 'electron' | 'browser';
  version: string;
  userDataDir: string;
  /** The demo payment gateway, used by demo accounts. */
  gatewayUrl?: string;
  /** How often a deposit paid through the gateway is looked at (3 s; tests pass less). */
  fiatWatchMs?: number;
  /** The demo exchange's accounts, offered one click away in demo mode. */
  demoAccounts?: readonly DemoAccount[];
  /** The demo appliance of this run (demo mode): offered one click away; its password is never stored. */
  applianceDemo?: ApplianceDemo;
  log?: Logger;
  timeoutMs?: number;
  /** electron-store in Electron; conf under Node (the default). */
  settingsBacking?: OpenBacking;
  /** The OS keychain by default; tests pass a fake. */
  vault?: SecretVault;
  /**
   * The shell's ports (shell/ports.ts): how it asks, saves a file, opens the payment window and
   * tells the person. Given once, here; without them the core has only its windows
   * (shell/window-ports.ts). Either way a typed app password is judged by the core's lock.
   */
  ports?: ShellPorts;
  /** Keep balances current with no window open (the tray). */
  background?: boolean;
  /** At most one settlement notification this often (20 s; tests pass 0). */
  notifyGapMs?: number;
  /**
   * The time by which the market lists main keeps are fresh (Date.now); a test moves it on a
   * minute to have the rates asked of the exchange again at once.
   */
  marketClock?: () => number;
}

export type { PaymentWindowOpener, SaveFile };

/** Opens the payment window for the window that asked (fiat.open), through the shell's port. */
export type OpenPaymentWindow = (ticket: PaymentTicket, asker: Session) => Promise<FiatWindowOpened>;

/** The core's parts; the active account's (account/context.ts) among them. */
export interface Services extends AccountContext {
  options: CoreOptions;
  /** The shell's payment window (its port, given at creation; never written afterwards). */
  readonly paymentWindows: { readonly open: OpenPaymentWindow | null };
  /** Writes a file where the person chooses, or hands it to the window (the shell's port). */
  saveFile: SaveFile;
  /** Quits and starts Satchel again; null where the shell cannot (ShellPorts.restart). */
  restart: (() => void) | null;
  /** The payment gateway at this address (one client per address). */
  gateway(url: string): GatewayClient;
  /** Deposits paid through the gateway, followed until they end (`fiat.depositFinished`). */
  depositWatch: DepositWatch;
  /** Withdrawals, crypto and fiat, one after another (base/serial.ts). */
  oneWithdrawalAtATime: Serial;
  log: Logger;
  settings: SettingsStore;
  profiles: ProfilesService;
  exchanges: ExchangeRegistry;
  feed: MarketFeed;
  /** Markets, all tickers and rates of the active exchange, shared while fresh (market/market-data.ts). */
  marketData: MarketData;
  account: AccountWatch;
  /** The portfolio's value over time, in the user-data folder (account/value-history.ts). */
  valueHistory: ValueHistoryStore;
  /** The memo sent with each withdrawal, for the history's export (funds/sent-memos.ts). */
  sentMemos: SentMemos;
  lock: LockService;
  confirm: Confirmer;
  /** The window's answers to the questions asked in it (`app.confirm`), and its going away. */
  windowAnswers: Pick<QuestionPort, 'answer' | 'forget'>;
  /** The one event bus: the windows and the core's own listeners (tray, shell notices) hear it. */
  events: EventBus;
  /** The open windows (the bus's). */
  sessions: Set<Session>;
  /** Opens and closes the windows' sessions (the shells' transports, and the shell's own payment window). */
  windows: WindowSessions;
  /** `events.emit`, under the name the handlers being moved out of ipc/handlers still use. */
  broadcast<E extends EventName>(name: E, payload: Events[E]): void;
  /** Appliance connections (spec/001): settings entries, passwords in the keychain, one client each. */
  appliances: ApplianceConnections;
  settingsView(): SettingsView;
  /**
   * Notices from before any window could hear them, each given out once. Asked for by the
   * window once it is listening: an event sent when the session opens can reach a page that has
   * not loaded yet (Electron) and be lost.
   */
  takeNotices(): Notice[];
  /** Deposits credited and withdrawals completed (`funds.settled`; the shell is told too). */
  settlements: SettlementWatch;
  /**
   * The lists browser mode's host draws its start page with (electron/web/start-page.ts): those of
   * the run's own exchange only, since the page is sent to whoever asks for it; null when the
   * active account uses another one (which exchange a person uses is theirs), or in time.
   */
  startPageLists(waitMs: number): ReturnType<MarketData['startLists']>;
  /** Privacy mode is in force now (shared/privacy.ts): what the shell shows outside the window hides amounts. */
  amountsHidden(): boolean;
  close(): void;
}

export function settingsView(settings: Settings, firstStart = false): SettingsView {
  return {
    displayCurrency: settings.displayCurrency,
    theme: settings.theme,
    language: settings.language,
    autoLockMinutes: settings.autoLockMinutes,
    closeToTray: settings.closeToTray,
    hideAmounts: settings.hideAmounts,
    hideAmountsWhenLocked: settings.hideAmountsWhenLocked,
    balancesIntervalMs: settings.polling.balancesMs,
    ordersIntervalMs: settings.polling.ordersMs,
    tickersIntervalMs: settings.polling.tickersMs,
    hasPassword: settings.passwordHash !== null,
    favourites: [...settings.favourites],
    marketExchange: settings.marketExchange,
    firstStart,
    checkForUpdates: settings.updates.check,
    updateChannel: settings.updates.channel,
  };
}

export function createServices(options: CoreOptions): Services {
  // The shell's logger, or stderr and the log file in the user-data folder (logs/satchel.log, rotated).
  const log: Logger = options.log ?? fileAndStderrLogger(options.userDataDir);
  const ports = options.ports ?? windowOnlyPorts();
  const events = new EventBus();
  const broadcast = <E extends EventName>(name: E, payload: Events[E]): void => events.emit(name, payload);
  const settings = openSettingsStore({ userDataDir: options.userDataDir, backing: options.settingsBacking, log });
  // What the core and its shell say (the tray, menus, questions) is in the person's language.
  followLanguage(() => settings.get().language);
  const vault = options.vault ?? new KeyringVault();
  const profiles = new ProfilesService({
    settings,
    vault,
    demo: options.demo
      ? {
          exchangeUrl: options.exchangeUrl,
          gatewayUrl: options.gatewayUrl ?? null,
          credentials: (email) => {
            const account = options.demoAccounts?.find((a) => a.email === email);
            return account ? { apiKey: account.apiKey, apiSecret: account.apiSecret } : null;
          },
        }
      : null,
  });
  // The one HTTP primitive of this core: the exchange's, the gateway's and the appliance's clients share it.
  const http = new HttpClient();
  const exchanges = new ExchangeRegistry(new NonceSource({ store: new FileNonceStore(options.userDataDir) }), options.timeoutMs, http);

  const context = accountContext({ profiles, exchanges, settings, defaultExchangeUrl: () => marketExchangeUrl(settings.get().marketExchange, options) });
  const { activeProfile, exchangeUrl, usableExchangeUrl, publicApi, privateApi, privateApiOf, currencies } = context;
  const startedRecovered = settings.recovered !== null;
  const viewOf = (s: Settings): SettingsView => settingsView(s, isFirstStart(s, { ...options, recovered: startedRecovered }));

  const marketData = new MarketData({
    url: usableExchangeUrl,
    api: (url) => exchanges.exchange(url).api,
    tickersMaxAgeMs: () => settings.get().polling.tickersMs,
    now: options.marketClock,
  });
  const feed = new MarketFeed(
    {
      tickers: (signal) => marketData.pollTickers(signal),
      book: (symbol, signal) => publicApi().book(symbol, { signal }),
      ticker: async (symbol, signal) => (await publicApi().tickers([symbol], { signal }))[0],
    },
    { minTickerIntervalMs: () => settings.get().polling.tickersMs },
  );
  const account = new AccountWatch({
    source: () => {
      const profile = activeProfile();
      if (!profile) return null;
      const api = privateApiOf(profile);
      return { wallets: (signal) => api.wallets({ signal }), activeOrders: (signal) => api.activeOrders(undefined, { signal }) };
    },
    balancesIntervalMs: () => settings.get().polling.balancesMs,
    ordersIntervalMs: () => settings.get().polling.ordersMs,
    background: options.background,
  });
  const lock = new LockService(
    { get: () => settings.get().passwordHash, set: (passwordHash) => void settings.update({ passwordHash }) },
    {
      idleMs: () => settings.get().autoLockMinutes * 60_000,
      onChange: (status) => broadcast('lock.changed', status),
    },
  );
  const settlements = new SettlementWatch({
    read: async (signal) => {
      const profile = activeProfile();
      if (!profile) return null;
      const page = await assetsHistory(privateApiOf(profile), { page: 1, perPage: SETTLEMENT_PAGE }, { signal });
      const codes = await currencies().codes();
      return page.items.map((item) => ({ ...item, currency: codes.get(item.currencyId) ?? null }));
    },
    intervalMs: () => settings.get().polling.balancesMs,
    gapMs: options.notifyGapMs,
    notify: (settled) => broadcast('funds.settled', settled),
  });
  settlements.setActive(options.background === true);
  const gateways = new Map<string, GatewayClient>();
  const depositWatch = new DepositWatch({
    read: async (id, signal) => {
      const details = await depositDetails(privateApi(), id, { signal });
      const code = (await currencies().codes()).get(details.currencyId) ?? '';
      return { status: details.status, amount: details.amount, currency: code };
    },
    intervalMs: options.fiatWatchMs,
    onFinished: (finished) => {
      broadcast('fiat.depositFinished', finished);
      void account.refresh().catch((error: unknown) => log('Refreshing after a deposit failed', error));
      void settlements.check();
    },
  });
  const appliances = new ApplianceConnections({
    settings,
    vault,
    demo: options.applianceDemo ?? null,
    log,
    timeoutMs: options.timeoutMs,
    http,
  });
  // The shell is told what the person should learn outside the windows, privacy mode as it is then.
  const tellWindows = (notice: Notice): void => broadcast('notice', notice);
  events.on('funds.settled', (settled) => ports.notify({ kind: 'funds.settled', settled, amountsHidden: amountsHidden(settings.get(), lock.status.locked) }, tellWindows));
  events.on('fiat.depositFinished', (finished) => ports.notify({ kind: 'fiat.depositFinished', finished }, tellWindows));

  settings.onChange((next, previous) => {
    if (next.activeProfileId !== previous.activeProfileId) {
      account.reset();
      settlements.reset();
    }
    broadcast('settings.changed', viewOf(next));
    if (next.polling.tickersMs !== previous.polling.tickersMs) feed.retune();
    if (next.autoLockMinutes !== previous.autoLockMinutes) lock.touch();
  });

  let nextSession = 1;
  const windows: WindowSessions = {
    open(emit, { kind, ticket } = { kind: 'main' }) {
      const session: Session = {
        id: `s${nextSession++}`,
        kind,
        ...(ticket ? { ticket } : {}),
        emit: (name, payload) => {
          if (eventAllowed(kind, name)) emit(name, payload);
        },
      };
      events.sessions.add(session);
      settlements.setActive(true);
      return session;
    },
    close(session) {
      const sessions = events.sessions;
      sessions.delete(session);
      // The main window said "the payment window … is open": it hears when the last one of that flow and currency has gone.
      const ticket = session.ticket;
      if (session.kind === 'gateway' && ticket) {
        const same = [...sessions].some((s) => s.kind === 'gateway' && s.ticket?.flow === ticket.flow && s.ticket.currency === ticket.currency);
        if (!same) for (const s of sessions) s.emit('fiat.windowClosed', { flow: ticket.flow, currency: ticket.currency });
      }
      feed.unwatch(session);
      account.unwatch(session);
      ports.questions.forget(session);
      settlements.setActive(options.background === true || sessions.size > 0);
    },
  };

  return {
    options,
    paymentWindows: Object.freeze({ open: (ticket: PaymentTicket, asker: Session) => ports.openPaymentWindow(ticket, asker, windows) }),
    saveFile: ports.saveFile,
    restart: ports.restart,
    gateway(url) {
      let client = gateways.get(url);
      if (!client) gateways.set(url, (client = new GatewayClient(url, { timeoutMs: options.timeoutMs, http })));
      return client;
    },
    depositWatch,
    oneWithdrawalAtATime: serial(),
    log,
    settings,
    profiles,
    exchanges,
    feed,
    marketData,
    account,
    valueHistory: new ValueHistoryStore(options.userDataDir),
    sentMemos: new SentMemos(options.userDataDir),
    lock,
    // One judge of the password for both shells: the lock's, with its count and its delay.
    // The shell learns whether a password is set as it asks (browser mode then wants it with every yes).
    confirm: judgedConfirmer(ports.questions.ask, (password) => lock.reauthenticate(password), () => lock.status.hasPassword),
    windowAnswers: { answer: ports.questions.answer, forget: ports.questions.forget },
    events,
    sessions: events.sessions,
    windows,
    broadcast,
    ...context,
    appliances,
    settingsView: () => viewOf(settings.get()),
    takeNotices() {
      const recovered = settings.recovered;
      if (!recovered) return [];
      settings.dismissRecovered();
      return [{ level: 'warning', message: recoveryNotice(recovered) }];
    },
    settlements,
    amountsHidden: () => amountsHidden(settings.get(), lock.status.locked),
    // Drawn by the host in English only (renderer/server.ts); a first start opens on the welcome page, not on Markets.
    startPageLists: (waitMs) => {
      const view = viewOf(settings.get());
      return exchangeUrl() === options.exchangeUrl && !view.firstStart && view.language === 'en' ? marketData.startLists(waitMs) : Promise.resolve(null);
    },
    close() {
      depositWatch.close();
      settlements.close();
      feed.close();
      account.close();
      lock.close();
    },
  };
}
