import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get, obj, type Fetched } from './fetch-json.js';
import { Signer } from './signed.js';

// Authentication of the private methods over real HTTP: every refusal, and what is accepted.
let exchange: DemoExchange;
let alice: Signer;
let bob: Signer;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 7 });
  alice = new Signer(exchange.url, exchange.accounts[0]!);
  bob = new Signer(exchange.url, exchange.accounts[1]!);
});
afterAll(() => exchange.close());

const WALLETS = '/v3/auth/r/wallets';

function expectRefused(r: Fetched, status: number, message: string | RegExp): void {
  expect(r.status).toBe(status);
  expect(r.type).toMatch(/^application\/json/);
  const body = obj(r.json);
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('accepted', () => {
  it('a request signed as the document says, in lower- or upper-case hex', async () => {
    const lower = await alice.call(WALLETS);
    expect(lower.status).toBe(200);
    expect(Array.isArray(lower.json)).toBe(true);
    expect((await alice.call(WALLETS, { upperCase: true })).status).toBe(200);
  });

  it('a body with parameters, signed as the exact text sent (spaces and key order included)', async () => {
    const body = '{ "limit" : 3,\n "sort": 1 }';
    const r = await alice.call('/v3/auth/r/orders/hist', { body });
    expect(r.status).toBe(200);
    expect(arr(r.json).length).toBeLessThanOrEqual(3);
  });

  it('the signed path is the path as sent, without the query string', async () => {
    expect((await alice.call(WALLETS, { query: '?x=1' })).status).toBe(200);
    expect((await alice.call(`${WALLETS}/`)).status).toBe(200);
    // Signed without the trailing slash that was sent: not the same text.
    expectRefused(await alice.call(`${WALLETS}/`, { signedPath: WALLETS }), 401, 'Invalid signature');
    expectRefused(await alice.call(WALLETS, { query: '?x=1', signedPath: `${WALLETS}?x=1` }), 401, 'Invalid signature');
  });

  it('content-type with a charset is still application/json', async () => {
    expect((await alice.call(WALLETS, { headers: { 'content-type': 'application/json; charset=utf-8' } })).status).toBe(200);
  });
});

describe('refused with 401 and a JSON error body', () => {
  it.each(['svc-nonce', 'svc-apikey', 'svc-signature'])('missing %s', async (name) => {
    expectRefused(await alice.call(WALLETS, { omit: [name] }), 401, `Missing header: ${name}`);
  });

  it('all three missing', async () => {
    expectRefused(await alice.call(WALLETS, { omit: ['svc-nonce', 'svc-apikey', 'svc-signature'] }), 401, 'Missing headers: svc-nonce, svc-apikey, svc-signature');
  });

  // Which keys exist is nobody's business: an unknown key gets the very answer a wrong signature
  // for a known key gets, and so does each with a malformed nonce (docs/demo-servers.md).
  it('an unknown key is answered exactly as a bad signature for a known key', async () => {
    const unknown = await alice.call(WALLETS, { key: 'A'.repeat(40) });
    const forged = await alice.call(WALLETS, { secret: 'not-the-secret' });
    expectRefused(unknown, 401, 'Invalid signature');
    expect([unknown.status, unknown.text]).toEqual([forged.status, forged.text]);
    const unknownNonce = await alice.call(WALLETS, { key: 'A'.repeat(40), nonce: 'abc' });
    const knownNonce = await alice.call(WALLETS, { nonce: 'abc' });
    expect([unknownNonce.status, unknownNonce.text]).toEqual([knownNonce.status, knownNonce.text]);
  });

  it("a signature with the wrong secret, or Bob's secret on Alice's key", async () => {
    expectRefused(await alice.call(WALLETS, { secret: 'not-the-secret' }), 401, 'Invalid signature');
    expectRefused(await alice.call(WALLETS, { secret: bob.account.apiSecret }), 401, 'Invalid signature');
  });

  it('a signature over another body, another path or another nonce', async () => {
    expectRefused(await alice.call('/v3/auth/r/orders/hist', { body: '{"limit":5}', signedBody: '{"limit":6}' }), 401, 'Invalid signature');
    expectRefused(await alice.call('/v3/auth/r/orders/hist', { body: '{"limit":5}', signedBody: '{}' }), 401, 'Invalid signature');
    expectRefused(await alice.call(WALLETS, { body: '{}', signedBody: '' }), 401, 'Invalid signature');
    expectRefused(await alice.call(WALLETS, { signedPath: '/v3/auth/me' }), 401, 'Invalid signature');
    expectRefused(await alice.call(WALLETS, { signedPath: '/auth/r/wallets' }), 401, 'Invalid signature');
    const nonce = alice.nextNonce();
    const { url, init } = alice.prepare(WALLETS, { nonce });
    const headers = { ...(init.headers as Record<string, string>), 'svc-nonce': String(Number(nonce) + 1) };
    expectRefused(await get(url, { ...init, headers }), 401, 'Invalid signature');
  });

  it('a signature that is not 96 hex digits', async () => {
    for (const sig of ['abc', 'z'.repeat(96), '0'.repeat(95)]) {
      expectRefused(await alice.call(WALLETS, { headers: { 'svc-signature': sig } }), 401, 'Invalid signature');
    }
  });

  it('a nonce that is not a positive integer', async () => {
    for (const nonce of ['abc', '0', '-1', '1.5', '0123', '12345678901234567']) {
      expectRefused(await alice.call(WALLETS, { nonce }), 401, /^svc-nonce must be a positive integer/);
    }
  });

  it('a reused nonce (a replay) and a lower nonce, naming the last accepted one', async () => {
    const nonce = alice.nextNonce();
    expect((await alice.call(WALLETS, { nonce })).status).toBe(200);
    expectRefused(await alice.call(WALLETS, { nonce }), 401, `Nonce ${nonce} is not greater than the last one accepted for this key (${nonce})`);
    expectRefused(await alice.call(WALLETS, { nonce: String(Number(nonce) - 1) }), 401, /is not greater than the last one accepted/);
    // The very same signed request sent again is refused too.
    const { url, init } = alice.prepare(WALLETS);
    expect((await get(url, init)).status).toBe(200);
    expectRefused(await get(url, init), 401, /is not greater than the last one accepted/);
  });

  it("each key has its own nonce: Bob's low nonce is fine after Alice's high one", async () => {
    expect((await alice.call(WALLETS)).status).toBe(200);
    const low = String(Date.now() - 60_000);
    expect((await bob.call(WALLETS, { nonce: low })).status).toBe(200);
  });

  it('a refused request burns no nonce: a forged huge nonce does not lock the key out', async () => {
    const huge = '9000000000000000';
    expectRefused(await alice.call(WALLETS, { nonce: huge, secret: 'forged' }), 401, 'Invalid signature');
    expectRefused(await alice.call(WALLETS, { nonce: huge, key: 'nobody' }), 401, 'Invalid signature');
    expect((await alice.call(WALLETS)).status).toBe(200);
  });

  // Bob's key is left an hour ahead: no test below uses it.
  it('a nonce far from server time is accepted as long as it increases (no time window)', async () => {
    const me = bob;
    const hourAhead = String(Date.now() + 3_600_000);
    expect((await me.call(WALLETS, { nonce: hourAhead })).status).toBe(200);
    // After that the key is above "now": a call with the plain clock is refused, one above it is not.
    expectRefused(await me.call(WALLETS, { nonce: String(Date.now()) }), 401, /is not greater/);
    expect((await me.call(WALLETS, { nonce: String(Number(hourAhead) + 1) })).status).toBe(200);
  });
});

describe('a nonce more than a day ahead', () => {
  const DAY = 24 * 60 * 60 * 1000;
  it('is refused with 401 and a clear message, and the key is not burnt', async () => {
    expect((await alice.call(WALLETS)).status).toBe(200);
    for (const nonce of [String(Date.now() + DAY + 60_000), '9000000000000000']) {
      expectRefused(await alice.call(WALLETS, { nonce }), 401, /^Nonce \d+ is more than one day ahead of the exchange's clock \(\d+\); it was not accepted and this key's last nonce did not change$/);
    }
    // The key's last nonce did not move: the plain clock still works.
    expect((await alice.call(WALLETS, { nonce: String(Date.now()) })).status).toBe(200);
  });
});

describe('request bodies over the limit', () => {
  it('get a 413 with the JSON error body, announced or streamed, and the server goes on', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(100 * 1024) });
    const announced = await get(`${exchange.url}${WALLETS}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: big });
    expectRefused(announced, 413, 'Request body too large: at most 65536 bytes');

    // Chunked, without content-length, 1 MiB: read to its end and dropped, then the 413.
    const streamed = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${exchange.url}${WALLETS}`, { method: 'POST', headers: { 'content-type': 'application/json' }, agent: new Agent() }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      const chunk = 'y'.repeat(64 * 1024);
      for (let i = 0; i < 16; i++) req.write(chunk);
      req.end();
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({ success: false, message: 'Request body too large: at most 65536 bytes' });
    expect((await alice.call(WALLETS)).status).toBe(200);
  });
});

