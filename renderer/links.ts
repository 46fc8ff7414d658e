/**
 * The hash path of every view, by the name of its row in the route table (routes.ts), and links
 * to them. The table loads the views and its rows take their paths from here; a view that links
 * to another imports this, never the table, so no view imports the table that loads it.
 */
import { RouteLinks } from './common/route.js';

export const PATHS = {
  markets: '/markets',
  market: '/market/:symbol',
  balances: '/balances',
  orders: '/orders',
  deposit: '/deposit',
  depositOf: '/deposit/:currency',
  withdraw: '/withdraw',
  withdrawOf: '/withdraw/:currency',
  history: '/history',
  historyOf: '/history/:currency',
  fiat: '/fiat',
  codes: '/codes',
  currencies: '/currencies',
  fees: '/fees',
  policies: '/policies',
  settings: '/settings',
} as const;

export const links = new RouteLinks(PATHS);
