/**
 * The core as one object: what Electron's main process and the browser-mode host both wire
 * to their transport. Plain Node; it never imports electron or the demo servers.
 */
import { fail, isOperationName, type Result } from '../../shared/contract/index.js';
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

export type { Session, SessionOptions, CoreOptions, PaymentTicket, WindowKind };
export type { ShellPorts, ShellNotice, SavedFile } from './shell/ports.js';

export interface Core {
  /** A window's session: the main window's unless said; its events are only those its kind may hear. */
  openSession(emit: Session['emit'], options?: SessionOptions): Session;
  closeSession(session: Session): void;
  handle(op: string, request: unknown, session: Session): Promise<Result<unknown>>;
  /** The core's events, as the windows hear them (the tray and other in-process readers). */
  readonly events: CoreEvents;
  /** For the Electron adapters (tray, menus): the services behind the contract. */
  readonly services: Services;
  close(): Promise<void>;
}

export function createCore(options: CoreOptions): Core {
  const services = createServices(options);
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
  return {
    services,
    events: services.events,
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
      if (shape) return Promise.resolve(fail({ kind: 'validation', message: isOperationName(op) ? invalidRequestText(op, shape) : `Satchel could not do this: ${shape}.` }));
      return router.handle(op, request, session);
    },
    async close() {
      services.close();
      // Signs out of the appliances (never rejects: one that is gone must not keep the app from quitting).
      await services.appliances.close();
    },
  };
}
