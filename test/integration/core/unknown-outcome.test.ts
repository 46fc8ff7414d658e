import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order, Result } from '../../../shared/contract/index.js';
import { startServer, type TestServer } from '../../support/http.js';
import { useCore } from '../../support/core-fixture.js';

// A cancel that reaches the exchange and is carried out, but whose answer never comes back:
// the person is told the outcome is unknown, nothing is sent again, and the lists are read again.
const TIMEOUT_MS = 800;
let proxy: TestServer;
/** The proxy swallows the answers of cancels while this is on. */
let swallowCancels = true;

// The proxy outlives the core (hooks after all run last to first).
afterAll(() => proxy?.close());
const fx = useCore({
  demo: { seed: 41 },
  core: async ({ demo }) => {
    // Passes every request through as it came (the signature covers path and body); swallows the answer of a cancel.
    proxy = await startServer((req, res, body) => {
      void fetch(demo.exchange.url + (req.url ?? '/'), {
        method: req.method,
        headers: Object.fromEntries(Object.entries(req.headers).filter(([k]) => !['host', 'connection', 'content-length'].includes(k)).map(([k, v]) => [k, String(v)])),
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      }).then(async (answer) => {
        const text = await answer.text();
        if (swallowCancels && req.url?.startsWith('/v3/order/cancel')) return; // executed; the answer is lost
        res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        res.end(text);
      })
      // The demo exchange is gone (the fixture stops it before this proxy): the connection drops, as a real proxy's would.
      .catch(() => res.destroy());
    });
    return { exchangeUrl: proxy.url, demo: false, demoAccounts: undefined, timeoutMs: TIMEOUT_MS };
  },
});
const { events: pushed } = fx;

beforeAll(async () => {
  const alice = fx.demo.ready.accounts[0]!;
  const added = await fx.core.handle('profiles.add', { name: 'Alice', exchangeUrl: proxy.url, apiKey: alice.apiKey, apiSecret: alice.apiSecret }, fx.main);
  expect(added.ok).toBe(true);
});

describe('a cancel whose answer is lost', () => {
  it('is reported as an unknown outcome, sent once, and the lists are refreshed to show what happened', async () => {
    await fx.core.handle('account.watch', { balances: true, orders: true }, fx.main);
    const open = (await fx.core.handle('orders.active', {}, fx.main)) as Result<Order[]>;
    expect(open.ok).toBe(true);
    const id = (open as { value: Order[] }).value[0]!.id;

    const before = pushed.length;
    const result = await fx.core.handle('orders.cancel', { orderId: id }, fx.main);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.kind).toBe('unknown-outcome');
    expect(proxy.requests.filter((r) => r.url.startsWith('/v3/order/cancel'))).toHaveLength(1);

    // The refresh after the unknown outcome pushes the open orders as they really are: without it.
    await expect
      .poll(() => pushed.slice(before).some((e) => e.name === 'orders.changed' && !(e.payload as Order[]).some((o) => o.id === id)), { timeout: 5000 })
      .toBe(true);
  });
});

describe('a cancel met by a 502', () => {
  it('is an unknown outcome with the same words as a lost answer, sent once, and the orders are read again', async () => {
    const open = (await fx.core.handle('orders.active', {}, fx.main)) as Result<Order[]>;
    expect(open.ok).toBe(true);
    const id = (open as { value: Order[] }).value[0]!.id;
    const fault = await fetch(`${fx.demo.exchange.url}/admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': fx.demo.exchange.adminToken },
      // Two queued: a retry would meet the second.
      body: JSON.stringify({ path: '/v3/order/cancel', mode: 'status', status: 502, times: 2 }),
    });
    expect(fault.status).toBe(200);
    swallowCancels = false;
    const sent = proxy.requests.length;

    const result = await fx.core.handle('orders.cancel', { orderId: id }, fx.main);
    expect(!result.ok && result.error.kind).toBe('unknown-outcome');
    expect(!result.ok && result.error.message).toMatch(
      new RegExp(`^The exchange at 127\\.0\\.0\\.1:\\d+ did not confirm the cancellation of order ${id}\\. It may or may not have happened; Satchel is refreshing the lists so you can see which\\. It was not sent again\\.$`),
    );
    expect(!result.ok && result.error.status).toBe(502);
    expect(proxy.requests.slice(sent).filter((r) => r.url.startsWith('/v3/order/cancel'))).toHaveLength(1);
    expect(fx.demo.exchange.faults.take('/v3/order/cancel')?.times).toBe(0);
    // The refresh after the unknown outcome reads the open orders again (the demo's 502 cancelled nothing).
    await expect.poll(() => proxy.requests.slice(sent).some((r) => r.url === '/v3/auth/r/orders'), { timeout: 5000 }).toBe(true);
  });
});
