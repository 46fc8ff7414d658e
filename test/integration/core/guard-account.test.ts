import { describe, expect, it } from 'vitest';
import type { GuardView, ProfilesView, ProfileView, WithdrawalResult } from '../../../shared/contract/index.js';
import { exchangeAccountKey } from '../../../electron/core/keys/exchange-account.js';
import { useCore } from '../../support/core-fixture.js';

// The withdrawal guard belongs to the exchange account, not to the entry in Satchel's list:
// removing the account and adding the same key again must not walk around the daily limit.

const fx = useCore({ exchange: { seed: 11 }, funds: { usdt: '1000' } });
const { call, failure, questions } = fx;
const cold = '0x52908400098527886E0F7030069857D2E4169EE7';
const PASSWORD = 'correct horse battery';

const alice = () => ({ exchangeUrl: fx.exchange.url, apiKey: fx.exchange.accounts[0]!.apiKey, apiSecret: fx.exchange.accounts[0]!.apiSecret });
const withdrawUsdt = (amount: string) => ({ currency: 'usdt', address: cold, allowBlankMemo: false, amount, feeIncluded: false });

describe('the guard of an exchange account', () => {
  it('survives removing the account and adding the same key again under another name: the 24 h count and the daily limit still stand', async () => {
    const first = await call<ProfileView>('profiles.add', { name: 'Alice', ...alice() });
    await call('guard.saveAddress', { currency: 'usdt', address: cold, memo: null, label: 'Cold', password: null });
    await call('guard.setRule', { currency: 'usdt', allowListOnly: true, dailyLimit: '100', password: null });
    const sent = await call<WithdrawalResult>('withdrawals.create', withdrawUsdt('85'));
    expect(sent.summary.debit).toBe('90');

    questions.length = 0;
    await call<ProfilesView>('profiles.remove', { id: first.id });
    expect(questions.at(-1)!.detail).toContain(
      'The withdrawal guard of this exchange account — 1 saved address, a daily limit of 100 USDT, USDT only to saved addresses — is kept and applies again if you add this account again.',
    );
    expect((await call<ProfilesView>('profiles.list')).profiles).toEqual([]);

    await call<ProfileView>('profiles.add', { name: 'Alice again', ...alice() });
    const guard = await call<GuardView>('guard.get');
    expect(guard.usedToday).toEqual({ usdt: '90' });
    expect(guard.rules.usdt).toEqual({ allowListOnly: true, dailyLimit: '100' });
    expect(guard.addresses.map((a) => a.label)).toEqual(['Cold']);
    const refused = await failure('withdrawals.create', withdrawUsdt('10'));
    expect(refused).toMatchObject({ kind: 'guard', message: expect.stringContaining('Satchel sent 90 USDT in the last 24 hours') });
  });

  it('with an app password set, removing an account that has a guard needs the password; without it nothing is removed', async () => {
    const [profile] = (await call<ProfilesView>('profiles.list')).profiles;
    await call('lock.setPassword', { current: null, next: PASSWORD });
    try {
      questions.length = 0;
      expect((await failure('profiles.remove', { id: profile!.id })).message).toBe('Enter your app password.');
      expect((await failure('profiles.remove', { id: profile!.id, password: null })).message).toBe('Enter your app password.');
      expect(questions).toEqual([]);
      expect((await call<ProfilesView>('profiles.list')).profiles.map((p) => p.id)).toEqual([profile!.id]);

      await call<ProfilesView>('profiles.remove', { id: profile!.id, password: PASSWORD });
      expect((await call<ProfilesView>('profiles.list')).profiles).toEqual([]);
      expect(questions).toHaveLength(1);
    } finally {
      await call('lock.setPassword', { current: PASSWORD, next: null });
    }
  });

  it('refuses a second account with the same name, whatever its case and spaces, and a rename to one', async () => {
    const demo = await call<ProfileView>('profiles.addDemo', { index: 1 });
    const taken = await failure('profiles.add', { name: `  ${demo.name.toUpperCase()} `, ...alice() });
    expect(taken).toMatchObject({ kind: 'validation', field: 'name', message: 'Another account already has this name. Choose another name.' });
    const added = await call<ProfileView>('profiles.add', { name: 'Alice', ...alice() });
    expect((await failure('profiles.rename', { id: added.id, name: demo.name.toLowerCase() })).message).toBe('Another account already has this name. Choose another name.');
    expect((await call<ProfileView>('profiles.rename', { id: added.id, name: 'ALICE' })).name).toBe('ALICE');
  });
});

describe('a profile saved before the exchange account was kept', () => {
  it('is asked for its account before it is removed, and its guard then waits for the account, not the key', async () => {
    for (const p of (await call<ProfilesView>('profiles.list')).profiles) await call('profiles.remove', { id: p.id });
    const added = await call<ProfileView>('profiles.add', { name: 'Old Alice', ...alice() });
    const settings = fx.services.settings;
    const saved = settings.get().profiles.find((p) => p.id === added.id)!;
    const byAccount = exchangeAccountKey(saved);
    const byKey = exchangeAccountKey({ ...saved, svcid: null });
    // As a version 1 file migrates: no svcid, the guard under the key.
    settings.update((s) => {
      const { [byAccount]: guard, ...rest } = s.guards;
      return { ...s, profiles: s.profiles.map((p) => (p.id === added.id ? { ...p, svcid: null } : p)), guards: { ...rest, [byKey]: guard! } };
    });
    expect(settings.get().guards[byKey]?.rules.usdt).toEqual({ allowListOnly: true, dailyLimit: '100' });

    await call('profiles.remove', { id: added.id });
    expect(settings.get().guards[byKey]).toBeUndefined();
    expect(settings.get().guards[byAccount]?.rules.usdt).toEqual({ allowListOnly: true, dailyLimit: '100' });
    expect(byAccount).toBe(`${fx.exchange.url}|svcid|${fx.exchange.accounts[0]!.svcid}`);
  });
});
