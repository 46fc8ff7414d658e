/**
 * The exchange's public lists that every window starts with (markets, all tickers, rates), read
 * through FreshReads: a window that opens, or a view shown again, gets what the core read a
 * moment ago instead of waiting for the exchange. `warm()` reads them when a shell starts, while
 * its window is still loading.
 *
 * How fresh: tickers no older than the person's ticker interval (the feed polls at that pace and
 * pushes what changes), rates a minute (the tray's pace), the market list five minutes (markets
 * are listed or delisted rarely; orders are checked by the exchange anyway).
 */
import type { Market, Rate, Ticker } from '../../../shared/contract/index.js';
import type { PublicApi } from '../exchange/public.js';
import { FreshReads } from './fresh-reads.js';

export const MARKETS_MAX_AGE_MS = 5 * 60_000;
export const RATES_MAX_AGE_MS = 60_000;

export interface MarketDataSource {
  /** The active exchange's address (throws as the public API would when it may not be used). */
  url(): string;
  api(url: string): PublicApi;
  tickersMaxAgeMs(): number;
  now?: () => number;
}

export class MarketData {
  private readonly marketLists: FreshReads<Market[]>;
  private readonly rateLists: FreshReads<Rate[]>;
  private readonly tickerLists: FreshReads<Ticker[]>;

  constructor(private readonly source: MarketDataSource) {
    this.marketLists = new FreshReads(() => MARKETS_MAX_AGE_MS, source.now);
    this.rateLists = new FreshReads(() => RATES_MAX_AGE_MS, source.now);
    this.tickerLists = new FreshReads(source.tickersMaxAgeMs, source.now);
  }

  markets(): Promise<Market[]> {
    const url = this.source.url();
    return this.marketLists.read(url, () => this.source.api(url).markets());
  }

  rates(): Promise<Rate[]> {
    const url = this.source.url();
    return this.rateLists.read(url, () => this.source.api(url).rates());
  }

  tickers(): Promise<Ticker[]> {
    const url = this.source.url();
    return this.tickerLists.read(url, () => this.source.api(url).tickers('ALL'));
  }

  /**
   * The three lists a window starts with, for a host that draws the start page with them: what is
   * fresh at once, what is not read as the window's own calls would (the same shared read), and
   * null if that takes longer than `waitMs` or fails (the page is then sent without them, rather
   * than held for the exchange).
   */
  async startLists(waitMs: number): Promise<{ markets: Market[]; tickers: Ticker[]; rates: Rate[] } | null> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
    try {
      const lists = Promise.all([this.markets(), this.tickers(), this.rates()]).then(([markets, tickers, rates]) => ({ markets, tickers, rates }));
      return await Promise.race([lists, late]);
    } catch {
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  /** The feed's own round: always asks the exchange, and keeps the answer for the next window. */
  async pollTickers(signal: AbortSignal): Promise<Ticker[]> {
    const url = this.source.url();
    const at = (this.source.now ?? Date.now)();
    const list = await this.source.api(url).tickers('ALL', { signal });
    this.tickerLists.keep(url, list, at);
    return list;
  }

  /** Starts reading the three lists (a shell calls it at start); a failure is left for the window to meet. */
  warm(): void {
    for (const read of [() => this.markets(), () => this.tickers(), () => this.rates()]) {
      try {
        void read().catch(() => undefined);
      } catch {
        // No usable exchange yet: the window will say so.
      }
    }
  }
}
