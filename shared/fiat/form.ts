/**
 * The payment gateway's service descriptions turned into forms, and the checks on what a person
 * typed into them. Pure: the payment window builds its form with it and checks each field as it
 * is typed; main checks the same values again before anything is sent.
 */
import type { FiatField, FiatFee, FiatService, LocalText } from '../contract/index.js';
import { Big, dec, decText, scaleOf, type Decimal, type DecimalString } from '../decimal.js';
import { fieldKind, luhnValid, maskedValue, normaliseValue, type FieldKind } from './field-kinds.js';
import { compilePattern } from './pattern.js';
import { language, m } from '../i18n/language.js';
import { sayAmount } from '../i18n/numbers.js';

export { compilePattern } from './pattern.js';

export type InputKind = 'text' | 'tel' | 'email' | 'number' | 'textarea';

export interface FormField {
  key: string;
  input: InputKind;
  label: string;
  hint: string;
  placeholder: string;
  required: boolean;
  /** A card or phone number (typed with spaces, checked and sent as digits), or anything else. */
  kind: FieldKind;
  /** The gateway's pattern, compiled; null when there is none. */
  pattern: RegExp | null;
}

/** Values longer than this are refused before any pattern runs on them. */
export const MAX_VALUE_LENGTH = 512;

/** The text for the app's language, else English, else any the gateway gave. */
export function pickText(text: LocalText, language: string): string {
  const base = language.split('-')[0]!;
  return text[language] ?? text[base] ?? text.en ?? Object.values(text)[0] ?? '';
}

const INPUTS: Readonly<Record<string, InputKind>> = {
  tel: 'tel',
  phone: 'tel',
  email: 'email',
  textarea: 'textarea',
  // Card and account numbers are digits, but never numbers: no spinner, no rounding, leading zeros kept.
  number: 'text',
};

/** The service's fields in the gateway's order (position, then key), with texts in `language`. */
export function buildForm(service: Pick<FiatService, 'fields'>, language: string): FormField[] {
  return [...service.fields]
    .sort((a, b) => a.position - b.position || a.key.localeCompare(b.key))
    .map((f) => ({
      key: f.key,
      input: fieldKind(f) === 'phone' ? 'tel' : (INPUTS[f.type.toLowerCase()] ?? 'text'),
      label: pickText(f.label, language) || f.key,
      hint: pickText(f.hint, language),
      placeholder: f.example,
      required: f.required,
      kind: fieldKind(f),
      pattern: f.regexp === null ? null : compilePattern(f.regexp),
    }));
}

/**
 * What is wrong with one value, in words; null when it is fine. An empty optional field is fine.
 * The value is checked as it will be sent (normalised: a card's or a phone's spaces and dashes
 * taken out), and a card number must pass the Luhn check too.
 */
export function fieldProblem(field: Pick<FiatField, 'key' | 'type' | 'required' | 'regexp'>, value: string, label: string): string | null {
  const text = normaliseValue(field, value);
  // English runs the label into its sentence ("Enter the card number."); Ukrainian and Russian quote it as the form shows it.
  const named = { label: language() === 'en' ? label.toLowerCase() : label };
  if (text === '') return field.required ? m.shared_fiat_field_required(named) : null;
  if (text.length > MAX_VALUE_LENGTH) return m.shared_fiat_field_too_long(named);
  if (field.regexp !== null) {
    const pattern = compilePattern(field.regexp);
    if (!pattern) return m.shared_fiat_field_rule_unreadable(named);
    if (!pattern.test(text)) return m.shared_fiat_field_wrong_form(named);
  }
  if (fieldKind(field) === 'card' && !luhnValid(text)) return m.shared_fiat_card_mistake();
  return null;
}

export interface ValueProblem {
  key: string;
  message: string;
}

/** Every problem with a set of values for a service: unknown keys, missing and malformed values. */
export function valuesProblems(service: Pick<FiatService, 'fields'>, values: Record<string, string>, language = 'en'): ValueProblem[] {
  const known = new Map(service.fields.map((f) => [f.key, f]));
  const problems: ValueProblem[] = [];
  for (const key of Object.keys(values)) {
    if (!known.has(key)) problems.push({ key, message: m.shared_fiat_unknown_field({ field: key.slice(0, 64) }) });
  }
  for (const field of buildForm(service, language)) {
    const raw = known.get(field.key)!;
    const problem = fieldProblem(raw, values[field.key] ?? '', field.label);
    if (problem) problems.push({ key: field.key, message: problem });
  }
  return problems;
}

