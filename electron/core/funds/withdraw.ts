import { m } from '../../../shared/i18n/language.js';
import { AppError, type AnswerOf, type CheckedRequestOf, type WithdrawalSummary } from '../../../shared/contract/index.js';
import { dec } from '../../../shared/decimal.js';
import { checkWithdrawal, coinWithdrawalFee } from '../../../shared/funds/withdrawal.js';
import { sayAmount } from '../../../shared/i18n/numbers.js';
import { refreshAccount, type AfterChangeNeeds } from '../account/after-change.js';
import { pinAccount, type PinnedAccount } from '../account/pinned-account.js';
import type { Serial } from '../base/serial.js';
import type { Session } from '../base/session.js';
import { runStateChange, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import type { PrivateApi } from '../exchange/private.js';
import type { PublicApi } from '../exchange/public.js';
import { withdraw as sendWithdrawal } from '../exchange/withdrawals.js';
import type { LockService } from '../lock/lock.js';
import type { Profile } from '../settings/schema.js';
import type { CurrencyDirectory } from './currencies.js';
import { addressOrRefuse, checkDestination, destinationLines } from './destination.js';
import type { Destination, WithdrawalGuard } from './guard.js';
import { withdrawalCharge } from './guard-charge.js';
import type { SentMemos } from './sent-memos.js';
import { sentWithdrawalDetails } from './sent-withdrawal.js';

export type WithdrawRequest = CheckedRequestOf<'withdrawals.create'>;

export interface WithdrawNeeds extends AfterChangeNeeds {
  privateApi(): PrivateApi;
  publicApi(): PublicApi;
  currencies(): CurrencyDirectory;
  guard(): WithdrawalGuard;
  lock: StateChangePorts['lock'] & Pick<LockService, 'status'>;
  confirm: Confirmer;
  activeProfile(): Profile | null;
  oneWithdrawalAtATime: Serial;
  sentMemos: Pick<SentMemos, 'record'>;
}

interface WithdrawPlan {
  code: string;
  unit: string;
  hasMemo: boolean;
  memo: string | null;
  summary: WithdrawalSummary;
  destination: Destination;
  guard: WithdrawalGuard;
  currency: Awaited<ReturnType<CurrencyDirectory['byCode']>>;
}

type Sent = Awaited<ReturnType<typeof sendWithdrawal>>;

/**
 * A coin withdrawal: every check in main, in this order, before anything is signed: the currency
 * and its rules, fresh fee and balance, the guard, then main's question naming address, memo, what
 * arrives and what leaves. One withdrawal at a time per app (fiat payouts and codes included), so
 * two cannot both pass the daily limit. Sent once; a lost answer is an unknown outcome.
 */
export function withdrawal(s: WithdrawNeeds, request: WithdrawRequest): StateChange<WithdrawPlan, Sent, AnswerOf<'withdrawals.create'>, PinnedAccount> {
  return {
    line: s.oneWithdrawalAtATime,
    pin: () => pinAccount(s),
    async plan() {
      const currency = await s.currencies().byCode(request.currency);
      const code = currency.code.toLowerCase();
      const unit = code.toUpperCase();
      if (!currency.coin) throw new AppError('validation', m.core_withdraw_not_coin({ unit }));
      // Offline and first: a mistyped address is refused before anything is read or asked.
      addressOrRefuse(currency, request.address);
      const [fees, balances] = await Promise.all([s.publicApi().fees(), s.privateApi().wallets()]);
      const fee = coinWithdrawalFee(fees, code);
      if (!fee) throw new AppError('not-found', m.core_withdraw_no_fee({ unit }));
      const available = balances.find((b) => b.currency === code)?.available ?? '0';
      const memo = request.memo ? request.memo : null;
      // A memo is only ever sent where the person saw the field for it, and the question names it.
      if (memo !== null && !currency.hasMemo) throw new AppError('validation', m.core_withdraw_no_memo({ unit }));
      const check = checkWithdrawal(
        { amount: request.amount, feeIncluded: request.feeIncluded, memo: memo ?? '', allowBlankMemo: request.allowBlankMemo },
        {
          currency: code,
          precision: currency.precision.real,
          fee: dec(fee.fee),
          feeCurrency: fee.feeCurrency,
          minWithdraw: dec(fee.minWithdraw),
          available: dec(available),
          needsMemo: currency.hasMemo,
        },
      );
      const problem = check.problems[0];
      if (problem || !check.summary) throw new AppError('validation', problem?.message ?? 'Enter an amount.');
      const destination = { currency: code, address: request.address, memo };
      return { code, unit, hasMemo: currency.hasMemo, memo, summary: check.summary, destination, guard: s.guard(), currency };
    },
    guard: (plan) => withdrawalCharge(plan.guard, plan.destination, plan.summary.debit),
    async question({ currency, unit, hasMemo, memo, summary: plain, guard }, account) {
      // The amounts as the person's language writes them (a decimal comma in Ukrainian); the exact digits are unchanged.
      const summary = { ...plain, receive: sayAmount(plain.receive), fee: sayAmount(plain.fee), debit: sayAmount(plain.debit) };
      const checked = await checkDestination(s.privateApi(), currency, request.address, guard.view(false).addresses);
      const lines = [
        m.core_line_from_account({ account: quoted(account.name) }),
        ...destinationLines(request.address, checked),
        hasMemo ? (memo === null ? m.core_line_no_memo() : m.core_line_memo({ memo: quoted(memo, 256) })) : null,
        m.core_line_recipient_gets({ amount: summary.receive, unit }),
        summary.feeIncluded ? m.core_line_fee_included({ fee: summary.fee, unit }) : m.core_line_fee({ fee: summary.fee, unit }),
        m.core_line_debit({ amount: summary.debit, unit }),
        m.core_withdraw_final(),
      ];
      const amount = summary.receive;
      return {
        title: m.core_withdraw_title({ unit }),
        message: checked.lookAlike ? m.core_withdraw_question_look_alike({ amount, unit }) : m.core_withdraw_question({ amount, unit }),
        detail: lines.filter((l) => l !== null).join('\n'),
        confirmLabel: m.core_withdraw_confirm({ amount, unit }),
      };
    },
    send: ({ code, memo, summary }) =>
      sendWithdrawal(s.privateApi(), {
        currency: code,
        address: request.address,
        amount: summary.amount,
        memo: memo ?? undefined,
        allowBlankMemo: request.allowBlankMemo,
        feeIncluded: request.feeIncluded,
      }),
    refresh: () => refreshAccount(s),
    record({ code, memo }, sent, account) {
      // The exchange's history will not say which memo went: kept for the export.
      if (memo !== null) s.sentMemos.record({ account: account.key, withdrawalId: sent.withdrawalId, currency: code, address: request.address, memo });
    },
    // What the window shows next comes with the answer: no details or guard read after it.
    answer: ({ summary }, sent) => ({
      ...sent,
      summary,
      details: sentWithdrawalDetails(sent, summary, request.address, Date.now()),
      guard: s.guard().view(s.lock.status.hasPassword),
    }),
  };
}

export function withdraw(s: WithdrawNeeds, request: WithdrawRequest, session: Session): Promise<AnswerOf<'withdrawals.create'>> {
  return runStateChange(withdrawal(s, request), { lock: s.lock, ask: s.confirm }, session);
}
