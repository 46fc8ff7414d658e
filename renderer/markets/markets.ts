/** The markets table's rows: one market with its live ticker, filtered and sorted. */
import type { Market, Rate, RateCurrency, Ticker } from '../../shared/contract/index.js';
import { dec, isDecimalText, type Decimal, type DecimalString } from '../../shared/decimal.js';
import { exactTimes } from '../../shared/book/exact.js';
import { DASH, formatAmount, formatPercentChange, pairName, trendOf, type Trend } from '../common/format.js';
import { rangeOf, type Range } from './range.js';
import { m } from '../../shared/i18n/language.js';

export interface MarketRow {
  market: Market;
  ticker: Ticker | undefined;
  pair: string;
  /** The day's volume in the quote currency (≈ base volume × last); null without a ticker. */
  quoteVolume: DecimalString | null;
  /** That volume in the display currency, through the exchange's rate of the quote currency; null without one. */
  displayVolume: DecimalString | null;
  /** One quote unit, and one base unit, in the display currency (null: no rate); what sorting by value goes through. */
  quoteRate: DecimalString | null;
  baseRate: DecimalString | null;
  favourite: boolean;
}

export type SortKey = 'pair' | 'last' | 'change' | 'volume' | 'quoteVolume' | 'displayVolume' | 'high' | 'low';

export interface RowContext {
  rates?: readonly Rate[];
  display?: RateCurrency;
  favourites?: readonly string[];
}
export type SortDir = 'ascending' | 'descending';

export function marketRows(markets: readonly Market[], tickers: ReadonlyMap<string, Ticker>, context: RowContext = {}): MarketRow[] {
  const rates = new Map((context.rates ?? []).map((r) => [r.currency.toLowerCase(), r]));
  const favourites = new Set(context.favourites ?? []);
  const display = context.display;
  const rateOf = (currency: string): DecimalString | null => {
    if (!display) return null;
    // The display currency itself is worth 1, listed or not.
    if (currency.toLowerCase() === display) return '1';
    const rate = rates.get(currency.toLowerCase())?.[display];
    return rate !== undefined && isDecimalText(rate) ? rate : null;
  };
  return markets.map((market) => {
    const ticker = tickers.get(market.id);
    const quote = ticker ? quoteVolume(ticker) : null;
    const quoteRate = rateOf(market.quoteUnit);
    return {
      market,
      ticker,
      pair: pairName(market),
      quoteVolume: quote,
      displayVolume: quote !== null && quoteRate !== null ? exactTimes(quote, quoteRate) : null,
      quoteRate,
      baseRate: rateOf(market.baseUnit),
      favourite: favourites.has(market.id),
    };
  });
}

/** Favourites first, each group in the order it came (a stable partition of a sorted list). */
export function favouritesFirst(rows: readonly MarketRow[]): MarketRow[] {
  return [...rows.filter((r) => r.favourite), ...rows.filter((r) => !r.favourite)];
}

/** The favourites list with a market added or removed. */
export function toggleFavourite(favourites: readonly string[], id: string): string[] {
  return favourites.includes(id) ? favourites.filter((f) => f !== id) : [...favourites, id];
}

/** The quote currencies to offer in the filter, in the order they first appear. */
export function quoteCurrencies(markets: readonly Market[]): string[] {
  return [...new Set(markets.map((m) => m.quoteUnit.toUpperCase()))];
}

/** Text matches the pair ("btc/usdt"), the key ("btc_usdt") or either currency; quote null means all. */
/** Letters and digits only: "ETH/USDT", "eth_usdt", "eth-usdt" and "ethusdt" all read "ethusdt". */
const squashed = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');

export function filterRows(rows: readonly MarketRow[], text: string, quote: string | null): MarketRow[] {
  const needle = squashed(text);
  return rows.filter((row) => {
    if (quote !== null && row.market.quoteUnit.toUpperCase() !== quote.toUpperCase()) return false;
    if (needle === '') return true;
    return squashed(row.pair).includes(needle) || squashed(row.market.id).includes(needle);
  });
}

function value(row: MarketRow, key: Exclude<SortKey, 'pair'>): string | null {
  const t = row.ticker;
  const text =
    key === 'change' ? (t?.changePercent ?? row.market.priceChange) : key === 'quoteVolume' || key === 'displayVolume' ? (row[key] ?? undefined) : t?.[key];
  return text !== undefined && isDecimalText(text) ? text : null;
}

/** Columns whose figures are amounts of the quote (or base) currency: comparable across markets only as values. */
const IN_QUOTE: readonly SortKey[] = ['last', 'high', 'low', 'quoteVolume'];
const IN_BASE: readonly SortKey[] = ['volume'];

/**
 * What a sort by a column in a currency means, for its header: prices of BTC/USDT and ETH/BTC
 * sorted as bare numbers put 0.07 BTC below 2,000 USDT. null for a column that needs no words.
 */
