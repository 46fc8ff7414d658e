/**
 * Crypto deposits: /v3/auth/deposit/info, /v3/auth/payment_addresses, /v3/auth/deposit/details.
 * Making an address changes state, so it is sent once; the exchange's 400 for a currency that
 * already has one is an answer, not an error.
 */
import type * as v from 'valibot';
import { AppError } from '../../../shared/contract/index.js';
import { addressGeneratedSchema, depositDetailsSchema, depositInfoSchema, type DepositDetailsWire } from './funds-schemas.js';
import { currencyParam, positiveId } from './params.js';
import type { CallOptions, PrivateApi } from './private.js';
import { answerOf, did } from './what.js';

export type DepositInfoWire = v.InferOutput<typeof depositInfoSchema>;

export function depositInfo(api: PrivateApi, currency: string, options: CallOptions = {}): Promise<DepositInfoWire> {
  return api.request(
    { path: '/v3/auth/deposit/info', params: { currency: currencyParam(currency) }, changesState: false, what: did.request() },
    depositInfoSchema,
    answerOf.depositInfo,
    options,
  );
}

/**
 * `made`, or the exchange's refusal with HTTP 400: the document's answer when the currency has
 * an address already, but a 400 can mean other things, so the caller looks before saying so.
 */
export async function generateAddress(api: PrivateApi, currency: string, options: CallOptions = {}): Promise<'made' | { refused: AppError }> {
  const code = currencyParam(currency);
  try {
    const answer = await api.request(
      { path: '/v3/auth/payment_addresses', params: { currency: code }, changesState: true, what: did.newAddress(code) },
      addressGeneratedSchema,
      answerOf.addressAnswer,
      options,
    );
    if (!answer.success) throw new AppError('exchange', `The exchange did not make a ${code.toUpperCase()} deposit address.`);
    return 'made';
  } catch (error) {
    // The document's one error of this method: a second generation answers 400.
    if (error instanceof AppError && error.kind === 'exchange' && error.status === 400) return { refused: error };
    throw error;
  }
}

export function depositDetails(api: PrivateApi, id: number, options: CallOptions = {}): Promise<DepositDetailsWire> {
  return api.request(
    { path: '/v3/auth/deposit/details', params: { id: positiveId(id, 'deposit id') }, changesState: false, what: did.request() },
    depositDetailsSchema,
    answerOf.depositDetails,
    options,
  );
}
