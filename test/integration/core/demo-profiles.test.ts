import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Balance, ProfilesView, ProfileView, Result } from '../../../shared/contract/index.js';
import type { Core } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import type { DemoServers } from '../../../electron/demo/index.js';
import { startCore } from '../../support/core-fixture.js';

// A demo account saved in one run keeps working in the next, whose demo exchange has another
// address and other keys; and demo accounts work on a machine without a keychain.
const cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup.splice(0).reverse()) await step();
});

async function run(dir: string, options: { demo: boolean; seed: number }): Promise<{ core: Core; demo: DemoServers; call: <T>(op: string, request?: unknown) => Promise<Result<T>> }> {
  const fx = await startCore({
    demo: { seed: options.seed },
    dir,
    core: options.demo ? {} : { exchangeUrl: 'http://127.0.0.1:9', demo: false, demoAccounts: undefined },
    // No keychain at all: demo accounts must not need one.
    vault: new MemoryVault({ state: 'missing' }),
    answer: null,
  });
  cleanup.push(() => fx.stop());
  return { core: fx.core, demo: fx.demo, call: async <T>(op: string, request: unknown = {}) => (await fx.core.handle(op, request, fx.main)) as Result<T> };
}

describe('demo accounts across runs', () => {
  it('a demo account added in one run shows its balances in the next, with no keychain', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-demo-runs-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));

    const first = await run(dir, { demo: true, seed: 31 });
    const added = await first.call<ProfileView>('profiles.addDemo', { index: 0 });
    expect(added.ok).toBe(true);
    // Only the demo accounts not saved yet are offered, each with its own index.
    const offered = await first.call<ProfilesView>('profiles.list');
    expect(offered.ok && offered.value.demoAccounts).toEqual([{ index: 1, email: first.demo.ready.accounts[1]!.email, withdrawConfirmation: true }]);
    expect((await first.call<Balance[]>('balances.list')).ok).toBe(true);
    for (const step of cleanup.splice(1).reverse()) await step();

    const second = await run(dir, { demo: true, seed: 32 });
    expect(second.demo.exchange.url).not.toBe(first.demo.exchange.url);
    const list = await second.call<ProfilesView>('profiles.list');
    expect(list.ok && list.value.profiles[0]?.exchangeUrl).toBe(second.demo.exchange.url);
    const balances = await second.call<Balance[]>('balances.list');
    expect(balances.ok && balances.value.length).toBeGreaterThan(0);
    const me = await second.call<{ email: string }>('account.me');
    expect(me.ok && me.value.email).toBe(second.demo.ready.accounts[0]!.email);
  });

  it('outside demo mode a demo account says what to do instead of failing to sign', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-demo-runs-'));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const first = await run(dir, { demo: true, seed: 33 });
    expect((await first.call('profiles.addDemo', { index: 1 })).ok).toBe(true);
    for (const step of cleanup.splice(1).reverse()) await step();

    const real = await run(dir, { demo: false, seed: 34 });
    const balances = await real.call('balances.list');
    expect(balances.ok).toBe(false);
    expect(!balances.ok && balances.error).toMatchObject({ kind: 'auth', message: expect.stringMatching(/Start Satchel in demo mode/) });
  });
});
