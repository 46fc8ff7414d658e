/**
 * The private methods of "Private: account and trading": signed, sent in nonce order per key,
 * reads retried (each attempt signed anew), state-changing calls never retried and reported as
 * an unknown outcome when the answer is lost.
 *
 * The secret is asked for on every call (from the keychain, by the provider) and lives only in
 * that call's closure: never a field of this object, never in an error or a log line.
 */
import * as v from 'valibot';
import {
  AppError,
  type AccountInfo,
  type Balance,
  type CancelledOrder,
  type Order,
  type OrderHistoryQuery,
  type Trade,
} from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import type { JsonValue } from '../../../shared/json/lossless.js';
import type { ServerClock } from './clock.js';
import type { NonceSource } from './nonce.js';
import { mayHaveExecuted, unknownOutcome } from './outcome.js';
import { parseAnswer } from './parse.js';
import {
  accountSchema,
  cancelledOrderSchema,
  orderSchema,
  readCancelMany,
  tradeSchema,
  walletSchema,
  type CancelManyAnswer,
} from './private-schemas.js';
import { PublicApi } from './public.js';
import { bodyText, signedHeaders } from './signer.js';
import type { Transport } from './transport.js';
import { answerOf, did, type What } from './what.js';

export type { CancelManyAnswer } from './private-schemas.js';

export interface Credentials {
  apiKey: string;
  apiSecret: string;
}

export type CredentialsProvider = () => Promise<Credentials>;

export interface PrivateApiOptions {
  transport: Transport;
  /** Called once per signed call; the secret comes from the keychain each time. */
  credentials: CredentialsProvider;
  /** One per app: per-key sequences and lanes, shared by every PrivateApi. */
  nonces: NonceSource;
  /** This exchange's clock: measured here before the first call, read for every nonce. */
  clock: ServerClock;
  /** Measures the clock offset; GET /v3/timestamp by default. */
  syncClock?: () => Promise<unknown>;
  /** How old a clock measurement may get before it is taken again (default 10 min). */
  resyncMs?: number;
}

export interface CallOptions {
  signal?: AbortSignal;
}

const MARKET = /^[A-Za-z0-9_-]{1,32}$/;
/** As the contract's orders.cancelMany; a real exchange's limit was never documented. */
const MAX_CANCEL_MANY = 100;
const RESYNC_AFTER_FAILURE_MS = 30_000;
const NONCE_WORDS = /nonce|timestamp|time window|too old|too far|expired/i;

function marketPart(value: string): string {
  if (typeof value !== 'string' || !MARKET.test(value)) throw new AppError('validation', m.errors_market_invalid());
  return encodeURIComponent(value);
}

function orderId(value: number): number {
  if (!Number.isSafeInteger(value) || value <= 0) throw new AppError('validation', m.errors_order_id_invalid());
  return value;
}

/** `refusal` is the sentence's message, said only when the value is refused (in the language then). */
function wholeMs(value: number | undefined, refusal: () => string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isSafeInteger(value) || value < 0) throw new AppError('validation', refusal());
  return value;
}

export interface SignedCall {
  /** POST unless the document says PUT (redeeming a code). */
  method?: 'POST' | 'PUT';
  path: string;
  params?: Record<string, unknown>;
  /** Reads are retried; anything that changes state is sent once. */
  changesState: boolean;
  /** For the unknown-outcome sentence: "The exchange did not confirm <what>." (what.ts: `did`) */
  what: What;
}

export class PrivateApi {
  private readonly transport: Transport;
  private readonly credentials: CredentialsProvider;
  private readonly nonces: NonceSource;
  readonly clock: ServerClock;
  private readonly syncClock: () => Promise<unknown>;
  private readonly resyncMs: number;
  private syncedAt: number | null = null;
  private syncing: Promise<void> | null = null;

  constructor(options: PrivateApiOptions) {
    this.transport = options.transport;
    this.credentials = options.credentials;
    this.nonces = options.nonces;
    this.clock = options.clock;
    const publicApi = new PublicApi(options.transport, options.clock);
    this.syncClock = options.syncClock ?? (() => publicApi.time());
    this.resyncMs = options.resyncMs ?? 10 * 60_000;
  }

  /** POST /v3/auth/me */
  async me(options: CallOptions = {}): Promise<AccountInfo> {
    return this.parse(accountSchema, await this.read('/v3/auth/me', undefined, options), answerOf.accountData);
  }

