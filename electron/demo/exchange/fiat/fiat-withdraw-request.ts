/**
 * The fiat part of /v3/auth/withdraw (withdraw_type uah, usd or rub): the document's
 * "Withdrawal procedure" step 3. The money goes to a payout service of the payment gateway
 * (`gateway`, its code) with the service's `fields`, or to a saved fund source
 * (`fund_source_id`). Checked as the crypto part is: types and shapes (400), what does not
 * exist (404), then the fee arithmetic and the service's limits (400). The balance is left to
 * the step that also debits it (Funds.withdraw).
 */
import { type Decimal } from '../../../../shared/decimal.js';
import { amountProblem, checkFields, fieldErrorsText, FIAT_DIGITS, maskValue, payoutService, serviceFee, type PayoutService } from '../../gateway/services.js';
import { fitsPrecision } from '../http/amounts.js';
import { type FundSource } from './fund-sources.js';
import { type WithdrawalOrder } from '../funds/funds.js';
import { refuse, type Refusal } from '../http/refusal.js';
type Body = Record<string, unknown>;

const INT32_MAX = 2_147_483_647;
const absent = (v: unknown): v is undefined | null => v === undefined || v === null;

export interface FiatContext {
  code: string;
  amount: Decimal;
  /** withdrawall: the amount includes the fee. */
  withFee: boolean;
  /** The caller's fund source by id (undefined when it is not the caller's). */
  fundSource(id: number): FundSource | undefined;
}

function serviceFor(ctx: FiatContext, gateway: unknown): PayoutService | Refusal {
  if (absent(gateway)) return refuse(`gateway is required for a ${ctx.code} withdrawal: the code of a payout service of the payment gateway`);
  const s = payoutService(gateway);
  if (!s) return refuse(`Unknown payout service: ${String(gateway)}`, 404);
  if (s.currency !== ctx.code) return refuse(`${s.code} pays out ${s.currency}, not ${ctx.code}`);
  return s;
}

/** The service and field values from `fund_source_id`, or from `gateway` and `fields`. */
function destination(ctx: FiatContext, body: Body): { service: PayoutService; fields: Record<string, string>; fundSourceId: number | null } | Refusal {
  const { gateway, fields, fund_source_id: sourceId } = body;
  if (!absent(gateway) && typeof gateway !== 'string') return refuse('gateway must be a string: the code of a payout service');
  if (!absent(fields) && !absent(sourceId)) return refuse('Send fields or fund_source_id, not both');
  if (!absent(sourceId)) {
    if (typeof sourceId !== 'number' || !Number.isInteger(sourceId) || sourceId < 1 || sourceId > INT32_MAX) return refuse('fund_source_id must be a positive 32-bit integer');
    const saved = ctx.fundSource(sourceId);
    if (!saved) return refuse(`Fund source not found: ${sourceId}`, 404);
    if (saved.currency !== ctx.code) return refuse(`Fund source ${sourceId} is for ${saved.currency}, not ${ctx.code}`);
    if (!absent(gateway) && gateway !== saved.service) return refuse(`Fund source ${sourceId} is for ${saved.service}, not ${gateway}`);
    return { service: payoutService(saved.service)!, fields: { ...saved.fields }, fundSourceId: saved.id };
  }
  const service = serviceFor(ctx, gateway);
  if ('status' in service) return service;
  if (absent(fields)) return refuse(`fields is required for a ${ctx.code} withdrawal through ${service.code} (or fund_source_id)`);
  const checked = checkFields(service, fields);
  if (!checked.ok) return refuse(fieldErrorsText(checked.errors, 'fields'));
  return { service, fields: checked.values, fundSourceId: null };
}

/** @param body the body as JSON.parse read it (the amount is already in `ctx`). */
export function parseFiatWithdrawal(ctx: FiatContext, body: Body): WithdrawalOrder | Refusal {
  const { code, amount } = ctx;
  if (!absent(body.address)) return refuse(`${code} withdrawals take no address: the money goes to a payout service (gateway and fields, or fund_source_id)`);
  if (typeof body.payment_id === 'string' && body.payment_id !== '') return refuse(`${code} withdrawals take no memo (payment_id)`);
  if (!fitsPrecision(amount, FIAT_DIGITS)) return refuse(`amount has more than ${FIAT_DIGITS} decimal places, the precision of ${code}`);
  const to = destination(ctx, body);
  if ('status' in to) return to;
  const { service } = to;
  const fee = serviceFee(service.fee, amount);
  const received = ctx.withFee ? amount.minus(fee) : amount;
  const total = ctx.withFee ? amount : amount.plus(fee);
  if (received.lte(0)) return refuse(`With withdrawall the amount includes the ${fee.toFixed()} ${code} fee, so it must be more than the fee`);
  const problem = amountProblem(service, received);
  if (problem) {
    const [word, limit] = problem === 'below' ? ['minimum', service.amountMin] : ['maximum', service.amountMax];
    return refuse(`The ${word} payout through ${service.code} is ${limit} ${code} received by the recipient (this would pay out ${received.toFixed()})`);
  }
  const shown = to.fields[service.destinationField] ?? '';
  return {
    currency: code,
    amount: received,
    fee,
    total,
    destination: maskValue(service.destinationField, shown),
    memo: null,
    provider: service.method,
    payout: { service: service.code, fields: to.fields, fundSourceId: to.fundSourceId },
  };
}
