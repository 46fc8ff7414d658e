/**
 * The payment gateway's public API (exchange document, "Fiat deposit and withdrawal"): the
 * payout and payment pre-requests, which describe the services and their forms, and the
 * invoice that turns a deposit into a payment form. Requests carry the account's public key
 * for the currency; no other gateway credentials were ever documented.
 */
import { AppError, type FiatPaymentForm, type FiatServices } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { dec, decText } from '../../../shared/decimal.js';
import { jsonNumber, stringifyJson } from '../../../shared/json/lossless.js';
import { mayHaveExecuted, unknownOutcome } from '../exchange/outcome.js';
import { parseAnswer } from '../exchange/parse.js';
import { Transport } from '../exchange/transport.js';
import type { FetchLike, HttpClient } from '../http/client.js';
import { invoiceAnswerSchema, servicesAnswerSchema } from './schemas.js';
import { answerOf, did, type What } from '../exchange/what.js';

const PARTY = 'payment gateway';

export interface GatewayClientOptions {
  timeoutMs?: number;
  /** The app's one HTTP primitive; without it the client makes its own (from `fetch`). */
  http?: HttpClient;
  fetch?: FetchLike;
}

export interface InvoiceRequest {
  publicKey: string;
  depositId: number;
  description: string;
  service: string;
  fields: Record<string, string>;
  currency: string;
  amount: string;
}

function amountNumber(amount: string) {
  try {
    // The document types it as a number: sent as a JSON number with exactly these digits.
    return jsonNumber(decText(dec(amount)));
  } catch {
    throw new AppError('validation', m.errors_amount_not_number());
  }
}

export class GatewayClient {
  private readonly transport: Transport;
  readonly origin: string;

  constructor(baseUrl: string, options: GatewayClientOptions = {}) {
    this.transport = new Transport({ baseUrl, party: PARTY, timeoutMs: options.timeoutMs, http: options.http, fetch: options.fetch });
    this.origin = new URL(this.transport.baseUrl).origin;
  }

  /** Step 1 of a payout: the services that can pay out this amount, with their forms and fees. */
  async payoutServices(currency: string, amount: string, publicKey: string): Promise<FiatServices> {
    const body = { amount: amountNumber(amount), currency: currency.toUpperCase(), public_key: publicKey };
    return this.read('/public-api/payout-prerequest', body, answerOf.payoutServices);
  }

  /** Step 1 of a deposit: the services that can take a payment in this currency. */
  async paymentServices(currency: string, publicKey: string): Promise<FiatServices> {
    const body = { currency: currency.toUpperCase(), public_key: publicKey };
    return this.read('/public-api/payment-prerequest', body, answerOf.paymentServices);
  }

  /**
   * Step 3 of a deposit: the invoice, and from it the form that takes the person to the payment
   * page. Sent once: a second invoice for the same deposit is not what anyone wants.
   */
  async invoice(request: InvoiceRequest): Promise<FiatPaymentForm> {
    const body: Record<string, unknown> = {
      public_key: request.publicKey,
      reference_id: String(request.depositId),
      description: request.description,
      service: request.service,
      currency: request.currency.toLowerCase(),
      amount: amountNumber(request.amount),
    };
    if (Object.keys(request.fields).length > 0) body.service_fields = request.fields;
    let data;
    try {
      const answer = await this.transport.send(() => ({ method: 'POST', path: '/public-api/payment-invoices', body: stringifyJson(body) }), { retry: false });
      ({ data } = parseAnswer(invoiceAnswerSchema, answer, answerOf.invoice, this.transport.host, PARTY));
    } catch (error) {
      // A 5xx, a timeout, a reset or an answer we cannot read: the invoice may exist. Never sent
      // again; the person is told, as after a lost answer from the exchange.
      if (mayHaveExecuted(error)) throw unknownOutcome(did.invoice(request.depositId), this.transport.host, error as AppError, PARTY);
      throw error;
    }
    const payment = data.active_payment;
    // Not shown where the form goes when the gateway does not say: its own processing address.
    const action = payment.action ?? `${this.transport.baseUrl}/public-api/payment-invoices/process`;
    return this.form(action, payment.method, payment.payload);
  }

  /**
   * A form the window will submit: only to this gateway's own origin (it may hand over to a
   * payment page from there), only GET or POST, and only over https except on loopback.
   */
  form(action: string, method: string | null, fields: { name: string; value: string }[]): FiatPaymentForm {
    let url: URL;
    try {
      url = new URL(action, this.origin);
    } catch {
      throw new AppError('malformed', m.errors_gateway_not_web_address());
    }
    if (url.origin !== this.origin || url.username || url.password) {
      throw new AppError('malformed', m.errors_gateway_other_host({ host: url.host, own: new URL(this.origin).host }));
    }
    const verb = (method ?? 'POST').toUpperCase();
    if (verb !== 'POST' && verb !== 'GET') throw new AppError('malformed', m.errors_gateway_method({ method: verb.slice(0, 10) }));
    return { action: url.href, method: verb, fields: fields.map((f) => ({ name: f.name, value: f.value })) };
  }

  private async read(path: string, body: Record<string, unknown>, what: What): Promise<FiatServices> {
    // A pre-request only reads, so it may be retried like any read.
    const answer = await this.transport.send(() => ({ method: 'POST', path, body: stringifyJson(body) }), { retry: true });
    return parseAnswer(servicesAnswerSchema, answer, what, this.transport.host, PARTY);
  }
}
