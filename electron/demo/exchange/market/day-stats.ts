/**
 * The 24 h figures of one market, from five-minute buckets of trades: the window is the
 * last 288 buckets, its open is the first bucket's open, high and low cover every trade in
 * it, volume is their sum. A run starts with a made-up day of buckets (market-sim.ts), so
 * the figures make sense from the first request.
 */
import { type Decimal, ZERO } from '../../../../shared/decimal.js';

export const BUCKET_MS = 5 * 60 * 1000;
export const DAY_BUCKETS = (24 * 60 * 60 * 1000) / BUCKET_MS;

export interface Bucket {
  key: number;
  open: Decimal;
  high: Decimal;
  low: Decimal;
  close: Decimal;
  volume: Decimal;
}

export interface DaySummary {
  open: Decimal;
  last: Decimal;
  high: Decimal;
  low: Decimal;
  volume: Decimal;
}

export class DayStats {
  private readonly buckets: Bucket[] = [];
  /** High, low and volume of every bucket but the latest: they change only when one opens. */
  private closed: { high: Decimal; low: Decimal; volume: Decimal } | null = null;

  /** Adds a whole bucket (history); keys must grow. */
  push(bucket: Bucket): void {
    const previous = this.buckets.at(-1);
    this.buckets.push({ ...bucket });
    if (this.trim(bucket.key)) this.recount();
    else if (previous) this.close(previous);
  }

  trade(atMs: number, price: Decimal, amount: Decimal): void {
    const key = Math.floor(atMs / BUCKET_MS);
    const latest = this.buckets.at(-1);
    if (latest && latest.key >= key) {
      latest.close = price;
      if (price.gt(latest.high)) latest.high = price;
      if (price.lt(latest.low)) latest.low = price;
      latest.volume = latest.volume.plus(amount);
      return;
    }
    // A new bucket opens where the last one closed: that is the price the market was at.
    const open = latest?.close ?? price;
    this.push({
      key,
      open,
      high: open.gt(price) ? open : price,
      low: open.lt(price) ? open : price,
      close: price,
      volume: amount,
    });
  }

  summary(): DaySummary {
    const first = this.buckets[0];
    const latest = this.buckets.at(-1);
    if (!first || !latest) throw new Error('No trades yet');
    const closed = this.closed ?? { high: latest.high, low: latest.low, volume: ZERO };
    return {
      open: first.open,
      last: latest.close,
      high: latest.high.gt(closed.high) ? latest.high : closed.high,
      low: latest.low.lt(closed.low) ? latest.low : closed.low,
      volume: closed.volume.plus(latest.volume),
    };
  }

  /** Drops buckets older than a day; answers whether any went. */
  private trim(latestKey: number): boolean {
    let dropped = false;
    while (this.buckets.length && this.buckets[0]!.key <= latestKey - DAY_BUCKETS) {
      this.buckets.shift();
      dropped = true;
    }
    return dropped;
  }

  private close(b: Bucket): void {
    const c = this.closed;
    if (!c) this.closed = { high: b.high, low: b.low, volume: b.volume };
    else this.closed = { high: b.high.gt(c.high) ? b.high : c.high, low: b.low.lt(c.low) ? b.low : c.low, volume: c.volume.plus(b.volume) };
  }

  private recount(): void {
    this.closed = null;
    for (const b of this.buckets.slice(0, -1)) this.close(b);
  }
}
