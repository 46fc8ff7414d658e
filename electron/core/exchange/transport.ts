/**
 * The exchange's (and the payment gateway's) protocol on the HTTP primitive
 * (electron/core/http/client.ts): exact JSON, errors mapped to the contract's kinds, key lanes
 * and pipelined reads, and retries with backoff — for reads only. A request that changes state
 * is never sent twice by this layer: if it timed out it may have executed (see FACTS.md).
 */
import { AppError, exchangeBaseUrl } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { JsonNumberBoundsError, parseJson, type JsonValue } from '../../../shared/json/lossless.js';
import { serverAddressProblem, serverAddressText, type ServerAddressSubject } from '../../../shared/security/server-address.js';
import { BodyTooLargeError, HttpClient, RefusedAddressError, type FetchLike, type HttpAnswer } from '../http/client.js';
import { QueueOnce, type Pipe, type PipelineFallback } from '../http/pipelines.js';
import { errorFromFailure, errorFromResponse, looksLikeJson, partyName, sentValues } from './errors.js';

export type { FetchLike } from '../http/client.js';
export { PIPELINE_FALLBACK } from '../http/pipelines.js';

export interface TransportOptions {
  baseUrl: string;
  /** Who answers, as messages name it ("the exchange at …", "the payment gateway at …"). */
  party?: string;
  timeoutMs?: number;
  /** Delays before each retry of a read; its length is the number of retries. */
  retryDelaysMs?: readonly number[];
  /**
   * The app's one HTTP primitive (the composition root's), whose keys' connections every
   * transport of the app shares. Without it the transport makes its own, from `fetch`,
   * `pipelineFallback` and `now`.
   */
  http?: HttpClient;
  fetch?: FetchLike;
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /**
   * How many signed reads of one key may be on their way at once, back to back on that key's
   * own HTTP/1.1 connection (default 32). 0, or a `fetch` of one's own, sends each alone.
   */
  pipelining?: number;
  /** See PIPELINE_FALLBACK (electron/core/http/pipelines.ts): 3 breaks within a minute, then five minutes one at a time. */
  pipelineFallback?: Partial<PipelineFallback>;
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
/** Whose address a party's is, for the sentence that refuses it. */
const addressOf = (party: string): ServerAddressSubject => (party === 'payment gateway' ? 'gateway' : 'exchange');

export function normalizeBaseUrl(text: string, party = 'exchange'): string {
  const problem = serverAddressProblem(text);
  if (problem) throw new AppError('validation', serverAddressText(addressOf(party), problem));
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
  private readonly http: HttpClient;
  private readonly sleepImpl: (ms: number, signal?: AbortSignal) => Promise<void>;
  private readonly pipelining: number;
  private readonly origin: string;

  constructor(options: TransportOptions) {
    this.party = options.party ?? 'exchange';
    this.baseUrl = normalizeBaseUrl(options.baseUrl, this.party);
    this.host = new URL(this.baseUrl).host;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retryDelaysMs = options.retryDelaysMs ?? [300, 1200];
    this.http = options.http ?? new HttpClient({ fetch: options.fetch, pipelineFallback: options.pipelineFallback, now: options.now });
    this.sleepImpl = options.sleep ?? sleep;
    this.pipelining = options.fetch || !this.http.canPipeline ? 0 : (options.pipelining ?? 32);
    this.origin = new URL(this.baseUrl).origin;
  }

  /**
   * Lets go of the keys' pipelined connections; one no other transport uses is closed (an idle
   * one holds no event-loop reference anyway).
   */
  async close(): Promise<void> {
    await this.http.pipelines.release(this);
  }

  private pipe(key: string): Pipe {
    return this.http.pipelines.pipe(this.origin, key, this.pipelining, this);
  }

  /** True while a key's reads go one at a time because its pipelined connection kept breaking. */
  pipeliningPaused(key: string): boolean {
    return this.http.pipelines.paused(this.origin, key);
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
          const pipe = pipeline && this.http.pipelines.existing(this.origin, pipeline.key);
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

  private async once(spec: RequestSpec, options: SendOptions, dispatcher?: QueueOnce): Promise<JsonValue> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    let response: HttpAnswer;
    try {
      response = await this.http.request(
        { method: spec.method, url: this.baseUrl + spec.path, headers, body: spec.body },
        { timeoutMs, maxBodyBytes: MAX_BODY_BYTES, signal: options.signal, dispatcher, detachOnAbort: dispatcher !== undefined },
      );
    } catch (error) {
      if (error instanceof BodyTooLargeError) throw this.tooLarge(error);
      if (error instanceof RefusedAddressError) throw new AppError('validation', serverAddressText(addressOf(this.party), error.problem));
      throw errorFromFailure(error, this.host, timeoutMs, this.party);
    }
    const { text } = response;
    const contentType = response.headers.get('content-type');
    if (response.status < 200 || response.status > 299) {
      const error = errorFromResponse(response.status, contentType, text, this.host, this.party, sentValues(spec.path, spec.body));
      const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
      if (retryAfter !== undefined) Object.assign(error, { retryAfterMs: retryAfter });
      throw error;
    }
    if (!looksLikeJson(contentType, text)) {
      throw new AppError(
        'unavailable',
        m.core_server_web_page_ok({ party: partyName(this.party), host: this.host }),
        { status: response.status },
      );
    }
    try {
      return parseJson(text);
    } catch (error) {
      if (error instanceof JsonNumberBoundsError) {
        throw new AppError('malformed', m.core_server_number_too_long({ party: partyName(this.party), host: this.host }), {
          status: response.status,
          detail: error.message,
        });
      }
      throw new AppError('malformed', m.core_server_not_json({ party: partyName(this.party), host: this.host }), {
        status: response.status,
        detail: (error as Error).message,
      });
    }
  }

  private tooLarge(error: BodyTooLargeError): AppError {
    return new AppError('malformed', m.core_server_too_large({ party: partyName(this.party), host: this.host, size: Math.round(error.limit / 1024 / 1024) }), {
      status: error.status,
    });
  }
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_BELIEVED_MS);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, at - Date.now()), MAX_RETRY_AFTER_BELIEVED_MS);
}
