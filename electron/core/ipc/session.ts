import type { EventName, Events } from '../../../shared/contract/index.js';

/** One window (Electron) or one WebSocket (browser mode): where pushed events go. */
export interface Session {
  readonly id: string;
  emit<E extends EventName>(name: E, payload: Events[E]): void;
}
