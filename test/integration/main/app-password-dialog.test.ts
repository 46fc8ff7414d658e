/**
 * The desktop app's questions that need the app password (showing a whole transfer code; see
 * electron/core/lock/password-question.ts), through electron/main/index.ts with only Electron
 * faked (fake-electron.ts: its windows, dialogs and ipcMain record what main does), the real core
 * and the embedded demo servers. Electron's native message box has no text field: a yes to it
 * alone must never show a code. The password is asked in main's own small window, and judged by
 * the core's one password check (LockService), as browser mode's answer is.
 */
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Balance, Result, TransferCode } from '../../../shared/contract/index.js';
import { dec } from '../../../shared/decimal.js';
import { h } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule());
vi.mock('electron-store', async () => (await import('./fake-electron.js')).electronStoreModule());
vi.mock('../../../electron/core/keys/keyring-vault.js', async () => (await import('./fake-electron.js')).keyringVaultModule());

const APP_PASSWORD = 'correct horse battery';

const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'satchel-main-password-'));
h.userDataDir = userDataDir;
const previous = { exchange: process.env.SATCHEL_EXCHANGE_URL, userData: process.env.SATCHEL_USER_DATA, demo: process.env.SATCHEL_DEMO_SERVERS };
delete process.env.SATCHEL_EXCHANGE_URL;
delete process.env.SATCHEL_USER_DATA;
delete process.env.SATCHEL_DEMO_SERVERS;
const electron = await import('electron');
await import('../../../electron/main/index.js');

type Window = InstanceType<typeof h.FakeWindow>;
const senderOf = (window: Window) => ({ sender: window.webContents, senderFrame: window.mainFrame });

async function invoke<T>(window: Window, name: string, request: unknown = {}): Promise<Result<T>> {
  const handler = h.ipcHandlers.get(`satchel:${name}`);
  if (!handler) throw new Error(`no handler for ${name}`);
  return (await handler(senderOf(window), request)) as Result<T>;
}

async function value<T>(window: Window, name: string, request: unknown = {}): Promise<T> {
  const result = await invoke<T>(window, name, request);
  if (!result.ok) throw new Error(`${name}: ${result.error.kind}: ${result.error.message}`);
  return result.value;
}

/** The password window main opened for a question (a child of the main window on its own page), if any is open. */
const passwordWindow = (): Window | undefined => h.windows.find((w) => w !== main && !w.destroyed && w.mainFrame.url.startsWith('app://satchel/password.html'));

/** What the password window's page sends when the person answers (its preload's only function). */
async function answer(window: Window, yes: boolean, password: string): Promise<{ ok: boolean; message?: string }> {
  const handler = h.ipcHandlers.get('satchel-password:answer');
  if (!handler) throw new Error('main listens for no password answer');
  return (await handler(senderOf(window), yes, password)) as { ok: boolean; message?: string };
}

/** Waits out the growing delay a wrong password started, so the next one is judged. */
async function waitOutDelay(): Promise<void> {
  const { retryInMs } = await value<{ retryInMs: number }>(main, 'lock.status');
  if (retryInMs > 0) await new Promise((resolve) => setTimeout(resolve, retryInMs + 20));
}

let main: Window;
let made: TransferCode;
let currency: string;
let codeAmount: string;

beforeAll(async () => {
  h.readyResolve();
  await vi.waitFor(() => expect(h.windows).toHaveLength(1), { timeout: 20_000 });
  main = h.windows[0]!;
  main.mainFrame.url = 'app://satchel/index.html';
  await value(main, 'profiles.addDemo', { index: 0 });
  await value(main, 'lock.setPassword', { current: null, next: APP_PASSWORD });
  // Every native question is answered yes: what someone at the unlocked window can always do.
  vi.mocked(electron.dialog.showMessageBox).mockResolvedValue({ response: 0, checkboxChecked: false });
  // The demo account's free funds are random per run (a few currencies have none): about a tenth
  // of one it has, one significant digit (within every currency's precision), dollars if it can.
  const balances = await value<Balance[]>(main, 'balances.list');
  const free = balances.filter((b) => dec(b.available).gt(0)).sort((a, b) => Number(!/^usdt?$/.test(a.currency)) - Number(!/^usdt?$/.test(b.currency)));
  currency = free[0]!.currency;
  codeAmount = dec(free[0]!.available).div(10).prec(1, 0).toFixed();
  made = await value<TransferCode>(main, 'codes.create', { amount: codeAmount, currency });
}, 60_000);

afterAll(async () => {
  h.appListeners.get('before-quit')?.();
  h.appListeners.get('will-quit')?.({ preventDefault: vi.fn() });
  await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled(), { timeout: 10_000 }).catch(() => undefined);
  if (previous.exchange !== undefined) process.env.SATCHEL_EXCHANGE_URL = previous.exchange;
  if (previous.userData !== undefined) process.env.SATCHEL_USER_DATA = previous.userData;
  if (previous.demo !== undefined) process.env.SATCHEL_DEMO_SERVERS = previous.demo;
  await rm(userDataDir, { recursive: true, force: true });
}, 30_000);

