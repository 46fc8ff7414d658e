/**
 * Geometry of the depth chart: cumulative bids to the left of the mid price, asks to the right,
 * on a price range symmetric around the mid so neither side looks deeper by accident. All
 * that is shown as text (the range, the deepest volume) is exact decimal arithmetic; prices and
 * running volumes become floats only as pixel coordinates.
 */
import type { Book, BookLevel } from '../../shared/contract/index.js';
import { spread } from '../../shared/book/spread.js';
import { ExactSum, scaledNumber, toScaled } from '../../shared/book/exact.js';
import { Big, dec, decText, type Decimal, type DecimalString } from '../../shared/decimal.js';

export interface DepthChart {
  bidArea: string;
  bidLine: string;
  askArea: string;
  askLine: string;
  /** Price at the left edge, the middle and the right edge; deepest cumulative volume shown. */
  low: DecimalString;
  mid: DecimalString;
  high: DecimalString;
  maxDepth: DecimalString;
  /** Geometry for axes and the pointer: x = (price − lowN) × scaleX, y = height − volume × scaleY. */
  lowN: number;
  scaleX: number;
  scaleY: number;
  /** The deepest running volume drawn, as a float (the top of the amount axis). */
  deepest: number;
  /** How many levels of each side lie inside the range (best first). */
  bidCount: number;
  askCount: number;
}

/** One side's levels inside the range: prices and running volumes as floats, geometry only. */
interface SidePoints {
  prices: Float64Array;
  cums: Float64Array;
  /** The exact total volume of these levels (the depth label). */
  depth: ExactSum;
}

/**
 * How many levels from the best outwards stay inside the range. Books are sorted best first, so
 * a binary search (a dozen exact comparisons) finds the last one.
 */
function countInside(levels: readonly BookLevel[], inside: (price: Decimal) => boolean): number {
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const m = (lo + hi) >>> 1;
    if (inside(dec(levels[m]!.price))) lo = m + 1;
    else hi = m;
  }
  return lo;
}

function sidePoints(levels: readonly BookLevel[], count: number): SidePoints {
  const prices = new Float64Array(count);
  const cums = new Float64Array(count);
  const depth = new ExactSum();
  let cum = 0;
  for (let i = 0; i < count; i++) {
    const level = levels[i]!;
    const volume = toScaled(level.volume);
    depth.addScaled(level.volume, volume);
    cum += volume ? scaledNumber(volume) : Number(level.volume);
    const price = toScaled(level.price);
    prices[i] = price ? scaledNumber(price) : Number(level.price);
    cums[i] = cum;
  }
  return { prices, cums, depth };
}

/** A coordinate in tenths of a pixel (an integer) as SVG text: 123 → "12.3", 70 → "7". */
function tenths(t: number): string {
  if (t < 0) return String(t / 10);
  const r = t % 10;
  const whole = (t - r) / 10;
  return r === 0 ? String(whole) : `${whole}.${r}`;
}

/**
 * A step line from the best level outwards, and the area under it down to the baseline. Levels
 * that land on the same tenth of a pixel are drawn as one step (the deepest of them): a
 * 500-level book then costs what the chart's width costs, not what the book's length costs.
 * Coordinates are worked out in whole tenths of a pixel.
 */
function sidePaths(side: SidePoints, edgeX: number, lowN: number, scaleX: number, scaleY: number, height: number) {
  const { prices, cums } = side;
  const n = prices.length;
  if (n === 0) return { area: '', line: '' };
  const kx = scaleX * 10;
  const ky = scaleY * 10;
  const h10 = height * 10;
  const base = tenths(Math.round(h10));
  let line = '';
  let px = Math.round((prices[0]! - lowN) * kx);
  for (let i = 0; i < n; i++) {
    const nextX = i + 1 < n ? Math.round((prices[i + 1]! - lowN) * kx) : NaN;
    if (nextX === px) continue;
    const y = tenths(Math.round(h10 - cums[i]! * ky));
    line += line === '' ? `M${tenths(px)},${base}V${y}` : `H${tenths(px)}V${y}`;
    px = nextX;
  }
  line += `H${tenths(Math.round(edgeX * 10))}`;
  return { area: `${line}V${base}Z`, line };
}

