import { describe, expect, it } from 'vitest';
import { amountTicks, depthChart, niceStep, priceTicks, readDepth } from '../../../../renderer/markets/depth-chart.js';

const level = (price: string, volume: string) => ({ price, volume, orders: 1 });

describe('depth chart geometry', () => {
  it('centres the mid price on a range symmetric around it', () => {
    const chart = depthChart(
      { bids: [level('99', '1'), level('98', '2'), level('90', '5')], asks: [level('101', '1'), level('104', '3')] },
      200,
      100,
      0,
    )!;
    expect(chart.mid).toBe('100');
    // The nearer far end (asks reach 104) decides the half width: 96 … 104.
    expect(chart.low).toBe('96');
    expect(chart.high).toBe('104');
    // Bids below 96 are outside the range and do not count.
    expect(chart.maxDepth).toBe('4');
    // Bid line: from best bid (x=75) at the baseline up to cum 1, left to 98 (x=50), up to cum 3, then to the left edge.
    expect(chart.bidLine).toBe('M75,100V75H50V25H0');
    expect(chart.askLine).toBe('M125,100V75H200V0H200');
    expect(chart.bidArea).toBe('M75,100V75H50V25H0V100Z');
  });

  it('draws levels that share a pixel as one step, the deepest of them', () => {
    const chart = depthChart(
      { bids: [level('99.99', '1'), level('99.989', '1'), level('99.9', '1')], asks: [level('100.01', '1'), level('100.1', '1')] },
      2,
      30,
      0,
    )!;
    // Range 99.9 … 100.1 over 2 px: the first two bids land on x = 0.9, so one step up to their sum.
    expect(chart.bidLine).toBe('M0.9,30V10H0V0H0');
    expect(chart.maxDepth).toBe('3');
  });

  it('draws one side alone, and nothing for an empty book', () => {
    const chart = depthChart({ bids: [level('10', '1'), level('9', '1')], asks: [] }, 100, 50)!;
    expect(chart.askArea).toBe('');
    expect(chart.bidLine.startsWith('M50,50')).toBe(true);
    expect(depthChart({ bids: [], asks: [] }, 100, 50)).toBeNull();
  });
});

describe('depth chart numbers', () => {
  it('keeps the deepest volume exact while the geometry uses floats', () => {
    const bids = Array.from({ length: 300 }, (_, i) => level(String(1000 - i), '0.1'));
    const asks = Array.from({ length: 300 }, (_, i) => level(String(1001 + i), '0.1'));
    const chart = depthChart({ bids, asks }, 600, 100, 0)!;
    // 300 × 0.1 in floats would be 30.000000000000156; the label must say 30.
    expect(chart.maxDepth).toBe('30');
    expect(chart.bidLine.startsWith('M299.5,100V')).toBe(true);
    expect(chart.askLine.endsWith('V0H600')).toBe(true);
  });
});

describe('depth chart axes and read-out', () => {
  const book = { bids: [level('99', '1'), level('98', '2'), level('90', '5')], asks: [level('101', '1'), level('104', '3')] };

  it('picks round steps, written exactly', () => {
    expect([0.8, 8, 80, 0.0003].map((span) => niceStep(span, 4).toFixed())).toEqual(['0.2', '2', '20', '0.0001']);
  });

  it('puts price ticks on round prices inside the range, and amount ticks from 0 up', () => {
    const chart = depthChart(book, 200, 100, 0)!;
    // 96 … 104 over 200 px.
    expect(priceTicks(chart, 4)).toEqual([96, 98, 100, 102, 104].map((p) => ({ value: String(p), at: (p - 96) * 25 })));
    // Deepest drawn: 4 (asks 1 + 3) over 100 px.
    expect(amountTicks(chart, 100, 4).map((t) => [t.value, t.at])).toEqual([
      ['0', 100],
      ['1', 75],
      ['2', 50],
      ['3', 25],
      ['4', 0],
    ]);
  });

  it('reads the exact depth under the pointer on either side', () => {
    const chart = depthChart(book, 200, 100, 0)!;
    // x = 40 is 97.6: bids from 99 down to 97.6 are 99 and 98.
    expect(readDepth(book, chart, 40, 2)).toEqual({ side: 'bids', price: '97.6', volume: '3' });
    // x = 200 is 104: both asks.
    expect(readDepth(book, chart, 200, 2)).toEqual({ side: 'asks', price: '104', volume: '4' });
    expect(readDepth(book, chart, 110, 2)).toEqual({ side: 'asks', price: '100.4', volume: '0' });
  });
});
