/**
 * The admin endpoints of transfer codes, for tests and scripts: a fresh active code issued
 * without touching any balance, and the e-mail confirmation of a code that awaits it.
 */
import { JsonNumber, jsonNumber, type JsonValue } from '../../../../shared/json/lossless.js';
import { failure, json, type Answer } from '../../http.js';
import { codeObject } from '../codes/codes-answers.js';
import { isRefusal, parseCodeOrder } from '../codes/codes-request.js';
import { recipientOf } from '../codes/codes-routes.js';
import { type Codes } from '../codes/codes.js';
import { type Ledger } from '../accounts/ledger.js';

export interface AdminCodesContext {
  ledger: Ledger;
  codes: Codes;
  nowMs: number;
}

const INT32_MAX = 2_147_483_647;

/** POST /admin/codes {email, currency, amount, …the create fields} → the owner's code object. */
export function adminCode(ctx: AdminCodesContext, body: Record<string, JsonValue>): Answer {
  const email = body.email;
  if (typeof email !== 'string' || email === '') return failure(400, 'email is required: the account e-mail');
  const book = ctx.ledger.byEmail(email);
  if (!book) return failure(404, `Unknown account: ${email}`);
  const order = parseCodeOrder(body, recipientOf(ctx));
  if (isRefusal(order)) return failure(order.status, order.message);
  return json(200, codeObject(ctx.codes.issue(book, order, ctx.nowMs), 'owner'));
}

/** POST /admin/codes/confirm {id}: unconfirmed → active. */
export function adminConfirmCode(ctx: AdminCodesContext, body: Record<string, JsonValue>): Answer {
  const given = body.id;
  const id = given instanceof JsonNumber && /^[1-9][0-9]{0,9}$/.test(given.text) ? Number(given.text) : NaN;
  if (!(id <= INT32_MAX)) return failure(400, 'id must be a positive 32-bit integer');
  const outcome = ctx.codes.confirm(id);
  if (!outcome.ok) return failure(outcome.status, outcome.message);
  return json(200, { success: true, id: jsonNumber(String(id)), status: outcome.code.status });
}
