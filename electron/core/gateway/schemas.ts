/**
 * The payment gateway's answers (exchange document, "Fiat deposit and withdrawal"), checked and
 * turned into the contract's shapes. Amounts may come as JSON numbers or decimal strings and
 * become decimal strings; labels are kept per language and chosen in the window.
 */
import * as v from 'valibot';
import type { FiatField, FiatService, FiatServices, LocalText } from '../../../shared/contract/index.js';
import { decimal, integer, optionalText, text } from '../exchange/wire.js';

const MAX_SERVICES = 200;
const MAX_FIELDS = 32;

/** A map language → text; anything that is not text is left out rather than refused. */
const localText = v.pipe(
  v.optional(v.nullable(v.unknown()), null),
  v.transform((value): LocalText => {
    if (typeof value === 'string') return { en: value };
    const out: LocalText = {};
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [language, words] of Object.entries(value)) {
        if (typeof words === 'string' && /^[a-z]{2,3}(?:-[A-Za-z]{2,4})?$/.test(language)) out[language] = words.slice(0, 500);
      }
    }
    return out;
  }),
);

const nullableDecimal = v.pipe(
  v.optional(v.nullable(decimal), null),
  v.transform((value) => value ?? null),
);

const bool = v.pipe(
  v.optional(v.nullable(v.unknown()), false),
  // A JSON 1 arrives as the lossless parser's number, whose text is "1".
  v.transform((value) => value === true || value === 'true' || (value !== null && typeof value === 'object' && String(value) === '1') || value === '1'),
);

const fieldSchema = v.pipe(
  v.object({
    key: v.pipe(text, v.regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Expected a field key')),
    type: v.optional(v.nullable(v.string()), 'text'),
    label: localText,
    hint: localText,
    example: v.optional(v.nullable(v.union([v.string(), decimal])), ''),
    regexp: v.optional(v.nullable(v.string()), null),
    required: bool,
    position: v.optional(v.nullable(integer), null),
  }),
  v.transform(
    (f): FiatField => ({
      key: f.key,
      type: (f.type ?? 'text').slice(0, 32),
      label: f.label,
      hint: f.hint,
      example: String(f.example ?? '').slice(0, 200),
      regexp: f.regexp ? f.regexp.slice(0, 1000) : null,
      required: f.required,
      position: f.position ?? 0,
    }),
  ),
);

const feeSchema = v.pipe(
  v.optional(
    v.nullable(
      v.object({
        rate: v.optional(v.nullable(decimal), '0'),
        fixed: v.optional(v.nullable(decimal), '0'),
        min: nullableDecimal,
        max: nullableDecimal,
      }),
    ),
    null,
  ),
  v.transform((fee) => (fee ? { rate: fee.rate ?? '0', fixed: fee.fixed ?? '0', min: fee.min, max: fee.max } : null)),
);

const serviceSchema = v.object({
  code: v.pipe(text, v.regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'Expected a service code')),
  method: optionalText,
  currency: optionalText,
  fields: v.pipe(v.optional(v.nullable(v.array(fieldSchema)), []), v.transform((f) => f ?? [])),
  amount_min: nullableDecimal,
  amount_max: nullableDecimal,
  fee: feeSchema,
  flow: v.optional(v.nullable(v.string()), null),
});

const methodSchema = v.object({
  code: optionalText,
  name: localText,
  position: v.optional(v.nullable(integer), null),
  hide: bool,
});

function entries<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : value && typeof value === 'object' ? (Object.values(value) as T[]) : [];
}

/** `services` and `methods` are maps (code → object); a list is read the same way. */
export const servicesAnswerSchema = v.pipe(
  v.object({
    data: v.object({
      currency: optionalText,
      test_mode: bool,
      services: v.pipe(
        v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())], 'Expected the services'),
        v.transform((value) => entries<unknown>(value)),
        v.maxLength(MAX_SERVICES, 'Too many services'),
        v.array(serviceSchema),
      ),
      methods: v.pipe(
        v.optional(v.nullable(v.union([v.record(v.string(), v.unknown()), v.array(v.unknown())])), {}),
        v.transform((value) => entries<unknown>(value)),
        v.array(methodSchema),
      ),
      account: v.optional(v.nullable(v.object({ name: v.optional(v.nullable(v.string()), null) })), null),
    }),
  }),
  v.transform(({ data }): FiatServices => {
    const methods = new Map(data.methods.map((m) => [m.code, m]));
    const services: FiatService[] = data.services
      .filter((s) => !methods.get(s.method)?.hide)
      .filter((s) => s.fields.length <= MAX_FIELDS)
      .map((s) => ({
        code: s.code,
        method: s.method,
        methodName: methods.get(s.method)?.name ?? {},
        currency: s.currency.toLowerCase(),
        fields: s.fields,
        amountMin: s.amount_min,
        amountMax: s.amount_max,
        fee: s.fee,
        flow: s.flow ?? null,
      }));
    const position = (s: FiatService) => methods.get(s.method)?.position ?? 0;
    services.sort((a, b) => position(a) - position(b));
    return { currency: data.currency.toLowerCase(), testMode: data.test_mode, merchant: data.account?.name ?? null, services };
  }),
);

const formField = v.object({
  name: v.pipe(text, v.minLength(1), v.maxLength(200)),
  value: v.pipe(
    v.union([v.string(), decimal, v.boolean()]),
    v.transform((value) => String(value)),
    v.maxLength(8192),
  ),
});

/** payment-invoices: what the window needs to build the form (`active_payment`); the rest is not shown. */
export const invoiceAnswerSchema = v.object({
  data: v.object({
    active_payment: v.object({
      action: v.optional(v.nullable(v.string()), null),
      method: v.optional(v.nullable(v.string()), null),
      payload: v.pipe(v.array(formField), v.maxLength(100)),
    }),
  }),
});

/** /v3/auth/deposit: the deposit's id; the simplified deposit adds the form to send. */
export const fiatDepositAnswerSchema = v.object({
  deposit_id: v.optional(v.nullable(integer), null),
  action: v.optional(v.nullable(v.string()), null),
  params: v.optional(v.nullable(v.pipe(v.array(formField), v.maxLength(100))), null),
});
