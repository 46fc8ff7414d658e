import { AppError } from '../../../../shared/contract/index.js';
import { dec } from '../../../../shared/decimal.js';
import { explorerUrl } from '../../../../shared/funds/explorer.js';
import { memoProblem } from '../../../../shared/funds/address/rules.js';
import { isFiatCurrency } from '../../../../shared/fiat/destination.js';
import { addressOrRefuse } from '../../funds/destination.js';
import { withdraw } from '../../funds/withdraw.js';
import { withdrawalDetails } from '../../exchange/withdrawals.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type WithdrawalsOps = 'withdrawals.create' | 'withdrawals.details' | 'guard.get' | 'guard.saveAddress' | 'guard.removeAddress' | 'guard.setRule';

export type WithdrawalsNeeds = Pick<
  Services,
  'privateApi' | 'publicApi' | 'currencies' | 'guard' | 'lock' | 'confirm' | 'account' | 'log' | 'activeProfile' | 'oneWithdrawalAtATime' | 'sentMemos'
>;

/** Withdrawals (the flow itself is funds/withdraw.ts) and the withdrawal guard's own settings. */
export function withdrawalsHandlers(s: WithdrawalsNeeds): Pick<Handlers, WithdrawalsOps> {
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
    'withdrawals.create': (request, session) => withdraw(s, request, session),
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
