/**
 * The one place the renderer picks its transport to main: Electron's preload (window.satchel)
 * or, in browser mode, a WebSocket to the loopback host with the per-run token from the URL.
 */
import type { AnswerOf, Bridge, ClientFrame, EventName, Events, OperationName, RequestOf, Result, ServerFrame } from '../../shared/contract/index.js';
import { isEventName } from '../../shared/contract/index.js';

declare global {
  interface Window {
    satchel?: Bridge;
  }
}

type Listener = (payload: unknown) => void;

/** Browser mode: calls and events over one WebSocket, reconnected when it drops. */
export class SocketBridge implements Bridge {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, (result: Result<unknown>) => void>();
  private readonly listeners = new Map<EventName, Set<Listener>>();
  private opening: Promise<WebSocket> | null = null;
  private closed = false;
  /** Called after a dropped connection comes back, so views can subscribe again. */
  onReconnect: (() => void) | null = null;
  /** Called when an open connection drops (not when an attempt to reconnect fails). */
  onDisconnect: (() => void) | null = null;

  constructor(private readonly url: string) {}

  /** Opens the connection now (the entry does, before the app mounts); settles when it is open or has failed. */
  connect(): Promise<void> {
    return this.open().then(
      () => undefined,
      () => undefined,
    );
  }

  private open(): Promise<WebSocket> {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) return Promise.resolve(this.socket);
    if (this.opening) return this.opening;
    this.opening = new Promise<WebSocket>((resolve, reject) => {
      const socket = new WebSocket(this.url);
      socket.onopen = () => {
        const reconnected = this.socket !== null;
        this.socket = socket;
        this.opening = null;
        resolve(socket);
        if (reconnected) this.onReconnect?.();
      };
      socket.onerror = () => {
        this.opening = null;
        reject(new Error('The app host is not reachable.'));
      };
      socket.onmessage = (message) => this.receive(String(message.data));
      socket.onclose = () => {
        if (this.socket === socket && !this.closed) this.onDisconnect?.();
        for (const [id, settle] of this.pending) {
          this.pending.delete(id);
          settle({ ok: false, error: { kind: 'network', message: 'The connection to the app host was lost.' } });
        }
        if (!this.closed) setTimeout(() => void this.open().catch(() => undefined), 1000);
      };
    });
    return this.opening;
  }

  private receive(text: string): void {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(text) as ServerFrame;
    } catch {
      return;
    }
    if ('id' in frame) {
      const settle = this.pending.get(frame.id);
      this.pending.delete(frame.id);
      settle?.(frame.result);
    } else if (isEventName(frame.event)) {
      for (const listener of this.listeners.get(frame.event) ?? []) listener(frame.payload);
    }
  }

  async call<K extends OperationName>(name: K, request: RequestOf<K>): Promise<Result<AnswerOf<K>>> {
    let socket: WebSocket;
    try {
      socket = await this.open();
    } catch (error) {
      return { ok: false, error: { kind: 'network', message: (error as Error).message } };
    }
    const id = this.nextId++;
    const frame: ClientFrame = { id, op: name, request };
    return new Promise((resolve) => {
      this.pending.set(id, resolve as (result: Result<unknown>) => void);
      socket.send(JSON.stringify(frame));
    });
  }

  on<E extends EventName>(name: E, listener: (payload: Events[E]) => void): () => void {
    let set = this.listeners.get(name);
    if (!set) this.listeners.set(name, (set = new Set()));
    set.add(listener as Listener);
    void this.open().catch(() => undefined);
    return () => set.delete(listener as Listener);
  }

  close(): void {
    this.closed = true;
    this.socket?.close();
  }
}

/** The token travels in the fragment, which the browser never sends to any server. */
export function tokenFromHash(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ipc?token=${encodeURIComponent(token)}`;
}

// Kept for this tab only, so a reload still works after the token left the address bar; the
// host serves nothing but this app on its origin, and the tab's storage dies with the tab.
const TOKEN_KEY = 'satchel.token';

function browserModeToken(): string | null {
  const fromHash = tokenFromHash(window.location.hash);
  try {
    if (fromHash) sessionStorage.setItem(TOKEN_KEY, fromHash);
    return fromHash ?? sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return fromHash;
  }
}

let bridge: Bridge | null = null;

export function getBridge(): Bridge {
  if (bridge) return bridge;
  if (window.satchel) return (bridge = window.satchel);
  const token = browserModeToken();
  if (!token) throw new Error('This page was opened without its access token. Open the link that Satchel printed.');
  return (bridge = new SocketBridge(socketUrl(window.location, token)));
}
