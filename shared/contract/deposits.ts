/**
 * Crypto deposits (exchange document, "Private: crypto deposit and withdrawal"): where to send
 * coins, making that address, and one deposit's details.
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { CurrencyCode, PositiveId, op } from './operation.js';

export interface DepositInfo {
  currency: string;
  /** Confirmations the network must give before the deposit is credited. */
  confirmations: number;
  minDeposit: DecimalString;
  /** Null until an address has been made for this currency (and for a moment after). */
  address: string | null;
  /** For currencies that need one: a deposit without it cannot be credited. */
  memo: string | null;
  /** The currency's `has_memo`: the renderer warns even before the memo arrives. */
  needsMemo: boolean;
}

export interface DepositAddressResult {
  /**
   * `made`: the exchange made one now. `existed`: it already had one (the exchange's 400), shown
   * instead of an error. `unconfirmed`: the request's answer was lost; the info was read again.
   */
  outcome: 'made' | 'existed' | 'unconfirmed';
  info: DepositInfo;
}

export interface DepositDetails {
  id: number;
  type: string;
  /** ms */
  createdAt: number;
  destination: string;
  txid: string;
  /** The currency's code, read from the exchange's internal id (null when the id is not listed). */
  currency: string | null;
  currencyId: number;
  amount: DecimalString;
  status: string;
  sn: string;
  provider: string | null;
  /** The currency's explorer page for the txid, https only; null when there is none. */
  explorerUrl: string | null;
}

export const depositsOps = {
  'deposits.info': op<DepositInfo>()(v.strictObject({ currency: CurrencyCode }), { lock: 'any' }),
  /** Changes state (once per currency); sent once, never retried by itself. */
  'deposits.generateAddress': op<DepositAddressResult>()(v.strictObject({ currency: CurrencyCode }), { lock: 'unlocked' }),
  'deposits.details': op<DepositDetails>()(v.strictObject({ id: PositiveId }), { lock: 'any' }),
} as const;
