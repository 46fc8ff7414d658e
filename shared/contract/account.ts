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

/** A saved account as the renderer sees it: never the secret, the public key masked. */
export interface ProfileView {
  id: string;
  name: string;
  exchangeUrl: string;
  gatewayUrl: string;
  /** e.g. `iqxw…P0bN`. */
  maskedKey: string;
  demo: boolean;
}

export interface DemoAccountView {
  index: number;
  email: string;
  withdrawConfirmation: boolean;
}

export interface ProfilesView {
  profiles: ProfileView[];
  activeId: string | null;
  /** In demo mode, the demo exchange's accounts, one click from being added. */
  demoAccounts: DemoAccountView[];
}

export const DISPLAY_CURRENCIES = ['usd', 'uah', 'btc', 'eur', 'rub'] as const;
export const AUTO_LOCK_MINUTES = [0, 5, 15, 30, 60, 120] as const;
export const THEMES = ['system', 'light', 'dark'] as const;
export const LANGUAGES = ['en'] as const;

export interface SettingsView {
  displayCurrency: (typeof DISPLAY_CURRENCIES)[number];
  theme: (typeof THEMES)[number];
  language: (typeof LANGUAGES)[number];
  /** 0 = never. */
  autoLockMinutes: (typeof AUTO_LOCK_MINUTES)[number];
  closeToTray: boolean;
  balancesIntervalMs: number;
  ordersIntervalMs: number;
  /** Market prices (all tickers) at most this often; a market's book follows its own interval. */
  tickersIntervalMs: number;
  hasPassword: boolean;
}

export interface LockStatus {
  hasPassword: boolean;
  locked: boolean;
  /** ms until another unlock attempt is accepted. */
  retryInMs: number;
}

/** A question main asks before it changes anything on the account (browser mode shows it). */
export interface ConfirmationRequest {
  id: string;
  title: string;
  message: string;
  detail: string;
  confirmLabel: string;
}

/** Something main wants the person to know once (e.g. settings were reset because the file was broken). */
export interface Notice {
  level: 'info' | 'warning' | 'error';
  message: string;
}

export interface CancelManyResult {
  /** Ids the exchange reported cancelled. */
  cancelled: number[];
  /** False when the exchange confirmed without naming the orders: refresh to see which went. */
  itemized: boolean;
}
