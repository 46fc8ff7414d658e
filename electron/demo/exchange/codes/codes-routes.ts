/**
 * The paths of "Private: transfer codes". They sit behind the same checks as every private
 * path (private-routes.ts; redeem is the one PUT); what is here starts at the parameters
 * (400) and the methods' own refusals (403, 404, 409).
 */
import { decText } from '../../../../shared/decimal.js';
import { parseJson, type JsonValue } from '../../../../shared/json/lossless.js';
import { failure, json, type Answer } from '../../http.js';
import { parseCode } from './code-format.js';
import { codeObject, viewFor } from './codes-answers.js';
import { listCodes, parseCodeQuery } from './codes-list.js';
import { isRefusal, parseCodeOrder } from './codes-request.js';
import { type AccountBook } from '../accounts/ledger.js';
import { type Handler, type PrivateContext } from '../http/private-context.js';

type Body = Record<string, unknown>;

const INT32_MAX = 2_147_483_647;

/** The svcid of a demo account, in its own spelling, for a recipient given in any case. */
export const recipientOf =
  (ctx: { ledger: PrivateContext['ledger'] }) =>
  (svcid: string): string | undefined =>
    ctx.ledger.bySvcid(svcid)?.account.svcid;

function create(ctx: PrivateContext, book: AccountBook, body: Body, _param: string, text: string): Answer {
  // The amount is read from its text: JSON.parse would have made a float of it already.
  let exact: Record<string, JsonValue>;
  try {
    exact = parseJson(text) as Record<string, JsonValue>;
  } catch {
    return failure(400, 'The body must be a JSON object nested at most 256 levels deep');
  }
  const order = parseCodeOrder({ ...body, amount: exact.amount }, recipientOf(ctx));
  if (isRefusal(order)) return failure(order.status, order.message);
  const c = ctx.codes.create(book, order, ctx.nowMs);
  if (!c) {
    const cur = order.currency;
    return failure(400, `Insufficient funds: ${decText(book.available(cur))} ${cur} available, ${decText(order.amount)} ${cur} needed`);
  }
  return json(200, codeObject(c, 'owner'));
}

function redeem(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const text = body.code;
  if (typeof text !== 'string' || text === '') return failure(400, 'code is required: the full transfer code, suffix included');
  // Format and checksum before any lookup: a mistyped code never reaches the codes.
  const parsed = parseCode(text);
  if (typeof parsed === 'string') return failure(400, parsed);
  const outcome = ctx.codes.redeem(book, parsed, text, ctx.nowMs);
  if (!outcome.ok) return failure(outcome.status, outcome.message);
  return json(200, codeObject(outcome.code, viewFor(outcome.code, book.apiKey)));
}

function details(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const id = body.id;
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT32_MAX) return failure(400, 'id must be a positive 32-bit integer');
  // Another account's code is as absent as one that never was (the document: 404).
  const c = ctx.codes.owned(book.apiKey, id);
  return c ? json(200, codeObject(c, 'owner')) : failure(404, `Transfer code not found: ${id}`);
}

function issued(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const q = parseCodeQuery(body, 'created_at', true);
  if (typeof q === 'string') return failure(400, q);
  return json(200, listCodes(ctx.codes.issuedBy(book.apiKey), q).map((c) => codeObject(c, 'owner')));
}

function redeemed(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const q = parseCodeQuery(body, 'redeemed_at', false);
  if (typeof q === 'string') return failure(400, q);
  return json(200, listCodes(ctx.codes.redeemedBy(book.apiKey), q).map((c) => codeObject(c, viewFor(c, book.apiKey))));
}

export const CODES_ROUTES: readonly (readonly [RegExp, Handler, string?])[] = [
  [/^\/v3\/auth\/svc_codes$/, create],
  [/^\/v3\/auth\/svc_codes\/redeem$/, redeem, 'PUT'],
  [/^\/v3\/auth\/svc_codes\/details$/, details],
  [/^\/v3\/auth\/svc_codes\/issued-by-me$/, issued],
  [/^\/v3\/auth\/svc_codes\/redeemed-by-me$/, redeemed],
];
