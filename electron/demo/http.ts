/**
 * Small HTTP plumbing shared by the three demo servers: an answer value, writing it, reading
 * a bounded body, and listening on 127.0.0.1 only (the demo never faces the network).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { stringifyJson } from '../../shared/json/lossless.js';

export interface Answer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

export const HOST = '127.0.0.1';

export function json(status: number, value: unknown, headers: Record<string, string> = {}): Answer {
  return { status, body: stringifyJson(value), headers: { 'content-type': 'application/json; charset=utf-8', ...headers } };
}

/** The one error body shape of every demo server: see docs/demo-servers.md. */
export function failure(status: number, message: string, headers: Record<string, string> = {}): Answer {
  return json(status, { success: false, message }, headers);
}

export function send(res: ServerResponse, answer: Answer): void {
  res.writeHead(answer.status, { 'cache-control': 'no-store', ...answer.headers, 'content-length': Buffer.byteLength(answer.body) });
  res.end(answer.body);
}

/**
 * A request body over its limit. `drained`: the rest of it was read and thrown away, so the
 * 413 reaches a client still sending; otherwise (past DRAIN_LIMIT, or announced larger than
 * it) the answer closes the connection and a client still writing may see it reset.
 */
export class BodyTooLarge extends Error {
  constructor(
    readonly limit: number,
    readonly drained: boolean,
  ) {
    super(`Request body larger than ${limit} bytes`);
  }
}

/** How much of an over-limit body is read and discarded so that the 413 can be read. */
export const DRAIN_LIMIT = 8 * 1024 * 1024;

/**
 * The body as text, at most `limit` bytes. Over it, nothing more is kept: the rest is read
 * and dropped (up to DRAIN_LIMIT) and BodyTooLarge comes once it has all arrived. Destroying
 * the request at once would reset the connection before the client could read any answer.
 */
export function readBody(req: IncomingMessage, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length'] ?? '0');
    if (declared > DRAIN_LIMIT) {
      req.pause();
      return reject(new BodyTooLarge(limit, false));
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    const onData = (chunk: Buffer): void => {
      size += chunk.length;
      if (over || size > limit) {
        over = true;
        chunks.length = 0;
        if (size > DRAIN_LIMIT) {
          req.off('data', onData);
          req.pause();
          reject(new BodyTooLarge(limit, false));
        }
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => (over ? reject(new BodyTooLarge(limit, true)) : resolve(Buffer.concat(chunks).toString('utf8'))));
    req.on('error', reject);
  });
}

/** The headers a refusal of an over-limit body adds: close the connection when the rest was not read. */
export function tooLargeHeaders(error: BodyTooLarge): Record<string, string> {
  return error.drained ? {} : { connection: 'close' };
}

/** Listens on 127.0.0.1; answers the port actually bound (port 0 = a free one). */
export function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error): void => reject(error);
    server.once('error', onError);
    server.listen(port, HOST, () => {
      server.off('error', onError);
      resolve((server.address() as { port: number }).port);
    });
  });
}

/** Stops listening and drops open connections, so clients see the server gone at once. */
export async function shut(server: Server): Promise<void> {
  if (!server.listening) return;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  // A client in this same process (tests, the web host) must get a turn to see its kept-alive
  // sockets closed; else a start() right after hands it a dead socket to send on. Under load
  // the timer alone can fire before the loop has polled the closes; setImmediate runs only
  // after a poll phase, so both together guarantee that turn.
  await new Promise((resolve) => setTimeout(resolve, 20));
  await new Promise((resolve) => setImmediate(resolve));
}

/**
 * A server whose every request gets `answer`, failures included, as JSON. An answer of null
 * closes the connection without a response: what a client sees when a server or the network
 * in between drops it (the demo exchange's injected faults).
 */
export function jsonServer(answer: (req: IncomingMessage, body: string) => Answer | null | Promise<Answer | null>): Server {
  return createServer((req, res) => {
    readBody(req)
      .then((body) => answer(req, body))
      .then(
        (a) => (a ? send(res, a) : res.socket?.destroy()),
        (error: unknown) =>
          send(
            res,
            error instanceof BodyTooLarge
              ? failure(413, `Request body too large: at most ${error.limit} bytes`, tooLargeHeaders(error))
              : failure(500, 'Internal error'),
          ),
      );
  });
}
