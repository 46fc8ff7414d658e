/**
 * The demo payment gateway's JSON: the pre-requests' `data` in the document's shape, and its
 * own error body. Decimals are decimal-strings ("100", "1.5"), integers JSON numbers.
 *
 * The document never shows a gateway error; the demo's is
 * `{"status":"error","message":"…","errors":{"<field>":["…"]}}`, `errors` always present
 * (`{}` when no single field is at fault). It is not the exchange's `{success,message}`:
 * the gateway is another company's server.
 */
import { decText, type Decimal } from '../../../shared/decimal.js';
import { jsonNumber, type JsonValue } from '../../../shared/json/lossless.js';
import { json, type Answer } from '../http.js';
import { type Merchant } from './link.js';
import { METHODS, type GatewayFiat, type Localized, type MethodCode, type PaymentService, type PayoutService, type Service, type ServiceField } from './services.js';

export type FieldErrors = Record<string, string[]>;

export function gatewayError(status: number, message: string, errors: FieldErrors = {}, headers: Record<string, string> = {}): Answer {
  return json(status, { status: 'error', message, errors }, headers);
}

/** A 400 naming one field: `message` is the field and its problem, as a person reads it. */
export const fieldError = (field: string, problem: string, status = 400): Answer => gatewayError(status, `${field} ${problem}`, { [field]: [problem] });

const localized = (text: Localized): JsonValue => ({ uk: text.uk, en: text.en, ...(text.ru === undefined ? {} : { ru: text.ru }) });

function fieldJson(f: ServiceField): JsonValue {
  return {
    key: f.key,
    type: f.type,
    label: localized(f.label),
    example: f.example,
    hint: localized(f.hint),
    regexp: f.regexp,
    required: f.required,
    position: jsonNumber(String(f.position)),
  };
}

const upper = (c: GatewayFiat): string => c.toUpperCase();
const feeJson = (s: Service): JsonValue => ({ rate: s.fee.rate, fixed: s.fee.fixed, min: s.fee.min, max: s.fee.max });

/** Method logos and icons are small SVGs served by the gateway itself (static.ts). */
export const methodLogoPath = (code: MethodCode): string => `/static/methods/${code}.svg`;
export const methodIconPath = (code: MethodCode): string => `/static/methods/${code}-icon.svg`;
export const MERCHANT_ICON_PATH = '/static/merchant.svg';

function methodsJson(base: string, services: readonly Service[]): JsonValue {
  const codes = [...new Set(services.map((s) => s.method))];
  return Object.fromEntries(
    codes.map((code) => {
      const m = METHODS[code];
      return [
        code,
        {
          code: m.code,
          category: m.category,
          description: m.description,
          name: localized(m.name),
          logo: base + methodLogoPath(code),
          icon: base + methodIconPath(code),
          metadata: [],
          position: jsonNumber(String(m.position)),
          hide: m.hide,
        },
      ];
    }),
  );
}

function accountJson(base: string, merchant: Merchant): JsonValue {
  return { name: merchant.name, description: merchant.description, icon: base + MERCHANT_ICON_PATH, website: merchant.website };
}

export function payoutData(base: string, currency: GatewayFiat, amount: Decimal, services: readonly PayoutService[], merchant: Merchant): JsonValue {
  const service = (s: PayoutService): JsonValue => ({
    code: s.code,
    method: s.method,
    currency: upper(s.currency),
    fields: s.fields.map(fieldJson),
    amount_min: s.amountMin,
    amount_max: s.amountMax,
    // Every service pays out in the currency asked for, so the rate is 1 and the amount as asked.
    exchange_rate: '1',
    amount: decText(amount),
    fee: feeJson(s),
  });
  return {
    currency: upper(currency),
    amount: decText(amount),
    test_mode: true,
    services: Object.fromEntries(services.map((s) => [s.code, service(s)])),
    methods: methodsJson(base, services),
    account: accountJson(base, merchant),
  };
}

export function paymentData(base: string, currency: GatewayFiat, services: readonly PaymentService[], merchant: Merchant): JsonValue {
  const service = (s: PaymentService): JsonValue => ({
    code: s.code,
    method: s.method,
    currency: upper(s.currency),
    flow: s.flow,
    fields: s.fields.map(fieldJson),
    amount_min: s.amountMin,
    amount_max: s.amountMax,
    fee: feeJson(s),
  });
  return {
    currency: upper(currency),
    test_mode: true,
    services: Object.fromEntries(services.map((s) => [s.code, service(s)])),
    methods: methodsJson(base, services),
    account: accountJson(base, merchant),
  };
}
