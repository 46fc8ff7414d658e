/** The markets table's rows: one market with its live ticker, filtered and sorted. */
import type { Market, Ticker } from '../../shared/contract/index.js';
import { compare, isDecimalText, type DecimalString } from '../../shared/decimal.js';
import { exactTimes } from '../../shared/book/exact.js';
import { pairName } from '../common/format.js';

export interface MarketRow {
  market: Market;
  ticker: Ticker | undefined;
  pair: string;
}

export type SortKey = 'pair' | 'last' | 'change' | 'volume' | 'high' | 'low';
export type SortDir = 'ascending' | 'descending';

export function marketRows(markets: readonly Market[], tickers: ReadonlyMap<string, Ticker>): MarketRow[] {
  return markets.map((market) => ({ market, ticker: tickers.get(market.id), pair: pairName(market) }));
}

/** The quote currencies to offer in the filter, in the order they first appear. */
export function quoteCurrencies(markets: readonly Market[]): string[] {
  return [...new Set(markets.map((m) => m.quoteUnit.toUpperCase()))];
}

/** Text matches the pair ("btc/usdt"), the key ("btc_usdt") or either currency; quote null means all. */
export function filterRows(rows: readonly MarketRow[], text: string, quote: string | null): MarketRow[] {
  const needle = text.trim().toLowerCase();
  return rows.filter((row) => {
    if (quote !== null && row.market.quoteUnit.toUpperCase() !== quote.toUpperCase()) return false;
    if (needle === '') return true;
    return row.pair.toLowerCase().includes(needle) || row.market.id.toLowerCase().includes(needle);
  });
}

function value(row: MarketRow, key: Exclude<SortKey, 'pair'>): string | null {
  const t = row.ticker;
  const text = key === 'change' ? (t?.changePercent ?? row.market.priceChange) : t?.[key];
  return text !== undefined && isDecimalText(text) ? text : null;
}

/** Stable sort; rows without a value go last whatever the direction. */
export function sortRows(rows: readonly MarketRow[], key: SortKey, dir: SortDir): MarketRow[] {
  const sign = dir === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      let c: number;
      if (key === 'pair') c = a.row.pair.localeCompare(b.row.pair);
      else {
        const va = value(a.row, key);
        const vb = value(b.row, key);
        if (va === null || vb === null) return va === vb ? a.index - b.index : va === null ? 1 : -1;
        c = compare(va, vb);
      }
      return c !== 0 ? c * sign : a.index - b.index;
    })
    .map((x) => x.row);
}

/**
 * The day's volume in the quote currency, as base volume × last price: the exchange gives the
 * volume in the base currency only, so this is an estimate (shown with "≈"), but an exact one
 * of its kind: decimals throughout.
 */
export function quoteVolume(ticker: Pick<Ticker, 'volume' | 'last'>): DecimalString {
  return exactTimes(ticker.volume, ticker.last);
}
