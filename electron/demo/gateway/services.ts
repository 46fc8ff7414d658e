/**
 * What the demo payment gateway offers, per fiat currency: payout services (withdrawals) and
 * payment services (deposits), the methods they belong to, and the arithmetic both sides
 * need. The demo exchange imports this too, as a real exchange is configured with its
 * gateway's services: it checks a withdrawal's `gateway` and `fields` against the same list
 * the gateway's pre-request shows. Pure data and functions (no state, no I/O).
 *
 * Choices the document leaves open are in docs/demo-servers.md, "Payment gateway".
 */
import { Big, type Decimal } from '../../../shared/decimal.js';

export const GATEWAY_FIAT = ['uah', 'usd', 'rub'] as const;
export type GatewayFiat = (typeof GATEWAY_FIAT)[number];

/** Digits after the point of every fiat amount (the exchange's precision.real for uah, usd, rub). */
export const FIAT_DIGITS = 2;

export const isGatewayFiat = (code: unknown): code is GatewayFiat => typeof code === 'string' && (GATEWAY_FIAT as readonly string[]).includes(code);

/** Text by language; `ru` may be missing (clients then fall back to `en`). */
export interface Localized {
  uk: string;
  en: string;
  ru?: string;
}

export interface ServiceField {
  key: string;
  type: 'text' | 'textarea';
  label: Localized;
  hint: Localized;
  example: string;
  regexp: string;
  required: boolean;
  position: number;
}

/** The fee object of a service: decimal-strings; `max` null means no maximum. */
export interface ServiceFee {
  /** Percent of the amount: "1.5" is 1.5 %. */
  rate: string;
  fixed: string;
  min: string;
  max: string | null;
}

export interface Service {
  code: string;
  method: MethodCode;
  currency: GatewayFiat;
  /** In `position` order is not array order: clients sort (the pre-request shows them as listed). */
  fields: readonly ServiceField[];
  amountMin: string;
  amountMax: string;
  fee: ServiceFee;
}

export interface PayoutService extends Service {
  /** The field whose masked value names the recipient (withdrawal `destination`). Not on the wire. */
  destinationField: string;
}

export interface PaymentService extends Service {
  flow: 'hpp' | 'form';
}

export type MethodCode = 'payment_card' | 'mobile';

export interface Method {
  code: MethodCode;
  category: string;
  description: string;
  name: Localized;
  position: number;
  hide: boolean;
}

export const METHODS: Readonly<Record<MethodCode, Method>> = {
  payment_card: {
    code: 'payment_card',
    category: 'card',
    description: 'Visa and Mastercard bank cards',
    name: { uk: 'Банківська картка', en: 'Bank card', ru: 'Банковская карта' },
    position: 1,
    hide: false,
  },
  mobile: {
    code: 'mobile',
    category: 'mobile',
    description: 'Mobile phone account',
    name: { uk: 'Мобільний рахунок', en: 'Mobile phone account', ru: 'Мобильный счёт' },
    position: 2,
    hide: false,
  },
};

const PHONE_EXAMPLE: Readonly<Record<GatewayFiat, string>> = { uah: '+380671234567', usd: '+12025550123', rub: '+79161234567' };

const cardNumber: ServiceField = {
  key: 'card_number',
  type: 'text',
  label: { uk: 'Номер картки', en: 'Card number', ru: 'Номер карты' },
  hint: { uk: 'Від 12 до 19 цифр, без пробілів', en: '12 to 19 digits, no spaces', ru: 'От 12 до 19 цифр, без пробелов' },
  example: '4111111111111111',
  regexp: '^\\d{12,19}$',
  required: true,
  position: 1,
};

const phone = (currency: GatewayFiat): ServiceField => ({
  key: 'phone',
  type: 'text',
  label: { uk: 'Номер телефону', en: 'Phone number', ru: 'Номер телефона' },
  hint: {
    uk: `У міжнародному форматі, напр. ${PHONE_EXAMPLE[currency]}`,
    en: `International format, e.g. ${PHONE_EXAMPLE[currency]}`,
    ru: `В международном формате, напр. ${PHONE_EXAMPLE[currency]}`,
  },
  example: PHONE_EXAMPLE[currency],
  regexp: '^\\+?\\d{10,15}$',
  required: true,
  position: 1,
});

