/**
 * Every event main pushes to the windows that watch them, with its payload's type. Apart from
 * contract.ts so that code which only routes events (the renderer's bridge, loaded first) loads
 * none of the operations' schemas.
 */
import type { AccountEvents } from './account.js';
import type { AppEvents } from './app.js';
import type { ApplianceEvents } from './appliance.js';
import type { FiatEvents } from './fiat.js';
import type { HistoryEvents } from './history.js';
import type { MarketEvents } from './market.js';
import type { OrdersEvents } from './orders.js';

/** Events main pushes to the windows that watch them. */
export interface Events extends AppEvents, MarketEvents, AccountEvents, OrdersEvents, HistoryEvents, FiatEvents, ApplianceEvents {}

export type EventName = keyof Events;

/** Every event name once; the record makes the compiler insist on a new event being listed. */
const EVENTS: Record<EventName, true> = {
  'tickers.changed': true,
  'book.changed': true,
  'connection.changed': true,
  'balances.changed': true,
  'orders.changed': true,
  'account.problem': true,
  'profiles.changed': true,
  'app.command': true,
  'settings.changed': true,
  'lock.changed': true,
  'confirm.request': true,
  'notice': true,
  'history.exportProgress': true,
  'funds.settled': true,
  'fiat.depositFinished': true,
  'fiat.windowClosed': true,
  'appliances.changed': true,
};
export const EVENT_NAMES = Object.keys(EVENTS) as readonly EventName[];

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(EVENTS, name);
}
