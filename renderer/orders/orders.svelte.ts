/**
 * The Orders view's data: the order history, each order's trades and the cancels; every call the
 * view makes to main goes through here, and the views only render. The open orders themselves
 * are the active account's data (common/account-data.svelte.ts polls them for every view); a
 * cancel's answer takes the orders it names out of that list at once, and the balances it
 * released come with a refresh.
 */
import type { CancelledOrder, CancelManyResult, Order, RequestOf, Result, Trade } from '../../shared/contract/index.js';
import { session } from '../common/app-session.svelte.js';
import { accountData } from '../common/account-data.svelte.js';
import { getBridge } from '../common/bridge.js';
import { Resource } from '../common/resource.svelte.js';
import { cancelManyOutcome, cancelOutcome, withoutCancelled } from './orders.js';

export type HistoryQuery = RequestOf<'orders.history'>;

class OrdersStore {
  private historyResource: Resource<Order[]> | null = null;
  private historyAsked: HistoryQuery | null = null;
  private tradesOf = new Map<string, Resource<Trade[]>>();

  /** Ids with a cancel on its way (or waiting for the person's answer). */
  cancelling = $state.raw<ReadonlySet<number>>(new Set());
  /** The Refresh button's poll is on its way. */
  refreshing = $state(false);

  /** The order history of the last query shown. */
  get history(): Resource<Order[]> {
    return (this.historyResource ??= new Resource(() => getBridge().call('orders.history', this.historyAsked!)));
  }

  /** `fresh`: what an earlier visit showed goes first ("loading"), not shown under a new form. */
  async showHistory(query: HistoryQuery, fresh = false): Promise<void> {
    this.historyAsked = query;
    // A person's Show after an error says it is loading; otherwise the rows stay while the next ones come.
    if (fresh || this.history.state.status === 'error') this.history.state = { status: 'loading' };
    await this.history.load();
  }

  /** The open orders changed (one filled or was cancelled): the history shown may have grown. */
  refreshHistory(): void {
    if (this.historyAsked && this.history.state.status === 'ready') void this.history.load();
  }

  /** One order's trades: kept (under its account: another exchange may use the same number), loaded when first shown and again after an error. */
  trades(order: Pick<Order, 'id' | 'market'>): Resource<Trade[]> {
    const key = `${session.active?.id ?? ''} ${order.id}`;
    let trades = this.tradesOf.get(key);
    if (!trades) this.tradesOf.set(key, (trades = new Resource(() => getBridge().call('orders.trades', { market: order.market, orderId: order.id }))));
    return trades;
  }

  showTrades(order: Pick<Order, 'id' | 'market'>): void {
    const trades = this.trades(order);
    if (trades.state.status === 'error') trades.retry();
    else trades.ensure();
  }

  /** Poll the account now: what changed arrives as events. */
  async refresh(): Promise<void> {
    this.refreshing = true;
    await accountData.refresh();
    this.refreshing = false;
  }

  async cancel(id: number): Promise<Result<CancelledOrder>> {
    this.cancelling = new Set([...this.cancelling, id]);
    const result = await getBridge().call('orders.cancel', { orderId: id });
    this.cancelling = new Set([...this.cancelling].filter((x) => x !== id));
    if (result.ok) this.dropOpen([id]);
    if (cancelOutcome(id, result).refresh) void accountData.refresh();
    return result;
  }

  async cancelMany(ids: readonly number[]): Promise<Result<CancelManyResult>> {
    this.cancelling = new Set([...this.cancelling, ...ids]);
    const result = await getBridge().call('orders.cancelMany', { orderIds: [...ids] });
    this.cancelling = new Set([...this.cancelling].filter((x) => !ids.includes(x)));
    if (result.ok) this.dropOpen(result.value.cancelled);
    if (cancelManyOutcome(ids, result).refresh) void accountData.refresh();
    return result;
  }

  private dropOpen(cancelled: readonly number[]): void {
    if (accountData.orders.status !== 'ready') return;
    const left = withoutCancelled(accountData.orders.value, cancelled);
    if (left !== accountData.orders.value) accountData.orders = { status: 'ready', value: [...left] };
  }
}

export const orders = new OrdersStore();
