/**
 * The one request primitive under the exchange's, the payment gateway's and (its TLS aside) the
 * appliance's clients: a deadline on the whole exchange (answer and body), the caller's
 * cancel, no redirects followed, the body read with a size cap, and only to addresses that
 * shared/security/server-address.ts allows. It answers status, headers and text, or throws the
 * raw failure (a TimeoutError, the caller's abort reason, the network's error,
 * BodyTooLargeError, RefusedAddressError): what that means to a person is each protocol's own
 * business, in its errors.ts.
 *
 * One instance, made by the composition root (electron/core/services.ts) and handed to every
 * client, owns the state that must be shared: the keys' pipelined connections (pipelines.ts).
 */
import { type Dispatcher } from 'undici';
import { serverAddressProblem, type ServerAddressProblem } from '../../../shared/security/server-address.js';
import { readCapped } from './body.js';
import { Pipelines, type PipelineFallback } from './pipelines.js';

export { BodyTooLargeError } from './body.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  /** A fetch of one's own (tests record or replay with it); nothing is then pipelined. */
  fetch?: FetchLike;
  /** When a key's pipelined connection keeps breaking, how its reads fall back to one at a time. */
  pipelineFallback?: Partial<PipelineFallback>;
  /** The clock of that rule (tests move it). */
  now?: () => number;
}

export interface HttpRequest {
  method: string;
  /** The whole address, refused unless https or plain http to this computer. */
  url: string;
  headers: Record<string, string>;
  /** The body text exactly as it goes on the wire. */
  body?: string;
}

export interface HttpCall {
  timeoutMs: number;
  maxBodyBytes: number;
  signal?: AbortSignal;
  /**
   * Send through this undici dispatcher (a key's pipelined connection, the appliance's pool with
   * its own TLS check) rather than fetch's pool.
   */
  dispatcher?: Dispatcher;
  /**
   * The caller giving up does not abort the request (on a pipelined connection that would drop
   * every read behind it): the caller is answered at once, and the answer is still read (within
   * the deadline and the size cap) and dropped.
   */
  detachOnAbort?: boolean;
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  text: string;
}

/** The address is not one Satchel talks to (shared/security/server-address.ts). Never carries the address. */
export class RefusedAddressError extends Error {
  override readonly name = 'RefusedAddressError';

  constructor(readonly problem: ServerAddressProblem) {
    super(`Refused address: ${problem}`);
  }
}

const timeoutError = (): Error => Object.assign(new Error('timeout'), { name: 'TimeoutError' });

export class HttpClient {
  readonly pipelines: Pipelines;
  /** False with a fetch of one's own: every request then goes through it. */
  readonly canPipeline: boolean;
  private readonly fetchImpl: FetchLike;

  constructor(options: HttpClientOptions = {}) {
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.canPipeline = options.fetch === undefined;
    this.pipelines = new Pipelines({ fallback: options.pipelineFallback, now: options.now });
  }

  async request(request: HttpRequest, call: HttpCall): Promise<HttpAnswer> {
    const problem = serverAddressProblem(request.url);
    if (problem) throw new RefusedAddressError(problem);
    const { dispatcher } = call;
    // One controller per request, its timer cleared as soon as the answer is in: AbortSignal.timeout
    // and AbortSignal.any would keep every request's signal and closures alive for the whole timeout.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(timeoutError());
    }, call.timeoutMs);
    let onCallerAbort: () => void = () => controller.abort(call.signal!.reason);
    const callerGone = call.detachOnAbort ? new Promise<never>((_resolve, reject) => (onCallerAbort = () => reject(call.signal!.reason))) : undefined;
    void callerGone?.catch(() => undefined);
    if (call.signal?.aborted) onCallerAbort();
    else call.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const signal = controller.signal;
    const exchange = (async () => {
      try {
        const { method, url, headers, body } = request;
        const answer = dispatcher
          ? await requestOn(dispatcher, request, signal)
          : await this.fetchImpl(url, { method, headers, body, signal, redirect: 'error' });
        const declaredLength = Number(answer.headers.get('content-length') ?? '0');
        const text = await readCapped(answer.body, { limit: call.maxBodyBytes, status: answer.status, declaredLength, signal });
        return { status: answer.status, headers: answer.headers, text };
      } finally {
        clearTimeout(timer);
      }
    })();
    void exchange.catch(() => undefined);
    try {
      return await (callerGone ? Promise.race([exchange, callerGone]) : exchange);
    } catch (error) {
      if ((error as Error)?.name === 'BodyTooLargeError') throw error;
      // Our own deadline, whatever shape the abort took on its way out.
      throw timedOut ? timeoutError() : error;
    } finally {
      call.signal?.removeEventListener('abort', onCallerAbort);
    }
  }
}

/**
 * The request on a given connection, its answer as a fetch Response (the body still a stream, so
 * the size cap applies). `fetch` itself would send the body as a stream, which a pipelined
 * connection never writes behind other requests. No redirects are followed, as with
 * `redirect: 'error'`: a 3xx is an answer like any other non-2xx.
 */
async function requestOn(dispatcher: Dispatcher, request: HttpRequest, signal: AbortSignal): Promise<Response> {
  // The path as written, not as URL would rewrite it (dot segments, escapes): a signed call's
  // path is signed as written, and an appliance's names arrive already encoded.
  const afterScheme = request.url.slice(request.url.indexOf('//') + 2);
  const slash = afterScheme.indexOf('/');
  const path = slash === -1 ? '/' : afterScheme.slice(slash);
  const answer = await dispatcher.request({ path, method: request.method as Dispatcher.HttpMethod, headers: request.headers, body: request.body, signal });
  const responseHeaders = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) responseHeaders.append(name, one);
  }
  const status = answer.statusCode;
  if (status < 200 || status > 599) {
    answer.body.destroy();
    throw Object.assign(new Error(`HTTP ${status}`), { cause: { code: 'UND_ERR_SOCKET' } });
  }
  const noBody = status === 204 || status === 205 || status === 304;
  if (noBody) answer.body.destroy();
  // Pulled through the stream's iterator, not Readable.toWeb: Node 20's adapter still enqueues a
  // chunk after the reader cancelled (past the size cap), which throws where no one catches it.
  return new Response(noBody ? null : pulled(answer.body), { status, headers: responseHeaders });
}

function pulled(source: AsyncIterable<Uint8Array>): ReadableStream<Uint8Array> {
  const chunks = source[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await chunks.next();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    async cancel(reason) {
      await chunks.return?.(reason);
    },
  });
}
