import { describe, expect, it } from 'vitest';
import { barsPath, spreadLine, visibleRows } from '../../../../renderer/markets/book-rows.js';

const level = (price: string, volume: string) => ({ price, volume, orders: 1 });
const digits = { price: 2, amount: 4, total: 2 };

describe('visible order book rows', () => {
  it('formats only the first rows of each side, with cumulative totals and exact text', () => {
    const book = {
      asks: [level('101', '0.1'), level('102', '0.2'), level('103', '5')],
      bids: [level('99.5', '0.3'), level('99', '0.1')],
    };
    const { asks, bids } = visibleRows(book, 2, digits);
    expect(asks.map((r) => [r.key, r.price, r.amount, r.total])).toEqual([
      ['101', '101.00', '0.1000', '10.10'],
      ['102', '102.00', '0.2000', '30.50'],
    ]);
    // 99.5 × 0.3, then that plus 99 × 0.1: what it takes to sell down to each price.
    expect(bids.map((r) => r.total)).toEqual(['29.85', '39.75']);
    // Shading: cumulative volume over the deeper visible side (asks 0.3, bids 0.4).
    [0.25, 0.75].forEach((share, i) => expect(asks[i]!.depth).toBeCloseTo(share, 9));
    [0.75, 1].forEach((share, i) => expect(bids[i]!.depth).toBeCloseTo(share, 9));
  });

  it('copes with an empty side', () => {
    const { asks, bids } = visibleRows({ asks: [], bids: [level('1', '0')] }, 20, digits);
    expect(asks).toEqual([]);
    expect(bids[0]!.depth).toBe(0);
  });

  it('draws the shading bars of a side as one path, a row per unit of height', () => {
    expect(barsPath([{ depth: 0.25 }, { depth: 0 }, { depth: 1 }])).toBe('M0.75,0H1V1H0.75ZM0,2H1V3H0Z');
    expect(barsPath([])).toBe('');
  });
});

describe('the spread line', () => {
  it('says the spread in the quote currency and as a percentage of the mid price', () => {
    expect(spreadLine({ absolute: '2.1', percent: '0.0032956' }, 2, 'USDT')).toBe('Spread: 2.10 USDT (0.003 %)');
    expect(spreadLine(null, 2, 'USDT')).toBe('Spread: —');
  });

  it('a spread that is not zero never reads as 0.000 %: a few cents on a price of tens of thousands', () => {
    expect(spreadLine({ absolute: '0.08', percent: '0.000125549' }, 2, 'USDT')).toBe('Spread: 0.08 USDT (< 0.001 %)');
    expect(spreadLine({ absolute: '0', percent: '0' }, 2, 'USDT')).toBe('Spread: 0.00 USDT (0.000 %)');
  });
});
