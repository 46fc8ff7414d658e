/**
 * What each demo account owns: balances, orders and their trades, and the one state change
 * v3 allows on them, cancellation.
 *
 * A balance is kept as its total and the part open orders lock; available = total − locked.
 * An active sell order locks its remaining base amount, an active buy order its remaining
 * quote amount (price × remaining volume), and each order remembers exactly what it locked,
 * so cancelling gives back exactly that. Cancelling is all-or-nothing: every id is checked
 * before anything changes.
 */
import { type Decimal, ZERO } from '../../../../shared/decimal.js';
import { type DemoAccount } from '../../accounts.js';

export type Side = 'buy' | 'sell';
export type OrderType = 'LIMIT' | 'MARKET';
export type OrderStatus = 'ACTIVE' | 'EXECUTED' | 'CANCELED';

export interface LedgerTrade {
  id: number;
  market: string;
  time: number;
  orderId: number;
  /** Base amount, unsigned. */
  amount: Decimal;
  rate: Decimal;
  role: 'maker' | 'taker';
  fee: Decimal;
  /** The currency the order received: base for a buy, quote for a sell. */
  feeCurrency: string;
}

export interface LedgerOrder {
  id: number;
  market: string;
  base: string;
  quote: string;
  side: Side;
  type: OrderType;
  /** Limit price; a market order has none and carries 0. */
  price: Decimal;
  /** Unsigned initial volume in base. */
  initial: Decimal;
  /** Unsigned volume still open. */
  remaining: Decimal;
  createdAt: number;
  updatedAt: number;
  status: OrderStatus;
  trades: LedgerTrade[];
  /** What the order holds while active: the currency and exact amount released on cancel. */
  lock: { currency: string; amount: Decimal } | null;
}

export interface BalanceView {
  currency: string;
  total: Decimal;
  available: Decimal;
  locked: Decimal;
}

/** Account data of /v3/auth/me beyond what the ready line shows. */
export interface AccountProfile {
  twoFactor: boolean;
  announcements: boolean;
  /** deposit_sdk_{uah,usd,rub}_public_key: random per run, like the API keys. */
  publicKeys: { uah: string; usd: string; rub: string };
}

interface Balance {
  total: Decimal;
  locked: Decimal;
}

export type CancelOutcome =
  | { ok: true; orders: LedgerOrder[] }
  | { ok: false; status: 400 | 404 | 409; message: string };

export const executedVolume = (o: LedgerOrder): Decimal => o.initial.minus(o.remaining);

/** The volume-weighted price of an order's trades, or 0 before its first trade. */
export function averagePrice(o: LedgerOrder, digits: number): Decimal {
  let volume = ZERO;
  let value = ZERO;
  for (const t of o.trades) {
    volume = volume.plus(t.amount);
    value = value.plus(t.amount.times(t.rate));
  }
  return volume.eq(0) ? ZERO : value.div(volume).round(digits);
}

/** Required amount an order of this side locks for `volume` at `price`. */
export function lockFor(side: Side, base: string, quote: string, price: Decimal, volume: Decimal): { currency: string; amount: Decimal } {
  return side === 'sell' ? { currency: base, amount: volume } : { currency: quote, amount: price.times(volume) };
}

export class AccountBook {
  private readonly balances = new Map<string, Balance>();
  private readonly orders = new Map<number, LedgerOrder>();
  /** Executed orders, ordered by update time then id, for the history. */
  private historyCache: LedgerOrder[] | null = null;

  /** @param currencies the wallet list in its order: every one is listed, zero or not. */
  constructor(
    readonly account: DemoAccount,
    readonly profile: AccountProfile,
    currencies: readonly string[],
  ) {
    for (const c of currencies) this.balances.set(c, { total: ZERO, locked: ZERO });
  }

  get apiKey(): string {
    return this.account.apiKey;
  }

  /** Adds funds that are free (not locked). */
  credit(currency: string, amount: Decimal): void {
    const b = this.balance(currency);
    b.total = b.total.plus(amount);
  }

  /**
   * Takes `amount` of free funds, or nothing when less is free. Check and debit are one
   * synchronous step, so two withdrawals handled one after the other can never both pass a
   * check that only one of them fits.
   */
  tryDebit(currency: string, amount: Decimal): boolean {
    const b = this.balance(currency);
    if (b.total.minus(b.locked).lt(amount)) return false;
    b.total = b.total.minus(amount);
    return true;
  }

