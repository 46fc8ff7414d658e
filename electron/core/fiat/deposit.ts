import { m } from '../../../shared/i18n/language.js';
import { AppError, type CheckedRequestOf, type FiatPayment, type FiatService } from '../../../shared/contract/index.js';
import { refreshAccount, type AfterChangeNeeds } from '../account/after-change.js';
import type { Serial } from '../base/serial.js';
import type { PaymentTicket, Session } from '../base/session.js';
import { runStateChange, type Pin, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { fiatDeposit } from '../exchange/fiat.js';
import { paymentWindow, type PaymentWindowNeeds } from './payment-window.js';

export interface DepositNeeds extends AfterChangeNeeds, PaymentWindowNeeds {
  lock: StateChangePorts['lock'];
  confirm: Confirmer;
}

type PinnedTicket = PaymentTicket & Pin;

interface DepositPlan {
  publicKey: string;
  service: FiatService;
  fields: Record<string, string>;
  /** The exchange's deposit the invoice is for: made before the invoice, which is the one call sent once. */
  depositId: number;
}

const pinTicket = (w: ReturnType<typeof paymentWindow>, session: Session) => (): PinnedTicket => {
  const ticket = w.ticketOf(session, 'deposit');
  return { ...ticket, check: () => w.checkAccount(ticket) };
};

/**
 * A deposit through the payment gateway with a service's form: nothing leaves the account, so
 * nothing is asked; the invoice is sent once, and an unknown outcome (5xx, timeout, reset)
 * refreshes the account like any change. Deposits wait in their own `line`, one at a time: a
 * second click does not make a second deposit.
 */
export function gatewayDeposit(s: DepositNeeds, line: Serial, request: CheckedRequestOf<'fiat.deposit'>, session: Session): StateChange<DepositPlan, FiatPayment['form'], FiatPayment, PinnedTicket> {
  const w = paymentWindow(s);
  return {
    line,
    pin: pinTicket(w, session),
    async plan(ticket) {
      const publicKey = await w.publicKey(ticket);
      const [services, precision] = await Promise.all([w.gatewayOf(ticket).paymentServices(ticket.currency, publicKey), w.precisionOf(ticket.currency)]);
      const service = w.serviceOf(services, request.service);
      const fields = w.fieldsChecked(service, request.fields);
      w.amountChecked(service, request.amount, precision, ticket.currency, null, false);
      const made = await fiatDeposit(s.privateApi(), { currency: ticket.currency, amount: request.amount, simplified: false });
      return { publicKey, service, fields, depositId: made.depositId! };
    },
    send: ({ publicKey, service, fields, depositId }, ticket) =>
      w.gatewayOf(ticket).invoice({
        publicKey,
        depositId,
        description: `Deposit ${request.amount} ${ticket.currency.toUpperCase()} (Satchel, deposit ${depositId})`,
        service: service.code,
        fields,
        currency: ticket.currency,
        amount: request.amount,
      }),
    refresh: () => refreshAccount(s),
    answer: ({ depositId }, form) => w.payment(depositId, form),
  };
}

/** A deposit without a service's form: the exchange says where to pay it. */
export function simpleDeposit(s: DepositNeeds, line: Serial, request: CheckedRequestOf<'fiat.depositSimple'>, session: Session): StateChange<null, Awaited<ReturnType<typeof fiatDeposit>>, FiatPayment, PinnedTicket> {
  const w = paymentWindow(s);
  return {
    line,
    pin: pinTicket(w, session),
    async plan(ticket) {
      w.amountChecked(null, request.amount, await w.precisionOf(ticket.currency), ticket.currency, null, false);
      return null;
    },
    send: (_plan, ticket) => fiatDeposit(s.privateApi(), { currency: ticket.currency, amount: request.amount, simplified: true }),
    answer(_plan, made, ticket) {
      if (!made.action) throw new AppError('malformed', m.core_fiat_no_action());
      const reference = made.params.find((p) => p.name === 'reference_id')?.value;
      const depositId = made.depositId ?? (reference && /^\d{1,15}$/.test(reference) ? Number(reference) : null);
      if (depositId === null) throw new AppError('malformed', m.core_fiat_no_deposit_id());
      return w.payment(depositId, w.gatewayOf(ticket).form(made.action, 'POST', made.params));
    },
  };
}

export function depositWithForm(s: DepositNeeds, line: Serial, request: CheckedRequestOf<'fiat.deposit'>, session: Session): Promise<FiatPayment> {
  return runStateChange(gatewayDeposit(s, line, request, session), { lock: s.lock, ask: s.confirm }, session);
}

export function depositSimple(s: DepositNeeds, line: Serial, request: CheckedRequestOf<'fiat.depositSimple'>, session: Session): Promise<FiatPayment> {
  return runStateChange(simpleDeposit(s, line, request, session), { lock: s.lock, ask: s.confirm }, session);
}
