/**
 * electron/main/index.ts with only Electron faked: the real core (createServices, coreOver), the real demo
 * servers on 127.0.0.1 (startDemoServers, port 0), the real settings file (conf, which
 * electron-store is built on), the real folder lock. What is replaced and why:
 *  - `electron`: its binary cannot run here; windows, frames, tray, dialogs, ipcMain and
 *    sessions are small fakes that record what main does with them (fake-electron.ts);
 *  - `electron-store`: it imports electron when it loads; here conf opens the same file with the
 *    same options (it is what electron-store is built on);
 *  - the OS keychain (keyring-vault.ts): a memory vault, so no test touches a real keychain;
 *  - a counting forwarder sits in front of the demo exchange (the real one answers), so the test
 *    can say how often a cancel reached it; coreOver and startDemoServers are the real ones,
 *    wrapped only to note when each is closed.
 * The unit test (test/unit/main/main-process.test.ts) checks the same glue against mocks.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EVENT_CHANNEL, type Balance, type FiatPayment, type Market, type Order, type Result } from '../../../shared/contract/index.js';
import type * as CoreModule from '../../../electron/core/app.js';
import type * as DemoModule from '../../../electron/demo/index.js';
import { formsOf, postForm } from '../demo/gateway-client.js';
import { get } from '../demo/fetch-json.js';
import { h } from './fake-electron.js';

vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule());
vi.mock('electron-store', async () => (await import('./fake-electron.js')).electronStoreModule());
vi.mock('../../../electron/core/keys/keyring-vault.js', async () => (await import('./fake-electron.js')).keyringVaultModule());

/** The paths that reached the demo exchange, and where its front and the demo gateway listen. */
const counted = vi.hoisted(() => ({ paths: [] as string[], frontUrl: '', gatewayUrl: '' }));

vi.mock('../../../electron/core/app.js', async (importOriginal) => {
  const real = await importOriginal<typeof CoreModule>();
  return {
    ...real,
    coreOver: (services: Parameters<typeof real.coreOver>[0]) => {
      const core = real.coreOver(services);
      const close = core.close.bind(core);
      return Object.assign(core, {
        close: async () => {
          await close();
          h.order.push('core closed');
        },
      });
    },
  };
});

vi.mock('../../../electron/demo/index.js', async (importOriginal) => {
  const real = await importOriginal<typeof DemoModule>();
  const { createServer } = await import('node:http');
  const { forwardTo } = await import('../../support/forward.js');
  return {
    ...real,
    startDemoServers: async (options: Parameters<typeof real.startDemoServers>[0]) => {
      const demo = await real.startDemoServers(options);
      const server = createServer(forwardTo(() => demo.exchange.port, (p) => counted.paths.push(p)));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const front = {
        url: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
        close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
      };
      const exchange = new Proxy(demo.exchange, { get: (target, key) => (key === 'url' ? front.url : Reflect.get(target, key)) });
      counted.frontUrl = front.url;
      counted.gatewayUrl = demo.gatewayUrl;
      return {
        ...demo,
        exchange,
        ready: { ...demo.ready, exchange: front.url },
        close: async () => {
          h.order.push('demo closing');
          await front.close();
          await demo.close();
        },
      };
    },
  };
});

// The user-data folder main asks Electron for: a fresh one for this run.
const userDataDir = mkdtempSync(path.join(os.tmpdir(), 'satchel-main-'));
h.userDataDir = userDataDir;
const previous = { exchange: process.env.SATCHEL_EXCHANGE_URL, userData: process.env.SATCHEL_USER_DATA, demo: process.env.SATCHEL_DEMO_SERVERS };
delete process.env.SATCHEL_EXCHANGE_URL;
delete process.env.SATCHEL_USER_DATA;
delete process.env.SATCHEL_DEMO_SERVERS;
const electron = await import('electron');
await import('../../../electron/main/index.js');

type Window = InstanceType<typeof h.FakeWindow>;
const senderOf = (window: Window) => ({ sender: window.webContents, senderFrame: window.mainFrame });

/** What ipcMain.handle would answer the window's page for one contract call. */
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

const labels = (menu: (typeof h.menus)[number] | undefined) => (menu ?? []).flatMap((item) => (item.label ? [item.label] : []));

let main: Window;