  available(currency: string): Decimal {
    const b = this.balance(currency);
    return b.total.minus(b.locked);
  }

  /** Adds an order; an active one's lock is added to the total and locked at once. */
  addOrder(order: LedgerOrder): void {
    if (this.orders.has(order.id)) throw new RangeError(`Duplicate order id ${order.id}`);
    this.orders.set(order.id, order);
    this.historyCache = null;
    if (order.status === 'ACTIVE' && order.lock) {
      const b = this.balance(order.lock.currency);
      b.total = b.total.plus(order.lock.amount);
      b.locked = b.locked.plus(order.lock.amount);
    }
  }

  wallets(): BalanceView[] {
    return [...this.balances].map(([currency, b]) => ({ currency, total: b.total, locked: b.locked, available: b.total.minus(b.locked) }));
  }

  order(id: number): LedgerOrder | undefined {
    return this.orders.get(id);
  }

  /** Active orders, oldest first, optionally of one market. */
  active(market?: string): LedgerOrder[] {
    const out: LedgerOrder[] = [];
    for (const o of this.orders.values()) if (o.status === 'ACTIVE' && (market === undefined || o.market === market)) out.push(o);
    return out.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);
  }

  /** Executed orders ascending by update time (then id). Cached: it changes only on seeding. */
  executed(): readonly LedgerOrder[] {
    this.historyCache ??= [...this.orders.values()].filter((o) => o.status === 'EXECUTED').sort((a, b) => a.updatedAt - b.updatedAt || a.id - b.id);
    return this.historyCache;
  }

  /** Checked by Ledger.cancel first: every order here is this account's and active. */
  close(order: LedgerOrder, atMs: number): void {
    order.status = 'CANCELED';
    order.updatedAt = atMs;
    if (order.lock) {
      const b = this.balance(order.lock.currency);
      b.locked = b.locked.minus(order.lock.amount);
    }
  }

  private balance(currency: string): Balance {
    const b = this.balances.get(currency);
    if (!b) throw new RangeError(`No wallet for ${currency}`);
    return b;
  }
}

export class Ledger {
  private readonly books = new Map<string, AccountBook>();

  add(book: AccountBook): void {
    this.books.set(book.apiKey, book);
  }

  book(apiKey: string): AccountBook {
    const b = this.books.get(apiKey);
    if (!b) throw new RangeError('No such account');
    return b;
  }

  /** Every account, in the order they were added. */
  all(): AccountBook[] {
    return [...this.books.values()];
  }

  /** The account with this e-mail (compared in lower case), for the admin endpoints. */
  byEmail(email: string): AccountBook | undefined {
    const wanted = email.toLowerCase();
    for (const b of this.books.values()) if (b.account.email.toLowerCase() === wanted) return b;
    return undefined;
  }

  /** The account with this svcid (compared in upper case), for transfer code recipients. */
  bySvcid(svcid: string): AccountBook | undefined {
    const wanted = svcid.toUpperCase();
    for (const b of this.books.values()) if (b.account.svcid.toUpperCase() === wanted) return b;
    return undefined;
  }

  /**
   * Cancels every one of `ids` for the account, or none. An id that is unknown or another
   * account's is the same 404 (nobody learns which ids exist); one of the account's own orders
   * that is no longer active is 409. Ids are checked in order; the first failure decides.
   */
  cancel(apiKey: string, ids: readonly number[], atMs: number): CancelOutcome {
    const book = this.book(apiKey);
    const orders: LedgerOrder[] = [];
    // The same id twice would release its lock twice.
    if (new Set(ids).size !== ids.length) return { ok: false, status: 400, message: 'An order id is repeated' };
    if (ids.length === 0) return { ok: false, status: 400, message: 'No order ids' };
    const unknown = ids.filter((id) => !book.order(id));
    if (unknown.length) return { ok: false, status: 404, message: `Order not found: ${unknown.join(', ')}` };
    for (const id of ids) {
      const o = book.order(id)!;
      if (o.status !== 'ACTIVE') return { ok: false, status: 409, message: `Order ${id} is not active: it is ${o.status}` };
      orders.push(o);
    }
    for (const o of orders) book.close(o, atMs);
    return { ok: true, orders };
  }
}
