/** Cumulative depth of one side of a book, in decimals. */
import type { BookLevel } from '../contract/market.js';
import { Big, dec, decText, type DecimalString } from '../decimal.js';

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
  let cumVolume = new Big(0);
  let cumTotal = new Big(0);
  return levels.map((level) => {
    const volume = dec(level.volume);
    const total = dec(level.price).times(volume);
    cumVolume = cumVolume.plus(volume);
    cumTotal = cumTotal.plus(total);
    return { ...level, total: decText(total), cumVolume: decText(cumVolume), cumTotal: decText(cumTotal) };
  });
}

/**
 * Only the running volume, for the depth chart: it needs every level but none of the totals,
 * and this is the part of a frame that grows with the size of the book.
 */
export function cumulativeVolumes(levels: readonly BookLevel[]): DecimalString[] {
  let cum = new Big(0);
  return levels.map((level) => decText((cum = cum.plus(level.volume))));
}
