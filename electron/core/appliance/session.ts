/**
 * Signing in to the appliance, the family's three ways (FACTS.md): a session (`POST
 * …/config/login` → a cookie, sent until logout), or the user and password on every request
 * in the family's headers, or HTTP Basic. With a session, a 401 with errorcode 444 (the
 * appliance ended it: idle timeout, reboot, another admin) signs in again once and repeats
 * the request once; a second 444 is an error that says so. Repeating is safe for changes too:
 * a 444 means the appliance refused before doing anything.
 *
 * The password is asked for (a function) when it is needed and never kept, logged, or put in
 * an error: errors are built from the appliance's answers only.
 */
import { JsonNumberBoundsError, type JsonValue, parseJson } from '../../../shared/json/lossless.js';
import { envelopeOf } from './envelope.js';
import { ApplianceError, ERRORCODE, errorFromAnswer, type ErrorContext, looksLikeJson, readErrorBody } from './errors.js';
import { type ApplianceHttp, type HttpAnswer, type HttpRequest } from './http.js';

export type ApplianceAuthMode = 'session' | 'headers' | 'basic';

export interface ApplianceCredentials {
  username: string;
  /** Read when signing in (or, without a session, for each request); never stored here. */
  password: () => string | Promise<string>;
}

export interface SessionOptions {
  http: ApplianceHttp;
  /** The API prefix, e.g. /svc/v1 (the document's) or a real appliance's own. */
  prefix: string;
  credentials: ApplianceCredentials;
  mode?: ApplianceAuthMode;
  /** The idle timeout asked for at login, in seconds; the appliance's default without it. */
  loginTimeoutSeconds?: number;
}

export const SESSION_COOKIE = 'NITRO_AUTH_TOKEN';
const USER_HEADER = 'X-NITRO-USER';
const PASS_HEADER = 'X-NITRO-PASS';

/** A call to the resource: what to send, and the words for an error. */
export interface Call {
  request: HttpRequest;
  write: boolean;
  context: Omit<ErrorContext, 'host' | 'session'>;
  signal?: AbortSignal;
}

// Cookie values as RFC 6265 allows them: nothing that could end the header or add another.
const COOKIE_PAIR = /^[!#$%&'()*+\-.0-9:<=>?@A-Z[\]^_`a-z{|}~]+=[!#$%&'()*+\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]*$/;

function headerSafe(text: string, what: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(text)) throw new ApplianceError('validation', `The ${what} contains a control character, which cannot be sent.`, { reason: 'invalid' });
  return text;
}

/** The session cookie from the login answer: the family's cookie, any cookie, or the body's sessionid. */
export function sessionCookie(headers: HttpAnswer['headers'], body: Record<string, unknown>): string | null {
  const pairs = (headers['set-cookie'] ?? []).map((line) => line.split(';')[0]!.trim()).filter((pair) => COOKIE_PAIR.test(pair));
  const own = pairs.find((pair) => pair.startsWith(`${SESSION_COOKIE}=`) && pair.length > SESSION_COOKIE.length + 1);
  if (own) return own;
  const other = pairs.find((pair) => !pair.endsWith('='));
  if (other) return other;
  const id = typeof body.sessionid === 'string' ? `${SESSION_COOKIE}=${body.sessionid}` : '';
  return COOKIE_PAIR.test(id) && id.length > SESSION_COOKIE.length + 1 ? id : null;
}

export class ApplianceSession {
  readonly mode: ApplianceAuthMode;
  private readonly http: ApplianceHttp;
  private readonly prefix: string;
  private readonly credentials: ApplianceCredentials;
  private readonly loginTimeoutSeconds: number | undefined;
  private cookie: string | null = null;
  /** One login at a time: calls that need one while it runs wait for the same. */
  private pending: Promise<string> | null = null;

  constructor(options: SessionOptions) {
    this.http = options.http;
    this.prefix = options.prefix;
    this.credentials = options.credentials;
    this.mode = options.mode ?? 'session';
    this.loginTimeoutSeconds = options.loginTimeoutSeconds;
  }

  get signedIn(): boolean {
    return this.cookie !== null;
  }

  /** host[:port] of the appliance, for messages. */
  get host(): string {
    return this.http.address.host;
  }