/** Only the values of the service's fields, as they are sent (normalised), empty optional ones left out. */
export function cleanValues(service: Pick<FiatService, 'fields'>, values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of service.fields) {
    const value = normaliseValue(field, values[field.key] ?? '');
    if (value !== '') out[field.key] = value;
  }
  return out;
}

/** rate % of the amount plus the fixed part, then held between min and max (when given). */
export function fiatFee(amount: Decimal | string, fee: FiatFee | null): Decimal {
  if (!fee) return new Big(0);
  let value = dec(amount).times(dec(fee.rate)).div(100).plus(dec(fee.fixed));
  if (fee.min !== null && value.lt(dec(fee.min))) value = dec(fee.min);
  if (fee.max !== null && dec(fee.max).gt(0) && value.gt(dec(fee.max))) value = dec(fee.max);
  return value;
}

export interface AmountCheck {
  problem: string | null;
  fee: DecimalString;
  /** What leaves the balance: the amount and the fee. */
  debit: DecimalString;
}

/**
 * The amount against the service's bounds, the currency's precision and (for payouts) the
 * balance. The fee is rounded up to the currency's precision, as money is.
 */
export function checkAmount(
  service: Pick<FiatService, 'amountMin' | 'amountMax' | 'fee'> | null,
  amountText: string,
  context: { currency: string; precision: number; available?: DecimalString | null; payout: boolean },
): AmountCheck {
  const unit = context.currency.toUpperCase();
  const text = amountText.trim();
  const none = (problem: string): AmountCheck => ({ problem, fee: '0', debit: '0' });
  if (!/^\d{1,20}(?:\.\d{1,30})?$/.test(text)) return none(m.shared_fiat_amount_enter());
  const amount = dec(text);
  if (amount.lte(0)) return none(m.shared_amount_zero());
  if (scaleOf(text) > context.precision) return none(m.shared_fiat_amount_precision({ currency: unit, places: context.precision }));
  if (service?.amountMin && amount.lt(dec(service.amountMin))) return none(m.shared_fiat_amount_min({ amount: sayAmount(service.amountMin), currency: unit }));
  if (service?.amountMax && dec(service.amountMax).gt(0) && amount.gt(dec(service.amountMax))) {
    return none(m.shared_fiat_amount_max({ amount: sayAmount(service.amountMax), currency: unit }));
  }
  const fee = fiatFee(amount, service?.fee ?? null).round(context.precision, Big.roundUp);
  const debit = context.payout ? amount.plus(fee) : amount;
  if (context.payout && context.available != null && debit.gt(dec(context.available))) {
    const problem = m.shared_fiat_amount_over_balance({ available: sayAmount(decText(dec(context.available))), fee: sayAmount(decText(fee)), currency: unit });
    return { problem, fee: decText(fee), debit: decText(debit) };
  }
  return { problem: null, fee: decText(fee), debit: decText(debit) };
}

/**
 * Where a payout goes, as one line for the withdrawal guard's address book and for the
 * confirmation: the service's required values in its order (a card number, a phone number).
 */
export function payoutDestination(service: Pick<FiatService, 'fields'>, values: Record<string, string>): string {
  return requiredValues(service, values)
    .map(({ value }) => value)
    .join('/') || '(no details)';
}

/** The destination as a person reads it (confirmation, result): card and phone numbers by their last four digits. */
export function payoutRecipient(service: Pick<FiatService, 'fields'>, values: Record<string, string>): string {
  return requiredValues(service, values)
    .map(({ kind, value }) => maskedValue(kind, value))
    .join(', ') || m.shared_fiat_no_details();
}

function requiredValues(service: Pick<FiatService, 'fields'>, values: Record<string, string>): { kind: FieldKind; value: string }[] {
  const byKey = new Map(service.fields.map((f) => [f.key, f]));
  return buildForm(service, 'en')
    .filter((f) => f.required)
    .map((f) => ({ kind: f.kind, value: normaliseValue(byKey.get(f.key)!, values[f.key] ?? '') }))
    .filter(({ value }) => value !== '');
}
