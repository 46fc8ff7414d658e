import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { assetsHistory } from '../../../electron/core/exchange/assets-history.js';
import { generateAddress } from '../../../electron/core/exchange/deposits.js';
import { MemoryNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { withdraw } from '../../../electron/core/exchange/withdrawals.js';
import { startSignedServer, type SignedServer, type SignedServerOptions } from './signed-server.js';

// The funds client against a signed server that answers what a test says: the wire, exactly.
const ACCOUNT = { apiKey: 'key-0123456789', apiSecret: 'secret-0123456789' };
let server: SignedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

async function api(route: SignedServerOptions['route']): Promise<PrivateApi> {
  server = await startSignedServer({ accounts: [ACCOUNT], route });
  const clock = new ServerClock();
  return new PrivateApi({
    transport: new Transport({ baseUrl: server.url, timeoutMs: 3000, retryDelaysMs: [1, 1], sleep: async () => undefined }),
    credentials: async () => ({ ...ACCOUNT }),
    nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
    clock,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const btc = { currency: 'BTC', address: 'bc1qexample', amount: '0.10', allowBlankMemo: false, feeIncluded: true };

describe('funds client', () => {
  it('sends a withdrawal once with the document\'s fields, the amount a JSON number with exact digits', async () => {
    const client = await api((path) => (path === '/v3/auth/withdraw' ? { json: [{ status: 'pending', message: 'ok', withdrawal_id: 7 }] } : undefined));
    expect(await withdraw(client, { ...btc, amount: '0.000000012345678901', memo: '42' })).toEqual({ status: 'pending', message: 'ok', withdrawalId: 7 });
    const sent = server!.arrivals.find((a) => a.path === '/v3/auth/withdraw')!;
    expect(sent.body).toBe('{"withdraw_type":"btc","amount":0.000000012345678901,"address":"bc1qexample","payment_id":"42","withdrawall":true}');
  });

  it('a refused parameter is named, never repeated: a secret pasted into the amount or the currency stays out of the error', async () => {
    const client = await api(() => undefined);
    const SECRET = 'Zq8-secret/7c1e5b2f9a44d0e6+';
    for (const bad of [{ amount: SECRET }, { currency: SECRET }]) {
      const error = await failureOf(withdraw(client, { ...btc, ...bad }));
      expect(error.kind).toBe('validation');
      expect(error.message).not.toContain(SECRET.slice(0, 10));
    }
    for (const call of [() => client.activeOrders(SECRET), () => client.cancelOrder(Number.NaN)]) {
      expect((await failureOf(call())).message).not.toMatch(/Zq8|NaN/);
    }
    expect(server!.arrivals).toHaveLength(0);
  });

  it('a success the client cannot read is an unknown outcome for a withdrawal, never a refusal', async () => {
    const client = await api((path) => (path === '/v3/auth/withdraw' ? { json: { queued: true } } : undefined));
    const error = await failureOf(withdraw(client, btc));
    expect(error.kind).toBe('unknown-outcome');
    expect(server!.arrivals.filter((a) => a.path === '/v3/auth/withdraw')).toHaveLength(1);
  });

  it('an address request refused with 400 is handed back for the caller to look, not called "existing"', async () => {
    const client = await api((path) => (path === '/v3/auth/payment_addresses' ? { status: 400, json: { message: 'currency disabled' } } : undefined));
    const made = await generateAddress(client, 'btc');
    expect(made).toMatchObject({ refused: { kind: 'exchange', status: 400 } });
  });

  it('reads history times without an offset as UTC, whatever the computer\'s zone', async () => {
    const client = await api((path) =>
      path === '/v3/auth/assets-history'
        ? { json: { total_items: 1, items: [{ id: 1, type: 'deposit', created_at: '2026-01-01 10:00:00', destination: '', currency: 1, amount: 0.5, status: 'done' }], currencies: ['btc'] } }
        : undefined,
    );
    const zone = process.env.TZ;
    // Node applies a change of TZ at once: the parse must not depend on it.
    process.env.TZ = 'Asia/Tokyo';
    try {
      expect(new Date(2026, 0, 1, 10).getTime()).not.toBe(Date.UTC(2026, 0, 1, 10));
      const page = await assetsHistory(client, {});
      expect(page.items[0]!.createdAt).toBe(Date.UTC(2026, 0, 1, 10));
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    const page = await assetsHistory(client, {});
    expect(page.items[0]!.amount).toBe('0.5');
  });
});
