import { describe, expect, it } from 'vitest';
import type { Market, Ticker } from '../../../../shared/contract/index.js';
import { filterRows, marketRows, quoteCurrencies, sortRows } from '../../../../renderer/markets/markets.js';

const market = (id: string, priceChange = '0'): Market => {
  const [baseUnit = '', quoteUnit = ''] = id.split('_');
  return { id, baseUnit, quoteUnit, basePrecision: 8, quotePrecision: 2, displayPrecision: 2, priceChange };
};
const ticker = (symbol: string, last: string, volume: string, changePercent = '0'): Ticker => ({
  symbol,
  bid: last,
  bidVolume: '1',
  ask: last,
  askVolume: '1',
  change: '0',
  changePercent,
  last,
  volume,
  high: last,
  low: last,
});

const markets = [market('btc_usdt'), market('eth_usdt'), market('eth_btc'), market('ltc_uah', '-3')];
const tickers = new Map([
  ['btc_usdt', ticker('btc_usdt', '30000', '12.5', '1.5')],
  ['eth_usdt', ticker('eth_usdt', '2000', '100', '-2')],
  ['eth_btc', ticker('eth_btc', '0.066', '9', '0.1')],
]);
const rows = marketRows(markets, tickers);

describe('markets table rows', () => {
  it('pairs each market with its ticker and a display name', () => {
    expect(rows.map((r) => r.pair)).toEqual(['BTC/USDT', 'ETH/USDT', 'ETH/BTC', 'LTC/UAH']);
    expect(rows[0]!.ticker?.last).toBe('30000');
    expect(rows[3]!.ticker).toBeUndefined();
  });

  it('lists quote currencies once each', () => {
    expect(quoteCurrencies(markets)).toEqual(['USDT', 'BTC', 'UAH']);
  });

  it('filters by text in the pair or key, and by quote currency', () => {
    expect(filterRows(rows, 'eth', null).map((r) => r.market.id)).toEqual(['eth_usdt', 'eth_btc']);
    expect(filterRows(rows, ' ETH/B ', null).map((r) => r.market.id)).toEqual(['eth_btc']);
    expect(filterRows(rows, 'eth_usdt', null).map((r) => r.market.id)).toEqual(['eth_usdt']);
    expect(filterRows(rows, '', 'usdt').map((r) => r.market.id)).toEqual(['btc_usdt', 'eth_usdt']);
    expect(filterRows(rows, 'btc', 'USDT').map((r) => r.market.id)).toEqual(['btc_usdt']);
    expect(filterRows(rows, 'doge', null)).toEqual([]);
  });

  it('sorts numerically by decimal value, not as text', () => {
    expect(sortRows(rows, 'last', 'descending').map((r) => r.market.id)).toEqual(['btc_usdt', 'eth_usdt', 'eth_btc', 'ltc_uah']);
    expect(sortRows(rows, 'volume', 'ascending').map((r) => r.market.id)).toEqual(['eth_btc', 'btc_usdt', 'eth_usdt', 'ltc_uah']);
  });

  it('sorts change by the live ticker, falling back to the market list', () => {
    expect(sortRows(rows, 'change', 'ascending').map((r) => r.market.id)).toEqual(['ltc_uah', 'eth_usdt', 'eth_btc', 'btc_usdt']);
  });

  it('sorts by name and keeps rows without a value last either way', () => {
    expect(sortRows(rows, 'pair', 'ascending').map((r) => r.pair)).toEqual(['BTC/USDT', 'ETH/BTC', 'ETH/USDT', 'LTC/UAH']);
    expect(sortRows(rows, 'high', 'ascending').at(-1)!.market.id).toBe('ltc_uah');
    expect(sortRows(rows, 'high', 'descending').at(-1)!.market.id).toBe('ltc_uah');
  });
});
