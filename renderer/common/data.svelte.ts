/**
 * Reference data the views share, asked for once per run (and again on Retry). Each getter
 * creates its resource on first use, so a view that is never opened costs nothing.
 */
import type { Currency, FeeRecord, Market, Rate } from '../../shared/contract/index.js';
import { getBridge } from './bridge.js';
import { feed } from './feed.svelte.js';
import { Resource } from './resource.svelte.js';

function lazy<T>(make: () => Resource<T>): () => Resource<T> {
  let resource: Resource<T> | null = null;
  return () => {
    if (!resource) {
      const made = (resource = make());
      // What failed while the exchange was away is asked again as soon as it is back.
      feed.onLive(() => made.ensure());
    }
    resource.ensure();
    return resource;
  };
}

export const markets = lazy<Market[]>(() => new Resource(() => getBridge().call('market.markets', {})));
export const currencies = lazy<Currency[]>(() => new Resource(() => getBridge().call('market.currencies', {})));
export const rates = lazy<Rate[]>(() => new Resource(() => getBridge().call('market.rates', {})));
export const fees = lazy<FeeRecord[]>(() => new Resource(() => getBridge().call('market.fees', {})));
