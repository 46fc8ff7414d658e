import { describe, expect, it } from 'vitest';
import type { Balance, Rate } from '../../../shared/contract/index.js';
import { valuePortfolio, withoutSmallBalances } from '../../../shared/portfolio.js';

const balance = (currency: string, total: string, available = total): Balance => ({
  walletType: 'exchange',
  currency,
  total,
  available,
  locked: '0',
});
const rate = (currency: string, usd: string, btc: string): Rate => ({ currency, usd, btc, uah: '0', eur: '0', rub: '0' });

describe('portfolio value', () => {
  const rates = [rate('btc', '60000.10', '1'), rate('eth', '3000.05', '0.05'), rate('usdt', '1', '0.0000166')];

  it('adds exact decimal values in the display currency and sorts by value', () => {
    const p = valuePortfolio([balance('eth', '0.1'), balance('btc', '0.3'), balance('usdt', '0.1')], rates, 'usd');
    expect(p.total).toBe('18300.135');
    expect(p.balances.map((b) => [b.currency, b.value])).toEqual([
      ['btc', '18000.03'],
      ['eth', '300.005'],
      ['usdt', '0.1'],
    ]);
    expect(p.balances[0]!.share).toBe('98.3601');
  });

  it('counts the display currency itself at 1; an empty balance without a rate leaves the total whole', () => {
    const p = valuePortfolio([balance('usd', '10.5'), balance('abc', '0')], rates, 'usd');
    expect(p.total).toBe('10.5');
    expect(p.unpriced).toEqual([]);
  });

  it('a held currency without a rate makes the total incomplete: no number, no shares, and it is named', () => {
    const p = valuePortfolio([balance('usd', '10.5'), balance('btc', '1'), balance('xyz', '3'), balance('abc', '0')], rates, 'usd');
    expect(p.total).toBeNull();
    expect(p.unpriced).toEqual(['xyz']);
    expect(p.balances.find((b) => b.currency === 'xyz')!.value).toBeNull();
    // Each priced balance keeps its own value; a share of an unknown whole is not shown.
    expect(p.balances.find((b) => b.currency === 'btc')!.value).toBe('60000.1');
    expect(p.balances.every((b) => b.share === null)).toBe(true);
  });

  it('without any rates (they could not be read) only a portfolio of the display currency alone has a total', () => {
    // As seen: 23,385 USD online, "0 USD" (only the dollars held) with the rates gone.
    expect(valuePortfolio([balance('usd', '0'), balance('btc', '0.3'), balance('eth', '1')], [], 'usd').total).toBeNull();
    expect(valuePortfolio([balance('usd', '796.92'), balance('btc', '0')], [], 'usd').total).toBe('796.92');
  });

  it('hides small balances but keeps unpriced non-zero ones', () => {
    const p = valuePortfolio([balance('btc', '0.00000001'), balance('eth', '1'), balance('xyz', '3')], rates, 'usd');
    expect(withoutSmallBalances(p.balances, '1').map((b) => b.currency).sort()).toEqual(['eth', 'xyz']);
  });

  it('always hides empty balances; with no threshold known, only those', () => {
    const p = valuePortfolio([balance('btc', '0.00000001'), balance('eth', '0'), balance('xyz', '3'), balance('abc', '0')], rates, 'usd');
    expect(withoutSmallBalances(p.balances, '0').map((b) => b.currency).sort()).toEqual(['btc', 'xyz']);
    expect(withoutSmallBalances(p.balances, null).map((b) => b.currency).sort()).toEqual(['btc', 'xyz']);
  });

  it('an empty account is worth 0', () => {
    expect(valuePortfolio([], rates, 'btc')).toEqual({ currency: 'btc', total: '0', balances: [], unpriced: [] });
  });
});