/** Optional, and the one field without Russian texts: clients fall back to English for it. */
const comment: ServiceField = {
  key: 'comment',
  type: 'textarea',
  label: { uk: 'Коментар', en: 'Comment' },
  hint: { uk: 'Необов’язково, до 140 символів', en: 'Optional, up to 140 characters' },
  example: 'Rent for March',
  regexp: '^[\\s\\S]{0,140}$',
  required: false,
  position: 2,
};

const fee = (rate: string, fixed = '0', min = '0', max: string | null = null): ServiceFee => ({ rate, fixed, min, max });

function payout(code: string, method: MethodCode, currency: GatewayFiat, fields: ServiceField[], destinationField: string, amountMin: string, amountMax: string, f: ServiceFee): PayoutService {
  return { code, method, currency, fields, destinationField, amountMin, amountMax, fee: f };
}

function payment(code: string, method: MethodCode, currency: GatewayFiat, flow: 'hpp' | 'form', fields: ServiceField[], amountMin: string, amountMax: string, f: ServiceFee): PaymentService {
  return { code, method, currency, flow, fields, amountMin, amountMax, fee: f };
}

// Card rates are the payment_card percents of /v3/fees (withdraw for payouts, deposit for
// payments), so the exchange's fee list and its gateway agree (a unit test holds them together).
export const PAYOUT_SERVICES: readonly PayoutService[] = [
  payout('card_uah', 'payment_card', 'uah', [cardNumber], 'card_number', '100', '250000', fee('1.5')),
  payout('phone_uah', 'mobile', 'uah', [comment, phone('uah')], 'phone', '10', '15000', fee('1', '5', '0', '100')),
  payout('card_usd', 'payment_card', 'usd', [cardNumber], 'card_number', '10', '10000', fee('2', '0', '1')),
  payout('phone_usd', 'mobile', 'usd', [comment, phone('usd')], 'phone', '5', '1000', fee('3', '0.3')),
  payout('card_rub', 'payment_card', 'rub', [cardNumber], 'card_number', '500', '600000', fee('2.5', '0', '50', '5000')),
  payout('phone_rub', 'mobile', 'rub', [comment, phone('rub')], 'phone', '100', '75000', fee('1.5', '0', '30')),
];

export const PAYMENT_SERVICES: readonly PaymentService[] = [
  payment('card_uah_hpp', 'payment_card', 'uah', 'hpp', [], '10', '100000', fee('1')),
  payment('phone_uah_form', 'mobile', 'uah', 'form', [phone('uah')], '10', '5000', fee('2')),
  payment('card_usd_hpp', 'payment_card', 'usd', 'hpp', [], '5', '5000', fee('2.5')),
  payment('phone_usd_form', 'mobile', 'usd', 'form', [phone('usd')], '1', '500', fee('3', '0.5')),
  payment('card_rub_hpp', 'payment_card', 'rub', 'hpp', [], '100', '300000', fee('2.5')),
  payment('phone_rub_form', 'mobile', 'rub', 'form', [phone('rub')], '100', '15000', fee('2', '0', '10')),
];

export const payoutService = (code: unknown): PayoutService | undefined => PAYOUT_SERVICES.find((s) => s.code === code);
export const paymentService = (code: unknown): PaymentService | undefined => PAYMENT_SERVICES.find((s) => s.code === code);
export const payoutServicesOf = (currency: GatewayFiat): PayoutService[] => PAYOUT_SERVICES.filter((s) => s.currency === currency);
export const paymentServicesOf = (currency: GatewayFiat): PaymentService[] => PAYMENT_SERVICES.filter((s) => s.currency === currency);

