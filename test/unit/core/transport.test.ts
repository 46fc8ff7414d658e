import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import type { JsonNumber } from '../../../shared/json/lossless.js';
import { Transport, normalizeBaseUrl } from '../../../electron/core/exchange/transport.js';
import { closedPort, startServer, type TestServer } from '../../support/http.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const noWait = { retryDelaysMs: [1, 1], sleep: async () => undefined };

describe('transport errors, over real HTTP', () => {
  it('an HTML page (a blocked exchange) is "unavailable", not an API error', async () => {
    server = await startServer((_req, res) => res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Access denied</body></html>'));
    const error = await failureOf(new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/markets' }), { retry: false }));
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(403);
    expect(error.message).toMatch(/web page/);
  });

  it('an HTML page with status 200 is "unavailable" too', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><p>maintenance</p>'));
    const error = await failureOf(new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/markets' }), { retry: false }));
    expect(error.kind).toBe('unavailable');
  });

  it('429 is "unavailable" and a read is retried, honouring Retry-After', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls++;
      if (calls < 3) res.writeHead(429, { 'retry-after': '0', 'content-type': 'application/json' }).end('{"message":"slow down"}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('[1.10]');
    });
    const value = await new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), { retry: true });
    expect(calls).toBe(3);
    expect((value as JsonNumber[])[0]!.text).toBe('1.10');
  });

  it('a Retry-After longer than a retry may wait (10 s) is not cut short: no retry, and the error carries the whole wait', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls++;
      res.writeHead(429, { 'retry-after': '30', 'content-type': 'application/json' }).end('{"message":"slow down"}');
    });
    const waits: number[] = [];
    const transport = new Transport({ baseUrl: server.url, retryDelaysMs: [1, 1], sleep: async (ms) => void waits.push(ms) });
    const error = await failureOf(transport.send(() => ({ method: 'GET', path: '/v3/x' }), { retry: true }));
    expect(calls).toBe(1);
    expect(waits).toEqual([]);
    expect(error.kind).toBe('unavailable');
    expect((error as AppError & { retryAfterMs?: number }).retryAfterMs).toBe(30_000);
  });

  it('a Retry-After within 10 s is waited out before the retry', async () => {
    let calls = 0;
    server = await startServer((_req, res) => {
      calls++;
      if (calls === 1) res.writeHead(429, { 'retry-after': '4', 'content-type': 'application/json' }).end('{"message":"slow down"}');
      else res.writeHead(200, { 'content-type': 'application/json' }).end('[1]');
    });
    const waits: number[] = [];
    const transport = new Transport({ baseUrl: server.url, retryDelaysMs: [1, 1], sleep: async (ms) => void waits.push(ms) });
    await transport.send(() => ({ method: 'GET', path: '/v3/x' }), { retry: true });
    expect([calls, waits]).toEqual([2, [4000]]);
  });

  it.each([500, 502, 503])('HTTP %i is "unavailable" with the status', async (status) => {
    server = await startServer((_req, res) => res.writeHead(status).end());
    const error = await failureOf(new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false }));
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(status);
  });

  it('a timeout is a "network" error that says how long it waited', async () => {
    server = await startServer(() => undefined); // never answers
    const error = await failureOf(
      new Transport({ baseUrl: server.url, timeoutMs: 150, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false }),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/did not answer within/);
  });

  it('a refused connection is a "network" error that says so', async () => {
    const port = await closedPort();
    const error = await failureOf(
      new Transport({ baseUrl: `http://127.0.0.1:${port}`, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), { retry: true }),
    );
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/refused/);
  });

  it('the caller cancelling is "cancelled", and nothing is retried', async () => {
    server = await startServer(() => undefined);
    const controller = new AbortController();
    const pending = new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), {
      retry: true,
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(pending);
    expect(error.kind).toBe('cancelled');
  });

  it('404 with a JSON body is "not-found" and carries the exchange\'s words', async () => {
    server = await startServer((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"message":"Unknown market: x_y"}'));
    const error = await failureOf(new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/book/x_y' }), { retry: true }));
    expect(error.kind).toBe('not-found');
    expect(error.detail).toBe('Unknown market: x_y');
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ['{"errors":["amount too small","bad currency"]}', 'amount too small; bad currency'],
    ['{"error":{"message":"nope"}}', 'nope'],
    ['{}', undefined],
    ['', undefined],
  ])('reads a 400 body %j defensively', async (body, detail) => {
    server = await startServer((_req, res) => res.writeHead(400, { 'content-type': 'application/json' }).end(body));
    const error = await failureOf(new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'POST', path: '/v3/x', body: '{}' }), { retry: false }));
    expect(error.kind).toBe('exchange');
    expect(error.status).toBe(400);
    expect(error.detail).toBe(detail);
  });

  it('invalid JSON with a JSON content type is "malformed"', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"a":'));
    const error = await failureOf(new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), { retry: true }));
    expect(error.kind).toBe('malformed');
  });

  it('never retries a call that is not a read, and sends the body text exactly as given', async () => {
    server = await startServer((_req, res) => res.writeHead(503).end());
    const body = '{"amount":"0.10","currency":"btc"}';
    const transport = new Transport({ baseUrl: server.url, ...noWait });
    await failureOf(transport.send(() => ({ method: 'POST', path: '/v3/auth/withdraw', body }), { retry: false }));
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]!.body).toBe(body);
    expect(server.requests[0]!.headers['content-type']).toBe('application/json');
    expect(server.requests[0]!.headers.accept).toBe('application/json');
  });

  it('builds the request anew for every attempt', async () => {
    let calls = 0;
    server = await startServer((_req, res) => (++calls < 2 ? res.writeHead(502).end() : res.writeHead(200, { 'content-type': 'application/json' }).end('{}')));
    let built = 0;
    await new Transport({ baseUrl: server.url, ...noWait }).send(
      () => ({ method: 'GET', path: '/v3/x', headers: { 'x-attempt': String(++built) } }),
      { retry: true },
    );
    expect(server.requests.map((r) => r.headers['x-attempt'])).toEqual(['1', '2']);
  });
});

