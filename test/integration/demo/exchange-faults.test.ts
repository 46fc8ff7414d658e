import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { get, obj } from './fetch-json.js';
import { admin, available, expectError, fund, history, ok, walletsText } from './funds-client.js';
import { Signer } from './signed.js';

// POST /admin/faults over real HTTP: every mode, what is and is not carried out, and the
// admin endpoints' own refusals.
let exchange: DemoExchange;
let alice: Signer;

const BTC_TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const WITHDRAW = '/v3/auth/withdraw';
const btcWithdrawal = { withdraw_type: 'btc', amount: '0.01', address: BTC_TO };

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 61, settleMs: 100 });
  alice = new Signer(exchange.url, exchange.accounts[0]!);
  await fund(exchange, alice.account.email, 'btc', '1');
});
afterEach(async () => {
  ok(await admin(exchange, '/admin/faults', undefined, { method: 'DELETE' }));
});

/** GET or DELETE /admin/requests, read with JSON.parse. */
const adminJson = async (method: string): Promise<unknown> => {
  const r = await admin(exchange, '/admin/requests', undefined, { method });
  expect(r.status).toBe(200);
  return JSON.parse(r.text);
};

describe('counting requests', () => {
  it('GET /admin/requests counts each path as requests arrive, faulted or not; DELETE clears; admin requests are not counted', async () => {
    ok(await admin(exchange, '/admin/requests', undefined, { method: 'DELETE' }));
    await setFault({ path: WITHDRAW, mode: 'reset', times: 1 });
    await alice.post(WITHDRAW, btcWithdrawal).catch(() => undefined);
    await timestamp();
    await timestamp();
    expect(await adminJson('GET')).toEqual({ success: true, requests: { [WITHDRAW]: 1, '/v3/timestamp': 2 } });
    expect(exchange.requests.of(WITHDRAW)).toBe(1);
    expect((await admin(exchange, '/admin/requests', undefined, { method: 'GET', token: 'wrong' })).status).toBe(401);
    expect(await adminJson('DELETE')).toEqual({ success: true, cleared: 2 });
    expect(exchange.requests.all()).toEqual({});
  });

  it('a 429 storm: each faulted answer carries Retry-After', async () => {
    expect(await setFault({ path: '/v3/timestamp', mode: 'status', status: 429, retryAfter: 2, times: 2 })).toEqual({ success: true, path: '/v3/timestamp', mode: 'status', status: 429, retryAfter: 2, times: 2 });
    for (let i = 0; i < 2; i++) {
      const r = await timestamp();
      expect([r.status, r.headers.get('retry-after')]).toEqual([429, '2']);
    }
    const after = await timestamp();
    expect([after.status, after.headers.get('retry-after')]).toEqual([200, null]);
  });
});
afterAll(() => exchange.close());

/** The answer read with JSON.parse: plain numbers, to compare with literals. */
const setFault = async (body: Record<string, unknown>): Promise<unknown> => {
  const r = await admin(exchange, '/admin/faults', body);
  ok(r);
  return JSON.parse(r.text);
};
const timestamp = () => get(`${exchange.url}/v3/timestamp`);

