/**
 * The gateway's request bodies checked, before anything is created: the pre-requests and the
 * invoice (from the JSON of POST /public-api/payment-invoices, or from the simplified
 * deposit's form fields posted to the process path). Checks in order: every field's type and
 * shape (400, all problems at once), the public key (403), then what the key's account and the
 * deposit say (404 no such deposit, 409 already settled, 400 a mismatch).
 */
import { Big, type Decimal } from '../../../shared/decimal.js';
import { JsonNumber } from '../../../shared/json/lossless.js';
import { type FieldErrors } from './answers.js';
import { type NewInvoice } from './invoices.js';
import { type GatewayLink, type KeyHolder } from './link.js';
import { amountProblem, checkFields, FIAT_DIGITS, isGatewayFiat, paymentService, serviceFee, type GatewayFiat } from './services.js';

export interface Refusal {
  status: 400 | 403 | 404 | 409;
  message: string;
  errors: FieldErrors;
}

export const isRefusal = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'errors' in v && 'status' in v;

const MAX_AMOUNT = new Big('1e15');
const DECIMAL_TEXT = /^[0-9]{1,16}(?:\.[0-9]{1,30})?$/;
const REFERENCE = /^[1-9][0-9]{0,9}$/;
const DESCRIPTION_MAX = 255;
const PUBLIC_KEY_MAX = 256;

class Problems {
  readonly errors: FieldErrors = {};
  add(field: string, problem: string): void {
    (this.errors[field] ??= []).push(problem);
  }
  get any(): boolean {
    return Object.keys(this.errors).length > 0;
  }
  /** One 400 for every problem found, the message naming each. */
  refusal(status: Refusal['status'] = 400): Refusal {
    const message = Object.entries(this.errors)
      .map(([field, list]) => `${field} ${list.join(', ')}`)
      .join('; ');
    return { status, message, errors: this.errors };
  }
}

const one = (status: Refusal['status'], field: string, problem: string): Refusal => ({ status, message: `${field} ${problem}`, errors: { [field]: [problem] } });

/**
 * A positive amount with at most 2 decimals: a JSON number (read from its text, as the
 * lossless parser gives it) from JSON bodies, a plain decimal text from form posts.
 */
function amountOf(value: unknown, from: 'json' | 'form', problems: Problems): Decimal | null {
  let text: string | null = null;
  if (from === 'json' && value instanceof JsonNumber && value.text.length <= 60) text = value.text;
  if (from === 'form' && typeof value === 'string' && DECIMAL_TEXT.test(value)) text = value;
  const amount = text === null ? null : new Big(text);
  if (!amount || amount.lte(0) || amount.gte(MAX_AMOUNT)) {
    problems.add('amount', from === 'json' ? 'is required: a positive JSON number' : 'is required: a positive decimal number');
    return null;
  }
  if (!amount.round(FIAT_DIGITS, 0).eq(amount)) {
    problems.add('amount', `has more than ${FIAT_DIGITS} decimal places`);
    return null;
  }
  return amount;
}

function publicKeyOf(value: unknown, problems: Problems): string | null {
  if (typeof value === 'string' && value !== '' && value.length <= PUBLIC_KEY_MAX) return value;
  problems.add('public_key', 'is required: the deposit_sdk_<currency>_public_key of the account');
  return null;
}

/** The key's holder, or a 403: unknown, or a key of another currency. Never echoes the key. */
function holderOf(link: GatewayLink, key: string, currency: GatewayFiat): KeyHolder | Refusal {
  const holder = link.accountForPublicKey(key);
  if (!holder) return one(403, 'public_key', 'is not a public key of any account of this merchant');
  if (holder.currency !== currency) return one(403, 'public_key', `is the ${holder.currency.toUpperCase()} key: use the account's ${currency.toUpperCase()} key`);
  return holder;
}

export interface PrerequestQuery {
  currency: GatewayFiat;
  /** Only the payout pre-request has one. */
  amount: Decimal | null;
}

