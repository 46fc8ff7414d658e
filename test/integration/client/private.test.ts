import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/contract/index.js';
import { Big } from '../../../shared/decimal.js';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { FileNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi, type Credentials } from '../../../electron/core/exchange/private.js';
import { bodyText, signedHeaders } from '../../../electron/core/exchange/signer.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { HttpClient } from '../../../electron/core/http/client.js';
import type { DemoAccount } from '../../../electron/demo/accounts.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { refusalOf } from '../../support/refusal.js';

// The client against the demo exchange over real HTTP: every private method of "Private:
// account and trading", every authentication failure, and a thousand calls at once.
let exchange: DemoExchange;
let dir: string;
let alice: DemoAccount;
let bob: DemoAccount;
/** As in the app: one nonce source for every client, each client with its exchange's clock. */
let nonces: NonceSource;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 42 });
  [alice, bob] = exchange.accounts as [DemoAccount, DemoAccount];
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-private-'));
  nonces = new NonceSource({ store: new FileNonceStore(dir) });
});
afterAll(async () => {
  await exchange.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * One HTTP primitive for all the clients, as the composition root makes it: it owns the keys'
 * pipelined connections, so that clients of one key share one and nonces stay in order.
 */
const http = new HttpClient();

function client(credentials: Credentials, source: NonceSource = nonces): PrivateApi {
  return new PrivateApi({
    transport: new Transport({ baseUrl: exchange.url, timeoutMs: 10_000, retryDelaysMs: [20], http }),
    credentials: async () => ({ ...credentials }),
    nonces: source,
    clock: new ServerClock(),
  });
}

const asCredentials = (a: DemoAccount): Credentials => ({ apiKey: a.apiKey, apiSecret: a.apiSecret });

/** Another program signs with a nonce a day ahead (and more each time): our sequence is below it now. */
let pushes = 0;
async function pushAhead(account: DemoAccount): Promise<void> {
  const body = bodyText();
  // Hours ahead, not days: the demo refuses a nonce more than a day ahead (docs/demo-servers.md).
  const nonce = Date.now() + 12 * 3600_000 + ++pushes * 1000;
  const headers = signedHeaders({ apiKey: account.apiKey, secret: account.apiSecret, apiPath: '/v3/auth/me', nonce, body });
  expect((await fetch(`${exchange.url}/v3/auth/me`, { method: 'POST', headers, body })).status).toBe(200);
}

describe('private methods against the demo exchange', () => {
  it('me: the account of the key, with the fiat public keys', async () => {
    const me = await client(asCredentials(alice)).me();
    expect(me.email).toBe(alice.email);
    expect(me.svcid).toBe(alice.svcid);
    expect(me.withdrawConfirmation).toBe(false);
    expect(Object.keys(me.publicKeys).sort()).toEqual(['rub', 'uah', 'usd']);
    const bobMe = await client(asCredentials(bob)).me();
    expect(bobMe.email).toBe(bob.email);
    expect(bobMe.withdrawConfirmation).toBe(true);
  });

  it('wallets: at least 8 currencies, locked = total − available, matching the exchange’s own books', async () => {
    const balances = await client(asCredentials(alice)).wallets();
    expect(balances.length).toBeGreaterThanOrEqual(8);
    const truth = new Map(exchange.ledger.book(alice.apiKey).wallets().map((w) => [w.currency, w]));
    for (const b of balances) {
      expect(new Big(b.locked).eq(new Big(b.total).minus(b.available))).toBe(true);
      const t = truth.get(b.currency);
      expect(t).toBeDefined();
      expect(new Big(b.total).eq(t!.total)).toBe(true);
      expect(new Big(b.available).eq(t!.available)).toBe(true);
    }
    expect(balances.some((b) => new Big(b.locked).gt(0))).toBe(true);
  });

  it('active orders in several markets, and filtered by one', async () => {
    const api = client(asCredentials(alice));
    const all = await api.activeOrders();
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((o) => o.status === 'ACTIVE')).toBe(true);
    const markets = [...new Set(all.map((o) => o.market))];
    expect(markets.length).toBeGreaterThan(1);
    const one = await api.activeOrders(markets[0]!);
    expect(one.length).toBeGreaterThan(0);
    expect(one.every((o) => o.market === markets[0])).toBe(true);
    expect(one.map((o) => o.id).sort()).toEqual(all.filter((o) => o.market === markets[0]).map((o) => o.id).sort());
    const truth = exchange.ledger.book(alice.apiKey).order(all[0]!.id)!;
    expect(all[0]!.side).toBe(truth.side);
    expect(new Big(all[0]!.initialAmount).eq(truth.initial)).toBe(true);
  });

  it('order history: executed orders, limit and sort as asked, the default window two weeks', async () => {
    const api = client(asCredentials(alice));
    const recent = await api.orderHistory();
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThanOrEqual(25);
    expect(recent.every((o) => o.status === 'EXECUTED')).toBe(true);
    const twoWeeksAgo = Date.now() - 14 * 24 * 3600_000 - 60_000;
    expect(recent.every((o) => o.updatedAt >= twoWeeksAgo)).toBe(true);
    const descending = recent.map((o) => o.updatedAt);
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    const everything = await api.orderHistory({ start: 0, end: Date.now(), limit: 1000, sort: 1 });
    expect(everything.length).toBeGreaterThanOrEqual(recent.length);
    const ascending = everything.map((o) => o.updatedAt);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(await api.orderHistory({ start: 0, limit: 3 })).toHaveLength(3);

    const market = everything[0]!.market;
    const inMarket = await api.orderHistory({ market, start: 0, limit: 1000 });
    expect(inMarket.length).toBeGreaterThan(0);
    expect(inMarket.every((o) => o.market === market)).toBe(true);
  });

  it('an order’s trades: maker and taker roles and fees', async () => {
    const api = client(asCredentials(alice));
    const history = await api.orderHistory({ start: 0, limit: 1000 });
    const roles = new Set<string>();
    let checked = 0;
    for (const order of history.slice(0, 12)) {
      const trades = await api.orderTrades(order.market, order.id);
      expect(trades.length).toBeGreaterThan(0);
      for (const t of trades) {
        expect(t.orderId).toBe(order.id);
        expect(t.market).toBe(order.market);
        expect(new Big(t.fee).gte(0)).toBe(true);
        expect(t.feeCurrency).toMatch(/^[a-z0-9]+$/);
        roles.add(t.role);
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    expect(roles).toEqual(new Set(['maker', 'taker']));
    expect((await refusalOf(api.orderTrades(history[0]!.market, 999_999_999))).kind).toBe('not-found');
  });

  it('cancel one order: it leaves the active list and its funds are released', async () => {
    const api = client(asCredentials(alice));
    const [order] = await api.activeOrders();
    const lock = exchange.ledger.book(alice.apiKey).order(order!.id)!.lock!;
    const availableBefore = (await api.wallets()).find((b) => b.currency === lock.currency)!.available;
    const cancelled = await api.cancelOrder(order!.id);
    expect(cancelled.id).toBe(order!.id);
    expect(cancelled.symbol).toBe(order!.market);
    expect((await api.activeOrders()).some((o) => o.id === order!.id)).toBe(false);
    const availableAfter = (await api.wallets()).find((b) => b.currency === lock.currency)!.available;
    expect(new Big(availableAfter).minus(availableBefore).eq(lock.amount)).toBe(true);
    // Closed now: cancelling again is refused and changes nothing.
    const again = await refusalOf(api.cancelOrder(order!.id));
    expect(again.kind).toBe('exchange');
    expect(again.status).toBe(409);
  });

  it('cancel many: the ids the exchange names; another account’s order or an unknown one is refused', async () => {
    const api = client(asCredentials(alice));
    const active = await api.activeOrders();
    expect(active.length).toBeGreaterThanOrEqual(2);
    const ids = active.slice(0, 2).map((o) => o.id);
    const result = await api.cancelOrders(ids);
    expect(result.cancelled.sort()).toEqual([...ids].sort());
    expect(result.itemized).toBe(true);
    expect((await api.activeOrders()).filter((o) => ids.includes(o.id))).toEqual([]);

    const [bobsOrder] = await client(asCredentials(bob)).activeOrders();
    expect((await refusalOf(api.cancelOrder(bobsOrder!.id))).kind).toBe('not-found');
    expect((await refusalOf(api.cancelOrders([999_999_999]))).kind).toBe('not-found');
    expect((await client(asCredentials(bob)).activeOrders()).some((o) => o.id === bobsOrder!.id)).toBe(true);
  });
});

describe('authentication failures against the demo exchange', () => {
  it('a wrong secret: auth, a clear sentence, and the secret nowhere in it', async () => {
    const secret = `${alice.apiSecret.slice(0, -1)}${alice.apiSecret.endsWith('x') ? 'y' : 'x'}`;
    const error = await refusalOf(client({ apiKey: alice.apiKey, apiSecret: secret }).wallets());
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.message).toMatch(/public key or the secret is wrong/);
    expect(JSON.stringify(error.toData())).not.toContain(secret);
  });

  it('an unknown key: auth', async () => {
    const error = await refusalOf(client({ apiKey: 'NoSuchKey0000000000000000000000000000000', apiSecret: alice.apiSecret }).me());
    expect(error.kind).toBe('auth');
    // The demo exchange does not say which keys exist: the same answer as a wrong secret.
    expect(error.detail).toBe('Invalid signature');
    expect(error.message).toMatch(/public key or the secret is wrong/);
  });

  it('a key another program pushed far ahead: the nonce refusal is named as such', async () => {
    await pushAhead(bob);
    const error = await refusalOf(client(asCredentials(bob)).wallets());
    expect(error.kind).toBe('auth');
    expect(error.message).toMatch(/refused the request's nonce/);
    expect(error.message).toMatch(/another program/);
  });
});

describe('nonces against the demo exchange', () => {
  it('1,000 concurrent private calls with one key, through several clients: none refused, all in order', async () => {
    const clients = [client(asCredentials(alice)), client(asCredentials(alice)), client(asCredentials(alice))];
    const calls = Array.from({ length: 1000 }, (_, i) => {
      const api = clients[i % 3]!;
      return i % 4 === 0 ? api.wallets() : i % 4 === 1 ? api.me() : i % 4 === 2 ? api.activeOrders() : api.orderHistory({ limit: 5 });
    });
    const results = await Promise.allSettled(calls);
    const refused = results.filter((r) => r.status === 'rejected').map((r) => String((r as PromiseRejectedResult).reason));
    expect(refused).toEqual([]);
    expect(exchange.ledger.book(alice.apiKey).wallets().length).toBeGreaterThanOrEqual(8);
  }, 60_000);

  it('a key locked out by another program does not disturb another key’s calls', async () => {
    await pushAhead(bob);
    const a = client(asCredentials(alice));
    const b = client(asCredentials(bob));
    const results = await Promise.allSettled(Array.from({ length: 200 }, (_, i) => (i % 2 ? a.wallets() : b.me())));
    const ofAlice = results.filter((_, i) => i % 2 === 1);
    const ofBob = results.filter((_, i) => i % 2 === 0);
    expect(ofAlice.every((r) => r.status === 'fulfilled')).toBe(true);
    expect(ofBob.every((r) => r.status === 'rejected' && (r.reason as AppError).kind === 'auth')).toBe(true);
  }, 30_000);

  it('after a restart (a new source on the same folder) the key keeps working', async () => {
    await Promise.all(Array.from({ length: 50 }, () => client(asCredentials(alice)).wallets()));
    const restarted = new NonceSource({ store: new FileNonceStore(dir) });
    expect((await client(asCredentials(alice), restarted).me()).email).toBe(alice.email);
    const last = nonces.lastIssued(alice.apiKey)!;
    expect(restarted.lastIssued(alice.apiKey)).toBeGreaterThan(last);
  });
});
