import { expect } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get, obj, type Fetched } from './fetch-json.js';
import { type Signer } from './signed.js';

/** What the tests of deposits, withdrawals and the history read, as a client reads it. */

export const ok = (r: Fetched): JsonValue => {
  expect(r.status, r.text).toBe(200);
  return r.json!;
};

export function expectError(r: Fetched, status: number, message: RegExp | string): void {
  expect(r.status, r.text).toBe(status);
  expect(r.type).toMatch(/^application\/json/);
  const body = obj(r.json);
  expect(Object.keys(body).sort()).toEqual(['message', 'success']);
  expect(body.success).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

export const big = (v: JsonValue | undefined): Big => new Big(String(v));
export const int = (v: JsonValue | undefined): number => Number(String(v));

export interface Wallet {
  total: Big;
  available: Big;
}

export async function wallets(signer: Signer): Promise<Map<string, Wallet>> {
  const list = arr(ok(await signer.call('/v3/auth/r/wallets')));
  return new Map(
    list.map((v) => {
      const w = arr(v);
      return [(w[1] as string).toLowerCase(), { total: big(w[2]), available: big(w[4]) }];
    }),
  );
}

export const available = async (signer: Signer, currency: string): Promise<Big> => (await wallets(signer)).get(currency)!.available;

/** Wallets as text, to compare before and after exactly. */
export const walletsText = async (signer: Signer): Promise<string> => JSON.stringify([...(await wallets(signer))].map(([c, w]) => [c, w.total.toFixed(), w.available.toFixed()]));

export function admin(exchange: DemoExchange, path: string, body: unknown, options: { token?: string | null; method?: string } = {}): Promise<Fetched> {
  const token = options.token === undefined ? exchange.adminToken : options.token;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token !== null) headers['x-admin-token'] = token;
  return get(`${exchange.url}${path}`, { method: options.method ?? 'POST', headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
}

/** A completed deposit through the admin endpoint; answers its id. */
export async function fund(exchange: DemoExchange, email: string, currency: string, amount: string): Promise<number> {
  const r = ok(await admin(exchange, '/admin/deposits', { email, currency, amount }));
  return int(obj(r).id);
}

/**
 * Reads until `done` holds, at most `limitMs`: for states the demo reaches by the clock (an
 * address appearing, a withdrawal settling). Answers the last value read.
 */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 10_000): Promise<T> {
  const end = Date.now() + limitMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > end) throw new Error(`Still not there after ${limitMs} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export interface HistoryItem {
  id: number;
  type: string;
  createdAt: string;
  seconds: number;
  destination: string;
  currency: number;
  amount: Big;
  status: string;
}

const ITEM_KEYS = ['amount', 'created_at', 'currency', 'destination', 'id', 'status', 'type'];

export function historyItem(v: JsonValue): HistoryItem {
  const o = obj(v);
  expect(Object.keys(o).sort()).toEqual(ITEM_KEYS);
  expect(String(o.id)).toMatch(/^[1-9][0-9]*$/);
  expect(['deposit', 'withdraw']).toContain(o.type);
  expect(o.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  expect(typeof o.destination).toBe('string');
  expect(String(o.currency)).toMatch(/^[1-9][0-9]*$/);
  // A JSON number: the lossless parser gives it as a JsonNumber object, never as a string.
  expect(typeof o.amount).toBe('object');
  expect(['done', 'pending', 'canceled']).toContain(o.status);
  return {
    id: int(o.id),
    type: o.type as string,
    createdAt: o.created_at as string,
    seconds: Date.parse(o.created_at as string) / 1000,
    destination: o.destination as string,
    currency: int(o.currency),
    amount: big(o.amount),
    status: o.status as string,
  };
}

export interface History {
  total: number;
  items: HistoryItem[];
  currencies: string[];
}

export async function history(signer: Signer, params: Record<string, unknown> = {}, type = ''): Promise<History> {
  const o = obj(ok(await signer.post(`/v3/auth/assets-history${type ? `/${type}` : ''}`, params)));
  expect(Object.keys(o).sort()).toEqual(['currencies', 'items', 'total_items']);
  return { total: int(o.total_items), items: arr(o.items).map(historyItem), currencies: arr(o.currencies) as string[] };
}

/** Currency ids of /v3/currencies, by code and back. */
export async function currencyIds(exchange: DemoExchange): Promise<{ id: Map<string, number>; code: Map<number, string> }> {
  const list = arr((await get(`${exchange.url}/v3/currencies`)).json).map(obj);
  return { id: new Map(list.map((c) => [c.code as string, int(c.id)])), code: new Map(list.map((c) => [int(c.id), c.code as string])) };
}
