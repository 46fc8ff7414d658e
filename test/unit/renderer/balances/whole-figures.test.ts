import { describe, expect, it } from 'vitest';
import type { Balance, Rate } from '../../../../shared/contract/index.js';
import { valuePortfolio } from '../../../../shared/portfolio.js';
import { whyNoTotal, wholeFigures } from '../../../../renderer/balances/whole-figures.js';

const balance = (currency: string, total: string): Balance => ({ walletType: 'exchange', currency, total, available: total, locked: '0' });
const rates: Rate[] = [{ currency: 'btc', usd: '60000', uah: '1', btc: '1', eur: '1', rub: '1' }];

describe('whole figures', () => {
  it('a whole portfolio gives its figures, with its allocation; nothing to explain', () => {
    const p = valuePortfolio([balance('btc', '0.5'), balance('usd', '10000')], rates, 'usd');
    expect(whyNoTotal(p, 'ready')).toBeNull();
    const figures = wholeFigures('k', p, null, 5)!;
    expect(figures.total).toBe('40000');
    expect(figures.slices.map((s) => [s.label, s.share])).toEqual([
      ['BTC', '75'],
      ['USD', '25'],
    ]);
  });

  it('a portfolio missing a rate gives no figures, and says why in words', () => {
    const p = valuePortfolio([balance('btc', '0.5'), balance('usd', '796.92'), balance('doge', '10'), balance('xlm', '0')], rates, 'usd');
    expect(wholeFigures('k', p, null, 5)).toBeNull();
    expect(whyNoTotal(p, 'ready')).toBe('The exchange gives no rate for DOGE, so it cannot be valued in USD.');
    const none = valuePortfolio([balance('btc', '0.5'), balance('usd', '796.92')], [], 'usd');
    expect(whyNoTotal(none, 'error')).toBe('The exchange rates cannot be read now, so what you hold in other currencies than USD cannot be valued.');
    // Still on their way the first time: nothing to explain yet.
    expect(whyNoTotal(none, 'loading')).toBeNull();
  });
});
