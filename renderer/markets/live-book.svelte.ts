/**
 * One market's order book, live. Pushes may come in bursts (20 a second and more): the newest
 * waits in a gate and is applied in a task of its own as soon as it can be, not inside an
 * animation frame, so a frame holds only the browser's style, layout and paint (see frame.ts).
 * The snapshot is $state.raw: it is replaced whole, never mutated, so Svelte tracks one
 * reference instead of proxying a thousand levels.
 */
import type { Book } from '../../shared/contract/index.js';
import type { AppErrorData } from '../../shared/contract/index.js';
import { getBridge } from '../common/bridge.js';
import { feed } from '../common/feed.svelte.js';
import { latestGate, soon } from './frame.js';

export class LiveBook {
  snapshot = $state.raw<Book | null>(null);
  error = $state.raw<AppErrorData | null>(null);
  /** Snapshots applied so far (for tests and the benchmark, which count them). */
  applied = 0;
  private readonly gate = latestGate<Book>((book) => this.apply(book), soon);

  constructor(readonly symbol: string) {}

  /** Subscribe, ask for a first snapshot and tell main to push this book; returns the stop function. */
  start(): () => void {
    const off = getBridge().on('book.changed', (book) => {
      if (book.symbol === this.symbol) this.gate.push(book);
    });
    feed.watchBook(this.symbol);
    void this.load();
    const offLive = feed.onLive(() => {
      if (this.error) void this.load();
    });
    return () => {
      off();
      offLive();
      this.gate.cancel();
      feed.watchBook(null);
    };
  }

  async load(): Promise<void> {
    this.error = null;
    const result = await getBridge().call('book.get', { symbol: this.symbol });
    if (!result.ok) {
      if (!this.snapshot) this.error = result.error;
    } else if (!this.snapshot || this.snapshot.receivedAt < result.value.receivedAt) this.gate.push(result.value);
  }

  private apply(book: Book): void {
    this.applied++;
    this.snapshot = book;
    this.error = null;
  }
}
