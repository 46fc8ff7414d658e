/**
 * The body of /v3/auth/withdraw, checked as a careful exchange checks it before any money
 * moves: field types (400), then the currency (404), then what the currency demands —
 * precision, address, memo (400), then the fee arithmetic and the minimum (400). The balance
 * is left to the one step that also debits it (Funds.withdraw). Fiat goes on in
 * fiat-withdraw-request.ts once the currency is known.
 */
import { type Decimal } from '../../../../shared/decimal.js';
import { currencySpec } from '../market/catalog.js';
import { parseFiatWithdrawal } from '../fiat/fiat-withdraw-request.js';
import { coinFees } from './fees.js';
import { type FundSource } from '../fiat/fund-sources.js';
import { type WithdrawalOrder } from './funds.js';
import { fitsPrecision, positiveAmount } from '../http/amounts.js';
import { isAddress, memoProblem } from './networks.js';
import { refuse, type Refusal } from '../http/refusal.js';

type Body = Record<string, unknown>;

const CODE = /^[a-z0-9]{2,10}$/;
const absent = (v: unknown): v is undefined | null => v === undefined || v === null;

/** withdrawall: the document's true or 1, false or 0; absent is false. */
function includesFee(v: unknown): boolean | null {
  if (absent(v)) return false;
  if (v === true || v === 1) return true;
  if (v === false || v === 0) return false;
  return null;
}

/**
 * @param body the body as JSON.parse read it, but `amount` as the lossless parser read it (a JsonNumber when sent as a number).
 * @param fundSource the caller's saved fund source by id, for fiat (fiat-withdraw-request.ts).
 */
export function parseWithdrawal(body: Body, fundSource: (id: number) => FundSource | undefined = () => undefined): WithdrawalOrder | Refusal {
  const code = body.withdraw_type;
  if (typeof code !== 'string' || !CODE.test(code)) return refuse('withdraw_type is required: a currency code in lower case');
  const amount = positiveAmount(body.amount);
  if (!amount) return refuse('amount is required: a positive number (a JSON number or a decimal-string)');
  const { address, payment_id: memo, allow_blank_memo: blankMemo } = body;
  if (!absent(address) && typeof address !== 'string') return refuse('address must be a string');
  if (!absent(memo) && typeof memo !== 'string') return refuse('payment_id must be a string');
  if (!absent(blankMemo) && typeof blankMemo !== 'boolean') return refuse('allow_blank_memo must be true or false');
  const withFee = includesFee(body.withdrawall);
  if (withFee === null) return refuse('withdrawall must be true, false, 1 or 0');

  const spec = currencySpec(code);
  const fees = coinFees(code);
  if (!spec) return refuse(`Unknown currency: ${code}`, 404);
  if (!spec.coin) return parseFiatWithdrawal({ code, amount, withFee, fundSource }, body);
  if (!fees) return refuse(`${code} has no withdrawal fee configured`);
  if (!fitsPrecision(amount, spec.precision.real)) return refuse(`amount has more than ${spec.precision.real} decimal places, the precision of ${code}`);
  if (absent(address) || address === '') return refuse(`address is required for a ${code} withdrawal`);
  if (!isAddress(code, address)) return refuse(`Invalid ${code} address: ${address}`);

  const memoText = typeof memo === 'string' && memo !== '' ? memo : null;
  if (spec.hasMemo) {
    if (memoText === null && blankMemo !== true) return refuse(`A memo (payment_id) is required for ${code} withdrawals; send allow_blank_memo: true to withdraw without one`);
    const problem = memoText === null ? null : memoProblem(code, memoText);
    if (problem) return refuse(`Invalid payment_id: ${problem}`);
  } else if (memoText !== null) return refuse(`${code} withdrawals take no memo (payment_id)`);

  const { fee, minWithdraw } = fees;
  const received: Decimal = withFee ? amount.minus(fee) : amount;
  const total: Decimal = withFee ? amount : amount.plus(fee);
  if (received.lte(0)) return refuse(`With withdrawall the amount includes the ${fee.toFixed()} ${code} fee, so it must be more than the fee`);
  if (received.lt(minWithdraw)) return refuse(`The minimum withdrawal is ${minWithdraw.toFixed()} ${code} received by the recipient (this would send ${received.toFixed()})`);
  return { currency: code, amount: received, fee, total, destination: address, memo: memoText };
}

export const isRefusal = (v: WithdrawalOrder | Refusal): v is Refusal => 'status' in v;
