/**
 * The body of POST /v3/auth/svc_codes (and of the admin endpoint that issues codes), checked
 * before any money moves: field types (400), the currency (404), its precision (400), the
 * recipient (400 malformed, 404 unknown). The balance is left to the one step that also
 * debits it (Codes.create).
 */
import { currencySpec } from '../market/catalog.js';
import { fitsPrecision, positiveAmount } from '../http/amounts.js';
import { type CodeOrder } from './codes.js';
import { refuse, type Refusal } from '../http/refusal.js';

type Body = Record<string, unknown>;

export const COMMENT_MAX = 255;
const CODE = /^[a-z0-9]{2,10}$/i;
const SVCID = /^[A-Za-z0-9]{3,32}$/;
/** ISO 8601 date and time with seconds and an offset (Z or ±hh:mm / ±hhmm); fractions allowed. */
const ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?(Z|[+-]\d{2}:?\d{2})$/;
const absent = (v: unknown): v is undefined | null => v === undefined || v === null;

/** Milliseconds since the epoch of an ISO 8601 time with an offset, or null when it is not one (a 30 February included). */
export function parseIsoTime(text: string): number | null {
  const m = ISO.exec(text);
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1, 7).map(Number) as [number, number, number, number, number, number];
  const local = Date.UTC(y, mo - 1, d, h, mi, s);
  const check = new Date(local);
  if (y < 1970 || check.getUTCFullYear() !== y || check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
  const fraction = m[7] ? Number(`0${m[7]}`) * 1000 : 0;
  const zone = m[8]!;
  let offsetMinutes = 0;
  if (zone !== 'Z') {
    const digits = zone.replace(':', '');
    const oh = Number(digits.slice(1, 3));
    const om = Number(digits.slice(3, 5));
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (digits[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  return local + fraction - offsetMinutes * 60_000;
}

function text(body: Body, name: string): string | Refusal {
  const v = body[name];
  if (absent(v)) return '';
  if (typeof v !== 'string') return refuse(`${name} must be a string`);
  if (v.length > COMMENT_MAX) return refuse(`${name} must be at most ${COMMENT_MAX} characters`);
  return v;
}

const isRefusalValue = (v: unknown): v is Refusal => typeof v === 'object' && v !== null && 'status' in v;

/**
 * @param body the body with `amount` as the lossless parser read it (a JsonNumber when sent as a number)
 * @param account the svcid of the account with this identifier (compared in upper case), or undefined
 */
export function parseCodeOrder(body: Body, account: (svcid: string) => string | undefined): CodeOrder | Refusal {
  const given = body.currency;
  if (typeof given !== 'string' || !CODE.test(given)) return refuse('currency is required: a currency code');
  const amount = positiveAmount(body.amount);
  if (!amount) return refuse('amount is required: a positive number (a JSON number or a decimal-string)');
  const { recipient, non_refundable_before: until } = body;
  if (!absent(recipient) && (typeof recipient !== 'string' || (recipient !== '' && recipient !== 'all' && !SVCID.test(recipient)))) {
    return refuse('recipient must be an account identifier (svcid), or all');
  }
  let before: number | null = null;
  if (!absent(until)) {
    const ms = typeof until === 'string' ? parseIsoTime(until) : null;
    if (ms === null) return refuse('non_refundable_before must be an ISO 8601 time with an offset, e.g. 2026-12-01T12:00:00Z');
    // Shown in whole seconds: rounding up never lets the owner in before the moment asked for.
    before = Math.ceil(ms / 1000) * 1000;
  }
  const comment = text(body, 'comment');
  const privateComment = text(body, 'private_comment');
  if (isRefusalValue(comment)) return comment;
  if (isRefusalValue(privateComment)) return privateComment;

  const code = given.toLowerCase();
  const spec = currencySpec(code);
  if (!spec) return refuse(`Unknown currency: ${code}`, 404);
  if (!fitsPrecision(amount, spec.precision.real)) return refuse(`amount has more than ${spec.precision.real} decimal places, the precision of ${code}`);
  let svcid: string | null = null;
  if (typeof recipient === 'string' && recipient !== '' && recipient !== 'all') {
    const known = account(recipient);
    if (known === undefined) return refuse(`Unknown recipient: ${recipient}`, 404);
    svcid = known;
  }
  return { currency: code, amount, recipient: svcid, nonRefundableBefore: before, comment, privateComment };
}

export const isRefusal = (v: CodeOrder | Refusal): v is Refusal => 'status' in v;