describe('answers are read with a size limit', () => {
  const MiB = 1024 * 1024;

  /** Sends `{"x":"aaaa…` in 64 KiB chunks without a content-length until the client goes away (or `cap`). */
  async function endlessServer(cap: number): Promise<{ server: TestServer; sent: () => number; closed: Promise<void> }> {
    let sent = 0;
    let onClosed: () => void = () => undefined;
    const closed = new Promise<void>((resolve) => (onClosed = resolve));
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const test = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' }); // chunked: no content-length
      res.write('{"x":"');
      const pump = (): void => {
        while (sent < cap) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('"}');
      };
      res.on('close', onClosed);
      pump();
    });
    return { server: test, sent: () => sent, closed };
  }

  it('a chunked answer without content-length is cut off at 16 MiB: "malformed", the stream cancelled, memory flat', async () => {
    const endless = await endlessServer(64 * MiB);
    server = endless.server;
    const baseline = process.memoryUsage().rss;
    let peak = baseline;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
    try {
      const transport = new Transport({ baseUrl: server.url, party: 'payment gateway', timeoutMs: 20_000, ...noWait });
      const error = await failureOf(transport.send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false }));
      expect(error.kind).toBe('malformed');
      expect(error.message).toMatch(/^The payment gateway at 127\.0\.0\.1:\d+ sent an answer larger than 16 MiB\. Satchel stopped reading it\.$/);
      // The client hung up: the server was not made to send the whole of it.
      await endless.closed;
      expect(endless.sent()).toBeLessThan(24 * MiB);
    } finally {
      clearInterval(sampler);
    }
    expect(peak - baseline).toBeLessThan(100 * MiB);
  });

  it('an announced content-length over the limit is refused before reading', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(17 * MiB) });
      res.write('{"x":"');
    });
    const error = await failureOf(new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/larger than 16 MiB/);
  });

  it('an answer under the limit in many chunks arrives whole, a byte-order mark dropped', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('\uFEFF[');
      for (let i = 0; i < 1000; i++) res.write(`${i},`);
      res.end('1000]');
    });
    const value = await new Transport({ baseUrl: server.url, ...noWait }).send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false });
    expect(value).toHaveLength(1001);
  });
});

