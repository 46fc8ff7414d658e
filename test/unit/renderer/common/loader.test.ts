import { describe, expect, it } from 'vitest';
import type { Result } from '../../../../shared/contract/index.js';
import { Loader, type Load } from '../../../../renderer/common/loader.js';

/** The Resource's loading as a view meets it, its fields plain instead of runes; every state it takes is noted. */
class Watched<T> extends Loader<T> {
  readonly seen: Load<T>['status'][] = [];
  private current: Load<T> = { status: 'loading' };
  answeredAt: number | null = null;
  busy = false;
  get state(): Load<T> {
    return this.current;
  }
  set state(next: Load<T>) {
    this.current = next;
    this.seen.push(next.status);
  }
}

/** A main that answers each call when the test says. */
function answers<T>() {
  const waiting: ((result: Result<T>) => void)[] = [];
  let calls = 0;
  return {
    fetch: () => {
      calls++;
      return new Promise<Result<T>>((resolve) => waiting.push(resolve));
    },
    answer(result: Result<T>) {
      waiting.shift()!(result);
    },
    get calls() {
      return calls;
    },
  };
}

const down: Result<number> = { ok: false, error: { kind: 'network', message: 'Cannot reach the exchange.' } };

describe('a view’s answer from main, loaded again', () => {
  it('keeps showing the last error while it is asked again, busy meanwhile, instead of flipping to loading', async () => {
    const main = answers<number>();
    const rates = new Watched<number>(main.fetch);
    const first = rates.load();
    main.answer(down);
    await first;
    expect(rates.state.status).toBe('error');

    const again = rates.load();
    expect(rates.state.status).toBe('error');
    expect(rates.busy).toBe(true);
    main.answer(down);
    await again;
    expect(rates.busy).toBe(false);
    expect(rates.seen).toEqual(['error', 'error']);
  });

  it('keeps the last value while it is asked again; a failed reload then shows the error', async () => {
    const main = answers<number>();
    const rates = new Watched<number>(main.fetch, () => 1000);
    const first = rates.load();
    main.answer({ ok: true, value: 1 });
    await first;
    const again = rates.load();
    expect(rates.state).toEqual({ status: 'ready', value: 1 });
    expect(rates.busy).toBe(true);
    main.answer(down);
    await again;
    expect(rates.state.status).toBe('error');
    // When the value shown arrived: the error did not change it.
    expect(rates.answeredAt).toBe(1000);
  });

  it('asks once while an answer is on its way, however often a view makes sure of it', async () => {
    const main = answers<number>();
    const rates = new Watched<number>(main.fetch);
    const first = rates.load();
    main.answer(down);
    await first;
    rates.ensure();
    rates.ensure();
    rates.ensure();
    expect(main.calls).toBe(2);
    main.answer({ ok: true, value: 2 });
    await Promise.resolve();
    await Promise.resolve();
    expect(rates.state).toEqual({ status: 'ready', value: 2 });
    expect(rates.busy).toBe(false);
  });

  it('shows loading on the first load, and again when a person asks to retry after an error', async () => {
    const main = answers<number>();
    const rates = new Watched<number>(main.fetch);
    expect(rates.state.status).toBe('loading');
    const first = rates.load();
    main.answer(down);
    await first;
    rates.retry();
    expect(rates.state.status).toBe('loading');
    main.answer({ ok: true, value: 3 });
  });
});
