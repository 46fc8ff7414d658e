/**
 * Which account on which exchange a saved profile is. The withdrawal guard belongs to that
 * account, not to the entry in Satchel's list, so removing the entry and adding the key again
 * (under any name) finds the same guard and the same 24-hour count.
 *
 * The exchange names its accounts: `/v3/auth/me` answers `svcid`, "account identifier on the
 * service", the same for every API key of the account. A key is checked with that call when it
 * is added, and the svcid kept. Profiles saved before that have none and are known by their API
 * key until added again. Accounts of the embedded demo exchange get a new address, keys and
 * svcid every run; their e-mail is what stays.
 */
import type { Profile } from '../settings/schema.js';

export type AccountOf = Pick<Profile, 'exchangeUrl' | 'publicKey' | 'demoAccount'> & { svcid?: string | null };

export function exchangeAccountKey(profile: AccountOf): string {
  if (profile.demoAccount) return `demo|${profile.demoAccount}`;
  const exchange = exchangeOf(profile.exchangeUrl);
  return profile.svcid ? `${exchange}|svcid|${profile.svcid}` : `${exchange}|key|${profile.publicKey}`;
}

/** The same exchange however its address was typed: host in lower case, default port and trailing "/" dropped. */
function exchangeOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname.replace(/\/+$/, '')}`;
  } catch {
    return url;
  }
}
