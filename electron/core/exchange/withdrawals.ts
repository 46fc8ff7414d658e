/**
 * Crypto withdrawals: /v3/auth/withdraw (sent once; a lost answer is an unknown outcome, and the
 * caller looks at the history instead of sending again) and /v3/auth/withdraw/details.
 */
import { AppError } from '../../../shared/contract/index.js';
import { dec, decText } from '../../../shared/decimal.js';
import { jsonNumber } from '../../../shared/json/lossless.js';
import { withdrawalDetailsSchema, withdrawalResultSchema, type WithdrawalDetailsWire, type WithdrawalRequestWire } from './funds-schemas.js';
import { currencyParam, positiveId } from './params.js';
import type { CallOptions, PrivateApi } from './private.js';
import { answerOf, did } from './what.js';

export interface CryptoWithdrawal {
  currency: string;
  address: string;
  amount: string;
  /** Memo, tag or payment id; omitted when empty. */
  memo?: string;
  allowBlankMemo: boolean;
  /** `withdrawall`: the amount includes the fee. */
  feeIncluded: boolean;
}

export async function withdraw(api: PrivateApi, w: CryptoWithdrawal, options: CallOptions = {}): Promise<WithdrawalRequestWire> {
  const currency = currencyParam(w.currency);
  if (!w.address) throw new AppError('validation', 'Enter the address to send to.');
  let amount: string;
  try {
    amount = decText(dec(w.amount));
  } catch {
    throw new AppError('validation', 'The amount is not a number. Write it like 0.25, with a point.');
  }
  if (dec(amount).lte(0)) throw new AppError('validation', 'The amount must be more than zero.');
  const params: Record<string, unknown> = {
    withdraw_type: currency,
    // The document types it as a float: sent as a JSON number with exactly these digits.
    amount: jsonNumber(amount),
    address: w.address,
  };
  if (w.memo) params.payment_id = w.memo;
  if (w.allowBlankMemo) params.allow_blank_memo = true;
  params.withdrawall = w.feeIncluded;
  return api.request(
    { path: '/v3/auth/withdraw', params, changesState: true, what: did.withdrawal(amount, currency) },
    withdrawalResultSchema,
    answerOf.withdrawalAnswer,
    options,
  );
}

export function withdrawalDetails(api: PrivateApi, id: number, options: CallOptions = {}): Promise<WithdrawalDetailsWire> {
  return api.request(
    { path: '/v3/auth/withdraw/details', params: { id: positiveId(id, 'withdrawal id') }, changesState: false, what: did.request() },
    withdrawalDetailsSchema,
    answerOf.withdrawalDetails,
    options,
  );
}
