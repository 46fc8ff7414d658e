/**
 * Transfer codes: /v3/auth/svc_codes (create), /v3/auth/svc_codes/redeem (PUT), details and the
 * two lists. Creating and redeeming change state: sent once, and a lost answer is an unknown
 * outcome the caller resolves by looking at the lists, never by sending again.
 */
import * as v from 'valibot';
import { AppError, type TransferCode } from '../../../shared/contract/index.js';
import { dec, decText } from '../../../shared/decimal.js';
import { jsonNumber } from '../../../shared/json/lossless.js';
import { transferCodeSchema } from './codes-schema.js';
import { currencyParam, positiveId } from './params.js';
import type { CallOptions, PrivateApi } from './private.js';
import { answerOf, did } from './what.js';

export interface NewCode {
  amount: string;
  currency: string;
  recipient?: string;
  /** ms */
  nonRefundableBefore?: number;
  comment?: string;
  privateComment?: string;
}

export interface CodeListQuery {
  page: number;
  perPage: number;
  orderBy: 'created_at' | 'redeemed_at' | 'amount';
  orderDir: 'asc' | 'desc';
  statuses?: string[];
}

export function createCode(api: PrivateApi, c: NewCode, options: CallOptions = {}): Promise<TransferCode> {
  const currency = currencyParam(c.currency);
  const amount = decText(dec(c.amount));
  if (dec(amount).lte(0)) throw new AppError('validation', 'The amount must be more than zero.');
  const params: Record<string, unknown> = { amount: jsonNumber(amount), currency };
  if (c.recipient) params.recipient = c.recipient;
  if (c.nonRefundableBefore !== undefined) params.non_refundable_before = new Date(c.nonRefundableBefore).toISOString();
  // The field table, not the document's example (which swapped them): comment is public.
  if (c.comment) params.comment = c.comment;
  if (c.privateComment) params.private_comment = c.privateComment;
  return api.request(
    { path: '/v3/auth/svc_codes', params, changesState: true, what: did.newCode(amount, currency) },
    transferCodeSchema,
    answerOf.transferCode,
    options,
  );
}

export function redeemCode(api: PrivateApi, code: string, options: CallOptions = {}): Promise<TransferCode> {
  return api.request(
    { method: 'PUT', path: '/v3/auth/svc_codes/redeem', params: { code }, changesState: true, what: did.redeemCode() },
    transferCodeSchema,
    answerOf.redeemedCode,
    options,
  );
}

export function codeDetails(api: PrivateApi, id: number, options: CallOptions = {}): Promise<TransferCode> {
  return api.request(
    { path: '/v3/auth/svc_codes/details', params: { id: positiveId(id, 'code id') }, changesState: false, what: did.request() },
    transferCodeSchema,
    answerOf.transferCode,
    options,
  );
}

function listParams(q: CodeListQuery): Record<string, unknown> {
  const params: Record<string, unknown> = { page: q.page, per_page: q.perPage, order_by: q.orderBy, order_dir: q.orderDir };
  if (q.statuses?.length) params.status = q.statuses;
  return params;
}

export function issuedByMe(api: PrivateApi, q: CodeListQuery, options: CallOptions = {}): Promise<TransferCode[]> {
  return api.request(
    { path: '/v3/auth/svc_codes/issued-by-me', params: listParams(q), changesState: false, what: did.request() },
    v.array(transferCodeSchema),
    answerOf.codeList,
    options,
  );
}

export function redeemedByMe(api: PrivateApi, q: Omit<CodeListQuery, 'statuses'>, options: CallOptions = {}): Promise<TransferCode[]> {
  return api.request(
    { path: '/v3/auth/svc_codes/redeemed-by-me', params: listParams(q), changesState: false, what: did.request() },
    v.array(transferCodeSchema),
    answerOf.codeList,
    options,
  );
}
