/**
 * Fiat through the payment gateway (exchange document, "Fiat deposit and withdrawal"). The
 * forms live in a child window of their own kind (see electron/core/ipc/window-kinds.ts): the
 * main window may only open it; the child window may only call the operations below.
 */
import * as v from 'valibot';
import type { DecimalString } from '../decimal.js';
import { m } from '../i18n/language.js';
import type { WithdrawalResult } from './withdrawals.js';
import { AmountText, Empty, PositiveId, op } from './operation.js';

/** The fiat currencies the document names, in lower case as the exchange writes them. */
export const FIAT_CURRENCIES = ['uah', 'usd', 'rub'] as const;
export type FiatCurrency = (typeof FIAT_CURRENCIES)[number];
export const FIAT_FLOWS = ['deposit', 'withdraw'] as const;
export type FiatFlow = (typeof FIAT_FLOWS)[number];

/** Text in several languages, as the gateway sends labels and hints: language code → text. */
export type LocalText = Record<string, string>;

/** One field of a service, as the gateway describes it. */
export interface FiatField {
  key: string;
  /** The gateway's type word (text, number, tel, email, textarea, …); unknown ones are text. */
  type: string;
  label: LocalText;
  hint: LocalText;
  /** Shown as the placeholder. */
  example: string;
  /** The gateway's pattern for the value; null when it gave none. */
  regexp: string | null;
  required: boolean;
  position: number;
}

/** What a service charges: a rate in percent of the amount plus a fixed part, bounded by min and max. */
export interface FiatFee {
  rate: DecimalString;
  fixed: DecimalString;
  /** Null: no lower bound. */
  min: DecimalString | null;
  /** Null: no upper bound. */
  max: DecimalString | null;
}

export interface FiatService {
  code: string;
  /** The method's code (payment_card, …) and its name per language, when the gateway named it. */
  method: string;
  methodName: LocalText;
  currency: string;
  fields: FiatField[];
  amountMin: DecimalString | null;
  amountMax: DecimalString | null;
  fee: FiatFee | null;
  /** Deposits: how the payment goes on (`hpp`: the gateway's hosted payment page). */
  flow: string | null;
}

export interface FiatServices {
  currency: string;
  /** The gateway says it is in test mode: no real money moves. */
  testMode: boolean;
  /** Who the gateway says it pays for (its `account.name`), when it says. */
  merchant: string | null;
  /** In the gateway's order (its methods' positions), hidden methods left out. */
  services: FiatService[];
}

/** What the child window is for: fixed by main when it opened the window. */
export interface FiatWindowContext {
  flow: FiatFlow;
  currency: FiatCurrency;
  /** The account it acts for (pinned when the window opened; a switch in the main window does not move it). */
  account: { id: string; name: string };
  /** The account's balance of the currency, when known. */
  available: DecimalString | null;
  /** Decimal places of the currency on the exchange. */
  precision: number;
  /** The app's language; labels fall back to English. */
  language: string;
  /** The gateway's origin: the only place a payment form may be sent. */
  gatewayOrigin: string;
}

/** A form the child window submits (to the gateway), which takes it to the payment page. */
export interface FiatPaymentForm {
  action: string;
  method: 'POST' | 'GET';
  fields: { name: string; value: string }[];
}

export interface FiatPayment {
  depositId: number;
  form: FiatPaymentForm;
}

/** A deposit started through the gateway reached its end (paid or cancelled). */
export interface FiatDepositFinished {
  depositId: number;
  status: string;
  currency: string;
  amount: DecimalString;
}

/** What the main window gets back: Electron opened a child window; browser mode gets a URL to open. */
export type FiatWindowOpened = { opened: 'window' } | { opened: 'tab'; url: string };

const FiatCode = v.picklist(FIAT_CURRENCIES);
const ServiceCode = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.:-]{1,64}$/, () => m.checks_service_code()));
/** Field values as typed, keyed by the service's field keys; the service's own checks come in main. */
const FieldValues = v.pipe(
  v.record(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_.-]{1,64}$/, () => m.checks_field_key())), v.pipe(v.string(), v.maxLength(512))),
  v.check((fields) => Object.keys(fields).length <= 32, () => m.checks_too_many_fields()),
);

export const fiatOps = {
  /** Main window only: open (or bring forward) the payment window for a flow and currency. */
  'fiat.open': op<FiatWindowOpened>()(v.strictObject({ flow: v.picklist(FIAT_FLOWS), currency: FiatCode }), { lock: 'unlocked' }),

  // The payment window's operations.
  'fiat.context': op<FiatWindowContext>()(Empty, { lock: 'any' }),
  'fiat.payoutServices': op<FiatServices>()(v.strictObject({ amount: AmountText }), { lock: 'any' }),
  /** Changes state: the guard and main's confirmation first; sent once. */
  'fiat.withdraw': op<WithdrawalResult>()(
    v.union([
      v.strictObject({ amount: AmountText, service: ServiceCode, fields: FieldValues }),
      v.strictObject({ amount: AmountText, service: ServiceCode, fundSourceId: PositiveId }),
    ]),
    { lock: 'unlocked' },
  ),
  'fiat.depositServices': op<FiatServices>()(Empty, { lock: 'any' }),
  /** Changes state: a deposit on the exchange, then its invoice at the gateway. */
  'fiat.deposit': op<FiatPayment>()(v.strictObject({ amount: AmountText, service: ServiceCode, fields: FieldValues }), { lock: 'unlocked' }),
  /** The simplified deposit (`payment_service: default`): the exchange hands over the form itself. */
  'fiat.depositSimple': op<FiatPayment>()(v.strictObject({ amount: AmountText }), { lock: 'unlocked' }),
} as const;

/** The last payment window of this flow and currency closed (the main window stops saying it is open). */
export interface FiatWindowClosed {
  flow: FiatFlow;
  currency: FiatCurrency;
}

export interface FiatEvents {
  'fiat.depositFinished': FiatDepositFinished;
  'fiat.windowClosed': FiatWindowClosed;
}
