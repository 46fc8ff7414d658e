import { describe, expect, it } from 'vitest';
import { compare, dec, decText, formatDecimal, isDecimalText, scaleOf, sum } from '../../../shared/decimal.js';

describe('decimals', () => {
  it('adds without binary float error', () => {
    expect(decText(dec('0.1').plus('0.2'))).toBe('0.3');
    expect(decText(sum(['0.1', '0.2', '0.00000001']))).toBe('0.30000001');
  });

  it('never writes an exponent', () => {
    expect(decText('1e-12')).toBe('0.000000000001');
    expect(decText('1.5e21')).toBe('1500000000000000000000');
    expect(decText('-0')).toBe('0');
    expect(decText('100.5000')).toBe('100.5');
  });

  it('refuses text that is not a decimal', () => {
    for (const text of ['', 'abc', '1,5', '0x10', 'NaN', 'Infinity', '1 2']) expect(() => dec(text)).toThrow(RangeError);
    expect(isDecimalText(' 12.5 ')).toBe(true);
    expect(isDecimalText('12.5.1')).toBe(false);
  });

  it('rounds half up only when formatting for display', () => {
    expect(formatDecimal('1234567.895', { dp: 2 })).toBe('1,234,567.90');
    expect(formatDecimal('0.125', { dp: 2 })).toBe('0.13');
    expect(formatDecimal('-0.125', { dp: 2 })).toBe('−0.13');
    expect(formatDecimal('-0.0001', { dp: 2 })).toBe('0.00');
    expect(formatDecimal('12.5', { dp: 0, sign: true })).toBe('+13');
    expect(formatDecimal('0', { dp: 2, sign: true })).toBe('0.00');
    expect(formatDecimal('1234.5', { dp: 1, group: false })).toBe('1234.5');
  });

  it('compares and measures scale', () => {
    expect(compare('1.10', '1.1')).toBe(0);
    expect(compare('2', '10')).toBe(-1);
    expect(scaleOf('0.0100')).toBe(4);
    expect(scaleOf('12')).toBe(0);
  });
});
