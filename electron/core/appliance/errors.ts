/**
 * What the appliance (or the network on the way) did, as one of the contract's error kinds
 * with a sentence a person understands, keeping the appliance's own errorcode and message. The
 * window puts the code after the sentence as "(appliance code N)" (shared/words/errors.ts); no
 * message says a bare "errorcode".
 * The errorcodes are the real family's (FACTS.md): 258 no such resource, 273 already
 * exists, 354 bad credentials, 444 session expired, 1240 not supported here.
 */
import { AppError, type ApplianceErrorData, type ApplianceReason, type ErrorKind } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { serverWords } from '../../../shared/words/index.js';

export const ERRORCODE = {
  NO_SUCH_RESOURCE: 258,
  ALREADY_EXISTS: 273,
  BAD_CREDENTIALS: 354,
  SESSION_EXPIRED: 444,
  NOT_SUPPORTED: 1240,
} as const;

export type ApplianceOperation = 'list' | 'count' | 'get' | 'add' | 'update' | 'delete' | 'enable' | 'disable' | 'rename' | 'unset' | 'login' | 'logout';

// The reason and the extra error fields are the contract's (shared/contract/appliance.ts): they travel to the renderer.
export type { ApplianceErrorData, ApplianceReason };

export class ApplianceError extends AppError {
  readonly reason: ApplianceReason | undefined;
  readonly errorcode: number | undefined;
  /** The appliance's own message, as it sent it. */
  readonly applianceMessage: string | undefined;
  readonly fingerprint: string | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    extra: {
      reason?: ApplianceReason;
      status?: number;
      errorcode?: number;
      applianceMessage?: string;
      fingerprint?: string;
      detail?: string;
      cause?: unknown;
    } = {},
  ) {
    const detail = extra.detail ?? (extra.errorcode !== undefined ? `appliance code ${extra.errorcode}${extra.applianceMessage ? `: ${extra.applianceMessage}` : ''}` : undefined);
    super(kind, message, { status: extra.status, detail, cause: extra.cause });
    this.name = 'ApplianceError';
    this.reason = extra.reason;
    this.errorcode = extra.errorcode;
    this.applianceMessage = extra.applianceMessage;
    this.fingerprint = extra.fingerprint;
  }

  override toData(): ApplianceErrorData {
    const data: ApplianceErrorData = super.toData();
    if (this.reason !== undefined) data.reason = this.reason;
    if (this.errorcode !== undefined) data.errorcode = this.errorcode;
    if (this.fingerprint !== undefined) data.fingerprint = this.fingerprint;
    return data;
  }
}

/** Which operation failed, on which policy: the words of the message. */
export interface ErrorContext {
  operation: ApplianceOperation;
  host: string;
  name?: string;
  newName?: string;
  /** How the client signs in: a 444 means something else without a session. */
  session?: boolean;
}

const MAX_MESSAGE = 300;

// Message functions, not texts: each is said in the language of the moment it is said.
const UNSUPPORTED: Partial<Record<ApplianceOperation, () => string>> = {
  enable: m.core_appliance_no_enable,
  disable: m.core_appliance_no_disable,
  unset: m.core_appliance_no_unset,
};

/** The family's error body, read defensively: errorcode and message when they are there. */
export function readErrorBody(text: string): { errorcode?: number; message?: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (!parsed || typeof parsed !== 'object') return {};
  const body = parsed as Record<string, unknown>;
  const out: { errorcode?: number; message?: string } = {};
  const code = typeof body.errorcode === 'string' && /^\d+$/.test(body.errorcode) ? Number(body.errorcode) : body.errorcode;
  if (typeof code === 'number' && Number.isSafeInteger(code)) out.errorcode = code;
  if (typeof body.message === 'string' && body.message.trim()) {
    const message = body.message.trim();
    out.message = message.length > MAX_MESSAGE ? `${message.slice(0, MAX_MESSAGE)}…` : message;
  }
  return out;
}

export function looksLikeJson(contentType: string | null | undefined, body: string): boolean {
  if (contentType && /\bjson\b/i.test(contentType)) return true;
  const start = body.trimStart()[0];
  return start === '{' || start === '[';
}

/**
 * An answer that was not a success: an HTTP error status, or 2xx with a nonzero errorcode
 * (`status` is then the 2xx one).
 */
