/**
 * Who may talk to the demo appliance, as the real family decides it (FACTS.md): a session
 * cookie from `POST …/config/login`, or the user and password on each request (the family's
 * X-NITRO-USER / X-NITRO-PASS headers, or HTTP Basic unless turned off). A session ends after
 * its idle timeout; every request made with it starts the timeout again.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';
import { badCredentials, invalidArgument, missingArgument, sessionExpired } from './envelope.js';

export const SESSION_COOKIE = 'NITRO_AUTH_TOKEN';
export const USER_HEADER = 'x-nitro-user';
export const PASS_HEADER = 'x-nitro-pass';
/** The family's default idle timeout. */
export const SESSION_MS_DEFAULT = 30 * 60 * 1000;
/** The longest `timeout` a login may ask for, in seconds (a demo choice: one day). */
export const MAX_LOGIN_TIMEOUT_S = 86_400;

export interface SessionsOptions {
  user: string;
  password: string;
  /** Idle timeout of a session whose login gave none. */
  sessionMs?: number;
  /** HTTP Basic accepted (the family's default); false ignores an Authorization header. */
  basicAuth?: boolean;
  now?: () => number;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, 'utf8');
  const y = Buffer.from(b, 'utf8');
  return x.length === y.length && timingSafeEqual(x, y);
}

function cookie(headers: IncomingHttpHeaders, name: string): string | undefined {
  for (const part of (headers.cookie ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export class Sessions {
  private readonly live = new Map<string, { idleMs: number; expiresAt: number }>();
  private readonly sessionMs: number;
  private readonly basicAuth: boolean;
  private readonly now: () => number;

  constructor(private readonly options: SessionsOptions) {
    this.sessionMs = options.sessionMs ?? SESSION_MS_DEFAULT;
    this.basicAuth = options.basicAuth ?? true;
    this.now = options.now ?? Date.now;
  }

  get count(): number {
    return this.live.size;
  }

  private matches(user: string, password: string): boolean {
    // Both compared, always: the time taken does not tell which one was wrong.
    const userOk = sameText(user, this.options.user);
    const passwordOk = sameText(password, this.options.password);
    return userOk && passwordOk;
  }

  /** `{"login":{"username","password","timeout"?}}` (already parsed); answers the new token. */
  login(login: Record<string, unknown>): string {
    const { username, password, timeout } = login;
    if (username === undefined) throw missingArgument('username');
    if (password === undefined) throw missingArgument('password');
    if (typeof username !== 'string') throw invalidArgument('username');
    if (typeof password !== 'string') throw invalidArgument('password');
    let idleMs = this.sessionMs;
    if (timeout !== undefined) {
      if (typeof timeout !== 'number' || !Number.isInteger(timeout) || timeout < 1 || timeout > MAX_LOGIN_TIMEOUT_S) throw invalidArgument('timeout');
      idleMs = timeout * 1000;
    }
    if (!this.matches(username, password)) throw badCredentials();
    const now = this.now();
    // Sessions nobody used again are dropped here, so a long demo run does not collect them.
    for (const [old, session] of this.live) if (now >= session.expiresAt) this.live.delete(old);
    const token = randomBytes(24).toString('hex');
    this.live.set(token, { idleMs, expiresAt: now + idleMs });
    return token;
  }

  /** Ends the session of the request's cookie; a request without a live one is refused. */
  logout(headers: IncomingHttpHeaders): void {
    const token = cookie(headers, SESSION_COOKIE);
    if (token === undefined || !this.touch(token)) throw sessionExpired();
    this.live.delete(token);
  }

  /** Throws the family's refusal unless the request may go on. */
  authenticate(headers: IncomingHttpHeaders): void {
    const token = cookie(headers, SESSION_COOKIE);
    if (token !== undefined) {
      if (!this.touch(token)) throw sessionExpired();
      return;
    }
    const user = header(headers, USER_HEADER);
    const pass = header(headers, PASS_HEADER);
    if (user !== undefined || pass !== undefined) {
      if (!this.matches(user ?? '', pass ?? '')) throw badCredentials();
      return;
    }
    const authorization = header(headers, 'authorization');
    if (this.basicAuth && authorization && /^basic /i.test(authorization)) {
      const decoded = Buffer.from(authorization.slice(6).trim(), 'base64').toString('utf8');
      const colon = decoded.indexOf(':');
      if (colon < 0 || !this.matches(decoded.slice(0, colon), decoded.slice(colon + 1))) throw badCredentials();
      return;
    }
    // No credentials at all: the family answers as for a session that is gone.
    throw sessionExpired();
  }

  /** Every session ends now (tests: an expiry without waiting). */
  expireAll(): void {
    this.live.clear();
  }

  private touch(token: string): boolean {
    const session = this.live.get(token);
    if (!session) return false;
    const now = this.now();
    if (now >= session.expiresAt) {
      this.live.delete(token);
      return false;
    }
    session.expiresAt = now + session.idleMs;
    return true;
  }
}
