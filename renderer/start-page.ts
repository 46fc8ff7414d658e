/**
 * The start page (Markets) as the host renders it into index.html, and as the page then takes it
 * over (Svelte's `render` there, `hydrate` here: docs/renderer.md, "How the first page comes
 * quickly"). Both sides start from the same data (shared/start/start-data.ts): the exchange's
 * public lists the host had fresh when it answered, carried in the page as JSON. Nothing of the
 * person's is in it: the page's request carries no proof of who asks (browser mode's link is
 * exchanged afterwards), so settings, accounts and the lock arrive over the bridge as before.
 */
import type { Component } from 'svelte';
import type { StartData } from '../shared/start/start-data.js';
import { viewHeld } from './common/RoutedView.svelte';
import { markets, rates } from './common/data.svelte.js';
import { feed } from './common/feed.svelte.js';
import MarketsView from './markets/MarketsView.svelte';
import { routes } from './routes.js';

/** The route the start page shows. */
export const START_ROUTE = routes.parse('');

/** The start view is part of the entry: RoutedView shows it in its first render, as the server did. */
export function holdStartView(): void {
  viewHeld(routes.page(START_ROUTE).view, MarketsView as Component<Record<string, string>>);
}

/** The stores the start page reads, filled from the page's data as if main had just answered. */
export function seedStartPage(data: StartData): void {
  markets.seed(data.markets);
  rates.seed(data.rates);
  feed.seedTickers(data.tickers);
}
