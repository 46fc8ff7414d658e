/** Cumulative depth of one side of a book, in exact decimals (see exact.ts for how it stays cheap). */
import type { BookLevel } from '../contract/market.js';
import type { DecimalString } from '../decimal.js';
import { ExactSum, exactTimes } from './exact.js';

export interface DepthLevel extends BookLevel {
  /** price × volume, in the quote currency. */
  total: DecimalString;
  /** Volume of this level and every better one (base currency). */
  cumVolume: DecimalString;
  /** Total of this level and every better one (quote currency). */
  cumTotal: DecimalString;
}

/** Levels in book order (best first) with running totals from the best level outwards. */
export function withDepth(levels: readonly BookLevel[]): DepthLevel[] {
  const cumVolume = new ExactSum();
  const cumTotal = new ExactSum();
  return levels.map((level) => {
    const total = exactTimes(level.price, level.volume);
    // Fields by name rather than a spread: the rows then share one shape, which is cheaper to make and read.
    return {
      price: level.price,
      volume: level.volume,
      orders: level.orders,
      total,
      cumVolume: cumVolume.add(level.volume).text(),
      cumTotal: cumTotal.add(total).text(),
    };
  });
}

/**
 * Only the running volume, for the depth chart: it needs every level but none of the totals,
 * and this is the part of a frame that grows with the size of the book.
 */
export function cumulativeVolumes(levels: readonly BookLevel[]): DecimalString[] {
  const cum = new ExactSum();
  return levels.map((level) => cum.add(level.volume).text());
}
