/**
 * The demo payment gateway's paths and what each answers (docs/demo-servers.md, "Payment
 * gateway"). The server (server.ts) has already matched the path and method, checked the
 * content type and read the body within its limit; handlers start at the body's content.
 */
import { decText } from '../../../shared/decimal.js';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { json, type Answer } from '../http.js';
import { gatewayError, paymentData, payoutData, type FieldErrors } from './answers.js';
import { type Invoice, type Invoices } from './invoices.js';
import { PROCESS_PATH, type GatewayLink } from './link.js';
import { alreadyPage, errorPage, paymentPage, resultPage } from './pages.js';
import { checkInvoice, checkPrerequest, isRefusal, type InvoiceFields, type Refusal } from './requests.js';
import { paymentServicesOf, payoutServicesOf } from './services.js';
import { staticSvg } from './static.js';

export interface GatewayContext {
  /** The gateway's own address, for the urls its answers carry. */
  base: string;
  link: GatewayLink;
  invoices: Invoices;
  nowMs: number;
}

/** How refusals are shown: JSON to programs; pages to people (the browser-facing paths). */
export type Audience = 'program' | 'person';

export type RouteBody = { kind: 'json'; value: Record<string, JsonValue> } | { kind: 'form'; value: URLSearchParams } | { kind: 'none' };

export interface Route {
  pattern: RegExp;
  /** GET routes answer HEAD too. */
  method: 'GET' | 'POST';
  body: RouteBody['kind'];
  /** `negotiate`: a page when the request accepts text/html (a browser's form post), else JSON. */
  audience: Audience | 'negotiate';
  handle(ctx: GatewayContext, params: readonly string[], body: RouteBody, audience: Audience): Answer;
}

/** A refusal in the form its audience reads. */
export function refusal(audience: Audience, status: number, message: string, errors: FieldErrors = {}, headers: Record<string, string> = {}): Answer {
  if (audience === 'program') return gatewayError(status, message, errors, headers);
  const title = status === 404 ? 'Not found' : status === 409 ? 'Already settled' : 'This request cannot be accepted';
  const page = errorPage(status, title, message);
  return { ...page, headers: { ...page.headers, ...headers } };
}

const refused = (audience: Audience, r: Refusal): Answer => refusal(audience, r.status, r.message, r.errors);

const jsonBody = (body: RouteBody): Record<string, JsonValue> => (body.kind === 'json' ? body.value : {});
const formBody = (body: RouteBody): URLSearchParams => (body.kind === 'form' ? body.value : new URLSearchParams());

function payoutPrerequest(ctx: GatewayContext, body: RouteBody): Answer {
  const q = checkPrerequest(ctx.link, jsonBody(body), 'payout');
  if (isRefusal(q)) return refused('program', q);
  return json(200, { data: payoutData(ctx.base, q.currency, q.amount!, payoutServicesOf(q.currency), ctx.link.merchant()) });
}

function paymentPrerequest(ctx: GatewayContext, body: RouteBody): Answer {
  const q = checkPrerequest(ctx.link, jsonBody(body), 'payment');
  if (isRefusal(q)) return refused('program', q);
  return json(200, { data: paymentData(ctx.base, q.currency, paymentServicesOf(q.currency), ctx.link.merchant()) });
}

/** The invoice answer: its id and status, and the form that leads the payer to its payment page. */
function invoiceJson(ctx: GatewayContext, invoice: Invoice): JsonValue {
  return {
    id: invoice.id,
    status: invoice.status,
    amount: decText(invoice.amount),
    currency: invoice.currency,
    fee: decText(invoice.fee),
    service: invoice.service.code,
    reference_id: String(invoice.depositId),
    active_payment: {
      id: invoice.paymentId,
      flow: invoice.service.flow,
      method: 'POST',
      action: ctx.base + PROCESS_PATH,
      payload: [
        { name: 'invoice', value: invoice.id },
        { name: 'signature', value: ctx.invoices.signature(invoice.id) },
      ],
    },
  };
}

function createInvoice(ctx: GatewayContext, body: RouteBody): Answer {
  const b = jsonBody(body);
  const fields: InvoiceFields = {
    public_key: b.public_key,
    reference_id: b.reference_id,
    description: b.description,
    service: b.service,
    service_fields: b.service_fields,
    currency: b.currency,
    amount: b.amount,
  };
  const checked = checkInvoice(ctx.link, fields, 'json', ctx.nowMs);
  if (isRefusal(checked)) return refused('program', checked);
  return json(201, { data: invoiceJson(ctx, ctx.invoices.create(checked)) });
}

const checkoutPath = (invoice: Invoice): string => `/checkout/${invoice.id}`;
const seeOther = (location: string): Answer => ({ status: 303, body: '', headers: { location } });

/**
 * The form a payer's browser posts: an invoice's payload (invoice, signature), or the
 * simplified deposit's params (amount, reference_id, currency, service, public_key), which
 * create the invoice here. Either way: 303 to the payment page.
 */
