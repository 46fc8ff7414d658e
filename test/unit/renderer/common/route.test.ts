import { describe, expect, it } from 'vitest';
import { hashHasToken, parseRoute, routeHref, type Route } from '../../../../renderer/common/route.js';

describe('hash routes', () => {
  it('reads each view', () => {
    expect(parseRoute('#/markets')).toEqual({ name: 'markets' });
    expect(parseRoute('#/market/btc_usdt')).toEqual({ name: 'market', symbol: 'btc_usdt' });
    expect(parseRoute('#/currencies')).toEqual({ name: 'currencies' });
    expect(parseRoute('#/fees/')).toEqual({ name: 'fees' });
    expect(parseRoute('#/balances')).toEqual({ name: 'balances' });
    expect(parseRoute('#/orders')).toEqual({ name: 'orders' });
    expect(parseRoute('#/settings')).toEqual({ name: 'settings' });
    expect(parseRoute('#/settings/x')).toEqual({ name: 'not-found', path: '/settings/x' });
  });

  it('starts on markets for an empty hash and for browser mode token hash', () => {
    expect(parseRoute('')).toEqual({ name: 'markets' });
    expect(parseRoute('#')).toEqual({ name: 'markets' });
    expect(parseRoute('#/')).toEqual({ name: 'markets' });
    expect(parseRoute('#token=abc123')).toEqual({ name: 'markets' });
  });

  it('says not found for anything else, keeping the path', () => {
    expect(parseRoute('#/wallets')).toEqual({ name: 'not-found', path: '/wallets' });
    expect(parseRoute('#/market')).toEqual({ name: 'not-found', path: '/market' });
    expect(parseRoute('#/market/a/b')).toEqual({ name: 'not-found', path: '/market/a/b' });
    expect(parseRoute('#/market/%E0%A4%A')).toEqual({ name: 'not-found', path: '/market/%E0%A4%A' });
  });

  it('writes routes that read back the same', () => {
    const routes: Route[] = [{ name: 'markets' }, { name: 'market', symbol: 'eth_btc' }, { name: 'currencies' }, { name: 'fees' }, { name: 'balances' }, { name: 'orders' }, { name: 'settings' }];
    for (const route of routes) expect(parseRoute(routeHref(route))).toEqual(route);
    expect(routeHref({ name: 'market', symbol: 'a/b' })).toBe('#/market/a%2Fb');
  });

  it('notices the access token in the hash', () => {
    expect(hashHasToken('#token=abc')).toBe(true);
    expect(hashHasToken('#/markets')).toBe(false);
    expect(hashHasToken('')).toBe(false);
  });
});
