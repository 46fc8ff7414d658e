import {
  AppError,
  type FiatCurrency,
  type FiatPayment,
  type FiatService,
  type FiatServices,
  type WithdrawalSummary,
} from '../../../../shared/contract/index.js';
import { checkAmount, cleanValues, payoutDestination, payoutRecipient, pickText, valuesProblems } from '../../../../shared/fiat/form.js';
import { serviceName } from '../../../../shared/words/index.js';
import { confirmThen } from '../../confirm/confirm.js';
import { quoted } from '../../confirm/quote.js';
import { fiatDeposit, fiatWithdraw } from '../../exchange/fiat.js';
import type { GatewayClient } from '../../gateway/client.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import type { PaymentTicket, Session } from '../../base/session.js';
import { afterChange } from './after-change.js';
import { serial } from '../../base/serial.js';

type FiatOps = 'fiat.open' | 'fiat.context' | 'fiat.payoutServices' | 'fiat.withdraw' | 'fiat.depositServices' | 'fiat.deposit' | 'fiat.depositSimple';

export type FiatNeeds = Pick<
  Services,
  'privateApi' | 'currencies' | 'guard' | 'lock' | 'confirm' | 'account' | 'log' | 'activeProfile' | 'profiles' | 'settings' | 'paymentWindows' | 'gateway' | 'depositWatch' | 'oneWithdrawalAtATime'
>;

/**
 * Fiat through the payment gateway. The main window only opens the payment window; that
 * window's calls act for the account and currency main fixed then (its ticket), and each
 * checks the account is still the active one, as a confirmation does. Payouts go through the
 * same order of checks as crypto withdrawals: unlocked, the service's own rules, the balance,
 * the guard, then main's confirmation; sent once.
 */
