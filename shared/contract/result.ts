/** Every answer over IPC is a Result: the renderer never sees a thrown error. */

/** The closed set of error kinds the renderer knows how to show. */
export const ERROR_KINDS = [
  'validation', // the request was malformed (a bug in the caller, or bad input)
  'auth', // the exchange refused the credentials
  'keychain', // the OS keychain is missing or locked
  'network', // no connection, connection refused, timeout
  'unavailable', // the exchange answered but cannot serve: HTML page, 429, 5xx
  'exchange', // the exchange refused the request (4xx with a reason)
  'malformed', // the exchange answered something that does not match the document
  'not-found', // unknown market, currency, order …
  'locked', // the app is locked; operations that change state are refused
  'declined', // the person declined the confirmation
  'guard', // the withdrawal guard refused it (allow-list, daily limit); the message names the rule
  'unknown-outcome', // a state-changing call timed out: it may or may not have happened
  'cancelled', // the call was cancelled by the app (a newer request replaced it)
  'internal', // a bug: logged in main, shown as such
] as const;

export type ErrorKind = (typeof ERROR_KINDS)[number];

export interface AppErrorData {
  kind: ErrorKind;
  /** A sentence a person understands. */
  message: string;
  /** HTTP status when one came back. */
  status?: number;
  /** The exchange's own words, when it gave any. */
  detail?: string;
  /** The request's field the problem is in, when it is one (the window shows it there). */
  field?: string;
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppErrorData };

/** An error that carries its kind; thrown in main, turned into a Result at the boundary. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly status: number | undefined;
  readonly detail: string | undefined;
  readonly field: string | undefined;
  constructor(kind: ErrorKind, message: string, extra: { status?: number; detail?: string; field?: string; cause?: unknown } = {}) {
    super(message, extra.cause === undefined ? undefined : { cause: extra.cause });
    this.name = 'AppError';
    this.kind = kind;
    this.status = extra.status;
    this.detail = extra.detail;
    this.field = extra.field;
  }
  toData(): AppErrorData {
    const data: AppErrorData = { kind: this.kind, message: this.message };
    if (this.status !== undefined) data.status = this.status;
    if (this.detail !== undefined) data.detail = this.detail;
    if (this.field !== undefined) data.field = this.field;
    return data;
  }
}

export function ok<T>(value: T): Result<T> {
  return { ok: true, value };
}

export function fail(error: AppErrorData): Result<never> {
  return { ok: false, error };
}
