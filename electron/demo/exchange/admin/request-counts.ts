/**
 * How many requests each path of the demo exchange has met, counted as they arrive (before any
 * fault or outage, whatever the answer): what a test reads to prove that something which moves
 * value was sent once (GET /admin/requests). Admin requests are not counted.
 */
export class RequestCounts {
  private readonly table = new Map<string, number>();

  count(path: string): void {
    this.table.set(path, (this.table.get(path) ?? 0) + 1);
  }

  of(path: string): number {
    return this.table.get(path) ?? 0;
  }

  /** Every path met, in the order first met. */
  all(): Record<string, number> {
    return Object.fromEntries(this.table);
  }

  /** Forgets every count; answers how many paths there were. */
  clear(): number {
    const n = this.table.size;
    this.table.clear();
    return n;
  }
}
