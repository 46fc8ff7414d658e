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

export function frameGate<T>(
  apply: (value: T) => void,
  raf: Raf = (cb) => requestAnimationFrame(cb),
  caf: Caf = (h) => cancelAnimationFrame(h),
): FrameGate<T> {
  let pending: { value: T } | null = null;
  let handle: number | null = null;
  return {
    push(value) {
      pending = { value };
      if (handle !== null) return;
      handle = raf(() => {
        handle = null;
        const next = pending;
        pending = null;
        if (next) apply(next.value);
      });
    },
    cancel() {
      pending = null;
      if (handle !== null) caf(handle);
      handle = null;
    },
  };
}
