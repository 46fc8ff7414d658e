import { AppError } from '../../../../shared/contract/index.js';
import { serial } from '../../base/serial.js';
import { depositSimple, depositWithForm } from '../../fiat/deposit.js';
import { paymentWindow } from '../../fiat/payment-window.js';
import { payOut } from '../../fiat/payout.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type FiatOps = 'fiat.open' | 'fiat.context' | 'fiat.payoutServices' | 'fiat.withdraw' | 'fiat.depositServices' | 'fiat.deposit' | 'fiat.depositSimple';

export type FiatNeeds = Pick<
  Services,
  'privateApi' | 'currencies' | 'guard' | 'lock' | 'confirm' | 'account' | 'log' | 'activeProfile' | 'profiles' | 'settings' | 'paymentWindows' | 'gateway' | 'depositWatch' | 'oneWithdrawalAtATime'
>;

/**
 * Fiat through the payment gateway. The main window only opens the payment window; that
 * window's calls act for the account and currency main fixed then (fiat/payment-window.ts).
 * Payouts (fiat/payout.ts) and deposits (fiat/deposit.ts) run through the state-change pipeline.
 */
export function fiatHandlers(s: FiatNeeds): Pick<Handlers, FiatOps> {
  // Deposits one at a time (a second click does not make a second deposit); payouts in the withdrawals' line.
  const oneDepositAtATime = serial();
  const { ticketOf, publicKey, precisionOf, available, language, gatewayOf } = paymentWindow(s);

  return {
    'fiat.open': async ({ flow, currency }, session) => {
      const profile = s.activeProfile();
      if (!profile) throw new AppError('auth', 'No account is set up yet. Add your API key in Settings.');
      // No payment window for a gateway saved with plain http to another computer.
      s.profiles.assertUsable(profile);
      if (!profile.gatewayUrl) {
        throw new AppError('validation', `The account “${profile.name}” has no payment gateway address, so ${currency.toUpperCase()} cannot move through the gateway. Add the account again in Settings with its payment gateway address.`);
      }
      const open = s.paymentWindows.open;
      if (!open) throw new AppError('unavailable', 'This version of Satchel cannot open a payment window.');
      return open({ flow, currency, profileId: profile.id, profileName: profile.name, gatewayUrl: profile.gatewayUrl }, session);
    },

    'fiat.context': async (_request, session) => {
      const ticket = ticketOf(session);
      const [precision, availableNow] = await Promise.all([precisionOf(ticket.currency), available(ticket.currency).catch(() => null)]);
      return {
        flow: ticket.flow,
        currency: ticket.currency,
        account: { id: ticket.profileId, name: ticket.profileName },
        available: availableNow,
        precision,
        language: language(),
        gatewayOrigin: gatewayOf(ticket).origin,
      };
    },

    'fiat.payoutServices': async ({ amount }, session) => {
      const ticket = ticketOf(session, 'withdraw');
      return gatewayOf(ticket).payoutServices(ticket.currency, amount, await publicKey(ticket));
    },

    'fiat.withdraw': (request, session) => payOut(s, request, session),

    'fiat.depositServices': async (_request, session) => {
      const ticket = ticketOf(session, 'deposit');
      return gatewayOf(ticket).paymentServices(ticket.currency, await publicKey(ticket));
    },

    'fiat.deposit': (request, session) => depositWithForm(s, oneDepositAtATime, request, session),
    'fiat.depositSimple': (request, session) => depositSimple(s, oneDepositAtATime, request, session),
  };
}

