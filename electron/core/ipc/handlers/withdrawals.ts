import { AppError, type WithdrawalSummary } from '../../../../shared/contract/index.js';
import { dec } from '../../../../shared/decimal.js';
import { explorerUrl } from '../../../../shared/funds/explorer.js';
import { checkWithdrawal, coinWithdrawalFee } from '../../../../shared/funds/withdrawal.js';
import { memoProblem } from '../../../../shared/funds/address/rules.js';
import { isFiatCurrency } from '../../../../shared/fiat/destination.js';
import { confirmThen } from '../../confirm/confirm.js';
import { quoted } from '../../confirm/quote.js';
import { addressOrRefuse, checkDestination, destinationLines } from '../../funds/destination.js';
import { sentWithdrawalDetails } from '../../funds/sent-withdrawal.js';
import { withdraw, withdrawalDetails } from '../../exchange/withdrawals.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import { afterChange } from './after-change.js';
import { pinAccount } from './pinned-account.js';

type WithdrawalsOps = 'withdrawals.create' | 'withdrawals.details' | 'guard.get' | 'guard.saveAddress' | 'guard.removeAddress' | 'guard.setRule';

export type WithdrawalsNeeds = Pick<
  Services,
  'privateApi' | 'publicApi' | 'currencies' | 'guard' | 'lock' | 'confirm' | 'account' | 'log' | 'activeProfile' | 'oneWithdrawalAtATime' | 'sentMemos'
>;

/**
 * Withdrawals: every check in main, in this order, before anything is signed: unlocked, the
 * currency and its rules, fresh fee and balance, the guard, then main's confirmation naming
 * address, memo, what arrives and what leaves. One withdrawal at a time per app (fiat payouts
 * included), so two cannot both pass the daily limit. Sent once; a lost answer is an unknown outcome.
 */
