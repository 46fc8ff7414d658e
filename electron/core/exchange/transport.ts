/**
 * HTTP to the exchange: timeouts, cancellation, exact JSON, errors mapped to the contract's
 * kinds, and retries with backoff — for reads only. A request that changes state is never
 * sent twice by this layer: if it timed out it may have executed (see FACTS.md).
 */
import { Readable } from 'node:stream';
import { Client, Dispatcher } from 'undici';
import { AppError, exchangeBaseUrl } from '../../../shared/contract/index.js';
import { JsonNumberBoundsError, parseJson, type JsonValue } from '../../../shared/json/lossless.js';
import { serverAddressProblem, serverAddressText } from '../../../shared/security/server-address.js';
import { errorFromFailure, errorFromResponse, looksLikeJson, sentValues } from './errors.js';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface TransportOptions {
  baseUrl: string;
  /** Who answers, as messages name it ("the exchange at …", "the payment gateway at …"). */
  party?: string;
  timeoutMs?: number;
  /** Delays before each retry of a read; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  fetch?: FetchLike;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * How many signed reads of one key may be on their way at once, back to back on that key's
   * own HTTP/1.1 connection (default 32). 0, or a `fetch` of one's own, sends each alone.
   */
  pipelining?: number;
  /**
   * A key whose pipelined connection keeps breaking with reads on it (a proxy or server that
   * mishandles pipelining) has its reads sent one at a time for a while: after `breaks` breaks
   * within `windowMs`, for `soloMs` (defaults 3, one minute, five minutes).
   */
  pipelineFallback?: { breaks?: number; windowMs?: number; soloMs?: number };
  /** The clock of that rule (tests move it). */
  now?: () => number;
}

export interface RequestSpec {
  method: 'GET' | 'POST' | 'PUT';
  /** Starts with /v3/ — for signed calls this exact text is what gets signed. */
  path: string;
  headers?: Record<string, string>;
  /** The body text exactly as it goes on the wire (serialized once, by the caller). */
  body?: string;
}

export interface SendOptions {
  /** Only reads may be retried. */
  retry: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /**
   * Runs each attempt — `build()` and the request — inside this wrapper. Signed calls pass
   * their key's lane here, so the nonce is taken and the request sent in one turn, and a retry
   * waits its turn again instead of holding the lane while it backs off.
   */
  inOrder?: <T>(attempt: () => Promise<T>) => Promise<T>;
  /**
   * Signed calls name their key here (with `inOrder`). A read is then written on that key's own
   * connection and its lane released as soon as it is queued there, so the next read's nonce
   * follows it on the same connection without waiting for the answer: requests still arrive in
   * nonce order. A call that changes state (`read: false`) waits in the lane until every earlier
   * read has its answer, and then goes alone.
   */
  pipeline?: { key: string; read: boolean };
}

/** One key's connection to one exchange, and the reads on their way on it. */
interface Pipe {
  client: Client;
  inflight: Set<Promise<void>>;
  /** The transports that use it: closed when the last of them is. */
  users: Set<Transport>;
}

/**
 * By origin and key, shared by every Transport: two clients of one key (one lane) must not
 * pipeline on two connections, or a later nonce could overtake an earlier one.
 */
const pipes = new Map<string, Pipe>();

/** By the same id: when a key's pipelined connection broke lately, and until when its reads go one at a time. */
const pipeHealth = new Map<string, { breaks: number[]; soloUntil: number }>();

export const PIPELINE_FALLBACK = { breaks: 3, windowMs: 60_000, soloMs: 5 * 60_000 } as const;

const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** The longest Retry-After a retry waits out; a longer one fails the read now and is left to the caller (the feed waits it out). */
const MAX_RETRY_AFTER_MS = 10_000;
/** Retry-After is believed up to a day: past that it is nonsense, not a plan. */
const MAX_RETRY_AFTER_BELIEVED_MS = 86_400_000;

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Accepts `https://host`, `https://host/`, `https://host/prefix`, and any of them with `/v3`
 * (every path adds it); plain `http://` only to this computer (shared/security/server-address.ts).
 * The message names the field, never what was typed.
 */
export function normalizeBaseUrl(text: string, party = 'exchange'): string {
  const problem = serverAddressProblem(text);
  if (problem) throw new AppError('validation', serverAddressText(`The ${party} address`, problem));
  const url = new URL(text.trim());
  url.search = '';
  url.hash = '';
  return exchangeBaseUrl(url.toString());
}

