/**
 * The core as one object: what Electron's main process and the browser-mode host both wire
 * to their transport. Plain Node; it never imports electron or the demo servers.
 */
import type { Result } from '../../shared/contract/index.js';
import { accountHandlers } from './ipc/handlers/account.js';
import { lockHandlers } from './ipc/handlers/lock.js';
import { marketHandlers } from './ipc/handlers/market.js';
import { profileHandlers } from './ipc/handlers/profiles.js';
import { createRouter } from './ipc/router.js';
import type { Session } from './ipc/session.js';
import { createServices, type CoreOptions, type Services } from './services.js';

export type { Session, CoreOptions };

export interface Core {
  openSession(emit: Session['emit']): Session;
  closeSession(session: Session): void;
  handle(op: string, request: unknown, session: Session): Promise<Result<unknown>>;
  /** For the Electron adapters (tray, menus): the services behind the contract. */
  readonly services: Services;
  close(): Promise<void>;
}

export function createCore(options: CoreOptions): Core {
  const services = createServices(options);
  const router = createRouter(
    { ...marketHandlers(services), ...accountHandlers(services), ...profileHandlers(services), ...lockHandlers(services) },
    services.log,
  );
  let nextSession = 1;
  return {
    services,
    openSession(emit) {
      const session: Session = { id: `s${nextSession++}`, emit };
      services.sessions.add(session);
      return session;
    },
    closeSession(session) {
      services.sessions.delete(session);
      services.feed.unwatch(session);
      services.account.unwatch(session);
      services.windowConfirmer.forget(session);
    },
    // The idle clock is the person's ('app.activity' from input in the window), not the windows':
    // views reload rates and history on their own, which must not keep the app from locking.
    handle(op, request, session) {
      return router.handle(op, request, session);
    },
    async close() {
      services.close();
    },
  };
}
