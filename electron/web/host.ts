/**
 * Browser mode: the built renderer and the IPC contract served on 127.0.0.1, the contract
 * carried over one WebSocket per window. The core behind it is the same one Electron uses.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ServerFrame } from '../../shared/contract/index.js';
import type { Core, SessionOptions } from '../core/app.js';
import { PaymentTokens } from './payment-tokens.js';
import type { BrowserShell } from './shell-ports.js';
import { readFileSync, writeFileSync } from 'node:fs';
import { cookieValues, TabSessions, type KeptTabs } from './tab-sessions.js';
import { allowedHost, allowedOrigin, GATEWAY_PAGE_HEADERS, SECURITY_HEADERS, tokensMatch } from './security.js';
import { LINK_KEY_HEADER } from './running-host.js';
import type { StartData } from '../../shared/start/start-data.js';
import { loadStartPageRenderer, renderedIndex, sameLists, type RenderStartPage } from './start-page.js';
import { sendStatic } from './static.js';
import { boundSockets, limitsWith, serverTimeouts, type WebHostLimits } from './limits.js';

export interface WebHostOptions {
  core: Core;
  /**
   * The browser-mode shell the core was made with (shell-ports.ts): its payment tabs are served
   * here. Without it (a core made without ports) no payment tab can open.
   */
  shell?: BrowserShell;
  /** The built renderer (out/renderer). */
  rendererDir: string;
  /** The port to listen on; 0 (the default) for a free one. */
  port?: number;
  /** A port to use when it is free (the last run's, running-host.ts); a free one when it is taken. */
  portIfFree?: number;
  token?: string;
  /**
   * Lets a second start on the same folder get a new one-time link (POST /link, with `key`);
   * `open` opens the browser on another one when that start asks for it.
   */
  linkRequests?: { key: string; open(): void };
  /**
   * The start page's renderer (out/renderer-server/server.js): `GET /` then carries the Markets
   * view already drawn (start-page.ts). Without it, or when it fails, index.html goes as it is.
   */
  startPageRenderer?: string;
  /**
   * Where the app's tab sessions are kept (as hashes) so an open tab reconnects after a restart
   * on the same port; in memory only without it.
   */
  tabSessionsFile?: string;
  /** Bounds on sockets and times (limits.ts); the production values unless a test makes them small. */
  limits?: Partial<WebHostLimits>;
}

export interface WebHost {
  readonly port: number;
  readonly token: string;
  /**
   * What to print: the app with the run's token in the fragment, which browsers never send. It
   * opens Satchel once, as every link does (tab-sessions.ts).
   */
  readonly url: string;
  /** A link that opens the app once; `spent` is called when it is used (or refused as too late). */
  oneTimeUrl(spent?: () => void): string;
  /** The sockets open on the host now (HTTP and WebSocket alike), for tests. */
  openSockets(): Promise<number>;
  close(): Promise<void>;
}

const MAX_FRAME_BYTES = 1024 * 1024;
/**
 * How long the page may wait for lists that are not fresh (start-page.ts): the demo exchange
 * answers well within it; a slow exchange gets the page without its start page instead.
 */
const START_LISTS_WAIT_MS = 150;
const MAX_SESSION_REQUEST_BYTES = 1024;

/** What a tab session opens: the app, or one payment window (its token is checked again at each connection). */
type Tab = { kind: 'main' } | { kind: 'gateway'; paymentToken: string };

export const LINK_REFUSED =
  'This link has been used already, or has expired: each link opens Satchel once. For a new one, run the command that started Satchel again (npm start or npm run web): while Satchel runs, that opens it in a new tab and prints a new link.';
/** A window that stops reading must not make the host buffer without end; events are superseded anyway. */
const MAX_BUFFERED_BYTES = 8 * 1024 * 1024;

