/**
 * The exchange's side of fiat (document, "Fiat deposit and withdrawal"): a payout through a
 * gateway service (/v3/auth/withdraw with gateway and fields, or a saved fund source), and a
 * deposit (/v3/auth/deposit), plain or simplified. All change state: each is sent once.
 */
import { AppError } from '../../../shared/contract/index.js';
import { jsonNumber } from '../../../shared/json/lossless.js';
import { withdrawalResultSchema, type WithdrawalRequestWire } from './funds-schemas.js';
import { fiatDepositAnswerSchema } from '../gateway/schemas.js';
import { currencyParam } from './params.js';
import type { CallOptions, PrivateApi } from './private.js';
import { answerOf, did } from './what.js';

export interface FiatPayout {
  currency: string;
  /** Exact decimal text, already checked. */
  amount: string;
  /** The payout service's code. */
  gateway: string;
  fields?: Record<string, string>;
  fundSourceId?: number;
}

export function fiatWithdraw(api: PrivateApi, p: FiatPayout, options: CallOptions = {}): Promise<WithdrawalRequestWire> {
  const currency = currencyParam(p.currency);
  const params: Record<string, unknown> = { withdraw_type: currency, amount: jsonNumber(p.amount), gateway: p.gateway };
  if (p.fundSourceId !== undefined) params.fund_source_id = p.fundSourceId;
  else params.fields = p.fields ?? {};
  return api.request(
    { path: '/v3/auth/withdraw', params, changesState: true, what: did.payout(p.amount, currency) },
    withdrawalResultSchema,
    answerOf.withdrawalAnswer,
    options,
  );
}

export interface FiatDepositAnswer {
  depositId: number | null;
  /** The simplified deposit's form: where to send it and what. */
  action: string | null;
  params: { name: string; value: string }[];
}

export async function fiatDeposit(api: PrivateApi, d: { currency: string; amount: string; simplified: boolean }, options: CallOptions = {}): Promise<FiatDepositAnswer> {
  const currency = currencyParam(d.currency);
  const params: Record<string, unknown> = { currency, amount: jsonNumber(d.amount) };
  if (d.simplified) params.payment_service = 'default';
  const answer = await api.request(
    { path: '/v3/auth/deposit', params, changesState: true, what: did.deposit(d.amount, currency) },
    fiatDepositAnswerSchema,
    answerOf.depositAnswer,
    options,
  );
  if (!d.simplified && answer.deposit_id === null) throw new AppError('malformed', 'The exchange accepted the deposit but gave no deposit id, so it cannot be paid.');
  return { depositId: answer.deposit_id, action: answer.action, params: answer.params ?? [] };
}
