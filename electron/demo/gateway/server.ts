/**
 * The demo payment gateway: a real HTTP server on 127.0.0.1 with the document's public API
 * (pre-requests, invoices, the process path) and the pages a payer sees. It works on the demo
 * exchange's deposits only through a GatewayLink (link.ts), in the same process.
 *
 * Checks in front of every route, in order: unknown path 404 → method 405 (with Allow) →
 * content type 415 (application/json for the API, application/x-www-form-urlencoded for form
 * posts) → body over 16 KiB 413 → body not a JSON object / not a form 400 → the route's own.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseJson, JsonNumber, type JsonValue } from '../../../shared/json/lossless.js';
import { listen, send, shut, type Answer } from '../http.js';
import { underFault, type Faults } from '../exchange/admin/faults.js';
import { gatewayError } from './answers.js';
import { Invoices } from './invoices.js';
import { type GatewayLink } from './link.js';
import { refusal, ROUTES, type Audience, type GatewayContext, type Route, type RouteBody } from './routes.js';

export const BODY_LIMIT = 16 * 1024;

export interface DemoGateway {
  readonly url: string;
  readonly port: number;
  /** The invoices made so far (tests read them). */
  readonly invoices: Invoices;
  close(): Promise<void>;
}

export interface DemoGatewayOptions {
  port?: number;
  link: GatewayLink;
  /**
   * One-shot faults on the gateway's API paths (/public-api/…), set through the demo exchange's
   * POST /admin/faults: the demo servers share one table, so one admin token sets them all.
   */
  faults?: Faults;
}

const CONTENT_TYPES: Readonly<Record<'json' | 'form', string>> = { json: 'application/json', form: 'application/x-www-form-urlencoded' };

const mediaType = (value: string | undefined): string => (value ?? '').split(';')[0]!.trim().toLowerCase();

function audienceOf(route: Route | undefined, req: IncomingMessage): Audience {
  if (!route) return 'program';
  if (route.audience !== 'negotiate') return route.audience;
  return /\btext\/html\b/i.test(req.headers.accept ?? '') ? 'person' : 'program';
}

type Read = { ok: true; text: string } | { ok: false };

/** The body within the limit; past it, reading stops keeping data (the rest is drained, not stored). */
function readLimited(req: IncomingMessage): Promise<Read> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        if (!over) resolve({ ok: false });
        over = true;
        chunks.length = 0;
      } else if (!over) chunks.push(chunk);
    });
    req.on('end', () => {
      if (!over) resolve({ ok: true, text: Buffer.concat(chunks).toString('utf8') });
    });
    req.on('error', reject);
  });
}

function parseBody(kind: Route['body'], text: string): RouteBody | null {
  if (kind === 'none') return { kind: 'none' };
  if (kind === 'json') {
    try {
      const value = parseJson(text);
      return value !== null && typeof value === 'object' && !Array.isArray(value) && !(value instanceof JsonNumber) ? { kind: 'json', value: value as Record<string, JsonValue> } : null;
    } catch {
      return null;
    }
  }
  const form = new URLSearchParams(text);
  // A field twice is ambiguous (which amount?): refused rather than guessed.
  const names = [...form.keys()];
  return new Set(names).size === names.length ? { kind: 'form', value: form } : null;
}

export async function startDemoGateway(options: DemoGatewayOptions): Promise<DemoGateway> {
  const invoices = new Invoices();
  let base = '';

  const handle = async (req: IncomingMessage): Promise<Answer | null> => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    // Met before any check, as on the exchange; `serve` carries the request out (an invoice made).
    const fault = path.startsWith('/public-api/') ? options.faults?.take(path) : undefined;
    const serve = await prepare(req, path);
    return fault ? underFault(fault, serve) : serve();
  };

  /** The request checked and its body read; what is left is to carry it out, at once. */
  const prepare = async (req: IncomingMessage, path: string): Promise<() => Answer> => {
    const method = req.method ?? 'GET';
    let params: string[] = [];
    const route = ROUTES.find((r) => {
      const m = r.pattern.exec(path);
      if (m) params = m.slice(1).map((p) => p ?? '');
      return m !== null;
    });
    const audience = audienceOf(route, req);
    if (!route) return () => gatewayError(404, `Unknown path: ${path}`);
    const allowed = route.method === 'GET' ? ['GET', 'HEAD'] : ['POST'];
    if (!allowed.includes(method)) return () => refusal(audience, 405, `Method ${method} is not allowed on ${path}`, {}, { allow: allowed.join(', ') });
    if (route.body !== 'none' && mediaType(req.headers['content-type']) !== CONTENT_TYPES[route.body]) {
      const expected = CONTENT_TYPES[route.body];
      return () => refusal(audience, 415, `content-type must be ${expected}`);
    }
    const declared = Number(req.headers['content-length'] ?? 0);
    const read = declared > BODY_LIMIT ? { ok: false as const } : await readLimited(req);
    if (!read.ok) return () => refusal(audience, 413, `The body is larger than ${BODY_LIMIT} bytes`, {}, { connection: 'close' });
    const body = parseBody(route.body, read.text);
    if (!body) return () => refusal(audience, 400, route.body === 'json' ? 'The body must be a JSON object' : 'The body must be a form with each field once');
    // The clock read when it is carried out (after a fault's delay, say).
    return () => {
      const ctx: GatewayContext = { base, link: options.link, invoices, nowMs: Date.now() };
      return route.handle(ctx, params, body, audience);
    };
  };

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    handle(req).then(
      (answer) => {
        // A fault that closes the connection without an answer (reset, drop-response).
        if (answer === null) return void res.socket?.destroy();
        send(res, answer);
        // What was not read of a refused body is drained, so the answer is not cut short.
        req.resume();
      },
      () => send(res, gatewayError(500, 'Internal error')),
    );
  });
  const port = await listen(server, options.port ?? 0);
  base = `http://127.0.0.1:${port}`;
  return { url: base, port, invoices, close: () => shut(server) };
}