export class Transport {
  readonly baseUrl: string;
  readonly host: string;
  readonly party: string;
  private readonly timeoutMs: number;
  private readonly retryDelaysMs: readonly number[];
  private readonly fetchImpl: FetchLike;
  private readonly sleepImpl: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly pipelining: number;
  private readonly origin: string;
  private readonly fallback: { breaks: number; windowMs: number; soloMs: number };
  private readonly now: () => number;

  constructor(options: TransportOptions) {
    this.party = options.party ?? 'exchange';
    this.baseUrl = normalizeBaseUrl(options.baseUrl, this.party);
    this.host = new URL(this.baseUrl).host;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retryDelaysMs = options.retryDelaysMs ?? [300, 1200];
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleepImpl = options.sleep ?? sleep;
    this.pipelining = options.fetch ? 0 : (options.pipelining ?? 32);
    this.origin = new URL(this.baseUrl).origin;
    this.fallback = { ...PIPELINE_FALLBACK, ...options.pipelineFallback };
    this.now = options.now ?? Date.now;
  }

  /**
   * Lets go of the keys' pipelined connections; one no other transport uses is closed (an idle
   * one holds no event-loop reference anyway).
   */
  async close(): Promise<void> {
    const closing: Promise<void>[] = [];
    for (const [id, pipe] of pipes) {
      if (!pipe.users.delete(this) || pipe.users.size > 0) continue;
      pipes.delete(id);
      pipeHealth.delete(id);
      closing.push(pipe.client.destroy().catch(() => undefined));
    }
    await Promise.all(closing);
  }

  private pipeId(key: string): string {
    return `${this.origin} ${key}`;
  }

  private pipe(key: string): Pipe {
    const id = this.pipeId(key);
    let pipe = pipes.get(id);
    if (!pipe || pipe.client.destroyed || pipe.client.closed) {
      const fresh: Pipe = { client: new Client(this.origin, { pipelining: this.pipelining }), inflight: new Set(), users: new Set() };
      // A connection closed with reads still waiting on it is a break; one closed while idle
      // (the server's keep-alive timeout) or on purpose (UND_ERR_INFO) is not.
      fresh.client.on('disconnect', (_origin, _targets, error) => {
        if (fresh.inflight.size > 0 && (error as { code?: string }).code !== 'UND_ERR_INFO') this.noteBreak(id);
      });
      pipe = fresh;
      pipes.set(id, pipe);
    }
    pipe.users.add(this);
    return pipe;
  }

  private noteBreak(id: string): void {
    const now = this.now();
    const health = pipeHealth.get(id) ?? { breaks: [], soloUntil: 0 };
    health.breaks = health.breaks.filter((at) => now - at < this.fallback.windowMs);
    health.breaks.push(now);
    if (health.breaks.length >= this.fallback.breaks) {
      health.soloUntil = now + this.fallback.soloMs;
      health.breaks = [];
    }
    pipeHealth.set(id, health);
  }

  /** True while a key's reads go one at a time because its pipelined connection kept breaking. */
  pipeliningPaused(key: string): boolean {
    const health = pipeHealth.get(this.pipeId(key));
    return health !== undefined && this.now() < health.soloUntil;
  }

  /**
   * Sends a request and returns its parsed JSON. `build` is called for every attempt, so a
   * signed request is signed anew on a retry instead of replaying a used nonce.
   */
  async send(build: () => RequestSpec | Promise<RequestSpec>, options: SendOptions): Promise<JsonValue> {
    const retries = options.retry ? this.retryDelaysMs : [];
    for (let attempt = 0; ; attempt++) {
      try {
        const pipeline = options.inOrder ? options.pipeline : undefined;
        // A read whose key's connection kept breaking goes the plain way: alone, holding the lane until its answer.
        if (pipeline?.read && this.pipelining > 0 && !this.pipeliningPaused(pipeline.key)) return await this.pipelined(build, options, this.pipe(pipeline.key));
        const once = async () => {
          // Everything earlier of this key has its answer before a state-changing call is signed.
          const pipe = pipeline && pipes.get(this.pipeId(pipeline.key));
          while (pipe && pipe.inflight.size > 0) await Promise.all(pipe.inflight);
          return this.once(await build(), options);
        };
        return await (options.inOrder ? options.inOrder(once) : once());
      } catch (error) {
        const retryable = error instanceof AppError && (error.kind === 'network' || error.kind === 'unavailable');
        if (!retryable || attempt >= retries.length || options.signal?.aborted) throw error;
        const retryAfter = (error as AppError & { retryAfterMs?: number }).retryAfterMs;
        // Sending again before the server asked would only be refused again (and be impolite).
        if (retryAfter !== undefined && retryAfter > MAX_RETRY_AFTER_MS) throw error;
        const base = retries[attempt]!;
        const delay = retryAfter !== undefined ? Math.max(base, retryAfter) : base * (0.75 + Math.random() * 0.5);
        await this.sleepImpl(delay, options.signal);
      }
    }
  }

