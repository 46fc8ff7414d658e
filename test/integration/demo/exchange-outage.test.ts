import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get, obj } from './fetch-json.js';

let exchange: DemoExchange;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 11, adminToken: 'test-admin-token' });
});
afterEach(() => exchange.setOutage('none'));
afterAll(() => exchange.close());

const admin = (body: unknown, token = 'test-admin-token', method = 'POST') =>
  get(`${exchange.url}/__admin/outage`, { method, headers: { 'x-admin-token': token, 'content-type': 'application/json' }, body: method === 'GET' ? undefined : JSON.stringify(body) });

describe('outages set in-process', () => {
  it('html: every /v3 request gets a 403 HTML page', async () => {
    exchange.setOutage('html');
    for (const path of ['/v3/markets', '/v3/book/btc_usdt', '/v3/nope']) {
      const r = await get(`${exchange.url}${path}`);
      expect(r.status).toBe(403);
      expect(r.type).toMatch(/^text\/html/);
      expect(r.text).toMatch(/<html>/);
    }
  });

  it('rate-limit: 429 with Retry-After', async () => {
    exchange.setOutage('rate-limit');
    const r = await get(`${exchange.url}/v3/timestamp`);
    expect(r.status).toBe(429);
    expect(r.headers.get('retry-after')).toBe('1');
  });

  it('error: 502', async () => {
    exchange.setOutage('error');
    const r = await get(`${exchange.url}/v3/tickers?symbols=ALL`);
    expect(r.status).toBe(502);
    expect(r.type).toMatch(/^text\/html/);
  });

  it('malformed: 200 JSON that fits none of the shapes', async () => {
    exchange.setOutage('malformed');
    for (const path of ['/v3/markets', '/v3/timestamp', '/v3/exchange-rates/btc']) {
      const r = await get(`${exchange.url}${path}`);
      expect(r.status).toBe(200);
      expect(Array.isArray(r.json)).toBe(false);
      expect(Object.keys(obj(r.json))).not.toContain('timestamp');
      expect(Object.keys(obj(r.json))).not.toContain('currency');
    }
  });

  it('none: back to normal; icons and admin are never affected', async () => {
    exchange.setOutage('html');
    expect((await get(`${exchange.url}/icons/btc.svg`)).status).toBe(200);
    expect((await admin({ mode: 'none' })).status).toBe(200);
    expect(arr((await get(`${exchange.url}/v3/markets`)).json).length).toBeGreaterThanOrEqual(10);
  });
});

describe('the admin endpoint', () => {
  it('sets the outage mode for scripts outside the process', async () => {
    const r = await admin({ mode: 'rate-limit' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ success: true, mode: 'rate-limit' });
    expect((await get(`${exchange.url}/v3/markets`)).status).toBe(429);
    await admin({ mode: 'none' });
    expect((await get(`${exchange.url}/v3/markets`)).status).toBe(200);
  });

  it('refuses a wrong or missing token with 401 and changes nothing', async () => {
    expect((await admin({ mode: 'html' }, 'wrong')).status).toBe(401);
    const missing = await get(`${exchange.url}/__admin/outage`, { method: 'POST', body: '{"mode":"html"}' });
    expect(missing.status).toBe(401);
    expect(obj(missing.json).success).toBe(false);
    expect((await get(`${exchange.url}/v3/markets`)).status).toBe(200);
  });

  it('refuses a bad body with 400 and a wrong method with 405', async () => {
    expect((await admin({ mode: 'down' })).status).toBe(400);
    expect((await admin('not json')).status).toBe(400);
    const raw = await get(`${exchange.url}/__admin/outage`, { method: 'POST', headers: { 'x-admin-token': 'test-admin-token' }, body: '{' });
    expect(raw.status).toBe(400);
    expect((await admin(undefined, 'test-admin-token', 'GET')).status).toBe(405);
  });
});

describe('stop and start', () => {
  it('stop refuses connections; start listens again on the same port with the same market', async () => {
    const port = exchange.port;
    const before = arr((await get(`${exchange.url}/v3/markets`)).json);
    await exchange.stop();
    await expect(fetch(`${exchange.url}/v3/markets`)).rejects.toThrow();
    await exchange.stop(); // twice is harmless
    await exchange.start();
    expect(exchange.port).toBe(port);
    expect(exchange.url).toBe(`http://127.0.0.1:${port}`);
    const after = arr((await get(`${exchange.url}/v3/markets`)).json);
    expect(after.map((m) => obj(m).id)).toEqual(before.map((m) => obj(m).id));
    await exchange.start(); // already listening: nothing happens
    expect((await get(`${exchange.url}/v3/timestamp`)).status).toBe(200);
  });

  it('an outage survives a restart', async () => {
    exchange.setOutage('error');
    await exchange.stop();
    await exchange.start();
    expect((await get(`${exchange.url}/v3/markets`)).status).toBe(502);
  });
});
