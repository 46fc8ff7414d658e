/**
 * Grouping an order book by a price step, as a person reads it: every bid is counted at the
 * step at or below its price, every ask at the step at or above it, so a grouped level never
 * promises a better price than the orders inside it.
 */
import type { Book, BookLevel } from '../contract/market.js';
import { Big, dec, decText, type Decimal } from '../decimal.js';
import { exactSum, roundText } from './exact.js';

export type Side = 'bids' | 'asks';

/** Digits after the point of a step that is a power of ten (0.01 → 2, 1 → 0, 100 → -2); null otherwise. */
function powerOfTen(step: Decimal): number | null {
  const text = step.toFixed();
  const fraction = /^0\.(0*)1$/.exec(text);
  if (fraction) return fraction[1]!.length + 1;
  return /^10*$/.test(text) ? -(text.length - 1) : null;
}

/**
 * A rounding function for one step, on price text. Steps the app offers are powers of ten: for
 * those rounding is exact arithmetic on the text's digits (see exact.ts), and a price already on
 * the step is kept as it is. Other steps divide in big.js.
 */
function rounder(step: Decimal, side: Side): (price: string) => string {
  // Prices are positive, so "away from zero" is up and "towards zero" is down.
  const up = side === 'asks';
  const dp = powerOfTen(step);
  if (dp !== null) return (price) => roundText(price, dp, up);
  const mode = up ? Big.roundUp : Big.roundDown;
  return (price) => decText(dec(price).div(step).round(0, mode).times(step));
}

/** Round a price to a multiple of step: down for bids, up for asks. */
export function roundToStep(price: Decimal | string, step: Decimal | string, side: Side): Decimal {
  return dec(rounder(typeof step === 'string' ? dec(step) : step, side)(decText(price)));
}

/**
 * Levels of one side grouped by step. The input must be in book order (best first) with
 * canonical decimal text (as the contract carries it); so is the output, and equal grouped
 * prices are then always next to each other.
 */
export function groupLevels(levels: readonly BookLevel[], step: Decimal | string, side: Side): BookLevel[] {
  const s = typeof step === 'string' ? dec(step) : step;
  if (s.lte(0)) throw new RangeError('A grouping step must be positive');
  const round = rounder(s, side);
  const out: BookLevel[] = [];
  let price: string | null = null;
  let members: BookLevel[] = [];
  const flush = () => {
    if (price === null) return;
    // A level alone in its group keeps its own volume text: no arithmetic for the common case.
    const volume = members.length === 1 ? members[0]!.volume : exactSum(members.map((m) => m.volume));
    out.push({ price, volume, orders: members.reduce((n, m) => n + m.orders, 0) });
  };
  for (const level of levels) {
    const grouped = round(level.price);
    if (grouped !== price) {
      flush();
      price = grouped;
      members = [];
    }
    members.push(level);
  }
  flush();
  return out;
}

/** The whole book grouped by step (a decimal string such as "0.01" or "10"). */
export function groupBook(book: Book, step: Decimal | string): Book {
  return {
    symbol: book.symbol,
    bids: groupLevels(book.bids, step, 'bids'),
    asks: groupLevels(book.asks, step, 'asks'),
    receivedAt: book.receivedAt,
  };
}

/** The finest step a market's display_precision allows: 10^-precision ("0.01" for 2). */
export function baseStep(displayPrecision: number): string {
  const p = Math.trunc(displayPrecision);
  return p > 0 ? `0.${'0'.repeat(p - 1)}1` : `1${'0'.repeat(-p)}`;
}

/** The steps offered for a market: its own, then ×10, ×100 … (`count` in all). */
export function groupingSteps(displayPrecision: number, count = 4): string[] {
  const steps: string[] = [];
  for (let k = 0; k < count; k++) steps.push(baseStep(displayPrecision - k));
  return steps;
}