  /**
   * A read in its key's lane: signed, then queued on the key's connection, and the lane released
   * once it is queued (or has failed). The connection writes in queue order, so reads leave, and
   * arrive, in nonce order. The answer is awaited outside the lane.
   */
  private async pipelined(build: () => RequestSpec | Promise<RequestSpec>, options: SendOptions, pipe: Pipe): Promise<JsonValue> {
    let result!: Promise<JsonValue>;
    await options.inOrder!(async () => {
      const spec = await build();
      let queued!: () => void;
      const isQueued = new Promise<void>((resolve) => (queued = resolve));
      result = this.once(spec, options, new QueueOnce(pipe.client, queued));
      const settled = result.then(
        () => undefined,
        () => undefined,
      );
      pipe.inflight.add(settled);
      void settled.then(() => pipe.inflight.delete(settled));
      await Promise.race([isQueued, settled]);
    });
    return result;
  }

  private async once(spec: RequestSpec, options: SendOptions, dispatcher?: Dispatcher): Promise<JsonValue> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    // One controller per request, its timer cleared as soon as the answer is in: AbortSignal.timeout
    // and AbortSignal.any would keep every request's signal and closures alive for the whole timeout.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    }, timeoutMs);
    // A pipelined read the caller gives up on is not aborted: that would drop the key's
    // connection and every read behind it. The caller is answered "cancelled" at once, and the
    // answer is still read (within the timeout and the size limit) and dropped.
    let onCallerAbort: () => void = () => controller.abort(options.signal!.reason);
    const callerGone = dispatcher
      ? new Promise<never>((_resolve, reject) => (onCallerAbort = () => reject(options.signal!.reason)))
      : undefined;
    void callerGone?.catch(() => undefined);
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const signal = controller.signal;
    const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    const exchange = (async () => {
      try {
        const answer = dispatcher
          ? await requestOn(dispatcher, this.baseUrl + spec.path, spec, headers, signal)
          : await this.fetchImpl(this.baseUrl + spec.path, { method: spec.method, headers, body: spec.body, signal, redirect: 'error' });
        return { answer, body: await readText(answer, this.party, this.host, MAX_BODY_BYTES, signal) };
      } finally {
        clearTimeout(timer);
      }
    })();
    void exchange.catch(() => undefined);
    let response: Response;
    let text: string;
    try {
      ({ answer: response, body: text } = await (callerGone ? Promise.race([exchange, callerGone]) : exchange));
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Our own timeout shows up as a TimeoutError; the caller's cancel as an AbortError.
      const reason = timedOut ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error;
      throw errorFromFailure(reason, this.host, timeoutMs, this.party);
    } finally {
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
    const contentType = response.headers.get('content-type');
    if (!response.ok) {
      const error = errorFromResponse(response.status, contentType, text, this.host, this.party, sentValues(spec.path, spec.body));
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      if (retryAfter !== undefined) Object.assign(error, { retryAfterMs: retryAfter });
      throw error;
    }
    if (!looksLikeJson(contentType, text)) {
      throw new AppError(
        'unavailable',
        `The ${this.party} at ${this.host} answered with a web page instead of data. It may be blocked from this network or under maintenance.`,
        { status: response.status },
      );
    }
    try {
      return parseJson(text);
    } catch (error) {
      if (error instanceof JsonNumberBoundsError) {
        throw new AppError('malformed', `The ${this.party} at ${this.host} sent a number too long or too large to be an amount. Satchel did not read the answer.`, {
          status: response.status,
          detail: error.message,
        });
      }
      throw new AppError('malformed', `The ${this.party} at ${this.host} sent data that is not valid JSON.`, {
        status: response.status,
        detail: (error as Error).message,
      });
    }
  }
}

/**
 * The request on a key's connection, its answer as a fetch Response (the body still a stream, so
 * readText's limit applies). `fetch` itself would send the body as a stream, which the
 * connection never writes behind other requests. No redirects are followed, as with
 * `redirect: 'error'`: a 3xx is an answer like any other non-2xx.
 */
