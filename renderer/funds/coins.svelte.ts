/** The exchange's coins (crypto currencies), as the funds views list them: in the exchange's order. */
import type { Currency } from '../../shared/contract/index.js';
import { currencies } from '../common/data.svelte.js';

export function coinsOf(list: readonly Currency[]): Currency[] {
  return list.filter((c) => c.coin).sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code));
}

export function coinResource() {
  const resource = currencies();
  resource.ensure();
  return resource;
}
