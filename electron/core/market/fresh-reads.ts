/**
 * Public market data read once and shared while it is fresh: the market list, the rates and the
 * all-tickers list change slowly (or are polled anyway by the feed), and a window that starts,
 * or a view that opens, should not wait for the exchange to answer what the core already has.
 *
 * One entry per key (the exchange's address and what was read). A value is reused while it is
 * younger than its maximum age; a read already under way is shared, not sent again; a failure
 * is never kept (the next read asks the exchange again). Every caller gets the same value, so it
 * is frozen: nobody can change what the next one is handed.
 */
export class FreshReads<T> {
  private readonly values = new Map<string, { at: number; value: T }>();
  private readonly pending = new Map<string, Promise<T>>();

  constructor(
    private readonly maxAgeMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  read(key: string, load: () => Promise<T>): Promise<T> {
    const known = this.values.get(key);
    if (known && this.now() - known.at < this.maxAgeMs()) return Promise.resolve(known.value);
    const under = this.pending.get(key);
    if (under) return under;
    const started = this.now();
    const reading = load().then(
      (value) => {
        this.pending.delete(key);
        this.keep(key, value, started);
        return value;
      },
      (error: unknown) => {
        this.pending.delete(key);
        throw error;
      },
    );
    this.pending.set(key, reading);
    return reading;
  }

  /** A value read by someone else (the feed's tickers round), as of `at` (when it was asked for). */
  keep(key: string, value: T, at: number = this.now()): void {
    const known = this.values.get(key);
    if (!known || known.at <= at) this.values.set(key, { at, value: Object.freeze(value) });
  }
}
