/**
 * Reference data the views share, asked for once per run (and again on Retry). Each getter
 * creates its resource on first use, so a view that is never opened costs nothing.
 */
import type { Currency, FeeRecord, Market, Rate, Result } from '../../shared/contract/index.js';
import { getBridge } from './bridge.js';
import { feed } from './feed.svelte.js';
import { Resource } from './resource.svelte.js';

/** A getter for one resource, and `seed` for an answer the page came with (see start-page.ts). */
interface Lazy<T> {
  (): Resource<T>;
  seed(value: T): void;
}

/**
 * `refreshMs`: data that moves (rates) is asked again this often, from first use on, while the
 * window is shown and the last answer stands (a failed one is asked again when the feed is live).
 */
/** Every resource made so far: read again when the exchange they came from changes. */
const madeSoFar: Resource<unknown>[] = [];

/** Market data now comes from another exchange (Settings, the first start): what was read from the last one is read again. */
export function reloadExchangeData(): void {
  for (const resource of madeSoFar) void resource.load();
}

function lazy<T>(fetch: () => Promise<Result<T>>, options: { refreshMs?: number } = {}): Lazy<T> {
  let resource: Resource<T> | null = null;
  const made = (): Resource<T> => {
    if (!resource) {
      const created = (resource = new Resource(fetch));
      madeSoFar.push(created as Resource<unknown>);
      // What failed while the exchange was away is asked again as soon as it is back.
      feed.onLive(() => created.ensure());
      // Not in the host's render of the start page (renderer/server.ts): no window there, nothing to keep fresh.
      if (options.refreshMs && typeof document !== 'undefined') {
        setInterval(() => {
          if (created.state.status === 'ready' && document.visibilityState !== 'hidden') void created.load();
        }, options.refreshMs);
      }
    }
    return resource;
  };
  const get = (): Resource<T> => {
    const current = made();
    current.ensure();
    return current;
  };
  return Object.assign(get, { seed: (value: T) => made().seed(value) });
}

export const markets = lazy<Market[]>(() => getBridge().call('market.markets', {}));
export const currencies = lazy<Currency[]>(() => getBridge().call('market.currencies', {}));
/** Every minute, as main keeps them (market/market-data.ts): the converter, Markets' and Balances' values follow the market. */
export const RATES_REFRESH_MS = 60_000;
export const rates = lazy<Rate[]>(() => getBridge().call('market.rates', {}), { refreshMs: RATES_REFRESH_MS });
export const fees = lazy<FeeRecord[]>(() => getBridge().call('market.fees', {}));
