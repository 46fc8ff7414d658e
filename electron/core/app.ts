/**
 * The core as one object: what Electron's main process and the browser-mode host both wire
 * to their transport. Plain Node; it never imports electron or the demo servers.
 */
import type { Result } from '../../shared/contract/index.js';
import { PublicApi } from './exchange/public.js';
import { Transport } from './exchange/transport.js';
import { createRouter, type Logger } from './ipc/router.js';
import type { Session } from './ipc/session.js';
import { MarketFeed } from './market/feed.js';

export type { Session };

export interface CoreOptions {
  exchangeUrl: string;
  demo: boolean;
  shell: 'electron' | 'browser';
  version: string;
  userDataDir: string;
  log?: Logger;
  /** For tests: how long a request may take. */
  timeoutMs?: number;
}

export interface Core {
  openSession(emit: Session['emit']): Session;
  closeSession(session: Session): void;
  handle(op: string, request: unknown, session: Session): Promise<Result<unknown>>;
  close(): Promise<void>;
}

const defaultLog: Logger = (message, error) => console.error(`[satchel] ${message}`, error ?? '');

export function createCore(options: CoreOptions): Core {
  const log = options.log ?? defaultLog;
  const transport = new Transport({ baseUrl: options.exchangeUrl, timeoutMs: options.timeoutMs });
  const api = new PublicApi(transport);
  const feed = new MarketFeed({
    tickers: (signal) => api.tickers('ALL', { signal }),
    book: (symbol, signal) => api.book(symbol, { signal }),
  });
  const router = createRouter(
    {
      'app.info': () => ({ version: options.version, shell: options.shell, exchangeUrl: transport.baseUrl, demo: options.demo }),
      'market.time': () => api.time(),
      'market.currencies': () => api.currencies(),
      'market.rates': ({ currency }) => api.rates(currency),
      'market.markets': () => api.markets(),
      'market.tickers': ({ symbols }) => api.tickers(symbols),
      'market.fees': () => api.fees(),
      'book.get': ({ symbol }) => api.book(symbol),
      'feed.watch': (watch, session) => feed.watch(session, watch),
      'feed.retry': () => feed.retry(),
    },
    log,
  );
  let nextSession = 1;
  return {
    openSession(emit) {
      return { id: `s${nextSession++}`, emit };
    },
    closeSession(session) {
      feed.unwatch(session);
    },
    handle: (op, request, session) => router.handle(op, request, session),
    async close() {
      feed.close();
    },
  };
}
