/**
 * One-shot faults on one path, for tests of what a client does when a single call goes wrong
 * (POST /admin/faults). Unlike an outage, which every /v3 request meets until it is lifted,
 * a fault meets only the next `times` requests to its path and then is gone.
 *
 * `drop-response` is the case clients get wrong (FACTS.md): the request is carried out — a
 * withdrawal made, its balance debited — and then the connection is closed with no answer.
 * `reset` closes it without carrying anything out; `status` and `html` answer an error
 * without carrying anything out; `delay` answers normally, late. `answer` answers exactly the
 * status, content type and body it was given — after carrying the request out when `carryOut`
 * is true: a withdrawal made and then met by a 200 web page, an empty 200, a 204 or JSON of
 * another shape (what a proxy or a changed server may send), or a read answered with data no
 * client should trust (a balance of 1e99999999).
 */
import { STATUS_CODES } from 'node:http';
import { failure, type Answer } from '../../http.js';
import { html } from './outage.js';

export const FAULT_MODES = ['delay', 'status', 'html', 'reset', 'drop-response', 'answer'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];

export interface Fault {
  path: string;
  mode: FaultMode;
  /** The status of `status`, `html` and `answer` answers. */
  status: number;
  /** What `answer` sends: its content type and body (no body with a 204), and whether the request is carried out first. */
  answer?: { contentType: string; body: string; carryOut: boolean };
  /** The wait of `delay`. */
  ms: number;
  /** Seconds sent as `Retry-After` with a `status` or `html` answer (a 429 storm); null: none. */
  retryAfter: number | null;
  /** Requests still to misbehave. */
  times: number;
}

export const FAULT_DEFAULTS = { statusMode: 503, htmlMode: 403, answerMode: 200, answerType: 'application/json; charset=utf-8', ms: 1000, times: 1 } as const;
/** The longest body `answer` sends (a huge number needs only a few bytes). */
export const FAULT_MAX_BODY = 64 * 1024;
export const FAULT_MAX_MS = 60_000;
export const FAULT_MAX_TIMES = 1000;
export const FAULT_MAX_RETRY_AFTER = 3600;

export class Faults {
  private readonly table = new Map<string, Fault>();

  /** Sets the fault of its path, replacing any other. */
  set(fault: Fault): void {
    this.table.set(fault.path, { ...fault });
  }

  /** Removes the fault of one path; answers whether there was one. */
  remove(path: string): boolean {
    return this.table.delete(path);
  }

  /** Removes every fault; answers how many there were. */
  clear(): number {
    const n = this.table.size;
    this.table.clear();
    return n;
  }

  /** The fault the next request to `path` meets, counted down; undefined when there is none. */
  take(path: string): Fault | undefined {
    const f = this.table.get(path);
    if (!f) return undefined;
    if (--f.times === 0) this.table.delete(path);
    return f;
  }
}

type Body = Record<string, unknown>;

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;
const given = (v: unknown): boolean => v !== undefined && v !== null;

/** Paths are matched as the router sees them: without the query and one trailing slash. */
export const faultPath = (path: string): string => (path.length > 1 ? path.replace(/\/$/, '') : path);

/** What POST /admin/faults asks for: a fault to set, or (`times` 0) one path to clear. */
export type FaultRequest = { set: Fault } | { clear: string };

/**
 * The body of POST /admin/faults, or why it is refused. `status` and `ms` are checked when
 * given and used by the modes they belong to; the others ignore them.
 */
export function parseFault(body: Body): FaultRequest | string {
  const { path, mode, status, ms, times, retryAfter, contentType, carryOut } = body;
  if (typeof path !== 'string' || !/^\/[^?#\s]{0,511}$/.test(path)) return 'path must be a request path starting with /, without a query';
  if (/^\/(?:__)?admin(?:\/|$)/.test(path)) return 'faults cannot be set on the admin endpoints';
  if (given(times) && !isInt(times, 0, FAULT_MAX_TIMES)) return `times must be an integer from 0 to ${FAULT_MAX_TIMES}`;
  const count = (times as number | undefined | null) ?? FAULT_DEFAULTS.times;
  if (count === 0) return { clear: faultPath(path) };
  if (!(FAULT_MODES as readonly unknown[]).includes(mode)) return `mode must be one of ${FAULT_MODES.join(', ')}`;
  if (mode === 'answer') {
    if (given(status) && !isInt(status, 200, 599)) return 'status must be an HTTP status from 200 to 599';
  } else if (given(status) && !isInt(status, 400, 599)) return 'status must be an HTTP error status from 400 to 599';
  if (given(contentType) && (typeof contentType !== 'string' || !/^[\x20-\x7e]{0,200}$/.test(contentType))) return 'contentType must be printable text of at most 200 characters';
  if (given(body.body) && (typeof body.body !== 'string' || body.body.length > FAULT_MAX_BODY)) return `body must be text of at most ${FAULT_MAX_BODY} characters`;
  if (given(carryOut) && typeof carryOut !== 'boolean') return 'carryOut must be true or false';
  if (given(ms) && !isInt(ms, 0, FAULT_MAX_MS)) return `ms must be an integer from 0 to ${FAULT_MAX_MS}`;
  if (given(retryAfter) && !isInt(retryAfter, 0, FAULT_MAX_RETRY_AFTER)) return `retryAfter must be an integer number of seconds from 0 to ${FAULT_MAX_RETRY_AFTER}`;
  const m = mode as FaultMode;
  const fallback = m === 'html' ? FAULT_DEFAULTS.htmlMode : m === 'answer' ? FAULT_DEFAULTS.answerMode : FAULT_DEFAULTS.statusMode;
  const set: Fault = { path: faultPath(path), mode: m, status: (status as number | undefined | null) ?? fallback, ms: (ms as number | undefined | null) ?? FAULT_DEFAULTS.ms, retryAfter: (retryAfter as number | undefined | null) ?? null, times: count };
  if (m === 'answer') {
    set.answer = { contentType: (contentType as string | undefined | null) ?? FAULT_DEFAULTS.answerType, body: (body.body as string | undefined | null) ?? '', carryOut: (carryOut as boolean | undefined | null) ?? false };
  }
  return { set };
}

const withRetryAfter = (fault: Fault, answer: Answer): Answer =>
  fault.retryAfter === null ? answer : { ...answer, headers: { ...answer.headers, 'retry-after': String(fault.retryAfter) } };

/**
 * The answer under a fault: null means close the connection without one. `serve` carries the
 * request out and must stay synchronous, so a delayed withdrawal still checks and debits in
 * one step.
 */
export async function underFault(fault: Fault, serve: () => Answer): Promise<Answer | null> {
  switch (fault.mode) {
    case 'delay':
      await new Promise((resolve) => setTimeout(resolve, fault.ms));
      return serve();
    case 'status':
      return withRetryAfter(fault, failure(fault.status, `Injected fault: ${fault.status} ${STATUS_CODES[fault.status] ?? 'Error'}`));
    case 'html':
      return withRetryAfter(fault, html(fault.status, `${fault.status} ${STATUS_CODES[fault.status] ?? 'Error'}`));
    case 'reset':
      return null;
    case 'drop-response':
      serve();
      return null;
    case 'answer': {
      const given = fault.answer!;
      if (given.carryOut) serve();
      const headers: Record<string, string> = given.contentType ? { 'content-type': given.contentType } : {};
      return { status: fault.status, headers, body: fault.status === 204 ? '' : given.body };
    }
  }
}
