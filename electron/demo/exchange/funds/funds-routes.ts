/**
 * The paths of "Private: crypto deposit and withdrawal" (and the fiat deposit and withdrawal
 * of "Fiat deposit and withdrawal": fiat-deposit.ts, fiat-withdraw-request.ts). They sit behind the same checks as
 * every private path (private-routes.ts); what is here starts at the parameters (400) and the
 * method's own refusals (404).
 */
import { decText } from '../../../../shared/decimal.js';
import { jsonNumber, parseJson, type JsonValue } from '../../../../shared/json/lossless.js';
import { failure, json, type Answer } from '../../http.js';
import { currencySpec } from '../market/catalog.js';
import { coinFees } from './fees.js';
import { fiatDeposit } from '../fiat/fiat-deposit.js';
import { depositDetails, withdrawalDetails } from './funds-answers.js';
import { historyAnswer, parseHistoryQuery } from './history.js';
import { type AccountBook } from '../accounts/ledger.js';
import { network } from './networks.js';
import { type Handler, type PrivateContext } from '../http/private-context.js';
import { isRefusal, parseWithdrawal } from './withdraw-request.js';

type Body = Record<string, unknown>;

const CODE = /^[a-z0-9]{2,10}$/i;
const INT32_MAX = 2_147_483_647;
const num = (n: number): JsonValue => jsonNumber(String(n));

/** The crypto currency a deposit method is asked about; any case is accepted. */
function coin(body: Body): string | Answer {
  const given = body.currency;
  if (typeof given !== 'string' || !CODE.test(given)) return failure(400, 'currency is required: a currency code');
  const code = given.toLowerCase();
  const spec = currencySpec(code);
  if (!spec) return failure(404, `Unknown currency: ${code}`);
  if (!spec.coin) return failure(400, `${code} is fiat: deposit addresses are for crypto only (fiat goes through the payment gateway)`);
  return code;
}

function depositInfo(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const code = coin(body);
  if (typeof code !== 'string') return code;
  const shown = ctx.addresses.shown(book.apiKey, code, ctx.nowMs);
  const answer: Record<string, JsonValue> = {
    confirmations: num(network(code)!.confirmations),
    min_deposit: jsonNumber(decText(coinFees(code)!.minDeposit)),
    address: shown?.address ?? null,
  };
  if (shown?.memo) answer.memo = shown.memo;
  return json(200, answer);
}

function paymentAddress(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const code = coin(body);
  if (typeof code !== 'string') return code;
  // One still being made counts: asking twice must not make two.
  if (!ctx.addresses.generate(book.apiKey, code, ctx.nowMs)) return failure(400, `An address already exists for ${code}`);
  return json(200, { success: true });
}

function idOf(body: Body): number | Answer {
  const id = body.id;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= INT32_MAX ? id : failure(400, 'id must be a positive 32-bit integer');
}

function depositDetailsRoute(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const id = idOf(body);
  if (typeof id !== 'number') return id;
  const d = ctx.funds.deposit(book.apiKey, id);
  return d ? json(200, depositDetails(d)) : failure(404, `Deposit not found: ${id}`);
}

function withdrawDetailsRoute(ctx: PrivateContext, book: AccountBook, body: Body): Answer {
  const id = idOf(body);
  if (typeof id !== 'number') return id;
  const w = ctx.funds.withdrawal(book.apiKey, id, ctx.nowMs);
  return w ? json(200, withdrawalDetails(w)) : failure(404, `Withdrawal not found: ${id}`);
}

function withdraw(ctx: PrivateContext, book: AccountBook, body: Body, _param: string, text: string): Answer {
  // The amount is read from its text: JSON.parse would have made a float of it already.
  let exact: Record<string, JsonValue>;
  try {
    exact = parseJson(text) as Record<string, JsonValue>;
  } catch {
    return failure(400, 'The body must be a JSON object nested at most 256 levels deep');
  }
  const order = parseWithdrawal({ ...body, amount: exact.amount }, (id) => ctx.fundSources.get(book.apiKey, id));
  if (isRefusal(order)) return failure(order.status, order.message);
  const w = ctx.funds.withdraw(book, order, ctx.nowMs);
  const c = order.currency;
  if (!w) {
    const available = decText(book.available(c));
    return failure(400, `Insufficient funds: ${available} ${c} available, ${decText(order.total)} ${c} needed (${decText(order.total.minus(order.fee))} + ${decText(order.fee)} fee)`);
  }
  const message =
    w.status === 'awaiting_confirmation'
      ? `Withdrawal created: confirm it from the e-mail sent to ${book.account.email}`
      : `Withdrawal accepted: ${decText(w.amount)} ${c} will be ${w.payout ? 'paid out' : 'sent'} to ${w.destination}`;
  const result: Record<string, JsonValue> = { status: w.status, message, withdrawal_id: num(w.id) };
  // A payout saves where it went (or names the source it used): the demo's answer to the
  // document's fund_source_id, which shows no method to list them.
  const { payout } = w;
  if (payout) result.fund_source_id = num(payout.fundSourceId ?? ctx.fundSources.save(book.apiKey, c, payout.service, payout.fields, ctx.nowMs).id);
  return json(200, [result]);
}

function history(ctx: PrivateContext, book: AccountBook, body: Body, type: string): Answer {
  const query = parseHistoryQuery(type, body);
  if (typeof query === 'string') return failure(400, query);
  return json(200, historyAnswer(ctx.funds.operations(book.apiKey, ctx.nowMs), query));
}

export const FUNDS_ROUTES: readonly (readonly [RegExp, Handler])[] = [
  [/^\/v3\/auth\/deposit$/, fiatDeposit],
  [/^\/v3\/auth\/deposit\/info$/, depositInfo],
  [/^\/v3\/auth\/payment_addresses$/, paymentAddress],
  [/^\/v3\/auth\/deposit\/details$/, depositDetailsRoute],
  [/^\/v3\/auth\/withdraw$/, withdraw],
  [/^\/v3\/auth\/withdraw\/details$/, withdrawDetailsRoute],
  [/^\/v3\/auth\/assets-history(?:\/(withdraws|deposits))?$/, history],
];
