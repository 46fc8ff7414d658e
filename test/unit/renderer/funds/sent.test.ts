import { describe, expect, it } from 'vitest';
import type { HistoryItem, HistoryPage, WithdrawalDetails } from '../../../../shared/contract/index.js';
import { withSent } from '../../../../renderer/funds/sent.js';

const item = (id: number, destination: string): HistoryItem => ({
  id,
  type: 'withdraw',
  createdAt: 1_700_000_000_000 - id,
  destination,
  currency: 'btc',
  currencyId: 2,
  amount: '0.1',
  status: 'done',
});
const page = (items: HistoryItem[], perPage = 100): HistoryPage => ({ totalItems: items.length, page: 1, perPage, items, currencies: ['btc'] });
const sent = (id: number, destination: string): WithdrawalDetails => ({
  id,
  createdAt: 1_800_000_000_000,
  destination,
  currency: 'btc',
  amount: '0.0042',
  status: 'pending',
  txid: '',
  sn: '',
  fee: '0.0005',
  totalAmount: '0.0047',
  referenceId: 'r',
  explorerUrl: null,
});

describe('a withdrawal just made, in the list of where the coin went', () => {
  it('comes first, as the exchange lists the newest, and counts once more', () => {
    const next = withSent(page([item(7, 'bc1old')]), sent(8, 'bc1new'));
    expect(next.items.map((i) => [i.id, i.destination, i.status, i.amount])).toEqual([
      [8, 'bc1new', 'pending', '0.0042'],
      [7, 'bc1old', 'done', '0.1'],
    ]);
    expect(next.totalItems).toBe(2);
    // The coin's number is taken from its siblings (shown only when the code is unknown).
    expect(next.items[0]!.currencyId).toBe(2);
  });

  it('is there once when the list has it already, with the answer\'s status', () => {
    const next = withSent(page([item(8, 'bc1new'), item(7, 'bc1old')]), sent(8, 'bc1new'));
    expect(next.items.map((i) => [i.id, i.status])).toEqual([
      [8, 'pending'],
      [7, 'done'],
    ]);
    expect(next.totalItems).toBe(2);
  });

  it('keeps the page its size: the oldest goes', () => {
    const next = withSent(page([item(2, 'a'), item(1, 'b')], 2), sent(3, 'c'));
    expect(next.items.map((i) => i.id)).toEqual([3, 2]);
    expect(next.totalItems).toBe(3);
  });

  it('names the coin among the page\'s currencies, and changes nothing in the page it was given', () => {
    const before = { ...page([]), currencies: [] };
    const next = withSent(before, sent(1, 'x'));
    expect(next.currencies).toEqual(['btc']);
    expect(before.items).toEqual([]);
  });
});
