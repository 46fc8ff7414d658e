/**
 * Public market data as the app uses it. Field names are the app's own (camelCase); every
 * amount, price and rate is a canonical decimal string (see shared/decimal.ts).
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { Empty, SymbolSchema, op } from './operation.js';

export interface ServerTime {
  /** Server time, ms, as the exchange reported it. */
  serverMs: number;
  /** serverMs minus the local clock at the middle of the round trip. */
  offsetMs: number;
}

export interface CurrencyIcons {
  std: string;
  xl: string;
  png2x: string;
  png3x: string;
}

export interface Currency {
  id: number;
  code: string;
  name: string;
  hasMemo: boolean;
  icons: CurrencyIcons;
  coin: boolean;
  explorerLink: string;
  sortOrder: number;
  precision: { real: number; trade: number };
}

export const RATE_CURRENCIES = ['usd', 'uah', 'btc', 'eur', 'rub'] as const;
export type RateCurrency = (typeof RATE_CURRENCIES)[number];

export interface Rate {
  currency: string;
  usd: DecimalString;
  uah: DecimalString;
  btc: DecimalString;
  eur: DecimalString;
  rub: DecimalString;
}

export interface Market {
  id: string;
  baseUnit: string;
  quoteUnit: string;
  basePrecision: number;
  quotePrecision: number;
  displayPrecision: number;
  /** 24 h change, percent. */
  priceChange: DecimalString;
}

export interface Ticker {
  symbol: string;
  bid: DecimalString;
  bidVolume: DecimalString;
  ask: DecimalString;
  askVolume: DecimalString;
  /** 24 h change in the quote currency. */
  change: DecimalString;
  /** 24 h change in percent. */
  changePercent: DecimalString;
  last: DecimalString;
  /** 24 h volume in the base currency. */
  volume: DecimalString;
  high: DecimalString;
  low: DecimalString;
}

export interface BookLevel {
  price: DecimalString;
  /** Always positive: the side says whether it is a bid or an ask. */
  volume: DecimalString;
  orders: number;
}

export interface Book {
  symbol: string;
  /** Best (highest) first. */
  bids: BookLevel[];
  /** Best (lowest) first. */
  asks: BookLevel[];
  /** Local time (ms) the snapshot arrived. */
  receivedAt: number;
  /**
   * The market's ticker, read together with this book (live pushes only): a page that shows
   * both then shows one moment rather than a book and a ticker of different rounds.
   */
  ticker?: Ticker;
}

export interface FeeAmount {
  type: string;
  amount: DecimalString;
}

export interface FiatFeeRecord {
  kind: 'fiat';
  code: string;
  category: string;
  depositFees: FeeAmount[];
  withdrawFees: FeeAmount[];
}

export interface CoinAmount {
  amount: DecimalString;
  currency: string;
  toUsd: DecimalString;
}

export interface CryptoFeeRecord {
  kind: 'crypto';
  code: string;
  category: 'coin';
  withdrawFees: { type: string; asset: CoinAmount }[];
  minDeposit: CoinAmount;
  minWithdraw: CoinAmount;
}

export type FeeRecord = FiatFeeRecord | CryptoFeeRecord;

export type ConnectionState =
  | { state: 'connecting' }
  | { state: 'live'; since: number }
  | { state: 'reconnecting'; attempt: number; retryAt: number; message: string }
  | { state: 'unavailable'; message: string; retryAt: number | null };

export const BOOK_INTERVALS_MS = [250, 500, 1000, 2000, 5000] as const;

export const marketOps = {
  'market.time': op<ServerTime>()(Empty, { lock: 'any' }),
  'market.currencies': op<Currency[]>()(Empty, { lock: 'any' }),
  'market.rates': op<Rate[]>()(v.strictObject({ currency: v.optional(SymbolSchema) }), { lock: 'any' }),
  'market.markets': op<Market[]>()(Empty, { lock: 'any' }),
  'market.tickers': op<Ticker[]>()(
    v.strictObject({ symbols: v.union([v.literal('ALL'), v.pipe(v.array(SymbolSchema), v.minLength(1), v.maxLength(500))]) }),
    { lock: 'any' },
  ),
  'market.fees': op<FeeRecord[]>()(Empty, { lock: 'any' }),
  'book.get': op<Book>()(v.strictObject({ symbol: SymbolSchema }), { lock: 'any' }),
  /**
   * What this window wants pushed: tickers of all markets, and the book of one market (or none).
   * Replaces the window's previous subscription.
   */
  'feed.watch': op<ConnectionState>()(
    v.strictObject({
      tickers: v.boolean(),
      book: v.nullable(SymbolSchema),
      intervalMs: v.picklist(BOOK_INTERVALS_MS),
    }),
    { lock: 'any' },
  ),
  /** Try the exchange again now instead of waiting for the next backoff step. */
  'feed.retry': op<ConnectionState>()(Empty, { lock: 'any' }),
} as const;

export interface MarketEvents {
  'tickers.changed': Ticker[];
  'book.changed': Book;
  'connection.changed': ConnectionState;
}
