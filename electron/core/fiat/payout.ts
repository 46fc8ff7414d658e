import { m } from '../../../shared/i18n/language.js';
import { type AnswerOf, type CheckedRequestOf, type FiatService, type WithdrawalSummary } from '../../../shared/contract/index.js';
import { payoutDestination, payoutRecipient, pickText } from '../../../shared/fiat/form.js';
import { sayAmount } from '../../../shared/i18n/numbers.js';
import { serviceName } from '../../../shared/words/index.js';
import { refreshAccount, type AfterChangeNeeds } from '../account/after-change.js';
import type { Serial } from '../base/serial.js';
import type { PaymentTicket, Session } from '../base/session.js';
import { runStateChange, type Pin, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import { fiatWithdraw } from '../exchange/fiat.js';
import type { Destination, WithdrawalGuard } from '../funds/guard.js';
import { withdrawalCharge } from '../funds/guard-charge.js';
import { paymentWindow, type PaymentWindowNeeds } from './payment-window.js';

export type PayoutRequest = CheckedRequestOf<'fiat.withdraw'>;
type PaidOut = AnswerOf<'fiat.withdraw'>;

export interface PayoutNeeds extends AfterChangeNeeds, PaymentWindowNeeds {
  guard(): WithdrawalGuard;
  lock: StateChangePorts['lock'];
  confirm: Confirmer;
  oneWithdrawalAtATime: Serial;
}

type PinnedTicket = PaymentTicket & Pin;

interface PayoutPlan {
  service: FiatService;
  fields: Record<string, string> | null;
  summary: WithdrawalSummary;
  destination: Destination;
  /** What a person reads: a card or a phone by its last four digits, never the whole number. */
  to: string;
  method: string;
  testMode: boolean;
  guard: WithdrawalGuard;
}

/**
 * A payout through the payment gateway, from the payment window: the same order of checks as a
 * coin withdrawal (the service's own rules, the balance, the guard, then main's question), in the
 * withdrawals' line; sent once. The window's ticket fixes the account and currency.
 */
export function payout(s: PayoutNeeds, request: PayoutRequest, session: Session): StateChange<PayoutPlan, Awaited<ReturnType<typeof fiatWithdraw>>, PaidOut, PinnedTicket> {
  const w = paymentWindow(s);
  const fundSourceId = (request as { fundSourceId: number }).fundSourceId;
  return {
    line: s.oneWithdrawalAtATime,
    pin() {
      const ticket = w.ticketOf(session, 'withdraw');
      return { ...ticket, check: () => w.checkAccount(ticket) };
    },
    async plan(ticket) {
      const code = ticket.currency;
      // The services as the gateway describes them now, for this amount: their rules are checked here, in main.
      const [services, precision, availableNow] = await Promise.all([
        w.gatewayOf(ticket).payoutServices(code, request.amount, await w.publicKey(ticket)),
        w.precisionOf(code),
        w.available(code),
      ]);
      const service = w.serviceOf(services, request.service);
      const fields = 'fields' in request ? w.fieldsChecked(service, request.fields) : null;
      const check = w.amountChecked(service, request.amount, precision, code, availableNow, true);
      const summary: WithdrawalSummary = { currency: code, amount: request.amount, fee: check.fee, receive: request.amount, debit: check.debit, feeIncluded: false };
      // A saved fund source is named as the guard's address book can hold it: fund-source:<number>.
      const destination = { currency: code, address: fields ? payoutDestination(service, fields) : `fund-source:${fundSourceId}`, memo: null };
      const to = fields ? payoutRecipient(service, fields) : m.core_payout_saved_details({ id: fundSourceId });
      const method = pickText(service.methodName, w.language()) || serviceName(service.method || service.code);
      return { service, fields, summary, destination, to, method, testMode: services.testMode, guard: s.guard() };
    },
    guard: ({ guard, destination, summary }) => withdrawalCharge(guard, destination, summary.debit),
    async question({ summary: plain, to, method, testMode }, ticket) {
      const unit = ticket.currency.toUpperCase();
      // The amounts as the person's language writes them (a decimal comma in Ukrainian); the exact digits are unchanged.
      const summary = { receive: sayAmount(plain.receive), fee: sayAmount(plain.fee), debit: sayAmount(plain.debit) };
      return {
        title: m.core_payout_title({ unit }),
        message: m.core_payout_question({ amount: summary.receive, unit, service: quoted(method), to: quoted(to, 256) }),
        detail: [
          m.core_line_from_account({ account: quoted(ticket.profileName) }),
          m.core_payout_line_service({ service: quoted(method) }),
          m.core_payout_line_to({ to: quoted(to, 256) }),
          m.core_line_recipient_gets({ amount: summary.receive, unit }),
          m.core_payout_line_fee({ fee: summary.fee, unit }),
          m.core_line_debit({ amount: summary.debit, unit }),
          testMode ? m.core_payout_test_mode() : null,
          m.core_payout_final(),
        ]
          .filter((line) => line !== null)
          .join('\n'),
        confirmLabel: m.core_payout_confirm({ amount: summary.receive, unit }),
      };
    },
    send({ service, fields }, ticket) {
      const base = { currency: ticket.currency, amount: request.amount, gateway: service.code };
      return fiatWithdraw(s.privateApi(), fields ? { ...base, fields } : { ...base, fundSourceId });
    },
    refresh: () => refreshAccount(s),
    answer: ({ summary, to }, sent) => ({ ...sent, summary, recipient: to }),
  };
}

export function payOut(s: PayoutNeeds, request: PayoutRequest, session: Session): Promise<PaidOut> {
  return runStateChange(payout(s, request, session), { lock: s.lock, ask: s.confirm }, session);
}
