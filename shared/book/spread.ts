/** The gap between the best ask and the best bid. */
import type { Book } from '../contract/market.js';
import { dec, decText, type DecimalString } from '../decimal.js';

export interface Spread {
  /** best ask − best bid, in the quote currency. */
  absolute: DecimalString;
  /** absolute ÷ mid price × 100. */
  percent: DecimalString;
  /** (best ask + best bid) ÷ 2. */
  mid: DecimalString;
}

/** null when either side is empty: there is no spread to speak of. */
export function spread(book: Pick<Book, 'bids' | 'asks'>): Spread | null {
  const bid = book.bids[0];
  const ask = book.asks[0];
  if (!bid || !ask) return null;
  const b = dec(bid.price);
  const a = dec(ask.price);
  const mid = a.plus(b).div(2);
  const absolute = a.minus(b);
  return {
    absolute: decText(absolute),
    percent: decText(mid.eq(0) ? mid : absolute.div(mid).times(100)),
    mid: decText(mid),
  };
}
