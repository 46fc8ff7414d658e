/**
 * The order book of one market at one tick, computed on request rather than stored.
 *
 * Prices are whole steps ("ticks") of the market's price grid. The best bid and ask sit a
 * random half-spread below and above the mid; deeper levels come from fixed slots of the grid,
 * each holding at most one level at a hashed offset, so the depth stays put while the mid
 * wanders, as a real book's does. A level's volume is hashed from its price; the top levels
 * and a few random others are re-hashed every tick, so the book changes on every tick.
 */
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { unit } from './random.js';

export interface BookShape {
  seed: number;
  /** Distinguishes markets in the hashes. */
  market: number;
  /** Grid steps per slot: fixed per market, so deep levels do not jump. */
  slot: number;
  levels: number;
  /** A typical order, in units of base_precision. */
  lotUnits: number;
  basePrecision: number;
  quotePrecision: number;
}

/** Price in whole steps of the grid, volume in whole units of base_precision. */
export interface Level {
  ticks: number;
  units: number;
  count: number;
}

export interface BookSides {
  /** Best (highest) first. */
  bids: Level[];
  /** Best (lowest) first. */
  asks: Level[];
}

const BID = 1;
const ASK = 2;
const HOT_LEVELS = 3;
const HOT_SHARE = 0.06;
const SLOT_FILL = 0.85;

/**
 * Exact decimal text of `steps` whole units of 10^-digits, by moving the point in the digits
 * (a book is 500 of these a request; big.js would be ten times slower and no more exact).
 */
export function gridText(steps: number, digits: number): string {
  if (!Number.isSafeInteger(steps)) throw new RangeError(`Not a whole number of steps: ${steps}`);
  const sign = steps < 0 ? '-' : '';
  const body = String(Math.abs(steps));
  if (digits === 0) return sign + body;
  const padded = body.padStart(digits + 1, '0');
  const text = `${padded.slice(0, -digits)}.${padded.slice(-digits)}`.replace(/\.?0+$/, '');
  return text === '0' ? '0' : sign + text;
}

export function onGrid(steps: number, digits: number): Decimal {
  return new Big(gridText(steps, digits));
}

export function halfSpread(shape: BookShape, tick: number): number {
  return 1 + Math.floor(unit(shape.seed, shape.market, tick, 0x5eed) * Math.max(1, Math.floor(shape.slot / 2)));
}

function level(shape: BookShape, side: number, ticks: number, tick: number, depth: number): Level {
  const hot = depth < HOT_LEVELS || unit(shape.seed, shape.market, side, ticks, tick, 1) < HOT_SHARE;
  const x = hot ? unit(shape.seed, shape.market, side, ticks, tick, 2) : unit(shape.seed, shape.market, side, ticks);
  // Mostly small orders, a few large ones, a little more size deeper in the book. Sizes are
  // whole units of base_precision and prices whole grid steps, so both are exact decimals.
  const units = Math.max(1, Math.floor(shape.lotUnits * (0.05 + 1.6 * x * x + depth / 200)));
  const count = 1 + Math.floor(unit(shape.seed, shape.market, side, ticks, hot ? tick : -1, 3) * 9);
  return { ticks, units, count };
}

/** The best bid and ask only: what tickers and trades need, without building 400 levels. */
export function bookTop(shape: BookShape, midTicks: number, tick: number): { bid: Level; ask: Level } {
  const h = halfSpread(shape, tick);
  return { bid: level(shape, BID, midTicks - h, tick, 0), ask: level(shape, ASK, midTicks + h, tick, 0) };
}

export function buildBook(shape: BookShape, midTicks: number, tick: number): BookSides {
  const h = halfSpread(shape, tick);
  return { bids: side(shape, BID, midTicks - h, -1, tick), asks: side(shape, ASK, midTicks + h, 1, tick) };
}

function side(shape: BookShape, which: number, best: number, direction: 1 | -1, tick: number): Level[] {
  const out = [level(shape, which, best, tick, 0)];
  const s = shape.slot;
  // Start in the slot that holds `best`; its level counts only if it lies beyond `best`.
  for (let k = Math.floor(best / s); out.length < shape.levels; k += direction) {
    if (k < 0) break;
    if (unit(shape.seed, shape.market, which, k, 4) >= SLOT_FILL && s > 1) continue;
    const ticks = k * s + Math.floor(unit(shape.seed, shape.market, which, k, 5) * s);
    if (direction < 0 ? ticks >= best || ticks <= 0 : ticks <= best) continue;
    out.push(level(shape, which, ticks, tick, out.length));
  }
  return out;
}
