/**
 * Geometry of the depth chart: cumulative bids to the left of the mid price, asks to the right,
 * on a price range symmetric around the mid so neither side looks deeper by accident. All
 * arithmetic is decimal; Number() appears only where a decimal becomes a pixel coordinate.
 */
import type { Book, BookLevel } from '../../shared/contract/market.js';
import { spread } from '../../shared/book/spread.js';
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
}

interface Point {
  /** The level's price, already known to lie inside the chart's range. */
  price: string;
  cum: Decimal;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Levels from the best outwards while they stay inside the range, with their running volume.
 * Books are sorted best first: a binary search finds the last level inside, so only the levels
 * drawn are ever added up.
 */
function inRange(levels: readonly BookLevel[], inside: (price: Decimal) => boolean): Point[] {
  let lo = 0;
  let hi = levels.length;
  while (lo < hi) {
    const m = (lo + hi) >>> 1;
    if (inside(dec(levels[m]!.price))) lo = m + 1;
    else hi = m;
  }
  const points: Point[] = [];
  let cum = new Big(0);
  for (let i = 0; i < lo; i++) {
    const level = levels[i]!;
    cum = cum.plus(level.volume);
    points.push({ price: level.price, cum });
  }
  return points;
}

/**
 * A step line from the best level outwards, and the area under it down to the baseline. Levels
 * that land on the same tenth of a pixel are drawn as one step (the deepest of them): a
 * 500-level book then costs what the chart's width costs, not what the book's length costs.
 */
function sidePaths(points: readonly Point[], edgeX: number, x: (price: string) => number, y: (cum: Decimal) => number, height: number) {
  if (points.length === 0) return { area: '', line: '' };
  const base = round(height);
  let line = '';
  let px = round(x(points[0]!.price));
  for (let i = 0; i < points.length; i++) {
    const next = points[i + 1];
    const nextX = next ? round(x(next.price)) : NaN;
    if (nextX === px) continue;
    line += `${line === '' ? `M${px},${base}` : `H${px}`}V${round(y(points[i]!.cum))}`;
    px = nextX;
  }
  line += `H${round(edgeX)}`;
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

  const bids = inRange(book.bids, (p) => p.gte(low));
  const asks = inRange(book.asks, (p) => p.lte(high));
  const lastBid = bids[bids.length - 1]?.cum ?? new Big(0);
  const lastAsk = asks[asks.length - 1]?.cum ?? new Big(0);
  const maxDepth = lastBid.gt(lastAsk) ? lastBid : lastAsk;

  // Geometry from here on: decimals become pixel coordinates, never amounts.
  const lowN = Number(low.toFixed());
  const scaleX = width / Number(high.minus(low).toFixed());
  const scaleY = (height - topPadding) / (Number(maxDepth.toFixed()) || 1);
  const x = (price: string) => (Number(price) - lowN) * scaleX;
  const y = (cum: Decimal) => height - Number(cum.toFixed()) * scaleY;
  const bidPaths = sidePaths(bids, 0, x, y, height);
  const askPaths = sidePaths(asks, width, x, y, height);
  return {
    bidArea: bidPaths.area,
    bidLine: bidPaths.line,
    askArea: askPaths.area,
    askLine: askPaths.line,
    low: decText(low),
    mid: decText(mid),
    high: decText(high),
    maxDepth: decText(maxDepth),
  };
}
