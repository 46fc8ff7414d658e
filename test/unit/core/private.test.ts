import { inspect } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { MemoryNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { Transport, type TransportOptions } from '../../../electron/core/exchange/transport.js';
import { closedPort } from '../../support/http.js';
import { hmac, startSignedServer, type RouteAnswer, type SignedServer, type SignedServerOptions } from './signed-server.js';

const ACCOUNT = { apiKey: 'PUB-KEY-4f1c2a', apiSecret: 'TOP-SECRET-9d8e7f6a5b4c3d2e1f0a' };

let server: SignedServer | null = null;
afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = null;
});

interface Setup {
  server: SignedServer;
  api: PrivateApi;
  credentialCalls: () => number;
}

async function setup(
  route?: SignedServerOptions['route'],
  transport: Partial<TransportOptions> = {},
  credentials: { apiKey: string; apiSecret: string } = ACCOUNT,
): Promise<Setup> {
  server = await startSignedServer({ accounts: [ACCOUNT], route });
  const clock = new ServerClock();
  let calls = 0;
  const api = new PrivateApi({
    transport: new Transport({ baseUrl: server.url, timeoutMs: 3000, retryDelaysMs: [1, 1], sleep: async () => undefined, ...transport }),
    credentials: async () => {
      calls++;
      return { ...credentials };
    },
    nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
    clock,
  });
  return { server, api, credentialCalls: () => calls };
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** Only routes one path; everything else gets the built-in answers. */
function only(apiPath: string, answer: (n: number) => RouteAnswer | undefined): SignedServerOptions['route'] {
  let n = 0;
  return (path) => (path === apiPath ? answer(n++) : undefined);
}

const signedCorrectly = (s: SignedServer) =>
  s.arrivals.every((a) => a.signature === hmac(ACCOUNT.apiSecret, a.path, String(a.nonce), a.body));

describe('private methods: paths, bodies and the document’s shapes', () => {
  it('me → account data, with the fiat public keys by currency', async () => {
    const { api, server } = await setup();
    expect(await api.me()).toEqual({
      email: 'alice@example.test',
      svcid: 'SV12345678',
      twoFactor: false,
      withdrawConfirmation: true,
      publicKeys: { uah: 'pk-uah', usd: 'pk-usd', rub: 'pk-rub' },
      announcements: false,
    });
    expect(server.arrivals.map((a) => [a.path, a.body])).toEqual([['/v3/auth/me', '{}']]);
  });

  it('wallets → balances with locked = total − available, numbers and strings alike, digit for digit', async () => {
    const { api } = await setup();
    expect(await api.wallets()).toEqual([
      { walletType: 'exchange', currency: 'btc', total: '1.25', available: '0.75', locked: '0.5' },
      { walletType: 'exchange', currency: 'usdt', total: '1000.1', available: '1000.1', locked: '0' },
      { walletType: 'exchange', currency: 'uah', total: '0.1', available: '0', locked: '0.1' },
    ]);
  });

  it('active orders, all or one market: side from the sign of position 7, amounts unsigned', async () => {
    const { api, server } = await setup();
    const all = await api.activeOrders();
    expect(all[0]).toEqual({
      id: 11,
      market: 'btc_usdt',
      createdAt: 1_700_000_000_011,
      updatedAt: 1_700_000_100_011,
      amount: '0.5',
      initialAmount: '1.5',
      side: 'sell',
      type: 'LIMIT',
      status: 'ACTIVE',
      price: '62000.1',
      avgPrice: '0',
    });
    expect(all[1]!.side).toBe('buy');
    await api.activeOrders('eth_btc');
    expect(server.arrivals.map((a) => a.path)).toEqual(['/v3/auth/r/orders', '/v3/auth/r/orders/eth_btc']);
    expect(server.arrivals.every((a) => a.body === '{}')).toBe(true);
  });

  it('order history sends only the fields given', async () => {
    const { api, server } = await setup();
    const [order] = await api.orderHistory({});
    expect(order).toMatchObject({ id: 21, status: 'EXECUTED', avgPrice: '62000.05' });
    await api.orderHistory({ market: 'btc_usdt', start: 1_700_000_000_000, end: 1_700_000_500_000, limit: 50, sort: -1 });
    await api.orderHistory({ limit: 5 });
    expect(server.arrivals.map((a) => [a.path, a.body])).toEqual([
      ['/v3/auth/r/orders/hist', '{}'],
      ['/v3/auth/r/orders/btc_usdt/hist', '{"start":1700000000000,"end":1700000500000,"limit":50,"sort":-1}'],
      ['/v3/auth/r/orders/hist', '{"limit":5}'],
    ]);
  });

  it('an order’s trades: maker and taker, fee and its currency', async () => {
    const { api, server } = await setup();
    expect(await api.orderTrades('btc_usdt', 77)).toEqual([
      { id: 901, market: 'btc_usdt', time: 1_700_000_000_500, orderId: 77, amount: '0.25', rate: '62000.1', role: 'maker', fee: '0.0001', feeCurrency: 'btc' },
      { id: 902, market: 'btc_usdt', time: 1_700_000_000_600, orderId: 77, amount: '0.25', rate: '62000', role: 'taker', fee: '3.1', feeCurrency: 'usdt' },
    ]);
    expect(server.arrivals[0]!.path).toBe('/v3/auth/r/order/btc_usdt:77/trades');
  });

  it('cancel one order: order_id in the body, the cancelled-order object back', async () => {
    const { api, server } = await setup();
    expect(await api.cancelOrder(11)).toEqual({
      id: 11,
      side: 'sell',
      type: 'limit',
      price: '62000.1',
      avgExecutionPrice: '0',
      symbol: 'btc_usdt',
      timestamp: 1_700_000_200_000,
      originalAmount: '1.5',
      remainingAmount: '1.5',
      executedAmount: '0',
    });
    expect(server.arrivals.map((a) => [a.path, a.body])).toEqual([['/v3/order/cancel', '{"order_id":11}']]);
  });

  const cancelled = (id: number) => ({
    id, side: 'buy', type: 'limit', price: '1', avg_execution_price: null, symbol: 'btc_usdt', timestamp: 1,
    original_amount: '2', remaining_amount: '2', executed_amount: '0',
  });

  it.each<[string, unknown, { ids: number[]; itemized: boolean; orders: number }]>([
    ['{success:true}', { success: true }, { ids: [], itemized: false, orders: 0 }],
    ['an array of cancelled orders', [cancelled(1), cancelled(2)], { ids: [1, 2], itemized: true, orders: 2 }],
    ['an array of ids', [1, 2], { ids: [1, 2], itemized: true, orders: 0 }],
    ['an object with a list', { success: true, orders: [cancelled(2)] }, { ids: [2], itemized: true, orders: 1 }],
    ['an object with ids under another name', { cancelled: [{ id: 1 }, { id: 2 }] }, { ids: [1, 2], itemized: true, orders: 0 }],
    ['an empty answer', {}, { ids: [], itemized: false, orders: 0 }],
  ])('cancel many, answered with %s', async (_what, answer, expected) => {
    const { api, server } = await setup(only('/v3/order/cancel/multy', () => ({ json: answer })));
    const result = await api.cancelOrders([1, 2]);
    expect(result.cancelled).toEqual(expected.ids);
    expect(result.itemized).toBe(expected.itemized);
    expect(result.orders).toHaveLength(expected.orders);
    expect(server.arrivals.map((a) => [a.path, a.body])).toEqual([['/v3/order/cancel/multy', '{"order_ids":[1,2]}']]);
  });

  it('cancel many: {success:false} is a refusal; JSON of another shape is neither cancelled nor refused but an unknown outcome', async () => {
    const { api } = await setup(only('/v3/order/cancel/multy', (n) => ({ json: n === 0 ? { success: false } : { status: 'maybe' } })));
    expect((await failureOf(api.cancelOrders([5]))).kind).toBe('exchange');
    expect((await failureOf(api.cancelOrders([5]))).kind).toBe('unknown-outcome');
  });

  it('cancel one: JSON of another shape is an unknown outcome, sent once', async () => {
    const { api, server } = await setup(only('/v3/order/cancel', () => ({ json: { status: 'maybe' } })));
    expect((await failureOf(api.cancelOrder(11))).kind).toBe('unknown-outcome');
    expect(server.arrivals).toHaveLength(1);
  });

  it('every call is signed by the document’s rule, and the secret is read from the provider per call', async () => {
    const { api, server, credentialCalls } = await setup();
    await api.me();
    await api.wallets();
    await api.cancelOrder(3);
    expect(server.arrivals.every((a) => a.accepted)).toBe(true);
    expect(signedCorrectly(server)).toBe(true);
    expect(credentialCalls()).toBe(3);
  });
});

describe('path parts and parameters are checked before anything is sent', () => {
  it.each<[string, (api: PrivateApi) => Promise<unknown>]>([
    ['a market with a slash', (api) => api.activeOrders('../auth/me')],
    ['a market with a colon', (api) => api.orderTrades('btc:usdt', 1)],
    ['an empty market', (api) => api.orderHistory({ market: '' })],
    ['a fractional order id', (api) => api.orderTrades('btc_usdt', 1.5)],
    ['a negative order id', (api) => api.cancelOrder(-1)],
    ['an unsafe order id', (api) => api.cancelOrder(2 ** 60)],
    ['no orders to cancel', (api) => api.cancelOrders([])],
    ['a bad id among many', (api) => api.cancelOrders([1, Number.NaN])],
    ['a limit of 0', (api) => api.orderHistory({ limit: 0 })],
    ['a sort of 2', (api) => api.orderHistory({ sort: 2 as 1 })],
    ['a start after the end', (api) => api.orderHistory({ start: 10, end: 5 })],
  ])('%s is a validation error', async (_what, call) => {
    const { api, server } = await setup();
    expect((await failureOf(call(api))).kind).toBe('validation');
    expect(server.arrivals).toHaveLength(0);
  });
});

describe('malformed answers', () => {
  it.each<[string, string, unknown]>([
    ['a wallet of 4', '/v3/auth/r/wallets', [['exchange', 'BTC', 1, null]]],
    ['a wallet with a text total', '/v3/auth/r/wallets', [['exchange', 'BTC', 'lots', null, 1]]],
    ['an order of 17', '/v3/auth/r/orders', [[1, null, null, 'btc_usdt', 1, 2, '1', '1', 'LIMIT', null, null, null, null, 'ACTIVE', null, null, '1']]],
    ['a trade with role 0', '/v3/auth/r/order/btc_usdt:1/trades', [[1, 'btc_usdt', 1, 1, '1', '1', null, null, 0, '0', 'BTC']]],
    ['account data without svcid', '/v3/auth/me', { email: 'a@b', two_factor: false, withdraw_confirmation: false }],
  ])('%s → malformed, naming the place', async (_what, apiPath, answer) => {
    const { api } = await setup(only(apiPath, () => ({ json: answer })));
    const call =
      apiPath === '/v3/auth/r/wallets'
        ? api.wallets()
        : apiPath === '/v3/auth/r/orders'
          ? api.activeOrders()
          : apiPath === '/v3/auth/me'
            ? api.me()
            : api.orderTrades('btc_usdt', 1);
    const error = await failureOf(call);
    expect(error.kind).toBe('malformed');
    expect(error.detail).toBeTruthy();
  });
});

describe('authentication failures', () => {
  it('a wrong secret is "auth" with a sentence a person understands', async () => {
    const { api, server } = await setup(undefined, {}, { apiKey: ACCOUNT.apiKey, apiSecret: 'wrong-secret' });
    const error = await failureOf(api.wallets());
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/refused the API key .*wrong, or the key lacks permission/);
    expect(error.detail).toBe('Invalid signature');
    expect(server.arrivals).toHaveLength(1); // an auth refusal is not retried
  });

  it('an unknown key is "auth" too', async () => {
    const { api } = await setup(undefined, {}, { apiKey: 'nobody', apiSecret: 'x' });
    const error = await failureOf(api.me());
    expect(error.kind).toBe('auth');
    expect(error.detail).toBe('Unknown API key');
  });

  it('403 with JSON is "auth"; 403 with a web page is the exchange being unavailable', async () => {
    const { api } = await setup(only('/v3/auth/r/wallets', (n) => (n === 0 ? { status: 403, json: { message: 'Permission denied' } } : { status: 403, text: '<html>blocked</html>', type: 'text/html' })));
    const first = await failureOf(api.wallets());
    expect(first.kind).toBe('auth');
    expect(first.message).toMatch(/lacks permission/);
    const second = await failureOf(api.wallets());
    expect(second.kind).toBe('unavailable');
  });

  it('missing credentials are refused before anything is sent', async () => {
    const { api, server } = await setup(undefined, {}, { apiKey: '', apiSecret: '' });
    expect((await failureOf(api.me())).kind).toBe('auth');
    expect(server.arrivals).toHaveLength(0);
  });
});

