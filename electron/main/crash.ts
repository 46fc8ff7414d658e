/**
 * When the window's page stops (its renderer crashed, was killed, ran out of memory) or hangs,
 * the person is told in words and offered a reload, instead of a blank or frozen window. Crash
 * dumps stay on this computer: nothing is uploaded. Decisions here, without Electron; index.ts
 * asks with a native dialog and reloads.
 */

/** Electron's `RenderProcessGoneDetails['reason']`, as far as the words depend on it. */
export type GoneReason = 'clean-exit' | 'abnormal-exit' | 'killed' | 'crashed' | 'oom' | 'launch-failed' | 'integrity-failure' | 'memory-eviction';

export interface CrashQuestion {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  defaultId: number;
  cancelId: number;
  noLink: true;
}

/** The answer's index that means "reload". */
export const RELOAD = 0;

const WHY: Record<GoneReason, string> = {
  'clean-exit': '',
  'abnormal-exit': 'it stopped unexpectedly',
  killed: 'it was ended by the system or another program',
  crashed: 'it crashed',
  oom: 'it ran out of memory',
  'launch-failed': 'it could not be started',
  'integrity-failure': 'its code failed an integrity check',
  'memory-eviction': 'the system reclaimed its memory',
};

/**
 * What to ask when the page of `windowName` is gone; null when it ended on purpose (a clean
 * exit: the window is closing). Nothing was lost by the core: money moves only in main.
 */
export function rendererGoneQuestion(reason: string, windowName: string): CrashQuestion | null {
  if (reason === 'clean-exit') return null;
  const why = WHY[reason as GoneReason] ?? 'it stopped unexpectedly';
  return {
    type: 'warning',
    title: 'Satchel',
    message: `The ${windowName} stopped working: ${why}.`,
    detail:
      'Your keys, settings and anything sent to the exchange are safe: they are kept by the main part of Satchel, which is still running. Reload the window to go on.',
    buttons: ['Reload', 'Quit Satchel'],
    defaultId: RELOAD,
    cancelId: 1,
    noLink: true,
  };
}

/** What to ask when the page has not answered for a while (Electron's 'unresponsive'). */
export function unresponsiveQuestion(windowName: string): CrashQuestion {
  return {
    type: 'warning',
    title: 'Satchel',
    message: `The ${windowName} is not responding.`,
    detail: 'You can wait for it, or reload it. Nothing sent to the exchange is lost by reloading.',
    buttons: ['Reload', 'Wait'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
}

/** The payment window's button that closes it (the wallet window goes on). */
export const CLOSE_PAYMENT = 'Close the payment window';

/**
 * Said about the payment window whatever happened to it: a payment the gateway took stands, and
 * Satchel sends nothing again by itself. "Reload" opens Satchel's own payment page afresh, never
 * the gateway's page again (reloading a page a form was posted to could post it twice).
 */
const PAYMENT_SAFE =
  'Nothing is paid twice: a payment you finished on the gateway’s page stands, and Satchel sends nothing again by itself. Before you pay again, look for the deposit in History. Reload starts the payment form again from its beginning.';

/** What to ask when the payment window's page is gone; null when it ended on purpose (the window is closing). */
export function paymentGoneQuestion(reason: string): CrashQuestion | null {
  const gone = rendererGoneQuestion(reason, 'payment window');
  return gone && { ...gone, detail: PAYMENT_SAFE, buttons: ['Reload', CLOSE_PAYMENT] };
}

/** What to ask when the payment window has not answered for a while: waiting is the default. */
export function paymentUnresponsiveQuestion(): CrashQuestion {
  return { ...unresponsiveQuestion('payment window'), detail: `You can wait for it, reload it or close it. ${PAYMENT_SAFE}`, buttons: ['Reload', 'Wait', CLOSE_PAYMENT] };
}

/** Electron's crash reporter, local only: dumps are written under the user-data folder's Crashpad directory and never uploaded. */
export const CRASH_REPORTER_OPTIONS = { uploadToServer: false, compress: true } as const;
