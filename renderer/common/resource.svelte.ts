/** One answer from main as a view sees it: loading, ready, or an error with its message. */
import type { AppErrorData, Result } from '../../shared/contract/index.js';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: AppErrorData };

export class Resource<T> {
  /** Replaced whole on every answer: nothing inside is mutated, so no deep proxy is needed. */
  state = $state.raw<Load<T>>({ status: 'loading' });
  /** When the value shown arrived (ms since the epoch); null before the first answer. */
  answeredAt = $state<number | null>(null);
  private generation = 0;

  constructor(private readonly fetch: () => Promise<Result<T>>) {}

  /** Load (again). An older answer that arrives after a newer request started is ignored. */
  async load(): Promise<void> {
    const generation = ++this.generation;
    if (this.state.status !== 'ready') this.state = { status: 'loading' };
    let result: Result<T>;
    try {
      result = await this.fetch();
    } catch (error) {
      result = { ok: false, error: { kind: 'internal', message: error instanceof Error ? error.message : String(error) } };
    }
    if (generation !== this.generation) return;
    this.state = result.ok ? { status: 'ready', value: result.value } : { status: 'error', error: result.error };
    if (result.ok) this.answeredAt = Date.now();
  }

  /** An answer the page came with (a server-rendered start page): ready at once, counted as answered. */
  seed(value: T): void {
    this.generation++;
    this.state = { status: 'ready', value };
    this.answeredAt = Date.now();
  }

  /** Load unless an answer is already here or on its way. */
  ensure(): void {
    if (this.generation === 0 || this.state.status === 'error') void this.load();
  }

  /** After an error: show loading again and ask once more. */
  retry(): void {
    this.state = { status: 'loading' };
    void this.load();
  }
}
