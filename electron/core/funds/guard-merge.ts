/**
 * Two guards kept apart for one exchange account made one. Apart from the guard itself
 * (guard.ts, which reads and writes the settings store) because the settings' own migration
 * needs it, and the store needs the migration: here it depends on the settings' shape only.
 */
import { dec } from '../../../shared/decimal.js';
import { MAX_SAVED_ADDRESSES, type GuardSettings } from '../settings/schema.js';

export const sameMemo = (a: string | null, b: string | null): boolean => (a ?? '') === (b ?? '');

/**
 * One guard from two kept apart for the same exchange account: every saved address and every
 * withdrawal counted, and for a coin ruled in both the stricter of each rule.
 */
export function mergeGuards(a: GuardSettings, b: GuardSettings): GuardSettings {
  const addresses = [...a.addresses];
  for (const entry of b.addresses) {
    if (!addresses.some((x) => x.currency === entry.currency && x.address === entry.address && sameMemo(x.memo, entry.memo))) addresses.push(entry);
  }
  const rules = { ...b.rules, ...a.rules };
  for (const [currency, rule] of Object.entries(b.rules)) {
    const other = a.rules[currency];
    if (!other) continue;
    const limits = [other.dailyLimit, rule.dailyLimit].filter((l): l is string => l !== null);
    const dailyLimit = limits.length === 0 ? null : limits.reduce((x, y) => (dec(x).lte(y) ? x : y));
    rules[currency] = { allowListOnly: other.allowListOnly || rule.allowListOnly, dailyLimit };
  }
  const sent = [...a.sent, ...b.sent].sort((x, y) => x.at - y.at);
  return { addresses: addresses.slice(0, MAX_SAVED_ADDRESSES), rules, sent };
}