export function errorFromAnswer(status: number, contentType: string | null | undefined, text: string, context: ErrorContext): ApplianceError {
  const { host } = context;
  if (!looksLikeJson(contentType, text)) {
    // A proxy, a login portal or a web server in front: not the appliance's API answering.
    return new ApplianceError('unavailable', m.core_appliance_web_page({ host, status }), { status });
  }
  const { errorcode, message } = readErrorBody(text);
  const extra = { status, errorcode, applianceMessage: message };
  // A read names no policy: what it refused is the query (a filter or field it does not take).
  // Never the name itself: it is what the window sent, and no message repeats that (a bulk
  // answer pairs each error with its name for the window to show).
  const query = context.name === undefined && (context.operation === 'list' || context.operation === 'count');
  switch (errorcode) {
    case ERRORCODE.NO_SUCH_RESOURCE:
      return new ApplianceError('not-found', context.name !== undefined ? m.core_appliance_no_policy() : m.core_appliance_no_resource({ host }), { ...extra, reason: 'not-found' });
    case ERRORCODE.ALREADY_EXISTS:
      return new ApplianceError('validation', m.core_appliance_exists(), { ...extra, reason: 'exists' });
    case ERRORCODE.BAD_CREDENTIALS:
      return new ApplianceError('auth', m.core_appliance_bad_credentials({ host }), { ...extra, reason: 'bad-credentials' });
    case ERRORCODE.SESSION_EXPIRED:
      return new ApplianceError('auth', context.session ? m.core_appliance_session_ended({ host }) : m.core_appliance_wants_session({ host }), { ...extra, reason: 'session-expired' });
    case ERRORCODE.NOT_SUPPORTED: {
      const unsupported = UNSUPPORTED[context.operation]?.() ?? (query ? m.core_appliance_unsupported_query() : m.core_appliance_unsupported_policy());
      return new ApplianceError('exchange', unsupported, { ...extra, reason: 'unsupported' });
    }
  }
  // The appliance's words only when they read as a sentence (shared/words/server.ts); they stay whole in `detail`.
  const said = serverWords(message);
  if (status === 429 || (status >= 500 && status !== 599)) {
    return new ApplianceError('unavailable', said ? m.core_appliance_trouble_said({ host, status, said }) : m.core_appliance_trouble({ host, status }), extra);
  }
  if (status === 401 || status === 403) {
    return new ApplianceError('auth', said ? m.core_appliance_auth_said({ host, said }) : m.core_appliance_auth({ host }), { ...extra, reason: 'bad-credentials' });
  }
  if (status === 404) return new ApplianceError('not-found', said ? m.core_appliance_not_found_said({ host, said }) : m.core_appliance_not_found({ host }), { ...extra, reason: 'not-found' });
  // 400/413: the request itself, a value the appliance does not take or a field it does not know.
  if (status === 400 || status === 413 || (status === 599 && errorcode !== undefined && INVALID_VALUE_CODES.has(errorcode))) {
    const refused = query
      ? said ? m.core_appliance_refused_query_said({ host, said }) : m.core_appliance_refused_query({ host })
      : said ? m.core_appliance_refused_policy_said({ host, said }) : m.core_appliance_refused_policy({ host });
    return new ApplianceError('validation', refused, { ...extra, reason: 'invalid' });
  }
  return new ApplianceError('exchange', said ? m.core_appliance_refused_said({ host, said }) : m.core_appliance_refused({ host }), { ...extra, reason: 'refused' });
}

/**
 * Family errorcodes that say a value was wrong (a name, an action, a rule's syntax or
 * length), so the person can fix it. Others under HTTP 599 are refusals of another kind.
 */
const INVALID_VALUE_CODES = new Set([278, 1075, 1091, 1092, 1093, 2138]);

/** Nothing usable came back: the connection failed, timed out or was cancelled. */
export function errorFromFailure(error: unknown, context: { host: string; timeoutMs: number; write: boolean; sent: boolean }): AppError {
  if (error instanceof AppError) return error;
  const e = error as { name?: string; code?: string; message?: string };
  const { host } = context;
  const seconds = Math.round(context.timeoutMs / 1000);
  if (e?.name === 'AbortError') return new ApplianceError('cancelled', m.core_request_cancelled(), { cause: error });
  // A change that went out and got no answer may have been made: say so rather than "failed".
  if (context.write && context.sent) {
    const said = e?.name === 'TimeoutError' ? m.core_appliance_sent_timeout({ host, seconds }) : m.core_appliance_sent_closed({ host });
    return new ApplianceError('unknown-outcome', said, { cause: error });
  }
  if (e?.name === 'TimeoutError') return new ApplianceError('network', m.core_appliance_timeout({ host, seconds }), { cause: error });
  return new ApplianceError('network', m.core_appliance_unreachable({ host, why: failureReason(e?.code) }), { cause: error });
}

/** Why a connection failed, as a clause that stands after a colon in every language. */
function failureReason(code: string | undefined): string {
  if (code === 'ECONNREFUSED') return m.core_why_refused();
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return m.core_why_not_found();
  if (code === 'ECONNRESET' || code === 'EPIPE') return m.core_why_dropped();
  if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return m.core_why_no_route();
  if (code?.startsWith('ERR_TLS') || code?.startsWith('ERR_SSL') || code?.includes('CERT')) return m.core_why_tls();
  return m.core_why_network();
}
