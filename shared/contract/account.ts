/**
 * The signed-in account as the app uses it (exchange document, "Private: account and trading").
 * camelCase fields; every amount a canonical decimal string.
 */
import type { DecimalString } from '../decimal.js';

export interface AccountInfo {
  email: string;
  svcid: string;
  twoFactor: boolean;
  withdrawConfirmation: boolean;
  /** deposit_sdk_<cur>_public_key by fiat currency (uah, usd, rub); public, used with the payment gateway. */
  publicKeys: Record<string, string>;
  announcements: boolean;
}

export interface Balance {
  walletType: string;
  currency: string;
  total: DecimalString;
  available: DecimalString;
  /** total − available: what open orders and pending withdrawals hold. */
  locked: DecimalString;
}

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
