/**
 * The app password's questions in real Electron (issue 21): showing a whole transfer code opens
 * main's password window — a modal child of the main window on its own page with its own
 * preload — and a yes counts only with the right password, judged by the core. The adapter is
 * tested under Node with Electron faked (test/integration/main/app-password-dialog.test.ts) and
 * the page in Chromium (test/e2e/password-window.test.ts); this drives both for real. Needs the
 * Electron binary (and a display on Linux); skipped with a plain message where it cannot be had.
 */
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferCode } from '../../shared/contract/index.js';
import { startDemoServers, type DemoServers } from '../../electron/demo/index.js';
import { demoAdmin } from '../support/core-calls.js';
import { launchSatchel, skipReason as whySkip, type Launched } from './launch.js';

const skipReason = whySkip('Electron password-window test');
const APP_PASSWORD = 'correct horse battery';

type Answer<T> = { ok: boolean; value?: T; error?: { kind: string; message: string } };
type Bridge = { call(name: string, request: unknown): Promise<Answer<unknown>> };

const call = <T>(page: Page, name: string, request: unknown) =>
  page.evaluate(([n, r]) => (window as unknown as { satchel: Bridge }).satchel.call(n as string, r), [name, request] as const) as Promise<Answer<T>>;

/** Answers main's next native message box yes (a test cannot click one); see wallet-flows.test.ts. */
async function yesToNextMessageBox(app: ElectronApplication): Promise<void> {
  await app.evaluate(({ dialog }) => {
    const original = dialog.showMessageBox;
    dialog.showMessageBox = (async () => {
      dialog.showMessageBox = original;
      return { response: 0, checkboxChecked: false };
    }) as typeof dialog.showMessageBox;
  });
}

describe.skipIf(skipReason !== null)('the app password in Electron', () => {
  let demo: DemoServers;
  let launched: Launched;
  let app: ElectronApplication;
  let page: Page;
  let made: TransferCode;

  beforeAll(async () => {
    demo = await startDemoServers({ port: 0, seed: 21 });
    const account = demo.ready.accounts[0]!;
    await demoAdmin(() => ({ url: demo.ready.exchange, adminToken: demo.ready.adminToken }))('/admin/deposits', { email: account.email, currency: 'btc', amount: '1' });
    launched = await launchSatchel({ demoServers: demo.ready });
    ({ app, page } = launched);
    expect((await call(page, 'profiles.addDemo', { index: 0 })).ok).toBe(true);
    expect((await call(page, 'lock.setPassword', { current: null, next: APP_PASSWORD })).ok).toBe(true);
    await yesToNextMessageBox(app);
    const created = await call<TransferCode>(page, 'codes.create', { amount: '0.0125', currency: 'btc' });
    expect(created.ok).toBe(true);
    made = created.value!;
  }, 120_000);

  afterAll(async () => {
    await launched?.close();
    await demo?.close();
  });

  it('asks for the password in a modal child window; a wrong one is said there, the right one with Enter shows the code', async () => {
    const opened = app.waitForEvent('window');
    const reveal = call<TransferCode>(page, 'codes.details', { id: made.id, reveal: true });
    const asking = await opened;
    expect(new URL(asking.url()).pathname).toBe('/password.html');
    const shape = await app.evaluate(({ BrowserWindow }) => {
      const child = BrowserWindow.getAllWindows().find((w) => w.webContents.getURL().includes('/password.html'))!;
      return { parentIsMain: child.getParentWindow()?.webContents.getURL().endsWith('/index.html') ?? false, modal: child.isModal() };
    });
    expect(shape).toEqual({ parentIsMain: true, modal: true });
    expect(await asking.evaluate(() => Object.keys((window as unknown as { satchelPassword: object }).satchelPassword))).toEqual(['answer']);
    await asking.getByRole('heading', { name: 'Show a transfer code' }).waitFor();

    const field = asking.getByLabel('App password');
    await field.fill('not the password');
    await field.press('Enter');
    await asking.getByRole('alert').filter({ hasText: 'Wrong password. You can try again in 1 s.' }).waitFor();
    await expect.poll(async () => ((await call<{ retryInMs: number }>(page, 'lock.status', {})).value?.retryInMs ?? 1), { timeout: 5000 }).toBe(0);
    await field.fill(APP_PASSWORD);
    await field.press('Enter');
    const shown = await reveal;
    expect(shown.ok).toBe(true);
    expect(shown.value!.code).toBe(made.code);
    await expect.poll(() => asking.isClosed()).toBe(true);
  });

  it('Escape is a no: nothing is shown', async () => {
    const opened = app.waitForEvent('window');
    const reveal = call<TransferCode>(page, 'codes.details', { id: made.id, reveal: true });
    const asking = await opened;
    await asking.getByLabel('App password').press('Escape');
    expect(await reveal).toMatchObject({ ok: false, error: { kind: 'declined' } });
  });
});
