/**
 * The renderer's bridge to main, for a store's unit test: every call is recorded and waits until
 * the test answers it (`answer`), and the test pushes main's events (`emit`) to whoever listens.
 */
import type { AnswerOf, Bridge, EventName, Events, OperationName, RequestOf, Result } from '../../shared/contract/index.js';

interface Pending {
  name: OperationName;
  request: unknown;
  resolve: (result: Result<unknown>) => void;
}

export class BridgeDouble implements Bridge {
  /** Every call in the order it was made. */
  readonly calls: { name: OperationName; request: unknown }[] = [];
  private readonly pending: Pending[] = [];
  private readonly listeners = new Map<EventName, Set<(payload: unknown) => void>>();

  call<K extends OperationName>(name: K, request: RequestOf<K>): Promise<Result<AnswerOf<K>>> {
    this.calls.push({ name, request });
    return new Promise((resolve) => this.pending.push({ name, request, resolve: resolve as Pending['resolve'] }));
  }

  on<E extends EventName>(name: E, listener: (payload: Events[E]) => void): () => void {
    const set = this.listeners.get(name) ?? new Set();
    this.listeners.set(name, set);
    set.add(listener as (payload: unknown) => void);
    return () => set.delete(listener as (payload: unknown) => void);
  }

  /** The requests made to `name`, in order. */
  requests<K extends OperationName>(name: K): RequestOf<K>[] {
    return this.calls.filter((c) => c.name === name).map((c) => c.request as RequestOf<K>);
  }

  /** How many listeners an event has. */
  listening(name: EventName): number {
    return this.listeners.get(name)?.size ?? 0;
  }

  /** Answers the oldest call to `name` not answered yet, and lets the store's reaction run. */
  async answer<K extends OperationName>(name: K, result: Result<AnswerOf<K>>): Promise<void> {
    const index = this.pending.findIndex((p) => p.name === name);
    if (index < 0) throw new Error(`no call to ${name} is waiting`);
    this.pending.splice(index, 1)[0]!.resolve(result);
    await settle();
  }

  /** Calls not answered yet, by name. */
  waiting(): OperationName[] {
    return this.pending.map((p) => p.name);
  }

  emit<E extends EventName>(name: E, payload: Events[E]): void {
    for (const listener of this.listeners.get(name) ?? []) listener(payload);
  }
}

/** Lets the reactions to an answer (a chain of `then`s) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
