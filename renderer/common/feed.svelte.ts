/**
 * Live market data for the whole window: the connection state, every ticker, and what this
 * window asks main to push. 'feed.watch' replaces the window's previous subscription, so this
 * is the only module that sends it: views say what they want (a book or none, an interval)
 * and the feed sends one watch that covers both.
 */
import { BOOK_INTERVALS_MS } from '../../shared/contract/index.js';
import type { AppErrorData } from '../../shared/contract/index.js';
import type { ConnectionState, Ticker } from '../../shared/contract/index.js';
import { getBridge, SocketBridge } from './bridge.js';

export type BookInterval = (typeof BOOK_INTERVALS_MS)[number];
const INTERVAL_KEY = 'satchel.bookIntervalMs';

function storedInterval(): BookInterval {
  const saved = Number(localStorage.getItem(INTERVAL_KEY));
  return (BOOK_INTERVALS_MS as readonly number[]).includes(saved) ? (saved as BookInterval) : 1000;
}

class Feed {
  /** null until main first answers. */
  connection = $state.raw<ConnectionState | null>(null);
  /** Browser mode only: the WebSocket to the app host itself is down. */
  hostLost = $state(false);
  /** Replaced whole on every push (one Map per push, never mutated). */
  tickers = $state.raw<ReadonlyMap<string, Ticker>>(new Map());
  /** When the tickers shown arrived (local time). */
  tickersAt = $state<number | null>(null);
  /** The last watch or retry request main refused. */
  error = $state.raw<AppErrorData | null>(null);
  intervalMs = $state<BookInterval>(1000);
  private book: string | null = null;
  /** The tickers shown are the page's own (seedTickers): main's first answer replaces them. */
  private seeded = false;
  private started = false;
  private readonly liveListeners = new Set<() => void>();
  private readonly reconnectListeners = new Set<() => void>();

  /** Called each time the exchange becomes reachable again: views reload what failed. */
  onLive(listener: () => void): () => void {
    this.liveListeners.add(listener);
    return () => this.liveListeners.delete(listener);
  }

  /** Browser mode: called after the socket to the host comes back (a new session that watches nothing yet). */
  onHostReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private setConnection(state: ConnectionState): void {
    const wasLive = this.connection?.state === 'live';
    this.connection = state;
    if (state.state === 'live' && !wasLive) for (const listener of this.liveListeners) listener();
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.intervalMs = storedInterval();
    const bridge = getBridge();
    bridge.on('tickers.changed', (tickers) => this.setTickers(tickers));
    bridge.on('connection.changed', (state) => this.setConnection(state));
    if (bridge instanceof SocketBridge) {
      bridge.onDisconnect = () => (this.hostLost = true);
      // A new socket is a new session on the host: say again what this window watches.
      bridge.onReconnect = () => {
        this.hostLost = false;
        void this.watch();
        void this.loadTickers();
        for (const listener of this.reconnectListeners) listener();
      };
    }
    void this.loadTickers();
    void this.watch();
  }

  /** The book this window shows (null: none). */
  watchBook(symbol: string | null): void {
    if (symbol === this.book) return;
    this.book = symbol;
    if (this.started) void this.watch();
  }

  setInterval(ms: BookInterval): void {
    this.intervalMs = ms;
    localStorage.setItem(INTERVAL_KEY, String(ms));
    if (this.started) void this.watch();
  }

  async retry(): Promise<void> {
    const result = await getBridge().call('feed.retry', {});
    if (result.ok) {
      this.setConnection(result.value);
      this.error = null;
    } else this.error = result.error;
  }

  /** The tickers the page came with (a server-rendered start page), until main's first answer or push. */
  seedTickers(list: readonly Ticker[]): void {
    this.setTickers(list);
    this.seeded = true;
  }

  /**
   * When the market figures shown stopped being current: the time of the last tickers, while the
   * exchange (or, in browser mode, the app's host) cannot be reached; null while they are current.
   */
  get staleSince(): number | null {
    const state = this.connection?.state;
    const away = this.hostLost || state === 'reconnecting' || state === 'unavailable';
    return away && this.tickersAt !== null ? this.tickersAt : null;
  }

  private setTickers(list: readonly Ticker[]): void {
    this.seeded = false;
    this.tickersAt = Date.now();
    this.tickers = new Map(list.map((t) => [t.symbol, t]));
  }

  private async loadTickers(): Promise<void> {
    const result = await getBridge().call('market.tickers', { symbols: 'ALL' });
    // A push that came first is at least as new as this answer; the page's own tickers are not.
    if (result.ok && (this.tickers.size === 0 || this.seeded)) this.setTickers(result.value);
  }

  private async watch(): Promise<void> {
    const result = await getBridge().call('feed.watch', { tickers: true, book: this.book, intervalMs: this.intervalMs });
    if (result.ok) {
      this.setConnection(result.value);
      this.error = null;
    } else this.error = result.error;
  }
}

export const feed = new Feed();