function processPayment(ctx: GatewayContext, body: RouteBody, audience: Audience): Answer {
  const form = formBody(body);
  if (form.has('invoice') || form.has('signature')) {
    const id = form.get('invoice') ?? '';
    const signature = form.get('signature') ?? '';
    if (!ctx.invoices.signatureMatches(id, signature)) return refusal(audience, 403, 'signature does not match the invoice', { signature: ['does not match the invoice'] });
    const invoice = ctx.invoices.get(id);
    if (!invoice) return refusal(audience, 404, `Unknown invoice: ${id}`, { invoice: ['is unknown'] });
    return seeOther(checkoutPath(invoice));
  }
  const names = ['amount', 'reference_id', 'currency', 'service', 'public_key'];
  if (!names.some((n) => form.has(n))) {
    return refusal(audience, 400, 'Send an invoice payload (invoice, signature) or a simplified deposit (amount, reference_id, currency, service, public_key)');
  }
  const reference = form.get('reference_id');
  const fields: InvoiceFields = {
    public_key: form.get('public_key') ?? undefined,
    reference_id: reference ?? undefined,
    description: reference !== null && /^[1-9][0-9]{0,9}$/.test(reference) ? `Deposit ${reference}` : 'Deposit',
    service: form.get('service') ?? undefined,
    service_fields: undefined,
    currency: form.get('currency') ?? undefined,
    amount: form.get('amount') ?? undefined,
  };
  const checked = checkInvoice(ctx.link, fields, 'form', ctx.nowMs);
  if (isRefusal(checked)) return refused(audience, checked);
  return seeOther(checkoutPath(ctx.invoices.create(checked)));
}

function checkout(ctx: GatewayContext, id: string): Answer {
  const invoice = ctx.invoices.get(id);
  if (!invoice) return errorPage(404, 'Payment not found', 'There is no payment at this address. It may have been mistyped.');
  const merchant = ctx.link.merchant();
  return invoice.status === 'created' ? paymentPage(invoice, merchant, ctx.invoices.formToken(invoice.id)) : resultPage(invoice, merchant);
}

/** Pay or Cancel on the payment page: the exchange deposit is settled, then the result page (303). */
function settle(ctx: GatewayContext, id: string, action: 'pay' | 'cancel', body: RouteBody): Answer {
  const invoice = ctx.invoices.get(id);
  if (!invoice) return errorPage(404, 'Payment not found', 'There is no payment at this address.');
  if (!ctx.invoices.formTokenMatches(invoice.id, formBody(body).get('token') ?? '')) {
    return errorPage(403, 'This request cannot be accepted', 'The form did not come from this payment page. Open the payment again from the app.');
  }
  if (invoice.status !== 'created') return alreadyPage(invoice);
  const method = invoice.service.method;
  const outcome = action === 'pay' ? ctx.link.completeDeposit(invoice.account, invoice.depositId, method) : ctx.link.cancelDeposit(invoice.account, invoice.depositId, method);
  if (!outcome.ok) {
    const why = outcome.reason === 'not-found' ? 'The deposit this payment was for no longer exists.' : `The deposit this payment was for is already ${outcome.reason === 'done' ? 'paid' : 'cancelled'} (through another payment). Nothing more was done.`;
    return errorPage(409, 'Already settled', why);
  }
  invoice.status = action === 'pay' ? 'paid' : 'canceled';
  return seeOther(checkoutPath(invoice));
}

/**
 * The result page's only script: a payment window opened by a wallet closes itself a moment
 * after the result is shown (as real gateways' return pages do); a tab the person opened
 * stays, since browsers let a script close only windows a script opened.
 */
export const CLOSE_SCRIPT = "setTimeout(function () { window.close(); }, 1500);\n";

function closeScript(): Answer {
  return { status: 200, body: CLOSE_SCRIPT, headers: { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } };
}

function staticFile(path: string): Answer {
  const svg = staticSvg(path);
  if (svg === null) return gatewayError(404, `Unknown path: ${path}`);
  return { status: 200, body: svg, headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400', 'x-content-type-options': 'nosniff' } };
}

export const ROUTES: readonly Route[] = [
  { pattern: /^\/public-api\/payout-prerequest$/, method: 'POST', body: 'json', audience: 'program', handle: (ctx, _p, body) => payoutPrerequest(ctx, body) },
  { pattern: /^\/public-api\/payment-prerequest$/, method: 'POST', body: 'json', audience: 'program', handle: (ctx, _p, body) => paymentPrerequest(ctx, body) },
  { pattern: /^\/public-api\/payment-invoices$/, method: 'POST', body: 'json', audience: 'program', handle: (ctx, _p, body) => createInvoice(ctx, body) },
  { pattern: /^\/public-api\/payment-invoices\/process$/, method: 'POST', body: 'form', audience: 'negotiate', handle: (ctx, _p, body, audience) => processPayment(ctx, body, audience) },
  { pattern: /^\/checkout\/([^/]+)$/, method: 'GET', body: 'none', audience: 'person', handle: (ctx, [id]) => checkout(ctx, id!) },
  { pattern: /^\/checkout\/([^/]+)\/(pay|cancel)$/, method: 'POST', body: 'form', audience: 'person', handle: (ctx, [id, action], body) => settle(ctx, id!, action as 'pay' | 'cancel', body) },
  { pattern: /^\/static\/close\.js$/, method: 'GET', body: 'none', audience: 'program', handle: () => closeScript() },
  { pattern: /^(\/static\/[a-z_-]+(?:\/[a-z_-]+)?\.svg)$/, method: 'GET', body: 'none', audience: 'program', handle: (_ctx, [path]) => staticFile(path!) },
];