describe('pipelined reads (on a key’s own connection) keep the same limits and errors', () => {
  const MiB = 1024 * 1024;
  const transports: Transport[] = [];
  afterEach(async () => {
    await Promise.all(transports.splice(0).map((t) => t.close()));
  });

  /** A read as PrivateApi sends it: in a lane (here a plain chain), named by its key. */
  function pipelinedRead(options: { timeoutMs?: number; retry?: boolean; signal?: AbortSignal } = {}): Promise<unknown> {
    const transport = new Transport({ baseUrl: server!.url, timeoutMs: options.timeoutMs, ...noWait });
    transports.push(transport);
    let tail: Promise<unknown> = Promise.resolve();
    const inOrder = <T>(attempt: () => Promise<T>): Promise<T> => {
      const run = tail.then(attempt, attempt);
      tail = run.catch(() => undefined);
      return run;
    };
    return transport.send(() => ({ method: 'POST', path: '/v3/auth/r/wallets', body: '{}' }), {
      retry: options.retry ?? false,
      signal: options.signal,
      inOrder,
      pipeline: { key: 'unit-key', read: true },
    });
  }

  it('answers arrive parsed, exactly', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('[{"a":"0.10000000000000000001"}]'));
    const value = (await pipelinedRead()) as { a: JsonNumber }[];
    expect(String(value[0]!.a)).toBe('0.10000000000000000001');
  });

  it('a timeout is "network" and says how long it waited', async () => {
    server = await startServer(() => undefined);
    const error = await failureOf(pipelinedRead({ timeoutMs: 150 }));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/did not answer within/);
  });

  it('the caller cancelling is "cancelled"', async () => {
    server = await startServer(() => undefined);
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failureOf(pipelinedRead({ retry: true, signal: controller.signal }));
    expect(error.kind).toBe('cancelled');
  });

  it('404 with a JSON body is "not-found" and carries the exchange\'s words', async () => {
    server = await startServer((_req, res) => res.writeHead(404, { 'content-type': 'application/json' }).end('{"success":false,"message":"Unknown market: x_y"}'));
    const error = await failureOf(pipelinedRead());
    expect(error.kind).toBe('not-found');
    expect(error.detail).toBe('Unknown market: x_y');
  });

  it('an HTML page is "unavailable"', async () => {
    server = await startServer((_req, res) => res.writeHead(403, { 'content-type': 'text/html' }).end('<html><body>Access denied</body></html>'));
    const error = await failureOf(pipelinedRead());
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(403);
  });

  it('a chunked answer without content-length is cut off at 16 MiB: "malformed"', async () => {
    const chunk = Buffer.alloc(64 * 1024, 'a');
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"x":"');
      let sent = 0;
      const pump = (): void => {
        while (sent < 40 * MiB && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return void res.once('drain', pump);
        }
        res.end('"}');
      };
      pump();
    });
    const error = await failureOf(pipelinedRead({ timeoutMs: 20_000 }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/larger than 16 MiB/);
  });
});

describe('base URL', () => {
  it('accepts https with or without a path and a trailing slash', () => {
    expect(normalizeBaseUrl('https://ex.example/')).toBe('https://ex.example');
    expect(normalizeBaseUrl(' https://ex.example/api/ ')).toBe('https://ex.example/api');
    // Every path already starts with /v3/: an address pasted with it must not double it.
    expect(normalizeBaseUrl('https://ex.example/v3')).toBe('https://ex.example');
    expect(normalizeBaseUrl('https://ex.example/api/v3/')).toBe('https://ex.example/api');
  });
  it.each(['ex.example', 'ftp://ex.example', 'https://user:pw@ex.example', 'javascript:alert(1)', 'http://ex.example', 'http://10.1.2.3:8080'])(
    'refuses %s with a clear message that does not repeat it',
    (text) => {
      expect(() => normalizeBaseUrl(text)).toThrow(AppError);
      expect(() => normalizeBaseUrl(text)).not.toThrow(/ex\.example|10\.1\.2\.3|pw@|alert/);
    },
  );

  it('plain http only to this computer, for the exchange and the payment gateway alike', () => {
    expect(normalizeBaseUrl('http://127.0.0.1:4567/')).toBe('http://127.0.0.1:4567');
    expect(normalizeBaseUrl('http://localhost:8080/v3')).toBe('http://localhost:8080');
    expect(normalizeBaseUrl('http://[::1]:9000')).toBe('http://[::1]:9000');
    expect(() => new Transport({ baseUrl: 'http://exchange.example' })).toThrow(
      'The exchange address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).',
    );
    expect(() => new Transport({ baseUrl: 'http://pay.example', party: 'payment gateway' })).toThrow(/^The payment gateway address must start with https:\/\//);
  });
});
