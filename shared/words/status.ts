/**
 * Statuses of deposits and withdrawals in words, as FACTS.md lists the real system's: the same
 * words in the window and in an exported CSV, so a person never reads the exchange's raw codes.
 */
const WORDS: Readonly<Record<string, string>> = {
  done: 'Done',
  pending: 'Pending',
  unknown: 'Unknown (ask support)',
  canceled: 'Cancelled',
  awaiting_confirmation: 'Waiting for your e-mail confirmation',
};

/** A status the app does not know is still shown in words: its underscores become spaces, its first letter upper case. */
export function statusWords(status: string): string {
  const known = WORDS[status];
  if (known) return known;
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Unknown';
}
