import { formatDecimal } from '../../../../shared/decimal.js';
import { AppError, type Order } from '../../../../shared/contract/index.js';
import { confirmThen } from '../../confirm/confirm.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type AccountOps =
  | 'account.me'
  | 'balances.list'
  | 'orders.active'
  | 'orders.history'
  | 'orders.trades'
  | 'orders.cancel'
  | 'orders.cancelMany'
  | 'account.watch'
  | 'account.refresh'
  | 'confirm.answer';

function describeOrder(order: Order): string {
  const [base = '', quote = ''] = order.market.toUpperCase().split('_');
  const amount = formatDecimal(order.amount, { dp: 12 }).replace(/\.?0+$/, '');
  const price = formatDecimal(order.price, { dp: 12 }).replace(/\.?0+$/, '');
  return `Order ${order.id}: ${order.side} ${amount} ${base} at ${price} ${quote} (${order.type.toLowerCase()})`;
}

/** The active account: reads, and cancellations that go out only after a yes and while unlocked. */
export function accountHandlers(s: Services): Pick<Handlers, AccountOps> {
  /** The orders as the exchange has them now, so the question names exactly what will be cancelled. */
  const findOrders = async (ids: readonly number[]): Promise<Order[]> => {
    const open = await s.privateApi().activeOrders();
    const found = ids.map((id) => open.find((o) => o.id === id));
    const missing = ids.filter((_, i) => !found[i]);
    if (missing.length) throw new AppError('not-found', `Not an open order of this account: ${missing.join(', ')}. The list has been refreshed.`);
    return found as Order[];
  };
  /** After anything that changed state, or may have: the lists are read again. */
  const afterChange = <T>(work: Promise<T>): Promise<T> =>
    work.finally(() => void s.account.refresh().catch((error: unknown) => s.log('Refreshing after a change failed', error)));

  return {
    'account.me': () => s.privateApi().me(),
    'balances.list': () => s.privateApi().wallets(),
    'orders.active': ({ market }) => s.privateApi().activeOrders(market),
    'orders.history': (query) => s.privateApi().orderHistory(query),
    'orders.trades': ({ market, orderId }) => s.privateApi().orderTrades(market, orderId),
    'orders.cancel': async ({ orderId }, session) => {
      s.lock.assertUnlocked();
      const [order] = await findOrders([orderId]);
      const request = {
        title: 'Cancel order',
        message: `Cancel order ${orderId} on ${order!.market.toUpperCase().replace('_', '/')}?`,
        detail: `${describeOrder(order!)}. What it holds is released to your available balance.`,
        confirmLabel: 'Cancel order',
      };
      return confirmThen(s.confirm, session, request, () => {
        s.lock.assertUnlocked();
        return afterChange(s.privateApi().cancelOrder(orderId));
      });
    },
    'orders.cancelMany': async ({ orderIds }, session) => {
      s.lock.assertUnlocked();
      const orders = await findOrders([...new Set(orderIds)]);
      const request = {
        title: 'Cancel orders',
        message: `Cancel ${orders.length} orders?`,
        detail: orders.map(describeOrder).join('\n'),
        confirmLabel: `Cancel ${orders.length} orders`,
      };
      return confirmThen(s.confirm, session, request, async () => {
        s.lock.assertUnlocked();
        const answer = await afterChange(s.privateApi().cancelOrders(orders.map((o) => o.id)));
        return { cancelled: answer.cancelled, itemized: answer.itemized };
      });
    },
    'account.watch': (wish, session) => {
      s.account.watch(session, wish);
      return null;
    },
    'account.refresh': async () => {
      await s.account.refresh();
      return null;
    },
    'confirm.answer': ({ id, accepted }, session) => {
      s.windowConfirmer.answer(session, id, accepted);
      return null;
    },
  };
}
