/** Code statuses as people understand them (FACTS.md: how the real system grouped them). */
import { m } from '../../shared/i18n/language.js';

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

// Message functions, called when drawn: the words follow the language.
const WORDS: Readonly<Record<CodeGroup, () => string>> = {
  awaiting: m.funds_codes_awaiting,
  valid: m.funds_codes_valid,
  used: m.funds_codes_used,
  blocked: m.funds_codes_blocked,
  cancelled: m.funds_codes_cancelled,
};

export function codeStatusWords(status: string): string {
  const group = GROUPS[status];
  return group ? WORDS[group]() : status;
}

/** The statuses of the issued-by-me filter that make up each group, for the filter's choices. */
export const FILTER_GROUPS: readonly { group: CodeGroup; label: () => string; statuses: string[] }[] = [
  { group: 'awaiting', label: WORDS.awaiting, statuses: ['created', 'processing'] },
  { group: 'valid', label: WORDS.valid, statuses: ['active'] },
  { group: 'used', label: WORDS.used, statuses: ['redeeming', 'redeemed'] },
  { group: 'blocked', label: WORDS.blocked, statuses: ['onhold'] },
  { group: 'cancelled', label: WORDS.cancelled, statuses: ['canceled'] },
];

export { maskCode } from '../../shared/codes/mask.js';
