import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Balance, ConfirmationRequest, Order, ProfileView } from '../../../shared/contract/index.js';
import { Big } from '../../../shared/decimal.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { useCore } from '../../support/core-fixture.js';

// The whole core over the contract, against the demo exchange: what the renderer will do.
const vault = new MemoryVault();
const fx = useCore({ demo: { seed: 21 }, vault, core: { timeoutMs: 5000 } });
const { call, failure, events } = fx;
/** What main said to a yes sent without the app password. */
const refusedWithoutPassword: string[] = [];
fx.onQuestion = (question, session) => {
  // Browser mode with an app password: a yes must carry it; first a yes without it, refused.
  if (question.needsPassword && fx.answer) {
    void fx.core.handle('confirm.answer', { id: question.id, accepted: true }, session).then((refused) => {
      refusedWithoutPassword.push(refused.ok ? 'accepted' : refused.error.kind);
      return fx.core.handle('confirm.answer', { id: question.id, accepted: true, password: 'long enough password' }, session);
    });
  } else void fx.reply(question, session);
};

async function filesContaining(root: string, needle: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(root, { recursive: true })) {
    const file = path.join(root, entry);
    if ((await stat(file)).isFile() && (await readFile(file, 'utf8')).includes(needle)) found.push(entry);
  }
  return found;
}

