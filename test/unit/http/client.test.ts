import { afterEach, describe, expect, it } from 'vitest';
import { readCapped } from '../../../electron/core/http/body.js';
import { BodyTooLargeError, HttpClient, RefusedAddressError, type HttpCall } from '../../../electron/core/http/client.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { closedPort, startServer, type TestServer } from '../../support/http.js';

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

const call = (extra: Partial<HttpCall> = {}): HttpCall => ({ timeoutMs: 5000, maxBodyBytes: 1024, ...extra });
const get = (url: string) => ({ method: 'GET', url, headers: {} });

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  return error as Error;
}

describe('the HTTP primitive, against a real server on 127.0.0.1', () => {
  it('answers status, headers and the body text, and sends what it was given', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(201, { 'content-type': 'application/json', 'x-marker': 'yes' });
      res.end('{"ok":true}');
    });
    const answer = await new HttpClient().request({ method: 'POST', url: `${server.url}/v3/x?a=1`, headers: { 'x-sent': 'hi' }, body: '{"b":2}' }, call());
    expect(answer.status).toBe(201);
    expect(answer.headers.get('x-marker')).toBe('yes');
    expect(answer.text).toBe('{"ok":true}');
    expect(server.requests[0]).toMatchObject({ method: 'POST', url: '/v3/x?a=1', body: '{"b":2}' });
    expect(server.requests[0]!.headers['x-sent']).toBe('hi');
  });

  it('ends at its deadline with a TimeoutError when the server never answers', async () => {
    server = await startServer(() => undefined);
    const error = await failureOf(new HttpClient().request(get(`${server.url}/slow`), call({ timeoutMs: 150 })));
    expect(error.name).toBe('TimeoutError');
  });

  it('ends at its deadline when the body keeps trickling in', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"a":');
      // the rest never comes
    });
    const error = await failureOf(new HttpClient().request(get(`${server.url}/trickle`), call({ timeoutMs: 150 })));
    expect(error.name).toBe('TimeoutError');
  });

  it('refuses an answer that announces more than the cap, before reading it', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(4096) });
      res.end('x'.repeat(4096));
    });
    const error = await failureOf(new HttpClient().request(get(`${server.url}/big`), call({ maxBodyBytes: 1024 })));
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(error).toMatchObject({ limit: 1024, status: 200 });
  });

  it('stops reading an answer streamed in chunks past the cap', async () => {
    server = await startServer((_req, res) => {
      res.writeHead(500, { 'content-type': 'application/json' }); // chunked: no length announced
      const chunk = 'y'.repeat(512);
      let sent = 0;
      const more = (): void => {
        if (res.destroyed || sent++ > 1000) return void res.end();
        res.write(chunk, () => setImmediate(more));
      };
      more();
    });
    const error = await failureOf(new HttpClient().request(get(`${server.url}/endless`), call({ maxBodyBytes: 2048 })));
    expect(error).toBeInstanceOf(BodyTooLargeError);
    expect(error).toMatchObject({ limit: 2048, status: 500 });
  });

  it("ends at once when the caller gives up, with the caller's reason", async () => {
    server = await startServer(() => undefined);
    const caller = new AbortController();
    const reason = Object.assign(new Error('gone'), { name: 'AbortError' });
    const pending = new HttpClient().request(get(`${server.url}/wait`), call({ signal: caller.signal }));
    await expect.poll(() => server!.requests.length).toBe(1);
    caller.abort(reason);
    expect(await failureOf(pending)).toBe(reason);
  });

  it('does not send at all when the caller gave up before', async () => {
    server = await startServer((_req, res) => res.end('{}'));
    const caller = new AbortController();
    caller.abort(Object.assign(new Error('gone'), { name: 'AbortError' }));
    expect((await failureOf(new HttpClient().request(get(`${server.url}/x`), call({ signal: caller.signal })))).name).toBe('AbortError');
    expect(server.requests).toHaveLength(0);
  });

  it('refuses plain http to another computer, without a connection and without naming the address', async () => {
    let fetched = 0;
    const http = new HttpClient({ fetch: async () => (fetched++, new Response('{}')) });
    for (const [url, problem] of [
      ['http://exchange.example/v3/x', 'plain-http'],
      ['http://127.256.0.1/v3/x', 'not-web-address'],
      ['http://user:pw@127.0.0.1/v3/x', 'credentials'],
      ['ftp://127.0.0.1/v3/x', 'scheme'],
    ] as const) {
      const error = await failureOf(http.request(get(url), call()));
      expect(error).toBeInstanceOf(RefusedAddressError);
      expect((error as RefusedAddressError).problem).toBe(problem);
      expect(error.message).not.toMatch(/example|127|pw/);
    }
    expect(fetched).toBe(0);
  });

  it('follows no redirect', async () => {
    server = await startServer((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: '/elsewhere' }).end();
      else res.end('{}');
    });
    await failureOf(new HttpClient().request(get(`${server.url}/moved`), call()));
    expect(server.requests.map((r) => r.url)).toEqual(['/moved']);
  });

  it('a refused connection is the network error itself, for the client to put in words', async () => {
    const port = await closedPort();
    const error = await failureOf(new HttpClient().request(get(`http://127.0.0.1:${port}/x`), call()));
    expect((error as { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
  });
});

describe("the primitive's state belongs to its instance", () => {
  it('two transports on one HttpClient share a key\'s pipelined connection; on two HttpClients they do not', async () => {
    server = await startServer((_req, res) => res.end('{}'));
    const shared = new HttpClient();
    const [a, b] = [new Transport({ baseUrl: server.url, http: shared }), new Transport({ baseUrl: server.url, http: shared })];
    const c = new Transport({ baseUrl: server.url });
    const lane = <T>(attempt: () => Promise<T>) => attempt();
    const read = (t: Transport) => t.send(() => ({ method: 'GET', path: '/v3/x' }), { retry: false, inOrder: lane, pipeline: { key: 'k', read: true } });
    await Promise.all([read(a), read(b), read(c)]);
    const origin = new URL(server.url).origin;
    expect(shared.pipelines.existing(origin, 'k')!.users).toEqual(new Set([a, b]));
    await a.close();
    expect(shared.pipelines.existing(origin, 'k')!.users).toEqual(new Set([b]));
    await b.close();
    expect(shared.pipelines.existing(origin, 'k')).toBeUndefined();
    await c.close();
  });
});

describe('reading an answer whose body stops arriving', () => {
  it('ends when the request is aborted, even if the stream never does, and cancels the stream', async () => {
    let cancelled: unknown = null;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"server_time": 1'));
      },
      pull: () => new Promise<void>(() => undefined), // the rest never comes, and no abort reaches it
      cancel(reason) {
        cancelled = reason;
      },
    });
    const controller = new AbortController();
    const reading = readCapped(body, { limit: 1024, status: 200, signal: controller.signal });
    const reason = Object.assign(new Error('timeout'), { name: 'TimeoutError' });
    setTimeout(() => controller.abort(reason), 10);
    await expect(reading).rejects.toBe(reason);
    await expect.poll(() => cancelled).toBe(reason);
  });
});