beforeAll(async () => {
  h.readyResolve();
  await vi.waitFor(() => expect(h.windows).toHaveLength(1), { timeout: 20_000 });
  main = h.windows[0]!;
  expect(main.mainFrame.url).toBe('app://satchel/index.html');
}, 30_000);

afterAll(async () => {
  // Quit, if a test did not get that far, so no server or poller outlives the file.
  if (!h.order.includes('app.quit')) await quit().catch(() => undefined);
  if (previous.exchange !== undefined) process.env.SATCHEL_EXCHANGE_URL = previous.exchange;
  if (previous.userData !== undefined) process.env.SATCHEL_USER_DATA = previous.userData;
  if (previous.demo !== undefined) process.env.SATCHEL_DEMO_SERVERS = previous.demo;
  await rm(userDataDir, { recursive: true, force: true });
}, 30_000);

async function quit(): Promise<void> {
  h.appListeners.get('before-quit')?.();
  const event = { preventDefault: vi.fn() };
  h.appListeners.get('will-quit')!(event);
  await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled(), { timeout: 10_000 });
}

describe('main process with the real core and the demo servers', () => {
  it('answers the main window over IPC from the core: markets of the demo exchange', async () => {
    const info = await value<{ shell: string; demo: boolean }>(main, 'app.info');
    expect(info).toMatchObject({ shell: 'electron', demo: true });
    const markets = await value<Market[]>(main, 'market.markets');
    expect(markets.length).toBeGreaterThanOrEqual(10);
    expect(markets.map((m) => m.id)).toContain('btc_usd');
    // The request went to the demo exchange (through the counting front).
    expect(counted.paths).toContain('/v3/markets');
  });

  it('refuses a frame that is not the window’s own main frame before the core is reached', async () => {
    const sent = counted.paths.length;
    const refused = (await h.ipcHandlers.get('satchel:market.markets')!({ sender: main.webContents, senderFrame: { url: 'https://evil.example/', origin: 'https://evil.example' } }, {})) as Result<unknown>;
    expect(refused).toMatchObject({ ok: false, error: { kind: 'validation', message: 'Refused: this request did not come from Satchel’s own window.' } });
    const invalid = await invoke(main, 'market.markets', { unexpected: 1 });
    expect(invalid).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(counted.paths.length).toBe(sent);
  });

  it('adds a demo account; its balances come from the demo exchange and the events reach the window', async () => {
    await value(main, 'profiles.addDemo', { index: 0 });
    await value(main, 'account.watch', { balances: true, orders: true });
    const balances = await value<Balance[]>(main, 'balances.list');
    expect(balances.some((b) => Number(b.total) > 0)).toBe(true);
    expect(counted.paths).toContain('/v3/auth/r/wallets');
    await vi.waitFor(() => expect(main.sent.some(([channel, name]) => channel === EVENT_CHANNEL && name === 'balances.changed')).toBe(true), { timeout: 10_000 });
    // Kept by the store main gave the core (electron-store's file, here through conf), owner-only.
    const file = path.join(userDataDir, 'settings.json');
    expect(JSON.parse(readFileSync(file, 'utf8')).profiles).toEqual([expect.objectContaining({ demo: true, demoAccount: expect.stringContaining('@') })]);
    if (process.platform !== 'win32') expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('sets the application menu; a command from it reaches the main window as app.command', () => {
    type Item = { label?: string; click?: () => void; submenu?: Item[] };
    const menu = h.applicationMenu as Item[];
    const all = (items: Item[]): Item[] => items.flatMap((item) => [item, ...all(item.submenu ?? [])]);
    expect(menu.map((m) => m.label?.replace('&', ''))).toEqual(expect.arrayContaining(['Edit', 'View', 'Go', 'Help']));
    const before = main.sent.length;
    all(menu).find((item) => item.label === 'Balances')!.click!();
    expect(main.sent.slice(before)).toContainEqual([EVENT_CHANNEL, 'app.command', { kind: 'view', view: 'balances' }]);
  });

  it('Help › Export Diagnostics… reaches the main window; the report is written where main’s save dialog says, as text, redacted', async () => {
    type Item = { label?: string; click?: () => void; submenu?: Item[] };
    const all = (items: Item[]): Item[] => items.flatMap((item) => [item, ...all(item.submenu ?? [])]);
    const before = main.sent.length;
    all(h.applicationMenu as Item[]).find((item) => item.label === 'Export Diagnostics…')!.click!();
    expect(main.sent.slice(before)).toContainEqual([EVENT_CHANNEL, 'app.command', { kind: 'exportDiagnostics' }]);
    // The window then asks for it (renderer/settings/diagnostics.ts); the person picks a place in main's dialog.
    const where = path.join(userDataDir, 'chosen', 'diagnostics.txt');
    mkdirSync(path.dirname(where), { recursive: true });
    const showSaveDialog = vi.mocked(electron.dialog.showSaveDialog);
    showSaveDialog.mockResolvedValueOnce({ canceled: false, filePath: where });
    expect(await value(main, 'app.exportDiagnostics')).toEqual({ saved: 'file', path: where });
    expect(showSaveDialog).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ title: 'Export diagnostics', defaultPath: expect.stringMatching(/^satchel-diagnostics-[\d-]+\.txt$/), filters: [{ name: 'Text', extensions: ['txt'] }] }));
    // The save dialog's title is said in the person's language (main's filter names too, main.ts's own words).
    await value(main, 'settings.update', { language: 'uk' });
    showSaveDialog.mockResolvedValueOnce({ canceled: true, filePath: '' });
    expect(await value(main, 'app.exportDiagnostics')).toEqual({ saved: 'cancelled' });
    expect(showSaveDialog).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ title: 'Експортувати діагностику' }));
    await value(main, 'settings.update', { language: 'en' });
    const text = readFileSync(where, 'utf8');
    expect(text).toContain('Shell: desktop app (Electron)');
    expect(text).toContain('Account 1 (in use): demo exchange');
    // Main's own line, in the log file the core keeps: this computer's address stays.
    expect(text).toMatch(/Z Running on the embedded demo exchange at http:\/\/127\.0\.0\.1:\d+\.\n/);
    expect(text).not.toMatch(/@demo\.satchel\.test/);
    if (process.platform !== 'win32') expect(statSync(where).mode & 0o777).toBe(0o600);
  });

  it('draws the tray menu with the real portfolio and the account’s largest balance', async () => {
    await vi.waitFor(() => expect(labels(h.menus.at(-1)).some((l) => /^Portfolio: \$[\d,]+\.\d{2}$/.test(l))).toBe(true), { timeout: 15_000 });
    // The menu's largest balance is one the exchange reports (read again until both are of the
    // same moment: the demo market may fill an order between the tray's poll and this read).
    await vi.waitFor(async () => {
      const first = labels(h.menus.at(-1)).find((l) => / available of /.test(l))!;
      const [, code, shown] = /^([A-Z0-9]+) [\d,.]+ available of ([\d,.]+) ≈ /.exec(first)!;
      const shownTotal = Number(shown!.replaceAll(',', ''));
      const decimals = shown!.split('.')[1]?.length ?? 0;
      const balances = await value<Balance[]>(main, 'balances.list');
      const totals = balances.filter((b) => b.currency.toUpperCase() === code).map((b) => Number(b.total));
      expect(totals.some((t) => Math.abs(t - shownTotal) <= 10 ** -decimals), `${first} vs ${totals.join(', ')}`).toBe(true);
    }, { timeout: 15_000 });
    expect(labels(h.menus.at(-1))).toEqual(expect.arrayContaining(['Open Satchel', 'Quit']));
  });

  it('asks a cancellation with the native dialog: “Don’t do it” sends nothing, “Cancel order” reaches the exchange once', async () => {
    const open = await value<Order[]>(main, 'orders.active');
    expect(open.length).toBeGreaterThan(0);
    const id = open[0]!.id;
    const cancels = () => counted.paths.filter((p) => p.startsWith('/v3/order/cancel')).length;
    const showMessageBox = vi.mocked(electron.dialog.showMessageBox);

    showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    const declined = await invoke(main, 'orders.cancel', { orderId: id });
    expect(declined).toMatchObject({ ok: false, error: { kind: 'declined' } });
    expect(cancels()).toBe(0);
    // The dialog belongs to the main window and says which order, with “no” as the default.
    expect(showMessageBox).toHaveBeenLastCalledWith(main, expect.objectContaining({ message: expect.stringContaining(`Cancel order ${id} on `), buttons: ['Cancel order', 'Don’t do it'], defaultId: 1, cancelId: 1 }));

    showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    const cancelled = await invoke(main, 'orders.cancel', { orderId: id });
    expect(cancelled.ok).toBe(true);
    expect(cancels()).toBe(1);
    const after = await value<Order[]>(main, 'orders.active');
    expect(after.map((o) => o.id)).not.toContain(id);
  });

  it('opens the payment window for fiat.open: a child on its own page, refused wallet operations, answered fiat ones', async () => {
    expect(await value(main, 'fiat.open', { flow: 'deposit', currency: 'uah' })).toEqual({ opened: 'window' });
    expect(h.windows).toHaveLength(2);
    const payment = h.windows[1]!;
    expect(payment.options.parent).toBe(main);
    expect(payment.mainFrame.url).toBe('app://satchel/gateway.html');
    expect(payment.options.webPreferences).toMatchObject({ partition: 'satchel-gateway', sandbox: true, contextIsolation: true, nodeIntegration: false });

    const sent = counted.paths.length;
    expect(await invoke(payment, 'balances.list')).toMatchObject({ ok: false, error: { kind: 'validation', message: 'The payment window cannot read the balances: only the main window can.' } });
    expect(await invoke(payment, 'withdrawals.create', { currency: 'btc', amount: '1', address: 'x' })).toMatchObject({ ok: false, error: { kind: 'validation' } });
    expect(counted.paths.length).toBe(sent);
    expect(await value(payment, 'fiat.context')).toMatchObject({ flow: 'deposit', currency: 'uah' });
    // The main window is not taken for the payment window, nor the other way round.
    expect(await invoke(main, 'fiat.context')).toMatchObject({ ok: false });
  });

  it('lets the payment window go to the demo gateway only, and serves its partition only its page', async () => {
    const listeners = new Map<string, (...args: unknown[]) => void>();
    const contents = { session: h.gatewaySession, on: (name: string, listener: (...args: unknown[]) => void) => listeners.set(name, listener), setWindowOpenHandler: vi.fn() };
    h.appListeners.get('web-contents-created')!({}, contents);
    const to = (url: string) => {
      const event = { preventDefault: vi.fn() };
      listeners.get('will-navigate')!(event, url);
      return event.preventDefault.mock.calls.length === 0;
    };
    // The ticket's gateway is the demo gateway this run started.
    expect(to(`${counted.gatewayUrl}/checkout/1`)).toBe(true);
    expect(to('https://evil.example/pay')).toBe(false);
    expect(to(`${counted.frontUrl}/v3/markets`)).toBe(false);
    expect(to('app://satchel/index.html')).toBe(false);
    const open = contents.setWindowOpenHandler.mock.calls[0]![0] as (details: { url: string }) => unknown;
    expect(open({ url: `${counted.gatewayUrl}/popup` })).toEqual({ action: 'deny' });

    expect((await h.protocolHandlers.gateway!(new Request('app://satchel/gateway.html'))).status).toBe(200);
    expect((await h.protocolHandlers.gateway!(new Request('app://satchel/index.html'))).status).toBe(404);
  });

  it('serves the wallet’s pages through the app protocol with the CSP, from the renderer folder only', async () => {
    h.fetched.length = 0;
    const page = await h.protocolHandlers.default!(new Request('app://satchel/'));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
    expect(h.fetched).toEqual([expect.stringMatching(/^file:.*[\\/]electron[\\/]renderer[\\/]index\.html$/)]);
    const rendererDir = path.dirname(fileURLToPath(h.fetched[0]!));
    // Encoded separators and another host never reach the disk; `%2e%2e` is folded by the URL
    // parser into a name inside the renderer folder (there is no such file: 404).
    for (const url of ['app://satchel/..%2fmain%2findex.js', 'app://satchel/assets%5c..%5c..%5cpackage.json', 'app://other/index.html', 'app://satchel/%2e%2e/package.json']) {
      expect((await h.protocolHandlers.default!(new Request(url))).status).toBe(404);
    }
    expect(h.fetched.slice(1).map((url) => path.dirname(fileURLToPath(url)))).toEqual([rendererDir]);
  });

  it('closes the payment window once its deposit is paid on the demo gateway, and refuses it afterwards', async () => {
    const payment = h.windows[1]!;
    const made = await value<FiatPayment>(payment, 'fiat.deposit', { amount: '500', service: 'card_uah_hpp', fields: {} });
    expect(new URL(made.form.action).origin).toBe(new URL(counted.gatewayUrl).origin);
    // A person on the gateway's page: the form goes there, then Pay.
    const processed = await postForm(made.form.action, made.form.fields.map((f) => [f.name, f.value] as [string, string]), { accept: 'text/html' });
    expect(processed.status).toBe(303);
    const page = await get(new URL(processed.headers.get('location')!, made.form.action).toString(), { redirect: 'manual' });
    const pay = formsOf(page.text).find((f) => f.button === 'Pay')!;
    const settled = await postForm(new URL(pay.action, made.form.action).toString(), pay.fields, { accept: 'text/html' });
    expect([200, 303]).toContain(settled.status);
    // The core follows the deposit (every 3 s in the app) and main closes the window when it ends.
    await vi.waitFor(() => expect(payment.destroyed).toBe(true), { timeout: 20_000 });
    expect(main.sent.some(([, name, payload]) => name === 'fiat.depositFinished' && (payload as { depositId: number }).depositId === made.depositId)).toBe(true);
    expect(await invoke(payment, 'fiat.context')).toMatchObject({ ok: false, error: { message: 'Refused: this request did not come from Satchel’s own window.' } });
  }, 30_000);

  it('a payment window that crashes or hangs is said in words: Reload starts Satchel’s payment page again (never the gateway’s page, so nothing is sent twice), Close closes it', async () => {
    const showMessageBox = vi.mocked(electron.dialog.showMessageBox);
    expect(await value(main, 'fiat.open', { flow: 'deposit', currency: 'uah' })).toEqual({ opened: 'window' });
    const payment = h.windows.at(-1)!;
    expect(payment).not.toBe(main);
    // The person went on to the gateway's page (a form posted there) when the renderer crashed.
    payment.mainFrame.url = `${counted.gatewayUrl}/checkout/1`;
    showMessageBox.mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    payment.emitContents('render-process-gone', {}, { reason: 'crashed' });
    await vi.waitFor(() => expect(payment.mainFrame.url).toBe('app://satchel/gateway.html'));
    expect(showMessageBox).toHaveBeenLastCalledWith(payment, expect.objectContaining({ message: 'The payment window stopped working: it crashed.', buttons: ['Reload', 'Close the payment window'] }));
    expect(payment.reloads).toBe(0);

    // Hung: waiting (the default) changes nothing.
    const asked = showMessageBox.mock.calls.length;
    showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    payment.emit('unresponsive');
    await vi.waitFor(() => expect(showMessageBox.mock.calls.length).toBe(asked + 1));
    expect(showMessageBox).toHaveBeenLastCalledWith(payment, expect.objectContaining({ message: 'The payment window is not responding.' }));
    await new Promise((resolve) => setImmediate(resolve));
    expect(payment.destroyed).toBe(false);

    // A clean exit is the window closing: nothing is asked.
    payment.emitContents('render-process-gone', {}, { reason: 'clean-exit' });
    expect(showMessageBox.mock.calls.length).toBe(asked + 1);

    showMessageBox.mockResolvedValueOnce({ response: 1, checkboxChecked: false });
    payment.emitContents('render-process-gone', {}, { reason: 'oom' });
    await vi.waitFor(() => expect(payment.destroyed).toBe(true));
    expect(main.destroyed).toBe(false);
  });

  it('with “close to tray” saved in the real settings, closing the window hides it; the app goes on', async () => {
    await value(main, 'settings.update', { closeToTray: true });
    main.close();
    expect(main.destroyed).toBe(false);
    expect(main.hidden).toBe(1);
    expect(await value<Market[]>(main, 'market.markets')).not.toHaveLength(0);
    // Open in the tray's menu brings it back.
    const shown = main.shown;
    h.menus.at(-1)!.find((item) => item.label === 'Open Satchel')!.click!();
    expect(main.shown).toBe(shown + 1);
  });

  it('the native theme follows the theme saved in the real settings; Lock in the menu follows the app password', async () => {
    type Item = { id?: string; enabled?: boolean; submenu?: Item[] };
    const lockItem = () => (h.applicationMenu as Item[]).flatMap((item) => item.submenu ?? []).find((item) => item.id === 'lock')!;
    expect(h.nativeTheme.themeSource).toBe('system');
    await value(main, 'settings.update', { theme: 'dark' });
    expect(h.nativeTheme.themeSource).toBe('dark');
    await value(main, 'settings.update', { theme: 'system' });
    expect(h.nativeTheme.themeSource).toBe('system');

    expect(lockItem().enabled).toBe(false);
    await value(main, 'lock.setPassword', { current: null, next: 'correct horse battery' });
    expect(lockItem().enabled).toBe(true);
    await value(main, 'lock.lock');
    expect(lockItem().enabled).toBe(false);
    await value(main, 'lock.unlock', { password: 'correct horse battery' });
    expect(lockItem().enabled).toBe(true);
    await value(main, 'lock.setPassword', { current: 'correct horse battery', next: null });
    expect(lockItem().enabled).toBe(false);
  }, 30_000);

  it('the menu and the tray speak the language saved in the real settings, at once', async () => {
    type Item = { label?: string; submenu?: Item[] };
    const topLabels = () => (h.applicationMenu as Item[]).map((item) => item.label);
    const trayLabels = () => (h.menus.at(-1) as Item[]).map((item) => item.label);
    await value(main, 'settings.update', { language: 'uk' });
    await vi.waitFor(() => expect(topLabels()).toContain(process.platform === 'darwin' ? 'Правка' : '&Редагування'));
    await vi.waitFor(() => expect(trayLabels()).toContain('Відкрити Satchel'));
    expect(trayLabels()).toContain('Вийти');
    await value(main, 'settings.update', { language: 'en' });
    await vi.waitFor(() => expect(trayLabels()).toContain('Open Satchel'));
    expect(topLabels()).toContain(process.platform === 'darwin' ? 'Edit' : '&Edit');
  }, 30_000);

  it('the tray icon is the variant for the system theme, drawn again when it changes; the About panel is set', async () => {
    const light = process.platform === 'darwin' ? 'trayTemplate.png' : process.platform === 'win32' ? 'tray-light-theme.ico' : 'tray-light-theme.png';
    expect(path.basename(h.trayImages[0]!)).toBe(light);
    // Each file main asks for is one the build ships (build/tray, resources/tray when packaged).
    expect(existsSync(h.trayImages[0]!)).toBe(true);
    if (process.platform !== 'darwin') {
      Object.assign(h.nativeTheme, { shouldUseDarkColors: true, shouldUseDarkColorsForSystemIntegratedUI: true });
      h.nativeTheme.emit();
      expect(path.basename(h.trayImages.at(-1)!)).toBe(light.replace('light', 'dark'));
      expect(existsSync(h.trayImages.at(-1)!)).toBe(true);
    }
    if (process.platform === 'linux') {
      // Light chosen in Settings: Electron then reports the app's theme, but the panel is still dark.
      const drawn = h.trayImages.length;
      await value(main, 'settings.update', { theme: 'light' });
      await vi.waitFor(() => expect(h.nativeTheme.themeSource).toBe('light'));
      h.nativeTheme.shouldUseDarkColors = false;
      h.nativeTheme.emit();
      expect(h.trayImages.length).toBe(drawn);
      await value(main, 'settings.update', { theme: 'system' });
      await vi.waitFor(() => expect(h.nativeTheme.themeSource).toBe('system'));
      h.nativeTheme.shouldUseDarkColors = true;
    }
    expect(h.aboutPanel).toMatchObject({ applicationName: 'Satchel', applicationVersion: '0.1.0-test', website: 'https://satchel.invalid/' });
  });

  it('quits in order: the tray and IPC go, the core closes, then the demo servers', async () => {
    await quit();
    const closing = h.order.slice(h.order.indexOf('tray.destroy'));
    expect(closing).toEqual(['tray.destroy', 'core closed', 'demo closing', 'app.quit']);
    expect(h.ipcHandlers.size).toBe(0);
    expect(h.nativeTheme.listeners.size).toBe(0);
    // The folder is free for the next start (its lock went once the core had closed).
    expect(existsSync(path.join(userDataDir, 'satchel.lock'))).toBe(false);
    // The demo exchange no longer answers.
    await expect(fetch(`${counted.frontUrl}/v3/markets`)).rejects.toThrow();
  });
});