export function sortDescription(key: SortKey, display: RateCurrency): string | null {
  const side = IN_QUOTE.includes(key) ? 'quote' : IN_BASE.includes(key) ? 'base' : null;
  if (!side) return null;
  const currency = display.toUpperCase();
  return side === 'quote' ? m.trading_sorted_by_quote_value({ currency }) : m.trading_sorted_by_base_value({ currency });
}

/** What a row is sorted by: its figure's value in the display currency, or the bare figure and its currency when there is no rate. */
function sortFigure(row: MarketRow, key: Exclude<SortKey, 'pair'>): { value: Decimal; valued: boolean; currency: string } | null {
  const figure = value(row, key);
  if (figure === null) return null;
  const side = IN_QUOTE.includes(key) ? 'quote' : IN_BASE.includes(key) ? 'base' : null;
  if (!side) return { value: dec(figure), valued: true, currency: '' };
  const rate = side === 'quote' ? row.quoteRate : row.baseRate;
  const currency = side === 'quote' ? row.market.quoteUnit : row.market.baseUnit;
  return rate === null ? { value: dec(figure), valued: false, currency: currency.toUpperCase() } : { value: dec(figure).times(rate), valued: true, currency };
}

/**
 * Stable sort. Figures in a currency are compared by their value in the display currency; rows
 * whose value cannot be computed come after those, grouped by currency (A to Z) and sorted by
 * their own figure within it; rows without a figure go last. Either direction.
 */
export function sortRows(rows: readonly MarketRow[], key: SortKey, dir: SortDir): MarketRow[] {
  const sign = dir === 'ascending' ? 1 : -1;
  if (key === 'pair') {
    return rows
      .map((row, index) => ({ row, index }))
      .sort((a, b) => a.row.pair.localeCompare(b.row.pair) * sign || a.index - b.index)
      .map((x) => x.row);
  }
  return rows
    .map((row, index) => ({ row, index, by: sortFigure(row, key) }))
    .sort((a, b) => {
      if (a.by === null || b.by === null) return a.by === b.by ? a.index - b.index : a.by === null ? 1 : -1;
      if (a.by.valued !== b.by.valued) return a.by.valued ? -1 : 1;
      if (a.by.currency !== b.by.currency && !a.by.valued) return a.by.currency < b.by.currency ? -1 : 1;
      const c = a.by.value.cmp(b.by.value);
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

/** Digits for a value in the display currency: cents, or satoshis for BTC. */
export function displayDigits(display: RateCurrency): number {
  return display === 'btc' ? 8 : 2;
}

/**
 * Digits for a day's volume in the quote or display currency, an estimate whose last digits say
 * nothing: whole units from 1,000 up (36,437,931 USDT, not 36,437,931.02), two decimals below
 * (364.21 BTC, not 364.2083492970), and below 1 enough for three significant digits (0.00123
 * BTC, not 0.00). Never more than the currency's own digits.
 */
export function volumeDigits(value: DecimalString, digits: number): number {
  const [whole = '', fraction = ''] = value.replace(/^-/, '').split('.');
  if (whole.replace(/^0+/, '').length > 3) return 0;
  let wanted = 2;
  if (/^0*$/.test(whole)) {
    const zeros = fraction.length - fraction.replace(/^0+/, '').length;
    if (zeros < fraction.length) wanted = Math.max(wanted, zeros + 3);
  }
  return Math.max(0, Math.min(digits, wanted));
}

/** A figure as the table shows it: the amount, and its unit (none beside a dash). */
export interface Figure {
  text: string;
  unit: string;
}

/** A row's cells as text, worked out in one go: the table's rows then hold no conditions of their own. */
export interface RowCells {
  last: Figure;
  change: string;
  trend: Trend;
  volume: Figure;
  quoteVolume: Figure;
  displayVolume: Figure;
  high: Figure;
  low: Figure;
  range: Range;
}

const NONE: Figure = { text: DASH, unit: '' };

export function rowCells(row: MarketRow, display: RateCurrency): RowCells {
  const t = row.ticker;
  const { quotePrecision: qp, basePrecision: bp } = row.market;
  const q = row.market.quoteUnit.toUpperCase();
  const figure = (value: string | null | undefined, dp: number, unit: string): Figure => (value == null ? NONE : { text: formatAmount(value, dp), unit });
  const change = t?.changePercent ?? row.market.priceChange;
  return {
    last: figure(t?.last, qp, q),
    change: formatPercentChange(change),
    trend: trendOf(change),
    volume: figure(t?.volume, bp, row.market.baseUnit.toUpperCase()),
    quoteVolume: row.quoteVolume === null ? NONE : figure(row.quoteVolume, volumeDigits(row.quoteVolume, qp), q),
    displayVolume:
      row.displayVolume === null ? NONE : figure(row.displayVolume, volumeDigits(row.displayVolume, displayDigits(display)), display.toUpperCase()),
    high: figure(t?.high, qp, q),
    low: figure(t?.low, qp, q),
    range: rangeOf(t?.low, t?.high, t?.last, qp, q),
  };
}
