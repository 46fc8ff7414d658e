import { formatDecimal } from '../../../../shared/decimal.js';
import { AppError, type Order } from '../../../../shared/contract/index.js';
import { confirmThen } from '../../confirm/confirm.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import { afterChange } from './after-change.js';

type OrdersOps = 'orders.active' | 'orders.history' | 'orders.trades' | 'orders.cancel' | 'orders.cancelMany';

export type OrdersNeeds = Pick<Services, 'privateApi' | 'lock' | 'confirm' | 'account' | 'log'>;

function describeOrder(order: Order): string {
  const [base = '', quote = ''] = order.market.toUpperCase().split('_');
  const amount = formatDecimal(order.amount, { dp: 12 }).replace(/\.?0+$/, '');
  const price = formatDecimal(order.price, { dp: 12 }).replace(/\.?0+$/, '');
  return `Order ${order.id}: ${order.side} ${amount} ${base} at ${price} ${quote} (${order.type.toLowerCase()})`;
}

/** The active account's orders: reads, and cancellations that go out only after a yes and while unlocked. */
export function ordersHandlers(s: OrdersNeeds): Pick<Handlers, OrdersOps> {
  /** The orders as the exchange has them now, so the question names exactly what will be cancelled. */
  const findOrders = async (ids: readonly number[]): Promise<Order[]> => {
    const open = await s.privateApi().activeOrders();
    const found = ids.map((id) => open.find((o) => o.id === id));
    const missing = ids.filter((_, i) => !found[i]);
    if (missing.length) throw new AppError('not-found', `Not an open order of this account: ${missing.join(', ')}. The list has been refreshed.`);
    return found as Order[];
  };

  return {
    'orders.active': ({ market }) => s.privateApi().activeOrders(market),
    'orders.history': (query) => s.privateApi().orderHistory(query),
    'orders.trades': ({ market, orderId }) => s.privateApi().orderTrades(market, orderId),
    'orders.cancel': async ({ orderId }, session) => {
      const [order] = await findOrders([orderId]);
      const request = {
        title: 'Cancel order',
        message: `Cancel order ${orderId} on ${order!.market.toUpperCase().replace('_', '/')}?`,
        detail: `${describeOrder(order!)}. What it holds is released to your available balance.`,
        confirmLabel: 'Cancel order',
      };
      return confirmThen(s.confirm, session, request, () => {
        s.lock.assertUnlocked();
        return afterChange(s, s.privateApi().cancelOrder(orderId));
      });
    },
    'orders.cancelMany': async ({ orderIds }, session) => {
      const orders = await findOrders([...new Set(orderIds)]);
      const request = {
        title: 'Cancel orders',
        message: `Cancel ${orders.length} orders?`,
        detail: orders.map(describeOrder).join('\n'),
        confirmLabel: `Cancel ${orders.length} orders`,
      };
      return confirmThen(s.confirm, session, request, async () => {
        s.lock.assertUnlocked();
        const answer = await afterChange(s, s.privateApi().cancelOrders(orders.map((o) => o.id)));
        return { cancelled: answer.cancelled, itemized: answer.itemized };
      });
    },
  };
}
