/**
 * The one place the renderer picks its transport to main: Electron's preload (window.satchel)
 * or, in browser mode, a WebSocket to the loopback host with the per-run token from the URL.
 */
import type { AnswerOf, Bridge, ClientFrame, EventName, Events, OperationName, RequestOf, Result, ServerFrame } from '../../shared/contract/index.js';
// From events.ts, not the index: the bridge is loaded first, and needs none of the operations' schemas.
import { isEventName } from '../../shared/contract/events.js';
import { m } from '../../shared/i18n/language.js';

declare global {
  interface Window {
    satchel?: Bridge;
  }
}

type Listener = (payload: unknown) => void;

/** The host will not let this page in (no token, or a link used or expired): trying again will not help. */
export class EntryRefused extends Error {}

/** What the host said of this tab: let in, refused (and why), or not known yet. */
export type Admission = { state: 'admitted' } | { state: 'refused'; message: string } | { state: 'unknown' };

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

  /** Where to connect: worked out at each (re)connection, as browser mode's tab key may first need the link exchanged. */
  constructor(private readonly address: () => Promise<string>) {}

  /**
   * Opens the connection now (the entry does, before the app mounts). Settles with why the app
   * cannot start (the link was refused), or null: connected, or a failure the bridge gets over
   * by itself (the host not reachable for a moment: it tries again, and the views say so).
   */
  connect(): Promise<string | null> {
    return this.open().then(
      () => null,
      (error: unknown) => (error instanceof EntryRefused ? error.message : null),
    );
  }

  /**
   * Whether the host has let this tab in: the link exchanged, or the tab's key kept from before a
   * reload (a tab let in before). `unknown` when the host could not be asked (the bridge keeps
   * trying); the socket comes after either way.
   */
  admitted(): Promise<Admission> {
    return this.address().then(
      (): Admission => ({ state: 'admitted' }),
      (error: unknown): Admission => (error instanceof EntryRefused ? { state: 'refused', message: error.message } : { state: 'unknown' }),
    );
  }

  private open(): Promise<WebSocket> {
    if (this.socket && this.socket.readyState === WebSocket.OPEN) return Promise.resolve(this.socket);
    if (this.opening) return this.opening;
    const opening = this.address().then(
      (url) =>
        new Promise<WebSocket>((resolve, reject) => {
          this.attach(new WebSocket(url), resolve, reject);
        }),
    );
    this.opening = opening.catch((error: unknown) => {
      this.opening = null;
      throw error;
    });
    return this.opening;
  }

  private attach(socket: WebSocket, resolve: (socket: WebSocket) => void, reject: (error: Error) => void): void {
    socket.onopen = () => {
      const reconnected = this.socket !== null;
      this.socket = socket;
      this.opening = null;
      resolve(socket);
      if (reconnected) this.onReconnect?.();
    };
    socket.onerror = () => {
      this.opening = null;
      reject(new Error(m.window_host_not_reachable()));
    };
    socket.onmessage = (message) => this.receive(String(message.data));
    socket.onclose = () => {
      if (this.socket === socket && !this.closed) this.onDisconnect?.();
      for (const [id, settle] of this.pending) {
        this.pending.delete(id);
        settle({ ok: false, error: { kind: 'network', message: m.window_host_connection_lost() } });
      }
      if (!this.closed) setTimeout(() => void this.open().catch(() => undefined), 1000);
    };
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

export function socketUrl(location: Pick<Location, 'protocol' | 'host'>, tabKey: string): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/ipc?tab=${encodeURIComponent(tabKey)}`;
}

// The tab's key (electron/web/tab-sessions.ts), kept for this tab only so a reload still
// connects; the link's token itself is never kept. The key alone opens nothing: the socket also
// needs the HttpOnly cookie the exchange set, which no script can read. The payment page keeps
// its own: a tab opened from the app starts with a copy of the app's storage, and must not
// connect as the app.
function tabKeyName(location: Pick<Location, 'pathname'> = window.location): string {
  return location.pathname.endsWith('/gateway.html') ? 'satchel.payment-tab' : 'satchel.tab';
}

function storedTabKey(): string | null {
  try {
    return sessionStorage.getItem(tabKeyName());
  } catch {
    return null;
  }
}

/**
 * Browser mode's way in: the link's token exchanged once for a tab session (POST /session), or
 * the tab's key from before a reload. Settles with the key, or with a sentence saying why not.
 */
export function tabKeySource(token: string | null, location: Pick<Location, 'origin'> = window.location): () => Promise<string> {
  let exchanged: Promise<string> | null = null;
  return () => {
    if (!token) {
      const kept = storedTabKey();
      return kept ? Promise.resolve(kept) : Promise.reject(new EntryRefused(m.window_no_token()));
    }
    exchanged ??= fetch(`${location.origin}/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
      credentials: 'same-origin',
      cache: 'no-store',
    }).then(
      async (response) => {
        const answer = (await response.json().catch(() => ({}))) as { tab?: unknown; error?: unknown };
        if (response.ok && typeof answer.tab === 'string') {
          try {
            sessionStorage.setItem(tabKeyName(), answer.tab);
          } catch {
            // Without storage a reload needs the link again; this page still works.
          }
          return answer.tab;
        }
        // A used link in a tab that already has its session (a reload with the link still in the address): go on with that.
        const kept = storedTabKey();
        if (kept) return kept;
        exchanged = null;
        throw new EntryRefused(typeof answer.error === 'string' ? answer.error : m.window_host_refused_link());
      },
      () => {
        exchanged = null;
        throw new Error(m.window_host_not_reachable());
      },
    );
    return exchanged;
  };
}

let bridge: Bridge | null = null;

export function getBridge(): Bridge {
  if (bridge) return bridge;
  if (window.satchel) return (bridge = window.satchel);
  const token = tokenFromHash(window.location.hash);
  if (!token && !storedTabKey()) throw new Error(m.window_no_token());
  const keyOf = tabKeySource(token);
  return (bridge = new SocketBridge(async () => socketUrl(window.location, await keyOf())));
}

/**
 * What an entry does first: make the bridge (browser mode's token is read from the hash, so this
 * comes before anything changes the hash) and, in browser mode, start connecting. `fatal` says
 * why there can be no bridge; `admitted` settles with what the host said of the tab, `connected`
 * with null once connected, or why not.
 */
export function startBridge(): { fatal: string | null; admitted: Promise<Admission>; connected: Promise<string | null> } {
  try {
    const made = getBridge();
    // Electron's preload: the window is the app's own.
    if (!(made instanceof SocketBridge)) return { fatal: null, admitted: Promise.resolve({ state: 'admitted' }), connected: Promise.resolve(null) };
    return { fatal: null, admitted: made.admitted(), connected: made.connect() };
  } catch (error) {
    const fatal = error instanceof Error ? error.message : String(error);
    return { fatal, admitted: Promise.resolve({ state: 'refused', message: fatal }), connected: Promise.resolve(null) };
  }
}
