/**
 * When the window's page stops (its renderer crashed, was killed, ran out of memory) or hangs,
 * the person is told in words and offered a reload, instead of a blank or frozen window. Crash
 * dumps stay on this computer: nothing is uploaded. Decisions here, without Electron; index.ts
 * asks with a native dialog and reloads.
 */
import { m } from '../../shared/i18n/language.js';

/** Electron's `RenderProcessGoneDetails['reason']`, as far as the words depend on it. */
export type GoneReason = 'clean-exit' | 'abnormal-exit' | 'killed' | 'crashed' | 'oom' | 'launch-failed' | 'integrity-failure' | 'memory-eviction';

export interface CrashQuestion {
  type: 'warning';
  title: string;
  message: string;
  detail: string;
  buttons: string[];
  /** What each button means, in the buttons' order (their words are in the language now). */
  answers: CrashAnswer[];
  defaultId: number;
  cancelId: number;
  noLink: true;
}

export type CrashAnswer = 'reload' | 'quit' | 'wait' | 'close';

/** Which window is meant. */
export type CrashedWindow = 'wallet' | 'payment';

/** The answer's index that means "reload". */
export const RELOAD = 0;

const WHY: Record<Exclude<GoneReason, 'clean-exit'>, () => string> = {
  'abnormal-exit': m.crash_why_abnormal,
  killed: m.crash_why_killed,
  crashed: m.crash_why_crashed,
  oom: m.crash_why_oom,
  'launch-failed': m.crash_why_launch,
  'integrity-failure': m.crash_why_integrity,
  'memory-eviction': m.crash_why_eviction,
};

const NAME: Record<CrashedWindow, () => string> = { wallet: m.crash_window_wallet, payment: m.crash_window_payment };

const LABEL: Record<CrashAnswer, () => string> = { reload: m.crash_reload, quit: m.crash_quit, wait: m.crash_wait, close: m.crash_close_payment };

function question(message: string, detail: string, answers: CrashAnswer[], byDefault: CrashAnswer, onCancel: CrashAnswer): CrashQuestion {
  return { type: 'warning', title: 'Satchel', message, detail, buttons: answers.map((a) => LABEL[a]()), answers, defaultId: answers.indexOf(byDefault), cancelId: answers.indexOf(onCancel), noLink: true };
}

/**
 * What to ask when the page of the wallet window is gone; null when it ended on purpose (a clean
 * exit: the window is closing). Nothing was lost by the core: money moves only in main.
 */
export function rendererGoneQuestion(reason: string, window: CrashedWindow = 'wallet'): CrashQuestion | null {
  if (reason === 'clean-exit') return null;
  const why = (WHY[reason as Exclude<GoneReason, 'clean-exit'>] ?? m.crash_why_abnormal)();
  const message = m.crash_gone({ window: NAME[window](), why });
  return window === 'payment'
    ? question(message, m.crash_payment_safe(), ['reload', 'close'], 'reload', 'close')
    : question(message, m.crash_safe(), ['reload', 'quit'], 'reload', 'quit');
}

/** What to ask when the page has not answered for a while (Electron's 'unresponsive'): waiting is the default. */
export function unresponsiveQuestion(window: CrashedWindow = 'wallet'): CrashQuestion {
  const message = m.crash_unresponsive({ window: NAME[window]() });
  return window === 'payment'
    ? question(message, m.crash_payment_unresponsive_detail({ safe: m.crash_payment_safe() }), ['reload', 'wait', 'close'], 'wait', 'wait')
    : question(message, m.crash_unresponsive_detail(), ['reload', 'wait'], 'wait', 'wait');
}

/**
 * The payment window's questions: a payment the gateway took stands, and Satchel sends nothing
 * again by itself. "Reload" opens Satchel's own payment page afresh, never the gateway's page
 * again (reloading a page a form was posted to could post it twice).
 */
export const paymentGoneQuestion = (reason: string): CrashQuestion | null => rendererGoneQuestion(reason, 'payment');
export const paymentUnresponsiveQuestion = (): CrashQuestion => unresponsiveQuestion('payment');

/** Electron's crash reporter, local only: dumps are written under the user-data folder's Crashpad directory and never uploaded. */
export const CRASH_REPORTER_OPTIONS = { uploadToServer: false, compress: true } as const;
