/** What the main window says when a fiat deposit ends: its status in the app's words, never the exchange's code. */
import type { FiatDepositFinished } from '../../shared/contract/index.js';
import { coinCode, statusWords } from '../../shared/words/index.js';

/** `amount` is passed apart so the same words can be said with the amount hidden. */
export function depositFinishedText(finished: FiatDepositFinished, amount: string): string {
  const what = `Deposit ${finished.depositId} of ${amount} ${coinCode(finished.currency)}`;
  return finished.status === 'done' ? `${what} is paid and credited.` : `${what} ended (${statusWords(finished.status)}): nothing was credited.`;
}