describe('retries and unknown outcomes', () => {
  it('a read that meets a 503 is retried, signed anew with a fresh nonce', async () => {
    const { api, server } = await setup(only('/v3/auth/r/wallets', (n) => (n === 0 ? { status: 503, json: { message: 'busy' } } : undefined)));
    // undefined from the route falls back to the built-in answer on the second attempt.
    expect(await api.wallets()).toHaveLength(3);
    expect(server.arrivals).toHaveLength(2);
    const [first, second] = server.arrivals;
    expect(second!.nonce).toBeGreaterThan(first!.nonce);
    expect(second!.signature).not.toBe(first!.signature);
    expect(signedCorrectly(server)).toBe(true);
    expect(server.arrivals.every((a) => a.accepted)).toBe(true);
  });

  it('a read whose connection drops is retried and succeeds', async () => {
    const { api, server } = await setup(only('/v3/auth/r/orders', (n) => (n === 0 ? 'drop' : undefined)));
    expect(await api.activeOrders()).toHaveLength(2);
    expect(server.arrivals).toHaveLength(2);
    expect(server.arrivals[1]!.nonce).toBeGreaterThan(server.arrivals[0]!.nonce);
  });

  it('a read refused for its nonce is tried once more after measuring the clock again', async () => {
    const { api, server } = await setup(
      only('/v3/auth/r/wallets', (n) => (n === 0 ? { status: 401, json: { success: false, message: 'Nonce is too small' } } : undefined)),
    );
    expect(await api.wallets()).toHaveLength(3);
    expect(server.arrivals).toHaveLength(2);
    expect(server.timestampCalls).toBe(2);
  });

  it('a cancel that times out is an unknown outcome and is not sent again', async () => {
    const { api, server } = await setup(only('/v3/order/cancel', () => 'hang'), { timeoutMs: 200 });
    const error = await failureOf(api.cancelOrder(11));
    expect(error.kind).toBe('unknown-outcome');
    expect(error.message).toMatch(/did not confirm the cancellation of order 11\. It may or may not have happened; Satchel is refreshing/);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.arrivals.filter((a) => a.path === '/v3/order/cancel')).toHaveLength(1);
  });

  it('a cancel whose connection drops after sending is an unknown outcome, sent once', async () => {
    const { api, server } = await setup(only('/v3/order/cancel/multy', () => 'drop'));
    expect((await failureOf(api.cancelOrders([1, 2]))).kind).toBe('unknown-outcome');
    expect(server.arrivals).toHaveLength(1);
  });

  it.each([500, 502, 503])('a cancel met by a %i may have run: unknown outcome, with the words of a lost answer, sent once', async (status) => {
    const { api, server } = await setup(only('/v3/order/cancel', () => ({ status, json: { message: 'busy' } })));
    const error = await failureOf(api.cancelOrder(11));
    expect(error.kind).toBe('unknown-outcome');
    expect(error.status).toBe(status);
    expect(error.message).toMatch(/did not confirm the cancellation of order 11\. It may or may not have happened; Satchel is refreshing the lists so you can see which\. It was not sent again\.$/);
    expect(server.arrivals).toHaveLength(1);
  });

  it('a cancel met by a 429 was refused in front of the exchange: "unavailable", sent once', async () => {
    const { api, server } = await setup(only('/v3/order/cancel', () => ({ status: 429, json: { message: 'slow down' } })));
    expect((await failureOf(api.cancelOrder(11))).kind).toBe('unavailable');
    expect(server.arrivals).toHaveLength(1);
  });

  it.each([
    ['200 with a web page', { text: '<html>Done</html>', type: 'text/html' }],
    ['200 with plain text', { text: 'OK', type: 'text/plain' }],
    ['403 with a web page (no words of the exchange)', { status: 403, text: '<html>Forbidden</html>', type: 'text/html' }],
    ['429 with a web page', { status: 429, text: '<html>Slow down</html>', type: 'text/html' }],
    ['401 that says JSON but cannot be read', { status: 401, text: '{"message":', type: 'application/json' }],
  ] as [string, RouteAnswer][])('a cancel answered %s is no clear refusal: unknown outcome, sent once', async (_what, answer) => {
    const { api, server } = await setup(only('/v3/order/cancel', () => answer));
    expect((await failureOf(api.cancelOrder(11))).kind).toBe('unknown-outcome');
    expect(server.arrivals).toHaveLength(1);
  });

  it('a cancel whose success cannot be read (not JSON) may have run: unknown outcome', async () => {
    const { api, server } = await setup(only('/v3/order/cancel', () => ({ text: '{"id":', type: 'application/json' })));
    expect((await failureOf(api.cancelOrder(11))).kind).toBe('unknown-outcome');
    expect(server.arrivals).toHaveLength(1);
  });

  it('a cancel met by a gateway timeout (504) may have run: unknown outcome', async () => {
    const { api, server } = await setup(only('/v3/order/cancel', () => ({ status: 504, json: { message: 'upstream timed out' } })));
    expect((await failureOf(api.cancelOrder(11))).kind).toBe('unknown-outcome');
    expect(server.arrivals).toHaveLength(1);
  });

  it('a cancel that could not connect at all is a network error, not an unknown outcome', async () => {
    const port = await closedPort();
    const clock = new ServerClock();
    const api = new PrivateApi({
      transport: new Transport({ baseUrl: `http://127.0.0.1:${port}`, retryDelaysMs: [1], sleep: async () => undefined }),
      credentials: async () => ACCOUNT,
      nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
      clock,
      syncClock: async () => undefined,
    });
    const error = await failureOf(api.cancelOrder(1));
    expect(error.kind).toBe('network');
    expect(error.message).toMatch(/refused/);
  });

  it('a cancel called off while still waiting for its turn was never sent: "cancelled", not unknown', async () => {
    const { api, server } = await setup(only('/v3/auth/r/wallets', () => 'hang'), { timeoutMs: 300, retryDelaysMs: [] });
    await api.me(); // the clock is measured, so both calls below go straight to the lane
    const holding = api.wallets().catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const controller = new AbortController();
    const cancel = api.cancelOrder(11, { signal: controller.signal });
    controller.abort();
    expect((await failureOf(cancel)).kind).toBe('cancelled');
    expect(((await holding) as AppError).kind).toBe('network');
    expect(server.arrivals.map((a) => a.path)).toEqual(['/v3/auth/me', '/v3/auth/r/wallets']);
  });

  it('a cancel called off after it was sent is an unknown outcome', async () => {
    const { api, server } = await setup(only('/v3/order/cancel', () => 'hang'));
    const controller = new AbortController();
    const cancel = api.cancelOrder(11, { signal: controller.signal });
    while (server.arrivals.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    expect((await failureOf(cancel)).kind).toBe('unknown-outcome');
  });

  it('calls after a failure keep their order and their nonces keep growing', async () => {
    const { api, server } = await setup(only('/v3/order/cancel', () => ({ status: 400, json: { message: 'Order is closed' } })));
    const results = await Promise.allSettled([api.wallets(), api.cancelOrder(1), api.me(), api.activeOrders()]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect(server.arrivals.map((a) => a.path)).toEqual(['/v3/auth/r/wallets', '/v3/order/cancel', '/v3/auth/me', '/v3/auth/r/orders']);
    const nonces = server.arrivals.map((a) => a.nonce);
    expect(nonces).toEqual([...nonces].sort((a, b) => a - b));
  });
});

describe('the secret stays secret', () => {
  it('appears in no error, no cause, no log line and not on the object', async () => {
    const lines: string[] = [];
    const capture = (...args: unknown[]) => void lines.push(args.map((a) => (typeof a === 'string' ? a : inspect(a, { depth: 8 }))).join(' '));
    for (const method of ['log', 'error', 'warn', 'info', 'debug'] as const) vi.spyOn(console, method).mockImplementation(capture);

    const errors: unknown[] = [];
    const collect = (p: Promise<unknown>) => p.catch((e: unknown) => void errors.push(e));
    // Wrong secret, a timeout on a cancel, a dropped read, a malformed answer, a 503.
    const wrong = await setup(undefined, {}, { apiKey: ACCOUNT.apiKey, apiSecret: `${ACCOUNT.apiSecret}-not` });
    await collect(wrong.api.wallets());
    await server!.close();
    const flaky = await setup(
      (path) =>
        path === '/v3/order/cancel'
          ? 'hang'
          : path === '/v3/auth/r/orders'
            ? 'drop'
            : path === '/v3/auth/me'
              ? { json: { nonsense: true } }
              : { status: 503, json: { message: 'busy' } },
      { timeoutMs: 150, retryDelaysMs: [] },
    );
    await collect(flaky.api.cancelOrder(1));
    await collect(flaky.api.activeOrders());
    await collect(flaky.api.me());
    await collect(flaky.api.wallets());
    expect(errors).toHaveLength(5);
    expect(errors.map((e) => (e as AppError).kind)).toEqual(['auth', 'unknown-outcome', 'network', 'malformed', 'unavailable']);

    const everything = [
      ...lines,
      ...errors.map((e) => inspect(e, { depth: 10, showHidden: true })),
      ...errors.map((e) => JSON.stringify((e as AppError).toData())),
      inspect(wrong.api, { depth: 10, showHidden: true }),
      inspect(flaky.api, { depth: 10, showHidden: true }),
    ].join('\n');
    expect(everything).not.toContain(ACCOUNT.apiSecret);
    expect(everything).toContain('refused the API key'); // the capture did see the errors
  });
});
