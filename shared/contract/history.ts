/**
 * The account's deposits and withdrawals (exchange document, assets-history), every filter of
 * the document, and the export of a filtered history to CSV.
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { CurrencyCode, TimeMs, op } from './operation.js';

export const HISTORY_TYPES = ['all', 'deposits', 'withdraws'] as const;
export const HISTORY_STATUSES = ['done', 'pending', 'canceled'] as const;
export const HISTORY_ORDER_BY = ['created_at', 'amount'] as const;
export const HISTORY_PER_PAGE = [10, 20, 50, 100] as const;

export interface HistoryItem {
  id: number;
  type: 'deposit' | 'withdraw';
  /** ms */
  createdAt: number;
  destination: string;
  /** Code of the exchange's internal id; null when the id is not listed. */
  currency: string | null;
  currencyId: number;
  amount: DecimalString;
  status: string;
}

export interface HistoryPage {
  totalItems: number;
  page: number;
  perPage: number;
  items: HistoryItem[];
  /** Codes of the currencies of every listed operation (the exchange's `currencies`). */
  currencies: string[];
}

export const HistoryFilter = v.strictObject({
  type: v.picklist(HISTORY_TYPES),
  currencies: v.pipe(v.array(CurrencyCode), v.maxLength(100)),
  statuses: v.pipe(v.array(v.picklist(HISTORY_STATUSES)), v.maxLength(3)),
  /** ms; whole seconds are sent. */
  from: v.nullable(TimeMs),
  to: v.nullable(TimeMs),
  orderBy: v.picklist(HISTORY_ORDER_BY),
  orderDir: v.picklist(['asc', 'desc']),
});
export type HistoryFilter = v.InferOutput<typeof HistoryFilter>;

export type HistoryExport =
  /** Electron: written where the person chose. */
  | { saved: 'file'; path: string; rows: number }
  /** Browser mode: the renderer offers it as a download. */
  | { saved: 'download'; fileName: string; csv: string; rows: number }
  /** The save dialog was closed. */
  | { saved: 'cancelled'; rows: number };

export interface HistoryExportProgress {
  /** Pages read so far, and how many there are. */
  page: number;
  pages: number;
}

export const historyOps = {
  'history.list': op<HistoryPage>()(
    v.strictObject({
      filter: HistoryFilter,
      page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000)),
      perPage: v.picklist(HISTORY_PER_PAGE),
    }),
    { lock: 'any' },
  ),
  /** Every page of the filtered history as CSV; `history.exportProgress` events while pages load. */
  'history.export': op<HistoryExport>()(v.strictObject({ filter: HistoryFilter }), { lock: 'any' }),
} as const;

export interface HistoryEvents {
  'history.exportProgress': HistoryExportProgress;
  /** Deposits credited and withdrawals completed since the last look, summed up (at most one per 20 s). */
  'funds.settled': FundsSettled;
}

export interface FundsSettled {
  deposits: { currency: string; amount: DecimalString }[];
  withdrawals: { currency: string; amount: DecimalString }[];
}
