/**
 * The admin endpoints that move money, for tests and scripts: a completed deposit credited
 * at once, and the e-mail confirmation of a withdrawal (DESIGN.md, the admin contract).
 */
import { JsonNumber, jsonNumber, parseJson, type JsonValue } from '../../../../shared/json/lossless.js';
import { failure, json, type Answer } from '../../http.js';
import { type AddressBook } from '../funds/addresses.js';
import { fitsPrecision, positiveAmount } from '../http/amounts.js';
import { currencySpec } from '../market/catalog.js';
import { type Funds } from '../funds/funds.js';
import { type Ledger } from '../accounts/ledger.js';

export interface AdminFundsContext {
  ledger: Ledger;
  funds: Funds;
  addresses: AddressBook;
  nowMs: number;
}

const INT32_MAX = 2_147_483_647;
const CODE = /^[a-z0-9]{2,10}$/i;

/** The body read losslessly (amounts keep their digits); null when it is not a JSON object. */
export function adminObject(text: string): Record<string, JsonValue> | null {
  try {
    const value = parseJson(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof JsonNumber) ? value : null;
  } catch {
    return null;
  }
}

/** POST /admin/deposits {email, currency, amount} → {id}. */
export function adminDeposit(ctx: AdminFundsContext, body: Record<string, JsonValue>): Answer {
  const { email, currency, amount: given } = body;
  if (typeof email !== 'string' || email === '') return failure(400, 'email is required: the account e-mail');
  if (typeof currency !== 'string' || !CODE.test(currency)) return failure(400, 'currency is required: a currency code');
  const amount = positiveAmount(given);
  if (!amount) return failure(400, 'amount is required: a positive number (a JSON number or a decimal-string)');
  const book = ctx.ledger.byEmail(email);
  if (!book) return failure(404, `Unknown account: ${email}`);
  const code = currency.toLowerCase();
  const spec = currencySpec(code);
  if (!spec) return failure(404, `Unknown currency: ${code}`);
  if (!fitsPrecision(amount, spec.precision.real)) return failure(400, `amount has more than ${spec.precision.real} decimal places, the precision of ${code}`);
  // A coin arrives at the account's address when it has one; fiat through a card payment.
  const destination = spec.coin ? (ctx.addresses.shown(book.apiKey, code, ctx.nowMs)?.address ?? '') : '';
  const deposit = ctx.funds.credit(book, code, amount, destination, spec.coin ? null : 'payment_card', ctx.nowMs);
  return json(200, { id: jsonNumber(String(deposit.id)) });
}

/** POST /admin/withdrawals/confirm {id}: awaiting_confirmation → pending. */
export function adminConfirm(ctx: AdminFundsContext, body: Record<string, JsonValue>): Answer {
  const given = body.id;
  const id = given instanceof JsonNumber && /^[1-9][0-9]{0,9}$/.test(given.text) ? Number(given.text) : NaN;
  if (!(id <= INT32_MAX)) return failure(400, 'id must be a positive 32-bit integer');
  const outcome = ctx.funds.confirm(id, ctx.nowMs);
  if (!outcome.ok) return failure(outcome.status, outcome.message);
  return json(200, { success: true, id: jsonNumber(String(id)), status: outcome.withdrawal.status });
}
