import { Agent, request } from 'node:http';
import { expect } from 'vitest';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, isInt, obj, type Fetched } from './fetch-json.js';
import { admin, ok } from './funds-client.js';
import { type Signer } from './signed.js';

/** What the tests of transfer codes read, as a client reads it. */

export const ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

/** The document's rule, written out here independently of the server. */
export function validCode(code: string): boolean {
  const parts = code.split('-');
  if (parts.length !== 11 || !/^[A-Z0-9]+$/.test(parts[9]!) || !/^[A-Za-z]+$/.test(parts[10]!)) return false;
  const body = parts.slice(0, 9).join('');
  if (!parts.slice(0, 9).every((s) => s.length === 5) || ![...body].every((c) => ALPHABET.includes(c))) return false;
  let sum = 0;
  for (let i = 1; i < 45; i++) sum += ALPHABET.indexOf(body[i]!);
  return ALPHABET.indexOf(body[0]!) === sum % 58;
}

/** A code of the right format and checksum that the exchange never issued. */
export function madeUpCode(currency = 'BTC'): string {
  let rest = '';
  for (let i = 0; i < 44; i++) rest += ALPHABET[Math.floor(Math.random() * 58)];
  let sum = 0;
  for (const c of rest) sum += ALPHABET.indexOf(c);
  const body = ALPHABET[sum % 58] + rest;
  return `${body.match(/.{5}/g)!.join('-')}-${currency}-SVC`;
}

export const CODE_KEYS = ['amount', 'code', 'comment', 'created_at', 'currency', 'id', 'non_refundable_before', 'private_comment', 'recipient', 'redeemed_at', 'sn', 'status'];
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/;

export interface CodeObject {
  id: number;
  sn: string;
  code: string;
  recipient: string;
  amount: string;
  currency: string;
  status: string;
  non_refundable_before: string;
  created_at: string;
  redeemed_at: string | null;
  comment: string;
  private_comment: string;
}

/** A transfer code object: every field of the document's table, with its type. */
export function codeObject(v: JsonValue | undefined, view: 'full' | 'public' = 'full'): CodeObject {
  const o = obj(v);
  expect(Object.keys(o).sort()).toEqual(CODE_KEYS);
  expect(isInt(o.id)).toBe(true);
  expect(o.sn).toBe(`TC${String(o.id)}`);
  if (view === 'full') expect(validCode(o.code as string), String(o.code)).toBe(true);
  else expect(o.code).toMatch(new RegExp(`^[${ALPHABET}]{5}$`));
  expect(typeof o.recipient).toBe('string');
  expect(o.amount).toMatch(/^\d+(\.\d+)?$/);
  expect(o.currency).toMatch(/^[a-z]+$/);
  expect(['created', 'processing', 'unconfirmed', 'active', 'redeeming', 'redeemed', 'onhold', 'canceled']).toContain(o.status);
  expect(o.non_refundable_before).toMatch(ISO);
  expect(o.created_at).toMatch(ISO);
  if (o.redeemed_at !== null) expect(o.redeemed_at).toMatch(ISO);
  expect(typeof o.comment).toBe('string');
  expect(typeof o.private_comment).toBe('string');
  return { ...(o as unknown as CodeObject), id: Number(String(o.id)) };
}

export const createCode = async (signer: Signer, params: Record<string, unknown>): Promise<CodeObject> => codeObject(ok(await signer.post('/v3/auth/svc_codes', params)));

export const redeem = (signer: Signer, code: unknown): Promise<Fetched> => signer.call('/v3/auth/svc_codes/redeem', { method: 'PUT', body: JSON.stringify({ code }) });

export async function list(signer: Signer, which: 'issued-by-me' | 'redeemed-by-me', params: Record<string, unknown> = {}): Promise<CodeObject[]> {
  return arr(ok(await signer.post(`/v3/auth/svc_codes/${which}`, params))).map((v) => codeObject(v));
}

/** Every code of a list, page by page. */
export async function all(signer: Signer, which: 'issued-by-me' | 'redeemed-by-me', params: Record<string, unknown> = {}): Promise<CodeObject[]> {
  const out: CodeObject[] = [];
  for (let page = 1; ; page++) {
    const rows = await list(signer, which, { ...params, page, per_page: 100 });
    out.push(...rows);
    if (rows.length < 100) return out;
  }
}

/** A fresh active code through the admin endpoint (no balance moves). */
export async function issue(exchange: DemoExchange, email: string, params: Record<string, unknown>): Promise<CodeObject> {
  return codeObject(ok(await admin(exchange, '/admin/codes', { email, ...params })));
}

/** Signed requests queued on one kept-alive connection, so they reach the server in nonce order. */
export function oneConnection(): { send(signer: Signer, path: string, method: string, body: string): Promise<{ status: number; text: string }>; close(): void } {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  return {
    send(signer, path, method, body) {
      const { url, init } = signer.prepare(path, { method, body });
      return new Promise((resolve, reject) => {
        const req = request(url, { method, headers: init.headers as Record<string, string>, agent }, (res) => {
          let text = '';
          res.on('data', (c: Buffer) => (text += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    },
    close: () => agent.destroy(),
  };
}