describe('refused before authentication (no nonce spent)', () => {
  it('415 without content-type application/json', async () => {
    const nonce = alice.nextNonce();
    expectRefused(await alice.call(WALLETS, { nonce, omit: ['content-type'] }), 415, 'content-type must be application/json');
    expectRefused(await alice.call(WALLETS, { headers: { 'content-type': 'text/plain' } }), 415, 'content-type must be application/json');
    // The 415 did not spend its nonce: the same nonce still works.
    expect((await alice.call(WALLETS, { nonce })).status).toBe(200);
  });

  it('400 for an empty body, a body that is not JSON, or JSON that is not an object', async () => {
    for (const body of ['', 'not json', '[]', 'null', '"x"', '1']) {
      expectRefused(await alice.call(WALLETS, { body }), 400, /^The body must be a JSON object/);
    }
  });

  it('405 with Allow: POST for another method on a private path', async () => {
    for (const method of ['GET', 'PUT', 'DELETE']) {
      const r = await alice.call(WALLETS, { method });
      expectRefused(r, 405, new RegExp(`^Method ${method} is not allowed`));
      expect(r.headers.get('allow')).toBe('POST');
    }
    expect((await get(`${exchange.url}/v3/auth/me`)).status).toBe(405);
  });

  it('404 for an unknown private path, signed or not', async () => {
    expectRefused(await alice.call('/v3/auth/nope'), 404, 'Unknown path: /v3/auth/nope');
    expectRefused(await get(`${exchange.url}/v3/order/nope`, { method: 'POST', body: '{}' }), 404, 'Unknown path: /v3/order/nope');
  });
});

describe('1,000 concurrent signed calls with one key', () => {
  it('all succeed when sent in nonce order', async () => {
    const me = alice;
    // One connection keeps the order they were sent in; they are all in flight at once.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const send = (path: string): Promise<number> => {
      const { url, init } = me.prepare(path);
      return new Promise((resolve, reject) => {
        const req = request(url, { method: 'POST', headers: init.headers as Record<string, string>, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('error', reject);
        req.end(init.body as string);
      });
    };
    const paths = ['/v3/auth/r/wallets', '/v3/auth/me', '/v3/auth/r/orders', '/v3/auth/r/orders/hist'];
    const started = Date.now();
    const statuses = await Promise.all(Array.from({ length: 1000 }, (_, i) => send(paths[i % paths.length]!)));
    const elapsed = Date.now() - started;
    agent.destroy();
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
    expect(elapsed).toBeLessThan(20_000);
  });
});
