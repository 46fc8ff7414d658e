import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { DAY_MS, WithdrawalGuard } from '../../../electron/core/funds/guard.js';
import { openSettingsStore, type SettingsStore } from '../../../electron/core/settings/store.js';

let dir: string;
let settings: SettingsStore;
let now: number;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'satchel-guard-'));
  settings = openSettingsStore({ userDataDir: dir });
  now = Date.UTC(2026, 10, 23, 12);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const guard = (profile = 'p1') => new WithdrawalGuard(settings, profile, () => now);
const to = (address: string, memo: string | null = null) => ({ currency: 'btc', address, memo });

function refusal(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  }
  throw new Error('expected a refusal');
}

describe('withdrawal guard', () => {
  it('lets everything through while a currency has no rule', () => {
    expect(() => guard().check(to('bc1qanything'), '1000')).not.toThrow();
  });

  it('in allow-list mode sends only to saved addresses (and memos), and says which rule stopped it', () => {
    const g = guard();
    g.setRule('btc', true, null);
    const error = refusal(() => g.check(to('bc1qnew'), '0.1'));
    expect(error.kind).toBe('guard');
    expect(error.message).toContain('may only go to saved addresses');
    g.saveAddress(to('bc1qnew'), 'Cold wallet');
    expect(() => g.check(to('bc1qnew'), '0.1')).not.toThrow();
    g.saveAddress({ currency: 'xrp', address: 'rAbc', memo: '42' }, 'Friend');
    g.setRule('xrp', true, null);
    expect(refusal(() => g.check({ currency: 'xrp', address: 'rAbc', memo: '43' }, '25')).message).toContain('with this memo');
    g.removeAddress(to('bc1qnew'));
    expect(refusal(() => g.check(to('bc1qnew'), '0.1')).kind).toBe('guard');
  });

  it('knows a card or a phone however it was written, an entry saved as typed before included; a coin’s address only exactly', () => {
    const g = guard();
    g.setRule('uah', true, null);
    // What an older Satchel kept: the card as it was typed.
    settings.update((s) => ({ ...s, guards: { ...s.guards, p1: { ...s.guards.p1!, addresses: [{ currency: 'uah', address: '4111-1111-1111-1111', memo: null, label: 'Old' }] } } }));
    expect(() => g.check({ currency: 'uah', address: '4111111111111111', memo: null }, '100')).not.toThrow();
    g.saveAddress({ currency: 'uah', address: '4111 1111 1111 1111', memo: null }, 'Card');
    g.saveAddress({ currency: 'uah', address: '+380 (67) 123-45-67', memo: null }, 'Phone');
    expect(g.view(false).addresses.map((a) => [a.address, a.label])).toEqual([
      ['4111111111111111', 'Card'],
      ['+380671234567', 'Phone'],
    ]);
    // The payout form drops a phone's + where the gateway's pattern wants the number without it.
    expect(() => g.check({ currency: 'uah', address: '380671234567', memo: null }, '100')).not.toThrow();
    expect(refusal(() => g.check({ currency: 'uah', address: '4111111111111112', memo: null }, '100')).kind).toBe('guard');
    g.setRule('btc', true, null);
    g.saveAddress(to('bc1q-abc'), 'Odd');
    expect(refusal(() => g.check(to('bc1qabc'), '0.1')).kind).toBe('guard');
  });

  it('keeps a rolling 24-hour limit of what was sent, and a refused send is taken back', () => {
    const g = guard();
    g.setRule('btc', false, '1');
    g.record('btc', '0.6');
    expect(refusal(() => g.check(to('x'), '0.5')).message).toContain('daily limit for BTC is 1 BTC');
    expect(() => g.check(to('x'), '0.4')).not.toThrow();
    const takeBack = g.record('btc', '0.4');
    expect(g.view(false).usedToday).toEqual({ btc: '1' });
    takeBack();
    expect(g.view(false).usedToday).toEqual({ btc: '0.6' });
    now += DAY_MS + 1;
    expect(() => g.check(to('x'), '1')).not.toThrow();
  });

  it('is kept per account, in the settings file, and survives a restart', () => {
    guard('p1').setRule('btc', true, '2');
    guard('p1').saveAddress(to('bc1qsaved'), 'Mine');
    expect(guard('p2').view(false)).toEqual({ addresses: [], rules: {}, usedToday: {}, needsPassword: false });
    const again = new WithdrawalGuard(openSettingsStore({ userDataDir: dir }), 'p1', () => now);
    expect(again.view(true)).toEqual({
      addresses: [{ currency: 'btc', address: 'bc1qsaved', memo: null, label: 'Mine' }],
      rules: { btc: { allowListOnly: true, dailyLimit: '2' } },
      usedToday: {},
      needsPassword: true,
    });
  });

  it('clearing both rules removes the currency\'s rule; removing an unknown address is not-found', () => {
    const g = guard();
    g.setRule('btc', true, '1');
    g.setRule('btc', false, null);
    expect(g.view(false).rules).toEqual({});
    expect(refusal(() => g.removeAddress(to('nope'))).kind).toBe('not-found');
  });
});
