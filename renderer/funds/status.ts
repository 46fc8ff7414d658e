/** Statuses of deposits and withdrawals in words, as FACTS.md lists the real system's. */
const WORDS: Readonly<Record<string, string>> = {
  done: 'Done',
  pending: 'Pending',
  unknown: 'Unknown (ask support)',
  canceled: 'Cancelled',
  awaiting_confirmation: 'Waiting for your e-mail confirmation',
};

export function statusWords(status: string): string {
  return WORDS[status] ?? status.replace(/_/g, ' ');
}
