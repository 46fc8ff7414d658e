/**
 * The person's input in this window, reported to main for the auto-lock's idle clock: at most
 * once per `everyMs` (the first at once), since main only needs to know someone is there. Only
 * input counts — a window that merely shows live figures must let the app lock itself.
 */
export const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

type Target = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

export function reportActivity(target: Target, send: () => void, options: { everyMs?: number; now?: () => number } = {}): () => void {
  const everyMs = options.everyMs ?? 15_000;
  const now = options.now ?? (() => Date.now());
  let last = -Infinity;
  const onInput = (): void => {
    const t = now();
    if (t - last < everyMs) return;
    last = t;
    send();
  };
  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, onInput, { capture: true, passive: true });
  return () => {
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, onInput, { capture: true });
  };
}
