import { cancelOrder, cancelOrders } from '../../account/cancel-orders.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type OrdersOps = 'orders.active' | 'orders.history' | 'orders.trades' | 'orders.cancel' | 'orders.cancelMany';

export type OrdersNeeds = Pick<Services, 'privateApi' | 'lock' | 'confirm' | 'account' | 'log'>;

/** The active account's orders: reads, and cancellations that go out only after a yes and while unlocked. */
export function ordersHandlers(s: OrdersNeeds): Pick<Handlers, OrdersOps> {
  return {
    'orders.active': ({ market }) => s.privateApi().activeOrders(market),
    'orders.history': (query) => s.privateApi().orderHistory(query),
    'orders.trades': ({ market, orderId }) => s.privateApi().orderTrades(market, orderId),
    'orders.cancel': ({ orderId }, session) => cancelOrder(s, orderId, session),
    'orders.cancelMany': ({ orderIds }, session) => cancelOrders(s, orderIds, session),
  };
}
