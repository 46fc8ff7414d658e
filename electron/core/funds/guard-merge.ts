/**
 * Two guards kept apart for one exchange account made one. Apart from the guard itself
 * (guard.ts, which reads and writes the settings store) because the settings' own migration
 * needs it, and the store needs the migration: here it depends on the settings' shape only.
 */
import { dec } from '../../../shared/decimal.js';
import { isFiatCurrency, sameDestination } from '../../../shared/fiat/destination.js';
import { MAX_SAVED_ADDRESSES, type GuardSettings } from '../settings/schema.js';

const sameMemo = (a: string | null, b: string | null): boolean => (a ?? '') === (b ?? '');

interface Entry {
  currency: string;
  address: string;
  memo: string | null;
}

/**
 * The same entry of the address book. A fiat destination (a card, a phone) is compared as its
 * number, however it was written, in the book or in the payout form: "4111 1111 1111 1111" saved
 * allows "4111-1111-1111-1111" typed. A coin's address is compared exactly.
 */
export function sameEntry(a: Entry, d: Entry): boolean {
  if (a.currency !== d.currency || !sameMemo(a.memo, d.memo)) return false;
  return isFiatCurrency(a.currency) ? sameDestination(a.address, d.address) : a.address === d.address;
}

/**
 * One guard from two kept apart for the same exchange account: every saved address and every
 * withdrawal counted, and for a coin ruled in both the stricter of each rule.
 */
export function mergeGuards(a: GuardSettings, b: GuardSettings): GuardSettings {
  const addresses = [...a.addresses];
  for (const entry of b.addresses) {
    if (!addresses.some((x) => sameEntry(x, entry))) addresses.push(entry);
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
