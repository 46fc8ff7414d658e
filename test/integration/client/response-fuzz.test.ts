/**
 * Response fuzz: a server that answers every way a hostile or broken exchange (or a payment
 * gateway) could — malformed JSON, wrong types, truncated bodies, web pages, absurd nesting,
 * endless and slow-drip bodies — and the app's clients over it. Every call must end in a typed
 * AppError (or a value, when the answer happens to be valid), never another exception, never an
 * unhandled rejection, and never hang past its timeout.
 */
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ERROR_KINDS } from '../../../shared/contract/index.js';
import { PublicApi } from '../../../electron/core/exchange/public.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { GatewayClient } from '../../../electron/core/gateway/client.js';

type Answer = (res: ServerResponse) => void;

const json = (body: string, status = 200): Answer => (res) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body);
};

const ANSWERS: Record<string, Answer> = {
  'malformed json': json('{"BTC_USDT": {"last_price": '),
  'not json at all': json('<<<>>>'),
  'null': json('null'),
  'a string': json('"hello"'),
  'an empty object': json('{}'),
  'an empty array': json('[]'),
  'wrong types': json('{"BTC_USDT":{"last_price":true,"base_volume":[1],"quote_volume":{}},"time":"soon"}'),
  'array of junk': json('[1, "two", null, {"x": [[[]]]}]'),
  'numbers beyond range': json('{"server_time": 1e999999, "id": 123456789012345678901234567890}'),
  'a byte-order mark': json('\ufeff{"server_time": 1700000000}'),
  'duplicate keys': json('{"server_time": 1, "server_time": "x"}'),
  'absurd nesting': json(`${'['.repeat(200_000)}${']'.repeat(200_000)}`),
  'deep objects': json(`${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`),
  'an html page': (res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Maintenance</title><h1>Back soon</h1>');
  },
  'an html error': (res) => {
    res.writeHead(502, { 'content-type': 'text/html' });
    res.end('<html><body>Bad gateway</body></html>');
  },
  'a 500 with garbage': json('\u0000\u0001\u0002', 500),
  'a 429 with an absurd retry-after': (res) => {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '99999999' });
    res.end('{"message":"slow down"}');
  },
  'a 404 with a huge message': json(JSON.stringify({ message: 'x'.repeat(1_000_000) }), 404),
  'truncated body': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
    res.write('{"server_time": 17');
    setTimeout(() => res.socket?.destroy(), 20);
  },
  'reset before the headers': (res) => {
    res.socket?.destroy();
  },
  'a lying content-length': (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(64 * 1024 * 1024) });
    res.end('{}');
  },
  'an endless chunked body': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    let sent = 0;
    const more = (): void => {
      while (sent < 64 && !res.destroyed) {
        sent++;
        if (!res.write(chunk)) return void res.once('drain', more);
      }
      res.end();
    };
    res.write('[');
    more();
  },
  'a slow drip': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    const timer = setInterval(() => (res.destroyed ? clearInterval(timer) : res.write(' ')), 100);
    res.on('close', () => clearInterval(timer));
  },
};

let server: Server;
let base: string;
let current: Answer = ANSWERS['null']!;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown): void => void unhandled.push(reason);

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => current(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** The outcome of one call: a value, or an AppError's kind; anything else is a failure of the test. */
async function outcome(call: () => Promise<unknown>): Promise<string> {
  try {
    await call();
    return 'value';
  } catch (error) {
    if (!(error instanceof AppError)) return `NOT AN AppError: ${String((error as Error)?.stack ?? error).slice(0, 300)}`;
    expect(ERROR_KINDS).toContain(error.kind);
    expect(error.message.length).toBeLessThan(600);
    return error.kind;
  }
}

describe.each(Object.keys(ANSWERS))('an answer that is %s', (name) => {
  it('ends every call in a typed error (or a value), in time', async () => {
    current = ANSWERS[name]!;
    const transport = new Transport({ baseUrl: base, timeoutMs: 800, retryDelaysMs: [] });
    const api = new PublicApi(transport);
    const gateway = new GatewayClient(base, { timeoutMs: 800 });
    const calls: [string, () => Promise<unknown>][] = [
      ['time', () => api.time()],
      ['tickers', () => api.tickers('ALL')],
      ['book', () => api.book('BTC_USDT')],
      ['currencies', () => api.currencies()],
      ['payout services', () => gateway.payoutServices('uah', '100', 'key')],
      ['invoice', () => gateway.invoice({ publicKey: 'k', depositId: 1, description: 'd', service: 's', fields: {}, currency: 'uah', amount: '1' })],
    ];
    const results: string[] = [];
    for (const [what, call] of calls) results.push(`${what}: ${await outcome(call)}`);
    expect(results.filter((r) => r.includes('NOT AN AppError'))).toEqual([]);
    expect(unhandled).toEqual([]);
    // A read may wait out a Retry-After twice (each capped at 10 s) before it gives up.
  }, 45_000);
});

describe('an answer that drips forever, asked again and again', () => {
  it('every call ends at its timeout (Node 20\'s fetch left a body read hanging after an abort, about one in ten)', async () => {
    current = ANSWERS['a slow drip']!;
    const api = new PublicApi(new Transport({ baseUrl: base, timeoutMs: 800, retryDelaysMs: [] }));
    const hung = Symbol('hung');
    const outcomes: string[] = [];
    for (let i = 0; i < 20; i++) {
      let watchdog: NodeJS.Timeout | undefined;
      const result = await Promise.race([
        outcome(() => api.time()),
        new Promise<typeof hung>((resolve) => (watchdog = setTimeout(() => resolve(hung), 5_000))),
      ]);
      clearTimeout(watchdog);
      outcomes.push(result === hung ? 'still waiting after 5 s' : result);
    }
    expect(outcomes.filter((o) => o !== 'network')).toEqual([]);
    expect(unhandled).toEqual([]);
  }, 120_000);
});
