import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileView } from '../../../shared/contract/index.js';
import { createCore, type Core, type Session } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { startDemoServers, type DemoServers } from '../../../electron/demo/index.js';
import { coreCalls } from '../../support/core-calls.js';

// The value history through the contract, as a window asks for it: kept by the core in the
// user-data folder, read back by the next run, and only what the rules allow taken from a window.
let dir: string;
let demo: DemoServers;
let core: Core;
let session: Session;
const { call, failure } = coreCalls(() => core, () => session);

function start(): void {
  core = createCore({ exchangeUrl: demo.exchange.url, demo: true, demoAccounts: demo.ready.accounts, shell: 'browser', version: 'test', userDataDir: dir, vault: new MemoryVault(), timeoutMs: 3000 });
  session = core.openSession(() => undefined);
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-value-history-'));
  demo = await startDemoServers({ port: 0, seed: 5 });
  start();
});
afterAll(async () => {
  await core?.close();
  await demo?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('valueHistory.* through the core', () => {
  it('records for a saved account, survives a restart, hands over once, and refuses what is not a value, in words', async () => {
    const { id } = await call<ProfileView>('profiles.addDemo', { index: 0 });
    const old = [{ t: Date.now() - 3 * 60_000, v: '10' }, { t: Date.now() - 2 * 60_000, v: '11.5' }];
    expect(await call('valueHistory.adopt', { profileId: id, currency: 'usd', samples: old })).toEqual(old);
    const recorded = await call<{ t: number; v: string }[]>('valueHistory.record', { profileId: id, currency: 'usd', value: '12.25' });
    expect(recorded.map((s) => s.v)).toEqual(['10', '11.5', '12.25']);
    // Handed over once: a second window's old copy changes nothing.
    expect(await call('valueHistory.adopt', { profileId: id, currency: 'usd', samples: [{ t: Date.now(), v: '1' }] })).toEqual(recorded);

    await core.close();
    start();
    expect(await call('valueHistory.get', { profileId: id, currency: 'usd' })).toEqual(recorded);

    const secret = 'p4ss-w0rd-pasted';
    for (const request of [
      { profileId: id, currency: 'usd', value: secret },
      { profileId: id, currency: 'usd', value: 1.5 },
      { profileId: id, currency: 'usd', value: '-3' },
      { profileId: id, currency: 'xyz', value: '1' },
      { profileId: id, currency: 'usd', samples: Array.from({ length: 2001 }, (_, i) => ({ t: i, v: '1' })) },
    ]) {
      const op = 'samples' in request ? 'valueHistory.adopt' : 'valueHistory.record';
      const error = await failure(op, request);
      expect(error.kind).toBe('validation');
      expect(error.message).not.toContain(secret);
    }
    expect((await failure('valueHistory.get', { profileId: 'not-saved', currency: 'usd' })).kind).toBe('not-found');
    expect(await call('valueHistory.get', { profileId: id, currency: 'usd' })).toEqual(recorded);
  });
});
