/**
 * A small, strict exchange for the signed-call tests: a real HTTP server on 127.0.0.1 that
 * checks every private request the way the document describes (three headers, a known key,
 * hex HMAC-SHA384 over apiPath + nonce + exact body, a nonce greater than the last accepted)
 * and, when asked, refuses nonces farther than `windowMs` from its own clock. It records the
 * order in which requests arrived. Answers are the document's shapes, small and fixed.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';

export interface ServerAccount {
  apiKey: string;
  apiSecret: string;
}

export interface Arrival {
  path: string;
  nonce: number;
  apiKey: string;
  body: string;
  signature: string;
  accepted: boolean;
  reason?: string;
}

/** What a route does: answer JSON text, or hang (never answer), or drop the connection. */
export type RouteAnswer = { status?: number; json: unknown } | { text: string; status?: number; type?: string } | 'hang' | 'drop';

export interface SignedServerOptions {
  accounts: ServerAccount[];
  /** Refuse nonces farther than this from the server's clock (ms); no window when absent. */
  windowMs?: number;
  /** What /v3/timestamp says the time is (ms); the server's own clock when absent. */
  timestampMs?: () => number;
  /** A path prefix the server lives under (https://host/prefix/v3/…). */
  prefix?: string;
  /** Override or add answers by apiPath; return undefined to fall back to the built-in ones. */
  route?: (apiPath: string, body: string, arrival: Arrival) => RouteAnswer | undefined;
}

export interface SignedServer {
  url: string;
  arrivals: Arrival[];
  timestampCalls: number;
  close(): Promise<void>;
}

export function hmac(secret: string, apiPath: string, nonce: string, body: string): string {
  return createHmac('sha384', secret).update(apiPath + nonce + body).digest('hex');
}

const ORDER = (id: number, market: string, status: string, initial: string) => [
  id, null, null, market, 1_700_000_000_000 + id, 1_700_000_100_000 + id, '0.5', initial, 'LIMIT',
  null, null, null, null, status, null, null, '62000.10', status === 'EXECUTED' ? '62000.05' : '0',
];

export function builtIn(apiPath: string, body: string): RouteAnswer | undefined {
  if (apiPath === '/v3/auth/me') {
    return {
      json: {
        email: 'alice@example.test',
        svcid: 'SV12345678',
        two_factor: false,
        withdraw_confirmation: true,
        public_keys: { deposit_sdk_uah_public_key: 'pk-uah', deposit_sdk_usd_public_key: 'pk-usd', deposit_sdk_rub_public_key: 'pk-rub' },
        announcements: false,
      },
    };
  }
  if (apiPath === '/v3/auth/r/wallets') {
    return { text: '[["exchange","BTC",1.25000000,null,0.75],["exchange","USDT",1000.10,null,1000.10],["exchange","UAH","0.1",null,"0"]]' };
  }
  const hist = /^\/v3\/auth\/r\/orders(?:\/([a-z0-9_]+))?\/hist$/.exec(apiPath);
  if (hist) return { json: [ORDER(21, hist[1] ?? 'btc_usdt', 'EXECUTED', '0.5')] };
  const active = /^\/v3\/auth\/r\/orders(?:\/([a-z0-9_]+))?$/.exec(apiPath);
  if (active) return { json: [ORDER(11, active[1] ?? 'btc_usdt', 'ACTIVE', '-1.5'), ORDER(12, active[1] ?? 'eth_usdt', 'ACTIVE', '2')] };
  const trades = /^\/v3\/auth\/r\/order\/([a-z0-9_]+):(\d+)\/trades$/.exec(apiPath);
  if (trades) {
    return {
      json: [
        [901, trades[1], 1_700_000_000_500, Number(trades[2]), '0.25', '62000.1', null, null, 1, '0.0001', 'BTC'],
        [902, trades[1], 1_700_000_000_600, Number(trades[2]), '0.25', '62000', null, null, -1, '3.1', 'USDT'],
      ],
    };
  }
  if (apiPath === '/v3/order/cancel') {
    const id = (JSON.parse(body) as { order_id: number }).order_id;
    return {
      json: {
        id, side: 'sell', type: 'limit', price: '62000.10', avg_execution_price: '0', symbol: 'btc_usdt', timestamp: 1_700_000_200_000,
        original_amount: '1.5', remaining_amount: '1.5', executed_amount: '0',
        is_cancelled: null, is_hidden: null, is_live: null, was_forced: null, exchange: null,
      },
    };
  }
  if (apiPath === '/v3/order/cancel/multy') return { json: { success: true } };
  return undefined;
}