  /** POST /v3/auth/r/wallets — balances with locked = total − available. */
  async wallets(options: CallOptions = {}): Promise<Balance[]> {
    return this.parse(v.array(walletSchema), await this.read('/v3/auth/r/wallets', undefined, options), answerOf.balanceList);
  }

  /** POST /v3/auth/r/orders[/{market}] — active orders. */
  async activeOrders(market?: string, options: CallOptions = {}): Promise<Order[]> {
    const path = market === undefined ? '/v3/auth/r/orders' : `/v3/auth/r/orders/${marketPart(market)}`;
    return this.parse(v.array(orderSchema), await this.read(path, undefined, options), answerOf.orderList);
  }

  /** POST /v3/auth/r/orders[/{market}]/hist — executed orders; only the given fields are sent. */
  async orderHistory(query: OrderHistoryQuery = {}, options: CallOptions = {}): Promise<Order[]> {
    const path = query.market === undefined ? '/v3/auth/r/orders/hist' : `/v3/auth/r/orders/${marketPart(query.market)}/hist`;
    const params: Record<string, unknown> = {};
    const start = wholeMs(query.start, m.errors_start_not_time);
    const end = wholeMs(query.end, m.errors_end_not_time);
    if (start !== undefined) params.start = start;
    if (end !== undefined) params.end = end;
    if (start !== undefined && end !== undefined && start > end) throw new AppError('validation', m.errors_start_after_end());
    if (query.limit !== undefined) {
      if (!Number.isSafeInteger(query.limit) || query.limit < 1) throw new AppError('validation', m.errors_limit_invalid());
      params.limit = query.limit;
    }
    if (query.sort !== undefined) {
      if (query.sort !== 1 && query.sort !== -1) throw new AppError('validation', m.errors_sort_invalid());
      params.sort = query.sort;
    }
    return this.parse(v.array(orderSchema), await this.read(path, params, options), answerOf.orderHistory);
  }

  /** POST /v3/auth/r/order/{market}:{order_id}/trades */
  async orderTrades(market: string, id: number, options: CallOptions = {}): Promise<Trade[]> {
    const path = `/v3/auth/r/order/${marketPart(market)}:${orderId(id)}/trades`;
    return this.parse(v.array(tradeSchema), await this.read(path, undefined, options), answerOf.tradeList);
  }

  /** POST /v3/order/cancel — sent once; a lost answer is an unknown outcome. */
  async cancelOrder(id: number, options: CallOptions = {}): Promise<CancelledOrder> {
    // JSON of another shape is neither a cancellation nor a refusal: request() makes it an unknown outcome.
    return this.request(
      { path: '/v3/order/cancel', params: { order_id: orderId(id) }, changesState: true, what: did.cancelOrder(id) },
      cancelledOrderSchema,
      answerOf.cancelledOrder,
      options,
    );
  }

  /** POST /v3/order/cancel/multy (the document's spelling) — sent once. */
  async cancelOrders(ids: readonly number[], options: CallOptions = {}): Promise<CancelManyAnswer> {
    if (!Array.isArray(ids) || ids.length === 0) throw new AppError('validation', m.errors_cancel_none());
    if (ids.length > MAX_CANCEL_MANY) throw new AppError('validation', m.errors_cancel_too_many({ count: MAX_CANCEL_MANY }));
    // The same id twice would mean nothing more to the exchange; some refuse it outright.
    const orderIds = [...new Set(ids.map((id) => orderId(id)))];
    const call = { path: '/v3/order/cancel/multy', params: { order_ids: orderIds }, changesState: true, what: did.cancelOrders(orderIds.length) };
    const result = readCancelMany(await this.call(call, options));
    if (result === 'refused') throw new AppError('exchange', m.errors_cancel_refused());
    if (result === null) {
      // JSON of another shape: the orders may or may not be cancelled.
      throw unknownOutcome(call.what, this.transport.host, new AppError('malformed', m.errors_answer_other_shape(), { status: 200 }));
    }
    return result;
  }

  /**
   * For the resource modules (deposits.ts, withdrawals.ts, assets-history.ts): one signed call
   * through the same choke point, its answer checked against `schema`.
   */
  async request<S extends v.GenericSchema>(call: SignedCall, schema: S, what: What, options: CallOptions = {}): Promise<v.InferOutput<S>> {
    const answer = await this.call(call, options);
    try {
      return this.parse(schema, answer, what);
    } catch (error) {
      // A success whose body we cannot read still means the exchange acted: not a refusal.
      if (call.changesState && error instanceof AppError && error.kind === 'malformed') throw unknownOutcome(call.what, this.transport.host, error);
      throw error;
    }
  }

