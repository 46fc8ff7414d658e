import { describe, expect, it } from 'vitest';
import {
  DASH,
  formatAmount,
  formatExact,
  formatInterval,
  formatPercentChange,
  formatSignedAmount,
  formatUsd,
  pairName,
  stepDecimals,
  trendOf,
} from '../../../renderer/lib/format.js';

describe('display formatting', () => {
  it('rounds amounts half up to the precision, with separators', () => {
    expect(formatAmount('30123.455', 2)).toBe('30,123.46');
    expect(formatAmount('0.1', 8)).toBe('0.10000000');
    expect(formatAmount('12345.6', 0)).toBe('12,346');
  });

  it('shows a dash for what is missing or not a number', () => {
    expect(formatAmount(undefined, 2)).toBe(DASH);
    expect(formatAmount('abc', 2)).toBe(DASH);
    expect(formatExact(null)).toBe(DASH);
    expect(formatPercentChange('')).toBe(DASH);
  });

  it('keeps every digit of fees and limits', () => {
    expect(formatExact('0.00050000')).toBe('0.0005');
    expect(formatExact('1500')).toBe('1,500');
    expect(formatExact('1e-8')).toBe('0.00000001');
    expect(formatUsd('32.1')).toBe('$32.10');
    expect(formatUsd('0.00042')).toBe('$0.00042');
    expect(formatUsd('1234')).toBe('$1,234.00');
  });

  it('signs changes so colour is never the only cue', () => {
    expect(formatPercentChange('1.234')).toBe('+1.23 %');
    expect(formatPercentChange('-0.4')).toBe('−0.40 %');
    expect(formatPercentChange('0')).toBe('0.00 %');
    expect(formatSignedAmount('12.5', 1)).toBe('+12.5');
    expect(formatSignedAmount('-12.5', 0)).toBe('−13');
    expect(trendOf('0.01')).toBe('up');
    expect(trendOf('-0.01')).toBe('down');
    expect(trendOf('0')).toBe('flat');
    expect(trendOf(undefined)).toBe('flat');
  });

  it('names pairs, intervals and step precision', () => {
    expect(pairName({ baseUnit: 'btc', quoteUnit: 'usdt' })).toBe('BTC/USDT');
    expect(formatInterval(250)).toBe('0.25 s');
    expect(formatInterval(5000)).toBe('5 s');
    expect(stepDecimals('0.01')).toBe(2);
    expect(stepDecimals('10')).toBe(0);
  });
});
