/**
 * A redeem's answer put into the code list on screen, so a redeem costs no list read
 * (docs/codes.md, "Round trips"). Pure: the view passes what it shows and how it is ordered.
 */
import type { TransferCode } from '../../shared/contract/index.js';
import { dec } from '../../shared/decimal.js';

export interface ListShown {
  which: 'issued' | 'redeemed';
  page: number;
  perPage: number;
  orderBy: 'created_at' | 'redeemed_at' | 'amount';
  orderDir: 'asc' | 'desc';
  /** The issued list's status filter; empty: all. */
  statuses: readonly string[];
}

function compare(a: TransferCode, b: TransferCode, orderBy: ListShown['orderBy'], now: number): number {
  if (orderBy === 'amount') return dec(a.amount).cmp(dec(b.amount));
  // Just redeemed: an answer without the time is as new as it gets.
  const time = (c: TransferCode) => (orderBy === 'created_at' ? c.createdAt : c.redeemedAt) ?? now;
  return time(a) - time(b);
}

/**
 * The list with the redeemed code in it: its row replaced where it is shown (a code of one's
 * own, in the issued list, changes status; one the status filter no longer keeps leaves); in
 * "redeemed by me" on the first page a new row goes where the order puts it. On a later page a
 * new code is not shown: it belongs before, and the pages shift on the next read.
 */
export function withRedeemed(list: readonly TransferCode[], code: TransferCode, shown: ListShown, now: number): TransferCode[] {
  const at = list.findIndex((c) => c.id === code.id);
  if (at >= 0) {
    const kept = shown.which === 'redeemed' || shown.statuses.length === 0 || shown.statuses.includes(code.status);
    return kept ? list.map((c, i) => (i === at ? code : c)) : list.filter((_, i) => i !== at);
  }
  if (shown.which !== 'redeemed' || shown.page !== 1) return [...list];
  const sign = shown.orderDir === 'asc' ? 1 : -1;
  const before = list.findIndex((c) => sign * compare(code, c, shown.orderBy, now) <= 0);
  const index = before < 0 ? list.length : before;
  if (index >= shown.perPage) return [...list];
  return [...list.slice(0, index), code, ...list.slice(index)].slice(0, shown.perPage);
}
