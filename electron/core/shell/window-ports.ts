/**
 * The ports of a shell that has nothing but its windows: questions asked in the window that made
 * the call (WindowConfirmer), files handed back to it as downloads, no payment window of its
 * own, and notices left to the windows, which hear the same events from the bus. Browser mode's
 * adapter (electron/web/shell-ports.ts) is these plus the payment window as a tab; a core made
 * without `ports` (tests of the core alone) gets these.
 */
import { AppError } from '../../../shared/contract/index.js';
import { settledNotice } from '../../../shared/funds/settled-text.js';
import { WindowConfirmer } from '../confirm/confirm.js';
import type { QuestionPort, ShellPorts } from './ports.js';

export const NO_PAYMENT_WINDOW = 'This version of Satchel cannot open a payment window.';

/** Questions pushed to the asking window (`confirm.request`) and answered by it (`app.confirm`). */
export function windowQuestions(timeoutMs?: number): QuestionPort {
  const confirmer = new WindowConfirmer((session, request) => session.emit('confirm.request', request), timeoutMs);
  return {
    ask: confirmer.ask,
    answer: (session, id, accepted, password) => confirmer.answer(session, id, accepted, password),
    forget: (session) => confirmer.forget(session),
  };
}

export function windowOnlyPorts(): ShellPorts {
  return {
    questions: windowQuestions(),
    saveFile: async (_session, file) => ({ saved: 'download', fileName: file.suggestedName, content: file.content }),
    openPaymentWindow: async () => {
      throw new AppError('unavailable', NO_PAYMENT_WINDOW);
    },
    restart: null,
    notify: (notice, tellWindows) => {
      if (notice.kind === 'funds.settled') tellWindows(settledNotice(notice.settled));
    },
  };
}