  private parse<S extends v.GenericSchema>(schema: S, value: JsonValue, what: What): v.InferOutput<S> {
    return parseAnswer(schema, value, what, this.transport.host);
  }

  private read(path: string, params: Record<string, unknown> | undefined, options: CallOptions): Promise<JsonValue> {
    return this.call({ path, params, changesState: false, what: did.request() }, options);
  }

  private async call(call: SignedCall, options: CallOptions, resynced = false): Promise<JsonValue> {
    // The key first: a missing key or a locked keychain is known here, without asking the exchange.
    const { apiKey, apiSecret } = await this.credentials();
    if (!apiKey || !apiSecret) throw new AppError('auth', m.errors_no_api_key());
    await this.ensureClock(options);
    // Serialized once: this exact text is signed and sent, on every attempt.
    const body = bodyText(call.params);
    let built = false;
    try {
      return await this.transport.send(
        async () => {
          // Cancelled while waiting for its turn: nothing was sent, so nothing is unknown.
          if (options.signal?.aborted) throw new AppError('cancelled', m.core_request_cancelled());
          built = true;
          const nonce = await this.nonces.next(apiKey, this.clock);
          return {
            method: call.method ?? 'POST',
            path: call.path,
            body,
            headers: signedHeaders({ apiKey, secret: apiSecret, apiPath: call.path, nonce, body }),
          };
        },
        {
          retry: !call.changesState,
          signal: options.signal,
          inOrder: (attempt) => this.nonces.lane(apiKey, attempt),
          pipeline: { key: apiKey, read: !call.changesState },
        },
      );
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // Only the server's own refusal (a 4xx with JSON) proves a state change was not made: a 401
      // that says json but cannot be read is an unknown outcome like any other unclear answer.
      if (call.changesState && built && mayHaveExecuted(error)) throw unknownOutcome(call.what, this.transport.host, error);
      if (error.kind === 'auth' && error.status !== undefined) {
        const aboutTime = NONCE_WORDS.test(error.detail ?? '');
        if (aboutTime) this.syncedAt = null;
        // A refused nonce means nothing happened, so even a read is safe to try once more,
        // after measuring the clock again. State-changing calls are still left to the person.
        if (aboutTime && !resynced && !call.changesState) return this.call(call, options, true);
        throw this.authError(error, aboutTime);
      }
      if (call.changesState && built && mayHaveExecuted(error)) throw unknownOutcome(call.what, this.transport.host, error);
      throw error;
    }
  }

  private authError(error: AppError, aboutTime: boolean): AppError {
    const extra = { status: error.status, detail: error.detail };
    if (aboutTime) {
      // The clock Satchel would sign with was refused as too far off: that, not a retry, is the fix.
      if (this.clock.refused) {
        return new AppError('auth', m.errors_nonce_refused_clock({ host: this.transport.host, clock: this.clock.refusalSentence() }), extra);
      }
      return new AppError('auth', m.errors_nonce_refused({ host: this.transport.host }), extra);
    }
    return new AppError('auth', m.errors_key_refused({ host: this.transport.host, status: error.status ?? '' }), extra);
  }

  /** Measures the exchange's clock before the first signed call and again every resyncMs. */
  private async ensureClock(options: CallOptions): Promise<void> {
    const now = this.clock.localNow();
    if (this.syncedAt !== null && now - this.syncedAt < this.resyncMs) return;
    this.syncing ??= (async () => {
      try {
        await this.syncClock();
        this.syncedAt = this.clock.localNow();
      } finally {
        this.syncing = null;
      }
    })();
    try {
      await this.syncing;
    } catch (error) {
      // Without a measurement the local clock is used (or the offset measured before, when this
      // one was refused as more than a day off: clock.ts); that fails only if it is far off. An
      // exchange we cannot reach at all will fail the signed call the same way, so say so now.
      const kind = error instanceof AppError ? error.kind : 'internal';
      if (kind === 'network' || kind === 'cancelled' || options.signal?.aborted) throw error;
      // Try again in a while, not before every call.
      this.syncedAt = now - this.resyncMs + RESYNC_AFTER_FAILURE_MS;
    }
  }
}
