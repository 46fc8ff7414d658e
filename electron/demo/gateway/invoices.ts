/**
 * The gateway's invoices: one payment of one exchange deposit through one payment service.
 * An invoice is `created` until its payer presses Pay (`paid`) or Cancel (`canceled`) on the
 * payment page; a deposit may have several invoices (a payer who gave up and came back), and
 * the first one paid or cancelled settles it.
 *
 * Ids are random (node:crypto) and the invoice id is what the payment page's address holds, so
 * it is a bearer secret like a hosted payment page's. Two HMACs under a per-run key bind the
 * forms to an invoice: the `signature` of the invoice payload (the process endpoint checks
 * it) and the `token` of the Pay and Cancel forms (so no other page can post them).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type Decimal } from '../../../shared/decimal.js';
import { randomText } from '../accounts.js';
import { type GatewayFiat, type PaymentService } from './services.js';

export type InvoiceStatus = 'created' | 'paid' | 'canceled';

export interface Invoice {
  id: string;
  /** The id of its one payment attempt (active_payment.id). */
  paymentId: string;
  /** The svcid of the exchange account it pays into. */
  account: string;
  currency: GatewayFiat;
  amount: Decimal;
  /** Paid by the payer on top of the amount; the account is credited the amount. */
  fee: Decimal;
  service: PaymentService;
  fields: Readonly<Record<string, string>>;
  description: string;
  depositId: number;
  status: InvoiceStatus;
  createdAt: number;
}

export type NewInvoice = Omit<Invoice, 'id' | 'paymentId' | 'status'>;

const INVOICE_ID = /^inv_[A-Za-z0-9]{24}$/;

export class Invoices {
  private readonly byId = new Map<string, Invoice>();
  private readonly key = randomBytes(32);

  create(fields: NewInvoice): Invoice {
    let id: string;
    do id = `inv_${randomText(24)}`;
    while (this.byId.has(id));
    const invoice: Invoice = { ...fields, id, paymentId: `pay_${randomText(24)}`, status: 'created' };
    this.byId.set(id, invoice);
    return invoice;
  }

  /** How many invoices were made (tests count them). */
  get size(): number {
    return this.byId.size;
  }

  get(id: string): Invoice | undefined {
    return INVOICE_ID.test(id) ? this.byId.get(id) : undefined;
  }

  /** The payload's signature: hex HMAC-SHA256 of the invoice id. */
  signature(id: string): string {
    return this.mac(`invoice:${id}`);
  }

  /** The hidden token of the payment page's forms. */
  formToken(id: string): string {
    return this.mac(`checkout:${id}`);
  }

  signatureMatches(id: string, given: string): boolean {
    return same(this.signature(id), given);
  }

  formTokenMatches(id: string, given: string): boolean {
    return same(this.formToken(id), given);
  }

  private mac(text: string): string {
    return createHmac('sha256', this.key).update(text).digest('hex');
  }
}

function same(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
