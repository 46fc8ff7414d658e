import { expect } from 'vitest';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { get, obj, type Fetched } from './fetch-json.js';
import { ok } from './funds-client.js';
import { type Signer } from './signed.js';

/** What the tests of the demo payment gateway read and send, as a client and a browser would. */

export function postJson(url: string, body: unknown, headers: Record<string, string> = {}): Promise<Fetched> {
  return get(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });
}

/** A browser's form post: urlencoded, redirects not followed. */
export function postForm(url: string, fields: Record<string, string> | [string, string][], headers: Record<string, string> = {}): Promise<Fetched> {
  return get(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString(), redirect: 'manual' });
}

/** The gateway's error body: {status:"error", message, errors}; `field` must be among the errors. */
export function expectGatewayError(r: Fetched, status: number, field?: string, message?: RegExp): void {
  expect(r.status, r.text).toBe(status);
  expect(r.type).toMatch(/^application\/json/);
  const body = obj(r.json);
  expect(Object.keys(body).sort()).toEqual(['errors', 'message', 'status']);
  expect(body.status).toBe('error');
  expect(typeof body.message).toBe('string');
  const errors = obj(body.errors);
  expect(typeof errors === 'object' && errors !== null && !Array.isArray(errors)).toBe(true);
  for (const list of Object.values(errors)) {
    expect(Array.isArray(list) && list.length > 0 && list.every((p) => typeof p === 'string')).toBe(true);
  }
  if (field !== undefined) expect(Object.keys(errors), r.text).toContain(field);
  if (message) expect(body.message).toMatch(message);
}

export interface HtmlForm {
  method: string;
  action: string;
  fields: Record<string, string>;
  button: string;
}

const unescape = (text: string): string => text.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** The forms of a page, as a browser would submit them: method, action, hidden fields, the button's text. */
export function formsOf(html: string): HtmlForm[] {
  return [...html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)].map(([, attrs, inner]) => {
    const attr = (name: string, text: string): string => unescape(new RegExp(`\\b${name}="([^"]*)"`).exec(text)?.[1] ?? '');
    const fields: Record<string, string> = {};
    for (const [input] of inner!.matchAll(/<input\b[^>]*>/g)) fields[attr('name', input)] = attr('value', input);
    return { method: attr('method', attrs!).toUpperCase(), action: attr('action', attrs!), fields, button: unescape(/<button\b[^>]*>([^<]*)<\/button>/.exec(inner!)?.[1] ?? '') };
  });
}

export const h1Of = (html: string): string => unescape(/<h1>([^<]*)<\/h1>/.exec(html)?.[1] ?? '');
export const titleOf = (html: string): string => unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** The account's fiat public keys, as /v3/auth/me gives them. */
export async function publicKeys(signer: Signer): Promise<{ uah: string; usd: string; rub: string }> {
  const keys = obj(obj(ok(await signer.call('/v3/auth/me'))).public_keys);
  return { uah: keys.deposit_sdk_uah_public_key as string, usd: keys.deposit_sdk_usd_public_key as string, rub: keys.deposit_sdk_rub_public_key as string };
}

/** Follows one redirect on the gateway, as a browser would (a GET of the Location). */
export async function follow(base: string, r: Fetched): Promise<Fetched> {
  expect(r.status, r.text).toBe(303);
  const location = r.headers.get('location')!;
  return get(new URL(location, base).toString(), { redirect: 'manual' });
}

export const dataOf = (r: Fetched): Record<string, JsonValue> => obj(obj(r.json).data);
