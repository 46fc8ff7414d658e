/**
 * What the demo payment gateway may know and do on the demo exchange, in the same process.
 * A real gateway and its merchant talk through their own back channel; the demo keeps that
 * channel to these few calls (the exchange implements them in exchange/gateway-link.ts), so
 * the gateway never reaches into the exchange's ledger or records.
 *
 * Accounts are named by their svcid (public), never by an API key.
 */
import { type Decimal } from '../../../shared/decimal.js';
import { type GatewayFiat } from './services.js';

/** Where a payer's browser posts an invoice payload or a simplified deposit's params. */
export const PROCESS_PATH = '/public-api/payment-invoices/process';

/** Whose public key it is, and for which currency (deposit_sdk_<cur>_public_key). */
export interface KeyHolder {
  account: string;
  currency: GatewayFiat;
}

export interface GatewayDeposit {
  id: number;
  currency: GatewayFiat;
  amount: Decimal;
  status: 'pending' | 'done' | 'canceled';
}

export type SettleOutcome = { ok: true; deposit: GatewayDeposit } | { ok: false; reason: 'not-found' | 'done' | 'canceled' };

export interface Merchant {
  name: string;
  description: string;
  website: string;
}

export interface GatewayLink {
  /** The merchant the gateway collects for and pays out from (the pre-requests' `account`). */
  merchant(): Merchant;
  accountForPublicKey(publicKey: string): KeyHolder | null;
  /** A fiat deposit of the account opened through /v3/auth/deposit; null when there is none by that id. */
  fiatDeposit(account: string, id: number): GatewayDeposit | null;
  /** Paid: the deposit becomes done and the account is credited its amount, once. */
  completeDeposit(account: string, id: number, method: string): SettleOutcome;
  /** Cancelled by the payer: the deposit becomes canceled, no money moves. */
  cancelDeposit(account: string, id: number, method: string): SettleOutcome;
}
