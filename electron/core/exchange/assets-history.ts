/** /v3/auth/assets-history/{?type}: deposits and withdrawals with every filter of the document. */
import type * as v from 'valibot';
import { AppError } from '../../../shared/contract/index.js';
import { historySchema } from './funds-schemas.js';
import { INT32_MAX } from './params.js';
import type { CallOptions, PrivateApi } from './private.js';
import { answerOf, did } from './what.js';

export interface AssetsHistoryQuery {
  type?: 'deposits' | 'withdraws';
  currencyIds?: number[];
  statuses?: string[];
  /** s */
  dateFrom?: number;
  /** s */
  dateTo?: number;
  page?: number;
  perPage?: number;
  orderBy?: 'created_at' | 'amount';
  orderDir?: 'asc' | 'desc';
}

export type AssetsHistory = v.InferOutput<typeof historySchema>;

function int32(value: number | undefined, what: string, min: number): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < min || value > INT32_MAX) throw new AppError('validation', `${what} is out of range.`);
  return value;
}

export function assetsHistory(api: PrivateApi, query: AssetsHistoryQuery = {}, options: CallOptions = {}): Promise<AssetsHistory> {
  const path = query.type === undefined ? '/v3/auth/assets-history' : `/v3/auth/assets-history/${query.type}`;
  const params: Record<string, unknown> = {};
  if (query.currencyIds?.length) params.currency_ids = query.currencyIds.map((id) => int32(id, 'A currency id', 0));
  if (query.statuses?.length) params.statuses = query.statuses;
  const from = int32(query.dateFrom, 'The start date', 0);
  const to = int32(query.dateTo, 'The end date', 0);
  if (from !== undefined && to !== undefined && from > to) throw new AppError('validation', 'The start date must not be after the end date.');
  if (from !== undefined) params.date_from = from;
  if (to !== undefined) params.date_to = to;
  if (query.page !== undefined) params.page = int32(query.page, 'The page', 1);
  if (query.perPage !== undefined) params.per_page = int32(query.perPage, 'The page size', 1);
  if (query.orderBy !== undefined) params.order_by = query.orderBy;
  if (query.orderDir !== undefined) params.order_dir = query.orderDir;
  return api.request({ path, params, changesState: false, what: did.request() }, historySchema, answerOf.assetHistory, options);
}
