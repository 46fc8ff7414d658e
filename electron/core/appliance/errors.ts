/**
 * What the appliance (or the network on the way) did, as one of the contract's error kinds
 * with a sentence a person understands, keeping the appliance's own errorcode and message. The
 * window puts the code after the sentence as "(appliance code N)" (shared/words/errors.ts); no
 * message says a bare "errorcode".
 * The errorcodes are the real family's (FACTS.md): 258 no such resource, 273 already
 * exists, 354 bad credentials, 444 session expired, 1240 not supported here.
 */
import { AppError, type ApplianceErrorData, type ApplianceReason, type ErrorKind } from '../../../shared/contract/index.js';
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

const UNSUPPORTED: Partial<Record<ApplianceOperation, string>> = {
  enable: 'This appliance does not support enabling authorization policies.',
  disable: 'This appliance does not support disabling authorization policies.',
  unset: 'This appliance does not support unsetting fields of authorization policies.',
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
  const at = `The appliance at ${context.host}`;
  if (!looksLikeJson(contentType, text)) {
    // A proxy, a login portal or a web server in front: not the appliance's API answering.
    return new ApplianceError('unavailable', `${at} answered with a web page instead of data (HTTP ${status}). Check the address; the appliance may be behind a proxy or under maintenance.`, {
      status,
    });
  }
  const { errorcode, message } = readErrorBody(text);
  const extra = { status, errorcode, applianceMessage: message };
  // A read names no policy: what it refused is the query (a filter or field it does not take).
  // Never the name itself: it is what the window sent, and no message repeats that (a bulk
  // answer pairs each error with its name for the window to show).
  const policy = (name: string | undefined): string =>
    name === undefined && (context.operation === 'list' || context.operation === 'count') ? 'the query' : 'this authorization policy';
  switch (errorcode) {
    case ERRORCODE.NO_SUCH_RESOURCE:
      return new ApplianceError(
        'not-found',
        context.name !== undefined
          ? 'The appliance has no authorization policy of that name.'
          : `${at} has no authorization policy resource at this address. Check the address and the path prefix.`,
        { ...extra, reason: 'not-found' },
      );
    case ERRORCODE.ALREADY_EXISTS:
      return new ApplianceError('validation', 'An authorization policy of that name already exists. Choose another name.', { ...extra, reason: 'exists' });
    case ERRORCODE.BAD_CREDENTIALS:
      return new ApplianceError('auth', `${at} refused the user name or password.`, { ...extra, reason: 'bad-credentials' });
    case ERRORCODE.SESSION_EXPIRED:
      return new ApplianceError(
        'auth',
        context.session
          ? `${at} ended the session, and signing in again did not help.`
          : `${at} did not accept the credentials sent with the request (it asks for a session).`,
        { ...extra, reason: 'session-expired' },
      );
    case ERRORCODE.NOT_SUPPORTED:
      return new ApplianceError('exchange', UNSUPPORTED[context.operation] ?? `This appliance does not support this operation on ${policy(context.name)}.`, {
        ...extra,
        reason: 'unsupported',
      });
  }
  // The appliance's words only when they read as a sentence (shared/words/server.ts); they stay whole in `detail`.
  const words = serverWords(message);
  const said = words ? `: ${words}` : '.';
  if (status === 429 || (status >= 500 && status !== 599)) {
    return new ApplianceError('unavailable', `${at} is having trouble (HTTP ${status})${said}`, extra);
  }
  if (status === 401 || status === 403) return new ApplianceError('auth', `${at} refused the credentials${said}`, { ...extra, reason: 'bad-credentials' });
  if (status === 404) return new ApplianceError('not-found', `${at} does not know this${said}`, { ...extra, reason: 'not-found' });
  if (status === 400 || status === 413) {
    // The request itself: a value the appliance does not take, or a field it does not know.
    return new ApplianceError('validation', `${at} refused ${policy(context.name)}${said}`, { ...extra, reason: 'invalid' });
  }
  if (status === 599 && errorcode !== undefined && INVALID_VALUE_CODES.has(errorcode)) {
    return new ApplianceError('validation', `${at} refused ${policy(context.name)}${said}`, { ...extra, reason: 'invalid' });
  }
  return new ApplianceError('exchange', `${at} refused the request${said}`, { ...extra, reason: 'refused' });
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
  const at = `the appliance at ${context.host}`;
  if (e?.name === 'AbortError') return new ApplianceError('cancelled', 'The request was cancelled.', { cause: error });
  // A change that went out and got no answer may have been made: say so rather than "failed".
  if (context.write && context.sent) {
    const why = e?.name === 'TimeoutError' ? `did not answer within ${Math.round(context.timeoutMs / 1000)} s` : 'closed the connection without an answer';
    return new ApplianceError('unknown-outcome', `The change was sent, but ${at} ${why}. Reload the list to see whether it was made.`, { cause: error });
  }
  if (e?.name === 'TimeoutError') return new ApplianceError('network', `${capital(at)} did not answer within ${Math.round(context.timeoutMs / 1000)} s.`, { cause: error });
  const code = e?.code;
  const why =
    code === 'ECONNREFUSED'
      ? 'the connection was refused'
      : code === 'ENOTFOUND' || code === 'EAI_AGAIN'
        ? 'the address could not be found'
        : code === 'ECONNRESET' || code === 'EPIPE'
          ? 'the connection was dropped'
          : code === 'EHOSTUNREACH' || code === 'ENETUNREACH'
            ? 'the network has no way to it'
            : code?.startsWith('ERR_TLS') || code?.startsWith('ERR_SSL') || code?.includes('CERT')
              ? 'the secure connection could not be set up'
              : 'the network failed';
  return new ApplianceError('network', `Cannot reach ${at}: ${why}.`, { cause: error });
}

function capital(text: string): string {
  return text[0]!.toUpperCase() + text.slice(1);
}