async function requestOn(
  dispatcher: Dispatcher,
  url: string,
  spec: RequestSpec,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Response> {
  const { pathname, search } = new URL(url);
  const answer = await dispatcher.request({ path: pathname + search, method: spec.method, headers, body: spec.body, signal });
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
  return new Response(noBody ? null : (Readable.toWeb(answer.body) as ReadableStream<Uint8Array>), { status, headers: responseHeaders });
}

/**
 * Hands one request to a key's connection. It is marked idempotent and not blocking, or the
 * connection would not write it behind others; but when the connection breaks, the connection would write the
 * requests behind the failed one again on a new connection — with nonces already used. This
 * fails such a second write instead ("the connection was dropped"), and the read is signed anew.
 */
class QueueOnce extends Dispatcher {
  constructor(
    private readonly client: Client,
    private readonly queued: () => void,
  ) {
    super();
  }

  override dispatch(options: Dispatcher.DispatchOptions, handler: Dispatcher.DispatchHandler): boolean {
    let writes = 0;
    const dropped = (): Error =>
      Object.assign(new Error('The connection was dropped before the answer.'), { code: 'UND_ERR_SOCKET', cause: { code: 'UND_ERR_SOCKET' } });
    const guarded = new Proxy(handler as object, {
      get(target, property) {
        if (property === 'onConnect') {
          return (abort: (error: Error) => void, context: unknown) => {
            if (++writes > 1) return abort(dropped());
            return (target as { onConnect?: (a: unknown, c: unknown) => unknown }).onConnect?.(abort, context);
          };
        }
        if (property === 'onRequestStart') {
          const start = (target as { onRequestStart?: (c: unknown, x: unknown) => unknown }).onRequestStart;
          if (!start) return undefined;
          return (controller: { abort: (error: Error) => void }, context: unknown) => {
            if (++writes > 1) return controller.abort(dropped());
            return start.call(target, controller, context);
          };
        }
        const value: unknown = Reflect.get(target, property);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    }) as Dispatcher.DispatchHandler;
    try {
      return this.client.dispatch({ ...options, idempotent: true, blocking: false }, guarded);
    } finally {
      this.queued();
    }
  }

  override async close(): Promise<void> {}

  override async destroy(): Promise<void> {}
}

/**
 * The body, read as a stream and cut off at MAX_BODY_BYTES: a content-length alone would not
 * stop an answer sent in chunks without one, and a server (or anything between) that streams
 * without end must not grow the main process by hundreds of MB. Past the limit the stream is
 * cancelled, which closes the connection, and the answer is "malformed".
 */
export async function readText(response: Response, party: string, host: string, limit = MAX_BODY_BYTES, signal?: AbortSignal): Promise<string> {
  const tooLarge = (): AppError =>
    new AppError('malformed', `The ${party} at ${host} sent an answer larger than ${Math.round(limit / 1024 / 1024)} MiB. Satchel stopped reading it.`, {
      status: response.status,
    });
  const length = Number(response.headers.get('content-length') ?? '0');
  if (length > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  // Each read is raced with the request's signal: Node 20's fetch was seen to leave a read
  // pending for good after its signal aborted, on a body that keeps trickling in (one call in
  // ten or so), and a call must end at its timeout whatever the server does.
  let onAbort: (() => void) | undefined;
  const aborted = signal
    ? new Promise<never>((_resolve, reject) => {
        onAbort = () => reject(signal.reason);
        if (signal.aborted) onAbort();
        else signal.addEventListener('abort', onAbort, { once: true });
      })
    : undefined;
  void aborted?.catch(() => undefined);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await (aborted ? Promise.race([reader.read(), aborted]) : reader.read());
      if (done) break;
      size += value.byteLength;
      if (size > limit) {
        await reader.cancel().catch(() => undefined);
        throw tooLarge();
      }
      chunks.push(value);
    }
  } catch (error) {
    // Closes the connection of an answer no one will read to its end.
    if (signal?.aborted) void reader.cancel(signal.reason).catch(() => undefined);
    throw error;
  } finally {
    if (onAbort) signal!.removeEventListener('abort', onAbort);
  }
  // As response.text() would: UTF-8, a leading byte-order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_BELIEVED_MS);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, at - Date.now()), MAX_RETRY_AFTER_BELIEVED_MS);
}
