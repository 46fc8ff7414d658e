/**
 * The renderer's views, one row each: the hash path (links.ts), the view (its own chunk, loaded when first
 * shown), the page title and the main navigation's label. A new view is one more row; the
 * navigation lists rows with a label in this order.
 */
import { route, RouteTable } from './common/route.js';
import { PATHS } from './links.js';
import { pairNameOfKey } from './markets/market-key.js';

export const routes = new RouteTable(
  {
    markets: route(PATHS.markets, { view: () => import('./markets/MarketsView.svelte'), title: 'Markets', nav: 'Markets' }),
    market: route(PATHS.market, {
      view: () => import('./markets/MarketView.svelte'),
      title: ({ symbol }) => pairNameOfKey(symbol),
      under: 'markets',
    }),
    balances: route(PATHS.balances, { view: () => import('./balances/BalancesView.svelte'), title: 'Balances', nav: 'Balances' }),
    orders: route(PATHS.orders, { view: () => import('./orders/OrdersView.svelte'), title: 'Orders', nav: 'Orders' }),
    deposit: route(PATHS.deposit, { view: () => import('./funds/DepositView.svelte'), title: 'Deposit', nav: 'Deposit' }),
    depositOf: route(PATHS.depositOf, {
      view: () => import('./funds/DepositView.svelte'),
      title: ({ currency }) => `Deposit ${currency.toUpperCase()}`,
      under: 'deposit',
    }),
    withdraw: route(PATHS.withdraw, { view: () => import('./funds/WithdrawView.svelte'), title: 'Withdraw', nav: 'Withdraw' }),
    withdrawOf: route(PATHS.withdrawOf, {
      view: () => import('./funds/WithdrawView.svelte'),
      title: ({ currency }) => `Withdraw ${currency.toUpperCase()}`,
      under: 'withdraw',
    }),
    history: route(PATHS.history, { view: () => import('./funds/HistoryView.svelte'), title: 'History', nav: 'History' }),
    historyOf: route(PATHS.historyOf, {
      view: () => import('./funds/HistoryView.svelte'),
      title: ({ currency }) => `${currency.toUpperCase()} history`,
      under: 'history',
    }),
    fiat: route(PATHS.fiat, { view: () => import('./fiat/FiatView.svelte'), title: 'Fiat', nav: 'Fiat' }),
    codes: route(PATHS.codes, { view: () => import('./codes/CodesView.svelte'), title: 'Transfer codes', nav: 'Codes' }),
    currencies: route(PATHS.currencies, { view: () => import('./currencies/CurrenciesView.svelte'), title: 'Currencies', nav: 'Currencies' }),
    fees: route(PATHS.fees, { view: () => import('./currencies/FeesView.svelte'), title: 'Fees', nav: 'Fees' }),
    policies: route(PATHS.policies, { view: () => import('./appliance/PoliciesView.svelte'), title: 'Policies', nav: 'Policies' }),
    settings: route(PATHS.settings, { view: () => import('./settings/SettingsView.svelte'), title: 'Settings', nav: 'Settings' }),
  },
  {
    // An empty hash, and browser mode's first "#token=…", show this one.
    start: 'markets',
    notFound: { view: () => import('./common/NotFoundView.svelte'), title: 'Page not found' },
  },
);
