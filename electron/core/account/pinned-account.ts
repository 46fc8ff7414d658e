import { AppError } from '../../../shared/contract/index.js';
import type { Pin } from '../base/state-change.js';
import { NO_ACCOUNT_TEXT } from './context.js';
import { exchangeAccountKey } from '../keys/exchange-account.js';
import type { Profile } from '../settings/schema.js';

export interface PinnedAccount extends Pin {
  name: string;
  /** The exchange account (keys/exchange-account.ts), what is recorded of a change belongs to. */
  key: string;
  /** After the person's yes: still the account they were asked about, or nothing is sent. */
  check(): void;
}

/**
 * The active account when a state-changing operation starts. Switching accounts needs no
 * confirmation, so it can happen while a question is open (another window, a script); what was
 * checked and confirmed for one account must then not go out from another.
 */
export function pinAccount(s: { activeProfile(): Profile | null }): PinnedAccount {
  const profile = s.activeProfile();
  if (!profile) throw new AppError('auth', NO_ACCOUNT_TEXT);
  return {
    name: profile.name,
    key: exchangeAccountKey(profile),
    check() {
      if (s.activeProfile()?.id !== profile.id) {
        throw new AppError('validation', `The active account changed while you were being asked about “${profile.name}”. Nothing was sent; try again on the account you mean.`);
      }
    },
  };
}
