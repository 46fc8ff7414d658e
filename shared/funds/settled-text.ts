/** The words of a deposit/withdrawal notification, the same in a native notification and in the window. */
import type { FundsSettled } from '../contract/index.js';

const list = (entries: FundsSettled['deposits']) => entries.map((e) => `${e.amount} ${e.currency.toUpperCase()}`).join(', ');

export function settledText(settled: FundsSettled): { title: string; body: string } {
  const parts: string[] = [];
  if (settled.deposits.length) parts.push(`Deposit credited: ${list(settled.deposits)}.`);
  if (settled.withdrawals.length) parts.push(`Withdrawal completed: ${list(settled.withdrawals)}.`);
  const title = settled.deposits.length && settled.withdrawals.length ? 'Deposits and withdrawals' : settled.deposits.length ? 'Deposit credited' : 'Withdrawal completed';
  return { title, body: parts.join(' ') };
}
