/**
 * The private paths of the demo exchange ("Private: account and trading", through
 * funds-routes.ts "Private: crypto deposit and withdrawal", and through codes-routes.ts
 * "Private: transfer codes") and the checks in front of them, in this order
 * (docs/demo-servers.md, "Private methods"):
 *
 *   unknown path 404 → not the path's method (POST; PUT for redeem) 405 → content-type not application/json 415 →
 *   body not a JSON object 400 → authentication 401 → parameters 400 → the method's own 404/409
 *
 * Everything before authentication is refused without looking at the key, so a malformed
 * request never consumes a nonce; once the signature is good the nonce is spent, whatever the
 * method then answers.
 */
import { failure, json, type Answer } from '../../http.js';
import { MARKETS } from '../market/catalog.js';
import { CODES_ROUTES } from '../codes/codes-routes.js';
import { FUNDS_ROUTES } from '../funds/funds-routes.js';
import { type AccountBook, type LedgerOrder } from '../accounts/ledger.js';
import { cancelledAnswer, meAnswer, orderRow, tradeRow, walletsAnswer } from '../accounts/private-answers.js';
import { type Handler, type PrivateContext } from './private-context.js';

export interface PrivateRequest {
  method: string;
  /** Path for routing: no query, one trailing slash removed. */
  path: string;
  /** Path exactly as sent, without the query: what the client signed. */
  rawPath: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: string;
}

type Body = Record<string, unknown>;

export const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;
export const HISTORY_LIMIT_DEFAULT = 25;
export const HISTORY_LIMIT_MAX = 1000;
export const CANCEL_MANY_MAX = 100;

const SYMBOL = /^[a-z0-9]{2,10}_[a-z0-9]{2,10}$/;
const ORDER_REF = /^([a-z0-9]{2,10}_[a-z0-9]{2,10}):([0-9]{1,16})$/;
const QUOTE_PRECISION = new Map(MARKETS.map((m) => [m.id, m.quotePrecision]));

const quotePrecision = (o: LedgerOrder): number => QUOTE_PRECISION.get(o.market) ?? 8;

/** Path, handler, and the method when it is not POST. */
const ROUTES: readonly (readonly [RegExp, Handler, string?])[] = [
  [/^\/v3\/auth\/me$/, (_ctx, book) => json(200, meAnswer(book))],
  [/^\/v3\/auth\/r\/wallets$/, (_ctx, book) => json(200, walletsAnswer(book))],
  [/^\/v3\/auth\/r\/orders$/, (_ctx, book) => activeOrders(book, undefined)],
  [/^\/v3\/auth\/r\/orders\/hist$/, (ctx, book, body) => history(ctx, book, body, undefined)],
  [/^\/v3\/auth\/r\/orders\/([^/]+)\/hist$/, (ctx, book, body, param) => withMarket(param, (m) => history(ctx, book, body, m))],
  [/^\/v3\/auth\/r\/orders\/([^/]+)$/, (_ctx, book, _body, param) => withMarket(param, (m) => activeOrders(book, m))],
  [/^\/v3\/auth\/r\/order\/([^/]+)\/trades$/, (_ctx, book, _body, param) => trades(book, param)],
  [/^\/v3\/order\/cancel$/, (ctx, book, body) => cancelOne(ctx, book, body)],
  // The document spells it multy; some clients sent multi (FACTS.md): both are the same method.
  [/^\/v3\/order\/cancel\/mult[yi]$/, (ctx, book, body) => cancelMany(ctx, book, body)],
  ...FUNDS_ROUTES,
  ...CODES_ROUTES,
];

export function isPrivatePath(path: string): boolean {
  return /^\/v3\/(?:auth|order)(?:\/|$)/.test(path);
}

export function routePrivate(ctx: PrivateContext, request: PrivateRequest): Answer {
  for (const [pattern, handler, allowed = 'POST'] of ROUTES) {
    const m = pattern.exec(request.path);
    if (!m) continue;
    if (request.method !== allowed) return failure(405, `Method ${request.method} is not allowed on ${request.path}`, { allow: allowed });
    if (!isJsonType(request.headers['content-type'])) return failure(415, 'content-type must be application/json');
    const body = parseObject(request.body);
    if (!body) return failure(400, 'The body must be a JSON object ({} for a method without parameters)');
    const outcome = ctx.auth.authenticate({ path: request.rawPath, headers: request.headers, body: request.body }, ctx.nowMs);
    if (!outcome.ok) return failure(401, outcome.message);
    return handler(ctx, ctx.ledger.book(outcome.account.apiKey), body, m[1] ?? '', request.body);
  }
  return failure(404, `Unknown path: ${request.path}`);
}

