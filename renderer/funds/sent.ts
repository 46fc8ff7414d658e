/**
 * A coin's latest withdrawals (newest first, one page) with the one main just made put in from its
 * answer, as the exchange will list it: the look-alike check and "Your latest withdrawals" know
 * the new address at once, without reading the history again. Pure.
 */
import type { HistoryPage, WithdrawalDetails } from '../../shared/contract/index.js';

export function withSent(page: HistoryPage, sent: WithdrawalDetails): HistoryPage {
  const known = page.items.some((i) => i.type === 'withdraw' && i.id === sent.id);
  const others = page.items.filter((i) => !(i.type === 'withdraw' && i.id === sent.id));
  // The answer names the coin by code; its number is only shown when the code is unknown, so a sibling's is enough.
  const currencyId = page.items.find((i) => i.currency === sent.currency)?.currencyId ?? 0;
  const item = { id: sent.id, type: 'withdraw' as const, createdAt: sent.createdAt, destination: sent.destination, currency: sent.currency, currencyId, amount: sent.amount, status: sent.status };
  return {
    ...page,
    totalItems: known ? page.totalItems : page.totalItems + 1,
    items: [item, ...others].slice(0, page.perPage),
    currencies: page.currencies.includes(sent.currency) ? page.currencies : [...page.currencies, sent.currency],
  };
}
