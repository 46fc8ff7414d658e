/**
 * What the client does when the appliance (or what stands at its address) misbehaves: real
 * HTTP on 127.0.0.1 against small stand-in servers.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { createApplianceClient, type ApplianceClientOptions } from '../../../electron/core/appliance/client.js';
import { ApplianceError } from '../../../electron/core/appliance/errors.js';
import { closedPort, startServer, type TestServer } from '../../support/http.js';

const PASSWORD = 'Secret-Never-Shown-99';
let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function failure(promise: Promise<unknown>): Promise<ApplianceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApplianceError);
  const e = error as ApplianceError;
  expect(`${e.message} ${JSON.stringify(e.toData())}`).not.toContain(PASSWORD);
  return e;
}

const envelope = (extra: Record<string, unknown> = {}) => JSON.stringify({ errorcode: 0, message: 'Done', severity: 'NONE', ...extra });
const client = (url: string, extra: Partial<ApplianceClientOptions> = {}) =>
  createApplianceClient({ url, username: 'nsroot', password: () => PASSWORD, auth: 'headers', ...extra });

describe('appliance client: transport', () => {
  it('refuses plain http to anything but this computer, before any connection', () => {
    for (const url of ['http://appliance.example', 'http://10.0.0.5', 'http://[2001:db8::1]']) {
      expect(() => client(url)).toThrow(/Use https/);
    }
    for (const url of ['http://127.0.0.1:1', 'http://localhost:1', 'http://[::1]:1', 'https://appliance.example']) expect(() => client(url)).not.toThrow();
    expect(() => client('ftp://x')).toThrow(/https/);
    expect(() => client('https://u:p@appliance.example')).toThrow(/user name or password/);
  });

  it('a session that ends again right after signing in: one new sign-in, then a clear error', async () => {
    let logins = 0;
    server = await startServer((req, res) => {
      if (req.url!.endsWith('/config/login')) {
        logins++;
        res.writeHead(201, { 'content-type': 'application/json', 'set-cookie': `NITRO_AUTH_TOKEN=t${logins}; Path=/; HttpOnly` }).end(envelope());
      } else res.writeHead(401, { 'content-type': 'application/json' }).end(JSON.stringify({ errorcode: 444, message: 'Session expired or killed. Please login again', severity: 'ERROR' }));
    });
    const e = await failure(client(server.url, { auth: 'session' }).policies.list());
    expect(e).toMatchObject({ kind: 'auth', reason: 'session-expired', errorcode: 444, status: 401 });
    expect(e.message).toMatch(/ended the session, and signing in again did not help/);
    expect(server.requests.map((r) => `${r.method} ${r.url} ${r.headers.cookie ?? ''}`)).toEqual([
      'POST /svc/v1/config/login ',
      'GET /svc/v1/config/authorizationpolicy NITRO_AUTH_TOKEN=t1',
      'POST /svc/v1/config/login ',
      'GET /svc/v1/config/authorizationpolicy NITRO_AUTH_TOKEN=t2',
    ]);
    expect(JSON.parse(server.requests[0]!.body)).toEqual({ login: { username: 'nsroot', password: PASSWORD } });
  });

  it('takes the session from the body\'s sessionid when no cookie comes, and sends the login timeout asked for', async () => {
    server = await startServer((req, res) => {
      if (req.url!.endsWith('/config/login')) res.writeHead(201, { 'content-type': 'application/json' }).end(envelope({ sessionid: '##ABC123' }));
      else res.writeHead(200, { 'content-type': 'application/json' }).end(envelope({ authorizationpolicy: [{ __count: '3' }] }));
    });
    expect(await client(server.url, { auth: 'session', loginTimeoutSeconds: 900, prefix: '/nitro/v1' }).policies.count()).toBe(3);
    expect(server.requests[1]!.headers.cookie).toBe('NITRO_AUTH_TOKEN=##ABC123');
    expect(server.requests[1]!.url).toBe('/nitro/v1/config/authorizationpolicy?count=yes');
    expect(JSON.parse(server.requests[0]!.body).login.timeout).toBe(900);
  });

  it('a path prefix in the address is kept', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end(envelope()));
    expect(await client(`${server.url}/gw/a1/`).policies.list()).toEqual([]);
    expect(server.requests[0]!.url).toBe('/gw/a1/svc/v1/config/authorizationpolicy');
    expect(server.requests[0]!.headers['x-nitro-user']).toBe('nsroot');
  });

  it('an answer past the size limit is cut off, with or without a content-length', async () => {
    const big = envelope({ authorizationpolicy: [{ name: 'x', rule: 'y'.repeat(300_000), action: 'ALLOW' }] });
    for (const chunked of [false, true]) {
      server = await startServer((_req, res) => {
        if (chunked) {
          res.writeHead(200, { 'content-type': 'application/json' });
          for (let i = 0; i < big.length; i += 10_000) res.write(big.slice(i, i + 10_000));
          res.end();
        } else res.writeHead(200, { 'content-type': 'application/json', 'content-length': String(big.length) }).end(big);
      });
      const e = await failure(client(server.url, { maxBodyBytes: 100_000 }).policies.list());
      expect(e).toMatchObject({ kind: 'malformed', reason: 'too-large' });
      await server.close();
      server = null;
    }
  });

  it('a read with no answer in time is "network"; a change is "unknown-outcome"', async () => {
    server = await startServer(() => undefined);
    const slow = client(server.url, { timeoutMs: 300 });
    expect(await failure(slow.policies.list())).toMatchObject({ kind: 'network' });
    const e = await failure(slow.policies.add({ name: 'x', rule: 'true', action: 'ALLOW' }));
    expect(e.kind).toBe('unknown-outcome');
    expect(e.message).toMatch(/Reload the list/);
  });

  it('a cancelled call is "cancelled"', async () => {
    server = await startServer(() => undefined);
    const controller = new AbortController();
    const pending = client(server.url).policies.list({}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await failure(pending)).toMatchObject({ kind: 'cancelled' });
  });

  it('nobody listening is "network"', async () => {
    const port = await closedPort();
    const e = await failure(client(`http://127.0.0.1:${port}`).policies.list());
    expect(e).toMatchObject({ kind: 'network' });
    expect(e.message).toMatch(/refused/);
  });

  it('a number past the decimal bounds (1e99999999) anywhere in an answer is "malformed" at once, in words', async () => {
    server = await startServer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"errorcode":0,"message":"Done","severity":"NONE","authorizationpolicy":[],"hits":1e99999999}'));
    const e = await failure(client(server.url).policies.list());
    expect(e).toMatchObject({ kind: 'malformed' });
    expect(e.message).toMatch(/^The appliance at 127\.0\.0\.1:\d+ sent a number too long or too large to be read\.$/);
  });

  it('a web page is "unavailable"; a 2xx with a nonzero errorcode is still an error; nonsense is "malformed"', async () => {
    let answer: [number, string, string] = [200, 'text/html', '<html>login portal</html>'];
    server = await startServer((_req, res) => res.writeHead(answer[0], { 'content-type': answer[1] }).end(answer[2]));
    const c = client(server.url);
    expect(await failure(c.policies.list())).toMatchObject({ kind: 'unavailable' });
    answer = [200, 'application/json', JSON.stringify({ errorcode: 1240, message: 'Operation not supported', severity: 'ERROR' })];
    expect(await failure(c.policies.enable({ name: 'a' }))).toMatchObject({ kind: 'exchange', reason: 'unsupported', errorcode: 1240, status: 200 });
    answer = [200, 'application/json', envelope({ authorizationpolicy: [{ name: 'a', rule: 'true', action: 'MAYBE' }] })];
    const bad = await failure(c.policies.list());
    expect(bad).toMatchObject({ kind: 'malformed' });
    expect(bad.detail).toMatch(/^0\.action: /);
    answer = [200, 'application/json', '{"errorcode":0,'];
    expect(await failure(c.policies.list())).toMatchObject({ kind: 'malformed' });
    answer = [503, 'application/json', JSON.stringify({ errorcode: 1, message: 'busy', severity: 'ERROR' })];
    expect(await failure(c.policies.list())).toMatchObject({ kind: 'unavailable', status: 503 });
    answer = [599, 'application/json', JSON.stringify({ errorcode: 2093, message: 'Cannot remove a bound policy', severity: 'ERROR' })];
    const refused = await failure(c.policies.delete({ name: 'a' }));
    expect(refused).toMatchObject({ kind: 'exchange', reason: 'refused', errorcode: 2093, status: 599 });
    expect(refused.message).toMatch(/refused the request: Cannot remove a bound policy$/);
  });

  it('numbers and strings of digits both do for counters', async () => {
    server = await startServer((_req, res) =>
      // Written by hand: a counter past 2^53 must arrive digit for digit.
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end('{"errorcode":0,"message":"Done","severity":"NONE","authorizationpolicy":[{"name":"a","rule":"true","action":"allow","hits":123456789012345678901,"activepolicy":"1","expressiontype":"Classic Policy"}]}'),
    );
    expect(await client(server.url).policies.list()).toEqual([
      { name: 'a', rule: 'true', action: 'ALLOW', hits: '123456789012345678901', activepolicy: 1, expressiontype: 'Classic Policy' },
    ]);
  });
});