describe('fault modes', () => {
  it('delay: the answer comes after ms, normal; the withdrawal is carried out once', async () => {
    expect(await setFault({ path: '/v3/timestamp', mode: 'delay', ms: 300 })).toEqual({ success: true, path: '/v3/timestamp', mode: 'delay', times: 1, ms: 300 });
    const started = Date.now();
    const r = await timestamp();
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(r.status).toBe(200);
    expect(Object.keys(obj(r.json))).toEqual(['timestamp', 'timestamp_miliseconds']);

    await setFault({ path: WITHDRAW, mode: 'delay', ms: 200 });
    const before = await available(alice, 'btc');
    const slow = Date.now();
    ok(await alice.post(WITHDRAW, btcWithdrawal));
    expect(Date.now() - slow).toBeGreaterThanOrEqual(200);
    expect(before.minus(await available(alice, 'btc')).eq('0.0105')).toBe(true);
  });

  it('status: that status with the JSON error body (503 by default); nothing carried out', async () => {
    expect(await setFault({ path: WITHDRAW, mode: 'status' })).toMatchObject({ mode: 'status', status: 503, times: 1 });
    const before = await walletsText(alice);
    const historyBefore = (await history(alice)).total;
    expectError(await alice.post(WITHDRAW, btcWithdrawal), 503, 'Injected fault: 503 Service Unavailable');
    expect(await walletsText(alice)).toBe(before);
    expect((await history(alice)).total).toBe(historyBefore);
    await setFault({ path: '/v3/timestamp', mode: 'status', status: 429 });
    expectError(await timestamp(), 429, 'Injected fault: 429 Too Many Requests');
    expect((await timestamp()).status).toBe(200);
  });

  it('html: an HTML error page (403 by default, or the status given); nothing carried out', async () => {
    await setFault({ path: WITHDRAW, mode: 'html' });
    const before = await walletsText(alice);
    const r = await alice.post(WITHDRAW, btcWithdrawal);
    expect(r.status).toBe(403);
    expect(r.type).toMatch(/^text\/html/);
    expect(r.text).toMatch(/^<!DOCTYPE html>/);
    expect(await walletsText(alice)).toBe(before);
    await setFault({ path: '/v3/markets', mode: 'html', status: 502 });
    const page = await get(`${exchange.url}/v3/markets`);
    expect([page.status, page.type.startsWith('text/html')]).toEqual([502, true]);
  });

  it('reset: the connection is closed without an answer, and nothing is carried out', async () => {
    await setFault({ path: WITHDRAW, mode: 'reset' });
    const before = await walletsText(alice);
    const historyBefore = (await history(alice)).total;
    await expect(alice.post(WITHDRAW, btcWithdrawal)).rejects.toThrow();
    expect(await walletsText(alice)).toBe(before);
    expect((await history(alice)).total).toBe(historyBefore);
  });

  it('drop-response: the withdrawal IS made and debited, then the connection closes with no answer', async () => {
    await setFault({ path: WITHDRAW, mode: 'drop-response' });
    const before = await available(alice, 'btc');
    const historyBefore = await history(alice, {}, 'withdraws');
    await expect(alice.post(WITHDRAW, { ...btcWithdrawal, amount: '0.0123' })).rejects.toThrow();
    // What a careful client does after an unknown outcome: look at the history, not send again.
    expect(before.minus(await available(alice, 'btc')).eq('0.0128')).toBe(true);
    const after = await history(alice, {}, 'withdraws');
    expect(after.total).toBe(historyBefore.total + 1);
    expect(after.items[0]).toMatchObject({ type: 'withdraw', destination: BTC_TO });
    expect(after.items[0]!.amount.eq('0.0123')).toBe(true);
  });

  it('answer: the withdrawal IS made when carryOut is true, then answered exactly as given (a 200 web page, a 204)', async () => {
    expect(await setFault({ path: WITHDRAW, mode: 'answer', carryOut: true, contentType: 'text/html', body: '<p>Done</p>' })).toEqual({
      success: true,
      path: WITHDRAW,
      mode: 'answer',
      times: 1,
      status: 200,
      contentType: 'text/html',
      carryOut: true,
    });
    const before = await available(alice, 'btc');
    const page = await alice.post(WITHDRAW, btcWithdrawal);
    expect([page.status, page.type, page.text]).toEqual([200, 'text/html', '<p>Done</p>']);
    expect(before.minus(await available(alice, 'btc')).eq('0.0105')).toBe(true);
    await setFault({ path: WITHDRAW, mode: 'answer', carryOut: true, status: 204, contentType: '' });
    const empty = await alice.post(WITHDRAW, btcWithdrawal);
    expect([empty.status, empty.text]).toEqual([204, '']);
    expect(before.minus(await available(alice, 'btc')).eq('0.021')).toBe(true);
  });

  it('answer without carryOut: the body given, JSON by default, and nothing carried out', async () => {
    await setFault({ path: WITHDRAW, mode: 'answer', body: '{"result":"queued"}' });
    const before = await walletsText(alice);
    const r = await alice.post(WITHDRAW, btcWithdrawal);
    expect([r.status, r.type, r.text]).toEqual([200, 'application/json; charset=utf-8', '{"result":"queued"}']);
    expect(await walletsText(alice)).toBe(before);
  });

  it('times: the next N requests misbehave, then the path answers normally', async () => {
    await setFault({ path: '/v3/timestamp', mode: 'status', times: 3 });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await timestamp()).status);
    expect(statuses).toEqual([503, 503, 503, 200, 200]);
  });
});

describe('which requests a fault meets', () => {
  it('only its own path, matched without the query and a trailing slash', async () => {
    await setFault({ path: '/v3/tickers/', mode: 'status', status: 500, times: 2 });
    expect((await timestamp()).status).toBe(200);
    expect((await get(`${exchange.url}/v3/tickers?symbols=ALL`)).status).toBe(500);
    expect((await get(`${exchange.url}/v3/tickers/?symbols=btc_usdt`)).status).toBe(500);
    expect((await get(`${exchange.url}/v3/tickers?symbols=ALL`)).status).toBe(200);
  });

  it('a new fault on a path replaces the old one', async () => {
    await setFault({ path: '/v3/timestamp', mode: 'status', status: 500, times: 5 });
    await setFault({ path: '/v3/timestamp', mode: 'status', status: 418 });
    expect((await timestamp()).status).toBe(418);
    expect((await timestamp()).status).toBe(200);
  });

  it('times 0 clears one path; DELETE /admin/faults clears them all', async () => {
    await setFault({ path: '/v3/timestamp', mode: 'status', times: 10 });
    await setFault({ path: '/v3/markets', mode: 'status', times: 10 });
    await setFault({ path: '/v3/currencies', mode: 'status', times: 10 });
    expect(await setFault({ path: '/v3/timestamp', times: 0 })).toEqual({ success: true, path: '/v3/timestamp', cleared: 1 });
    expect(await setFault({ path: '/v3/timestamp', times: 0 })).toEqual({ success: true, path: '/v3/timestamp', cleared: 0 });
    expect((await timestamp()).status).toBe(200);
    expect((await get(`${exchange.url}/v3/markets`)).status).toBe(503);
    expect(JSON.parse((await admin(exchange, '/admin/faults', undefined, { method: 'DELETE' })).text)).toEqual({ success: true, cleared: 2 });
    expect((await get(`${exchange.url}/v3/markets`)).status).toBe(200);
    expect((await get(`${exchange.url}/v3/currencies`)).status).toBe(200);
  });
});

