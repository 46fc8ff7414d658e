/**
 * One HTTP exchange with the appliance: a timeout on the whole of it, cancellation, the
 * answer read as a stream and cut off at a size limit, the certificate checked on https
 * (certificate.ts). Redirects are not followed: an appliance API does not redirect, and a
 * redirect could carry credentials elsewhere. Nothing here reads or logs credentials: they
 * are in the headers and body the session layer builds.
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { type ApplianceAddress } from './address.js';
import { CheckedAgent, type CertificateInfo, type TlsPolicy } from './certificate.js';
import { ApplianceError, errorFromFailure } from './errors.js';

export const DEFAULT_TIMEOUT_MS = 15_000;
/** Thousands of policies with long rules fit; past that, page (list with pageSize). */
export const DEFAULT_MAX_BODY_BYTES = 16 * 1024 * 1024;

export interface HttpOptions {
  address: ApplianceAddress;
  timeoutMs?: number;
  maxBodyBytes?: number;
  tls?: TlsPolicy;
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

const timeoutError = (): Error => Object.assign(new Error('timeout'), { name: 'TimeoutError' });
const abortError = (): Error => Object.assign(new Error('aborted'), { name: 'AbortError' });

export class ApplianceHttp {
  readonly address: ApplianceAddress;
  readonly timeoutMs: number;
  private readonly maxBodyBytes: number;
  private readonly agent: HttpAgent | CheckedAgent;

  constructor(options: HttpOptions) {
    this.address = options.address;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.agent = this.address.https ? new CheckedAgent(this.address, options.tls ?? {}, this.timeoutMs) : new HttpAgent({ keepAlive: true });
  }

  /** The certificate of the newest https connection; null over http or before any. */
  get certificate(): CertificateInfo | null {
    return this.agent instanceof CheckedAgent ? this.agent.lastCertificate : null;
  }

  /** Drops kept-alive connections. */
  close(): void {
    this.agent.destroy();
  }

  async send(request: HttpRequest, options: SendOptions): Promise<HttpAnswer> {
    try {
      return await this.once(request, options);
    } catch (error) {
      // A kept-alive connection the appliance had just closed: a read is safely sent again,
      // once, on a new connection (Node's advice for reusedSocket). A change is not.
      if ((error as { reusedSocket?: boolean }).reusedSocket && !options.write && !options.signal?.aborted) return this.once(request, options);
      throw error;
    }
  }

  private once(request: HttpRequest, options: SendOptions): Promise<HttpAnswer> {
    const { address } = this;
    return new Promise<HttpAnswer>((resolve, reject) => {
      let sent = false;
      let done = false;
      const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
      if (request.body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(Buffer.byteLength(request.body));
      }
      const send = address.https ? httpsRequest : httpRequest;
      const req = send({
        host: address.hostname,
        port: address.port,
        method: request.method,
        path: address.basePath + request.path,
        headers,
        agent: this.agent,
      });
      let answered = false;
      const fail = (error: unknown): void => {
        if (done) return;
        done = true;
        cleanup();
        const mapped = errorFromFailure(error, { host: address.host, timeoutMs: this.timeoutMs, write: options.write, sent });
        const code = (error as { code?: string }).code;
        if (req.reusedSocket && !answered && (code === 'ECONNRESET' || code === 'EPIPE')) Object.assign(mapped, { reusedSocket: true });
        reject(mapped);
        req.destroy();
      };
      const timer = setTimeout(() => fail(timeoutError()), this.timeoutMs);
      const onAbort = (): void => fail(abortError());
      if (options.signal?.aborted) {
        queueMicrotask(onAbort);
      } else options.signal?.addEventListener('abort', onAbort, { once: true });
      const cleanup = (): void => {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', onAbort);
      };
      req.on('finish', () => (sent = true));
      req.on('error', fail);
      req.on('response', (res: IncomingMessage) => {
        answered = true;
        const length = Number(res.headers['content-length'] ?? '0');
        if (length > this.maxBodyBytes) return fail(this.tooLarge(res.statusCode ?? 0));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > this.maxBodyBytes) fail(this.tooLarge(res.statusCode ?? 0));
          else chunks.push(chunk);
        });
        res.on('error', fail);
        res.on('aborted', () => fail(Object.assign(new Error('aborted'), { code: 'ECONNRESET' })));
        res.on('end', () => {
          if (done) return;
          done = true;
          cleanup();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') });
        });
      });
      req.end(request.body);
    });
  }

  private tooLarge(status: number): ApplianceError {
    return new ApplianceError(
      'malformed',
      `The appliance at ${this.address.host} sent an answer larger than ${Math.round(this.maxBodyBytes / 1024 / 1024)} MiB. Ask for fewer policies at a time.`,
      { status, reason: 'too-large' },
    );
  }
}
