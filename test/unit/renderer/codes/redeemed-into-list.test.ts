import { describe, expect, it } from 'vitest';
import type { TransferCode } from '../../../../shared/contract/index.js';
import { withRedeemed, type ListShown } from '../../../../renderer/codes/redeemed-into-list.js';

const code = (id: number, amount: string, redeemedAt: number | null, status = 'redeemed'): TransferCode =>
  ({ id, amount, redeemedAt, createdAt: id * 1000, status, currency: 'btc', code: '', sn: String(id), recipient: 'all', comment: '', privateComment: '' }) as unknown as TransferCode;
const redeemedView: ListShown = { which: 'redeemed', page: 1, perPage: 3, orderBy: 'redeemed_at', orderDir: 'desc', statuses: [] };
const ids = (list: TransferCode[]) => list.map((c) => c.id);

describe('a redeemed code put into the list shown', () => {
  it('goes first in "redeemed by me", newest first, and the page keeps its size', () => {
    const list = [code(3, '1', 300), code(2, '1', 200), code(1, '1', 100)];
    expect(ids(withRedeemed(list, code(9, '0.5', 900), redeemedView, 0))).toEqual([9, 3, 2]);
    expect(ids(withRedeemed(list, code(9, '0.5', null), redeemedView, 1000))).toEqual([9, 3, 2]);
  });

  it('goes where the order puts it, or not at all when that is past the page', () => {
    const list = [code(1, '0.1', 100), code(2, '0.5', 200)];
    expect(ids(withRedeemed(list, code(9, '0.3', 900), { ...redeemedView, orderBy: 'amount', orderDir: 'asc' }, 0))).toEqual([1, 9, 2]);
    expect(ids(withRedeemed(list, code(9, '0.9', 900), { ...redeemedView, orderBy: 'amount', orderDir: 'asc' }, 0))).toEqual([1, 2, 9]);
    const full = [code(1, '0.1', 100), code(2, '0.2', 200), code(3, '0.3', 300)];
    expect(ids(withRedeemed(full, code(9, '0.9', 900), { ...redeemedView, orderBy: 'amount', orderDir: 'asc' }, 0))).toEqual([1, 2, 3]);
  });

  it('is not added to a later page (it belongs before), nor to the issued list', () => {
    const list = [code(1, '1', 100)];
    expect(ids(withRedeemed(list, code(9, '1', 900), { ...redeemedView, page: 2 }, 0))).toEqual([1]);
    expect(ids(withRedeemed(list, code(9, '1', 900), { ...redeemedView, which: 'issued' }, 0))).toEqual([1]);
  });

  it('replaces its row where it is shown: one’s own code in the issued list changes status, or leaves a filter that no longer keeps it', () => {
    const list = [code(1, '1', null, 'active'), code(2, '1', null, 'active')];
    const issued: ListShown = { ...redeemedView, which: 'issued', orderBy: 'created_at' };
    expect(withRedeemed(list, code(2, '1', 500), issued, 0).map((c) => c.status)).toEqual(['active', 'redeemed']);
    expect(ids(withRedeemed(list, code(2, '1', 500), { ...issued, statuses: ['active'] }, 0))).toEqual([1]);
    expect(ids(withRedeemed(list, code(2, '1', 500), { ...issued, statuses: ['redeemed'] }, 0))).toEqual([1, 2]);
  });
});
