/**
 * The accounts' deposits and withdrawals: what happened to the money going in and out.
 * Balances stay in the ledger; this keeps the records and moves them along their statuses.
 *
 * A withdrawal is debited in full (amount + fee, or the amount when it includes the fee)
 * the moment it is accepted. One waiting for e-mail confirmation stays
 * `awaiting_confirmation` until the admin endpoint confirms it; a `pending` one becomes `done`
 * (and gets its txid) `settleMs` after it became pending. That is worked out from the clock
 * whenever a record is read, so nothing runs between requests.
 */
import { randomBytes } from 'node:crypto';
import { type Decimal } from '../../../../shared/decimal.js';
import { type AccountBook } from '../accounts/ledger.js';

export type DepositStatus = 'pending' | 'done' | 'canceled';
export type WithdrawalStatus = 'awaiting_confirmation' | 'pending' | 'done' | 'canceled';

export interface Deposit {
  kind: 'deposit';
  id: number;
  /** API key of the account it belongs to. */
  owner: string;
  currency: string;
  amount: Decimal;
  createdAt: number;
  /** The account's receiving address; empty for fiat, or a coin deposited without one. */
  destination: string;
  txid: string;
  status: DepositStatus;
  /** The fiat method; null for crypto, and for a gateway deposit not yet paid or cancelled. */
  provider: string | null;
  /** Opened by /v3/auth/deposit: only these may be settled by the payment gateway. */
  viaGateway?: boolean;
}

export interface Withdrawal {
  kind: 'withdraw';
  id: number;
  owner: string;
  currency: string;
  /** What the recipient gets. */
  amount: Decimal;
  fee: Decimal;
  /** What left the balance. */
  total: Decimal;
  destination: string;
  memo: string | null;
  createdAt: number;
  status: WithdrawalStatus;
  /** When it became pending (accepted, or confirmed); null while awaiting confirmation. */
  pendingSince: number | null;
  /** Empty until done; always empty for fiat. */
  txid: string;
  /** The payout method (the service's `method`) for fiat; null or absent for crypto. */
  provider?: string | null;
  payout?: Payout;
}

/** A fiat withdrawal's payout service and where the money goes. */
export interface Payout {
  service: string;
  /** The field values as sent (or as saved in the fund source used). */
  fields: Readonly<Record<string, string>>;
  /** The saved fund source it was sent with, or null when `fields` were sent. */
  fundSourceId: number | null;
}

export type Operation = Deposit | Withdrawal;

export interface WithdrawalOrder {
  currency: string;
  amount: Decimal;
  fee: Decimal;
  total: Decimal;
  destination: string;
  memo: string | null;
  /** Fiat only: the service's method, and the payout itself. */
  provider?: string;
  payout?: Payout;
}

export type ConfirmOutcome = { ok: true; withdrawal: Withdrawal } | { ok: false; status: 404 | 409; message: string };

export type DepositSettlement = { ok: true; deposit: Deposit } | { ok: false; reason: 'not-found' | 'done' | 'canceled' };

const newTxid = (): string => randomBytes(32).toString('hex');

export class Funds {
  private readonly ops = new Map<number, Operation>();
  private readonly byOwner = new Map<string, Operation[]>();
  private readonly unsettled = new Set<Withdrawal>();

  /** @param nextId the lowest id a new operation may get; recording one moves it past that id. */
  constructor(
    private readonly settleMs: number,
    private nextId: number,
  ) {}

  /** Adds a record as it is (seeding, and every new one). */
  record(op: Operation): void {
    if (this.ops.has(op.id)) throw new RangeError(`Duplicate operation id ${op.id}`);
    this.ops.set(op.id, op);
    let list = this.byOwner.get(op.owner);
    if (!list) this.byOwner.set(op.owner, (list = []));
    list.push(op);
    this.nextId = Math.max(this.nextId, op.id + 1);
    if (op.kind === 'withdraw' && op.status === 'pending') this.unsettled.add(op);
  }

