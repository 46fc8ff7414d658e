/**
 * The IPC contract: every operation the renderer may ask of main, with the schema of its
 * request and the type of its answer, and every event main pushes. Electron's preload and the
 * browser-mode WebSocket carry exactly this; main validates each request against its schema.
 */
import * as v from 'valibot';
import type { Result } from './result.js';
import type { AppInfo, Book, ConnectionState, Currency, FeeRecord, Market, Rate, ServerTime, Ticker } from './market.js';

export * from './result.js';
export * from './market.js';
export * from './account.js';

/** Phantom carrier for an answer type: the schema checks requests, the type documents answers. */
interface Operation<Req extends v.GenericSchema, Ans> {
  request: Req;
  answer?: Ans;
}

function op<Ans>() {
  return <Req extends v.GenericSchema>(request: Req): Operation<Req, Ans> => ({ request });
}

const Empty = v.strictObject({});
/** Market keys and currency codes: letters, digits and the separators real exchanges use. */
export const SymbolSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,32}$/, 'Expected a market or currency key'));

export const BOOK_INTERVALS_MS = [250, 500, 1000, 2000, 5000] as const;

export const contract = {
  'app.info': op<AppInfo>()(Empty),
  'market.time': op<ServerTime>()(Empty),
  'market.currencies': op<Currency[]>()(Empty),
  'market.rates': op<Rate[]>()(v.strictObject({ currency: v.optional(SymbolSchema) })),
  'market.markets': op<Market[]>()(Empty),
  'market.tickers': op<Ticker[]>()(
    v.strictObject({ symbols: v.union([v.literal('ALL'), v.pipe(v.array(SymbolSchema), v.minLength(1), v.maxLength(500))]) }),
  ),
  'market.fees': op<FeeRecord[]>()(Empty),
  'book.get': op<Book>()(v.strictObject({ symbol: SymbolSchema })),
  /**
   * What this window wants pushed: tickers of all markets, and the book of one market (or none).
   * Replaces the window's previous subscription.
   */
  'feed.watch': op<ConnectionState>()(
    v.strictObject({
      tickers: v.boolean(),
      book: v.nullable(SymbolSchema),
      intervalMs: v.picklist(BOOK_INTERVALS_MS),
    }),
  ),
  /** Try the exchange again now instead of waiting for the next backoff step. */
  'feed.retry': op<ConnectionState>()(Empty),
} as const;

export type Contract = typeof contract;
export type OperationName = keyof Contract;
export type RequestOf<K extends OperationName> = v.InferInput<Contract[K]['request']>;
export type AnswerOf<K extends OperationName> = NonNullable<Contract[K]['answer']>;

export const OPERATION_NAMES = Object.keys(contract) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);
}

/** Events main pushes to the windows that watch them. */
export interface Events {
  'tickers.changed': Ticker[];
  'book.changed': Book;
  'connection.changed': ConnectionState;
}

export type EventName = keyof Events;
export const EVENT_NAMES: readonly EventName[] = ['tickers.changed', 'book.changed', 'connection.changed'];

export function isEventName(name: unknown): name is EventName {
  return typeof name === 'string' && (EVENT_NAMES as readonly string[]).includes(name);
}

/** IPC channel names in Electron: one per operation, all under one prefix. */
export const CHANNEL_PREFIX = 'satchel:';
export const EVENT_CHANNEL = 'satchel:event';

/** What the renderer holds: one way to call main and one way to hear from it, whatever carries them. */
export interface Bridge {
  call<K extends OperationName>(name: K, request: RequestOf<K>): Promise<Result<AnswerOf<K>>>;
  on<E extends EventName>(name: E, listener: (payload: Events[E]) => void): () => void;
}

/** Browser-mode wire frames (WebSocket): requests carry an id, answers echo it. */
export type ClientFrame = { id: number; op: string; request: unknown };
export type ServerFrame =
  | { id: number; result: Result<unknown> }
  | { event: EventName; payload: unknown };
