/** What the main window says when a fiat deposit ends: its status in the app's words, never the exchange's code. */
import type { FiatDepositFinished } from '../../shared/contract/index.js';
import { m } from '../../shared/i18n/language.js';
import { coinCode, statusWords } from '../../shared/words/index.js';

/** `amount` is passed apart so the same words can be said with the amount hidden. */
export function depositFinishedText(finished: FiatDepositFinished, amount: string): string {
  const what = { id: finished.depositId, amount, currency: coinCode(finished.currency) };
  return finished.status === 'done' ? m.fiat_deposit_paid(what) : m.fiat_deposit_ended({ ...what, status: statusWords(finished.status) });
}
