/**
 * Browser mode: the built renderer and the IPC contract served on 127.0.0.1, the contract
 * carried over one WebSocket per window. The core behind it is the same one Electron uses.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ServerFrame } from '../../shared/contract/index.js';
import type { Core, SessionOptions } from '../core/app.js';
import { PaymentTokens } from './payment-tokens.js';
import { allowedHost, allowedOrigin, GATEWAY_PAGE_HEADERS, SECURITY_HEADERS, tokensMatch } from './security.js';
import { sendStatic } from './static.js';

export interface WebHostOptions {
  core: Core;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  port?: number;
  token?: string;
}

export interface WebHost {
  readonly port: number;
  readonly token: string;
  /** What to open: the app with its token in the fragment, which browsers never send. */
  readonly url: string;
  close(): Promise<void>;
}

const MAX_FRAME_BYTES = 1024 * 1024;
/** A window that stops reading must not make the host buffer without end; events are superseded anyway. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

function refuse(socket: Duplex, status: number, text: string): void {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`);
}

function parseFrame(data: string): { id: number; op: string; request: unknown } | null {
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!frame || typeof frame !== 'object') return null;
  const { id, op, request } = frame as Record<string, unknown>;
  if (!Number.isSafeInteger(id) || typeof op !== 'string') return null;
  return { id: id as number, op, request };
}

export async function startWebHost(options: WebHostOptions): Promise<WebHost> {
  const token = options.token ?? randomBytes(32).toString('base64url');
  const { core } = options;
  let port = 0;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const payments = new PaymentTokens();
  // The core's payment windows are, here, a second tab: its own token, the gateway kind only.
  core.services.paymentWindows.open = async (ticket) => {
    const paymentToken = payments.issue(ticket);
    return { opened: 'tab', url: `http://127.0.0.1:${port}/gateway.html#token=${paymentToken}` };
  };

  const server: Server = createServer((request, response) => {
    if (!allowedHost(request.headers.host, port)) {
      response.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request');
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed');
      return;
    }
    const gatewayPage = new URL(request.url ?? '/', 'http://127.0.0.1').pathname === '/gateway.html';
    void sendStatic(options.rendererDir, request.url ?? '/', response, gatewayPage ? GATEWAY_PAGE_HEADERS : SECURITY_HEADERS).catch(() => {
      if (!response.headersSent) response.writeHead(500).end();
      else response.destroy();
    });
  });

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/ipc') return refuse(socket, 404, 'Not Found');
    if (!allowedHost(request.headers.host, port) || !allowedOrigin(request.headers.origin, port)) {
      return refuse(socket, 403, 'Forbidden');
    }
    const given = url.searchParams.get('token');
    if (tokensMatch(token, given)) return sockets.handleUpgrade(request, socket, head, (ws) => serve(ws, { kind: 'main' }));
    const ticket = payments.ticketOf(given);
    if (!ticket) return refuse(socket, 401, 'Unauthorized');
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const untrack = payments.track(() => ws.close(4001, 'Another payment window was opened'));
      ws.on('close', untrack);
      serve(ws, { kind: 'gateway', ticket });
    });
  });

  function serve(ws: WebSocket, kind: SessionOptions): void {
    const send = (frame: ServerFrame): void => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(frame));
    };
    const session = core.openSession((event, payload) => {
      if (ws.bufferedAmount > MAX_BUFFERED_BYTES) return;
      send({ event, payload });
    }, kind);
    ws.on('message', (data, isBinary) => {
      const frame = isBinary ? null : parseFrame(String(data));
      if (!frame) {
        ws.close(1003, 'Malformed frame');
        return;
      }
      void core.handle(frame.op, frame.request, session).then((result) => send({ id: frame.id, result }));
    });
    ws.on('close', () => core.closeSession(session));
    ws.on('error', () => ws.terminate());
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  port = (server.address() as { port: number }).port;

  return {
    port,
    token,
    url: `http://127.0.0.1:${port}/#token=${token}`,
    async close() {
      payments.revoke();
      core.services.paymentWindows.open = null;
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
