/**
 * POST /v3/auth/deposit: a fiat deposit, the document's "Deposit procedure" steps 2 and 4.
 * It opens a `pending` deposit that only the payment gateway settles (paid: done and
 * credited; cancelled: canceled). With `payment_service: "default"` (the simplified deposit)
 * the answer also carries the gateway form that pays it through the currency's hosted card
 * service. Behind the checks of every private path (private-routes.ts).
 */
import { decText } from '../../../../shared/decimal.js';
import { jsonNumber, parseJson, type JsonValue } from '../../../../shared/json/lossless.js';
import { failure, json, type Answer } from '../../http.js';
import { PROCESS_PATH } from '../../gateway/link.js';
import { amountProblem, defaultPaymentService, FIAT_DIGITS, isGatewayFiat } from '../../gateway/services.js';
import { fitsPrecision, positiveAmount } from '../http/amounts.js';
import { currencySpec } from '../market/catalog.js';
import { type AccountBook } from '../accounts/ledger.js';
import { type PrivateContext } from '../http/private-context.js';

type Body = Record<string, unknown>;

const CODE = /^[a-z0-9]{2,10}$/;

export function fiatDeposit(ctx: PrivateContext, book: AccountBook, body: Body, _param: string, text: string): Answer {
  let exact: Record<string, JsonValue>;
  try {
    exact = parseJson(text) as Record<string, JsonValue>;
  } catch {
    return failure(400, 'The body must be a JSON object nested at most 256 levels deep');
  }
  const { currency: code, payment_service: paymentService } = body;
  if (typeof code !== 'string' || !CODE.test(code)) return failure(400, 'currency is required: a fiat currency code in lower case (uah, usd or rub)');
  const amount = positiveAmount(exact.amount);
  if (!amount) return failure(400, 'amount is required: a positive number (a JSON number or a decimal-string)');
  const simplified = paymentService === 'default';
  if (paymentService !== undefined && paymentService !== null && !simplified) return failure(400, 'payment_service must be default (the simplified deposit), or left out');
  const spec = currencySpec(code);
  if (!spec) return failure(404, `Unknown currency: ${code}`);
  if (spec.coin || !isGatewayFiat(code)) return failure(400, `${code} is a coin: crypto deposits go to an address (deposit/info, payment_addresses), not through the payment gateway`);
  if (!fitsPrecision(amount, FIAT_DIGITS)) return failure(400, `amount has more than ${FIAT_DIGITS} decimal places, the precision of ${code}`);
  // The limits of the hosted card service, the one every currency has (and the simplified deposit uses).
  const service = defaultPaymentService(code);
  const problem = amountProblem(service, amount);
  if (problem === 'below') return failure(400, `The minimum deposit is ${service.amountMin} ${code}`);
  if (problem === 'above') return failure(400, `The maximum deposit is ${service.amountMax} ${code}`);
  if (simplified && ctx.gatewayUrl === null) return failure(503, 'No payment gateway is connected to this demo exchange');

  const d = ctx.funds.openDeposit(book, code, amount, ctx.nowMs);
  const id = jsonNumber(String(d.id));
  if (!simplified) return json(200, { deposit_id: id });
  const params: [string, string][] = [
    ['amount', decText(amount)],
    ['reference_id', String(d.id)],
    ['currency', code],
    ['service', service.code],
    ['public_key', book.profile.publicKeys[code]],
  ];
  return json(200, { deposit_id: id, action: `${ctx.gatewayUrl}${PROCESS_PATH}`, params: params.map(([name, value]) => ({ name, value })) });
}
