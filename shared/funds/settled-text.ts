/** The words of a deposit/withdrawal notification, the same in a native notification and in the window. */
import type { FundsSettled, Notice } from '../contract/index.js';
import { HIDDEN_AMOUNT } from '../privacy.js';
import { m } from '../i18n/language.js';
import { sayAmount } from '../i18n/numbers.js';

/** `hideAmounts`: privacy mode is on (shared/privacy.ts), so each amount reads as dots; the currencies stay. */
export function settledText(settled: FundsSettled, options: { hideAmounts?: boolean } = {}): { title: string; body: string } {
  const list = (entries: FundsSettled['deposits']) =>
    entries.map((e) => `${options.hideAmounts ? HIDDEN_AMOUNT : sayAmount(e.amount)} ${e.currency.toUpperCase()}`).join(', ');
  const parts: string[] = [];
  if (settled.deposits.length) parts.push(m.settled_deposit({ list: list(settled.deposits) }));
  if (settled.withdrawals.length) parts.push(m.settled_withdrawal({ list: list(settled.withdrawals) }));
  const title =
    settled.deposits.length && settled.withdrawals.length ? m.settled_title_both() : settled.deposits.length ? m.settled_title_deposit() : m.settled_title_withdrawal();
  return { title, body: parts.join(' ') };
}

/** Settled funds as a notice in the window: both wordings, so that it follows privacy mode while it is shown. */
export function settledNotice(settled: FundsSettled): Notice {
  return { level: 'info', message: settledText(settled).body, hidden: settledText(settled, { hideAmounts: true }).body };
}
