/**
 * Latest value per animation frame: snapshots may arrive faster than the screen refreshes
 * (or pile up while the window is hidden); only the newest is applied, once per frame.
 */
export interface FrameGate<T> {
  push(value: T): void;
  /** Drop whatever is waiting and stop. */
  cancel(): void;
}

type Raf = (callback: () => void) => number;
type Caf = (handle: number) => void;

export interface GateOptions {
  /**
   * At least this long between two applications (0: every frame). A frame that comes sooner
   * leaves the newest value waiting for a later frame.
   */
  minIntervalMs?: number;
  now?: () => number;
}

export function frameGate<T>(
  apply: (value: T) => void,
  raf: Raf = (cb) => requestAnimationFrame(cb),
  caf: Caf = (h) => cancelAnimationFrame(h),
  options: GateOptions = {},
): FrameGate<T> {
  const minIntervalMs = options.minIntervalMs ?? 0;
  const now = options.now ?? (() => performance.now());
  let pending: { value: T } | null = null;
  let handle: number | null = null;
  let appliedAt = -Infinity;
  const frame = () => {
    handle = null;
    if (minIntervalMs > 0 && now() - appliedAt < minIntervalMs) {
      handle = raf(frame);
      return;
    }
    const next = pending;
    pending = null;
    if (next) {
      appliedAt = now();
      apply(next.value);
    }
  };
  return {
    push(value) {
      pending = { value };
      if (handle !== null) return;
      handle = raf(frame);
    },
    cancel() {
      pending = null;
      if (handle !== null) caf(handle);
      handle = null;
    },
  };
}
