/**
 * The private answers in exactly the document's shapes ("Private: account and trading" and its
 * tables): arrays of 5, 18 and 11 with null in the unused positions, JSON numbers where the
 * tables say int or a balance (written from Big digit for digit), decimal-strings where they
 * say decimal-string. Unsigned volumes except position 7 of an order, whose sign is the side.
 */
import { type Decimal, decText } from '../../../../shared/decimal.js';
import { jsonNumber, type JsonNumber, type JsonValue } from '../../../../shared/json/lossless.js';
import { averagePrice, executedVolume, type AccountBook, type LedgerOrder, type LedgerTrade } from './ledger.js';

const num = (value: Decimal | number): JsonNumber => jsonNumber(typeof value === 'number' ? String(value) : decText(value));
const text = (value: Decimal): string => decText(value);

/** Average prices get this many digits beyond the market's price grid, rounded half-up. */
export const AVERAGE_EXTRA_DIGITS = 4;

export function meAnswer(book: AccountBook): JsonValue {
  const { account, profile } = book;
  return {
    email: account.email,
    svcid: account.svcid,
    two_factor: profile.twoFactor,
    withdraw_confirmation: account.withdrawConfirmation,
    public_keys: {
      deposit_sdk_uah_public_key: profile.publicKeys.uah,
      deposit_sdk_usd_public_key: profile.publicKeys.usd,
      deposit_sdk_rub_public_key: profile.publicKeys.rub,
    },
    announcements: profile.announcements,
  };
}

/** [type, CURRENCY, total, null, available]; the symbol in upper case as the real exchange sent it. */
export function walletsAnswer(book: AccountBook): JsonValue {
  return book.wallets().map((w) => ['exchange', w.currency.toUpperCase(), num(w.total), null, num(w.available)]);
}

/**
 * One order as an array of 18. Position 6 is the volume still open on an active order and the
 * executed volume on a history row; position 7 is the initial volume, negative for a sell.
 */
export function orderRow(o: LedgerOrder, quotePrecision: number): JsonValue {
  const volume = o.status === 'ACTIVE' ? o.remaining : executedVolume(o);
  const initial = o.side === 'sell' ? o.initial.times(-1) : o.initial;
  const average = averagePrice(o, quotePrecision + AVERAGE_EXTRA_DIGITS);
  return [
    num(o.id), null, null, o.market, num(o.createdAt), num(o.updatedAt),
    text(volume), text(initial), o.type, null, null, null, null, o.status, null, null,
    text(o.price), text(average),
  ];
}

/** [id, market, time, order id, amount, rate, null, null, 1 maker / -1 taker, fee, fee currency]. */
export function tradeRow(t: LedgerTrade): JsonValue {
  return [num(t.id), t.market, num(t.time), num(t.orderId), text(t.amount), text(t.rate), null, null, num(t.role === 'maker' ? 1 : -1), text(t.fee), t.feeCurrency];
}

/** The document's cancelled-order object; `timestamp` is when it was closed. */
export function cancelledAnswer(o: LedgerOrder, quotePrecision: number): JsonValue {
  return {
    id: num(o.id),
    side: o.side,
    type: o.type.toLowerCase(),
    price: text(o.price),
    avg_execution_price: text(averagePrice(o, quotePrecision + AVERAGE_EXTRA_DIGITS)),
    symbol: o.market,
    timestamp: num(o.updatedAt),
    original_amount: text(o.initial),
    remaining_amount: text(o.remaining),
    executed_amount: text(executedVolume(o)),
    is_cancelled: null,
    is_hidden: null,
    is_live: null,
    was_forced: null,
    exchange: null,
  };
}
