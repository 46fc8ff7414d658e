/**
 * The active account's balances and open orders, kept current for the windows that watch
 * them and for the tray: polled at the intervals the settings give, pushed when they change,
 * with `account.problem` when a poll fails (auth, keychain, network…) and null once it works.
 */
import { AppError, type AppErrorData, type Balance, type Order } from '../../../shared/contract/index.js';
import type { Session } from '../base/session.js';
import { Poller } from './poller.js';

export interface AccountSource {
  wallets(signal: AbortSignal): Promise<Balance[]>;
  activeOrders(signal: AbortSignal): Promise<Order[]>;
}

export interface AccountWatchOptions {
  /** The active account's reads, or null when none is set up. Asked at every poll. */
  source: () => AccountSource | null;
  balancesIntervalMs: () => number;
  ordersIntervalMs: () => number;
  /** Balances wanted even with no window (the tray). */
  background?: boolean;
  onBalances?: (balances: Balance[] | null) => void;
  onProblem?: (problem: AppErrorData | null) => void;
}

const NO_ACCOUNT = new AppError('auth', 'No account is set up yet. Add your API key in Settings.');

function problemOf(error: unknown): AppErrorData {
  return error instanceof AppError ? error.toData() : { kind: 'internal', message: 'Satchel could not read the account.' };
}

export class AccountWatch {
  private readonly watches = new Map<Session, { balances: boolean; orders: boolean }>();
  private balances: Balance[] | null = null;
  private orders: Order[] | null = null;
  private balancesText = '';
  private ordersText = '';
  private problem: AppErrorData | null = null;
  private readonly balancePoller: Poller<Balance[]>;
  private readonly balanceListeners = new Set<(balances: Balance[] | null) => void>();
  private readonly problemListeners = new Set<(problem: AppErrorData | null) => void>();
  private readonly orderPoller: Poller<Order[]>;

  constructor(private readonly options: AccountWatchOptions) {
    const sourceOrFail = (): AccountSource => {
      const source = options.source();
      if (!source) throw NO_ACCOUNT;
      return source;
    };
    this.balancePoller = new Poller({
      read: (signal) => sourceOrFail().wallets(signal),
      intervalMs: options.balancesIntervalMs,
      onValue: (balances) => this.setBalances(balances),
      onError: (error) => this.setProblem(problemOf(error)),
    });
    this.orderPoller = new Poller({
      read: (signal) => sourceOrFail().activeOrders(signal),
      intervalMs: options.ordersIntervalMs,
      onValue: (orders) => this.setOrders(orders),
      onError: (error) => this.setProblem(problemOf(error)),
    });
    this.reconcile();
  }

  get latestBalances(): Balance[] | null {
    return this.balances;
  }

  get latestProblem(): AppErrorData | null {
    return this.problem;
  }

  /** Hear every change of balances (null: the account changed and nothing is known yet). */
  onBalances(listener: (balances: Balance[] | null) => void): () => void {
    this.balanceListeners.add(listener);
    return () => this.balanceListeners.delete(listener);
  }

  onProblem(listener: (problem: AppErrorData | null) => void): () => void {
    this.problemListeners.add(listener);
    return () => this.problemListeners.delete(listener);
  }

  watch(session: Session, wish: { balances: boolean; orders: boolean }): void {
    const before = this.watches.get(session);
    this.watches.set(session, wish);
    // A window that starts watching gets what is known at once.
    if (wish.balances && !before?.balances && this.balances) session.emit('balances.changed', this.balances);
    if (wish.orders && !before?.orders && this.orders) session.emit('orders.changed', this.orders);
    if ((wish.balances || wish.orders) && this.problem) session.emit('account.problem', this.problem);
    this.reconcile();
  }

  unwatch(session: Session): void {
    this.watches.delete(session);
    this.reconcile();
  }

  /** Read both now: on request, after a cancel, after the account changed. */
  async refresh(): Promise<void> {
    await Promise.all([this.balancePoller.now(), this.orderPoller.now()]);
  }

  /** The active account changed: forget what belonged to the old one, read the new one. */
  reset(): void {
    this.balances = null;
    this.orders = null;
    this.balancesText = '';
    this.ordersText = '';
    this.options.onBalances?.(null);
    for (const listener of this.balanceListeners) listener(null);
    this.setProblem(null);
    // A read of the old account still under way must not land after this.
    void Promise.all([this.balancePoller.restart(), this.orderPoller.restart()]);
  }

  close(): void {
    this.balancePoller.stop();
    this.orderPoller.stop();
    this.watches.clear();
  }

  private reconcile(): void {
    const wants = [...this.watches.values()];
    const balances = this.options.background || wants.some((w) => w.balances);
    const orders = wants.some((w) => w.orders);
    if (balances) this.balancePoller.start();
    else this.balancePoller.stop();
    if (orders) this.orderPoller.start();
    else this.orderPoller.stop();
  }

  private setBalances(balances: Balance[]): void {
    this.setProblem(null);
    const text = JSON.stringify(balances);
    if (text === this.balancesText) return;
    this.balancesText = text;
    this.balances = balances;
    this.options.onBalances?.(balances);
    for (const listener of this.balanceListeners) listener(balances);
    for (const [session, w] of this.watches) if (w.balances) session.emit('balances.changed', balances);
  }

  private setOrders(orders: Order[]): void {
    this.setProblem(null);
    const text = JSON.stringify(orders);
    if (text === this.ordersText) return;
    this.ordersText = text;
    this.orders = orders;
    for (const [session, w] of this.watches) if (w.orders) session.emit('orders.changed', orders);
  }

  private setProblem(problem: AppErrorData | null): void {
    if (JSON.stringify(problem) === JSON.stringify(this.problem)) return;
    this.problem = problem;
    this.options.onProblem?.(problem);
    for (const listener of this.problemListeners) listener(problem);
    for (const [session, w] of this.watches) if (w.balances || w.orders) session.emit('account.problem', problem);
  }
}
