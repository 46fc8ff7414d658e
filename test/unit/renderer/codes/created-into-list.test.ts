import { describe, expect, it } from 'vitest';
import type { TransferCode } from '../../../../shared/contract/index.js';
import { withCreated } from '../../../../renderer/codes/created-into-list.js';
import type { ListShown } from '../../../../renderer/codes/redeemed-into-list.js';

const WHOLE = 'a1b2c-22222-33333-44444-55555-66666-77777-88888-99999-BTC-SVC';
const code = (id: number, amount: string, status = 'active'): TransferCode =>
  ({ id, amount, createdAt: id * 1000, redeemedAt: null, status, currency: 'btc', code: 'a1b2c-•••••-…-BTC-SVC', sn: String(id), recipient: 'all', comment: '', privateComment: '' }) as TransferCode;
const fresh = (id: number, amount: string, status = 'active'): TransferCode => ({ ...code(id, amount, status), code: WHOLE });
const issued: ListShown = { which: 'issued', page: 1, perPage: 3, orderBy: 'created_at', orderDir: 'desc', statuses: [] };
const ids = (list: TransferCode[] | null) => list?.map((c) => c.id);

describe('a created code put into the list shown', () => {
  it('goes first in "issued by me", newest first, masked, and the page keeps its size', () => {
    const list = [code(3, '1'), code(2, '1'), code(1, '1')];
    const next = withCreated(list, fresh(9, '0.5'), issued, 0);
    expect(ids(next)).toEqual([9, 3, 2]);
    expect(next![0]!.code).toBe('a1b2c-•••••-…-BTC-SVC');
    expect(ids(withCreated(list, { ...fresh(9, '0.5'), createdAt: null }, issued, 99_000))).toEqual([9, 3, 2]);
  });

  it('goes where the order puts it, ties after older codes when ascending, or not at all past the page', () => {
    const list = [code(1, '0.1'), code(2, '0.5')];
    const byAmount: ListShown = { ...issued, orderBy: 'amount', orderDir: 'asc' };
    expect(ids(withCreated(list, fresh(9, '0.3'), byAmount, 0))).toEqual([1, 9, 2]);
    expect(ids(withCreated(list, fresh(9, '0.5'), byAmount, 0))).toEqual([1, 2, 9]);
    expect(ids(withCreated(list, fresh(9, '0.5'), { ...byAmount, orderDir: 'desc' }, 0))).toEqual([9, 1, 2]);
    expect(ids(withCreated([code(1, '0.1'), code(2, '0.2'), code(3, '0.3')], fresh(9, '0.9'), byAmount, 0))).toEqual([1, 2, 3]);
    expect(ids(withCreated(list, fresh(9, '0.3'), { ...issued, orderDir: 'asc' }, 0))).toEqual([1, 2, 9]);
  });

  it('is not added to a later page, to "redeemed by me", or past a status filter that does not keep it', () => {
    const list = [code(1, '1')];
    expect(ids(withCreated(list, fresh(9, '1'), { ...issued, page: 2 }, 0))).toEqual([1]);
    expect(ids(withCreated(list, fresh(9, '1'), { ...issued, which: 'redeemed' }, 0))).toEqual([1]);
    expect(ids(withCreated(list, fresh(9, '1'), { ...issued, statuses: ['canceled'] }, 0))).toEqual([1]);
    expect(ids(withCreated(list, fresh(9, '1'), { ...issued, statuses: ['active'] }, 0))).toEqual([9, 1]);
  });

  it('asks for a read when the order is by redemption time (where an unredeemed code goes is not documented)', () => {
    expect(withCreated([code(1, '1')], fresh(9, '1'), { ...issued, orderBy: 'redeemed_at' }, 0)).toBeNull();
  });
});
