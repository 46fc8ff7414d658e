/**
 * The core as one object: what Electron's main process and the browser-mode host both wire
 * to their transport. Plain Node; it never imports electron or the demo servers.
 */
import { fail, isOperationName, type LockStatus, type Result, type SettingsView } from '../../shared/contract/index.js';
import { m } from '../../shared/i18n/language.js';
import { accountHandlers } from './ipc/handlers/account.js';
import { appHandlers } from './ipc/handlers/app.js';
import { applianceHandlers } from './ipc/handlers/appliance.js';
import { codesHandlers } from './ipc/handlers/codes.js';
import { fiatHandlers } from './ipc/handlers/fiat.js';
import { depositsHandlers } from './ipc/handlers/deposits.js';
import { historyHandlers } from './ipc/handlers/history.js';
import { marketHandlers } from './ipc/handlers/market.js';
import { ordersHandlers } from './ipc/handlers/orders.js';
import { withdrawalsHandlers } from './ipc/handlers/withdrawals.js';
import { createRouter, invalidRequestText } from './ipc/router.js';
import type { PaymentTicket, Session, SessionOptions } from './base/session.js';
import type { CoreEvents } from './base/events.js';
import { operationAllowed, refusalText, type WindowKind } from './ipc/window-kinds.js';
import { requestShapeProblem } from './ipc/request-shape.js';
import { createServices, type CoreOptions, type Services } from './services.js';
import type { Logger } from './base/logger.js';
import { TrayFeed } from './tray/feed.js';
import type { UpdateSettings } from './settings/schema.js';
import type { TrayModel } from './tray/model.js';

export type { Session, SessionOptions, CoreOptions, PaymentTicket, WindowKind, Services, TrayModel };
export { createServices };
export type { ShellPorts, ShellNotice, SavedFile } from './shell/ports.js';

export interface Core {
  /** A window's session: the main window's unless said; its events are only those its kind may hear. */
  openSession(emit: Session['emit'], options?: SessionOptions): Session;
  closeSession(session: Session): void;
  handle(op: string, request: unknown, session: Session): Promise<Result<unknown>>;
  /** The core's events, as the windows hear them (the tray and other in-process readers). */
  readonly events: CoreEvents;
  /** The tray's model, kept current, and what the tray does besides showing a window. */
  readonly tray: CoreTray;
  /** The core's log: the shell's logger, or stderr and the log file. */
  readonly log: Logger;
  /** What the shell draws from now: the theme its own dialogs follow, close to tray, the lock (the menu's Lock). */
  view(): CoreView;
  /** Reads the markets now, while the first window loads (the shells call it as they start). */
  warm(): void;
  /**
   * The lists browser mode's host draws its start page with (electron/web/start-page.ts): null
   * when the active account uses another exchange than the run's own, or in time.
   */
  startPageLists(waitMs: number): ReturnType<Services['startPageLists']>;
  close(): Promise<void>;
}

export interface CoreView {
  theme: SettingsView['theme'];
  /** Closing the main window keeps Satchel running in the tray (the person's setting). */
  closeToTray: boolean;
  lock: LockStatus;
  /** The desktop app's update checks (electron/main/updates.ts). */
  updates: UpdateSettings;
}

export interface CoreTray {
  /** Hears the model now and at every change; the returned function stops it. */
  subscribe(listener: (model: TrayModel) => void): () => void;
  /** Balances read again, then the model drawn again. */
  refresh(): Promise<void>;
  lock(): void;
}

export function createCore(options: CoreOptions): Core {
  return coreOver(createServices(options));
}

/**
 * The core over parts made already. The shells call createCore; a test that looks inside (the
 * settings, the lock, the market lists) makes the parts itself and keeps them.
 */
export function coreOver(services: Services): Core {
  const router = createRouter(
    {
      ...appHandlers(services),
      ...marketHandlers(services),
      ...accountHandlers(services),
      ...ordersHandlers(services),
      ...depositsHandlers(services),
      ...withdrawalsHandlers(services),
      ...historyHandlers(services),
      ...codesHandlers(services),
      ...fiatHandlers(services),
      ...applianceHandlers(services),
    },
    services.lock,
    services.log,
  );
  // Made when a shell shows a tray (it reads rates once a minute while it lives).
  let trayFeed: TrayFeed | null = null;
  const feed = (): TrayFeed => (trayFeed ??= new TrayFeed(services));
  return {
    events: services.events,
    log: services.log,
    tray: {
      subscribe: (listener) => feed().subscribe(listener),
      refresh: async () => {
        await services.account.refresh().catch((error: unknown) => services.log('Refreshing the balances for the tray failed', error));
        feed().update();
        await feed().settled();
      },
      lock: () => services.lock.lock(),
    },
    view: () => {
      const settings = services.settings.get();
      return { theme: settings.theme, closeToTray: settings.closeToTray, lock: services.lock.status, updates: settings.updates };
    },
    warm: () => services.marketData.warm(),
    startPageLists: (waitMs) => services.startPageLists(waitMs),
    openSession: (emit, options) => services.windows.open(emit, options),
    closeSession: (session) => services.windows.close(session),
    // The idle clock is the person's ('app.activity' from input in the window), not the windows':
    // views reload rates and history on their own, which must not keep the app from locking.
    handle(op, request, session) {
      // The window's kind first: a payment window asking for balances is refused before anything is read.
      if (isOperationName(op) && !operationAllowed(session.kind, op)) {
        return Promise.resolve(fail({ kind: 'validation', message: refusalText(session.kind, op) }));
      }
      const shape = requestShapeProblem(request);
      if (shape) return Promise.resolve(fail({ kind: 'validation', message: isOperationName(op) ? invalidRequestText(op, shape) : m.checks_could_not_do_this({ problem: shape }) }));
      return router.handle(op, request, session);
    },
    async close() {
      trayFeed?.close();
      services.close();
      // Signs out of the appliances (never rejects: one that is gone must not keep the app from quitting).
      await services.appliances.close();
    },
  };
}
