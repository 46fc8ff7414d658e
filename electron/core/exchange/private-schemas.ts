/**
 * Schemas of the private answers ("Private: account and trading" and the Account, Wallet,
 * Order, Trade and Cancelled order tables of the exchange document), each turned into the
 * contract's domain type. Arrays are read by position exactly as the tables number them;
 * positions the document calls unused may hold anything (it says null) and are ignored.
 */
import * as v from 'valibot';
import type { AccountInfo, Balance, CancelledOrder, Order, Trade } from '../../../shared/contract/index.js';
import { Big, decText } from '../../../shared/decimal.js';
import { JsonNumber } from '../../../shared/json/lossless.js';
import { decimal, flag, integer, text } from './wire.js';

/** A position the document marks unused (null). */
const unused = v.unknown();

/** A price an order may not have yet (a market order, nothing executed): null becomes '0'. */
const nullableDecimal = v.pipe(
  v.nullable(decimal),
  v.transform((value) => value ?? '0'),
);

/** The same in an object, where the field may also be missing. */
const optionalDecimal = v.pipe(
  v.optional(v.nullable(decimal), '0'),
  v.transform((value) => value ?? '0'),
);

const PUBLIC_KEY_FIELD = /^deposit_sdk_([a-z]+)_public_key$/;

export const accountSchema = v.pipe(
  v.object({
    email: text,
    svcid: text,
    two_factor: flag,
    withdraw_confirmation: flag,
    public_keys: v.optional(v.nullable(v.record(v.string(), v.unknown())), {}),
    announcements: v.optional(v.nullable(flag), false),
  }),
  v.transform((a): AccountInfo => {
    const publicKeys: Record<string, string> = {};
    for (const [field, value] of Object.entries(a.public_keys ?? {})) {
      const currency = PUBLIC_KEY_FIELD.exec(field)?.[1];
      if (currency && typeof value === 'string' && value) publicKeys[currency] = value;
    }
    return {
      email: a.email,
      svcid: a.svcid,
      twoFactor: a.two_factor,
      withdrawConfirmation: a.withdraw_confirmation,
      publicKeys,
      announcements: a.announcements ?? false,
    };
  }),
);

/** Wallet entry: 0 type, 1 currency, 2 total, 3 unused, 4 available. */
export const walletSchema = v.pipe(
  v.tuple([text, text, decimal, unused, decimal]),
  v.transform(
    ([walletType, currency, total, , available]): Balance => ({
      walletType,
      currency: currency.toLowerCase(),
      total,
      available,
      locked: decText(new Big(total).minus(available)),
    }),
  ),
);

/** Order: 0 id, 3 market, 4 created, 5 updated, 6 volume, 7 initial volume (sign = side), 8 type, 13 status, 16 price, 17 average price. */
export const orderSchema = v.pipe(
  v.tuple([
    integer,
    unused,
    unused,
    text,
    integer,
    integer,
    decimal,
    decimal,
    text,
    unused,
    unused,
    unused,
    unused,
    text,
    unused,
    unused,
    nullableDecimal,
    nullableDecimal,
  ]),
  v.transform(([id, , , market, createdAt, updatedAt, amount, initial, type, , , , , status, , , price, avgPrice]): Order => {
    const initialAmount = new Big(initial);
    // < 0 sell, > 0 buy (document); a zero initial volume falls back to the current one's sign.
    const sign = initialAmount.eq(0) ? new Big(amount).cmp(0) : initialAmount.cmp(0);
    return {
      id,
      market,
      createdAt,
      updatedAt,
      amount: decText(new Big(amount).abs()),
      initialAmount: decText(initialAmount.abs()),
      side: sign < 0 ? 'sell' : 'buy',
      type,
      status,
      price,
      avgPrice,
    };
  }),
);

