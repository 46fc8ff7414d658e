import { m } from '../../../shared/i18n/language.js';
import { AppError, type AnswerOf, type Order } from '../../../shared/contract/index.js';
import { dec, formatDecimal, scaleOf } from '../../../shared/decimal.js';
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

/**
 * Up to 12 digits after the point, trailing zeros left off: cut from the digits before they are
 * written, since the language's decimal comma would otherwise be left behind ("1 500 000,").
 */
function withoutTrailingZeros(value: string): string {
  return formatDecimal(value, { dp: scaleOf(dec(value).toFixed(12).replace(/\.?0+$/, '')) });
}

function describeOrder(order: Order): string {
  const [base = '', quote = ''] = order.market.toUpperCase().split('_');
  const amount = withoutTrailingZeros(order.amount);
  const price = withoutTrailingZeros(order.price);
  const kind = order.type.toLowerCase();
  const type = kind === 'limit' ? m.core_order_limit() : kind === 'market' ? m.core_order_market() : kind;
  const words = { id: order.id, amount, base, price, quote, type };
  return order.side === 'sell' ? m.core_order_sell(words) : m.core_order_buy(words);
}

/** The orders as the exchange has them now, so the question names exactly what will be cancelled. */
async function findOrders(s: CancelNeeds, ids: readonly number[]): Promise<Order[]> {
  const open = await s.privateApi().activeOrders();
  const found = ids.map((id) => open.find((o) => o.id === id));
  const missing = ids.filter((_, i) => !found[i]);
  if (missing.length) throw new AppError('not-found', m.core_cancel_not_open({ ids: missing.join(', ') }));
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
      title: m.core_cancel_title(),
      message: m.core_cancel_question({ id: orderId, market: order.market.toUpperCase().replace('_', '/') }),
      detail: m.core_cancel_detail({ order: describeOrder(order) }),
      confirmLabel: m.core_cancel_title(),
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
      title: m.core_cancel_many_title(),
      message: m.core_cancel_many_question({ count: orders.length }),
      detail: orders.map(describeOrder).join('\n'),
      confirmLabel: m.core_cancel_many_confirm({ count: orders.length }),
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