describe('the admin endpoints refuse', () => {
  it.each([
    [{ mode: 'status' }, 'path must be a request path starting with /, without a query'],
    [{ path: 'v3/timestamp', mode: 'status' }, /^path must be/],
    [{ path: '/v3/tickers?symbols=ALL', mode: 'status' }, /^path must be/],
    [{ path: '/admin/deposits', mode: 'status' }, 'faults cannot be set on the admin endpoints'],
    [{ path: '/__admin/outage', mode: 'reset' }, 'faults cannot be set on the admin endpoints'],
    [{ path: '/v3/timestamp' }, 'mode must be one of delay, status, html, reset, drop-response, answer'],
    [{ path: '/v3/timestamp', mode: 'answer', status: 199 }, 'status must be an HTTP status from 200 to 599'],
    [{ path: '/v3/timestamp', mode: 'answer', body: 5 }, 'body must be text of at most 65536 characters'],
    [{ path: '/v3/timestamp', mode: 'answer', contentType: 'a\nb' }, 'contentType must be printable text of at most 200 characters'],
    [{ path: '/v3/timestamp', mode: 'answer', carryOut: 'yes' }, 'carryOut must be true or false'],
    [{ path: '/v3/timestamp', mode: 'slow' }, /^mode must be one of/],
    [{ path: '/v3/timestamp', mode: 'status', status: 200 }, 'status must be an HTTP error status from 400 to 599'],
    [{ path: '/v3/timestamp', mode: 'html', status: '403' }, /^status must be/],
    [{ path: '/v3/timestamp', mode: 'delay', ms: -1 }, 'ms must be an integer from 0 to 60000'],
    [{ path: '/v3/timestamp', mode: 'delay', ms: 60001 }, /^ms must be/],
    [{ path: '/v3/timestamp', mode: 'status', times: -1 }, 'times must be an integer from 0 to 1000'],
    [{ path: '/v3/timestamp', mode: 'status', times: 1.5 }, /^times must be/],
    [{ path: '/v3/timestamp', mode: 'status', times: 1001 }, /^times must be/],
    ['not json', 'The body must be a JSON object'],
    [[], 'The body must be a JSON object'],
  ])('a bad fault %j → 400, nothing set', async (body, message) => {
    expectError(await admin(exchange, '/admin/faults', body), 400, message);
    expect((await timestamp()).status).toBe(200);
  });

  it('401 without the token or with a wrong one, on every admin endpoint; nothing happens', async () => {
    const before = await walletsText(alice);
    const calls: [string, unknown, string?][] = [
      ['/admin/faults', { path: '/v3/timestamp', mode: 'status' }],
      ['/admin/faults', undefined, 'DELETE'],
      ['/admin/deposits', { email: alice.account.email, currency: 'btc', amount: '1' }],
      ['/admin/withdrawals/confirm', { id: 1 }],
      ['/__admin/outage', { mode: 'html' }],
    ];
    for (const [path, body, method] of calls) {
      for (const token of [null, 'wrong', '', exchange.adminToken.toUpperCase()]) {
        expectError(await admin(exchange, path, body, { token, method }), 401, 'Missing or wrong x-admin-token');
      }
    }
    expect((await timestamp()).status).toBe(200);
    expect(await walletsText(alice)).toBe(before);
  });

  it('an unknown admin path 404; another method 405 with Allow', async () => {
    expectError(await admin(exchange, '/admin/nope', {}), 404, 'Unknown path: /admin/nope');
    expectError(await admin(exchange, '/admin', {}), 404, 'Unknown path: /admin');
    const r = await admin(exchange, '/admin/deposits', undefined, { method: 'GET' });
    expectError(r, 405, 'Method GET is not allowed on /admin/deposits');
    expect(r.headers.get('allow')).toBe('POST');
    const faults = await admin(exchange, '/admin/faults', undefined, { method: 'PUT' });
    expect(faults.status).toBe(405);
    expect(faults.headers.get('allow')).toBe('POST, DELETE');
  });
});
