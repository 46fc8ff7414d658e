/**
 * The visible rows of one side of the order book, as display text: made once per applied
 * snapshot for the rows on screen only, so the component just writes text into cells.
 */
import type { BookLevel } from '../../shared/contract/index.js';
import { withDepth } from '../../shared/book/depth.js';
import { compare, type DecimalString } from '../../shared/decimal.js';
import type { Spread } from '../../shared/book/spread.js';
import { formatAmount, formatSmallAmount } from '../common/format.js';
import { m } from '../../shared/i18n/language.js';

export interface BookRow {
  /** The level's price (canonical text): the row's key. */
  key: DecimalString;
  price: string;
  amount: string;
  /** Cumulative: price × amount of this row and every better one (what taking the book to here costs). */
  total: string;
  /** The shading bar as a share (0 … 1) of the deeper visible side: geometry, never shown as a number. */
  depth: number;
}

export interface BookRowDigits {
  price: number;
  amount: number;
  total: number;
}

export interface VisibleSides {
  /** Best first, as the book comes; the view shows asks the other way up. */
  asks: BookRow[];
  bids: BookRow[];
}

/**
 * The first `count` levels of each side with their totals and cumulative depth (exact decimals),
 * formatted. The shading bar is the row's cumulative volume over the deeper of the two visible
 * sides, as a number: the only place these decimals become floats.
 */
export function visibleRows(
  book: { asks: readonly BookLevel[]; bids: readonly BookLevel[] },
  count: number,
  digits: BookRowDigits,
): VisibleSides {
  const asks = withDepth(book.asks.slice(0, count));
  const bids = withDepth(book.bids.slice(0, count));
  const deepestAsk = asks[asks.length - 1]?.cumVolume ?? '0';
  const deepestBid = bids[bids.length - 1]?.cumVolume ?? '0';
  const max = Number(compare(deepestAsk, deepestBid) > 0 ? deepestAsk : deepestBid);
  const rows = (levels: typeof asks): BookRow[] =>
    levels.map((level) => ({
      key: level.price,
      price: formatAmount(level.price, digits.price),
      amount: formatAmount(level.volume, digits.amount),
      // Cumulative, like the shading: a trader reads "how much to reach this price", not one level's worth.
      total: formatAmount(level.cumTotal, digits.total),
      depth: max > 0 ? Math.min(1, Number(level.cumVolume) / max) : 0,
    }));
  return { asks: rows(asks), bids: rows(bids) };
}

/** The line between the two sides: "Spread: 2.10 USDT (0.003 %)", or "Spread: —" with one side empty. */
export function spreadLine(spread: Pick<Spread, 'absolute' | 'percent'> | null, quotePrecision: number, quote: string): string {
  if (!spread) return m.trading_spread_none();
  // A tight book's spread is a ten-thousandth of a per cent: "< 0.001 %", never "0.000 %".
  return m.trading_spread_of({ amount: `${formatAmount(spread.absolute, quotePrecision)} ${quote}`, percent: formatSmallAmount(spread.percent, 3) });
}
