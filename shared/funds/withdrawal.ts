/**
 * What a withdrawal costs, before anything is sent: the fee of `/v3/fees`, what the recipient
 * gets, what leaves the balance, and every reason it cannot go as typed. The form shows this
 * live; main checks the same again with fresh figures before it asks for confirmation.
 *
 * The document: `withdrawall` false (the default) adds the fee on top of the amount;
 * true takes it out of the amount.
 */
import type { CryptoFeeRecord, WithdrawalSummary } from '../contract/index.js';
import { dec, decText, isDecimalText, scaleOf, ZERO, type Decimal } from '../decimal.js';
import { m } from '../i18n/language.js';
import { sayAmount } from '../i18n/numbers.js';
import { memoProblem } from './address/rules.js';

export interface WithdrawalTerms {
  currency: string;
  /** Digits the currency allows (`precision.real`). */
  precision: number;
  /** In the currency itself; a fee taken in another currency is not added to the debit. */
  fee: Decimal;
  feeCurrency: string;
  minWithdraw: Decimal;
  available: Decimal;
  needsMemo: boolean;
}

export interface WithdrawalInput {
  amount: string;
  feeIncluded: boolean;
  memo: string;
  allowBlankMemo: boolean;
}

export type WithdrawalProblem =
  | { field: 'amount'; message: string }
  | { field: 'memo'; message: string };

export interface WithdrawalCheck {
  /** Null until the amount is a number. */
  summary: WithdrawalSummary | null;
  problems: WithdrawalProblem[];
}

/** The fee and minimum of a coin from the fee list; null when the list has no record for it. */
export function coinWithdrawalFee(records: readonly { kind: string }[], currency: string): { fee: string; feeCurrency: string; minWithdraw: string } | null {
  const record = records.find((r): r is CryptoFeeRecord => r.kind === 'crypto' && (r as CryptoFeeRecord).code.toLowerCase() === currency.toLowerCase());
  if (!record) return null;
  const fixed = record.withdrawFees.find((f) => f.type === 'fixed') ?? record.withdrawFees[0];
  return {
    fee: fixed?.asset.amount ?? '0',
    feeCurrency: (fixed?.asset.currency ?? currency).toLowerCase(),
    minWithdraw: record.minWithdraw.amount,
  };
}

const unit = (t: WithdrawalTerms) => t.currency.toUpperCase();
const shown = (d: Decimal) => decText(d);
/** An amount inside a sentence, with the language's decimal comma where it writes one. */
const said = (d: Decimal) => sayAmount(decText(d));

export function checkWithdrawal(input: WithdrawalInput, terms: WithdrawalTerms): WithdrawalCheck {
  const problems: WithdrawalProblem[] = [];
  if (terms.needsMemo && input.memo.trim() === '' && !input.allowBlankMemo) {
    problems.push({ field: 'memo', message: m.shared_withdraw_memo_needed({ currency: unit(terms) }) });
  }
  const badMemo = terms.needsMemo && input.memo.trim() !== '' ? memoProblem(terms.currency, input.memo.trim()) : null;
  if (badMemo) problems.push({ field: 'memo', message: badMemo });
  const text = input.amount.trim();
  if (text === '') return { summary: null, problems: [{ field: 'amount', message: m.shared_withdraw_amount_enter() }, ...problems] };
  if (!/^\d+(?:\.\d+)?$/.test(text) || !isDecimalText(text)) {
    return { summary: null, problems: [{ field: 'amount', message: m.shared_withdraw_amount_not_number() }, ...problems] };
  }
  const amount = dec(text);
  if (scaleOf(text) > terms.precision) {
    problems.push({ field: 'amount', message: m.shared_withdraw_amount_precision({ currency: unit(terms), digits: terms.precision }) });
  }
  const sameCurrencyFee = terms.feeCurrency === terms.currency.toLowerCase() ? terms.fee : ZERO;
  const receive = input.feeIncluded ? amount.minus(sameCurrencyFee) : amount;
  const debit = input.feeIncluded ? amount : amount.plus(sameCurrencyFee);
  const summary: WithdrawalSummary = {
    currency: terms.currency.toLowerCase(),
    amount: shown(amount),
    fee: shown(terms.fee),
    receive: shown(receive.lt(0) ? ZERO : receive),
    debit: shown(debit),
    feeIncluded: input.feeIncluded,
  };
  if (amount.lte(0)) problems.push({ field: 'amount', message: m.shared_amount_zero() });
  else if (receive.lte(0)) problems.push({ field: 'amount', message: m.shared_withdraw_fee_exceeds({ fee: said(terms.fee), currency: unit(terms) }) });
  else if (receive.lt(terms.minWithdraw)) {
    problems.push({ field: 'amount', message: m.shared_withdraw_below_minimum({ minimum: said(terms.minWithdraw), currency: unit(terms) }) });
  }
  if (debit.gt(terms.available)) {
    problems.push({ field: 'amount', message: m.shared_withdraw_over_balance({ debit: said(debit), available: said(terms.available), currency: unit(terms) }) });
  }
  return { summary, problems };
}
