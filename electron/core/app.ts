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
import type { PaymentTicket, Session } from './base/session.js';
import { eventAllowed, operationAllowed, refusalText, type WindowKind } from './ipc/window-kinds.js';
import { requestShapeProblem } from './ipc/request-shape.js';
import { createServices, type CoreOptions, type Services } from './services.js';

export type { Session, CoreOptions, PaymentTicket, WindowKind };

export interface SessionOptions {
  kind: WindowKind;
  ticket?: PaymentTicket;
}

export interface Core {
  /** A window's session: the main window's unless said; its events are only those its kind may hear. */
  openSession(emit: Session['emit'], options?: SessionOptions): Session;
  closeSession(session: Session): void;
  handle(op: string, request: unknown, session: Session): Promise<Result<unknown>>;
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
  let nextSession = 1;
  return {
    services,
    openSession(emit, options = { kind: 'main' }) {
      const { kind, ticket } = options;
      const session: Session = {
        id: `s${nextSession++}`,
        kind,
        ...(ticket ? { ticket } : {}),
        emit: (name, payload) => {
          if (eventAllowed(kind, name)) emit(name, payload);
        },
      };
      services.sessions.add(session);
      services.settlements.setActive(true);
      return session;
    },
    closeSession(session) {
      services.sessions.delete(session);
      // The main window said "the payment window … is open": it hears when the last one of that flow and currency has gone.
      const ticket = session.ticket;
      if (session.kind === 'gateway' && ticket) {
        const same = [...services.sessions].some((s) => s.kind === 'gateway' && s.ticket?.flow === ticket.flow && s.ticket.currency === ticket.currency);
        if (!same) for (const s of services.sessions) s.emit('fiat.windowClosed', { flow: ticket.flow, currency: ticket.currency });
      }
      services.feed.unwatch(session);
      services.account.unwatch(session);
      services.windowConfirmer.forget(session);
      services.settlements.setActive(services.options.background === true || services.sessions.size > 0);
    },
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
