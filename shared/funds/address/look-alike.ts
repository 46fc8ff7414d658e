/**
 * Address poisoning: an attacker sends a tiny amount from an address made to share the first
 * and last characters of one the person uses, hoping it is copied from the history later.
 * People compare the ends of an address, so a new address whose ends match a known one but
 * whose middle differs is the sign. Compared after the fixed prefix every address of a kind
 * shares (`0x`, `bc1q`, `bitcoincash:`…), which says nothing.
 */
import { m } from '../../i18n/language.js';

const SHARED_PREFIX = /^(?:0x|bitcoincash:|bc1[qp]?|ltc1[qp]?)/i;

/** Characters compared at each end. */
export const ENDS = 4;

const core = (address: string) => address.trim().replace(SHARED_PREFIX, '').toLowerCase();

/** The known address the typed one imitates, or null (an exact match is the known address itself). */
export function lookAlikeOf<T extends { address: string }>(typed: string, known: readonly T[]): T | null {
  const a = core(typed);
  if (a.length < ENDS * 2 + 1) return null;
  for (const k of known) {
    const b = core(k.address);
    if (a === b) continue;
    if (a.slice(0, ENDS) === b.slice(0, ENDS) && a.slice(-ENDS) === b.slice(-ENDS)) return k;
  }
  return null;
}

/** The address in groups of four characters, so a person can compare it group by group. */
export function inGroupsOfFour(address: string): string {
  return address.trim().match(/.{1,4}/g)?.join(' ') ?? '';
}

/** The warning, the same in the form and in main's confirmation; `what` names the known address (its label, never the address). */
export function lookAlikeWarning(what: string): string {
  return m.shared_lookalike_warning({ what });
}

/** How a known address is named in the warning (in the case the warning's sentence needs it). */
export function knownName(known: { label?: string } | null, from: 'book' | 'history'): string {
  if (from === 'history') return m.shared_lookalike_known_history();
  return known?.label ? m.shared_lookalike_known_book_label({ label: known.label }) : m.shared_lookalike_known_book();
}
