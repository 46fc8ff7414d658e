/**
 * Browser mode's payment windows: each gets a token of its own that opens a session of the
 * `gateway` kind only (it can call the fiat operations of its ticket and nothing else). One
 * payment window at a time: a new one revokes the old token and closes its connections.
 * A token dies with its ticket's time (30 minutes) or when the host stops.
 */
import { randomBytes } from 'node:crypto';
import type { PaymentTicket } from '../core/app.js';
import { tokensMatch } from './security.js';

export const PAYMENT_TOKEN_MS = 30 * 60_000;

interface Entry {
  token: string;
  ticket: PaymentTicket;
  expiresAt: number;
  closers: Set<() => void>;
}

export class PaymentTokens {
  private entry: Entry | null = null;

  constructor(private readonly now: () => number = Date.now) {}

  /** A new payment window's token; the previous window's connections are closed. */
  issue(ticket: PaymentTicket): string {
    this.revoke();
    const token = randomBytes(32).toString('base64url');
    this.entry = { token, ticket, expiresAt: this.now() + PAYMENT_TOKEN_MS, closers: new Set() };
    return token;
  }

  /** The ticket a token stands for, while it is valid; null otherwise. */
  ticketOf(given: string | null | undefined): PaymentTicket | null {
    const entry = this.entry;
    if (!entry || !tokensMatch(entry.token, given)) return null;
    if (this.now() > entry.expiresAt) {
      this.revoke();
      return null;
    }
    return entry.ticket;
  }

  /** Remember how to close a connection made with the current token (it is closed on revoke). */
  track(close: () => void): () => void {
    const entry = this.entry;
    if (!entry) {
      close();
      return () => undefined;
    }
    entry.closers.add(close);
    return () => entry.closers.delete(close);
  }

  revoke(): void {
    const entry = this.entry;
    this.entry = null;
    for (const close of entry?.closers ?? []) close();
  }
}
