/**
 * Schemas of the public answers, straight from the document's tables, each turned into the
 * app's domain type. A malformed answer fails here with the place it broke, never later.
 */
import * as v from 'valibot';
import type { Book, BookLevel, Currency, FeeRecord, Market, Rate, Ticker } from '../../../shared/contract/index.js';
import { Big, decText } from '../../../shared/decimal.js';
import { decimal, flag, integer, optionalText, precisionDigits, text } from './wire.js';

export const timestampSchema = v.object({
  timestamp: integer,
  timestamp_miliseconds: integer,
});

const iconsSchema = v.pipe(
  v.optional(v.nullable(v.record(v.string(), v.unknown())), {}),
  v.transform((icons) => {
    const url = (key: string): string => (typeof icons?.[key] === 'string' ? (icons[key] as string) : '');
    return { std: url('std'), xl: url('xl'), png2x: url('png_2x'), png3x: url('png_3x') };
  }),
);

export const currencySchema = v.pipe(
  v.object({
    id: integer,
    code: text,
    name: text,
    has_memo: flag,
    icons: iconsSchema,
    coin: flag,
    explorer_link: optionalText,
    sort_order: v.optional(integer, '0'),
    precision: v.object({ real: precisionDigits, trade: precisionDigits }),
  }),
  v.transform(
    (c): Currency => ({
      id: c.id,
      code: c.code.toLowerCase(),
      name: c.name,
      hasMemo: c.has_memo,
      icons: c.icons,
      coin: c.coin,
      explorerLink: c.explorer_link,
      sortOrder: c.sort_order,
      precision: c.precision,
    }),
  ),
);

export const rateSchema = v.pipe(
  v.object({ currency: text, usd: decimal, uah: decimal, btc: decimal, eur: decimal, rub: decimal }),
  v.transform((r): Rate => ({ currency: r.currency.toLowerCase(), usd: r.usd, uah: r.uah, btc: r.btc, eur: r.eur, rub: r.rub })),
);

/** With a currency in the path the document returns one object, without it an array. */
export const ratesSchema = v.union([v.array(rateSchema), v.pipe(rateSchema, v.transform((r) => [r]))]);

export const marketSchema = v.pipe(
  v.object({
    id: text,
    base_unit: text,
    quote_unit: text,
    base_precision: precisionDigits,
    quote_precision: precisionDigits,
    display_precision: precisionDigits,
    price_change: v.optional(v.nullable(decimal), '0'),
  }),
  v.transform(
    (m): Market => ({
      id: m.id,
      baseUnit: m.base_unit.toLowerCase(),
      quoteUnit: m.quote_unit.toLowerCase(),
      basePrecision: m.base_precision,
      quotePrecision: m.quote_precision,
      displayPrecision: m.display_precision,
      priceChange: m.price_change ?? '0',
    }),
  ),
);

export const tickerSchema = v.pipe(
  v.tuple([text, decimal, decimal, decimal, decimal, decimal, decimal, decimal, decimal, decimal, decimal]),
  v.transform(
    ([symbol, bid, bidVolume, ask, askVolume, change, changePercent, last, volume, high, low]): Ticker => ({
      symbol,
      bid,
      bidVolume,
      ask,
      askVolume,
      change,
      changePercent,
      last,
      volume,
      high,
      low,
    }),
  ),
);

const bookEntrySchema = v.tuple([decimal, decimal, integer]);

/** One array for both sides: positive volume is a bid, negative an ask (document, Order book entry). */
export const bookSchema = v.pipe(
  v.array(bookEntrySchema),
  v.transform((entries) => {
    const bids: BookLevel[] = [];
    const asks: BookLevel[] = [];
    for (const [price, volume, orders] of entries) {
      const amount = new Big(volume);
      if (amount.gt(0)) bids.push({ price, volume, orders });
      else if (amount.lt(0)) asks.push({ price, volume: decText(amount.abs()), orders });
    }
    // The document does not promise an order; the app shows best first.
    bids.sort((a, b) => new Big(b.price).cmp(a.price));
    asks.sort((a, b) => new Big(a.price).cmp(b.price));
    return { bids, asks };
  }),
);

const feeAmountSchema = v.object({ type: text, amount: decimal });
const coinAmountSchema = v.pipe(
  v.object({ amount: decimal, currency: text, to_usd: v.optional(decimal, '0') }),
  v.transform((a) => ({ amount: a.amount, currency: a.currency.toLowerCase(), toUsd: a.to_usd })),
);

const cryptoFeeSchema = v.pipe(
  v.object({
    code: text,
    category: v.literal('coin'),
    withdraw_fees: v.array(v.object({ type: text, asset: coinAmountSchema })),
    min_deposit: coinAmountSchema,
    min_withdraw: coinAmountSchema,
  }),
  v.transform(
    (f): FeeRecord => ({
      kind: 'crypto',
      code: f.code.toLowerCase(),
      category: 'coin',
      withdrawFees: f.withdraw_fees,
      minDeposit: f.min_deposit,
      minWithdraw: f.min_withdraw,
    }),
  ),
);

const fiatFeeSchema = v.pipe(
  v.object({
    code: text,
    category: text,
    deposit_fees: v.array(feeAmountSchema),
    withdraw_fees: v.array(feeAmountSchema),
  }),
  v.transform(
    (f): FeeRecord => ({
      kind: 'fiat',
      code: f.code,
      category: f.category.toLowerCase(),
      depositFees: f.deposit_fees,
      withdrawFees: f.withdraw_fees,
    }),
  ),
);

export const feeRecordSchema = v.union([cryptoFeeSchema, fiatFeeSchema]);

export type BookSides = Pick<Book, 'bids' | 'asks'>;
