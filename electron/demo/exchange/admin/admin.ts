/**
 * The admin endpoints, so tests and scripts outside the process can steer the demo
 * (DESIGN.md, the admin contract; docs/demo-servers.md): outages, faults on one path, deposits,
 * withdrawal confirmations and transfer codes. Checks in order: unknown path 404 → method 405 → token 401 →
 * body 400 → the endpoint's own 404/409. The token is compared in constant time; it is the
 * only thing standing between a local page and the demo's state.
 */
import { timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';
import { failure, json, type Answer } from '../../http.js';
import { adminCode, adminConfirmCode, type AdminCodesContext } from './admin-codes.js';
import { adminConfirm, adminDeposit, adminObject, type AdminFundsContext } from './admin-funds.js';
import { parseFault, type Faults } from './faults.js';
import type { RequestCounts } from './request-counts.js';
import { OUTAGE_MODES, isOutageMode, type OutageMode } from './outage.js';

export const ADMIN_OUTAGE_PATH = '/__admin/outage';

export interface AdminContext extends AdminFundsContext, AdminCodesContext {
  adminToken: string;
  faults: Faults;
  requests: RequestCounts;
  setOutage(mode: OutageMode): void;
}

interface Endpoint {
  methods: readonly string[];
  handle(ctx: AdminContext, method: string, body: string): Answer;
}

const BAD_BODY = 'The body must be a JSON object';

/** Endpoints that take a JSON object body. */
const withObject =
  (handle: (ctx: AdminContext, body: NonNullable<ReturnType<typeof adminObject>>) => Answer): Endpoint['handle'] =>
  (ctx, _method, text) => {
    const body = adminObject(text);
    return body ? handle(ctx, body) : failure(400, BAD_BODY);
  };

const ENDPOINTS = new Map<string, Endpoint>([
  [ADMIN_OUTAGE_PATH, { methods: ['POST'], handle: outage }],
  ['/admin/deposits', { methods: ['POST'], handle: withObject(adminDeposit) }],
  ['/admin/withdrawals/confirm', { methods: ['POST'], handle: withObject(adminConfirm) }],
  ['/admin/codes', { methods: ['POST'], handle: withObject(adminCode) }],
  ['/admin/codes/confirm', { methods: ['POST'], handle: withObject(adminConfirmCode) }],
  ['/admin/faults', { methods: ['POST', 'DELETE'], handle: faults }],
  ['/admin/requests', { methods: ['GET', 'DELETE'], handle: requests }],
]);

export function isAdminPath(path: string): boolean {
  return path === ADMIN_OUTAGE_PATH || /^\/admin(?:\/|$)/.test(path);
}

function tokenMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function routeAdmin(ctx: AdminContext, method: string, path: string, headers: IncomingHttpHeaders, body: string): Answer {
  const endpoint = ENDPOINTS.get(path);
  if (!endpoint) return failure(404, `Unknown path: ${path}`);
  if (!endpoint.methods.includes(method)) return failure(405, `Method ${method} is not allowed on ${path}`, { allow: endpoint.methods.join(', ') });
  if (!tokenMatches(headers['x-admin-token'], ctx.adminToken)) return failure(401, 'Missing or wrong x-admin-token');
  return endpoint.handle(ctx, method, body);
}

function outage(ctx: AdminContext, _method: string, body: string): Answer {
  let mode: unknown;
  try {
    mode = (JSON.parse(body) as { mode?: unknown } | null)?.mode;
  } catch {
    return failure(400, 'The body must be JSON: {"mode": …}');
  }
  if (!isOutageMode(mode)) return failure(400, `mode must be one of ${OUTAGE_MODES.join(', ')}`);
  ctx.setOutage(mode);
  return json(200, { success: true, mode });
}

/** POST sets (or with times 0 clears) one path's fault; DELETE clears them all. */
function faults(ctx: AdminContext, method: string, text: string): Answer {
  if (method === 'DELETE') return json(200, { success: true, cleared: ctx.faults.clear() });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return failure(400, BAD_BODY);
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return failure(400, BAD_BODY);
  const request = parseFault(body as Record<string, unknown>);
  if (typeof request === 'string') return failure(400, request);
  if ('clear' in request) return json(200, { success: true, path: request.clear, cleared: ctx.faults.remove(request.clear) ? 1 : 0 });
  ctx.faults.set(request.set);
  const { path, mode, status, ms, times, retryAfter } = request.set;
  const extra =
    mode === 'delay'
      ? { ms }
      : mode === 'status' || mode === 'html'
        ? { status, ...(retryAfter === null ? {} : { retryAfter }) }
        : mode === 'answer'
          ? { status, contentType: request.set.answer!.contentType, carryOut: request.set.answer!.carryOut }
          : {};
  return json(200, { success: true, path, mode, times, ...extra });
}

/** GET: how many requests each path has met since the start (or the last DELETE, which clears them). */
function requests(ctx: AdminContext, method: string): Answer {
  if (method === 'DELETE') return json(200, { success: true, cleared: ctx.requests.clear() });
  return json(200, { success: true, requests: ctx.requests.all() });
}
