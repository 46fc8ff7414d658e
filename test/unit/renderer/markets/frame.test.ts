import { describe, expect, it } from 'vitest';
import { frameGate } from '../../../../renderer/markets/frame.js';

/** A hand-cranked animation frame clock. */
function clock() {
  let next = 1;
  const callbacks = new Map<number, () => void>();
  return {
    raf: (cb: () => void) => {
      callbacks.set(next, cb);
      return next++;
    },
    caf: (h: number) => void callbacks.delete(h),
    pending: () => callbacks.size,
    frame() {
      const due = [...callbacks.values()];
      callbacks.clear();
      for (const cb of due) cb();
    },
  };
}

describe('at most one snapshot per animation frame', () => {
  it('applies only the newest of many pushes, once, on the next frame', () => {
    const c = clock();
    const applied: number[] = [];
    const gate = frameGate<number>((v) => applied.push(v), c.raf, c.caf);
    for (let i = 1; i <= 10; i++) gate.push(i);
    expect(c.pending()).toBe(1);
    expect(applied).toEqual([]);
    c.frame();
    expect(applied).toEqual([10]);
    c.frame();
    expect(applied).toEqual([10]);
    gate.push(11);
    gate.push(12);
    c.frame();
    expect(applied).toEqual([10, 12]);
  });

  it('drops what waits when cancelled', () => {
    const c = clock();
    const applied: number[] = [];
    const gate = frameGate<number>((v) => applied.push(v), c.raf, c.caf);
    gate.push(1);
    gate.cancel();
    expect(c.pending()).toBe(0);
    c.frame();
    expect(applied).toEqual([]);
  });

  it('with a minimum interval, applies the newest value no sooner than that after the last', () => {
    const c = clock();
    let t = 0;
    const applied: number[] = [];
    const gate = frameGate<number>((v) => applied.push(v), c.raf, c.caf, { minIntervalMs: 100, now: () => t });
    t = 1000;
    gate.push(1);
    c.frame();
    expect(applied).toEqual([1]);
    gate.push(2);
    t = 1016;
    c.frame();
    gate.push(3);
    t = 1050;
    c.frame();
    expect(applied).toEqual([1]);
    // Still waiting on a frame, not forgotten.
    expect(c.pending()).toBe(1);
    t = 1100;
    c.frame();
    expect(applied).toEqual([1, 3]);
    expect(c.pending()).toBe(0);
  });
});

