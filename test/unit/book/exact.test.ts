import { describe, expect, it } from 'vitest';
import { ExactSum, exactSum, exactTimes, roundText, scaledNumber, scaledText, toScaled } from '../../../shared/book/exact.js';
import { Big, decText } from '../../../shared/decimal.js';

// A small deterministic generator, so a failure names a case that can be run again.
function generator(seed: number) {
  let state = seed >>> 0;
  return (n: number) => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state % n;
  };
}

function randomDecimal(r: (n: number) => number): string {
  const whole = [String(r(10)), String(r(100000)), String(r(1e9)), '9'.repeat(1 + r(20)), '0'][r(5)]!;
  const fraction = r(3) === 0 ? '' : `.${Array.from({ length: 1 + r(14) }, () => String(r(10))).join('')}`;
  return decText(`${whole}${fraction}`);
}

describe('exact decimal arithmetic on text', () => {
  it('reads plain decimal text as units and scale, and writes it back canonically', () => {
    expect(toScaled('12.50')).toEqual({ units: 1250, scale: 2 });
    expect(toScaled('-0.001')).toEqual({ units: -1, scale: 3 });
    expect(toScaled('7')).toEqual({ units: 7, scale: 0 });
    for (const text of ['', '-', '.5', '5.', '1e5', '1.2.3', ' 1', '+1', '9007199254740993']) expect(toScaled(text)).toBeNull();
    expect(scaledText(1250, 2)).toBe('12.5');
    expect(scaledText(5, 4)).toBe('0.0005');
    expect(scaledText(-100, 2)).toBe('-1');
    expect(scaledText(0, 3)).toBe('0');
    expect(scaledNumber({ units: 1, scale: 1 })).toBe(0.1);
  });

  it('sums without float error, and past 2^53 carries on in big.js', () => {
    expect(exactSum(['0.1', '0.2'])).toBe('0.3');
    expect(exactSum(['1', '0.000000001', '100.5'])).toBe('101.500000001');
    expect(exactSum([])).toBe('0');
    expect(exactSum(['9007199254740991', '1', '0.5'])).toBe('9007199254740992.5');
    expect(exactSum(['0.1', '1e-30'])).toBe('0.100000000000000000000000000001');
    const sum = new ExactSum().add('123456789012.345678').add('0.000001');
    expect(sum.text()).toBe('123456789012.345679');
    expect(sum.decimal().eq('123456789012.345679')).toBe(true);
    expect(() => new ExactSum().add('abc')).toThrow(RangeError);
  });

  it('agrees with big.js on random sums and products', () => {
    const r = generator(7);
    for (let i = 0; i < 2000; i++) {
      const values = Array.from({ length: 1 + r(6) }, () => randomDecimal(r));
      expect(exactSum(values)).toBe(decText(values.reduce((a, v) => a.plus(v), new Big(0))));
      const [a, b] = [randomDecimal(r), randomDecimal(r)];
      expect(exactTimes(a, b)).toBe(decText(new Big(a).times(b)));
    }
  });

  it('rounds to a power of ten towards or away from zero, as big.js does', () => {
    expect(roundText('100.37', 1, false)).toBe('100.3');
    expect(roundText('100.37', 1, true)).toBe('100.4');
    expect(roundText('100.3', 1, true)).toBe('100.3');
    expect(roundText('1234.5', -1, false)).toBe('1230');
    expect(roundText('1234.5', -1, true)).toBe('1240');
    expect(roundText('5', -2, true)).toBe('100');
    expect(roundText('5', -2, false)).toBe('0');
    expect(roundText('99.99', 1, true)).toBe('100');
    const r = generator(11);
    for (let i = 0; i < 3000; i++) {
      const text = randomDecimal(r);
      const dp = r(12) - 4;
      const up = r(2) === 0;
      const mode = up ? Big.roundUp : Big.roundDown;
      const expected = dp >= 0 ? new Big(text).round(dp, mode) : new Big(text).times(new Big(`1e${dp}`)).round(0, mode).times(new Big(`1e${-dp}`));
      expect(new Big(roundText(text, dp, up)).eq(expected), `${text} to ${dp} ${up ? 'up' : 'down'}`).toBe(true);
    }
  });
});