  /** The account's deposit; another account's is as absent as one that never was. */
  deposit(owner: string, id: number): Deposit | undefined {
    const op = this.ops.get(id);
    return op?.kind === 'deposit' && op.owner === owner ? op : undefined;
  }

  withdrawal(owner: string, id: number, nowMs: number): Withdrawal | undefined {
    this.settle(nowMs);
    const op = this.ops.get(id);
    return op?.kind === 'withdraw' && op.owner === owner ? op : undefined;
  }

  /** Every operation of the account, in the order they were recorded. */
  operations(owner: string, nowMs: number): readonly Operation[] {
    this.settle(nowMs);
    return this.byOwner.get(owner) ?? [];
  }

  /** A completed deposit, credited at once. */
  credit(book: AccountBook, currency: string, amount: Decimal, destination: string, provider: string | null, nowMs: number): Deposit {
    book.credit(currency, amount);
    const d: Deposit = { kind: 'deposit', id: this.nextId, owner: book.apiKey, currency, amount, createdAt: nowMs, destination, txid: provider === null ? newTxid() : '', status: 'done', provider };
    this.record(d);
    return d;
  }

  /** A fiat deposit opened by /v3/auth/deposit: pending until the payment gateway settles it. */
  openDeposit(book: AccountBook, currency: string, amount: Decimal, nowMs: number): Deposit {
    const d: Deposit = { kind: 'deposit', id: this.nextId, owner: book.apiKey, currency, amount, createdAt: nowMs, destination: '', txid: '', status: 'pending', provider: null, viaGateway: true };
    this.record(d);
    return d;
  }

  /**
   * The payment gateway's verdict on a deposit opened by /v3/auth/deposit: paid (done, and the
   * amount credited in the same step) or cancelled. Only a pending one moves, so a deposit is
   * credited at most once whatever the gateway asks.
   */
  settleDeposit(book: AccountBook, id: number, to: 'done' | 'canceled', provider: string): DepositSettlement {
    const d = this.deposit(book.apiKey, id);
    if (!d?.viaGateway) return { ok: false, reason: 'not-found' };
    if (d.status !== 'pending') return { ok: false, reason: d.status };
    if (to === 'done') book.credit(d.currency, d.amount);
    d.status = to;
    d.provider = provider;
    return { ok: true, deposit: d };
  }

  /** Debits `order.total` and records the withdrawal, or does nothing and answers null when less is available. */
  withdraw(book: AccountBook, order: WithdrawalOrder, nowMs: number): Withdrawal | null {
    if (!book.tryDebit(order.currency, order.total)) return null;
    const awaiting = book.account.withdrawConfirmation;
    const w: Withdrawal = {
      kind: 'withdraw',
      id: this.nextId,
      owner: book.apiKey,
      ...order,
      createdAt: nowMs,
      status: awaiting ? 'awaiting_confirmation' : 'pending',
      pendingSince: awaiting ? null : nowMs,
      txid: '',
    };
    this.record(w);
    return w;
  }

  /** The e-mail confirmation, as the admin endpoint gives it: awaiting → pending. */
  confirm(id: number, nowMs: number): ConfirmOutcome {
    this.settle(nowMs);
    const w = this.ops.get(id);
    if (w?.kind !== 'withdraw') return { ok: false, status: 404, message: `Withdrawal not found: ${id}` };
    if (w.status !== 'awaiting_confirmation') return { ok: false, status: 409, message: `Withdrawal ${id} is not awaiting confirmation: it is ${w.status}` };
    w.status = 'pending';
    w.pendingSince = nowMs;
    this.unsettled.add(w);
    return { ok: true, withdrawal: w };
  }

  private settle(nowMs: number): void {
    for (const w of this.unsettled) {
      if (w.pendingSince === null || w.pendingSince + this.settleMs > nowMs) continue;
      w.status = 'done';
      // A payout to a card or a phone has no transaction id of a chain.
      if (w.txid === '' && !w.provider) w.txid = newTxid();
      this.unsettled.delete(w);
    }
  }
}
