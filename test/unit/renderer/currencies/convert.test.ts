import { describe, expect, it } from 'vitest';
import type { Rate } from '../../../../shared/contract/index.js';
import { conversionMessage, convert } from '../../../../renderer/currencies/convert.js';

const rates: Rate[] = [
  { currency: 'btc', usd: '30000.1', uah: '1100000', btc: '1', eur: '27000', rub: '2700000' },
  { currency: 'usdt', usd: '1.0001', uah: '36.6', btc: '0.0000333', eur: '0.9', rub: '90' },
  { currency: 'xyz', usd: '', uah: '1', btc: '1', eur: '1', rub: '1' },
];

describe('converter', () => {
  it('multiplies the amount by the rate in decimals', () => {
    expect(convert('0.1', 'btc', 'usd', rates)).toEqual({ ok: true, value: '3000.01' });
    expect(convert('3', 'USDT', 'btc', rates)).toEqual({ ok: true, value: '0.0000999' });
    expect(convert(' 0.3 ', 'usdt', 'usd', rates)).toEqual({ ok: true, value: '0.30003' });
  });

  it('says why it cannot convert', () => {
    expect(convert('', 'btc', 'usd', rates)).toEqual({ ok: false, reason: 'empty' });
    expect(convert('1,5', 'btc', 'usd', rates)).toEqual({ ok: false, reason: 'invalid' });
    expect(convert('abc', 'btc', 'usd', rates)).toEqual({ ok: false, reason: 'invalid' });
    expect(convert('1e3', 'btc', 'usd', rates)).toEqual({ ok: false, reason: 'invalid' });
    expect(convert('-1', 'btc', 'usd', rates)).toEqual({ ok: false, reason: 'negative' });
    expect(convert('1', 'doge', 'usd', rates)).toEqual({ ok: false, reason: 'no-rate' });
    expect(convert('1', 'xyz', 'usd', rates)).toEqual({ ok: false, reason: 'no-rate' });
    expect(conversionMessage('invalid')).toMatch(/number/);
  });
});
