import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileView, Result } from '../../shared/contract/index.js';
import { createCore, type Core } from '../../electron/core/app.js';
import { MemoryVault } from '../../electron/core/keys/memory-vault.js';
import { startDemoServers, type DemoServers } from '../../electron/demo/index.js';
import { startWebHost, type WebHost } from '../../electron/web/host.js';
import { launchChromium } from '../support/browser.js';
import { goTo } from '../support/page.js';
import { fundDemoAccount } from '../support/wallet-flows.js';

// The portfolio's value history lives in the user-data folder, not in one origin's storage: a
// window's old localStorage copy is handed over once, and the chart is still there after Satchel
// restarts on another port (another origin, whose storage is empty).
let dir: string;
let demo: DemoServers;
let browser: Browser;
let core: Core | null = null;
let host: WebHost | null = null;

async function start(): Promise<void> {
  core = createCore({
    exchangeUrl: demo.exchange.url,
    demo: true,
    demoAccounts: demo.ready.accounts,
    shell: 'browser',
    version: 'test',
    userDataDir: dir,
    timeoutMs: 3000,
    vault: new MemoryVault(),
  });
  host = await startWebHost({ core, rendererDir: path.resolve('out/renderer') });
}

async function stop(): Promise<void> {
  await host?.close();
  await core?.close();
  host = null;
  core = null;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-e2e-history-'));
  demo = await startDemoServers({ port: 0, seed: 21 });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await stop();
  await demo?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('the value history', () => {
  it('is handed over from the window’s old storage once, and survives a restart on another port', async () => {
    await start();
    const session = core!.openSession(() => undefined);
    const added = (await core!.handle('profiles.addDemo', { index: 0 }, session)) as Result<ProfileView>;
    if (!added.ok) throw new Error(added.error.message);
    core!.closeSession(session);
    await fundDemoAccount(demo, demo.ready.accounts[0]!.email, 'USDT', '250');

    // What an older Satchel kept in this origin's localStorage: two points, minutes ago.
    const key = `satchel.portfolioHistory.${added.value.id}.usd`;
    const old = JSON.stringify([
      { t: Date.now() - 5 * 60_000, v: '1234.5' },
      { t: Date.now() - 3 * 60_000, v: '1300' },
    ]);
    const context = await browser.newContext();
    const page = await context.newPage();
    const port = host!.port;
    // Seeded once, in the first port's origin only.
    await page.addInitScript(
      ([k, v, p]) => {
        if (location.port === p && !localStorage.getItem('satchel.seeded')) {
          localStorage.setItem(k!, v!);
          localStorage.setItem('satchel.seeded', '1');
        }
      },
      [key, old, String(port)],
    );
    await page.goto(host!.url);
    await goTo(page, 'Balances');
    const chart = page.getByRole('img', { name: /^Portfolio value from / });
    await expect.poll(() => chart.getAttribute('aria-label')).toMatch(/1,234\.50/);
    // Handed over: the window's copy is gone.
    await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();

    // The same browser, Satchel restarted on another port: another origin, whose storage is empty.
    await stop();
    await start();
    expect(host!.port).not.toBe(port);
    await page.goto(host!.url);
    await goTo(page, 'Balances');
    await expect.poll(() => page.getByRole('img', { name: /^Portfolio value from / }).getAttribute('aria-label')).toMatch(/1,234\.50/);
    await context.close();
  });
});
