/**
 * How a view's answer from main is loaded, apart from how it is made reactive (resource.svelte.ts
 * holds the fields in runes; a unit test holds them in plain fields). Pure: no DOM, no bridge.
 */
import type { AppErrorData, Result } from '../../shared/contract/index.js';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: AppErrorData };

export abstract class Loader<T> {
  /** Replaced whole on every answer: nothing inside is mutated, so no deep proxy is needed. */
  abstract state: Load<T>;
  /** When the value shown arrived (ms since the epoch); null before the first answer. */
  abstract answeredAt: number | null;
  /**
   * Asked again, the answer not back yet. The last value or error stays in `state` meanwhile: a
   * view that reloads by itself (the rates every minute, again when the exchange is back) never
   * flips from an error to "loading" and back, nor loses its figures for a moment.
   */
  abstract busy: boolean;
  private generation = 0;

  constructor(
    private readonly fetch: () => Promise<Result<T>>,
    private readonly now: () => number = Date.now,
  ) {}

  /** Load (again). An older answer that arrives after a newer request started is ignored. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    this.busy = true;
    let result: Result<T>;
    try {
      result = await this.fetch();
    } catch (error) {
      result = { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
    }
    if (generation !== this.generation) return;
    this.state = result.ok ? { status: 'ready', value: result.value } : { status: 'error', error: result.error };
    if (result.ok) this.answeredAt = this.now();
    this.busy = false;
  }

  /** An answer the page came with (a server-rendered start page): ready at once, counted as answered. */
  seed(value: T): void {
    this.generation++;
    this.state = { status: 'ready', value };
    this.answeredAt = this.now();
    this.busy = false;
  }

  /** Load unless an answer is already here or on its way. */
  ensure(): void {
    if (this.busy) return;
    if (this.generation === 0 || this.state.status === 'error') void this.load();
  }

  /** A person's Retry after an error: the error gives way to "loading" (their click did something), then asks once more. */
  retry(): void {
    this.state = { status: 'loading' };
    void this.load();
  }
}
