/**
 * The IPC contract: every operation the renderer may ask of main, with the schema of its
 * request and the type of its answer, and every event main pushes. Electron's preload and the
 * browser-mode WebSocket carry exactly this; main validates each request against its schema.
 */
import * as v from 'valibot';
import type { AppErrorData, Result } from './result.js';
import type { AppInfo, Book, ConnectionState, Currency, FeeRecord, Market, Rate, ServerTime, Ticker } from './market.js';
import {
  AUTO_LOCK_MINUTES,
  DISPLAY_CURRENCIES,
  LANGUAGES,
  THEMES,
  type AccountInfo,
  type Balance,
  type CancelledOrder,
  type CancelManyResult,
  type ConfirmationRequest,
  type LockStatus,
  type Notice,
  type Order,
  type ProfilesView,
  type ProfileView,
  type SettingsView,
  type Trade,
} from './account.js';

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

const ProfileId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Expected a profile id'));
const ProfileName = v.pipe(v.string(), v.trim(), v.minLength(1, 'Give the account a name'), v.maxLength(60, 'Use at most 60 characters'));
const Url = v.pipe(v.string(), v.trim(), v.maxLength(2048), v.url('Expected a web address such as https://exchange.example'));
/** API keys and secrets: printable, no spaces; their real format was never documented. */
const ApiKeyText = v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7e]{8,256}$/, 'Expected the key as the exchange shows it (8–256 characters, no spaces)'));
const IntervalMs = v.pipe(v.number(), v.integer(), v.minValue(2000), v.maxValue(600_000));
const TimeMs = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8_640_000_000_000));
const OrderId = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(Number.MAX_SAFE_INTEGER));

export const contract = {
  'app.info': op<AppInfo>()(Empty),
  /** What main wanted to tell the person before this window could hear it (a damaged settings file …); each is answered once. */
  'app.notices': op<Notice[]>()(Empty),
  /**
   * The person used the window (a key, a click): the auto-lock's idle time starts again. Nothing
   * else counts, so a window that only shows live figures lets the app lock itself.
   */
  'app.activity': op<null>()(Empty),
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

  // Accounts. The secret crosses IPC once, renderer → main, when a key is added; it is never
  // sent back, never logged, and stored only in the OS keychain.
  'profiles.list': op<ProfilesView>()(Empty),
  'profiles.add': op<ProfileView>()(
    v.strictObject({
      name: ProfileName,
      exchangeUrl: Url,
      gatewayUrl: v.optional(Url),
      apiKey: ApiKeyText,
      apiSecret: ApiKeyText,
    }),
  ),
  /** Adds one of the demo exchange's accounts (demo mode only). */
  'profiles.addDemo': op<ProfileView>()(v.strictObject({ index: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(99)) })),
  'profiles.rename': op<ProfileView>()(v.strictObject({ id: ProfileId, name: ProfileName })),
  /** Removes the profile and its secret from the keychain, after a confirmation owned by main. */
  'profiles.remove': op<ProfilesView>()(v.strictObject({ id: ProfileId })),
  'profiles.activate': op<ProfilesView>()(v.strictObject({ id: ProfileId })),

  'settings.get': op<SettingsView>()(Empty),
  'settings.update': op<SettingsView>()(
    v.strictObject({
      displayCurrency: v.optional(v.picklist(DISPLAY_CURRENCIES)),
      theme: v.optional(v.picklist(THEMES)),
      language: v.optional(v.picklist(LANGUAGES)),
      autoLockMinutes: v.optional(v.picklist(AUTO_LOCK_MINUTES)),
      closeToTray: v.optional(v.boolean()),
      balancesIntervalMs: v.optional(IntervalMs),
      ordersIntervalMs: v.optional(IntervalMs),
      tickersIntervalMs: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1000), v.maxValue(60_000))),
    }),
  ),

  // The active account (all answer `auth`/`keychain` errors when no usable key is set up).
  'account.me': op<AccountInfo>()(Empty),
  'balances.list': op<Balance[]>()(Empty),
  'orders.active': op<Order[]>()(v.strictObject({ market: v.optional(SymbolSchema) })),
  'orders.history': op<Order[]>()(
    v.strictObject({
      market: v.optional(SymbolSchema),
      start: v.optional(TimeMs),
      end: v.optional(TimeMs),
      limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1000))),
      sort: v.optional(v.picklist([1, -1])),
    }),
  ),
  'orders.trades': op<Trade[]>()(v.strictObject({ market: SymbolSchema, orderId: OrderId })),
  /** Changes state: asks for confirmation in main, refused while locked. */
  'orders.cancel': op<CancelledOrder>()(v.strictObject({ orderId: OrderId })),
  'orders.cancelMany': op<CancelManyResult>()(
    v.strictObject({ orderIds: v.pipe(v.array(OrderId), v.minLength(1), v.maxLength(100)) }),
  ),
  /** What this window wants pushed about the account; replaces its previous wish. */
  'account.watch': op<null>()(v.strictObject({ balances: v.boolean(), orders: v.boolean() })),
  /** Poll balances and orders now. */
  'account.refresh': op<null>()(Empty),

  /** Browser mode's answer to a `confirm.request` event. */
  'confirm.answer': op<null>()(v.strictObject({ id: v.pipe(v.string(), v.uuid()), accepted: v.boolean() })),

  'lock.status': op<LockStatus>()(Empty),
  'lock.unlock': op<LockStatus>()(v.strictObject({ password: v.pipe(v.string(), v.maxLength(1024)) })),
  'lock.lock': op<LockStatus>()(Empty),
  /** Set (current null), change, or remove (next null) the app password. */
  'lock.setPassword': op<LockStatus>()(
    v.strictObject({ current: v.nullable(v.pipe(v.string(), v.maxLength(1024))), next: v.nullable(v.pipe(v.string(), v.maxLength(1024))) }),
  ),
} as const;

export type Contract = typeof contract;
export type OperationName = keyof Contract;
export type RequestOf<K extends OperationName> = v.InferInput<Contract[K]['request']>;
export type AnswerOf<K extends OperationName> = Exclude<Contract[K]['answer'], undefined>;

export const OPERATION_NAMES = Object.keys(contract) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);
}

/** Events main pushes to the windows that watch them. */
export interface Events {
  'tickers.changed': Ticker[];
  'book.changed': Book;
  'connection.changed': ConnectionState;
  'balances.changed': Balance[];
  'orders.changed': Order[];
  /** The active account's data could not be refreshed (auth, keychain, network …); null when it recovers. */
  'account.problem': AppErrorData | null;
  'profiles.changed': ProfilesView;
  'settings.changed': SettingsView;
  'lock.changed': LockStatus;
  'confirm.request': ConfirmationRequest;
  'notice': Notice;
}

export type EventName = keyof Events;
export const EVENT_NAMES: readonly EventName[] = [
  'tickers.changed',
  'book.changed',
  'connection.changed',
  'balances.changed',
  'orders.changed',
  'account.problem',
  'profiles.changed',
  'settings.changed',
  'lock.changed',
  'confirm.request',
  'notice',
];

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
