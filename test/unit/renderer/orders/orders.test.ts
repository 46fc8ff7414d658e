import { describe, expect, it } from 'vitest';
import type { Order } from '../../../../shared/contract/index.js';
import type { Market } from '../../../../shared/contract/index.js';
import {
  cancelManyOutcome,
  cancelOutcome,
  filledAmount,
  formatBaseAmount,
  formatPrice,
  marketName,
  marketsOf,
  ordersShown,
  pruned,
  selectedShown,
  selectionOf,
  toggled,
  typeLabel,
  unitsOf,
  withShown,
  withUnit,
  withoutCancelled,
} from '../../../../renderer/orders/orders.js';

function order(id: number, patch: Partial<Order> = {}): Order {
  return {
    id,
    market: 'btc_usdt',
    createdAt: 1_700_000_000_000 + id,
    updatedAt: 1_700_000_000_000 + id,
    amount: '0.5',
    initialAmount: '1.25',
    side: 'buy',
    type: 'LIMIT',
    status: 'active',
    price: '43000.5',
    avgPrice: '0',
    ...patch,
  };
}

const btc: Market = { id: 'btc_usdt', baseUnit: 'btc', quoteUnit: 'usdt', basePrecision: 6, quotePrecision: 2, displayPrecision: 1, priceChange: '0' };
const markets = new Map([[btc.id, btc]]);

describe('order figures', () => {
  it('filled is initial minus what is left, in decimals and never negative', () => {
    expect(filledAmount({ amount: '0.5', initialAmount: '1.25' })).toBe('0.75');
    expect(filledAmount({ amount: '0.1', initialAmount: '0.3' })).toBe('0.2');
    expect(filledAmount({ amount: '2', initialAmount: '1' })).toBe('0');
    expect(filledAmount({ amount: 'x', initialAmount: '1' })).toBe('0');
  });

  it('formats prices and amounts in the market precision, or every digit for an unknown market', () => {
    expect(formatPrice('43000.505', btc)).toBe('43,000.51');
    expect(formatBaseAmount('1.25', btc)).toBe('1.250000');
    expect(formatPrice('0.00012300', undefined)).toBe('0.000123');
    expect(marketName('btc_usdt', markets)).toBe('BTC/USDT');
    expect(marketName('doge_uah', markets)).toBe('DOGE/UAH');
    expect(typeLabel('LIMIT')).toBe('Limit');
    expect(typeLabel('stop_limit')).toBe('Stop limit');
  });

  it('gives every figure its unit, from the market list or the key; a word stands alone', () => {
    expect(unitsOf('btc_usdt', markets)).toEqual({ base: 'BTC', quote: 'USDT' });
    expect(unitsOf('doge_uah', markets)).toEqual({ base: 'DOGE', quote: 'UAH' });
    expect(withUnit(formatPrice('43000.505', btc), 'USDT')).toBe('43,000.51 USDT');
    expect(withUnit('•••••', 'BTC')).toBe('••••• BTC');
    expect(withUnit('Market', 'USDT')).toBe('Market');
    expect(withUnit('—', 'USDT')).toBe('—');
  });

  it('filters by market and shows the newest first', () => {
    const list = [order(1), order(3, { market: 'eth_usdt' }), order(2)];
    expect(ordersShown(list, '').map((o) => o.id)).toEqual([3, 2, 1]);
    expect(ordersShown(list, 'btc_usdt').map((o) => o.id)).toEqual([2, 1]);
    expect(marketsOf(list)).toEqual(['btc_usdt', 'eth_usdt']);
  });
});