function isJsonType(value: string | string[] | undefined): boolean {
  return typeof value === 'string' && value.split(';')[0]!.trim().toLowerCase() === 'application/json';
}

function parseObject(text: string): Body | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Body) : null;
  } catch {
    return null;
  }
}

/** Path segments arrive percent-encoded; market ids are compared in lower case. */
function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw).toLowerCase();
  } catch {
    return null;
  }
}

function withMarket(raw: string, then: (market: string) => Answer): Answer {
  const market = segment(raw);
  if (market === null || !SYMBOL.test(market)) return failure(400, `Malformed market symbol: ${raw}`);
  if (!QUOTE_PRECISION.has(market)) return failure(404, `Unknown market: ${market}`);
  return then(market);
}

function activeOrders(book: AccountBook, market: string | undefined): Answer {
  return json(200, book.active(market).map((o) => orderRow(o, quotePrecision(o))));
}

/** A whole number field: absent or null → undefined; anything else must be a safe integer in range. */
function integerField(body: Body, name: string, min: number, max = Number.MAX_SAFE_INTEGER): number | undefined | string {
  const value = body[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < min || value > max) {
    return `${name} must be an integer from ${min} to ${max}`;
  }
  return value;
}

function history(ctx: PrivateContext, book: AccountBook, body: Body, market: string | undefined): Answer {
  const start = integerField(body, 'start', 0);
  const end = integerField(body, 'end', 0);
  const limit = integerField(body, 'limit', 1, HISTORY_LIMIT_MAX);
  const sort = body.sort ?? undefined;
  for (const v of [start, end, limit]) if (typeof v === 'string') return failure(400, v);
  if (sort !== undefined && sort !== 1 && sort !== -1) return failure(400, 'sort must be 1 (ascending) or -1 (descending)');
  // Only two given bounds can contradict each other; a window made empty by a default (say
  // an end older than two weeks without a start) is just an empty list.
  if (start !== undefined && end !== undefined && start > end) return failure(400, `start (${start}) is after end (${end})`);
  const from = (start as number | undefined) ?? ctx.nowMs - TWO_WEEKS_MS;
  const to = (end as number | undefined) ?? ctx.nowMs;
  const rows = book.executed().filter((o) => o.updatedAt >= from && o.updatedAt <= to && (market === undefined || o.market === market));
  if (sort !== 1) rows.reverse();
  return json(
    200,
    rows.slice(0, (limit as number | undefined) ?? HISTORY_LIMIT_DEFAULT).map((o) => orderRow(o, quotePrecision(o))),
  );
}

function trades(book: AccountBook, raw: string): Answer {
  const ref = segment(raw);
  const m = ref === null ? null : ORDER_REF.exec(ref);
  if (!m) return failure(400, `Malformed order reference: ${raw} (expected {market}:{order_id})`);
  const [, market, idText] = m as unknown as [string, string, string];
  if (!QUOTE_PRECISION.has(market)) return failure(404, `Unknown market: ${market}`);
  const order = book.order(Number(idText));
  // Another account's order and an order of another market look exactly like a missing one.
  if (!order || order.market !== market) return failure(404, `Order not found: ${idText}`);
  return json(200, order.trades.map(tradeRow));
}

const isOrderId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;

function cancelOne(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  if (!isOrderId(body.order_id)) return failure(400, 'order_id must be a positive integer');
  const outcome = ctx.ledger.cancel(book.apiKey, [body.order_id], ctx.nowMs);
  if (!outcome.ok) return failure(outcome.status, outcome.message);
  const [o] = outcome.orders as [LedgerOrder];
  return json(200, cancelledAnswer(o, quotePrecision(o)));
}

function cancelMany(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const ids = body.order_ids;
  if (!Array.isArray(ids) || ids.length === 0 || ids.length > CANCEL_MANY_MAX || !ids.every(isOrderId)) {
    return failure(400, `order_ids must be an array of 1 to ${CANCEL_MANY_MAX} positive integers`);
  }
  const outcome = ctx.ledger.cancel(book.apiKey, ids, ctx.nowMs);
  if (!outcome.ok) return failure(outcome.status, outcome.message);
  return json(
    200,
    outcome.orders.map((o) => cancelledAnswer(o, quotePrecision(o))),
  );
}
