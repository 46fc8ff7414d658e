import { m } from '../../../shared/i18n/language.js';
import { AppError, type FiatPayment, type FiatService, type FiatServices } from '../../../shared/contract/index.js';
import { checkAmount, cleanValues, valuesProblems } from '../../../shared/fiat/form.js';
import type { PaymentTicket, Session } from '../base/session.js';
import type { PrivateApi } from '../exchange/private.js';
import type { CurrencyDirectory } from '../funds/currencies.js';
import type { GatewayClient } from '../gateway/client.js';
import type { Profile } from '../settings/schema.js';
import type { SettingsStore } from '../settings/store.js';
import type { DepositWatch } from './deposit-watch.js';

export interface PaymentWindowNeeds {
  privateApi(): PrivateApi;
  currencies(): CurrencyDirectory;
  activeProfile(): Profile | null;
  settings: Pick<SettingsStore, 'get'>;
  gateway(url: string): GatewayClient;
  depositWatch: Pick<DepositWatch, 'watch'>;
}

/**
 * What a payment window's calls share. The window acts for the account and currency main fixed
 * when it opened it (its ticket), and each call checks that account is still the active one, as
 * a confirmation does; the service's own rules are checked here, in main.
 */
export function paymentWindow(s: PaymentWindowNeeds) {
  /** The ticket's account must still be the active one: its key signs, its guard applies. */
  const checkAccount = (ticket: PaymentTicket): void => {
    if (s.activeProfile()?.id !== ticket.profileId) {
      throw new AppError('validation', m.core_fiat_switched({ account: ticket.profileName }));
    }
  };
  const language = () => s.settings.get().language;
  return {
    checkAccount,
    language,
    /** The calling window's ticket, for this flow (any flow when not said), its account checked. */
    ticketOf(session: Session, flow?: PaymentTicket['flow']): PaymentTicket {
      const ticket = session.ticket;
      if (!ticket) throw new AppError('validation', m.core_fiat_not_payment());
      checkAccount(ticket);
      if (flow && ticket.flow !== flow) throw new AppError('validation', ticket.flow === 'withdraw' ? m.core_fiat_for_payout() : m.core_fiat_for_deposit());
      return ticket;
    },
    async publicKey(ticket: PaymentTicket): Promise<string> {
      const me = await s.privateApi().me();
      const key = me.publicKeys[ticket.currency];
      if (!key) throw new AppError('not-found', m.core_fiat_no_key({ unit: ticket.currency.toUpperCase() }));
      return key;
    },
    async precisionOf(currency: string): Promise<number> {
      const info = await s.currencies().byCode(currency).catch(() => null);
      return info?.precision.real ?? 2;
    },
    async available(currency: string): Promise<string | null> {
      const balances = await s.privateApi().wallets();
      return balances.find((b) => b.currency === currency)?.available ?? '0';
    },
    serviceOf(services: FiatServices, code: string): FiatService {
      const service = services.services.find((x) => x.code === code);
      if (!service) throw new AppError('not-found', m.core_fiat_service_gone());
      return service;
    },
    fieldsChecked(service: FiatService, fields: Record<string, string>): Record<string, string> {
      const problem = valuesProblems(service, fields, language())[0];
      if (problem) throw new AppError('validation', problem.message, { field: problem.key });
      return cleanValues(service, fields);
    },
    amountChecked(service: FiatService | null, amount: string, precision: number, currency: string, availableNow: string | null, payout: boolean) {
      const check = checkAmount(service, amount, { currency, precision, available: availableNow, payout });
      if (check.problem) throw new AppError('validation', check.problem, { field: 'amount' });
      return check;
    },
    gatewayOf: (ticket: PaymentTicket): GatewayClient => s.gateway(ticket.gatewayUrl),
    /** Both deposits end the same way: a form for the gateway, and the deposit watched until it ends. */
    payment(depositId: number, form: FiatPayment['form']): FiatPayment {
      s.depositWatch.watch(depositId);
      return { depositId, form };
    },
  };
}

export type PaymentWindow = ReturnType<typeof paymentWindow>;
