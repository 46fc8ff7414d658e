/**
 * How much the browser-mode host lets a program of this computer hold open. Anything on the
 * machine can reach 127.0.0.1, token or not; without bounds, idle, slow and half-closed sockets
 * used up the process's file descriptors, and the host then spun in accept() and stopped
 * answering (docs/security.md, section 8). Every socket is therefore counted, timed and closed.
 */
import type { Server } from 'node:http';
import type { Socket } from 'node:net';

export interface WebHostLimits {
  /** Open sockets at most, HTTP and WebSocket together; one more is closed as soon as it is accepted. */
  maxSockets: number;
  /** WebSockets at most, all tabs together; more are refused (503). */
  maxWebSockets: number;
  /** WebSockets of one tab at most; a newer one closes the tab's oldest (a reconnecting tab wins over its stale socket). */
  maxWebSocketsPerTab: number;
  /** A socket that neither sends nor receives this long is closed (a WebSocket is kept alive by its pings instead). */
  idleMs: number;
  /** A request's headers, WebSocket handshakes included, must be in within this. */
  headersMs: number;
  /** /session's body must be in within this. */
  sessionBodyMs: number;
}

/** The production values (docs/security.md, section 8): a browser needs a few sockets per tab. */
export const DEFAULT_LIMITS: WebHostLimits = {
  maxSockets: 128,
  maxWebSockets: 32,
  maxWebSocketsPerTab: 4,
  idleMs: 60_000,
  headersMs: 10_000,
  sessionBodyMs: 10_000,
};

export function limitsWith(given: Partial<WebHostLimits> | undefined): WebHostLimits {
  return { ...DEFAULT_LIMITS, ...given };
}

/** The Node http server's own timeouts for these limits (createServer's options). */
export function serverTimeouts(limits: WebHostLimits): {
  headersTimeout: number;
  requestTimeout: number;
  keepAliveTimeout: number;
  connectionsCheckingInterval: number;
} {
  return {
    headersTimeout: limits.headersMs,
    // The whole request; only /session has a body, and it has its own, shorter deadline too.
    requestTimeout: limits.headersMs + limits.sessionBodyMs,
    keepAliveTimeout: Math.min(5_000, limits.idleMs),
    // How often Node looks for requests past those times (30 s by default, longer than they are).
    connectionsCheckingInterval: Math.max(100, Math.min(1_000, Math.floor(limits.headersMs / 4))),
  };
}

/** Counts, times and closes every socket of `server`. */
export function boundSockets(server: Server, limits: WebHostLimits): void {
  server.maxConnections = limits.maxSockets;
  // Idle sockets (HTTP): no 'timeout' listener on the server, so Node destroys them.
  server.timeout = limits.idleMs;
  server.on('connection', (socket: Socket) => {
    // A peer that has closed its side gets ours closed too, not a socket left in CLOSE-WAIT:
    // whatever is still being written has the idle time to go, then the socket is destroyed.
    socket.once('end', () => {
      if (!socket.destroyed) socket.end();
      setTimeout(() => socket.destroy(), limits.idleMs).unref();
    });
  });
}
