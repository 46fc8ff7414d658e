/** How the contract travels: Electron's channels, browser mode's frames, and the renderer's one bridge. */
import type { AnswerOf, EventName, Events, OperationName, RequestOf } from './contract.js';
import type { Result } from './result.js';

/** IPC channel names in Electron: one per operation, all under one prefix. */
export const CHANNEL_PREFIX = 'satchel:';
export const EVENT_CHANNEL = 'satchel:event';

/** What the renderer holds: one way to call main and one way to hear from it, whatever carries them. */
export interface Bridge {
  call<K extends OperationName>(name: K, request: RequestOf<K>): Promise<Result<AnswerOf<K>>>;
  on<E extends EventName>(name: E, listener: (payload: Events[E]) => void): () => void;
}

/** Browser-mode wire frames (WebSocket): requests carry an id, answers echo it. */
export type ClientFrame = { id: number; op: string; request: unknown };
export type ServerFrame =
  | { id: number; result: Result<unknown> }
  | { event: EventName; payload: unknown };
