import { describe, expect, it } from 'vitest';
import { compare, dec, DECIMAL_BOUNDS, decText, formatDecimal, isDecimalText, isOutOfBounds, scaleOf, sum } from '../../../shared/decimal.js';

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

  it('bounds every decimal read from text: 1e99999999 and its kin are refused before they become digits', () => {
    expect(DECIMAL_BOUNDS).toEqual({ maxText: 256, maxDigits: 50, maxExponent: 50 });
    for (const text of ['1e99999999', '-1e99999999', '1e-99999999', '1e51', '9.9e51', '1e-51', '1' + '0'.repeat(51), '0.' + '0'.repeat(50) + '1', '1'.repeat(51), '1.' + '1'.repeat(50), '1e+000000000000051', '1'.repeat(300)]) {
      expect(isDecimalText(text), text).toBe(false);
      expect(isOutOfBounds(text), text).toBe(true);
      expect(() => dec(text), text).toThrow(/past Satchel's bounds/);
      expect(() => decText(text), text).toThrow(RangeError);
    }
    // The edges are in, and what is refused is never repeated in the message.
    for (const text of ['9.9e50', '1e50', '1e-50', '-1e50', '1'.repeat(50), '0.' + '0'.repeat(49) + '1', '0', '0e99999', '0.' + '0'.repeat(200), '1e+0000050', '12345678901234567890.123456789012345678901234567890']) {
      expect(isDecimalText(text), text).toBe(true);
      expect(decText(text).length).toBeLessThanOrEqual(102);
    }
    expect(() => dec('1e99999999')).toThrow(expect.objectContaining({ message: expect.not.stringContaining('99999999') }));
    expect(isOutOfBounds('abc')).toBe(false);
    expect(isOutOfBounds('x'.repeat(300))).toBe(false);
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
