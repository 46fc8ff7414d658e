/**
 * The account's orders (exchange document, "Private: account and trading"): open ones, the
 * history, each order's trades, and cancellation. Creating orders is not in v3.
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { PositiveId, SymbolSchema, TimeMs, op } from './operation.js';

export type OrderSide = 'buy' | 'sell';

export interface Order {
  id: number;
  market: string;
  createdAt: number;
  updatedAt: number;
  /** Position 6: the order's volume now, without sign. */
  amount: DecimalString;
  /** Position 7 without sign; its sign gives the side. */
  initialAmount: DecimalString;
  side: OrderSide;
  type: string;
  status: string;
  price: DecimalString;
  avgPrice: DecimalString;
}

export interface Trade {
  id: number;
  market: string;
  time: number;
  orderId: number;
  amount: DecimalString;
  rate: DecimalString;
  role: 'maker' | 'taker';
  fee: DecimalString;
  feeCurrency: string;
}

export interface CancelledOrder {
  id: number;
  side: string;
  type: string;
  price: DecimalString;
  avgExecutionPrice: DecimalString;
  symbol: string;
  timestamp: number;
  originalAmount: DecimalString;
  remainingAmount: DecimalString;
  executedAmount: DecimalString;
}

export interface OrderHistoryQuery {
  market?: string;
  /** ms; the exchange's default is two weeks ago. */
  start?: number;
  /** ms; default now. */
  end?: number;
  /** default 25. */
  limit?: number;
  /** 1 ascending, −1 descending (default). */
  sort?: 1 | -1;
}

export interface CancelManyResult {
  /** Ids the exchange reported cancelled. */
  cancelled: number[];
  /** False when the exchange confirmed without naming the orders: refresh to see which went. */
  itemized: boolean;
}

export const ordersOps = {
  'orders.active': op<Order[]>()(v.strictObject({ market: v.optional(SymbolSchema) }), { lock: 'any' }),
  'orders.history': op<Order[]>()(
    v.strictObject({
      market: v.optional(SymbolSchema),
      start: v.optional(TimeMs),
      end: v.optional(TimeMs),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
      sort: v.optional(v.picklist([1, -1])),
    }),
    { lock: 'any' },
  ),
  'orders.trades': op<Trade[]>()(v.strictObject({ market: SymbolSchema, orderId: PositiveId }), { lock: 'any' }),
  /** Changes state: asks for confirmation in main, refused while locked. */
  'orders.cancel': op<CancelledOrder>()(v.strictObject({ orderId: PositiveId }), { lock: 'unlocked' }),
  'orders.cancelMany': op<CancelManyResult>()(
    v.strictObject({ orderIds: v.pipe(v.array(PositiveId), v.minLength(1), v.maxLength(100)) }),
    { lock: 'unlocked' },
  ),
} as const;

export interface OrdersEvents {
  'orders.changed': Order[];
}
