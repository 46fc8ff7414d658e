/**
 * What the preload hands the page as window.satchel: the contract's Bridge, and nothing more.
 * The page never gets ipcRenderer, an IPC event object or a channel name it chose: calls go
 * only to satchel:<operation> for names of the contract, events come only for its event names.
 */
import {
  CHANNEL_PREFIX,
  EVENT_CHANNEL,
  isEventName,
  isOperationName,
  type Bridge,
  type Result,
} from '../../shared/contract/index.js';

/** The part of Electron's ipcRenderer the bridge uses (a stub in tests). */
export interface IpcRendererLike {
  invoke(channel: string, ...args: unknown[]): Promise<unknown>;
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): unknown;
}

function refused(message: string): Result<never> {
  return { ok: false, error: { kind: 'validation', message } };
}

export function createBridge(ipc: IpcRendererLike): Bridge {
  const listeners = new Map<string, Set<(payload: unknown) => void>>();
  let subscribed = false;

  // One IPC listener for all events; it hands each page listener the payload alone.
  const dispatch = (_event: unknown, name: unknown, payload: unknown): void => {
    if (!isEventName(name)) return;
    for (const listener of [...(listeners.get(name) ?? [])]) {
      try {
        listener(payload);
      } catch (error) {
        console.error(`A listener of ${name} threw.`, error);
      }
    }
  };

  const bridge = {
    async call(name: unknown, request: unknown): Promise<Result<unknown>> {
      if (!isOperationName(name)) return refused('Satchel does not know this operation.');
      try {
        return (await ipc.invoke(CHANNEL_PREFIX + name, request)) as Result<unknown>;
      } catch {
        // invoke rejects when main has no handler or the request cannot be cloned.
        return { ok: false, error: { kind: 'internal', message: `The call ${name} could not reach Satchel's main process.` } };
      }
    },
    on(name: unknown, listener: unknown): () => void {
      if (!isEventName(name) || typeof listener !== 'function') {
        throw new TypeError(`Cannot listen to ${String(name).slice(0, 80)}: not an event of Satchel.`);
      }
      let set = listeners.get(name);
      if (!set) listeners.set(name, (set = new Set()));
      const own = (payload: unknown) => (listener as (payload: unknown) => void)(payload);
      set.add(own);
      if (!subscribed) {
        ipc.on(EVENT_CHANNEL, dispatch as (event: unknown, ...args: unknown[]) => void);
        subscribed = true;
      }
      return () => {
        set.delete(own);
        if (subscribed && [...listeners.values()].every((s) => s.size === 0)) {
          ipc.removeListener(EVENT_CHANNEL, dispatch as (event: unknown, ...args: unknown[]) => void);
          subscribed = false;
        }
      };
    },
  };
  return bridge as Bridge;
}
