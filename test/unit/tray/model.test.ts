import { describe, expect, it } from 'vitest';
import type { Balance, Rate } from '../../../shared/contract/index.js';
import { valuePortfolio } from '../../../shared/portfolio.js';
import { trayModel, type TrayItem } from '../../../electron/core/tray/model.js';

const balance = (currency: string, total: string, available: string): Balance => ({
  walletType: 'exchange',
  currency,
  total,
  available,
  locked: '0',
});
const rates: Rate[] = [
  { currency: 'btc', usd: '60000', uah: '2490000', btc: '1', eur: '55200', rub: '5520000' },
  { currency: 'eth', usd: '3000', uah: '124500', btc: '0.05', eur: '2760', rub: '276000' },
];
const precision = (c: string) => (c === 'btc' ? 8 : 6);
const labels = (items: TrayItem[]) => items.map((i) => (i.kind === 'separator' ? '—' : i.label));

describe('tray model', () => {
  const portfolio = valuePortfolio([balance('eth', '2', '1.5'), balance('btc', '0.5', '0.25')], rates, 'usd');

  it('shows the portfolio value in the tooltip and the largest balances, available and total, in the menu', () => {
    const model = trayModel({ portfolio, precision, locked: false, hasPassword: true, hideAmounts: false, problem: null });
    expect(model.tooltip).toBe('Satchel — $36,000.00');
    expect(labels(model.items)).toEqual([
      'Portfolio: $36,000.00',
      'BTC 0.25000000 available of 0.50000000 ≈ $30,000.00',
      'ETH 1.500000 available of 2.000000 ≈ $6,000.00',
      '—',
      'Open Satchel',
      'Refresh',
      'Check a transfer code from the clipboard',
      'Lock',
      'Quit',
    ]);
  });

  it('in another display currency', () => {
    const model = trayModel({ portfolio: valuePortfolio(portfolio.balances, rates, 'btc'), precision, locked: false, hasPassword: false, hideAmounts: false, problem: null });
    expect(model.tooltip).toBe('Satchel — ₿0.60000000');
  });

  it('says when locked, and Lock is only offered with a password while unlocked', () => {
    const locked = trayModel({ portfolio, precision, locked: true, hasPassword: true, hideAmounts: false, problem: null });
    expect(locked.tooltip).toMatch(/\(locked\)$/);
    expect(locked.items).toContainEqual({ kind: 'action', action: 'lock', label: 'Lock', enabled: false });
    const noPassword = trayModel({ portfolio, precision, locked: false, hasPassword: false, hideAmounts: false, problem: null });
    expect(noPassword.items).toContainEqual({ kind: 'action', action: 'lock', label: 'Lock', enabled: false });
  });

  it('without balances, and with a problem to report', () => {
    const model = trayModel({ portfolio: null, precision, locked: false, hasPassword: false, hideAmounts: false, problem: 'Cannot reach the exchange.' });
    expect(model.tooltip).toBe('Satchel');
    expect(labels(model.items).slice(0, 2)).toEqual(['No balances yet', 'Not current: Cannot reach the exchange.']);
  });

  it('in privacy mode shows no amount, in the tooltip or the menu', () => {
    const model = trayModel({ portfolio, precision, locked: false, hasPassword: true, hideAmounts: true, problem: null });
    expect(model.tooltip).toBe('Satchel — amounts hidden');
    expect(labels(model.items).slice(0, 3)).toEqual(['Portfolio: •••••', 'BTC •••••', 'ETH •••••']);
    const text = [model.tooltip, ...labels(model.items)].join('\n');
    expect(text).not.toMatch(/\d/);
    expect(text).not.toContain('$');
    const locked = trayModel({ portfolio, precision, locked: true, hasPassword: true, hideAmounts: true, problem: null });
    expect(locked.tooltip).toBe('Satchel — amounts hidden (locked)');
  });

  it('keeps at most the five largest balances', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((c, i) => balance(c, String(i + 1), String(i + 1)));
    const manyRates = many.map((b) => ({ currency: b.currency, usd: '1', uah: '1', btc: '1', eur: '1', rub: '1' }));
    const model = trayModel({ portfolio: valuePortfolio(many, manyRates, 'usd'), precision, locked: false, hasPassword: false, hideAmounts: false, problem: null });
    expect(model.items.filter((i) => i.kind === 'info' && /available/.test(i.label))).toHaveLength(5);
  });

  describe('a total that cannot be computed now is never shown as one', () => {
    const held = [balance('usd', '796.92', '796.92'), balance('eth', '2', '1.5'), balance('xyz', '3', '3')];
    const base = { precision, locked: false, hasPassword: false, hideAmounts: false, problem: null };
    const money = (text: string) => [...text.matchAll(/\$[\d,.]+/g)].map((m) => m[0]);

    it('a currency without a rate: the last whole total with its time, and why it is not current', () => {
      const model = trayModel({ ...base, portfolio: valuePortfolio(held, rates, 'usd'), lastWhole: { total: '7500.5', time: '10:02:03' } });
      expect(model.tooltip).toBe('Satchel — $7,500.50 as of 10:02:03');
      expect(labels(model.items).slice(0, 2)).toEqual(['Portfolio as of 10:02:03: $7,500.50', 'Not valued now: the exchange gives no rate for XYZ']);
      // The sum of what has a rate (796.92 + 6,000) appears nowhere.
      expect([model.tooltip, ...labels(model.items)].flatMap(money)).not.toContain('$6,796.92');
    });

    it('the rates could not be read and nothing whole was seen yet: says it cannot be valued, with no figure', () => {
      const model = trayModel({ ...base, portfolio: valuePortfolio(held, [], 'usd'), ratesUnavailable: true, lastWhole: null });
      expect(model.tooltip).toBe('Satchel — value unknown now');
      expect(labels(model.items).slice(0, 2)).toEqual(['Portfolio: cannot be valued now', "Not valued now: the exchange's rates cannot be read"]);
      // The dollars held are listed as a holding, never as the portfolio's value.
      expect(model.tooltip).not.toContain('$');
      expect(labels(model.items).filter((l) => l.startsWith('Portfolio'))).toEqual(['Portfolio: cannot be valued now']);
    });

    it('in privacy mode still no amount', () => {
      const model = trayModel({ ...base, hideAmounts: true, portfolio: valuePortfolio(held, rates, 'usd'), lastWhole: { total: '7500.5', time: '10:02:03' } });
      expect([model.tooltip, ...labels(model.items)].join('\n')).not.toContain('$');
      expect(model.tooltip).toBe('Satchel — amounts hidden');
    });
  });

  it('says plainly when it runs on the demo: in the tooltip, and first in the menu', () => {
    const model = trayModel({ portfolio, precision, locked: false, hasPassword: false, hideAmounts: false, problem: null, demo: true });
    expect(model.tooltip).toBe('Satchel (demo) — $36,000.00');
    expect(labels(model.items)[0]).toBe('Demo: a simulated exchange, no real money');
    const empty = trayModel({ portfolio: null, precision, locked: false, hasPassword: false, hideAmounts: false, problem: null, demo: true });
    expect(empty.tooltip).toBe('Satchel (demo)');
    const real = trayModel({ portfolio, precision, locked: false, hasPassword: false, hideAmounts: false, problem: null, demo: false });
    expect(real.tooltip).toBe('Satchel — $36,000.00');
    expect(labels(real.items).some((l) => l.includes('Demo'))).toBe(false);
  });
});

