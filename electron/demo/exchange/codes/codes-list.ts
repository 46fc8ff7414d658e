/**
 * The two lists of transfer codes (issued-by-me, redeemed-by-me): the body table of the
 * document checked strictly, then ordering and one page. The document gives no total, so a
 * list answers just the page: an empty array past the last one.
 */
import { CODE_STATUSES, type CodeStatus, type TransferCode } from './codes.js';

export const CODES_PER_PAGE_DEFAULT = 10;
/** The document names no maximum; this is the demo's. */
export const CODES_PER_PAGE_MAX = 100;
const INT32_MAX = 2_147_483_647;
const ORDER_BY = ['created_at', 'redeemed_at', 'amount'] as const;
type OrderBy = (typeof ORDER_BY)[number];

export interface CodeQuery {
  page: number;
  perPage: number;
  orderBy: OrderBy;
  descending: boolean;
  statuses: ReadonlySet<CodeStatus> | null;
}

type Body = Record<string, unknown>;

function intField(body: Body, name: string, max: number, fallback: number): number | string {
  const v = body[name];
  if (v === undefined || v === null) return fallback;
  return typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= max ? v : `${name} must be an integer from 1 to ${max}`;
}

/** @param withStatus issued-by-me takes a status filter; redeemed-by-me does not (the key is ignored there, like any unknown key). */
export function parseCodeQuery(body: Body, defaultOrder: OrderBy, withStatus: boolean): CodeQuery | string {
  const page = intField(body, 'page', INT32_MAX, 1);
  const perPage = intField(body, 'per_page', CODES_PER_PAGE_MAX, CODES_PER_PAGE_DEFAULT);
  if (typeof page === 'string') return page;
  if (typeof perPage === 'string') return perPage;
  const orderBy = body.order_by ?? defaultOrder;
  if (!(ORDER_BY as readonly unknown[]).includes(orderBy)) return `order_by must be ${ORDER_BY.join(', ')}`;
  const orderDir = body.order_dir ?? 'desc';
  if (orderDir !== 'asc' && orderDir !== 'desc') return 'order_dir must be asc or desc';
  let statuses: ReadonlySet<CodeStatus> | null = null;
  const wanted = withStatus ? body.status : undefined;
  if (wanted !== undefined && wanted !== null) {
    if (!Array.isArray(wanted) || !wanted.every((s) => (CODE_STATUSES as readonly unknown[]).includes(s))) return `status must be an array of ${CODE_STATUSES.join(', ')}`;
    // An empty list filters nothing out, as an absent one.
    if (wanted.length) statuses = new Set(wanted as CodeStatus[]);
  }
  return { page, perPage, orderBy: orderBy as OrderBy, descending: orderDir === 'desc', statuses };
}

/** A code not redeemed yet sorts before every redeemed one on redeemed_at (so last when descending). */
function key(c: TransferCode, by: OrderBy): number {
  return by === 'redeemed_at' ? (c.redeemedAt ?? -1) : c.createdAt;
}

/** Ties fall back to the creation time, then the id, in the same direction: pages never overlap or skip. */
export function listCodes(codes: readonly TransferCode[], q: CodeQuery): TransferCode[] {
  const sign = q.descending ? -1 : 1;
  const hits = codes
    .filter((c) => q.statuses === null || q.statuses.has(c.status))
    .sort((a, b) => sign * ((q.orderBy === 'amount' ? a.amount.cmp(b.amount) : key(a, q.orderBy) - key(b, q.orderBy)) || a.createdAt - b.createdAt || a.id - b.id));
  const start = (q.page - 1) * q.perPage;
  return hits.slice(start, start + q.perPage);
}
