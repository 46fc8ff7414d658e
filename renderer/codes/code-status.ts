/** Code statuses as people understand them (FACTS.md: how the real system grouped them). */
export type CodeGroup = 'awaiting' | 'valid' | 'used' | 'blocked' | 'cancelled';

const GROUPS: Readonly<Record<string, CodeGroup>> = {
  created: 'awaiting',
  processing: 'awaiting',
  unconfirmed: 'awaiting',
  active: 'valid',
  redeeming: 'used',
  redeemed: 'used',
  onhold: 'blocked',
  canceled: 'cancelled',
};

const WORDS: Readonly<Record<CodeGroup, string>> = {
  awaiting: 'Awaiting',
  valid: 'Valid',
  used: 'Used',
  blocked: 'Blocked',
  cancelled: 'Cancelled',
};

export function codeStatusWords(status: string): string {
  const group = GROUPS[status];
  return group ? WORDS[group] : status;
}

/** The statuses of the issued-by-me filter that make up each group, for the filter's choices. */
export const FILTER_GROUPS: readonly { group: CodeGroup; label: string; statuses: string[] }[] = [
  { group: 'awaiting', label: 'Awaiting', statuses: ['created', 'processing'] },
  { group: 'valid', label: 'Valid', statuses: ['active'] },
  { group: 'used', label: 'Used', statuses: ['redeeming', 'redeemed'] },
  { group: 'blocked', label: 'Blocked', statuses: ['onhold'] },
  { group: 'cancelled', label: 'Cancelled', statuses: ['canceled'] },
];

export { maskCode } from '../../shared/codes/mask.js';
