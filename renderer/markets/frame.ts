/**
 * Latest value wins: snapshots may arrive faster than they are worth showing (or pile up while
 * the window is hidden); only the newest is applied, once, when the gate's schedule says.
 *
 * Where the work happens matters as much as how much of it there is. A snapshot applied inside
 * an animation frame puts all of its script (grouping, totals, formatting, Svelte's updates) in
 * that frame, before the browser's own style, layout and paint; applied in a task of its own as it
 * arrives, the frame is left with the browser's part alone. The book is applied that way (`soon`),
 * and the depth chart just after the next frame (`afterNextFrame`), so the two seldom share one
 * (a book that arrives just after the chart was drawn can still be shown in the same frame).
 */
export interface LatestGate<T> {
  push(value: T): void;
  /** Drop whatever is waiting and stop for good: later pushes are ignored. */
  cancel(): void;
}

/** Runs `run` later (after at least `delayMs`); returns a function that calls it off. */
export type Schedule = (run: () => void, delayMs: number) => () => void;

export interface GateOptions {
  /** At least this long between two applications (0: as soon as the schedule allows). */
  minIntervalMs?: number;
  now?: () => number;
}

/** A task of its own, after `delayMs`: timers of a hidden window run rarely, so a hidden book costs little. */
export const soon: Schedule = (run, delayMs) => {
  const handle = setTimeout(run, delayMs);
  return () => clearTimeout(handle);
};

/** A task just after the next animation frame has been drawn (and after `delayMs`, counted from now). */
export const afterNextFrame: Schedule = (run, delayMs) => {
  const from = performance.now();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, Math.max(0, delayMs - (performance.now() - from)));
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== null) clearTimeout(timer);
  };
};

export function latestGate<T>(apply: (value: T) => void, schedule: Schedule, options: GateOptions = {}): LatestGate<T> {
  const minIntervalMs = options.minIntervalMs ?? 0;
  const now = options.now ?? (() => performance.now());
  let pending: { value: T } | null = null;
  let cancelScheduled: (() => void) | null = null;
  let appliedAt = -Infinity;
  let stopped = false;
  const run = () => {
    cancelScheduled = null;
    const next = pending;
    pending = null;
    if (next) {
      appliedAt = now();
      apply(next.value);
    }
  };
  return {
    push(value) {
      if (stopped) return;
      pending = { value };
      if (cancelScheduled) return;
      cancelScheduled = schedule(run, Math.max(0, appliedAt + minIntervalMs - now()));
    },
    cancel() {
      stopped = true;
      pending = null;
      cancelScheduled?.();
      cancelScheduled = null;
    },
  };
}
