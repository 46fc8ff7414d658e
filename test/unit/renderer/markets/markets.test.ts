import { describe, expect, it } from 'vitest';
import type { Market, Ticker } from '../../../../shared/contract/index.js';
import {
  favouritesFirst,
  filterRows,
  marketRows,
  quoteCurrencies,
  quoteVolume,
  sortDescription,
  sortRows,
  toggleFavourite,
  volumeDigits,
} from '../../../../renderer/markets/markets.js';
import { rangeOf, rangePosition } from '../../../../renderer/markets/range.js';
import type { Rate } from '../../../../shared/contract/index.js';

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

  it('finds a pair however it is written: "ethusdt", "eth-usdt", "ETH USDT", "eth/usdt" (a new user typed the first two and found nothing)', () => {
    for (const text of ['ethusdt', 'eth-usdt', 'ETH USDT', 'eth/usdt', 'eth_usdt', 'Eth.Usdt']) {
      expect(filterRows(rows, text, null).map((r) => r.market.id), text).toEqual(['eth_usdt']);
    }
    expect(filterRows(rows, 'thu', null).map((r) => r.market.id)).toEqual(['eth_usdt']);
    expect(filterRows(rows, '-', null)).toHaveLength(rows.length);
  });

  it('sorts numerically by decimal value, not as text (without rates, within each currency)', () => {
    expect(sortRows(rows, 'last', 'descending').map((r) => r.market.id)).toEqual(['eth_btc', 'btc_usdt', 'eth_usdt', 'ltc_uah']);
    expect(sortRows(rows, 'volume', 'ascending').map((r) => r.market.id)).toEqual(['btc_usdt', 'eth_btc', 'eth_usdt', 'ltc_uah']);
    expect(sortRows(rows, 'change', 'descending').map((r) => r.market.id)).toEqual(['btc_usdt', 'eth_btc', 'eth_usdt', 'ltc_uah']);
  });

  it('sorts change by the live ticker, falling back to the market list', () => {
    expect(sortRows(rows, 'change', 'ascending').map((r) => r.market.id)).toEqual(['ltc_uah', 'eth_usdt', 'eth_btc', 'btc_usdt']);
  });

  it('sorts by name and keeps rows without a value last either way', () => {
    expect(sortRows(rows, 'pair', 'ascending').map((r) => r.pair)).toEqual(['BTC/USDT', 'ETH/BTC', 'ETH/USDT', 'LTC/UAH']);
    expect(sortRows(rows, 'high', 'ascending').at(-1)!.market.id).toBe('ltc_uah');
    expect(sortRows(rows, 'high', 'descending').at(-1)!.market.id).toBe('ltc_uah');
  });

  it('values the day\'s volume in the quote currency and in the display currency, exactly, and sorts by them', () => {
    const rate = (currency: string, usd: string): Rate => ({ currency, usd, uah: '0', btc: '0', eur: '0', rub: '0' });
    const valued = marketRows(markets, tickers, { rates: [rate('usdt', '0.999'), rate('btc', '30000.5')], display: 'usd' });
    // 12.5 × 30000 = 375000 USDT, × 0.999 USD each; 9 × 0.066 = 0.594 BTC, × 30000.5 USD.
    expect(valued.map((r) => [r.quoteVolume, r.displayVolume])).toEqual([
      ['375000', '374625'],
      ['200000', '199800'],
      ['0.594', '17820.297'],
      [null, null],
    ]);
    expect(sortRows(valued, 'displayVolume', 'descending').map((r) => r.market.id)).toEqual(['btc_usdt', 'eth_usdt', 'eth_btc', 'ltc_uah']);
    expect(sortRows(valued, 'quoteVolume', 'ascending').map((r) => r.market.id)).toEqual(['eth_btc', 'eth_usdt', 'btc_usdt', 'ltc_uah']);
    expect(quoteVolume({ volume: '0.1', last: '0.2' })).toBe('0.02');
    expect([volumeDigits('999.5', 2), volumeDigits('1000', 2), volumeDigits('0.594', 8)]).toEqual([2, 0, 3]);
  });

  it('sorts prices and quote volumes by their value in the display currency; rows without a rate last, by currency and their own figure', () => {
    const rate = (currency: string, usd: string): Rate => ({ currency, usd, uah: '0', btc: '0', eur: '0', rub: '0' });
    const ms = [market('btc_usdt'), market('eth_usdt'), market('eth_btc'), market('ltc_uah'), market('xrp_uah'), market('doge_eur'), market('sol_usdt')];
    const ts = new Map([
      ['btc_usdt', ticker('btc_usdt', '30000', '1')],
      ['eth_usdt', ticker('eth_usdt', '2000', '1')],
      // 0.07 BTC is 2,100.035 USD: above ETH/USDT's 2,000 (0.07 < 2000 as bare numbers).
      ['eth_btc', ticker('eth_btc', '0.07', '1')],
      ['ltc_uah', ticker('ltc_uah', '3000', '1')],
      ['xrp_uah', ticker('xrp_uah', '20', '1')],
      ['doge_eur', ticker('doge_eur', '0.1', '1')],
    ]);
    const valued = marketRows(ms, ts, { rates: [rate('usdt', '1'), rate('btc', '30000.5')], display: 'usd' });
    expect(sortRows(valued, 'last', 'descending').map((r) => r.market.id)).toEqual(['btc_usdt', 'eth_btc', 'eth_usdt', 'doge_eur', 'ltc_uah', 'xrp_uah', 'sol_usdt']);
    expect(sortRows(valued, 'last', 'ascending').map((r) => r.market.id)).toEqual(['eth_usdt', 'eth_btc', 'btc_usdt', 'doge_eur', 'xrp_uah', 'ltc_uah', 'sol_usdt']);
    expect(sortRows(valued, 'high', 'descending').map((r) => r.market.id).slice(0, 3)).toEqual(['btc_usdt', 'eth_btc', 'eth_usdt']);
    expect(sortRows(valued, 'quoteVolume', 'descending').map((r) => r.market.id).slice(0, 3)).toEqual(['btc_usdt', 'eth_btc', 'eth_usdt']);
    // The column's sort says so.
    expect(sortDescription('last', 'usd')).toBe('Sorted by value in USD, through the rate of each quote currency; markets without a rate come last, by currency.');
    expect(sortDescription('volume', 'usd')).toBe('Sorted by value in USD, through the rate of each base currency; markets without a rate come last, by currency.');
    expect(sortDescription('change', 'usd')).toBeNull();
  });

  it('shows a volume with the decimals that mean something, below 1,000 too', () => {
    // XRP/BTC quotes to 10 decimals: its day's volume in BTC is not "364.2083492970".
    expect(volumeDigits('364.2083492970', 10)).toBe(2);
    expect(volumeDigits('12.5', 5)).toBe(2);
    expect(volumeDigits('-1.25', 8)).toBe(2);
    // Below 1: three significant digits, so a small volume never reads as zero.
    expect(volumeDigits('0.594', 8)).toBe(3);
    expect(volumeDigits('0.00123456', 10)).toBe(5);
    expect(volumeDigits('0.0000001234', 8)).toBe(8);
    expect(volumeDigits('0', 8)).toBe(2);
    // Never more than the currency has, and whole units from 1,000 up.
    expect(volumeDigits('364.2', 0)).toBe(0);
    expect(volumeDigits('0.5', 1)).toBe(1);
    expect(volumeDigits('1000.5', 10)).toBe(0);
    expect(volumeDigits('0001.5', 10)).toBe(2);
  });

  it('lists favourites first, keeping the sort within each group, and toggles them', () => {
    const starred = marketRows(markets, tickers, { favourites: ['eth_btc', 'ltc_uah'] });
    const sorted = favouritesFirst(sortRows(starred, 'last', 'descending'));
    expect(sorted.map((r) => r.market.id)).toEqual(['eth_btc', 'ltc_uah', 'btc_usdt', 'eth_usdt']);
    expect(toggleFavourite(['a_b'], 'c_d')).toEqual(['a_b', 'c_d']);
    expect(toggleFavourite(['a_b', 'c_d'], 'a_b')).toEqual(['c_d']);
  });

  it('names the range bar in words, with the market\'s decimals and unit, or says it is not known yet', () => {
    expect(rangeOf('10', '20', '15', 2, 'USDT')).toEqual({
      position: 0.5,
      label: '24 h range: low 10.00 USDT, high 20.00 USDT, last 15.00 USDT (50 % of the way up)',
    });
    expect(rangeOf(undefined, '20', '15', 2, 'USDT')).toEqual({ position: null, label: '24 h range: not known yet' });
  });

  it('places last within the day\'s range, or says it cannot', () => {
    expect(rangePosition('10', '20', '15')).toBe(0.5);
    expect(rangePosition('10', '20', '25')).toBe(1);
    expect(rangePosition('10', '10', '10')).toBeNull();
    expect(rangePosition(undefined, '20', '15')).toBeNull();
    expect(rangePosition('20', '10', '15')).toBeNull();
    expect(rangePosition('10', '20', '5')).toBe(0);
    expect(rangePosition('62753.91', '65858.95', '63719.25')).toBe(0.3109);
    expect(rangePosition('0.00000001', '0.00000002', '0.000000015')).toBe(0.5);
    // Wider than nothing, but not to a float: placed exactly all the same.
    expect(rangePosition('1', '1.0000000000000000002', '1.0000000000000000001')).toBe(0.5);
  });
});
