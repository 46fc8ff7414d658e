import { describe, expect, it } from 'vitest';
import { Big, formatDecimal } from '../../../../shared/decimal.js';
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
} from '../../../../renderer/common/format.js';

describe('display formatting', () => {
  it('rounds amounts half up to the precision, with separators', () => {
    expect(formatAmount('30123.455', 2)).toBe('30,123.46');
    expect(formatAmount('0.1', 8)).toBe('0.10000000');
    expect(formatAmount('12345.6', 0)).toBe('12,346');
  });

  it('gives the same text as the general formatter for plain decimals (its fast path)', () => {
    let state = 3;
    const r = (n: number) => (state = (Math.imul(state, 1664525) + 1013904223) >>> 0) % n;
    for (let i = 0; i < 5000; i++) {
      const whole = [String(r(10)), String(r(100000)), '9'.repeat(1 + r(9)), '0'][r(4)]!;
      const fraction = r(3) === 0 ? '' : `.${Array.from({ length: 1 + r(10) }, () => (r(3) === 0 ? '9' : String(r(10)))).join('')}`;
      const text = `${r(5) === 0 ? '-' : ''}${whole}${fraction}`;
      const dp = r(10) - (r(8) === 0 ? 2 : 0);
      expect(formatAmount(text, dp), `${text} to ${dp}`).toBe(formatDecimal(text, { dp }));
    }
    expect(formatAmount('-0.004', 2)).toBe('0.00');
    expect(formatAmount('999.995', 2)).toBe('1,000.00');
    expect(formatAmount('1e3', 1)).toBe('1,000.0');
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

  it('signs plain text on its digits exactly as big.js would', () => {
    const texts = ['0', '-0', '0.004', '-0.004', '0.005', '-0.005', '1.995', '-1.995', '999.999', '-1234567.891', '12', '1e3', '-2.5e-3', '00.5', '0.50'];
    for (const text of texts) {
      for (const dp of [0, 1, 2, 3]) expect(formatSignedAmount(text, dp), `${text} to ${dp}`).toBe(formatDecimal(text, { dp, sign: true }));
      const d = new Big(text);
      expect(trendOf(text), text).toBe(d.gt(0) ? 'up' : d.lt(0) ? 'down' : 'flat');
    }
  });

  it('names pairs, intervals and step precision', () => {
    expect(pairName({ baseUnit: 'btc', quoteUnit: 'usdt' })).toBe('BTC/USDT');
    expect(formatInterval(250)).toBe('0.25 s');
    expect(formatInterval(5000)).toBe('5 s');
    expect(stepDecimals('0.01')).toBe(2);
    expect(stepDecimals('10')).toBe(0);
  });
});
