import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FundsSettled, HistoryItem } from '../../../shared/contract/index.js';
import { Batcher } from '../../../electron/core/funds/batcher.js';
import { SettlementWatch, summarize } from '../../../electron/core/funds/settlements.js';

afterEach(() => vi.useRealTimers());

const item = (id: number, status: string, type: HistoryItem['type'] = 'deposit', amount = '1', currency = 'btc'): HistoryItem => ({
  id,
  type,
  createdAt: 0,
  destination: '',
  currency,
  currencyId: 1,
  amount,
  status,
});

describe('notification batching', () => {
  it('hands on the first event at once, then at most one batch per gap, with everything held in it', () => {
    vi.useFakeTimers();
    const flushed: number[][] = [];
    const batcher = new Batcher<number>({ gapMs: 20_000, flush: (items) => flushed.push(items) });
    batcher.add([1]);
    expect(flushed).toEqual([[1]]);
    batcher.add([2]);
    vi.advanceTimersByTime(5_000);
    batcher.add([3, 4]);
    expect(flushed).toEqual([[1]]);
    vi.advanceTimersByTime(15_000);
    expect(flushed).toEqual([[1], [2, 3, 4]]);
    vi.advanceTimersByTime(60_000);
    expect(flushed).toHaveLength(2);
    batcher.add([5]);
    expect(flushed).toEqual([[1], [2, 3, 4], [5]]);
  });

  it('clear() drops what is held', () => {
    vi.useFakeTimers();
    const flushed: number[][] = [];
    const batcher = new Batcher<number>({ gapMs: 20_000, flush: (items) => flushed.push(items) });
    batcher.add([1]);
    batcher.add([2]);
    batcher.clear();
    vi.advanceTimersByTime(30_000);
    expect(flushed).toEqual([[1]]);
  });
});

describe('deposits credited and withdrawals completed', () => {
  it('sums several operations per currency, exactly', () => {
    expect(summarize([item(1, 'done', 'deposit', '0.1'), item(2, 'done', 'deposit', '0.2'), item(3, 'done', 'withdraw', '5', 'usdt')])).toEqual({
      deposits: [{ currency: 'btc', amount: '0.3' }],
      withdrawals: [{ currency: 'usdt', amount: '5' }],
    });
  });

  it('says nothing about what was there at the start; tells of new done operations and of pending ones that finished', async () => {
    let page: HistoryItem[] = [item(1, 'done'), item(2, 'pending', 'withdraw', '0.5')];
    const told: FundsSettled[] = [];
    const watch = new SettlementWatch({ read: async () => page, intervalMs: () => 60_000, notify: (s) => told.push(s), gapMs: 0 });
    await watch.check();
    expect(told).toEqual([]);
    page = [item(3, 'done', 'deposit', '2'), item(1, 'done'), item(2, 'done', 'withdraw', '0.5'), item(4, 'pending')];
    await watch.check();
    expect(told).toEqual([{ deposits: [{ currency: 'btc', amount: '2' }], withdrawals: [{ currency: 'btc', amount: '0.5' }] }]);
    await watch.check();
    expect(told).toHaveLength(1);
    watch.close();
  });

  it('after an account switch the first look is a new start', async () => {
    let page: HistoryItem[] = [item(1, 'done')];
    const told: FundsSettled[] = [];
    const watch = new SettlementWatch({ read: async () => page, intervalMs: () => 60_000, notify: (s) => told.push(s), gapMs: 0 });
    await watch.check();
    page = [item(9, 'done'), item(8, 'done')];
    watch.reset();
    await watch.check();
    expect(told).toEqual([]);
    watch.close();
  });
});