/** The hosted-payment card service of a currency: what a simplified deposit (payment_service "default") goes through. */
export function defaultPaymentService(currency: GatewayFiat): PaymentService {
  const s = PAYMENT_SERVICES.find((p) => p.currency === currency && p.flow === 'hpp');
  if (!s) throw new RangeError(`No hosted payment service for ${currency}`);
  return s;
}

const ROUND_UP = 3;

/**
 * The fee of a service for an amount: `rate` % of it plus `fixed`, then raised to `min` and
 * lowered to `max` (when there is one), then rounded up to the cent. Exact decimals throughout.
 */
export function serviceFee(f: ServiceFee, amount: Decimal): Decimal {
  let value = amount.times(f.rate).div(100).plus(f.fixed);
  if (value.lt(f.min)) value = new Big(f.min);
  if (f.max !== null && value.gt(f.max)) value = new Big(f.max);
  return value.round(FIAT_DIGITS, ROUND_UP);
}

/** Where an amount falls against a service's limits. */
export function amountProblem(s: Service, amount: Decimal): 'below' | 'above' | null {
  if (amount.lt(s.amountMin)) return 'below';
  if (amount.gt(s.amountMax)) return 'above';
  return null;
}

export type FieldErrors = Record<string, string[]>;
export type FieldCheck = { ok: true; values: Record<string, string> } | { ok: false; errors: FieldErrors };

/** Longer values are refused before any regexp runs on them. */
export const FIELD_VALUE_MAX = 1000;

const compiled = new Map<string, RegExp>();
const regexpOf = (source: string): RegExp => {
  let r = compiled.get(source);
  if (!r) compiled.set(source, (r = new RegExp(source)));
  return r;
};

/**
 * Values for a service's fields, as a withdrawal's `fields` or an invoice's `service_fields`:
 * an object whose keys are field keys (unknown keys refused), every value a string of the
 * field's regexp, every required field present and not empty. An optional field sent as ""
 * counts as not sent. `undefined`/`null` is an empty object. Errors are keyed by field key,
 * in position order; a body that is not an object is keyed by "" (the whole value).
 */
export function checkFields(s: Service, given: unknown): FieldCheck {
  const errors: FieldErrors = {};
  const add = (key: string, message: string): void => void (errors[key] ??= []).push(message);
  if (given === undefined || given === null) given = {};
  if (typeof given !== 'object' || Array.isArray(given)) return { ok: false, errors: { '': ['must be an object: field key → text'] } };
  const body = given as Record<string, unknown>;
  const known = new Set(s.fields.map((f) => f.key));
  for (const key of Object.keys(body)) if (!known.has(key)) add(key, `is not a field of ${s.code}`);
  const values: Record<string, string> = {};
  for (const f of [...s.fields].sort((a, b) => a.position - b.position)) {
    const v = body[f.key];
    if (v === undefined || v === null || v === '') {
      if (f.required) add(f.key, `is required (${f.label.en})`);
      continue;
    }
    if (typeof v !== 'string') add(f.key, 'must be a string');
    else if (v.length > FIELD_VALUE_MAX || !regexpOf(f.regexp).test(v)) add(f.key, `is not valid (${f.label.en}, e.g. ${f.example})`);
    else values[f.key] = v;
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, values };
}

/** One line for all field errors, as the exchange's single-message error body carries them. */
export function fieldErrorsText(errors: FieldErrors, prefix: string): string {
  return Object.entries(errors)
    .map(([key, list]) => `${key === '' ? prefix : `${prefix}.${key}`} ${list.join(', ')}`)
    .join('; ');
}

/**
 * A recipient shown without its full number: a card keeps its first 6 and last 4 digits
 * (`411111******1111`, as card receipts do), a phone its country part and last 4 digits
 * (`+38067***4567`); anything short is all stars but the last 2 characters.
 */
export function maskValue(key: string, value: string): string {
  if (key === 'card_number' && value.length >= 12) return `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
  if (key === 'phone' && value.length >= 10) return `${value.slice(0, value.length - 7)}***${value.slice(-4)}`;
  return `${'*'.repeat(Math.max(0, value.length - 2))}${value.slice(-2)}`;
}
