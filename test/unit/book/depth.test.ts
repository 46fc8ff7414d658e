import { describe, expect, it } from 'vitest';
import { cumulativeVolumes, withDepth } from '../../../shared/book/depth.js';
import { spread } from '../../../shared/book/spread.js';

const level = (price: string, volume: string, orders = 1) => ({ price, volume, orders });

describe('cumulative depth', () => {
  it('adds totals from the best level outwards without float error', () => {
    const rows = withDepth([level('0.1', '3'), level('0.2', '0.1'), level('0.3', '0.2')]);
    expect(rows.map((r) => r.total)).toEqual(['0.3', '0.02', '0.06']);
    expect(rows.map((r) => r.cumVolume)).toEqual(['3', '3.1', '3.3']);
    expect(rows.map((r) => r.cumTotal)).toEqual(['0.3', '0.32', '0.38']);
    // The level itself is kept as it came.
    expect(rows[1]).toMatchObject(level('0.2', '0.1'));
  });

  it('gives the running volume alone for the chart', () => {
    expect(cumulativeVolumes([level('1', '0.1'), level('2', '0.2'), level('3', '0.3')])).toEqual(['0.1', '0.3', '0.6']);
    expect(cumulativeVolumes([])).toEqual([]);
  });
});

describe('spread', () => {
  it('is the best ask minus the best bid, and its share of the mid price', () => {
    const s = spread({ bids: [level('99', '1'), level('98', '1')], asks: [level('101', '1'), level('102', '1')] });
    expect(s).toEqual({ absolute: '2', percent: '2', mid: '100' });
  });

  it('keeps every digit', () => {
    const s = spread({ bids: [level('0.1', '1')], asks: [level('0.3', '1')] });
    expect(s?.absolute).toBe('0.2');
    expect(s?.mid).toBe('0.2');
    expect(s?.percent).toBe('100');
  });

  it('is null when a side is empty', () => {
    expect(spread({ bids: [], asks: [level('1', '1')] })).toBeNull();
    expect(spread({ bids: [level('1', '1')], asks: [] })).toBeNull();
  });
});