function keptTabsIn(file: string): KeptTabs<Tab> {
  return {
    load() {
      try {
        const entries = JSON.parse(readFileSync(file, 'utf8')) as unknown;
        if (!Array.isArray(entries)) return [];
        return entries.filter(
          (e): e is [string, string[]] => Array.isArray(e) && typeof e[0] === 'string' && Array.isArray(e[1]) && e[1].every((k: unknown) => typeof k === 'string'),
        );
      } catch {
        return [];
      }
    },
    save(entries) {
      try {
        writeFileSync(file, JSON.stringify(entries), { mode: 0o600 });
      } catch {
        // Not kept: the tabs work for this run.
      }
    },
    keeps: (tab) => tab.kind === 'main',
    revived: { kind: 'main' },
  };
}

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
  const limits = limitsWith(options.limits);
  let port = 0;
  const sockets = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const payments = options.shell?.payments ?? new PaymentTokens();
  const tabs = new TabSessions<Tab>(token, Date.now, options.tabSessionsFile ? keptTabsIn(options.tabSessionsFile) : undefined);
  // Per port: cookies are shared by every port of 127.0.0.1, and two hosts must not overwrite each other's.
  const cookieName = (): string => `satchel-${port}`;
  const linkFor = (linkToken: string): string => `http://127.0.0.1:${port}/#token=${linkToken}`;
  let renderStart: RenderStartPage | null = null;
  if (options.startPageRenderer) {
    const loaded = await loadStartPageRenderer(options.startPageRenderer);
    if ('render' in loaded) renderStart = loaded.render;
    else core.log(`Browser mode draws its start page in the page: ${loaded.problem}.`);
  }

  const server: Server = createServer(serverTimeouts(limits), (request, response) => {
    if (!allowedHost(request.headers.host, port)) {
      response.writeHead(421, { 'content-type': 'text/plain' }).end('Misdirected request');
      return;
    }
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    if (pathname === '/session') {
      exchangeLink(request, response);
      return;
    }
    if (pathname === '/link') {
      newLink(request, response);
      return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain' }).end('Method not allowed');
      return;
    }
    const gatewayPage = pathname === '/gateway.html';
    // HEAD gets the file's headers: drawing a page nobody reads would cost the core its time.
    if (renderStart && request.method === 'GET' && (pathname === '/' || pathname === '/index.html')) {
      sendIndex(response, renderStart).catch(() => failed(response));
      return;
    }
    serveFile(request.url ?? '/', response, gatewayPage ? GATEWAY_PAGE_HEADERS : SECURITY_HEADERS);
  });

  function serveFile(url: string, response: ServerResponse, headers: Record<string, string>): void {
    sendStatic(options.rendererDir, url, response, headers).catch(() => failed(response));
  }

  function failed(response: ServerResponse): void {
    if (!response.headersSent) response.writeHead(500).end();
    else response.destroy();
  }

  /**
   * The app's page with its start page drawn in (start-page.ts), or as it is when that cannot be.
   * Anyone who can reach the port may ask for it, so a page is drawn once per set of lists (the
   * core hands out the same lists while they are fresh) and reused until they change.
   */
  let drawn: { lists: StartData; body: Buffer } | null = null;
  let renderFailureSaid = false;
  async function sendIndex(response: ServerResponse, render: RenderStartPage): Promise<void> {
    const lists = await core.startPageLists(START_LISTS_WAIT_MS);
    let body = lists && drawn && sameLists(drawn.lists, lists) ? drawn.body : null;
    if (lists && !body) {
      const html = await renderedIndex(path.join(options.rendererDir, 'index.html'), render, lists, (message) => {
        if (!renderFailureSaid) core.log(message);
        renderFailureSaid = true;
      });
      if (html !== null) drawn = { lists, body: (body = Buffer.from(html, 'utf8')) };
    }
    if (!body) return serveFile('/', response, SECURITY_HEADERS);
    response.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/html; charset=utf-8',
      'content-length': String(body.length),
      'cache-control': 'no-store',
    });
    response.end(body);
  }

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== '/ipc') return refuse(socket, 404, 'Not Found');
    if (!allowedHost(request.headers.host, port) || !allowedOrigin(request.headers.origin, port)) {
      return refuse(socket, 403, 'Forbidden');
    }
    // Both halves of a tab session: the tab's key in the address, the browser's cookie in its header.
    const key = url.searchParams.get('tab');
    const tab = tabs.find(cookieValues(request.headers.cookie, cookieName()), key);
    if (!tab || !key) return refuse(socket, 401, 'Unauthorized');
    if (sockets.clients.size >= limits.maxWebSockets) return refuse(socket, 503, 'Service Unavailable');
    if (tab.kind === 'main') return sockets.handleUpgrade(request, socket, head, (ws) => serve(ws, key, { kind: 'main' }));
    // A payment window's: only while its payment token is the current one (a newer window ends it).
    const ticket = payments.ticketOf(tab.paymentToken);
    if (!ticket) return refuse(socket, 401, 'Unauthorized');
    sockets.handleUpgrade(request, socket, head, (ws) => {
      const untrack = payments.track(() => ws.close(4001, 'Another payment window was opened'));
      ws.on('close', untrack);
      serve(ws, key, { kind: 'gateway', ticket });
    });
  });

  /** Each tab's WebSockets, oldest first: a tab keeps at most limits.maxWebSocketsPerTab. */
  const socketsOfTab = new Map<string, WebSocket[]>();
  function keepForTab(key: string, ws: WebSocket): void {
    const list = socketsOfTab.get(key) ?? [];
    list.push(ws);
    socketsOfTab.set(key, list);
    while (list.length > limits.maxWebSocketsPerTab) list.shift()!.terminate();
    ws.on('close', () => {
      const at = list.indexOf(ws);
      if (at >= 0) list.splice(at, 1);
      if (list.length === 0 && socketsOfTab.get(key) === list) socketsOfTab.delete(key);
    });
  }

  const answer = (response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void => {
    response.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers }).end(JSON.stringify(body));
  };

  /**
   * A small JSON body (at most 1 KB, within limits.sessionBodyMs), handed to `then` parsed (null
   * when it is not JSON); the refusals are answered here.
   */
  function readSmallJson(request: IncomingMessage, response: ServerResponse, then: (body: unknown) => void): void {
    if (request.method !== 'POST') return answer(response, 405, { error: 'Method not allowed' }, { allow: 'POST' });
    if (!/^application\/json\b/.test(request.headers['content-type'] ?? '')) return answer(response, 415, { error: 'Send JSON.' });
    let body = '';
    let done = false;
    // A body trickled in (or never finished) must not hold the socket: answered, then closed.
    const deadline = setTimeout(() => {
      done = true;
      if (!response.headersSent) answer(response, 408, { error: 'Too slow' }, { connection: 'close' });
      request.socket.destroySoon();
    }, limits.sessionBodyMs);
    request.on('close', () => clearTimeout(deadline));
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > MAX_SESSION_REQUEST_BYTES && !done) {
        // Answered at once; the rest is read and dropped, and the connection ends after the answer.
        done = true;
        answer(response, 413, { error: 'Too large' }, { connection: 'close' });
      }
      if (done) body = '';
    });
    request.on('end', () => {
      clearTimeout(deadline);
      if (done) return;
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        parsed = null;
      }
      then(parsed);
    });
  }

  /**
   * POST /session {"token": "…"} from the app's own page: a link's token for a tab session
   * (tab-sessions.ts). The answer sets the cookie and gives the tab its key.
   */
  function exchangeLink(request: IncomingMessage, response: ServerResponse): void {
    if (request.method === 'POST' && !allowedOrigin(request.headers.origin, port)) return answer(response, 403, { error: 'Forbidden' });
    readSmallJson(request, response, (body) => {
      const given = body && typeof body === 'object' ? (body as { token?: unknown }).token : undefined;
      if (typeof given !== 'string' || given === '') return answer(response, 400, { error: 'No token was sent.' });
      let tab: Tab | null = null;
      if (tabs.takeLink(given)) tab = { kind: 'main' };
      else if (payments.ticketOf(given)) tab = { kind: 'gateway', paymentToken: given };
      if (!tab) return answer(response, 401, { error: LINK_REFUSED });
      const granted = tabs.open(tabs.known(cookieValues(request.headers.cookie, cookieName())), tab);
      answer(response, 200, { tab: granted.key }, { 'set-cookie': `${cookieName()}=${granted.cookie}; HttpOnly; SameSite=Strict; Path=/` });
    });
  }

  /**
   * POST /link {"open": bool} from a second start on the same user-data folder (running-host.ts),
   * with the key only the folder's owner can read: a new one-time link. Never from a web page
   * (any Origin is refused), never without the key.
   */
  function newLink(request: IncomingMessage, response: ServerResponse): void {
    const requests = options.linkRequests;
    if (!requests || request.headers.origin !== undefined) return answer(response, 403, { error: 'Forbidden' });
    const given = request.headers[LINK_KEY_HEADER];
    if (typeof given !== 'string' || !tokensMatch(requests.key, given)) return answer(response, 403, { error: 'Forbidden' });
    readSmallJson(request, response, (body) => {
      const open = body && typeof body === 'object' ? (body as { open?: unknown }).open === true : false;
      if (open) requests.open();
      answer(response, 200, { url: linkFor(tabs.oneTimeToken()) });
    });
  }

  function serve(ws: WebSocket, key: string, kind: SessionOptions): void {
    keepForTab(key, ws);
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

  boundSockets(server, limits);
  const listen = (at: number): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(at, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
  if (!options.port && options.portIfFree) {
    await listen(options.portIfFree).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EADDRINUSE' && error.code !== 'EACCES') throw error;
      return listen(0);
    });
  } else {
    await listen(options.port ?? 0);
  }
  port = (server.address() as { port: number }).port;
  // The core's payment windows are, here, a second tab at this address (shell-ports.ts).
  options.shell?.serveAt(`http://127.0.0.1:${port}`);

  return {
    port,
    token,
    url: linkFor(token),
    oneTimeUrl: (spent) => linkFor(tabs.oneTimeToken(spent)),
    openSockets: () => new Promise((resolve, reject) => server.getConnections((error, count) => (error ? reject(error) : resolve(count)))),
    async close() {
      payments.revoke();
      tabs.clear();
      options.shell?.serveAt(null);
      for (const ws of sockets.clients) ws.terminate();
      sockets.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
