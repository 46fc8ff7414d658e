import { describe, expect, it } from 'vitest';
import { links, PATHS } from '../../../renderer/links.js';
import { routes } from '../../../renderer/routes.js';

describe('the route table', () => {
  it('reads every URL the app has to its row', () => {
    expect(routes.parse('#/markets')).toEqual({ name: 'markets', params: {} });
    expect(routes.parse('#/market/btc_usdt')).toEqual({ name: 'market', params: { symbol: 'btc_usdt' } });
    expect(routes.parse('#/balances')).toEqual({ name: 'balances', params: {} });
    expect(routes.parse('#/orders')).toEqual({ name: 'orders', params: {} });
    expect(routes.parse('#/currencies')).toEqual({ name: 'currencies', params: {} });
    expect(routes.parse('#/fees')).toEqual({ name: 'fees', params: {} });
    expect(routes.parse('#/fees/')).toEqual({ name: 'fees', params: {} });
    expect(routes.parse('#/settings')).toEqual({ name: 'settings', params: {} });
  });

  it('starts on markets for an empty hash and for browser mode token hash', () => {
    for (const hash of ['', '#', '#/', '#token=abc123']) expect(routes.parse(hash), hash).toEqual({ name: 'markets', params: {} });
  });

  it('decodes the market key', () => {
    expect(routes.parse('#/market/eth%2Fbtc')).toEqual({ name: 'market', params: { symbol: 'eth/btc' } });
    expect(routes.parse('#/market/%C3%A9th_btc').params).toEqual({ symbol: 'éth_btc' });
  });

  it('says not found for anything else, keeping the path', () => {
    for (const path of ['/wallets', '/market', '/market/a/b', '/settings/x', '/market/%E0%A4%A']) {
      expect(routes.parse(`#${path}`), path).toEqual({ name: 'not-found', params: { path } });
    }
  });

  it('writes hrefs that read back the same', () => {
    expect(routes.href('markets')).toBe('#/markets');
    expect(routes.href('market', { symbol: 'btc_usdt' })).toBe('#/market/btc_usdt');
    expect(routes.href('market', { symbol: 'a/b' })).toBe('#/market/a%2Fb');
    for (const hash of ['#/markets', '#/market/eth_btc', '#/market/a%2Fb', '#/balances', '#/orders', '#/currencies', '#/fees', '#/settings', '#/wallets']) {
      const route = routes.parse(hash);
      expect(routes.hrefOf(route), hash).toBe(hash);
      expect(routes.parse(routes.hrefOf(route))).toEqual(route);
    }
  });

  it('takes every path from the links, so a view links without importing the table that loads it', () => {
    expect(Object.fromEntries(Object.entries(routes.rows).map(([name, row]) => [name, row.path]))).toEqual(PATHS);
    expect(links.href('market', { symbol: 'a/b' })).toBe(routes.href('market', { symbol: 'a/b' }));
    expect(links.href('depositOf', { currency: 'eth' })).toBe('#/deposit/eth');
    expect(links.href('fees')).toBe(routes.href('fees'));
  });

  it('lists the main navigation in order, with Markets current on a market too', () => {
    expect(routes.nav).toEqual([
      { name: 'markets', label: 'Markets', href: '#/markets' },
      { name: 'balances', label: 'Balances', href: '#/balances' },
      { name: 'orders', label: 'Orders', href: '#/orders' },
      { name: 'deposit', label: 'Deposit', href: '#/deposit' },
      { name: 'withdraw', label: 'Withdraw', href: '#/withdraw' },
      { name: 'history', label: 'History', href: '#/history' },
      { name: 'fiat', label: 'Fiat', href: '#/fiat' },
      { name: 'codes', label: 'Codes', href: '#/codes' },
      { name: 'currencies', label: 'Currencies', href: '#/currencies' },
      { name: 'fees', label: 'Fees', href: '#/fees' },
      { name: 'policies', label: 'Policies', href: '#/policies' },
      { name: 'settings', label: 'Settings', href: '#/settings' },
    ]);
    expect(routes.page(routes.parse('#/market/btc_usdt')).navCurrent).toBe('markets');
    expect(routes.page(routes.parse('#/fees')).navCurrent).toBe('fees');
    expect(routes.page(routes.parse('#/deposit/eth')).navCurrent).toBe('deposit');
    expect(routes.page(routes.parse('#/withdraw/xrp')).navCurrent).toBe('withdraw');
    expect(routes.page(routes.parse('#/history/btc')).navCurrent).toBe('history');
    expect(routes.page(routes.parse('#/nowhere')).navCurrent).toBeNull();
  });

  it('gives each page its title', () => {
    const title = (hash: string) => routes.page(routes.parse(hash)).title;
    expect(title('#/markets')).toBe('Markets');
    expect(title('#/market/btc_usdt')).toBe('BTC/USDT');
    expect(title('#/balances')).toBe('Balances');
    expect(title('#/orders')).toBe('Orders');
    expect(title('#/currencies')).toBe('Currencies');
    expect(title('#/fees')).toBe('Fees');
    expect(title('#/settings')).toBe('Settings');
    expect(title('#/policies')).toBe('Policies');
    expect(title('#/deposit/eth')).toBe('Deposit ETH');
    expect(title('#/withdraw/xrp')).toBe('Withdraw XRP');
    expect(title('#/history/btc')).toBe('BTC history');
    expect(routes.parse('#/history/btc')).toEqual({ name: 'historyOf', params: { currency: 'btc' } });
    expect(routes.href('withdrawOf', { currency: 'btc' })).toBe('#/withdraw/btc');
    expect(title('#/nowhere')).toBe('Page not found');
  });

  it('loads each view on demand from its feature folder', () => {
    // A loader's source names the file it imports: enough to catch a row pointing at the wrong
    // view without compiling Svelte in Node.
    const file = (hash: string) => String(routes.page(routes.parse(hash)).view).match(/[\w/]+\.svelte/)?.[0];
    expect(file('#/markets')).toMatch(/markets\/MarketsView\.svelte$/);
    expect(file('#/market/btc_usdt')).toMatch(/markets\/MarketView\.svelte$/);
    expect(file('#/balances')).toMatch(/balances\/BalancesView\.svelte$/);
    expect(file('#/orders')).toMatch(/orders\/OrdersView\.svelte$/);
    expect(file('#/currencies')).toMatch(/currencies\/CurrenciesView\.svelte$/);
    expect(file('#/fees')).toMatch(/currencies\/FeesView\.svelte$/);
    expect(file('#/settings')).toMatch(/settings\/SettingsView\.svelte$/);
    expect(file('#/nowhere')).toMatch(/common\/NotFoundView\.svelte$/);
  });

  it('tells one market page from another, and a page from itself', () => {
    const key = (hash: string) => routes.page(routes.parse(hash)).key;
    expect(key('#/market/btc_usdt')).not.toBe(key('#/market/eth_btc'));
    expect(key('#/fees')).toBe(key('#/fees/'));
  });
});
