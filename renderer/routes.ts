/**
 * The renderer's views, one row each: the hash path (links.ts), the view (its own chunk, loaded when first
 * shown), the page title and the main navigation's label. A new view is one more row; the
 * navigation lists rows with a label in this order.
 */
import { m } from '../shared/i18n/language.js';
import { route, RouteTable } from './common/route.js';
import { PATHS } from './links.js';
import { pairNameOfKey } from './markets/market-key.js';

export const routes = new RouteTable(
  {
    markets: route(PATHS.markets, { view: () => import('./markets/MarketsView.svelte'), title: () => m.nav_markets(), nav: () => m.nav_markets() }),
    market: route(PATHS.market, {
      view: () => import('./markets/MarketView.svelte'),
      title: ({ symbol }) => pairNameOfKey(symbol),
      under: 'markets',
    }),
    balances: route(PATHS.balances, { view: () => import('./balances/BalancesView.svelte'), title: () => m.nav_balances(), nav: () => m.nav_balances() }),
    orders: route(PATHS.orders, { view: () => import('./orders/OrdersView.svelte'), title: () => m.nav_orders(), nav: () => m.nav_orders() }),
    deposit: route(PATHS.deposit, { view: () => import('./funds/DepositView.svelte'), title: () => m.nav_deposit(), nav: () => m.nav_deposit() }),
    depositOf: route(PATHS.depositOf, {
      view: () => import('./funds/DepositView.svelte'),
      title: ({ currency }) => m.title_deposit_of({ currency: currency.toUpperCase() }),
      under: 'deposit',
    }),
    withdraw: route(PATHS.withdraw, { view: () => import('./funds/WithdrawView.svelte'), title: () => m.nav_withdraw(), nav: () => m.nav_withdraw() }),
    withdrawOf: route(PATHS.withdrawOf, {
      view: () => import('./funds/WithdrawView.svelte'),
      title: ({ currency }) => m.title_withdraw_of({ currency: currency.toUpperCase() }),
      under: 'withdraw',
    }),
    history: route(PATHS.history, { view: () => import('./funds/HistoryView.svelte'), title: () => m.nav_history(), nav: () => m.nav_history() }),
    historyOf: route(PATHS.historyOf, {
      view: () => import('./funds/HistoryView.svelte'),
      title: ({ currency }) => m.title_history_of({ currency: currency.toUpperCase() }),
      under: 'history',
    }),
    fiat: route(PATHS.fiat, { view: () => import('./fiat/FiatView.svelte'), title: () => m.nav_fiat(), nav: () => m.nav_fiat() }),
    codes: route(PATHS.codes, { view: () => import('./codes/CodesView.svelte'), title: () => m.title_codes(), nav: () => m.nav_codes() }),
    currencies: route(PATHS.currencies, { view: () => import('./currencies/CurrenciesView.svelte'), title: () => m.nav_currencies(), nav: () => m.nav_currencies() }),
    fees: route(PATHS.fees, { view: () => import('./currencies/FeesView.svelte'), title: () => m.nav_fees(), nav: () => m.nav_fees() }),
    policies: route(PATHS.policies, { view: () => import('./appliance/PoliciesView.svelte'), title: () => m.nav_policies(), nav: () => m.nav_policies() }),
    settings: route(PATHS.settings, { view: () => import('./settings/SettingsView.svelte'), title: () => m.nav_settings(), nav: () => m.nav_settings() }),
  },
  {
    // An empty hash, and browser mode's first "#token=…", show this one.
    start: 'markets',
    notFound: { view: () => import('./common/NotFoundView.svelte'), title: () => m.title_not_found() },
  },
);
