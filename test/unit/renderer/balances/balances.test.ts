import { describe, expect, it } from 'vitest';
import type { Balance } from '../../../../shared/contract/index.js';
import type { Currency, Rate } from '../../../../shared/contract/index.js';
import { valuePortfolio } from '../../../../shared/portfolio.js';
import {
  allocationLabel,
  allocationSlices,
  formatHolding,
  formatShare,
  formatValue,
  ringSegment,
  smallBalanceThreshold,
} from '../../../../renderer/balances/balances.js';

const rate = (currency: string, usd: string, eur: string, btc: string): Rate => ({ currency, usd, eur, btc, uah: '0', rub: '0' });
const rates = [rate('btc', '40000', '36000', '1'), rate('usd', '1', '0.9', '0.000025'), rate('eth', '2000', '1800', '0.05'), rate('doge', '0.1', '0.09', '0.0000025')];
const bal = (currency: string, total: string, available = total): Balance => ({ walletType: 'exchange', currency, total, available, locked: '0' });

describe('balances: value, small ones, allocation', () => {
  it('formats values in the display currency, with 8 digits for BTC', () => {
    expect(formatValue('1234.567', 'usd')).toBe('1,234.57 USD');
    expect(formatValue('0.123456789', 'btc')).toBe('0.12345679 BTC');
    expect(formatValue(null, 'eur')).toBe('—');
    expect(formatShare('52.34567')).toBe('52.3 %');
  });

  it('formats a holding in its currency precision.real', () => {
    const btc = { precision: { real: 8, trade: 6 } } as Currency;
    expect(formatHolding('0.5', btc)).toBe('0.50000000');
    // An empty balance the exchange writes "0" reads as the others do (Fiat's and Withdraw's "Available" too).
    expect(formatHolding('0', btc)).toBe('0.00000000');
    expect(formatHolding('0.000000015', undefined)).toBe('0.000000015');
    const eth = { ...btc, code: 'eth', precision: { ...btc.precision, real: 18 } };
    expect(formatHolding('0.35215954', eth)).toBe('0.35215954');
    expect(formatHolding('0.3', eth)).toBe('0.30000000');
    expect(formatHolding('1234.000000000000000001', eth)).toBe('1,234.000000000000000001');
    expect(formatHolding('0.0000000012', eth)).toBe('0.0000000012');
  });

  it('takes 1 USD through the rates as the small-balance threshold', () => {
    expect(smallBalanceThreshold(rates, 'usd')).toBe('1');
    expect(smallBalanceThreshold(rates, 'eur')).toBe('0.9');
    expect(smallBalanceThreshold(rates, 'btc')).toBe('0.000025');
    expect(smallBalanceThreshold([rate('usdt', '1', '0.92', '0.00002')], 'eur')).toBe('0.92');
    expect(smallBalanceThreshold([], 'eur')).toBeNull();
  });

  it('slices the largest holdings and sums the rest as Other', () => {
    const p = valuePortfolio([bal('btc', '1'), bal('eth', '10'), bal('usd', '20000'), bal('doge', '1000')], rates, 'usd');
    // Values: btc 40000, eth 20000, usd 20000, doge 100 → total 80100.
    const slices = allocationSlices(p.balances, 3);
    expect(slices.map((s) => s.label)).toEqual(['BTC', expect.stringMatching(/^(ETH|USD)$/), 'Other']);
    const shareSum = slices.reduce((s, x) => s + Number(x.share), 0);
    expect(shareSum).toBeCloseTo(100, 3);
    expect(slices[0]!.fraction).toBeCloseTo(40000 / 80100, 5);
    expect(allocationLabel(slices)).toMatch(/^Allocation: BTC 49\.9 %, (ETH|USD) 25\.0 %, Other 25\.1 %$/);
    expect(allocationSlices(p.balances, 10)).toHaveLength(4);
    expect(allocationLabel([])).toMatch(/nothing/);
  });

  it('draws ring segments clockwise from 12 o’clock, a full turn as two halves', () => {
    const quarter = ringSegment(0, 0.25, 50, 50, 30);
    expect(quarter.startsWith('M 50 0 A 50 50 0 0 1 100 50 L 80 50 A 30 30 0 0 0 50 20')).toBe(true);
    const big = ringSegment(0, 0.75, 50, 50, 30);
    expect(big).toContain('A 50 50 0 1 1');
    const full = ringSegment(0, 1, 50, 50, 30);
    expect(full.match(/M /g)).toHaveLength(2);
    expect(ringSegment(0.3, 0.3, 50, 50, 30)).toBe('');
  });
});
