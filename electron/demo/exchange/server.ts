/**
 * The demo exchange as a real HTTP server on 127.0.0.1. `stop()` and `start()` close and
 * reopen the listener on the same port while the market keeps its state, so a client sees
 * exactly what a real outage looks like: connection refused, then the same exchange back.
 */
import { type IncomingMessage } from 'node:http';
import { makeAccounts, randomToken, type DemoAccount } from '../accounts.js';
import { failure, jsonServer, listen, shut, type Answer } from '../http.js';
import { type AddressBook } from './funds/addresses.js';
import { isAdminPath, routeAdmin } from './admin/admin.js';
import { Authenticator } from './http/auth.js';
import { type Codes } from './codes/codes.js';
import { Faults, underFault } from './admin/faults.js';
import { RequestCounts } from './admin/request-counts.js';
import { FundSources } from './fiat/fund-sources.js';
import { type Funds } from './funds/funds.js';
import { exchangeGatewayLink } from './fiat/gateway-link.js';
import { type GatewayLink } from '../gateway/link.js';
import { type Ledger } from './accounts/ledger.js';
import { MarketSim } from './market/market-sim.js';
import { outageAnswer, type OutageMode } from './admin/outage.js';
import { freshSeed } from './market/random.js';
import { isPrivatePath, routePrivate } from './http/private-routes.js';
import { routeIcon, routeV3 } from './http/routes.js';
import { seedCodes } from './codes/seed-codes.js';
import { seedFunds } from './funds/seed-funds.js';
import { seedLedger } from './accounts/seed-ledger.js';

export type { OutageMode } from './admin/outage.js';

export interface DemoExchangeOptions {
  port?: number;
  seed?: number;
  tickMs?: number;
  adminToken?: string;
  /** The accounts the private methods know; two fresh ones by default. */
  accounts?: DemoAccount[];
  /** How long a new deposit address takes to appear after it was asked for. */
  addressDelayMs?: number;
  /** How long a pending withdrawal takes to be done. */
  settleMs?: number;
}

export const ADDRESS_DELAY_MS_DEFAULT = 1500;
export const SETTLE_MS_DEFAULT = 4000;

export interface DemoExchange {
  readonly url: string;
  readonly port: number;
  readonly seed: number;
  readonly adminToken: string;
  readonly accounts: readonly DemoAccount[];
  /** Balances and orders of the accounts (read by tests; private methods change it). */
  readonly ledger: Ledger;
  /** Deposits and withdrawals of the accounts. */
  readonly funds: Funds;
  /** Deposit addresses of the accounts. */
  readonly addresses: AddressBook;
  /** Transfer codes of the accounts (tests read the full codes here). */
  readonly codes: Codes;
  /** One-shot faults by path (what POST /admin/faults sets). */
  readonly faults: Faults;
  /** Requests met per path, admin ones aside (GET /admin/requests). */
  readonly requests: RequestCounts;
  /** Saved fiat payout destinations (fund_source_id). */
  readonly fundSources: FundSources;
  /** What the demo payment gateway may ask and do here (gateway/link.ts). */
  readonly gatewayLink: GatewayLink;
  /** The payment gateway's address, once connected: the simplified deposit's form goes there. */
  readonly gatewayUrl: string | null;
  connectGateway(url: string): void;
  /** Closes the listener; the market keeps its state and the port is reused by start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
  setOutage(mode: OutageMode): void;
}

export async function startDemoExchange(options: DemoExchangeOptions = {}): Promise<DemoExchange> {
  const seed = options.seed ?? freshSeed();
  const adminToken = options.adminToken ?? randomToken();
  const accounts = options.accounts ?? makeAccounts();
  const startMs = Date.now();
  const sim = new MarketSim({ seed, tickMs: options.tickMs ?? 250, startMs });
  const ledger = seedLedger(seed, accounts, sim, startMs);
  const { funds, addresses } = seedFunds(seed, accounts, sim, startMs, {
    addressDelayMs: options.addressDelayMs ?? ADDRESS_DELAY_MS_DEFAULT,
    settleMs: options.settleMs ?? SETTLE_MS_DEFAULT,
  });
  const codes = seedCodes(seed, accounts, sim, startMs);
  const auth = new Authenticator(accounts);
  const faults = new Faults();
  const requests = new RequestCounts();
  const fundSources = new FundSources(1);
  let outage: OutageMode = 'none';
  let baseUrl = '';
  let gatewayUrl: string | null = null;
  const gatewayLink = exchangeGatewayLink(ledger, funds, () => baseUrl);

  const answer = (req: IncomingMessage, body: string): Answer | Promise<Answer | null> => {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : url.pathname;
    if (isAdminPath(path)) {
      return routeAdmin({ adminToken, ledger, funds, addresses, codes, faults, requests, nowMs: Date.now(), setOutage: (mode) => (outage = mode) }, method, path, req.headers, body);
    }
    requests.count(path);
    const fault = faults.take(path);
    // Carried out at the moment it is served (after a delay, say), so it sees the clock then.
    const serve = (): Answer => serveRequest(req, method, path, url, body);
    return fault ? underFault(fault, serve) : serve();
  };

  const serveRequest = (req: IncomingMessage, method: string, path: string, url: URL, body: string): Answer => {
    if (path.startsWith('/icons/')) return routeIcon(method, path);
    if (path !== '/v3' && !path.startsWith('/v3/')) return failure(404, `Unknown path: ${path}`);
    const down = outageAnswer(outage);
    if (down) return down;
    const nowMs = Date.now();
    sim.advanceTo(nowMs);
    if (isPrivatePath(path)) {
      // The signature covers the path exactly as sent (no query), not the normalised one.
      const rawPath = (req.url ?? '/').split('?')[0]!;
      return routePrivate({ ledger, auth, funds, addresses, codes, fundSources, gatewayUrl, nowMs }, { method, path, rawPath, headers: req.headers, body });
    }
    const answer = routeV3({ sim, baseUrl, codes, nowMs }, method, path, url.searchParams);
    // Which simulated moment this shows: a test can then pair a ticker and a book of one tick.
    return { ...answer, headers: { ...answer.headers, 'x-demo-tick': String(sim.tick) } };
  };

  const server = jsonServer(answer);
  const port = await listen(server, options.port ?? 0);
  baseUrl = `http://127.0.0.1:${port}`;
  let closed = false;

  return {
    url: baseUrl,
    port,
    seed,
    adminToken,
    accounts,
    ledger,
    funds,
    addresses,
    codes,
    faults,
    requests,
    fundSources,
    gatewayLink,
    get gatewayUrl() {
      return gatewayUrl;
    },
    connectGateway(url) {
      gatewayUrl = url.replace(/\/+$/, '');
    },
    stop: () => shut(server),
    async start() {
      if (closed) throw new Error('The demo exchange was closed');
      if (!server.listening) await listen(server, port);
    },
    async close() {
      closed = true;
      await shut(server);
    },
    setOutage(mode) {
      outage = mode;
    },
  };
}
