/**
 * The destination of a crypto withdrawal, checked in main before the confirmation is asked:
 * the coin's address rule (the same shared rule the form runs as it is typed), and whether the
 * address imitates one the person already uses — saved in the address book, or sent to before
 * (address poisoning plants such look-alikes in a history for a later copy and paste).
 */
import { m } from '../../../shared/i18n/language.js';
import { AppError, type Currency, type SavedAddress } from '../../../shared/contract/index.js';
import { checkAddress, tokenNetworkOf, type AddressCheck } from '../../../shared/funds/address/rules.js';
import { inGroupsOfFour, knownName, lookAlikeOf, lookAlikeWarning } from '../../../shared/funds/address/look-alike.js';
import { oneLine, quoted } from '../confirm/quote.js';
import { assetsHistory } from '../exchange/assets-history.js';
import type { PrivateApi } from '../exchange/private.js';

/** How many of the latest withdrawals of the coin a new address is compared with. */
const HISTORY_COMPARED = 100;

export interface CheckedDestination {
  check: Exclude<AddressCheck, { status: 'invalid' }>;
  /** Set when the address looks like a known one but is not it. */
  lookAlike: string | null;
}

/** Throws `validation` in the rule's words when the address cannot be one of this coin's. */
export function addressOrRefuse(currency: Pick<Currency, 'code' | 'explorerLink'>, address: string): Exclude<AddressCheck, { status: 'invalid' }> {
  const check = checkAddress(currency.code, address, tokenNetworkOf(currency.explorerLink));
  if (check.status === 'invalid') throw new AppError('validation', check.message);
  return check;
}

/** Addresses this coin was sent to, newest first; none when the history cannot be read (the address book still counts). */
async function sentTo(api: PrivateApi, currencyId: number): Promise<string[]> {
  try {
    const history = await assetsHistory(api, { type: 'withdraws', currencyIds: [currencyId], page: 1, perPage: HISTORY_COMPARED, orderBy: 'created_at', orderDir: 'desc' });
    return history.items.map((i) => i.destination).filter((d) => d !== '');
  } catch {
    return [];
  }
}

export async function checkDestination(
  api: PrivateApi,
  currency: Pick<Currency, 'id' | 'code' | 'explorerLink'>,
  address: string,
  saved: readonly SavedAddress[],
): Promise<CheckedDestination> {
  const check = addressOrRefuse(currency, address);
  const code = currency.code.toLowerCase();
  const book = saved.filter((a) => a.currency === code);
  const fromBook = lookAlikeOf(address, book);
  // The label was typed in a window: on one line inside main's question.
  if (fromBook) return { check, lookAlike: lookAlikeWarning(knownName(fromBook.label ? { label: oneLine(fromBook.label) } : null, 'book')) };
  const known = new Set(book.map((a) => a.address));
  if (known.has(address)) return { check, lookAlike: null };
  const fromHistory = lookAlikeOf(address, (await sentTo(api, currency.id)).map((d) => ({ address: d })));
  return { check, lookAlike: fromHistory ? lookAlikeWarning(knownName(null, 'history')) : null };
}

/** The window's verdict on a checked address (funds' AddressVerdict), its note a sentence of its own. */
function checkedLine(kind: string, note: string | null): string {
  const checked = m.funds_address_checked({ kind });
  return note ? `${checked} ${note}` : checked;
}

/** The lines of the confirmation about the destination: the address in groups, and what to look at. */
export function destinationLines(address: string, checked: CheckedDestination): string[] {
  const { check, lookAlike } = checked;
  return [
    // Checked or not, the address came from the window: quoted, on one line (an address is never cut).
    m.core_line_to_groups({ address: quoted(inGroupsOfFour(address), 1024) }),
    check.status === 'unchecked' ? check.message : checkedLine(check.kind, check.note),
    lookAlike,
  ].filter((l): l is string => l !== null);
}