export function depthChart(book: Pick<Book, 'bids' | 'asks'>, width: number, height: number, topPadding = 8): DepthChart | null {
  const bestBid = book.bids[0];
  const bestAsk = book.asks[0];
  if (!bestBid && !bestAsk) return null;
  const s = spread(book);
  const mid = s ? dec(s.mid) : dec((bestBid ?? bestAsk)!.price);
  const reachBid = book.bids.length ? mid.minus(book.bids[book.bids.length - 1]!.price) : null;
  const reachAsk = book.asks.length ? dec(book.asks[book.asks.length - 1]!.price).minus(mid) : null;
  let half = reachBid && reachAsk ? (reachBid.lt(reachAsk) ? reachBid : reachAsk) : (reachBid ?? reachAsk)!;
  if (half.lte(0)) half = mid.gt(0) ? mid.div(100) : new Big(1);
  const low = mid.minus(half);
  const high = mid.plus(half);

  const bids = sidePoints(book.bids, countInside(book.bids, (p) => p.gte(low)));
  const asks = sidePoints(book.asks, countInside(book.asks, (p) => p.lte(high)));
  const bidDepth = bids.depth.decimal();
  const askDepth = asks.depth.decimal();
  const maxDepth = bidDepth.gt(askDepth) ? bidDepth : askDepth;

  // Geometry from here on: decimals become pixel coordinates, never amounts.
  const lowN = Number(low.toFixed());
  const scaleX = width / Number(high.minus(low).toFixed());
  const deepest = Math.max(bids.cums[bids.cums.length - 1] ?? 0, asks.cums[asks.cums.length - 1] ?? 0);
  const scaleY = (height - topPadding) / (deepest || 1);
  const bidPaths = sidePaths(bids, 0, lowN, scaleX, scaleY, height);
  const askPaths = sidePaths(asks, width, lowN, scaleX, scaleY, height);
  return {
    bidArea: bidPaths.area,
    bidLine: bidPaths.line,
    askArea: askPaths.area,
    askLine: askPaths.line,
    low: decText(low),
    mid: decText(mid),
    high: decText(high),
    maxDepth: decText(maxDepth),
    lowN,
    scaleX,
    scaleY,
    deepest,
    bidCount: bids.prices.length,
    askCount: asks.prices.length,
  };
}

/** One labelled mark of an axis: its exact value and where it sits (px, geometry). */
export interface AxisTick {
  value: DecimalString;
  at: number;
}

/**
 * A round step (1, 2 or 5 × 10^k) giving about `count` intervals over `span`, as exact decimal
 * text: the float span only chooses the step, whose value is then written digit for digit.
 */
export function niceStep(span: number, count: number): Decimal {
  if (!(span > 0) || !Number.isFinite(span)) return new Big(1);
  const raw = span / count;
  const exponent = Math.floor(Math.log10(raw));
  const fraction = raw / 10 ** exponent;
  const mantissa = fraction < 1.5 ? 1 : fraction < 3.5 ? 2 : fraction < 7.5 ? 5 : 10;
  return new Big(`${mantissa}e${exponent}`);
}

/** Round prices inside [low, high], at most about `count` of them, with their x. */
export function priceTicks(chart: Pick<DepthChart, 'low' | 'high' | 'lowN' | 'scaleX'>, count = 4): AxisTick[] {
  const low = dec(chart.low);
  const high = dec(chart.high);
  const step = niceStep(Number(high.minus(low).toFixed()), count);
  const ticks: AxisTick[] = [];
  for (let v = low.div(step).round(0, Big.roundUp).times(step); v.lte(high) && ticks.length <= count * 3; v = v.plus(step)) {
    ticks.push({ value: decText(v), at: (Number(v.toFixed()) - chart.lowN) * chart.scaleX });
  }
  return ticks;
}

/** Round amounts from 0 up to the deepest drawn, with their y (from the top). */
export function amountTicks(chart: Pick<DepthChart, 'deepest' | 'scaleY'>, height: number, count = 3): AxisTick[] {
  const step = niceStep(chart.deepest, count);
  const ticks: AxisTick[] = [];
  for (let v = new Big(0); Number(v.toFixed()) <= chart.deepest && ticks.length <= count * 3; v = v.plus(step)) {
    ticks.push({ value: decText(v), at: height - Number(v.toFixed()) * chart.scaleY });
  }
  return ticks;
}

export interface DepthReading {
  side: 'bids' | 'asks';
  /** The price under the pointer, on the market's grid. */
  price: DecimalString;
  /** Everything on that side from the best level to that price, exactly. */
  volume: DecimalString;
}

/**
 * What lies under the pointer at x: left of the mid, the bids from the best down to that price;
 * right of it, the asks up to it. The pointer's price is geometry rounded to the market's grid;
 * the volume is an exact sum of the levels it covers.
 */
export function readDepth(book: Pick<Book, 'bids' | 'asks'>, chart: DepthChart, x: number, priceDigits: number): DepthReading {
  const price = new Big((chart.lowN + x / chart.scaleX).toFixed(Math.max(0, Math.min(20, priceDigits))));
  const side = price.lt(chart.mid) ? 'bids' : 'asks';
  const levels = book[side];
  const limit = side === 'bids' ? chart.bidCount : chart.askCount;
  const count = Math.min(limit, countInside(levels, side === 'bids' ? (p) => p.gte(price) : (p) => p.lte(price)));
  const sum = new ExactSum();
  for (let i = 0; i < count; i++) sum.add(levels[i]!.volume);
  return { side, price: decText(price), volume: sum.text() };
}
