/**
 * The payment window in real Electron: its options and its isolation from the wallet's window.
 * Needs the Electron binary; skipped where it cannot be had, and says so.
 */
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchSatchel, skipReason as whySkip, type Launched } from './launch.js';

const skipReason = whySkip('Electron payment-window test');

type Bridge = { call(name: string, request: unknown): Promise<{ ok: boolean; value?: unknown; error?: { kind: string; message: string } }> };

describe.skipIf(skipReason !== null)('the payment window in Electron', () => {
  let launched: Launched;
  let app: ElectronApplication;
  let page: Page;
  let payment: Page;

  beforeAll(async () => {
    launched = await launchSatchel();
    ({ app, page } = launched);
    await page.evaluate(async () => {
      const bridge = (window as unknown as { satchel: Bridge }).satchel;
      await bridge.call('profiles.addDemo', { index: 0 });
      localStorage.setItem('wallet-only', 'yes');
    });
    const opened = app.waitForEvent('window');
    const answer = await page.evaluate(() => (window as unknown as { satchel: Bridge }).satchel.call('fiat.open', { flow: 'deposit', currency: 'uah' }));
    expect(answer).toEqual({ ok: true, value: { opened: 'window' } });
    payment = await opened;
    await payment.getByRole('heading', { name: 'Deposit UAH', level: 1 }).waitFor({ timeout: 30_000 });
  }, 120_000);

  afterAll(async () => {
    await launched?.close();
  });

  it('is a child of the main window in its own in-memory partition', async () => {
    expect(payment.url()).toBe('app://satchel/gateway.html');
    // Its web preferences are unit-tested (gateway-window.ts); here what Electron made of them.
    const made = await app.evaluate(({ BrowserWindow }) => {
      const child = BrowserWindow.getAllWindows().find((w) => w.webContents.getURL().endsWith('/gateway.html'))!;
      const main = BrowserWindow.getAllWindows().find((w) => w !== child)!;
      return {
        parentIsMain: child.getParentWindow() === main,
        sameSession: child.webContents.session === main.webContents.session,
        persistent: child.webContents.session.isPersistent(),
      };
    });
    expect(made).toEqual({ parentIsMain: true, sameSession: false, persistent: false });
  });

  it('shares no storage with the wallet’s window, has no Node, and gets only its preload’s bridge', async () => {
    const world = await payment.evaluate(() => ({
      stored: localStorage.getItem('wallet-only'),
      require: typeof (globalThis as { require?: unknown }).require,
      bridge: Object.keys((window as unknown as { satchel: object }).satchel).sort(),
    }));
    expect(world).toEqual({ stored: null, require: 'undefined', bridge: ['call', 'on'] });
  });

  it('may call only the fiat operations', async () => {
    const answers = await payment.evaluate(async () => {
      const bridge = (window as unknown as { satchel: Bridge }).satchel;
      return { balances: await bridge.call('balances.list', {}), context: await bridge.call('fiat.context', {}) };
    });
    expect(answers.balances).toMatchObject({ ok: false, error: { message: 'The payment window cannot read the balances: only the main window can.' } });
    expect(answers.context).toMatchObject({ ok: true, value: { flow: 'deposit', currency: 'uah' } });
  });

  it('goes nowhere but its gateway, and opens no window', async () => {
    const before = app.windows().length;
    await payment.evaluate(() => {
      window.open('https://example.com/', '_blank');
      window.location.href = 'https://example.com/';
    });
    expect(await payment.evaluate(() => location.href)).toBe('app://satchel/gateway.html');
    expect(app.windows()).toHaveLength(before);
  });

  it('a crashed payment window is said in words and Reload brings Satchel’s payment page back', async () => {
    // The native dialog is answered "Reload" here; what it says is unit-tested (crash.ts).
    await app.evaluate(({ dialog }) => {
      const asked: string[] = [];
      (globalThis as { asked?: string[] }).asked = asked;
      dialog.showMessageBox = (async (_window: unknown, options: { message: string }) => {
        asked.push(options.message);
        return { response: 0, checkboxChecked: false };
      }) as typeof dialog.showMessageBox;
    });
    await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().find((w) => w.webContents.getURL().endsWith('/gateway.html'))!.webContents.forcefullyCrashRenderer());
    await expect
      .poll(
        () =>
          app.evaluate(({ BrowserWindow }) => {
            const child = BrowserWindow.getAllWindows().find((w) => w.getParentWindow() !== null);
            return { asked: (globalThis as { asked?: string[] }).asked ?? [], url: child?.webContents.getURL(), crashed: child?.webContents.isCrashed() };
          }),
        { timeout: 30_000 },
      )
      .toEqual({ asked: ['The payment window stopped working: it crashed.'], url: 'app://satchel/gateway.html', crashed: false });
  });
});
