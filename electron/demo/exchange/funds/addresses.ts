/**
 * The accounts' deposit addresses. One per account and coin, made once and kept: a second
 * request is refused (FACTS.md: generating again answers 400). A new address "may take a
 * moment to appear": it is reserved at once but shown only `delayMs` later, and that is
 * worked out from the clock on each read, so no timer runs.
 *
 * Addresses and memo tags come from node:crypto on every run, like the API keys: the seed
 * fixes which coins already have one, never the address itself.
 */
import { currencySpec } from '../market/catalog.js';
import { cryptoPick, makeAddress, makeTag, type Pick } from './networks.js';

export interface DepositAddress {
  address: string;
  /** The account's tag, for coins that need a memo; null for the others. */
  memo: string | null;
}

interface Entry extends DepositAddress {
  readyAt: number;
}

export class AddressBook {
  private readonly entries = new Map<string, Entry>();
  /** One numeric tag per account, shared by its memo coins (as one user id on the exchange). */
  private readonly tags = new Map<string, string>();

  constructor(
    private readonly delayMs: number,
    private readonly pick: Pick = cryptoPick,
  ) {}

  /** The address once it has appeared; null before it was asked for and while it is being made. */
  shown(apiKey: string, currency: string, nowMs: number): DepositAddress | null {
    const e = this.entries.get(key(apiKey, currency));
    return e && e.readyAt <= nowMs ? { address: e.address, memo: e.memo } : null;
  }

  /** An address exists or is being made: asking again is refused. */
  has(apiKey: string, currency: string): boolean {
    return this.entries.has(key(apiKey, currency));
  }

  /** Starts making one; false (and nothing changes) when there is one already. */
  generate(apiKey: string, currency: string, nowMs: number): boolean {
    if (this.has(apiKey, currency)) return false;
    this.put(apiKey, currency, nowMs + this.delayMs);
    return true;
  }

  /** An address that was there before the exchange started (seeding). */
  seed(apiKey: string, currency: string): DepositAddress {
    const { address, memo } = this.put(apiKey, currency, 0);
    return { address, memo };
  }

  private put(apiKey: string, currency: string, readyAt: number): Entry {
    const memo = currencySpec(currency)?.hasMemo ? this.tag(apiKey) : null;
    const entry: Entry = { address: makeAddress(currency, this.pick), memo, readyAt };
    this.entries.set(key(apiKey, currency), entry);
    return entry;
  }

  private tag(apiKey: string): string {
    let t = this.tags.get(apiKey);
    if (t === undefined) {
      t = makeTag(this.pick);
      this.tags.set(apiKey, t);
    }
    return t;
  }
}

const key = (apiKey: string, currency: string): string => `${apiKey}\u0000${currency}`;
