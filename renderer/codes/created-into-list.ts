/**
 * A creation's answer put into the code list on screen, so a creation costs no list read
 * (docs/codes.md, "Round trips"). Pure: the store passes what it shows and how it is ordered.
 */
import type { TransferCode } from '../../shared/contract/index.js';
import { maskCode } from '../../shared/codes/mask.js';
import { dec } from '../../shared/decimal.js';
import type { ListShown } from './redeemed-into-list.js';

/**
 * The list with the new code in it, or null when where it goes is not known and the list must be
 * read: sorted by redemption time, the exchange says nowhere where a code not redeemed yet goes.
 * It goes only into "issued by me", on the first page, when the status filter keeps it, where
 * the order puts it (ties as the exchange breaks them: by creation time, then id, in the same
 * direction; the new code is the newest and has the highest id); the page keeps its size. Its
 * text is masked, as every list carries codes: the whole code is the creating view's to show.
 */
export function withCreated(list: readonly TransferCode[], created: TransferCode, shown: ListShown, now: number): TransferCode[] | null {
  if (shown.which !== 'issued' || shown.page !== 1) return [...list];
  if (shown.statuses.length > 0 && !shown.statuses.includes(created.status)) return [...list];
  if (shown.orderBy === 'redeemed_at') return null;
  const code: TransferCode = { ...created, code: maskCode(created.code), createdAt: created.createdAt ?? now };
  const sign = shown.orderDir === 'asc' ? 1 : -1;
  const primary = (a: TransferCode, b: TransferCode) => (shown.orderBy === 'amount' ? dec(a.amount).cmp(dec(b.amount)) : (a.createdAt ?? now) - (b.createdAt ?? now));
  const compare = (a: TransferCode, b: TransferCode) => primary(a, b) || (a.createdAt ?? now) - (b.createdAt ?? now) || a.id - b.id;
  const before = list.findIndex((c) => sign * compare(code, c) < 0);
  const index = before < 0 ? list.length : before;
  if (index >= shown.perPage) return [...list];
  return [...list.slice(0, index), code, ...list.slice(index)].slice(0, shown.perPage);
}
