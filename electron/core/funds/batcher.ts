/**
 * At most one notification per `gapMs` (Electron's 20 s, as Electrum does): what arrives in
 * between is held and summed up into the next one, so a burst of credits is one message.
 */
export interface BatcherOptions<T> {
  gapMs: number;
  /** Hands on everything held since the last flush, oldest first. */
  flush: (items: T[]) => void;
  now?: () => number;
}

export class Batcher<T> {
  private held: T[] = [];
  private lastFlush = -Infinity;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: BatcherOptions<T>) {
    this.now = options.now ?? Date.now;
  }

  add(items: readonly T[]): void {
    if (items.length === 0) return;
    this.held.push(...items);
    if (this.timer) return;
    const wait = this.lastFlush + this.options.gapMs - this.now();
    if (wait <= 0) this.flush();
    else {
      this.timer = setTimeout(() => this.flush(), wait);
      this.timer.unref?.();
    }
  }

  /** Forget what is held (the account changed: its news is no longer the person's). */
  clear(): void {
    this.held = [];
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private flush(): void {
    this.timer = null;
    const items = this.held;
    this.held = [];
    if (items.length === 0) return;
    this.lastFlush = this.now();
    this.options.flush(items);
  }
}
