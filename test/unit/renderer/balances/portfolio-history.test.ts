import { describe, expect, it } from 'vitest';
import type { Ticker } from '../../../../shared/contract/index.js';
import type { ValuedBalance } from '../../../../shared/portfolio.js';
import { dayChange } from '../../../../renderer/balances/day-change.js';
import { KEEP_MS, lineChart, MAX_SAMPLES, parseSamples, record, SAMPLE_GAP_MS, type Sample } from '../../../../renderer/balances/portfolio-history.js';
import { formatSmallAmount } from '../../../../renderer/common/format.js';

describe('portfolio history', () => {
  it('records at most one sample a minute, forgets what is older than it keeps, and stays bounded', () => {
    let samples: Sample[] = [];
    samples = record(samples, { t: 0, v: '100' });
    samples = record(samples, { t: SAMPLE_GAP_MS - 1, v: '101' });
    // Within the gap the last point takes the newest value and keeps its time.
    expect(samples).toEqual([{ t: 0, v: '101' }]);
    samples = record(samples, { t: SAMPLE_GAP_MS, v: '102' });
    expect(samples.map((s) => s.v)).toEqual(['101', '102']);
    samples = record(samples, { t: KEEP_MS + 1, v: '103' });
    expect(samples.map((s) => s.v)).toEqual(['102', '103']);
    expect(record(samples, { t: KEEP_MS + 2 * SAMPLE_GAP_MS, v: 'NaN' }).map((s) => s.v)).toEqual(['103']);

    let many: Sample[] = [];
    for (let i = 0; i < MAX_SAMPLES + 10; i++) many = record(many, { t: i * SAMPLE_GAP_MS, v: String(i) });
    expect(many.length).toBeLessThanOrEqual(MAX_SAMPLES);
    expect(many.at(-1)).toEqual({ t: (MAX_SAMPLES + 9) * SAMPLE_GAP_MS, v: String(MAX_SAMPLES + 9) });
  });

  it('reads damaged storage as no history', () => {
    expect(parseSamples(null)).toEqual([]);
    expect(parseSamples('{')).toEqual([]);
    expect(parseSamples('{"t":1}')).toEqual([]);
    expect(parseSamples('[{"t":2,"v":"1.5"},{"t":1,"v":"x"},{"t":0,"v":"2"}]')).toEqual([
      { t: 0, v: '2' },
      { t: 2, v: '1.5' },
    ]);
  });

  it('draws a line between the lowest and highest value, flat in the middle, none for one point', () => {
    expect(lineChart([{ t: 0, v: '1' }], 100, 50)).toBeNull();
    const chart = lineChart(
      [
        { t: 0, v: '10' },
        { t: 50, v: '30' },
        { t: 100, v: '20' },
      ],
      104,
      58,
    )!;
    expect(chart).toMatchObject({ min: '10', max: '30' });
    expect(chart.line).toBe('M4.0,54.0L52.0,4.0L100.0,29.0');
    expect(chart.area.endsWith('L100.0,58L4.0,58Z')).toBe(true);
    expect(
      lineChart(
        [
          { t: 0, v: '5' },
          { t: 1, v: '5' },
        ],
        10,
        10,
      )!.line,
    ).toBe('M4.0,5.0L6.0,5.0');
  });
});

const balance = (currency: string, value: string | null): ValuedBalance => ({ currency, value, share: null, walletType: 'exchange', total: '1', available: '1', locked: '0' }) as ValuedBalance;
const ticker = (symbol: string, changePercent: string) => ({ symbol, changePercent }) as Ticker;

describe('24 h change', () => {
  it("is what today's holdings were worth 24 h ago, from each currency's own 24 h change", () => {
    const tickers = new Map([
      ['btc_usdt', ticker('btc_usdt', '25')],
      ['eth_usdt', ticker('eth_usdt', '-50')],
    ]);
    // BTC 125 (was 100), ETH 50 (was 100), USD 100 unchanged: 275 now, 300 before.
    const change = dayChange([balance('BTC', '125'), balance('eth', '50'), balance('usd', '100')], tickers, 'usd')!;
    expect(change.change).toBe('-25');
    expect(change.percent).toBe('-8.3333');
    expect(change.unknown).toEqual([]);
  });

  it('finds a change through an inverted market (USDT/RUB) or one market between (DASH/BTC, BTC/USDT)', () => {
    const tickers = new Map([
      ['dash_btc', ticker('dash_btc', '10')],
      ['btc_usdt', ticker('btc_usdt', '25')],
      ['usdt_rub', ticker('usdt_rub', '25')],
    ]);
    // DASH: ×1.1 in BTC, BTC ×1.25 in USDT: 137.5 now, 100 before. RUB: USDT ×1.25 in RUB, so RUB ×0.8 in USDT: 80 now, 100 before.
    const change = dayChange([balance('dash', '137.5'), balance('rub', '80')], tickers, 'usd')!;
    expect(change.change).toBe('17.5');
    expect(change.percent).toBe('8.75');
    expect(change.unknown).toEqual([]);
    // A market of its own comes first: DASH/USDT's own change, not the one through BTC.
    tickers.set('dash_usdt', ticker('dash_usdt', '-50'));
    expect(dayChange([balance('dash', '50')], tickers, 'usd')!.change).toBe('-50');
    // RUB shown as such: nothing to convert.
    expect(dayChange([balance('rub', '80')], tickers, 'rub')!.change).toBe('0');
  });

  it('none while a currency held has no value (no rate): the change of a part is not the portfolio\'s', () => {
    const tickers = new Map([['btc_usdt', ticker('btc_usdt', '25')]]);
    expect(dayChange([balance('btc', '125'), balance('usd', '100'), balance('xyz', null)], tickers, 'usd')).toBeNull();
    // An empty balance without a rate leaves it whole.
    const empty = { ...balance('xyz', null), total: '0', available: '0' };
    expect(dayChange([balance('btc', '125'), empty], tickers, 'usd')!.change).toBe('25');
  });

  it('counts a currency without a ticker as unchanged and says which; none without any value', () => {
    const change = dayChange([balance('doge', '10'), balance('usdt', '10')], new Map(), 'usd')!;
    expect(change).toEqual({ change: '0', percent: '0', unknown: ['doge'] });
    expect(dayChange([balance('btc', '0')], new Map(), 'usd')).toBeNull();
  });
});

describe('small amounts', () => {
  it('never show a value that is not zero as zero', () => {
    expect(formatSmallAmount('0.004', 2)).toBe('< 0.01');
    expect(formatSmallAmount('-0.004', 2)).toBe('> −0.01');
    expect(formatSmallAmount('0.005', 2)).toBe('0.01');
    expect(formatSmallAmount('0', 2)).toBe('0.00');
    expect(formatSmallAmount('0.000000001', 8)).toBe('< 0.00000001');
    expect(formatSmallAmount('1234.5', 2)).toBe('1,234.50');
  });
});
