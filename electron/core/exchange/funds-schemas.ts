/**
 * Schemas of the answers of "Private: crypto deposit and withdrawal" (the Deposit details,
 * Withdrawal request result, Withdrawal details and Asset history tables), each turned into a
 * camelCase shape. Currency ids stay ids here: which code an id names is the currency list's
 * business (funds/currencies.ts), not the wire's.
 */
import * as v from 'valibot';
import type { DepositDetails, HistoryItem, WithdrawalDetails } from '../../../shared/contract/index.js';
import { decimal, flag, integer, optionalText, text } from './wire.js';

const ISO = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * ISO 8601, as the document writes times; becomes ms. A time without an offset is UTC (the
 * document says so of the history) — never the zone of the computer Satchel runs on.
 */
export const isoTime = v.pipe(
  text,
  v.check((value) => ISO.test(value.trim()) && Number.isFinite(Date.parse(withZone(value.trim()))), 'Expected an ISO 8601 time'),
  v.transform((value) => Date.parse(withZone(value.trim()))),
);

function withZone(value: string): string {
  const t = value.replace(' ', 'T');
  return ISO.exec(t)?.[1] ? t : `${t}Z`;
}

const nullableText = v.pipe(
  v.optional(v.nullable(v.string())),
  v.transform((value) => (value === undefined || value === null || value === '' ? null : value)),
);

export const depositInfoSchema = v.object({
  confirmations: integer,
  min_deposit: decimal,
  address: nullableText,
  memo: nullableText,
});

export const addressGeneratedSchema = v.object({ success: flag });

export type DepositDetailsWire = Omit<DepositDetails, 'currency' | 'explorerUrl'>;

export const depositDetailsSchema = v.pipe(
  v.object({
    id: integer,
    type: v.optional(text, 'deposit'),
    created_at: isoTime,
    destination: optionalText,
    txid: optionalText,
    currency: integer,
    amount: decimal,
    status: text,
    sn: optionalText,
    provider: nullableText,
  }),
  v.transform(
    (d): DepositDetailsWire => ({
      id: d.id,
      type: d.type,
      createdAt: d.created_at,
      destination: d.destination,
      txid: d.txid,
      currencyId: d.currency,
      amount: d.amount,
      status: d.status,
      sn: d.sn,
      provider: d.provider ?? null,
    }),
  ),
);

export interface WithdrawalRequestWire {
  status: string;
  message: string;
  withdrawalId: number;
  /** A fiat payout's saved destination, when the exchange names it (the demo does; not shown in the document). */
  fundSourceId?: number;
}

/** An array of results, as the document says; one request makes one withdrawal, so one result is read. */
export const withdrawalResultSchema = v.pipe(
  v.array(v.object({ status: text, message: optionalText, withdrawal_id: integer, fund_source_id: v.optional(v.nullable(integer), null) })),
  v.minLength(1, 'Expected at least one result'),
  v.transform((rows): WithdrawalRequestWire => {
    const row = rows[0]!;
    const wire: WithdrawalRequestWire = { status: row.status, message: row.message, withdrawalId: row.withdrawal_id };
    if (row.fund_source_id !== null && row.fund_source_id > 0) wire.fundSourceId = row.fund_source_id;
    return wire;
  }),
);

export type WithdrawalDetailsWire = Omit<WithdrawalDetails, 'explorerUrl'>;

export const withdrawalDetailsSchema = v.pipe(
  v.object({
    id: integer,
    created_at: isoTime,
    destination: optionalText,
    currency: text,
    amount: decimal,
    status: text,
    txid: optionalText,
    sn: optionalText,
    fee: decimal,
    total_amount: decimal,
    reference_id: v.optional(v.nullable(v.union([v.string(), v.unknown()])), ''),
  }),
  v.transform(
    (w): WithdrawalDetailsWire => ({
      id: w.id,
      createdAt: w.created_at,
      destination: w.destination,
      currency: w.currency.toLowerCase(),
      amount: w.amount,
      status: w.status,
      txid: w.txid,
      sn: w.sn,
      fee: w.fee,
      totalAmount: w.total_amount,
      // Its meaning was never documented; shown as text whatever it is.
      referenceId: w.reference_id === null || w.reference_id === undefined ? '' : String(w.reference_id),
    }),
  ),
);

export type HistoryItemWire = Omit<HistoryItem, 'currency'>;

export const historySchema = v.pipe(
  v.object({
    total_items: integer,
    items: v.array(
      v.object({
        id: integer,
        type: v.picklist(['deposit', 'withdraw'], 'Expected deposit or withdraw'),
        created_at: isoTime,
        destination: optionalText,
        currency: integer,
        amount: decimal,
        status: text,
      }),
    ),
    currencies: v.optional(v.array(text), []),
  }),
  v.transform((h) => ({
    totalItems: h.total_items,
    items: h.items.map(
      (i): HistoryItemWire => ({
        id: i.id,
        type: i.type,
        createdAt: i.created_at,
        destination: i.destination,
        currencyId: i.currency,
        amount: i.amount,
        status: i.status,
      }),
    ),
    currencies: h.currencies.map((c) => c.toLowerCase()),
  })),
);
