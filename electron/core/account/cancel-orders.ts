import { AppError, type AnswerOf, type Order } from '../../../shared/contract/index.js';
import { formatDecimal } from '../../../shared/decimal.js';
import type { Session } from '../base/session.js';
import { NAMED_IN_REQUEST, runStateChange, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import type { PrivateApi } from '../exchange/private.js';
import { refreshAccount, type AfterChangeNeeds } from './after-change.js';

export interface CancelNeeds extends AfterChangeNeeds {
  privateApi(): PrivateApi;
  lock: StateChangePorts['lock'];
  confirm: Confirmer;
}

function describeOrder(order: Order): string {
  const [base = '', quote = ''] = order.market.toUpperCase().split('_');
  const amount = formatDecimal(order.amount, { dp: 12 }).replace(/\.?0+$/, '');
  const price = formatDecimal(order.price, { dp: 12 }).replace(/\.?0+$/, '');
  return `Order ${order.id}: ${order.side} ${amount} ${base} at ${price} ${quote} (${order.type.toLowerCase()})`;
}

/** The orders as the exchange has them now, so the question names exactly what will be cancelled. */
async function findOrders(s: CancelNeeds, ids: readonly number[]): Promise<Order[]> {
  const open = await s.privateApi().activeOrders();
  const found = ids.map((id) => open.find((o) => o.id === id));
  const missing = ids.filter((_, i) => !found[i]);
  if (missing.length) throw new AppError('not-found', `Not an open order of this account: ${missing.join(', ')}. The list has been refreshed.`);
  return found as Order[];
}

type Cancelled = AnswerOf<'orders.cancel'>;
type CancelledMany = AnswerOf<'orders.cancelMany'>;

/** One order cancelled after a yes naming it; the lists are read again however it ended. */
export function orderCancel(s: CancelNeeds, orderId: number): StateChange<Order, Cancelled> {
  return {
    pin: () => NAMED_IN_REQUEST,
    plan: async () => (await findOrders(s, [orderId]))[0]!,
    question: async (order) => ({
      title: 'Cancel order',
      message: `Cancel order ${orderId} on ${order.market.toUpperCase().replace('_', '/')}?`,
      detail: `${describeOrder(order)}. What it holds is released to your available balance.`,
      confirmLabel: 'Cancel order',
    }),
    send: () => s.privateApi().cancelOrder(orderId),
    refresh: () => refreshAccount(s),
    answer: (_order, cancelled) => cancelled,
  };
}

/** Several orders in one request, after a yes listing them. */
export function ordersCancel(s: CancelNeeds, orderIds: readonly number[]): StateChange<Order[], Awaited<ReturnType<PrivateApi['cancelOrders']>>, CancelledMany> {
  return {
    pin: () => NAMED_IN_REQUEST,
    plan: () => findOrders(s, [...new Set(orderIds)]),
    question: async (orders) => ({
      title: 'Cancel orders',
      message: `Cancel ${orders.length} orders?`,
      detail: orders.map(describeOrder).join('\n'),
      confirmLabel: `Cancel ${orders.length} orders`,
    }),
    send: (orders) => s.privateApi().cancelOrders(orders.map((o) => o.id)),
    refresh: () => refreshAccount(s),
    answer: (_orders, answer) => ({ cancelled: answer.cancelled, itemized: answer.itemized }),
  };
}

export function cancelOrder(s: CancelNeeds, orderId: number, session: Session): Promise<Cancelled> {
  return runStateChange(orderCancel(s, orderId), { lock: s.lock, ask: s.confirm }, session);
}

export function cancelOrders(s: CancelNeeds, orderIds: readonly number[], session: Session): Promise<CancelledMany> {
  return runStateChange(ordersCancel(s, orderIds), { lock: s.lock, ask: s.confirm }, session);
}