  /** Sends the call signed in; answers the parsed body of a success (errorcode 0). */
  async call(call: Call): Promise<JsonValue> {
    if (this.mode !== 'session') return this.check(await this.http.send(await this.withCredentials(call.request), call), call);
    let cookie = await this.login(call.signal);
    let answer = await this.http.send(withCookie(call.request, cookie), call);
    if (isSessionGone(answer)) {
      // Only this session is dropped: a newer one another call made meanwhile is kept.
      if (this.cookie === cookie) this.cookie = null;
      cookie = await this.login(call.signal);
      answer = await this.http.send(withCookie(call.request, cookie), call);
      if (isSessionGone(answer)) this.cookie = null;
    }
    return this.check(answer, call);
  }

  /** Ends the session, if there is one. The appliance having ended it already is fine. */
  async logout(signal?: AbortSignal): Promise<void> {
    const cookie = this.cookie ?? (this.pending ? await this.pending.catch(() => null) : null);
    this.cookie = null;
    if (this.mode !== 'session' || cookie === null) return;
    const answer = await this.http.send(
      withCookie({ method: 'POST', path: `${this.prefix}/config/logout`, body: JSON.stringify({ logout: {} }) }, cookie),
      // Sent again on a dropped kept-alive connection like a read: ending a session twice is harmless.
      { write: false, signal },
    );
    if (isSessionGone(answer)) return;
    this.check(answer, { context: { operation: 'logout' } });
  }

  /** Signs in (the session's cookie), once for all calls waiting at the time. */
  private login(signal?: AbortSignal): Promise<string> {
    if (this.cookie !== null) return Promise.resolve(this.cookie);
    this.pending ??= this.signIn(signal).finally(() => (this.pending = null));
    return this.pending;
  }

  private async signIn(signal?: AbortSignal): Promise<string> {
    const login: Record<string, unknown> = { username: this.credentials.username, password: await this.credentials.password() };
    if (this.loginTimeoutSeconds !== undefined) login.timeout = this.loginTimeoutSeconds;
    const answer = await this.http.send({ method: 'POST', path: `${this.prefix}/config/login`, body: JSON.stringify({ login }) }, { write: false, signal });
    const body = this.check(answer, { context: { operation: 'login' } }) as Record<string, unknown>;
    const cookie = sessionCookie(answer.headers, body);
    if (cookie === null) {
      throw new ApplianceError('malformed', `The appliance at ${this.host} accepted the sign-in but sent no session.`, { status: answer.status });
    }
    this.cookie = cookie;
    return cookie;
  }

  private async withCredentials(request: HttpRequest): Promise<HttpRequest> {
    const user = headerSafe(this.credentials.username, 'user name');
    const password = headerSafe(await this.credentials.password(), 'password');
    if (this.mode === 'headers') return { ...request, headers: { ...request.headers, [USER_HEADER]: user, [PASS_HEADER]: password } };
    if (user.includes(':')) throw new ApplianceError('validation', 'With HTTP Basic the user name cannot contain “:”.', { reason: 'invalid' });
    return { ...request, headers: { ...request.headers, authorization: `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}` } };
  }

  /** A success's parsed body; anything else becomes the appliance's error. */
  private check(answer: HttpAnswer, call: Pick<Call, 'context'>): JsonValue {
    const context: ErrorContext = { ...call.context, host: this.host, session: this.mode === 'session' };
    const contentType = answer.headers['content-type'];
    if (answer.status < 200 || answer.status > 299) throw errorFromAnswer(answer.status, contentType, answer.text, context);
    if (!looksLikeJson(contentType, answer.text)) throw errorFromAnswer(answer.status, contentType, answer.text, context);
    let value: JsonValue;
    try {
      value = parseJson(answer.text);
    } catch (error) {
      const what = error instanceof JsonNumberBoundsError ? 'a number too long or too large to be read' : 'data that is not valid JSON';
      throw new ApplianceError('malformed', `The appliance at ${this.host} sent ${what}.`, { status: answer.status, detail: (error as Error).message });
    }
    const envelope = envelopeOf(value, this.host);
    // Success statuses with a nonzero errorcode are still the appliance saying no.
    if (envelope.errorcode !== 0) throw errorFromAnswer(answer.status, contentType, answer.text, context);
    return value;
  }
}

function withCookie(request: HttpRequest, cookie: string): HttpRequest {
  return { ...request, headers: { ...request.headers, cookie } };
}

function isSessionGone(answer: HttpAnswer): boolean {
  return answer.status === 401 && looksLikeJson(answer.headers['content-type'], answer.text) && readErrorBody(answer.text).errorcode === ERRORCODE.SESSION_EXPIRED;
}
