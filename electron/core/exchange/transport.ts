/**
 * HTTP to the exchange: timeouts, cancellation, exact JSON, errors mapped to the contract's
 * kinds, and retries with backoff — for reads only. A request that changes state is never
 * sent twice by this layer: if it timed out it may have executed (see FACTS.md).
 */
import { AppError, exchangeBaseUrl } from '../../../shared/contract/index.js';
import { parseJson, type JsonValue } from '../../../shared/json/lossless.js';
import { serverAddressProblem, serverAddressText } from '../../../shared/security/server-address.js';
import { errorFromFailure, errorFromResponse, looksLikeJson } from './errors.js';

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
}

const MAX_BODY_BYTES = 16 * 1024 * 1024;
const MAX_RETRY_AFTER_MS = 10_000;

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

  constructor(options: TransportOptions) {
    this.party = options.party ?? 'exchange';
    this.baseUrl = normalizeBaseUrl(options.baseUrl, this.party);
    this.host = new URL(this.baseUrl).host;
    this.timeoutMs = options.timeoutMs ?? 10_000;
    this.retryDelaysMs = options.retryDelaysMs ?? [300, 1200];
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.sleepImpl = options.sleep ?? sleep;
  }

  /**
   * Sends a request and returns its parsed JSON. `build` is called for every attempt, so a
   * signed request is signed anew on a retry instead of replaying a used nonce.
   */
  async send(build: () => RequestSpec | Promise<RequestSpec>, options: SendOptions): Promise<JsonValue> {
    const retries = options.retry ? this.retryDelaysMs : [];
    for (let attempt = 0; ; attempt++) {
      try {
        const once = async () => this.once(await build(), options);
        return await (options.inOrder ? options.inOrder(once) : once());
      } catch (error) {
        const retryable = error instanceof AppError && (error.kind === 'network' || error.kind === 'unavailable');
        if (!retryable || attempt >= retries.length || options.signal?.aborted) throw error;
        const retryAfter = (error as AppError & { retryAfterMs?: number }).retryAfterMs;
        const base = retries[attempt]!;
        const delay = retryAfter !== undefined ? Math.max(base, retryAfter) : base * (0.75 + Math.random() * 0.5);
        await this.sleepImpl(delay, options.signal);
      }
    }
  }

  private async once(spec: RequestSpec, options: SendOptions): Promise<JsonValue> {
    const timeoutMs = options.timeoutMs ?? this.timeoutMs;
    // One controller per request, its timer cleared as soon as the answer is in: AbortSignal.timeout
    // and AbortSignal.any would keep every request's signal and closures alive for the whole timeout.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
    }, timeoutMs);
    const onCallerAbort = (): void => controller.abort(options.signal!.reason);
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });
    const signal = controller.signal;
    const headers: Record<string, string> = { accept: 'application/json', ...spec.headers };
    if (spec.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await this.fetchImpl(this.baseUrl + spec.path, {
        method: spec.method,
        headers,
        body: spec.body,
        signal,
        redirect: 'error',
      });
      text = await readText(response, this.party, this.host);
    } catch (error) {
      if (error instanceof AppError) throw error;
      // Our own timeout shows up as a TimeoutError; the caller's cancel as an AbortError.
      const reason = timedOut ? Object.assign(new Error('timeout'), { name: 'TimeoutError' }) : error;
      throw errorFromFailure(reason, this.host, timeoutMs, this.party);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
    const contentType = response.headers.get('content-type');
    if (!response.ok) {
      const error = errorFromResponse(response.status, contentType, text, this.host, this.party);
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
      throw new AppError('malformed', `The ${this.party} at ${this.host} sent data that is not valid JSON.`, {
        status: response.status,
        detail: (error as Error).message,
      });
    }
  }
}

/**
 * The body, read as a stream and cut off at MAX_BODY_BYTES: a content-length alone would not
 * stop an answer sent in chunks without one, and a server (or anything between) that streams
 * without end must not grow the main process by hundreds of MB. Past the limit the stream is
 * cancelled, which closes the connection, and the answer is "malformed".
 */
export async function readText(response: Response, party: string, host: string, limit = MAX_BODY_BYTES): Promise<string> {
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
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  // As response.text() would: UTF-8, a leading byte-order mark dropped.
  return new TextDecoder().decode(Buffer.concat(chunks, size));
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.min(seconds * 1000, MAX_RETRY_AFTER_MS);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.min(Math.max(0, at - Date.now()), MAX_RETRY_AFTER_MS);
}