/** The pre-requests: currency in upper case (UAH, USD, RUB), public_key, and for payouts an amount. */
export function checkPrerequest(link: GatewayLink, body: Record<string, unknown>, kind: 'payout' | 'payment'): PrerequestQuery | Refusal {
  const problems = new Problems();
  const given = body.currency;
  const currency = typeof given === 'string' && given === given.toUpperCase() && isGatewayFiat(given.toLowerCase()) ? (given.toLowerCase() as GatewayFiat) : null;
  if (!currency) problems.add('currency', 'must be UAH, USD or RUB (upper case)');
  const amount = kind === 'payout' ? amountOf(body.amount, 'json', problems) : null;
  const key = publicKeyOf(body.public_key, problems);
  if (problems.any || !currency || key === null) return problems.refusal();
  const holder = holderOf(link, key, currency);
  if (isRefusal(holder)) return holder;
  return { currency, amount };
}

/** An invoice request's fields, from a JSON body or the simplified deposit's form. */
export interface InvoiceFields {
  public_key: unknown;
  reference_id: unknown;
  description: unknown;
  service: unknown;
  service_fields: unknown;
  currency: unknown;
  amount: unknown;
}

export function checkInvoice(link: GatewayLink, body: InvoiceFields, from: 'json' | 'form', nowMs: number): NewInvoice | Refusal {
  const problems = new Problems();
  const key = publicKeyOf(body.public_key, problems);
  const reference = typeof body.reference_id === 'string' && REFERENCE.test(body.reference_id) && Number(body.reference_id) <= 2_147_483_647 ? Number(body.reference_id) : null;
  if (reference === null) problems.add('reference_id', 'is required: the deposit_id of the exchange deposit, as a string of digits');
  const description = body.description;
  if (typeof description !== 'string' || description.trim() === '' || description.length > DESCRIPTION_MAX) problems.add('description', `is required: text of 1 to ${DESCRIPTION_MAX} characters`);
  const currency = isGatewayFiat(body.currency) ? body.currency : null;
  if (!currency) problems.add('currency', 'must be uah, usd or rub (lower case)');
  if (typeof body.service !== 'string' || body.service === '') problems.add('service', 'is required: the code of a payment service');
  const fieldsGiven = body.service_fields;
  if (fieldsGiven !== undefined && fieldsGiven !== null && (typeof fieldsGiven !== 'object' || Array.isArray(fieldsGiven))) problems.add('service_fields', 'must be an object: field key → text');
  const amount = amountOf(body.amount, from, problems);
  if (problems.any || key === null || reference === null || !currency || !amount) return problems.refusal();

  const holder = holderOf(link, key, currency);
  if (isRefusal(holder)) return holder;

  const service = paymentService(body.service);
  if (!service || service.currency !== currency) return one(400, 'service', `is not a payment service for ${currency}: ${String(body.service)}`);
  const fields = checkFields(service, fieldsGiven);
  if (!fields.ok) {
    for (const [k, list] of Object.entries(fields.errors)) for (const p of list) problems.add(k === '' ? 'service_fields' : `service_fields.${k}`, p);
    return problems.refusal();
  }

  const deposit = link.fiatDeposit(holder.account, reference);
  if (!deposit) return one(404, 'reference_id', `names no deposit of this account opened for the payment gateway: ${reference}`);
  if (deposit.status !== 'pending') return one(409, 'reference_id', `names deposit ${reference}, which is already ${deposit.status}`);
  if (deposit.currency !== currency) problems.add('currency', `does not match deposit ${reference} (${deposit.currency})`);
  if (!deposit.amount.eq(amount)) problems.add('amount', `does not match deposit ${reference} (${deposit.amount.toFixed()})`);
  if (problems.any) return problems.refusal();
  const limit = amountProblem(service, amount);
  if (limit) return one(400, 'amount', limit === 'below' ? `is below the minimum of ${service.code} (${service.amountMin})` : `is above the maximum of ${service.code} (${service.amountMax})`);

  return {
    account: holder.account,
    currency,
    amount,
    fee: serviceFee(service.fee, amount),
    service,
    fields: fields.values,
    description: (description as string).trim(),
    depositId: reference,
    createdAt: nowMs,
  };
}
