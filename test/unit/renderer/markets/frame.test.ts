import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextFrame, latestGate, soon, type Schedule } from '../../../../renderer/markets/frame.js';

/** A hand-cranked schedule on a clock of its own: `advance(ms)` runs whatever falls due. */
function schedule() {
  let t = 0;
  let next = 1;
  const waiting = new Map<number, { at: number; run: () => void }>();
  const delays: number[] = [];
  const plan: Schedule = (run, delayMs) => {
    const id = next++;
    delays.push(delayMs);
    waiting.set(id, { at: t + delayMs, run });
    return () => void waiting.delete(id);
  };
  return {
    plan,
    delays,
    now: () => t,
    pending: () => waiting.size,
    advance(ms: number) {
      t += ms;
      for (const [id, job] of [...waiting]) {
        if (job.at > t) continue;
        waiting.delete(id);
        job.run();
      }
    },
  };
}

describe('latest value wins', () => {
  it('applies only the newest of many pushes, once, when its turn comes', () => {
    const s = schedule();
    const applied: number[] = [];
    const gate = latestGate<number>((v) => applied.push(v), s.plan, { now: s.now });
    for (let i = 1; i <= 10; i++) gate.push(i);
    expect(s.pending()).toBe(1);
    expect(applied).toEqual([]);
    s.advance(0);
    expect(applied).toEqual([10]);
    s.advance(16);
    expect(applied).toEqual([10]);
    gate.push(11);
    gate.push(12);
    s.advance(0);
    expect(applied).toEqual([10, 12]);
  });

  it('drops what waits when cancelled', () => {
    const s = schedule();
    const applied: number[] = [];
    const gate = latestGate<number>((v) => applied.push(v), s.plan, { now: s.now });
    gate.push(1);
    gate.cancel();
    expect(s.pending()).toBe(0);
    s.advance(100);
    expect(applied).toEqual([]);
  });

  it('with a minimum interval, applies the newest value no sooner than that after the last, and waits for it rather than asking again and again', () => {
    const s = schedule();
    const applied: number[] = [];
    const gate = latestGate<number>((v) => applied.push(v), s.plan, { minIntervalMs: 100, now: s.now });
    s.advance(1000);
    gate.push(1);
    s.advance(0);
    expect(applied).toEqual([1]);
    s.advance(16);
    gate.push(2);
    s.advance(34);
    gate.push(3);
    expect(applied).toEqual([1]);
    // One wait, for what is left of the interval: not forgotten, not polled.
    expect(s.pending()).toBe(1);
    expect(s.delays).toEqual([0, 84]);
    s.advance(49);
    expect(applied).toEqual([1]);
    s.advance(1);
    expect(applied).toEqual([1, 3]);
    expect(s.pending()).toBe(0);
  });
});

describe('soon', () => {
  afterEach(() => void vi.useRealTimers());

  it('runs in a task of its own after the delay, and not once called off', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    soon(() => ran.push('a'), 0);
    const off = soon(() => ran.push('b'), 10);
    expect(ran).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(ran).toEqual(['a']);
    off();
    vi.advanceTimersByTime(50);
    expect(ran).toEqual(['a']);
  });
});

describe('a gate called off', () => {
  it('ignores later pushes: a read that answers after the view has gone applies nothing', () => {
    const s = schedule();
    const applied: number[] = [];
    const gate = latestGate<number>((v) => applied.push(v), s.plan, { now: s.now });
    gate.cancel();
    gate.push(1);
    expect(s.pending()).toBe(0);
    s.advance(100);
    expect(applied).toEqual([]);
  });
});

describe('afterNextFrame', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs after the next animation frame, no sooner than the delay, and not once called off', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    // Node has no animation frames: one every 16 ms of the fake clock, as a display would.
    vi.stubGlobal('requestAnimationFrame', (callback: (now: number) => void) => setTimeout(() => callback(performance.now()), 16 - (performance.now() % 16)));
    vi.stubGlobal('cancelAnimationFrame', (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle));
    const ran: string[] = [];
    afterNextFrame(() => ran.push('a'), 0);
    afterNextFrame(() => ran.push('b'), 100);
    const offBeforeFrame = afterNextFrame(() => ran.push('c'), 0);
    offBeforeFrame();
    vi.advanceTimersByTime(15);
    expect(ran).toEqual([]);
    const offAfterFrame = afterNextFrame(() => ran.push('d'), 50);
    vi.advanceTimersByTime(2); // the frame (16 ms) has come: 'a' waits only for its timer
    expect(ran).toEqual(['a']);
    offAfterFrame(); // between its frame (at 16 ms) and its timer (at 65 ms)
    vi.advanceTimersByTime(200);
    expect(ran).toEqual(['a', 'b']);
  });
});
