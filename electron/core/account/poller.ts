/**
 * Runs one read again and again while anyone wants it: never two at once, the next one an
 * interval after the last one ended, at once on request. What it reads goes to `onValue`,
 * what fails to `onError`; it keeps no history, so memory stays flat however long it runs.
 */
export interface PollerOptions<T> {
  read: (signal: AbortSignal) => Promise<T>;
  intervalMs: () => number;
  onValue: (value: T) => void;
  onError: (error: unknown) => void;
}

/** The longest a Retry-After holds a poller back (the person's Refresh still reads at once). */
export const MAX_RETRY_AFTER_MS = 10 * 60_000;

/** How long the server asked to be left alone, from a failed read (429 with Retry-After); 0 when it did not say. */
function retryAfterOf(error: unknown): number {
  const ms = (error as { retryAfterMs?: unknown } | null)?.retryAfterMs;
  return typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_RETRY_AFTER_MS) : 0;
}

export class Poller<T> {
  private timer: ReturnType<typeof setTimeout> | null = null;
  private running: AbortController | null = null;
  private active = false;
  private again = false;
  /** Settles when the read under way (if any) and a requested rerun have finished. */
  private idle: Promise<void> = Promise.resolve();

  constructor(private readonly options: PollerOptions<T>) {}

  get isActive(): boolean {
    return this.active;
  }

  start(): void {
    if (this.active) return;
    this.active = true;
    this.schedule(0);
  }

  stop(): void {
    this.active = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.running?.abort();
  }

  /** Read now (after the read under way, if any); resolves when that read is done. */
  now(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.idle;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    return this.run();
  }

  /**
   * What the read under way would bring is no longer wanted (another account): drop it and read
   * again now. Its answer is never handed on, even if it was nearly there.
   */
  restart(): Promise<void> {
    if (this.running) {
      this.running.abort();
      this.again = true;
      return this.idle;
    }
    return this.now();
  }

  private schedule(delayMs: number): void {
    if (!this.active) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.run();
    }, delayMs);
    this.timer.unref?.();
  }

  private run(): Promise<void> {
    this.idle = (async () => {
      let holdOffMs = 0;
      do {
        this.again = false;
        holdOffMs = 0;
        const controller = new AbortController();
        this.running = controller;
        try {
          const value = await this.options.read(controller.signal);
          if (!controller.signal.aborted) this.options.onValue(value);
        } catch (error) {
          if (!controller.signal.aborted) {
            holdOffMs = retryAfterOf(error);
            this.options.onError(error);
          }
        } finally {
          this.running = null;
        }
      } while (this.again);
      // A rate-limited exchange is not asked again before it said.
      this.schedule(Math.max(this.options.intervalMs(), holdOffMs));
    })();
    return this.idle;
  }
}
