/**
 * The core's one event bus. Everything the core tells about itself goes through `emit`: the
 * windows (each session hears what its kind may, app.ts) and the core's own listeners (the tray,
 * the shell's notices) hear the same events, typed by the contract's `Events`. It replaces the
 * old `broadcast` and the listener sets kept beside it for the lock, settlements and deposits.
 */
import type { EventName, Events } from '../../../shared/contract/index.js';
import type { Session } from './session.js';

type Listener<E extends EventName> = (payload: Events[E]) => void;

export class EventBus {
  /** The open windows, each a session (app.ts opens and closes them). */
  readonly sessions = new Set<Session>();
  private readonly listeners = new Map<EventName, Set<Listener<never>>>();

  emit<E extends EventName>(name: E, payload: Events[E]): void {
    for (const session of this.sessions) session.emit(name, payload);
    for (const listener of [...(this.listeners.get(name) ?? [])]) (listener as Listener<E>)(payload);
  }

  /** Hears `name` until the returned function is called. */
  on<E extends EventName>(name: E, listener: Listener<E>): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => void set.delete(listener as Listener<never>);
  }
}

/** What the core's readers of events may do: hear, never speak. */
export type CoreEvents = Pick<EventBus, 'on'>;
