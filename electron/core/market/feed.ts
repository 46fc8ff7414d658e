/**
 * Live market data pushed to the windows that watch it. One loop polls what any window wants
 * (all tickers, the books of the markets on screen) in rounds; each resource at the fastest
 * interval asked for it. When the exchange fails, rounds back off and the connection state
 * says so; the first good round makes it live again.
 */
import { AppError, type Book, type ConnectionState, type Ticker } from '../../../shared/contract/index.js';
import type { Session } from '../base/session.js';

export interface FeedSource {
  tickers(signal: AbortSignal): Promise<Ticker[]>;
  book(symbol: string, signal: AbortSignal): Promise<Book>;
  /** One market's ticker, read with its book so both are pushed as one moment. */
  ticker?(symbol: string, signal: AbortSignal): Promise<Ticker | undefined>;
}

export interface Watch {
  tickers: boolean;
  book: string | null;
  intervalMs: number;
}

export interface FeedOptions {
  /**
   * Tickers change slowly and ALL is a large answer: never poll them faster than this (the
   * person's setting, read whenever what is watched changes or `retune` is called).
   */
  minTickerIntervalMs?: () => number;
  /** Backoff after consecutive failed rounds: base × 2^(n−1), capped. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** After this many failed rounds the state is 'unavailable' rather than 'reconnecting'. */
  failuresBeforeUnavailable?: number;
  now?: () => number;
}

/** The longest a Retry-After holds the feed back ("Retry now" still polls at once). */
const MAX_RETRY_AFTER_MS = 10 * 60_000;

type Resource = { key: string; book: string | null; intervalMs: number; lastStarted: number };

/** Failures that say the exchange cannot be reached or cannot serve, as opposed to a bad request. */
function isOutage(error: unknown): error is AppError {
  return error instanceof AppError && (error.kind === 'network' || error.kind === 'unavailable' || error.kind === 'malformed');
}

export class MarketFeed {
  private readonly watches = new Map<Session, Watch>();
  private readonly resources = new Map<string, Resource>();
  private connection: ConnectionState = { state: 'connecting' };
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: AbortController | null = null;
  private lastTickersText = '';
  private closed = false;
  private readonly options: Required<FeedOptions>;

  constructor(
    private readonly source: FeedSource,
    options: FeedOptions = {},
  ) {
    this.options = {
      minTickerIntervalMs: () => 1000,
      backoffBaseMs: 1000,
      backoffMaxMs: 30_000,
      failuresBeforeUnavailable: 3,
      now: Date.now,
      ...options,
    };
  }

  get state(): ConnectionState {
    return this.connection;
  }

  /** Replace what a session watches; the first round for a new resource starts at once. */
  watch(session: Session, watch: Watch): ConnectionState {
    // A window that starts watching tickers gets the next answer even if nothing changed.
    if (watch.tickers && !this.watches.get(session)?.tickers) this.lastTickersText = '';
    this.watches.set(session, watch);
    this.reconcile();
    return this.connection;
  }

  unwatch(session: Session): void {
    this.watches.delete(session);
    this.reconcile();
  }

  /** The ticker interval setting changed: apply it to what is watched now. */
  retune(): void {
    this.reconcile();
  }

  /** Poll everything now instead of waiting out the backoff. */
  retry(): ConnectionState {
    if (this.connection.state !== 'live') this.setConnection({ state: 'connecting' });
    this.schedule(0);
    return this.connection;
  }

  close(): void {
    this.closed = true;
    this.watches.clear();
    this.resources.clear();
    if (this.timer) clearTimeout(this.timer);
    this.running?.abort();
  }

