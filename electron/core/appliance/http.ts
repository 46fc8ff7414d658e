/**
 * One HTTP exchange with the appliance, on the HTTP primitive (electron/core/http/client.ts):
 * a timeout on the whole of it, cancellation, the answer cut off at a size limit, no redirects
 * (an appliance API does not redirect, and a redirect could carry credentials elsewhere). What
 * is the appliance's own: its connections, whose certificate is checked on https
 * (certificate.ts) before anything is sent, and what a failure means for a change that went out.
 * Nothing here reads or logs credentials: they are in the headers and body the session layer builds.
 */
import { type IncomingHttpHeaders } from 'node:http';
import { Dispatcher, Pool } from 'undici';
import { BodyTooLargeError, HttpClient, RefusedAddressError } from '../http/client.js';
import { type ApplianceAddress } from './address.js';
import { checkedConnector, type CertificateInfo, type TlsPolicy } from './certificate.js';
import { ApplianceError, errorFromFailure } from './errors.js';

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Thousands of policies with long rules fit; past that, page (list with pageSize). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface HttpOptions {
  address: ApplianceAddress;
  timeoutMs?: number;
  maxBodyBytes?: number;
  tls?: TlsPolicy;
  /** The app's one HTTP primitive; without it, one of its own. */
  http?: HttpClient;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** From the API prefix on, already percent-encoded, with its query. */
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface HttpAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** A change: if it went out and no answer came, the outcome is unknown (never resent). */
  write: boolean;
}

const abortError = (): Error => Object.assign(new Error('aborted'), { name: 'AbortError' });
/** The connection closed under a request (undici's word for it), as the appliance's errors read it. */
const DROPPED = new Set(['UND_ERR_SOCKET', 'ECONNRESET', 'EPIPE']);

export class ApplianceHttp {
  readonly address: ApplianceAddress;
  readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly http: HttpClient;
  private readonly tls: TlsPolicy;
  private connections: Pool | null = null;
  private lastCertificate: CertificateInfo | null = null;

  constructor(options: HttpOptions) {
    this.address = options.address;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.http = options.http ?? new HttpClient();
    this.tls = options.tls ?? {};
  }

  /** The appliance's connections, made again after close(): a closed client may be used again (it signs in anew). */
  private get pool(): Pool {
    if (!this.connections) {
      const origin = `${this.address.https ? 'https' : 'http'}://${this.address.host}`;
      this.connections = new Pool(origin, {
        // The request's own deadline ends a connection that does not come; undici's would come first.
        connectTimeout: this.timeoutMs * 2,
        ...(this.address.https ? { connect: checkedConnector(this.address, this.tls, this.timeoutMs, (info) => (this.lastCertificate = info)) as never } : {}),
      });
    }
    return this.connections;
  }

  /** The certificate of the newest https connection; null over http or before any. */
  get certificate(): CertificateInfo | null {
    return this.address.https ? this.lastCertificate : null;
  }

  /** Drops kept-alive connections. */
  close(): void {
    const closing = this.connections;
    this.connections = null;
    void closing?.destroy().catch(() => undefined);
  }

  async send(request: HttpRequest, options: SendOptions): Promise<HttpAnswer> {
    try {
      return await this.once(request, options);
    } catch (error) {
      // A kept-alive connection the appliance had just closed: a read is safely sent again,
      // once, on a new connection. A change is not.
      if ((error as { droppedBeforeAnswer?: boolean }).droppedBeforeAnswer && !options.write && !options.signal?.aborted) return this.once(request, options);
      throw error;
    }
  }

  private async once(request: HttpRequest, options: SendOptions): Promise<HttpAnswer> {
    const { address } = this;
    const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
    if (request.body !== undefined) headers['content-type'] = 'application/json';
    const watched = new SentWatch(this.pool);
    try {
      const answer = await this.http.request(
        { method: request.method, url: address.base + request.path, headers, body: request.body },
        { timeoutMs: this.timeoutMs, maxBodyBytes: this.maxBodyBytes, signal: options.signal, dispatcher: watched },
      );
      return { status: answer.status, headers: nodeHeaders(answer.headers), text: answer.text };
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw this.tooLarge(error.status);
      if (error instanceof RefusedAddressError) throw new ApplianceError('validation', 'The appliance address must start with https://.', { reason: 'insecure-address' });
      const named = error as { name?: string; code?: string };
      // The caller's cancel, whatever reason it gave (our own deadline is a TimeoutError).
      const failure = options.signal?.aborted && named?.name !== 'TimeoutError' ? abortError() : asNodeFailure(error);
      const mapped = errorFromFailure(failure, { host: address.host, timeoutMs: this.timeoutMs, write: options.write, sent: watched.sent });
      if (DROPPED.has(named?.code ?? '') && !watched.answered) Object.assign(mapped, { droppedBeforeAnswer: true });
      throw mapped;
    }
  }

  private tooLarge(status: number): ApplianceError {
    return new ApplianceError(
      'malformed',
      `The appliance at ${this.address.host} sent an answer larger than ${Math.round(this.maxBodyBytes / 1024 / 1024)} MiB. Ask for fewer policies at a time.`,
      { status, reason: 'too-large' },
    );
  }
}

/** undici says UND_ERR_SOCKET where Node's http said ECONNRESET: the same "connection was dropped". */
function asNodeFailure(error: unknown): unknown {
  const code = (error as { code?: string })?.code;
  if (code !== 'UND_ERR_SOCKET') return error;
  return Object.assign(new Error('The connection was dropped.', { cause: error }), { code: 'ECONNRESET' });
}

function nodeHeaders(headers: Headers): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of headers) if (name !== 'set-cookie') out[name] = value;
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) out['set-cookie'] = cookies;
  return out;
}

/**
 * Hands the request to the pool and notes whether it was written on a connection (`sent`: a
 * change that went out and got no answer may have been made) and whether an answer began.
 */
class SentWatch extends Dispatcher {
  sent = false;
  answered = false;

  constructor(private readonly pool: Pool) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    const noteSent = (): void => void (this.sent = true);
    const noteAnswer = (): void => void (this.answered = true);
    const watched = new Proxy(handler as object, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== 'function') return value;
        const fn = value as (...args: unknown[]) => unknown;
        if (property === 'onConnect' || property === 'onRequestStart') {
          return (...args: unknown[]) => {
            noteSent();
            return fn.apply(target, args);
          };
        }
        if (property === 'onHeaders' || property === 'onResponseStart') {
          return (...args: unknown[]) => {
            noteAnswer();
            return fn.apply(target, args);
          };
        }
        return fn.bind(target);
      },
    }) as Dispatcher.DispatchHandler;
    return this.pool.dispatch(options, watched);
  }

  override async close(): Promise<void> {}

  override async destroy(): Promise<void> {}
}
