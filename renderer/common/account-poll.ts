/**
 * How the window asks for the active account's balances and open orders and keeps them, apart
 * from how they are made reactive (account-data.svelte.ts holds the fields in runes; a unit test
 * holds them in plain fields). Pure: no DOM; main is reached through the bridge it is given.
 *
 * Views say what they need (`need`); this sends the one 'account.watch' that covers all of them,
 * since a watch replaces the window's previous one.
 */
import type { AppErrorData, Balance, Bridge, Order, Result } from '../../shared/contract/index.js';
import type { Load } from './loader.js';

export type Need = 'balances' | 'orders';

/** What the account's data needs of the app's session (app-session.svelte.ts). */
export interface ActiveAccount {
  /** null while the list of accounts is not known yet. */
  readonly hasAccount: boolean | null;
  /** Called when another account becomes the active one (`first`: the first list main answered). */
  onActiveChange(listener: (change: { first: boolean }) => void): void;
}

export abstract class AccountPoll {
  /** Replaced whole on every answer or push: nothing inside is mutated. */
  abstract balances: Load<Balance[]>;
  abstract orders: Load<Order[]>;
  /** The last poll of the account failed (null once it works again). */
  abstract problem: AppErrorData | null;
  /**
   * When the figures shown stopped being current: the moment the first problem arrived (main
   * polls quietly and says only what changed, so the figures were current until then, within
   * one polling interval). null while they are current.
   */
  abstract staleSince: number | null;
  /**
   * The balances are current: a view watches them and an answer came since it began (the
   * balances kept from an earlier view are not). The value-over-time record keeps only these.
   */
  abstract balancesLive: boolean;

  private readonly needs = new Map<Need, number>();
  private started = false;

  constructor(
    private readonly bridge: () => Pick<Bridge, 'call' | 'on'>,
    private readonly account: ActiveAccount,
    private readonly now: () => number = Date.now,
  ) {
    account.onActiveChange(({ first }) => {
      if (!first) {
        // Another account: nothing shown so far belongs to it.
        this.balances = { status: 'loading' };
        this.balancesLive = false;
        this.orders = { status: 'loading' };
        this.setProblem(null);
      }
      this.loadNeeded();
    });
  }

  /** Listen to main's polls, once per window. */
  start(): void {
    if (this.started) return;
    this.started = true;
    const bridge = this.bridge();
    bridge.on('balances.changed', (list) => this.setBalances(list));
    bridge.on('orders.changed', (list) => (this.orders = { status: 'ready', value: list }));
    bridge.on('account.problem', (problem) => this.setProblem(problem));
  }

  /** A view needs live balances or orders while it is shown; call the returned function when it goes. */
  need(what: Need): () => void {
    const before = this.needs.get(what) ?? 0;
    this.needs.set(what, before + 1);
    if (before === 0) {
      if (what === 'balances') this.balancesLive = false;
      this.sendWatch();
      this.load(what);
    }
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const count = (this.needs.get(what) ?? 1) - 1;
      this.needs.set(what, count);
      if (count === 0) {
        if (what === 'balances') this.balancesLive = false;
        this.sendWatch();
      }
    };
  }

  /** Poll now (the Refresh buttons); what changed arrives as events. */
  async refresh(): Promise<Result<null>> {
    if (this.balances.status === 'error') this.balances = { status: 'loading' };
    if (this.orders.status === 'error') this.orders = { status: 'loading' };
    const result = await this.bridge().call('account.refresh', {});
    this.loadNeeded();
    return result;
  }

  /** Browser mode: a new session on the host watches nothing yet, so say again what this window watches. */
  protected watchAgain(): void {
    this.sendWatch();
  }

  private sendWatch(): void {
    void this.bridge().call('account.watch', { balances: this.needed('balances'), orders: this.needed('orders') });
  }

  private needed(what: Need): boolean {
    return (this.needs.get(what) ?? 0) > 0;
  }

  private loadNeeded(): void {
    for (const what of ['balances', 'orders'] as const) if (this.needed(what)) this.load(what);
  }

  /** Ask once directly: quicker than the first poll, and its error says why nothing shows. */
  private load(what: Need): void {
    if (this.account.hasAccount !== true) return;
    if (what === 'balances') {
      void this.bridge().call('balances.list', {}).then((r) => {
        if (r.ok) this.setBalances(r.value);
        else if (this.balances.status !== 'ready') this.balances = { status: 'error', error: r.error };
      });
    } else {
      void this.bridge().call('orders.active', {}).then((r) => {
        if (r.ok) this.orders = { status: 'ready', value: r.value };
        else if (this.orders.status !== 'ready') this.orders = { status: 'error', error: r.error };
      });
    }
  }

  private setBalances(list: Balance[]): void {
    this.balances = { status: 'ready', value: list };
    if (this.needed('balances')) this.balancesLive = true;
  }

  private setProblem(problem: AppErrorData | null): void {
    if (problem === null) this.staleSince = null;
    else if (this.problem === null) this.staleSince = this.now();
    this.problem = problem;
  }
}