export function withdrawalsHandlers(s: WithdrawalsNeeds): Pick<Handlers, WithdrawalsOps> {
  const oneAtATime = s.oneWithdrawalAtATime;
  const needsPassword = () => s.lock.status.hasPassword;
  const guardView = () => s.guard().view(needsPassword());
  const normalMemo = (memo: string | null | undefined) => (memo ? memo : null);
  /** Only a card or a phone is written with spaces or dashes of other sorts; a coin's address never. */
  const bookAddress = (currency: string, address: string): string => {
    if (!isFiatCurrency(currency) && !/^[\x21-\x7e]+$/.test(address)) {
      throw new AppError('validation', 'An address is written without spaces, in plain letters, digits and signs: check what was pasted.', { field: 'address' });
    }
    return address;
  };

  return {
    'withdrawals.create': (request, session) =>
      oneAtATime(async () => {
        // Checked again after the wait in line (the router checked on arrival): Satchel may have locked meanwhile.
        s.lock.assertUnlocked();
        const account = pinAccount(s);
        const currency = await s.currencies().byCode(request.currency);
        const code = currency.code.toLowerCase();
        if (!currency.coin) throw new AppError('validation', `${code.toUpperCase()} is not a coin: fiat withdrawals go through the payment gateway.`);
        // Offline and first: a mistyped address is refused before anything is read or asked.
        addressOrRefuse(currency, request.address);
        const [fees, balances] = await Promise.all([s.publicApi().fees(), s.privateApi().wallets()]);
        const fee = coinWithdrawalFee(fees, code);
        if (!fee) throw new AppError('not-found', `The exchange lists no withdrawal fee for ${code.toUpperCase()}, so Satchel cannot say what it would cost.`);
        const available = balances.find((b) => b.currency === code)?.available ?? '0';
        const memo = normalMemo(request.memo);
        // A memo is only ever sent where the person saw the field for it, and the question names it.
        if (memo !== null && !currency.hasMemo) throw new AppError('validation', `${code.toUpperCase()} takes no memo: clear the memo field.`);
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
        const summary: WithdrawalSummary = check.summary;
        const destination = { currency: code, address: request.address, memo };
        const guard = s.guard();
        guard.check(destination, summary.debit);
        const checked = await checkDestination(s.privateApi(), currency, request.address, guard.view(false).addresses);

        const unit = code.toUpperCase();
        const lines = [
          `From account: ${quoted(account.name)}`,
          ...destinationLines(request.address, checked),
          currency.hasMemo ? `Memo: ${memo === null ? '(none — sent without a memo)' : quoted(memo, 256)}` : null,
          `Recipient gets: ${summary.receive} ${unit}`,
          `Fee: ${summary.fee} ${unit}${summary.feeIncluded ? ' (taken from the amount)' : ''}`,
          `Taken from your balance: ${summary.debit} ${unit}`,
          'A withdrawal cannot be undone.',
        ];
        const ask = {
          title: `Send ${unit}`,
          message: checked.lookAlike ? `Send ${summary.receive} ${unit} to an address that looks like one you know but is not it?` : `Send ${summary.receive} ${unit} to the address below?`,
          detail: lines.filter((l) => l !== null).join('\n'),
          confirmLabel: `Send ${summary.receive} ${unit}`,
        };
        return confirmThen(s.confirm, session, ask, async () => {
          s.lock.assertUnlocked();
          account.check();
          // Checked again: the guard may have changed while the question was open.
          guard.check(destination, summary.debit);
          // Refused for sure: it does not count against the limit. Unknown: it may have gone, so it does.
          const result = await guard.counted(code, summary.debit, () =>
            afterChange(
              s,
              withdraw(s.privateApi(), {
                currency: code,
                address: request.address,
                amount: summary.amount,
                memo: memo ?? undefined,
                allowBlankMemo: request.allowBlankMemo,
                feeIncluded: request.feeIncluded,
              }),
            ),
          );
          // The exchange's history will not say which memo went: kept for the export.
          if (memo !== null) s.sentMemos.record({ account: account.key, withdrawalId: result.withdrawalId, currency: code, address: request.address, memo });
          // What the window shows next comes with the answer: no details or guard read after it.
          return { ...result, summary, details: sentWithdrawalDetails(result, summary, request.address, Date.now()), guard: guardView() };
        });
      }),
    'withdrawals.details': async ({ id }) => {
      const wire = await withdrawalDetails(s.privateApi(), id);
      const currency = await s.currencies().byCode(wire.currency).catch(() => null);
      return { ...wire, explorerUrl: explorerUrl(currency?.explorerLink, wire.txid) };
    },

    'guard.get': () => guardView(),
    'guard.saveAddress': async ({ currency, address, memo, label, password }) => {
      // Checked before the password, so a typo costs no attempt; a coin with no rule is saved as typed (the form says "not checked").
      bookAddress(currency, address);
      const known = await s.currencies().byCode(currency).catch(() => null);
      if (known?.coin) addressOrRefuse(known, address);
      if (known?.hasMemo && memo) {
        const problem = memoProblem(known.code, memo);
        if (problem) throw new AppError('validation', problem);
      }
      await s.lock.reauthenticate(password);
      s.guard().saveAddress({ currency: currency.toLowerCase(), address, memo: normalMemo(memo) }, label);
      return guardView();
    },
    'guard.removeAddress': async ({ currency, address, memo, password }) => {
      await s.lock.reauthenticate(password);
      s.guard().removeAddress({ currency: currency.toLowerCase(), address: bookAddress(currency, address), memo: normalMemo(memo) });
      return guardView();
    },
    'guard.setRule': async ({ currency, allowListOnly, dailyLimit, password }) => {
      await s.lock.reauthenticate(password);
      if (dailyLimit !== null && dec(dailyLimit).lte(0)) throw new AppError('validation', 'A daily limit must be more than zero (leave it empty for no limit).');
      s.guard().setRule(currency.toLowerCase(), allowListOnly, dailyLimit);
      return guardView();
    },
  };
}