const role = v.pipe(
  integer,
  v.check((value) => value === 1 || value === -1, 'Expected 1 (maker) or -1 (taker)'),
  v.transform((value): Trade['role'] => (value === 1 ? 'maker' : 'taker')),
);

/** Trade: 0 id, 1 market, 2 time, 3 order id, 4 amount, 5 rate, 6–7 unused, 8 role, 9 fee, 10 fee currency. */
export const tradeSchema = v.pipe(
  v.tuple([integer, text, integer, integer, decimal, decimal, unused, unused, role, decimal, text]),
  v.transform(
    ([id, market, time, orderId, amount, rate, , , tradeRole, fee, feeCurrency]): Trade => ({
      id,
      market,
      time,
      orderId,
      amount,
      rate,
      role: tradeRole,
      fee,
      feeCurrency: feeCurrency.toLowerCase(),
    }),
  ),
);

export const cancelledOrderSchema = v.pipe(
  v.object({
    id: integer,
    side: text,
    type: text,
    price: optionalDecimal,
    avg_execution_price: optionalDecimal,
    symbol: text,
    timestamp: integer,
    original_amount: decimal,
    remaining_amount: decimal,
    executed_amount: decimal,
  }),
  v.transform(
    (c): CancelledOrder => ({
      id: c.id,
      side: c.side,
      type: c.type,
      price: c.price,
      avgExecutionPrice: c.avg_execution_price,
      symbol: c.symbol,
      timestamp: c.timestamp,
      originalAmount: c.original_amount,
      remainingAmount: c.remaining_amount,
      executedAmount: c.executed_amount,
    }),
  ),
);

/** What cancel-many said, as far as it can be read (the document does not show its shape). */
export interface CancelManyAnswer {
  /** Ids the exchange named as cancelled (the contract's CancelManyAnswer.cancelled). */
  cancelled: number[];
  /** Full records, when the exchange sent them. */
  orders: CancelledOrder[];
  /**
   * False when the exchange confirmed without naming the orders (`{"success":true}` or an
   * empty answer): the caller should refresh the active orders to see what happened.
   */
  itemized: boolean;
}

const LIST_FIELDS = ['orders', 'cancelled', 'canceled', 'cancelled_orders', 'canceled_orders', 'order_ids', 'ids', 'result', 'data', 'items'];

/**
 * Tolerant reading of cancel-many: an array of cancelled-order objects or of ids; an object
 * holding such a list under a common name; or a bare `{success: true}`. `{success: false}` and
 * anything unreadable are failures the caller reports.
 */
export function readCancelMany(value: unknown): CancelManyAnswer | 'refused' | null {
  const fromList = (list: unknown[]): CancelManyAnswer | null => {
    const ids: number[] = [];
    const orders: CancelledOrder[] = [];
    for (const item of list) {
      const asId = v.safeParse(integer, item);
      if (asId.success) {
        ids.push(asId.output);
        continue;
      }
      const asOrder = v.safeParse(cancelledOrderSchema, item);
      if (asOrder.success) {
        orders.push(asOrder.output);
        ids.push(asOrder.output.id);
        continue;
      }
      const loose = v.safeParse(v.object({ id: integer }), item);
      if (loose.success) ids.push(loose.output.id);
      else return null;
    }
    return { cancelled: ids, orders, itemized: true };
  };
  if (Array.isArray(value)) return fromList(value);
  if (value === null || typeof value !== 'object' || value instanceof JsonNumber) return null;
  const o = value as Record<string, unknown>;
  if (o.success === false) return 'refused';
  for (const field of LIST_FIELDS) {
    const list = o[field];
    if (Array.isArray(list)) return fromList(list);
  }
  // One cancelled order on its own.
  const single = v.safeParse(cancelledOrderSchema, o);
  if (single.success) return { cancelled: [single.output.id], orders: [single.output], itemized: true };
  if (o.success === true || Object.keys(o).length === 0) return { cancelled: [], orders: [], itemized: false };
  return null;
}