describe('selection of open orders', () => {
  const list = [order(1), order(2), order(3, { market: 'eth_usdt' })];

  it('toggles one id without touching the set it came from', () => {
    const empty = new Set<number>();
    const one = toggled(empty, 2, true);
    expect([...one]).toEqual([2]);
    expect(empty.size).toBe(0);
    expect([...toggled(one, 2, false)]).toEqual([]);
  });

  it('drops orders that left the list, and keeps the same set when nothing changed', () => {
    const chosen = new Set([1, 2, 9]);
    expect([...pruned(chosen, list)]).toEqual([1, 2]);
    const kept = new Set([1, 3]);
    expect(pruned(kept, list)).toBe(kept);
  });

  it('knows all, some or none of the shown rows, and selects or clears only the shown ones', () => {
    const btcOnly = ordersShown(list, 'btc_usdt');
    expect(selectionOf(new Set(), btcOnly)).toBe('none');
    expect(selectionOf(new Set([1]), btcOnly)).toBe('some');
    expect(selectionOf(new Set([1, 2, 3]), btcOnly)).toBe('all');
    const all = withShown(new Set([3]), btcOnly, true);
    expect([...all].sort()).toEqual([1, 2, 3]);
    expect([...withShown(all, btcOnly, false)]).toEqual([3]);
    // What "Cancel selected" sends: the selected rows that are shown, in table order.
    expect(selectedShown(new Set([1, 2, 3]), btcOnly)).toEqual([2, 1]);
  });
});

describe('what a cancel answer means', () => {
  const done = { id: 7, side: 'buy', type: 'limit', price: '1', avgExecutionPrice: '0', symbol: 'btc_usdt', timestamp: 1, originalAmount: '1', remainingAmount: '1', executedAmount: '0' };

  it('a yes: cancelled, refresh', () => {
    expect(cancelOutcome(7, { ok: true, value: done })).toMatchObject({ tone: 'done', refresh: true });
    expect(cancelOutcome(7, { ok: true, value: done }).text).toContain('Order 7 was cancelled');
  });

  it('a no from the person: nothing alarming', () => {
    expect(cancelOutcome(7, { ok: false, error: { kind: 'declined', message: 'Declined: nothing was sent to the exchange.' } })).toEqual({
      tone: 'quiet',
      text: 'Nothing was cancelled.',
      refresh: false,
    });
  });

  it('an unknown outcome says so and refreshes; other errors keep their own words', () => {
    const unknown = cancelOutcome(7, { ok: false, error: { kind: 'unknown-outcome', message: 'timeout' } });
    expect(unknown.tone).toBe('unknown');
    expect(unknown.refresh).toBe(true);
    expect(unknown.text).toMatch(/cannot tell whether/);
    expect(cancelOutcome(7, { ok: false, error: { kind: 'locked', message: 'Satchel is locked.' } })).toEqual({ tone: 'error', text: 'Satchel is locked.', refresh: false });
  });

  it('cancel many: counts, names what was not cancelled, and handles an answer without ids', () => {
    expect(cancelManyOutcome([1, 2], { ok: true, value: { cancelled: [1, 2], itemized: true } })).toMatchObject({ tone: 'done', text: '2 orders were cancelled.' });
    expect(cancelManyOutcome([1, 2], { ok: true, value: { cancelled: [2], itemized: true } })).toMatchObject({
      tone: 'unknown',
      text: '1 order was cancelled. Not cancelled: 1. The list has been refreshed.',
    });
    expect(cancelManyOutcome([1, 2], { ok: true, value: { cancelled: [], itemized: false } })).toMatchObject({ tone: 'done', refresh: true });
    expect(cancelManyOutcome([1], { ok: false, error: { kind: 'declined', message: 'x' } }).text).toBe('Nothing was cancelled.');
  });
});

describe('a cancel answer in the open orders', () => {
  const open = [order(1), order(2), order(3)];

  it('takes out the orders the answer names, keeping the order of the rest', () => {
    expect(withoutCancelled(open, [2]).map((o) => o.id)).toEqual([1, 3]);
    expect(withoutCancelled(open, [3, 1]).map((o) => o.id)).toEqual([2]);
  });

  it('leaves the list as it is when none of them is in it (gone already, or an answer that names none)', () => {
    expect(withoutCancelled(open, [9])).toBe(open);
    expect(withoutCancelled(open, [])).toBe(open);
  });
});