describe('the app password in the desktop app', () => {
  it('showing a whole code asks for the password in main’s own window: a yes to the native question alone shows nothing', async () => {
    const settled = vi.fn();
    const reveal = invoke<TransferCode>(main, 'codes.details', { id: made.id, reveal: true });
    void reveal.then(settled);
    // Not the native message box (it has no text field): main's password window, a modal child of the main window.
    await vi.waitFor(() => expect(passwordWindow(), `answered without a password: ${JSON.stringify((settled.mock.calls[0]?.[0] as { ok?: boolean } | undefined)?.ok)}`).toBeDefined(), { timeout: 10_000 });
    const asking = passwordWindow()!;
    expect(asking.options).toMatchObject({ parent: main, modal: true });
    expect(asking.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: expect.stringMatching(/[\\/]preload[\\/]password\.cjs$/) });
    // The question is main's, in plain words, on the window's own page.
    const shown = new URL(asking.mainFrame.url).searchParams;
    expect(shown.get('title')).toBe('Show a transfer code');
    expect(shown.get('message')).toBe(`Show the whole code worth ${made.amount} ${currency.toUpperCase()}?`);
    expect(settled).not.toHaveBeenCalled();

    // A wrong password: refused in the core's words, nothing shown, the window stays for another try.
    const wrong = await answer(asking, true, 'not the password');
    expect(wrong).toEqual({ ok: false, message: 'Wrong password. You can try again in 1 s.' });
    expect(asking.destroyed).toBe(false);
    expect(settled).not.toHaveBeenCalled();
    // The delay is the core's one delay: unlock-style words for the very next try.
    expect(await answer(asking, true, APP_PASSWORD)).toEqual({ ok: false, message: expect.stringMatching(/^Too many wrong passwords\. Try again in \d+ s\.$/) });
    await waitOutDelay();

    expect(await answer(asking, true, APP_PASSWORD)).toEqual({ ok: true });
    const shownCode = await reveal;
    expect(shownCode).toMatchObject({ ok: true, value: { code: made.code } });
    expect(asking.destroyed).toBe(true);
  }, 30_000);

  it('closing the password window (Escape, or its close button) is a no: nothing is shown', async () => {
    const reveal = invoke<TransferCode>(main, 'codes.details', { id: made.id, reveal: true });
    await vi.waitFor(() => expect(passwordWindow()).toBeDefined(), { timeout: 10_000 });
    passwordWindow()!.close();
    expect(await reveal).toMatchObject({ ok: false, error: { kind: 'declined', message: 'Declined: the code was not shown.' } });

    const again = invoke<TransferCode>(main, 'codes.details', { id: made.id, reveal: true });
    await vi.waitFor(() => expect(passwordWindow()).toBeDefined(), { timeout: 10_000 });
    expect(await answer(passwordWindow()!, false, '')).toEqual({ ok: true });
    expect(await again).toMatchObject({ ok: false, error: { kind: 'declined' } });
    expect(passwordWindow()).toBeUndefined();
  }, 30_000);

  it('takes answers only from the password window’s own page, never from the main window', async () => {
    const reveal = invoke<TransferCode>(main, 'codes.details', { id: made.id, reveal: true });
    await vi.waitFor(() => expect(passwordWindow()).toBeDefined(), { timeout: 10_000 });
    expect(await answer(main, true, APP_PASSWORD)).toEqual({ ok: false, message: 'Refused: this answer did not come from Satchel’s password window.' });
    expect(passwordWindow()).toBeDefined();
    passwordWindow()!.close();
    expect(await reveal).toMatchObject({ ok: false, error: { kind: 'declined' } });
  }, 30_000);

  it('a policy change that may weaken the appliance asks in the same window: an ALLOW policy is added only with the password', async () => {
    await value(main, 'appliances.addDemo');
    const policies = () =>
      value<{ items: { name: string }[] }>(main, 'policies.list', { filter: { field: 'name', value: 'open_all_desktop' }, page: 1, pageSize: 10 }).then((page) => page.items.map((p) => p.name));
    const adding = invoke(main, 'policies.add', { name: 'open_all_desktop', rule: 'true', action: 'ALLOW' });
    await vi.waitFor(() => expect(passwordWindow()).toBeDefined(), { timeout: 10_000 });
    passwordWindow()!.close();
    expect(await adding).toMatchObject({ ok: false, error: { kind: 'declined', message: 'Declined: nothing was changed.' } });
    expect(await policies()).not.toContain('open_all_desktop');

    const again = invoke(main, 'policies.add', { name: 'open_all_desktop', rule: 'true', action: 'ALLOW' });
    await vi.waitFor(() => expect(passwordWindow()).toBeDefined(), { timeout: 10_000 });
    expect(await answer(passwordWindow()!, true, APP_PASSWORD)).toEqual({ ok: true });
    expect(await again).toMatchObject({ ok: true, value: { name: 'open_all_desktop', action: 'ALLOW' } });
    // Adding a DENY policy can only stop more: no password window.
    const windows = h.windows.length;
    expect(await invoke(main, 'policies.add', { name: 'deny_all_desktop', rule: 'true', action: 'DENY' })).toMatchObject({ ok: true });
    expect(h.windows.length).toBe(windows);
  }, 30_000);

  it('questions that need no password stay native message boxes', async () => {
    const windows = h.windows.length;
    const asked = vi.mocked(electron.dialog.showMessageBox).mock.calls.length;
    await value(main, 'codes.create', { amount: codeAmount, currency });
    expect(vi.mocked(electron.dialog.showMessageBox).mock.calls.length).toBe(asked + 1);
    expect(h.windows.length).toBe(windows);
  }, 30_000);
});
