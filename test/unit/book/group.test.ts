import { describe, expect, it } from 'vitest';
import type { Book, BookLevel } from '../../../shared/contract/index.js';
import { baseStep, groupBook, groupingSteps, groupLevels, roundToStep } from '../../../shared/book/group.js';

const level = (price: string, volume: string, orders = 1): BookLevel => ({ price, volume, orders });

describe('grouping a book by a price step', () => {
  it('rounds bids down and asks up to the step', () => {
    expect(roundToStep('100.37', '0.1', 'bids').toFixed()).toBe('100.3');
    expect(roundToStep('100.37', '0.1', 'asks').toFixed()).toBe('100.4');
    // A price already on the step stays where it is on both sides.
    expect(roundToStep('100.3', '0.1', 'bids').toFixed()).toBe('100.3');
    expect(roundToStep('100.3', '0.1', 'asks').toFixed()).toBe('100.3');
    expect(roundToStep('1234.5', '10', 'bids').toFixed()).toBe('1230');
    expect(roundToStep('1234.5', '10', 'asks').toFixed()).toBe('1240');
  });

  it('sums volumes exactly and counts orders of the levels that fall together', () => {
    const bids = [level('100.39', '0.1', 2), level('100.31', '0.2', 3), level('100.29', '0.7')];
    expect(groupLevels(bids, '0.1', 'bids')).toEqual([level('100.3', '0.3', 5), level('100.2', '0.7', 1)]);
    const asks = [level('100.41', '0.1'), level('100.5', '0.2', 4), level('100.51', '1.00000001')];
    expect(groupLevels(asks, '0.1', 'asks')).toEqual([level('100.5', '0.3', 5), level('100.6', '1.00000001', 1)]);
  });

  it('keeps book order (best first) on both sides and the book around them', () => {
    const book: Book = {
      symbol: 'btc_usdt',
      bids: [level('29999.5', '1'), level('29990', '2'), level('29981', '3')],
      asks: [level('30000.5', '1'), level('30009', '2'), level('30021', '3')],
      receivedAt: 42,
    };
    const grouped = groupBook(book, '10');
    expect(grouped.symbol).toBe('btc_usdt');
    expect(grouped.receivedAt).toBe(42);
    expect(grouped.bids.map((l) => l.price)).toEqual(['29990', '29980']);
    expect(grouped.bids.map((l) => l.volume)).toEqual(['3', '3']);
    expect(grouped.asks.map((l) => l.price)).toEqual(['30010', '30030']);
    expect(grouped.asks.map((l) => l.volume)).toEqual(['3', '3']);
  });

  it('groups by any positive step, not only powers of ten', () => {
    expect(roundToStep('1249.99', '100', 'bids').toFixed()).toBe('1200');
    expect(roundToStep('1200.01', '100', 'asks').toFixed()).toBe('1300');
    expect(roundToStep('10.3', '0.25', 'bids').toFixed()).toBe('10.25');
    expect(roundToStep('10.3', '0.25', 'asks').toFixed()).toBe('10.5');
    expect(groupLevels([level('10.3', '1'), level('10.26', '2'), level('10.2', '4')], '0.25', 'bids')).toEqual([
      level('10.25', '3', 2),
      level('10', '4', 1),
    ]);
  });

  it('with the finest step changes nothing but canonical text', () => {
    const bids = [level('0.0123', '5'), level('0.0122', '6')];
    expect(groupLevels(bids, '0.0001', 'bids')).toEqual(bids);
  });

  it('refuses a step that is not positive and handles an empty side', () => {
    expect(() => groupLevels([level('1', '1')], '0', 'bids')).toThrow(RangeError);
    expect(groupLevels([], '0.1', 'asks')).toEqual([]);
  });

  it('offers the market precision and coarser steps', () => {
    expect(baseStep(2)).toBe('0.01');
    expect(baseStep(0)).toBe('1');
    expect(baseStep(-1)).toBe('10');
    expect(groupingSteps(2)).toEqual(['0.01', '0.1', '1', '10']);
    expect(groupingSteps(8, 2)).toEqual(['0.00000001', '0.0000001']);
  });
});
