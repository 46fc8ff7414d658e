/**
 * The IPC contract: every operation the renderer may ask of main, with the schema of its
 * request and the type of its answer, and every event main pushes. Electron's preload and the
 * browser-mode WebSocket carry exactly this; main validates each request against its schema.
 * Each area keeps its operations in its own file; this one only puts them together.
 */
import type * as v from 'valibot';
import { accountOps } from './account.js';
import { appOps } from './app.js';
import { applianceOps } from './appliance.js';
import { codesOps } from './codes.js';
import { depositsOps } from './deposits.js';
import { fiatOps } from './fiat.js';
import { historyOps } from './history.js';
import { marketOps } from './market.js';
import { ordersOps } from './orders.js';
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
/** A request as the core's handler gets it: past its schema (defaults filled in). */
export type CheckedRequestOf<K extends OperationName> = v.InferOutput<Contract[K]['request']>;
export type AnswerOf<K extends OperationName> = Exclude<Contract[K]['answer'], undefined>;

export const OPERATION_NAMES = Object.keys(contract) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);
}

// Events (their names and payloads) are in events.ts: what only routes events loads no schemas.
export type { EventName, Events } from './events.js';
