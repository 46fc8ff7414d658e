/**
 * The IPC contract: every operation the renderer may ask of main, with the schema of its
 * request and the type of its answer, and every event main pushes. Electron's preload and the
 * browser-mode WebSocket carry exactly this; main validates each request against its schema.
 * Each area keeps its operations in its own file; this one only puts them together.
 */
import type * as v from 'valibot';
import { accountOps, type AccountEvents } from './account.js';
import { appOps, type AppEvents } from './app.js';
import { applianceOps, type ApplianceEvents } from './appliance.js';
import { codesOps } from './codes.js';
import { depositsOps } from './deposits.js';
import { fiatOps, type FiatEvents } from './fiat.js';
import { historyOps, type HistoryEvents } from './history.js';
import { marketOps, type MarketEvents } from './market.js';
import { ordersOps, type OrdersEvents } from './orders.js';
import { withdrawalsOps } from './withdrawals.js';

export const contract = {
  ...appOps,
  ...marketOps,
  ...accountOps,
  ...ordersOps,
  ...depositsOps,
  ...withdrawalsOps,
  ...historyOps,
  ...codesOps,
  ...fiatOps,
  ...applianceOps,
} as const;

export type Contract = typeof contract;
export type OperationName = keyof Contract;
export type RequestOf<K extends OperationName> = v.InferInput<Contract[K]['request']>;
export type AnswerOf<K extends OperationName> = Exclude<Contract[K]['answer'], undefined>;

export const OPERATION_NAMES = Object.keys(contract) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);
}

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
  'settings.changed': true,
  'lock.changed': true,
  'confirm.request': true,
  'notice': true,
  'history.exportProgress': true,
  'funds.settled': true,
  'fiat.depositFinished': true,
  'appliances.changed': true,
};
export const EVENT_NAMES = Object.keys(EVENTS) as readonly EventName[];

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(EVENTS, name);
}
