/**
 * /v3/auth/assets-history: the filters of the document's body table, checked strictly, then
 * applied to one account's deposits and withdrawals. Every refusal names the field.
 */
import { jsonNumber, type JsonValue } from '../../../../shared/json/lossless.js';
import { CURRENCIES, currencyById, currencyId } from '../market/catalog.js';
import { historyItem, historyStatus } from './funds-answers.js';
import { type Operation } from './funds.js';

export const PER_PAGE_DEFAULT = 20;
/** The document names no maximum; this is the demo's. */
export const PER_PAGE_MAX = 100;
const INT32_MAX = 2_147_483_647;
const STATUSES = ['done', 'pending', 'canceled'] as const;
type Status = (typeof STATUSES)[number];

export interface HistoryQuery {
  kind: Operation['kind'] | null;
  currencyIds: ReadonlySet<number> | null;
  statuses: ReadonlySet<Status> | null;
  /** Inclusive bounds on the creation time, in seconds. */
  from: number | null;
  to: number | null;
  page: number;
  perPage: number;
  orderBy: 'created_at' | 'amount';
  descending: boolean;
}

type Body = Record<string, unknown>;

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** A whole number field in [min, max]; absent or null → the default. */
function intField(body: Body, name: string, min: number, max: number, fallback: number | null): number | null | string {
  const v = body[name];
  if (v === undefined || v === null) return fallback;
  return isInt(v, min, max) ? v : `${name} must be an integer from ${min} to ${max}`;
}

function currencyIds(v: unknown): ReadonlySet<number> | null | string {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || !v.every((x) => isInt(x, 1, INT32_MAX))) return 'currency_ids must be an array of currency ids (positive integers)';
  const unknown = v.filter((id: number) => !currencyById(id));
  if (unknown.length) return `currency_ids: no currency has id ${unknown.join(', ')}`;
  // An empty list filters nothing out, as an absent one.
  return v.length ? new Set(v as number[]) : null;
}

function statuses(v: unknown): ReadonlySet<Status> | null | string {
  if (v === undefined || v === null) return null;
  if (!Array.isArray(v) || !v.every((s) => (STATUSES as readonly unknown[]).includes(s))) return `statuses must be an array of ${STATUSES.join(', ')}`;
  return v.length ? new Set(v as Status[]) : null;
}

/** The query, or why it is refused. `type` is the optional path segment. */
export function parseHistoryQuery(type: string, body: Body): HistoryQuery | string {
  const ids = currencyIds(body.currency_ids);
  const wanted = statuses(body.statuses);
  const from = intField(body, 'date_from', 0, INT32_MAX, null);
  const to = intField(body, 'date_to', 0, INT32_MAX, null);
  const page = intField(body, 'page', 1, INT32_MAX, 1);
  const perPage = intField(body, 'per_page', 1, PER_PAGE_MAX, PER_PAGE_DEFAULT);
  for (const v of [ids, wanted, from, to, page, perPage]) if (typeof v === 'string') return v;
  const orderBy = body.order_by ?? 'created_at';
  if (orderBy !== 'created_at' && orderBy !== 'amount') return 'order_by must be created_at or amount';
  const orderDir = body.order_dir ?? 'desc';
  if (orderDir !== 'asc' && orderDir !== 'desc') return 'order_dir must be asc or desc';
  if (from !== null && to !== null && (from as number) > (to as number)) return `date_from (${from}) is after date_to (${to})`;
  return {
    kind: type === 'withdraws' ? 'withdraw' : type === 'deposits' ? 'deposit' : null,
    currencyIds: ids as ReadonlySet<number> | null,
    statuses: wanted as ReadonlySet<Status> | null,
    from: from as number | null,
    to: to as number | null,
    page: page as number,
    perPage: perPage as number,
    orderBy,
    descending: orderDir === 'desc',
  };
}

function matches(q: HistoryQuery, op: Operation): boolean {
  const seconds = Math.floor(op.createdAt / 1000);
  return (
    (q.kind === null || op.kind === q.kind) &&
    (q.currencyIds === null || q.currencyIds.has(currencyId(op.currency))) &&
    (q.statuses === null || q.statuses.has(historyStatus(op))) &&
    (q.from === null || seconds >= q.from) &&
    (q.to === null || seconds <= q.to)
  );
}

/** Ties on the key fall back to time, then id, so pages never overlap or skip. */
function compare(q: HistoryQuery): (a: Operation, b: Operation) => number {
  const sign = q.descending ? -1 : 1;
  return (a, b) => sign * ((q.orderBy === 'amount' ? a.amount.cmp(b.amount) : 0) || a.createdAt - b.createdAt || a.id - b.id);
}

/**
 * `currencies` lists the codes of every operation the filters let through, on every page (in
 * the currencies' order), so a client can offer them as filters whatever page it shows.
 */
export function historyAnswer(ops: readonly Operation[], q: HistoryQuery): JsonValue {
  const hits = ops.filter((op) => matches(q, op)).sort(compare(q));
  const start = (q.page - 1) * q.perPage;
  const codes = new Set(hits.map((op) => op.currency));
  return {
    total_items: jsonNumber(String(hits.length)),
    items: hits.slice(start, start + q.perPage).map(historyItem),
    currencies: CURRENCIES.filter((c) => codes.has(c.code)).map((c) => c.code),
  };
}
