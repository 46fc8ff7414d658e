import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type MarketOps = 'market.time' | 'market.currencies' | 'market.rates' | 'market.markets' | 'market.tickers' | 'market.fees' | 'book.get' | 'feed.watch' | 'feed.retry';

export type MarketNeeds = Pick<Services, 'publicApi' | 'feed' | 'marketData'>;

/** Public market data, from the active account's exchange (or the app's default one). */
export function marketHandlers(s: MarketNeeds): Pick<Handlers, MarketOps> {
  return {
    'market.time': () => s.publicApi().time(),
    'market.currencies': () => s.publicApi().currencies(),
    'market.rates': ({ currency }) => (currency === undefined ? s.marketData.rates() : s.publicApi().rates(currency)),
    'market.markets': () => s.marketData.markets(),
    'market.tickers': ({ symbols }) => (symbols === 'ALL' ? s.marketData.tickers() : s.publicApi().tickers(symbols)),
    'market.fees': () => s.publicApi().fees(),
    'book.get': ({ symbol }) => s.publicApi().book(symbol),
    'feed.watch': (watch, session) => s.feed.watch(session, watch),
    'feed.retry': () => s.feed.retry(),
  };
}
