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

function lazy<T>(fetch: () => Promise<Result<T>>): Lazy<T> {
  let resource: Resource<T> | null = null;
  const made = (): Resource<T> => {
    if (!resource) {
      const created = (resource = new Resource(fetch));
      // What failed while the exchange was away is asked again as soon as it is back.
      feed.onLive(() => created.ensure());
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
export const rates = lazy<Rate[]>(() => getBridge().call('market.rates', {}));
export const fees = lazy<FeeRecord[]>(() => getBridge().call('market.fees', {}));
