/**
 * The accounts' transfer codes: who issued each, what it holds, and the one state change
 * that moves money, redemption. Balances stay in the ledger.
 *
 * Creating a code takes its amount from the creator's available balance in the same
 * synchronous step that checks it. Redeeming checks and changes the code and credits the
 * caller in one synchronous step too, so of any number of redeems of one code exactly one is
 * handled first and wins; the rest find it redeemed. The owner redeeming their own code takes
 * it back (a refund), but not before non_refundable_before.
 */
import { timingSafeEqual } from 'node:crypto';
import { type Decimal } from '../../../../shared/decimal.js';
import { formatCode, type ParsedCode, SEGMENT_LENGTH, uniqueBody } from './code-format.js';
import { isoWithOffset } from '../funds/funds-answers.js';
import { type AccountBook } from '../accounts/ledger.js';

/** Every status of the document's table. */
export const CODE_STATUSES = ['created', 'processing', 'unconfirmed', 'active', 'redeeming', 'redeemed', 'onhold', 'canceled'] as const;
export type CodeStatus = (typeof CODE_STATUSES)[number];

export interface TransferCode {
  id: number;
  /** API key of the account that issued it. */
  owner: string;
  /** The full code text, suffix included. */
  code: string;
  publicPart: string;
  /** The svcid allowed to redeem it; null = anyone (`all`). */
  recipient: string | null;
  currency: string;
  amount: Decimal;
  status: CodeStatus;
  createdAt: number;
  /** Before this moment the owner cannot take it back; the creation time when none was given. */
  nonRefundableBefore: number;
  redeemedAt: number | null;
  /** API key of the account that redeemed it (the owner itself for a refund). */
  redeemedBy: string | null;
  comment: string;
  privateComment: string;
}

/** What a create request (or the admin endpoint) asks for. */
export interface CodeOrder {
  currency: string;
  amount: Decimal;
  recipient: string | null;
  /** null: refundable from the start. */
  nonRefundableBefore: number | null;
  comment: string;
  privateComment: string;
}

export type CodeOutcome = { ok: true; code: TransferCode } | { ok: false; status: 400 | 403 | 404 | 409; message: string };

export class Codes {
  private readonly byId = new Map<number, TransferCode>();
  private readonly byPublic = new Map<string, TransferCode>();

  /** @param nextId the lowest id a new code may get; recording one moves it past that id. */
  constructor(private nextId: number) {}

  /** Adds a code as it is (seeding, and every new one). */
  record(c: TransferCode): void {
    if (this.byId.has(c.id)) throw new RangeError(`Duplicate code id ${c.id}`);
    if (this.byPublic.has(c.publicPart)) throw new RangeError(`Duplicate public part ${c.publicPart}`);
    this.byId.set(c.id, c);
    this.byPublic.set(c.publicPart, c);
    this.nextId = Math.max(this.nextId, c.id + 1);
  }

  /** A fresh code text whose public part no code has yet. */
  newCodeText(currency: string): { code: string; publicPart: string } {
    const body = uniqueBody((p) => this.byPublic.has(p));
    return { code: formatCode(body, currency), publicPart: body.slice(0, SEGMENT_LENGTH) };
  }

  /**
   * Debits the amount from what is available and records the code, or does nothing and
   * answers null when less is available. An account that confirms withdrawals by e-mail
   * confirms codes too: its new codes wait as `unconfirmed`.
   */
  create(book: AccountBook, order: CodeOrder, nowMs: number): TransferCode | null {
    if (!book.tryDebit(order.currency, order.amount)) return null;
    return this.add(book, order, book.account.withdrawConfirmation ? 'unconfirmed' : 'active', nowMs);
  }

  /** An active code issued without touching any balance (the admin endpoint). */
  issue(book: AccountBook, order: CodeOrder, nowMs: number): TransferCode {
    return this.add(book, order, 'active', nowMs);
  }

  /** The e-mail confirmation, as the admin endpoint gives it: unconfirmed → active. */
  confirm(id: number): CodeOutcome {
    const c = this.byId.get(id);
    if (!c) return { ok: false, status: 404, message: `Transfer code not found: ${id}` };
    if (c.status !== 'unconfirmed') return { ok: false, status: 409, message: `Transfer code ${id} is not awaiting confirmation: it is ${c.status}` };
    c.status = 'active';
    return { ok: true, code: c };
  }

  /**
   * Redeems for the account of `book`, crediting it, or refuses with nothing changed: an
   * unknown code 404; one not active 409; the owner before non_refundable_before 400; an
   * account other than the recipient 403.
   */
  redeem(book: AccountBook, parsed: ParsedCode, text: string, nowMs: number): CodeOutcome {
    const c = this.byPublic.get(parsed.publicPart);
    if (!c || !sameText(c.code, text)) return { ok: false, status: 404, message: 'Transfer code not found' };
    if (c.status === 'redeemed' || c.status === 'redeeming') return { ok: false, status: 409, message: `Transfer code ${c.id} is already ${c.status}` };
    if (c.status !== 'active') return { ok: false, status: 409, message: `Transfer code ${c.id} cannot be redeemed: it is ${c.status}` };
    if (c.owner === book.apiKey) {
      if (nowMs < c.nonRefundableBefore) {
        return { ok: false, status: 400, message: `Transfer code ${c.id} cannot be taken back by its owner before ${isoWithOffset(c.nonRefundableBefore)} (non_refundable_before)` };
      }
    } else if (c.recipient !== null && c.recipient !== book.account.svcid) {
      return { ok: false, status: 403, message: `Transfer code ${c.id} can only be redeemed by account ${c.recipient}` };
    }
    book.credit(c.currency, c.amount);
    c.status = 'redeemed';
    c.redeemedAt = nowMs;
    c.redeemedBy = book.apiKey;
    return { ok: true, code: c };
  }

  /** The account's own code; another account's is as absent as one that never was. */
  owned(owner: string, id: number): TransferCode | undefined {
    const c = this.byId.get(id);
    return c?.owner === owner ? c : undefined;
  }

  /** The code whose public part this is (the public check). */
  byPublicPart(publicPart: string): TransferCode | undefined {
    return this.byPublic.get(publicPart);
  }

  issuedBy(owner: string): TransferCode[] {
    return [...this.byId.values()].filter((c) => c.owner === owner);
  }

  redeemedBy(apiKey: string): TransferCode[] {
    return [...this.byId.values()].filter((c) => c.redeemedBy === apiKey);
  }

  private add(book: AccountBook, order: CodeOrder, status: CodeStatus, nowMs: number): TransferCode {
    const { code, publicPart } = this.newCodeText(order.currency);
    const c: TransferCode = {
      id: this.nextId,
      owner: book.apiKey,
      code,
      publicPart,
      recipient: order.recipient,
      currency: order.currency,
      amount: order.amount,
      status,
      createdAt: nowMs,
      nonRefundableBefore: order.nonRefundableBefore ?? nowMs,
      redeemedAt: null,
      redeemedBy: null,
      comment: order.comment,
      privateComment: order.privateComment,
    };
    this.record(c);
    return c;
  }
}

/** Constant-time comparison of the secret; texts of different lengths simply differ. */
function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