describe('accounts through the contract', () => {
  it('a wrong secret is refused by the exchange, and nothing is stored', async () => {
    const account = fx.demo.ready.accounts[0]!;
    const error = await failure('profiles.add', {
      name: 'Mine',
      exchangeUrl: fx.demo.exchange.url,
      apiKey: account.apiKey,
      apiSecret: 'not-the-secret-at-all',
    });
    expect(error.kind).toBe('auth');
    expect(error.message).not.toContain('not-the-secret-at-all');
    expect((await call<{ profiles: ProfileView[] }>('profiles.list')).profiles).toEqual([]);
    expect(vault.size).toBe(0);
  });

  it('adds a key after checking it; the secret is only in the keychain, the key shown masked', async () => {
    const account = fx.demo.ready.accounts[0]!;
    const view = await call<ProfileView>('profiles.add', { name: 'Alice', exchangeUrl: fx.demo.exchange.url, apiKey: account.apiKey, apiSecret: account.apiSecret });
    expect(view.maskedKey).not.toBe(account.apiKey);
    expect(view.maskedKey).toMatch(/…/);
    const list = await call<{ activeId: string; profiles: ProfileView[] }>('profiles.list');
    expect(list.activeId).toBe(view.id);
    expect(vault.size).toBe(1);
    expect(await filesContaining(fx.dir, account.apiSecret)).toEqual([]);
    expect(JSON.stringify(events)).not.toContain(account.apiSecret);
  });

  it('reads balances with locked = total − available, and the active orders', async () => {
    const balances = await call<Balance[]>('balances.list');
    expect(balances.length).toBeGreaterThanOrEqual(8);
    for (const b of balances) expect(new Big(b.total).minus(b.available).eq(b.locked)).toBe(true);
    const orders = await call<Order[]>('orders.active', {});
    expect(orders.length).toBeGreaterThanOrEqual(5);
  });

  it('a declined cancel sends nothing; a confirmed one releases the funds', async () => {
    const [order] = await call<Order[]>('orders.active', {});
    fx.answer = false;
    expect((await failure('orders.cancel', { orderId: order!.id })).kind).toBe('declined');
    expect((await call<Order[]>('orders.active', {})).some((o) => o.id === order!.id)).toBe(true);
    const asked = events.filter((e) => e.name === 'confirm.request').at(-1)!.payload as ConfirmationRequest;
    expect(asked.message).toContain(String(order!.id));

    const [base, quote] = order!.market.split('_') as [string, string];
    const held = order!.side === 'sell' ? base : quote;
    const before = (await call<Balance[]>('balances.list')).find((b) => b.currency === held)!;
    fx.answer = true;
    const cancelled = await call<{ id: number }>('orders.cancel', { orderId: order!.id });
    expect(cancelled.id).toBe(order!.id);
    expect((await call<Order[]>('orders.active', {})).some((o) => o.id === order!.id)).toBe(false);
    const after = (await call<Balance[]>('balances.list')).find((b) => b.currency === held)!;
    expect(new Big(after.available).gt(before.available)).toBe(true);
    expect(after.total).toBe(before.total);
  });

  it('cancels several orders together after one confirmation', async () => {
    const orders = (await call<Order[]>('orders.active', {})).slice(0, 2);
    const result = await call<{ cancelled: number[] }>('orders.cancelMany', { orderIds: orders.map((o) => o.id) });
    expect(result.cancelled.sort()).toEqual(orders.map((o) => o.id).sort());
  });

  it('history, trades and the account data', async () => {
    const history = await call<Order[]>('orders.history', { limit: 5 });
    expect(history.length).toBeGreaterThan(0);
    expect(history.length).toBeLessThanOrEqual(5);
    const trades = await call<{ role: string }[]>('orders.trades', { market: history[0]!.market, orderId: history[0]!.id });
    expect(trades.length).toBeGreaterThan(0);
    expect((await call<{ email: string }>('account.me')).email).toBe(fx.demo.ready.accounts[0]!.email);
  });

  it('with an app password set and the app locked, changes are refused but reading goes on', async () => {
    await call('lock.setPassword', { current: null, next: 'long enough password' });
    await call('lock.lock');
    const [order] = await call<Order[]>('orders.active', {});
    expect((await failure('orders.cancel', { orderId: order!.id })).kind).toBe('locked');
    expect((await call<Balance[]>('balances.list')).length).toBeGreaterThan(0);
    expect((await failure('settings.update', { autoLockMinutes: 0 })).kind).toBe('locked');
    expect((await call<{ theme: string }>('settings.update', { theme: 'dark' })).theme).toBe('dark');
    // Starring a market changes nothing on the account: allowed while locked, as the theme is.
    expect((await call<{ favourites: string[] }>('settings.update', { favourites: ['eth_btc'] })).favourites).toEqual(['eth_btc']);
    // Amounts may be hidden while locked, never revealed: whoever finds the app locked must not see them.
    const hidden = await call<{ hideAmounts: boolean; hideAmountsWhenLocked: boolean }>('settings.update', { hideAmounts: true, hideAmountsWhenLocked: true });
    expect(hidden).toMatchObject({ hideAmounts: true, hideAmountsWhenLocked: true });
    expect((await failure('settings.update', { hideAmounts: false })).kind).toBe('locked');
    expect((await failure('settings.update', { hideAmountsWhenLocked: false })).kind).toBe('locked');
    expect((await failure('settings.update', { theme: 'light', hideAmounts: false })).kind).toBe('locked');
    expect(await call('settings.get')).toMatchObject({ hideAmounts: true, hideAmountsWhenLocked: true, theme: 'dark' });
    expect((await failure('lock.unlock', { password: 'wrong' })).message).toMatch(/Wrong password/);
    expect((await failure('lock.unlock', { password: 'long enough password' })).message).toMatch(/Try again in/);
  });

  it('adds a demo account with one click and switches to it', async () => {
    // Unlocked by a fresh core would be simpler; here the delay after the wrong password runs out, as main reports it.
    await expect.poll(async () => (await call<{ retryInMs: number }>('lock.status')).retryInMs, { timeout: 5000 }).toBe(0);
    await call('lock.unlock', { password: 'long enough password' });
    // Unlocked, amounts may be shown again.
    expect(await call('settings.update', { hideAmounts: false, hideAmountsWhenLocked: false })).toMatchObject({ hideAmounts: false, hideAmountsWhenLocked: false });
    const view = await call<ProfileView>('profiles.addDemo', { index: 1 });
    expect(view.demo).toBe(true);
    await call('profiles.activate', { id: view.id });
    expect((await call<{ email: string; withdrawConfirmation: boolean }>('account.me')).withdrawConfirmation).toBe(true);
  });

  it('removing an account asks first and deletes its secret; with an app password, a yes carries it', async () => {
    const { profiles } = await call<{ profiles: ProfileView[] }>('profiles.list');
    const size = vault.size;
    fx.answer = false;
    expect((await failure('profiles.remove', { id: profiles[0]!.id })).kind).toBe('declined');
    expect(vault.size).toBe(size);
    fx.answer = true;
    await call('profiles.remove', { id: profiles[0]!.id });
    expect(vault.size).toBe(size - 1);
    expect(refusedWithoutPassword).toEqual(['validation']);
  });
});
