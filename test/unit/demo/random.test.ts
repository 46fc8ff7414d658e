import { describe, expect, it } from 'vitest';
import { hash32, mulberry32, normal, unit } from '../../../electron/demo/exchange/market/random.js';
import { gridText } from '../../../electron/demo/exchange/market/book.js';

describe('seeded randomness', () => {
  it('mulberry32 gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 20 }, mulberry32(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const x of draw(123)) expect(x >= 0 && x < 1).toBe(true);
  });

  it('normal draws have mean near 0 and spread near 1', () => {
    const random = mulberry32(1);
    const xs = Array.from({ length: 20000 }, () => normal(random));
    const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
    const variance = xs.reduce((a, b) => a + (b - mean) ** 2, 0) / xs.length;
    expect(Math.abs(mean)).toBeLessThan(0.05);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('hash32 is fixed by its inputs, and sees the high bits of large integers', () => {
    expect(hash32(1, 2, 3)).toBe(hash32(1, 2, 3));
    expect(hash32(1, 2, 3)).not.toBe(hash32(1, 2, 4));
    expect(hash32(2 ** 32 + 5)).not.toBe(hash32(5));
    expect(unit(9, 9)).toBe(unit(9, 9));
    expect(unit(9, 9)).toBeLessThan(1);
  });
});

describe('gridText', () => {
  it('writes whole grid steps as exact decimal text', () => {
    expect(gridText(6317937, 2)).toBe('63179.37');
    expect(gridText(77484, 10)).toBe('0.0000077484');
    expect(gridText(1500, 3)).toBe('1.5');
    expect(gridText(1000, 3)).toBe('1');
    expect(gridText(2615920, 0)).toBe('2615920');
    expect(gridText(-55298, 6)).toBe('-0.055298');
    expect(gridText(0, 4)).toBe('0');
    expect(gridText(-0, 4)).toBe('0');
    expect(() => gridText(1.5, 2)).toThrow(RangeError);
  });
});
