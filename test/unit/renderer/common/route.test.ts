import { describe, expect, it } from 'vitest';
import { hashHasToken, route, RouteTable } from '../../../../renderer/common/route.js';

// Loaders that are never called: matching and writing routes need only the patterns.
const never = () => Promise.reject(new Error('not loaded in these tests'));

const table = new RouteTable(
  {
    home: route('/home', { view: never, title: 'Home', nav: 'Home' }),
    pair: route('/pair/:base/:quote', { view: never, title: ({ base, quote }) => `${base}/${quote}`, under: 'home' }),
    item: route('/item/:id/edit', { view: never, title: ({ id }) => `Edit ${id}`, nav: 'Not listed: it has a parameter' }),
    about: route('/about', { view: never, title: 'About', nav: 'About' }),
  },
  { start: 'home', notFound: { view: never, title: 'Nothing here' } },
);

describe('route patterns', () => {
  it('matches literal segments exactly and takes each parameter from its own segment', () => {
    expect(table.parse('#/pair/btc/usdt')).toEqual({ name: 'pair', params: { base: 'btc', quote: 'usdt' } });
    expect(table.parse('#/item/7/edit')).toEqual({ name: 'item', params: { id: '7' } });
    expect(table.parse('#/item/7/view')).toEqual({ name: 'not-found', params: { path: '/item/7/view' } });
    expect(table.parse('#/pair/btc')).toEqual({ name: 'not-found', params: { path: '/pair/btc' } });
    expect(table.parse('#/Home')).toEqual({ name: 'not-found', params: { path: '/Home' } });
  });

  it('ignores empty segments, as the address bar writes them', () => {
    expect(table.parse('#//home/')).toEqual({ name: 'home', params: {} });
  });

  it('decodes segments before matching, and a broken escape is not found', () => {
    expect(table.parse('#/pair/a%2Fb/c%20d')).toEqual({ name: 'pair', params: { base: 'a/b', quote: 'c d' } });
    expect(table.parse('#/ab%6Fut')).toEqual({ name: 'about', params: {} });
    expect(table.parse('#/pair/%ZZ/x')).toEqual({ name: 'not-found', params: { path: '/pair/%ZZ/x' } });
  });

  it('opens the start row for a hash that is no path', () => {
    for (const hash of ['', '#', '#/', 'home', '#token=abc']) expect(table.parse(hash), hash).toEqual({ name: 'home', params: {} });
  });

  it('writes parameters encoded, so they read back as given', () => {
    const href = table.href('pair', { base: 'a/b', quote: 'c?d#e' });
    expect(href).toBe('#/pair/a%2Fb/c%3Fd%23e');
    expect(table.parse(href)).toEqual({ name: 'pair', params: { base: 'a/b', quote: 'c?d#e' } });
    expect(table.href('about')).toBe('#/about');
  });

  it('lists in the navigation only labelled rows without parameters, in table order', () => {
    expect(table.nav.map((entry) => entry.name)).toEqual(['home', 'about']);
  });

  it('describes the page: title from the parameters, navigation entry, remount key', () => {
    const pair = table.page(table.parse('#/pair/btc/usdt'));
    expect(pair).toMatchObject({ title: 'btc/usdt', navCurrent: 'home' });
    expect(table.page(table.parse('#/item/1/edit')).navCurrent).toBeNull();
    expect(table.page(table.parse('#/x'))).toMatchObject({ title: 'Nothing here', navCurrent: null });
    expect(table.page(table.parse('#/pair/btc/eur')).key).not.toBe(pair.key);
  });
});

describe('a table', () => {
  it('refuses a row under a row it does not have', () => {
    expect(() => new RouteTable({ a: route('/a', { view: never, title: 'A', under: 'b' }) }, { start: 'a', notFound: { view: never, title: '' } })).toThrow(/under b/);
  });
});

describe('the access token in the hash', () => {
  it('is noticed', () => {
    expect(hashHasToken('#token=abc')).toBe(true);
    expect(hashHasToken('#/markets')).toBe(false);
    expect(hashHasToken('')).toBe(false);
  });
});
