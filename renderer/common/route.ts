/** Hash routes: the views the app has, and how they are written in the URL. */

export type Route =
  | { name: 'markets' }
  | { name: 'market'; symbol: string }
  | { name: 'currencies' }
  | { name: 'fees' }
  | { name: 'balances' }
  | { name: 'orders' }
  | { name: 'settings' }
  | { name: 'not-found'; path: string };

/** Routes that are one word with nothing after it. */
const SIMPLE = ['markets', 'currencies', 'fees', 'balances', 'orders', 'settings'] as const;
type SimpleName = (typeof SIMPLE)[number];

/** Read a location hash ("#/market/btc_usdt"). An empty hash, or browser mode's "#token=…", is the start page. */
export function parseRoute(hash: string): Route {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  if (text === '' || text === '/' || !text.startsWith('/')) return { name: 'markets' };
  const parts = text.slice(1).split('/').filter((p) => p !== '');
  let decoded: string[];
  try {
    decoded = parts.map((p) => decodeURIComponent(p));
  } catch {
    return { name: 'not-found', path: text };
  }
  const [first, second, ...rest] = decoded;
  if (rest.length === 0) {
    if (second === undefined && (SIMPLE as readonly string[]).includes(first ?? '')) return { name: first as SimpleName };
    if (first === 'market' && second) return { name: 'market', symbol: second };
  }
  return { name: 'not-found', path: text };
}

export function routeHref(route: Route): string {
  switch (route.name) {
    case 'markets':
      return '#/markets';
    case 'market':
      return `#/market/${encodeURIComponent(route.symbol)}`;
    case 'currencies':
      return '#/currencies';
    case 'fees':
    case 'balances':
    case 'orders':
    case 'settings':
      return `#/${route.name}`;
    case 'not-found':
      return `#${route.path}`;
  }
}

/** Whether the hash still carries browser mode's access token (read once by the bridge, then dropped). */
export function hashHasToken(hash: string): boolean {
  return new URLSearchParams(hash.replace(/^#/, '')).has('token');
}
