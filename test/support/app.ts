import path from 'node:path';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { coreOver, createServices, type Core, type Services } from '../../electron/core/app.js';
import { startDemoServers, type DemoServers } from '../../electron/demo/index.js';
import { startWebHost, type WebHost } from '../../electron/web/host.js';
import { browserShell } from '../../electron/web/shell-ports.js';
import { launchChromium } from './browser.js';
import { MemoryVault } from '../../electron/core/keys/memory-vault.js';
import type { SecretVault } from '../../electron/core/keys/vault.js';
import { goTo } from './page.js';
import { fundDemoAccount } from './wallet-flows.js';

export interface RunningApp {
  userDataDir: string;
  demo: DemoServers;
  core: Core;
  /** The core's parts, for a test that looks inside (settings, the lock, the market lists). */
  services: Services;
  host: WebHost;
  browser: Browser;
  context: BrowserContext;
  page: Page;
  /** Stops everything; `beforeRemove` may read the user-data folder once nothing writes to it, before it is deleted. */
  close(beforeRemove?: (userDataDir: string) => Promise<void>): Promise<void>;
}

/**
 * The whole app in browser mode, as `npm run web` starts it, but in-process so a test can
 * stop and start the demo exchange: demo servers, core, host, and a Chromium page on the URL.
 */
export async function startApp(
  options: {
    seed?: number;
    colorScheme?: 'light' | 'dark';
    vault?: SecretVault;
    /** Puts files into the user-data folder before the app starts (a broken settings file …). */
    prepare?: (userDataDir: string) => Promise<void>;
    addressDelayMs?: number;
    settleMs?: number;
    /** Called with the page before it opens the app (to record its WebSocket from the first frame). */
    onPage?: (page: Page) => void;
    /** The core's clock for the market lists it keeps (a test moves it on to have them read again). */
    marketClock?: () => number;
    /** false: the same demo servers, but Satchel is told it runs on a real exchange (no demo accounts or appliance offered). */
    demo?: boolean;
    /**
     * true: the settings file is left new, so the window opens on the first-start choice. Otherwise
     * the demo is chosen already (written into a settings file unless `prepare` made one), as after
     * "Try the demo", and the window opens on Markets.
     */
    firstStart?: boolean;
    /** The browser's language (its navigator.languages), English unless given: a first start follows it. */
    locale?: string;
    /** true: the page's Content Security Policy is not enforced, so a test may inject a script (axe-core's audit). */
    bypassCSP?: boolean;
    /** The shell's restart port, as a shell that can start Satchel again has (browser mode has none). */
    restart?: () => void;
  } = {},
): Promise<RunningApp> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'satchel-e2e-'));
  await options.prepare?.(userDataDir);
  const settingsFile = path.join(userDataDir, 'settings.json');
  const prepared = await access(settingsFile).then(() => true, () => false);
  if (!options.firstStart && !prepared) await writeFile(settingsFile, JSON.stringify({ marketExchange: 'demo' }), { mode: 0o600 });
  const demo = await startDemoServers({ port: 0, seed: options.seed ?? 1, addressDelayMs: options.addressDelayMs, settleMs: options.settleMs });
  // Browser mode's shell ports (electron/web/shell-ports.ts): questions in the window, downloads, the payment tab.
  const shell = browserShell();
  const services = createServices({
    ports: options.restart ? { ...shell.ports, restart: options.restart } : shell.ports,
    exchangeUrl: demo.exchange.url,
    gatewayUrl: demo.gatewayUrl,
    fiatWatchMs: 300,
    ...(options.demo === false
      ? { demo: false }
      : {
          demo: true,
          demoAccounts: demo.ready.accounts,
          applianceDemo: { url: demo.ready.appliance, user: demo.ready.applianceUser, password: demo.ready.appliancePassword },
        }),
    shell: 'browser',
    version: 'test',
    userDataDir,
    timeoutMs: 3000,
    marketClock: options.marketClock,
    // Inside scripts/with-keyring.sh (as npm test runs it) the real Secret Service; a fake elsewhere.
    vault: options.vault ?? (process.env.SATCHEL_SCRATCH_KEYRING === '1' ? undefined : new MemoryVault()),
  });
  const core = coreOver(services);
  const host = await startWebHost({ core, shell, rendererDir: path.resolve('out/renderer'), startPageRenderer: path.resolve('out/renderer-server/server.js') });
  const browser = await launchChromium();
  const context = await browser.newContext({
    colorScheme: options.colorScheme ?? 'light',
    acceptDownloads: true,
    locale: options.locale ?? 'en-US',
    bypassCSP: options.bypassCSP ?? false,
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  options.onPage?.(page);
  // The shells read the start lists as they start (marketData.warm()); here they are waited for,
  // so every test opens on the start page the host draws (electron/web/start-page.ts).
  await services.marketData.startLists(10_000);
  await page.goto(host.url);
  return {
    userDataDir,
    demo,
    core,
    services,
    host,
    browser,
    context,
    page,
    async close(beforeRemove) {
      await browser.close();
      await host.close();
      await core.close();
      await demo.close();
      await beforeRemove?.(userDataDir);
      await rm(userDataDir, { recursive: true, force: true });
      if (problems.length) throw new Error(`The page threw: ${problems.join('; ')}`);
    },
  };
}

/** A completed deposit on a demo account, through the demo exchange's admin endpoint. */
export function fundDemo(app: RunningApp, email: string, currency: string, amount: string): Promise<void> {
  return fundDemoAccount(app.demo, email, currency, amount);
}

/**
 * Once the start page is up, adds the demo exchange's first account in Settings, as a person
 * would, and deposits `amount` of `currency` to it (whatever the seed gave).
 */
export async function addFundedDemoAccount(app: RunningApp, currency: string, amount: string): Promise<void> {
  const { page } = app;
  const email = app.demo.ready.accounts[0]!.email;
  await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
  await goTo(page, 'Settings');
  await page.getByRole('button', { name: `Add demo account ${email}` }).click();
  await page.getByRole('button', { name: /^Rename / }).first().waitFor();
  await fundDemo(app, email, currency, amount);
}
