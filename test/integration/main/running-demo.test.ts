/**
 * electron/main/index.ts on demo servers that already run (SATCHEL_DEMO_SERVERS, the line
 * `npm run sim` prints), as the Electron end-to-end suite starts it: Electron faked
 * (fake-electron.ts), the real core, and the demo servers of this test's own process. Main must
 * use them in demo mode, start none of its own, and leave them running when it quits.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { POLICY_PAGE_SIZES, type Balance, type Result } from '../../../shared/contract/index.js';
import type * as DemoModule from '../../../electron/demo/index.js';
import { fundDemoAccount } from '../../support/wallet-flows.js';
import { h } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule());
vi.mock('electron-store', async () => (await import('./fake-electron.js')).electronStoreModule());
vi.mock('../../../electron/core/keys/keyring-vault.js', async () => (await import('./fake-electron.js')).keyringVaultModule());

/** Every start of demo servers in this file: this test's own, and any main would make. */
const starts = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../electron/demo/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof DemoModule>();
  return {
    ...real,
    startDemoServers: (options: Parameters<typeof real.startDemoServers>[0]) => {
      starts.count++;
      return real.startDemoServers(options);
    },
  };
});

const { startDemoServers } = await import('../../../electron/demo/index.js');
const demo = await startDemoServers({ port: 0, seed: 3 });
const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'satchel-main-sim-'));
h.userDataDir = userDataDir;
const previous = { exchange: process.env.SATCHEL_EXCHANGE_URL, userData: process.env.SATCHEL_USER_DATA, demo: process.env.SATCHEL_DEMO_SERVERS };
delete process.env.SATCHEL_EXCHANGE_URL;
delete process.env.SATCHEL_USER_DATA;
process.env.SATCHEL_DEMO_SERVERS = JSON.stringify(demo.ready);
const electron = await import('electron');
await import('../../../electron/main/index.js');

type Window = InstanceType<typeof h.FakeWindow>;
let main: Window;

async function value<T>(name: string, request: unknown = {}): Promise<T> {
  const result = (await h.ipcHandlers.get(`satchel:${name}`)!({ sender: main.webContents, senderFrame: main.mainFrame }, request)) as Result<T>;
  if (!result.ok) throw new Error(`${name}: ${result.error.kind}: ${result.error.message}`);
  return result.value;
}

beforeAll(async () => {
  h.readyResolve();
  await vi.waitFor(() => expect(h.windows).toHaveLength(1), { timeout: 20_000 });
  main = h.windows[0]!;
}, 30_000);

afterAll(async () => {
  if (!vi.mocked(electron.app.quit).mock.calls.length) {
    h.appListeners.get('will-quit')?.({ preventDefault: () => undefined });
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled(), { timeout: 10_000 }).catch(() => undefined);
  }
  await demo.close();
  for (const [name, was] of [['SATCHEL_EXCHANGE_URL', previous.exchange], ['SATCHEL_USER_DATA', previous.userData], ['SATCHEL_DEMO_SERVERS', previous.demo]] as const) {
    if (was === undefined) delete process.env[name];
    else process.env[name] = was;
  }
  await rm(userDataDir, { recursive: true, force: true });
}, 30_000);

describe('main on demo servers that already run (SATCHEL_DEMO_SERVERS)', () => {
  it('runs in demo mode on them and starts none of its own', async () => {
    expect(starts.count).toBe(1);
    expect(await value('app.info')).toMatchObject({ shell: 'electron', demo: true });
  });

  it('offers their accounts, whose money is what their exchange holds', async () => {
    const alice = demo.ready.accounts[0]!;
    await value('profiles.addDemo', { index: 0 });
    const btc = async () => (await value<Balance[]>('balances.list')).filter((b) => b.currency === 'btc').reduce((sum, b) => sum + Number(b.total), 0);
    const before = await btc();
    await fundDemoAccount(demo, alice.email, 'btc', '7.77');
    await value('account.refresh');
    await vi.waitFor(async () => expect(await btc()).toBeCloseTo(before + 7.77, 8), { timeout: 10_000 });
  });

  it('offers their appliance, with its user and password', async () => {
    await value('appliances.addDemo');
    const listed = await value<{ total: number }>('policies.list', { page: 1, pageSize: POLICY_PAGE_SIZES[0] });
    expect(listed.total).toBe(demo.appliance.store.size);
  });

  it('leaves them running when it quits', async () => {
    h.appListeners.get('before-quit')?.();
    h.appListeners.get('will-quit')!({ preventDefault: () => undefined });
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled(), { timeout: 10_000 });
    const markets = await fetch(`${demo.exchange.url}/v3/markets`);
    expect(markets.status).toBe(200);
  });
});