export async function startSignedServer(options: SignedServerOptions): Promise<SignedServer> {
  const prefix = options.prefix ?? '';
  const lastNonce = new Map<string, number>();
  const secrets = new Map(options.accounts.map((a) => [a.apiKey, a.apiSecret]));
  const state: SignedServer = { url: '', arrivals: [], timestampCalls: 0, close: async () => undefined };

  const reply = (res: ServerResponse, answer: RouteAnswer): void => {
    if (answer === 'hang') return;
    if (answer === 'drop') {
      res.socket?.destroy();
      return;
    }
    const text = 'json' in answer ? JSON.stringify(answer.json) : answer.text;
    const type = 'type' in answer && answer.type ? answer.type : 'application/json';
    res.writeHead(answer.status ?? 200, { 'content-type': type }).end(text);
  };
  const refuse = (res: ServerResponse, arrival: Arrival | null, reason: string): void => {
    if (arrival) {
      arrival.accepted = false;
      arrival.reason = reason;
    }
    reply(res, { status: 401, json: { success: false, message: reason } });
  };

  const handle = (req: IncomingMessage, res: ServerResponse, body: string): void => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith(`${prefix}/v3/`)) return reply(res, { status: 404, json: { message: 'Unknown path' } });
    const apiPath = url.pathname.slice(prefix.length);
    if (apiPath === '/v3/timestamp' && req.method === 'GET') {
      state.timestampCalls++;
      const ms = options.timestampMs?.() ?? Date.now();
      return reply(res, { json: { timestamp: Math.floor(ms / 1000), timestamp_miliseconds: ms } });
    }
    const nonceText = req.headers['svc-nonce'];
    const apiKey = req.headers['svc-apikey'];
    const signature = req.headers['svc-signature'];
    if (typeof nonceText !== 'string' || typeof apiKey !== 'string' || typeof signature !== 'string') {
      return refuse(res, null, 'Missing headers');
    }
    const arrival: Arrival = { path: apiPath, nonce: Number(nonceText), apiKey, body, signature, accepted: true };
    state.arrivals.push(arrival);
    if (req.method !== 'POST' || req.headers['content-type'] !== 'application/json' || req.headers.accept !== 'application/json') {
      return refuse(res, arrival, 'Wrong method or content type');
    }
    const secret = secrets.get(apiKey);
    if (secret === undefined) return refuse(res, arrival, 'Unknown API key');
    if (!/^[1-9]\d{0,15}$/.test(nonceText)) return refuse(res, arrival, 'Malformed nonce');
    if (signature.toLowerCase() !== hmac(secret, apiPath, nonceText, body)) return refuse(res, arrival, 'Invalid signature');
    const nonce = Number(nonceText);
    if (nonce <= (lastNonce.get(apiKey) ?? 0)) return refuse(res, arrival, `Nonce ${nonce} is not greater than the last one accepted`);
    if (options.windowMs !== undefined && Math.abs(nonce - Date.now()) > options.windowMs) {
      return refuse(res, arrival, `Nonce ${nonce} is too far from the server time`);
    }
    lastNonce.set(apiKey, nonce);
    const answer = options.route?.(apiPath, body, arrival) ?? builtIn(apiPath, body);
    reply(res, answer ?? { status: 404, json: { message: `Unknown path: ${apiPath}` } });
  };

  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  state.url = `http://127.0.0.1:${port}${prefix}`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