  private reconcile(): void {
    const wanted = new Map<string, Resource>();
    for (const w of this.watches.values()) {
      const add = (key: string, book: string | null, intervalMs: number) => {
        const known = wanted.get(key) ?? this.resources.get(key);
        const lastStarted = known?.lastStarted ?? -Infinity;
        const current = wanted.get(key);
        wanted.set(key, { key, book, lastStarted, intervalMs: current ? Math.min(current.intervalMs, intervalMs) : intervalMs });
      };
      if (w.tickers) add('tickers', null, Math.max(w.intervalMs, this.options.minTickerIntervalMs()));
      if (w.book) add(`book:${w.book}`, w.book, w.intervalMs);
    }
    const added = [...wanted.keys()].some((key) => !this.resources.has(key));
    this.resources.clear();
    for (const [key, r] of wanted) this.resources.set(key, r);
    if (this.resources.size === 0) {
      if (this.timer) clearTimeout(this.timer);
      this.timer = null;
    } else if (added || !this.timer) {
      this.schedule(this.failures > 0 ? this.backoffMs() : 0);
    } else if (this.failures === 0 && !this.running) {
      // An interval changed (a window chose 0.25 s instead of 5 s): the next round comes when
      // the new one says, not when the old wait ends. A round under way schedules by it anyway.
      this.schedule(this.nextDueInMs());
    }
  }

  private schedule(delayMs: number): void {
    if (this.closed) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.round();
    }, delayMs);
  }

  private backoffMs(): number {
    const { backoffBaseMs, backoffMaxMs } = this.options;
    return Math.min(backoffMaxMs, backoffBaseMs * 2 ** Math.max(0, this.failures - 1));
  }

  private async round(): Promise<void> {
    if (this.running || this.closed || this.resources.size === 0) {
      // A round is under way: it schedules the next one when it ends.
      return;
    }
    const now = this.options.now();
    const outage = this.failures > 0;
    // While the exchange is down everything is tried together; otherwise what is due.
    const due = [...this.resources.values()].filter((r) => outage || now - r.lastStarted >= r.intervalMs - 5);
    const controller = new AbortController();
    this.running = controller;
    for (const r of due) r.lastStarted = now;
    const results = await Promise.allSettled(due.map((r) => this.fetch(r, controller.signal)));
    this.running = null;
    if (this.closed) return;
    const failure = results.find((r): r is PromiseRejectedResult => r.status === 'rejected' && isOutage(r.reason));
    if (failure) {
      this.failures++;
      // An exchange that said when to come back (429 with Retry-After) is not asked sooner.
      const retryAfter = (failure.reason as AppError & { retryAfterMs?: number }).retryAfterMs ?? 0;
      const delay = Math.max(this.backoffMs(), Math.min(retryAfter, MAX_RETRY_AFTER_MS));
      const retryAt = this.options.now() + delay;
      const message = (failure.reason as AppError).message;
      this.setConnection(
        this.failures >= this.options.failuresBeforeUnavailable
          ? { state: 'unavailable', message, retryAt }
          : { state: 'reconnecting', attempt: this.failures, retryAt, message },
      );
      this.schedule(delay);
      return;
    }
    if (due.length > 0) {
      this.failures = 0;
      if (this.connection.state !== 'live') this.setConnection({ state: 'live', since: this.options.now() });
    }
    this.schedule(this.nextDueInMs());
  }

  private nextDueInMs(): number {
    const now = this.options.now();
    let next = Infinity;
    for (const r of this.resources.values()) next = Math.min(next, r.lastStarted + r.intervalMs - now);
    return Number.isFinite(next) ? Math.max(0, next) : 1000;
  }

  private async fetch(resource: Resource, signal: AbortSignal): Promise<void> {
    if (resource.book === null) {
      const tickers = await this.source.tickers(signal);
      const text = JSON.stringify(tickers);
      // Unchanged tickers are not pushed again: every window would re-render for nothing.
      if (text === this.lastTickersText) return;
      this.lastTickersText = text;
      for (const [session, w] of this.watches) if (w.tickers) session.emit('tickers.changed', tickers);
      return;
    }
    const symbol = resource.book;
    // Both requests leave together; a ticker that fails leaves the book without one (the
    // window then shows the all-tickers round's), while a book that fails fails the round.
    const [book, ticker] = await Promise.all([
      this.source.book(symbol, signal),
      this.source.ticker?.(symbol, signal).catch(() => undefined),
    ]);
    if (ticker) book.ticker = ticker;
    for (const [session, w] of this.watches) if (w.book === resource.book) session.emit('book.changed', book);
  }

  private setConnection(state: ConnectionState): void {
    this.connection = state;
    for (const session of this.watches.keys()) session.emit('connection.changed', state);
  }
}
