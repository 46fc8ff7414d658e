/**
 * Deposits and withdrawals in the document's shapes. The document is uneven and the demo
 * follows it exactly where it is: deposit details carry the currency as its internal id (int)
 * and withdrawal details as its code (string); details write times with an offset, the
 * history in UTC with `Z`; amounts are decimal-strings in details and JSON numbers in the
 * history (written digit for digit, never through a float).
 */
import { decText } from '../../../../shared/decimal.js';
import { jsonNumber, type JsonValue } from '../../../../shared/json/lossless.js';
import { currencyId } from '../market/catalog.js';
import { type Deposit, type Operation, type Withdrawal } from './funds.js';

const secondsIso = (ms: number): string => new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');

/** `2026-11-20T10:00:00+00:00`: ISO 8601 with an offset, as the details say. */
export const isoWithOffset = (ms: number): string => secondsIso(ms).replace(/Z$/, '+00:00');

/** `2026-11-20T10:00:00Z`: ISO 8601 in UTC, as the history says. */
export const isoUtc = (ms: number): string => secondsIso(ms);

/** A support number a person can read out: the kind and the id. */
export const serial = (op: Operation): string => `${op.kind === 'deposit' ? 'DP' : 'WD'}${op.id}`;

/** Both pending states are one to the history, whose filter knows only done, pending, canceled. */
export const historyStatus = (op: Operation): 'done' | 'pending' | 'canceled' => (op.status === 'awaiting_confirmation' ? 'pending' : op.status);

export function depositDetails(d: Deposit): JsonValue {
  return {
    id: jsonNumber(String(d.id)),
    type: 'deposit',
    created_at: isoWithOffset(d.createdAt),
    destination: d.destination,
    txid: d.txid,
    currency: jsonNumber(String(currencyId(d.currency))),
    amount: decText(d.amount),
    status: d.status,
    sn: serial(d),
    provider: d.provider,
  };
}

export function withdrawalDetails(w: Withdrawal): JsonValue {
  return {
    id: jsonNumber(String(w.id)),
    created_at: isoWithOffset(w.createdAt),
    destination: w.destination,
    currency: w.currency,
    amount: decText(w.amount),
    status: w.status,
    txid: w.txid,
    sn: serial(w),
    fee: decText(w.fee),
    total_amount: decText(w.total),
    // The document leaves its meaning open; the demo uses the id a payout processor would
    // know the withdrawal by, as a fiat deposit's reference_id is its deposit_id.
    reference_id: String(w.id),
    // Not in the document's withdrawal details: the demo adds it as deposit details have it,
    // the fiat method of a payout (the payout service's method), null for crypto.
    provider: w.provider ?? null,
  };
}

/** One history item; a withdrawal's amount is what the recipient gets, as in its details. */
export function historyItem(op: Operation): JsonValue {
  return {
    id: jsonNumber(String(op.id)),
    type: op.kind,
    created_at: isoUtc(op.createdAt),
    destination: op.destination,
    currency: jsonNumber(String(currencyId(op.currency))),
    amount: jsonNumber(decText(op.amount)),
    status: historyStatus(op),
  };
}