export function fiatHandlers(s: FiatNeeds): Pick<Handlers, FiatOps> {
  // Deposits one at a time (a second click does not make a second deposit); payouts in the withdrawals' line.
  const oneDepositAtATime = serial();

  /** The ticket's account must still be the active one: its key signs, its guard applies. */
  const checkAccount = (ticket: PaymentTicket): void => {
    if (s.activeProfile()?.id !== ticket.profileId) {
      throw new AppError('validation', `Satchel’s main window switched away from “${ticket.profileName}”. Nothing was sent; open the payment window again from the account you mean.`);
    }
  };
  /** The calling window's ticket, for this flow (any flow when not said), its account checked. */
  const ticketOf = (session: Session, flow?: PaymentTicket['flow']): PaymentTicket => {
    const ticket = session.ticket;
    if (!ticket) throw new AppError('validation', 'This window was not opened for a payment.');
    checkAccount(ticket);
    if (flow && ticket.flow !== flow) throw new AppError('validation', `This payment window is for a ${ticket.flow === 'withdraw' ? 'payout' : 'deposit'}.`);
    return ticket;
  };
  const publicKey = async (ticket: PaymentTicket): Promise<string> => {
    const me = await s.privateApi().me();
    const key = me.publicKeys[ticket.currency];
    if (!key) throw new AppError('not-found', `The exchange gave this account no payment key for ${ticket.currency.toUpperCase()}, so it cannot use the payment gateway.`);
    return key;
  };
  const precisionOf = async (currency: string): Promise<number> => {
    const info = await s.currencies().byCode(currency).catch(() => null);
    return info?.precision.real ?? 2;
  };
  const available = async (currency: string): Promise<string | null> => {
    const balances = await s.privateApi().wallets();
    return balances.find((b) => b.currency === currency)?.available ?? '0';
  };
  const serviceOf = (services: FiatServices, code: string): FiatService => {
    const service = services.services.find((x) => x.code === code);
    if (!service) throw new AppError('not-found', 'The payment gateway does not offer the service you chose (any more). Choose another one.');
    return service;
  };
  const language = () => s.settings.get().language;
  const fieldsChecked = (service: FiatService, fields: Record<string, string>): Record<string, string> => {
    const problem = valuesProblems(service, fields, language())[0];
    if (problem) throw new AppError('validation', problem.message, { field: problem.key });
    return cleanValues(service, fields);
  };
  const amountChecked = (service: FiatService | null, amount: string, precision: number, currency: string, availableNow: string | null, payout: boolean) => {
    const check = checkAmount(service, amount, { currency, precision, available: availableNow, payout });
    if (check.problem) throw new AppError('validation', check.problem, { field: 'amount' });
    return check;
  };
  const gatewayOf = (ticket: PaymentTicket): GatewayClient => s.gateway(ticket.gatewayUrl);

  /** Both deposits end the same way: a form for the gateway, and the deposit watched until it ends. */
  const payment = (depositId: number, form: FiatPayment['form']): FiatPayment => {
    s.depositWatch.watch(depositId);
    return { depositId, form };
  };

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

    'fiat.withdraw': (request, session) =>
      s.oneWithdrawalAtATime(async () => {
        // Checked again after the wait in line (the router checked on arrival): Satchel may have locked meanwhile.
        s.lock.assertUnlocked();
        const ticket = ticketOf(session, 'withdraw');
        const code: FiatCurrency = ticket.currency;
        const unit = code.toUpperCase();
        const gateway = gatewayOf(ticket);
        // The services as the gateway describes them now, for this amount: their rules are checked here, in main.
        const [services, precision, availableNow] = await Promise.all([
          gateway.payoutServices(code, request.amount, await publicKey(ticket)),
          precisionOf(code),
          available(code),
        ]);
        const service = serviceOf(services, request.service);
        const fields = 'fields' in request ? fieldsChecked(service, request.fields) : null;
        const check = amountChecked(service, request.amount, precision, code, availableNow, true);
        const summary: WithdrawalSummary = { currency: code, amount: request.amount, fee: check.fee, receive: request.amount, debit: check.debit, feeIncluded: false };
        // A saved fund source is named as the guard's address book can hold it: fund-source:<number>.
        const saved = `fund-source:${(request as { fundSourceId: number }).fundSourceId}`;
        const destination = { currency: code, address: fields ? payoutDestination(service, fields) : saved, memo: null };
        // What a person reads: a card or a phone by its last four digits, never the whole number.
        const to = fields ? payoutRecipient(service, fields) : `saved payment details no. ${(request as { fundSourceId: number }).fundSourceId}`;
        const guard = s.guard();
        guard.check(destination, summary.debit);

        const method = pickText(service.methodName, language()) || serviceName(service.method || service.code);
        const ask = {
          title: `Pay out ${unit}`,
          message: `Pay out ${summary.receive} ${unit} through ${quoted(method)} to ${quoted(to, 256)}?`,
          detail: [
            `From account: ${quoted(ticket.profileName)}`,
            `Service: ${quoted(method)}`,
            `To: ${quoted(to, 256)}`,
            `Recipient gets: ${summary.receive} ${unit}`,
            `Fee: ${summary.fee} ${unit} (as the gateway states it; the exchange charges the final fee)`,
            `Taken from your balance: ${summary.debit} ${unit}`,
            services.testMode ? 'The payment gateway says it is in test mode.' : null,
            'A payout cannot be undone.',
          ]
            .filter((line) => line !== null)
            .join('\n'),
          confirmLabel: `Pay out ${summary.receive} ${unit}`,
        };
        return confirmThen(s.confirm, session, ask, async () => {
          s.lock.assertUnlocked();
          checkAccount(ticket);
          guard.check(destination, summary.debit);
          const payout = fields
            ? { currency: code, amount: request.amount, gateway: service.code, fields }
            : { currency: code, amount: request.amount, gateway: service.code, fundSourceId: (request as { fundSourceId: number }).fundSourceId };
          const result = await guard.counted(code, summary.debit, () => afterChange(s, fiatWithdraw(s.privateApi(), payout)));
          return { ...result, summary, recipient: to };
        });
      }),

    'fiat.depositServices': async (_request, session) => {
      const ticket = ticketOf(session, 'deposit');
      return gatewayOf(ticket).paymentServices(ticket.currency, await publicKey(ticket));
    },

    'fiat.deposit': (request, session) =>
      oneDepositAtATime(async () => {
        // Checked again after the wait in line (the router checked on arrival): Satchel may have locked meanwhile.
        s.lock.assertUnlocked();
        const ticket = ticketOf(session, 'deposit');
        const gateway = gatewayOf(ticket);
        const key = await publicKey(ticket);
        const [services, precision] = await Promise.all([gateway.paymentServices(ticket.currency, key), precisionOf(ticket.currency)]);
        const service = serviceOf(services, request.service);
        const fields = fieldsChecked(service, request.fields);
        amountChecked(service, request.amount, precision, ticket.currency, null, false);
        const made = await fiatDeposit(s.privateApi(), { currency: ticket.currency, amount: request.amount, simplified: false });
        const depositId = made.depositId!;
        // Sent once; an unknown outcome (5xx, timeout, reset) refreshes the account like any change.
        const form = await afterChange(
          s,
          gateway.invoice({
            publicKey: key,
            depositId,
            description: `Deposit ${request.amount} ${ticket.currency.toUpperCase()} (Satchel, deposit ${depositId})`,
            service: service.code,
            fields,
            currency: ticket.currency,
            amount: request.amount,
          }),
        );
        return payment(depositId, form);
      }),

    'fiat.depositSimple': (request, session) =>
      oneDepositAtATime(async () => {
        // Checked again after the wait in line (the router checked on arrival): Satchel may have locked meanwhile.
        s.lock.assertUnlocked();
        const ticket = ticketOf(session, 'deposit');
        const gateway = gatewayOf(ticket);
        amountChecked(null, request.amount, await precisionOf(ticket.currency), ticket.currency, null, false);
        const made = await fiatDeposit(s.privateApi(), { currency: ticket.currency, amount: request.amount, simplified: true });
        if (!made.action) throw new AppError('malformed', 'The exchange accepted the deposit but said nowhere to pay it.');
        const reference = made.params.find((p) => p.name === 'reference_id')?.value;
        const depositId = made.depositId ?? (reference && /^\d{1,15}$/.test(reference) ? Number(reference) : null);
        if (depositId === null) throw new AppError('malformed', 'The exchange accepted the deposit but gave no deposit id.');
        return payment(depositId, gateway.form(made.action, 'POST', made.params));
      }),
  };
}

