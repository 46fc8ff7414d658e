/**
 * electron/main/index.ts is glue; this checks the glue with electron, the core and the demo
 * servers replaced: what is registered before 'ready', what the window gets, and that the
 * IPC channels, events, protocol and session policies are wired to the tested modules.
 */
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CHANNEL_PREFIX, EVENT_CHANNEL, OPERATION_NAMES } from '../../../shared/contract/index.js';
import path from 'node:path';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/security/csp.js';
import { trayIcon } from '../../../electron/main/tray.js';
import type * as TestHookModule from '../../../electron/main/test-hook.js';

const h = vi.hoisted(() => {
  const order: string[] = [];
  const appListeners = new Map<string, (...args: unknown[]) => void>();
  const ipcHandlers = new Map<string, (...args: unknown[]) => unknown>();
  const windows: FakeWindow[] = [];
  let readyResolve: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (readyResolve = resolve));
  let protocolHandler: ((request: Request) => Promise<Response>) | null = null;
  let headersListener: ((details: unknown, callback: (response: unknown) => void) => void) | null = null;

  class FakeWindow {
    readonly options: Record<string, unknown>;
    readonly sent: unknown[][] = [];
    readonly mainFrame = { url: 'app://satchel/index.html', origin: 'app://satchel', detached: false };
    readonly webContents = {
      mainFrame: this.mainFrame,
      getURL: () => this.loadedUrl ?? '',
      send: (...args: unknown[]) => this.sent.push(args),
      on: vi.fn(),
      isDestroyed: () => false,
      reload: vi.fn(),
    };
    loadedUrl: string | null = null;
    readonly listeners = new Map<string, (...args: unknown[]) => void>();
    readonly hide = vi.fn();
    readonly show = vi.fn();
    readonly focus = vi.fn();
    readonly restore = vi.fn();
    constructor(options: Record<string, unknown>) {
      this.options = options;
      order.push('window');
      windows.push(this);
    }
    isDestroyed() {
      return false;
    }
    once() {}
    on(name: string, listener: (...args: unknown[]) => void) {
      this.listeners.set(name, listener);
    }
    isMinimized() {
      return false;
    }
    getNormalBounds() {
      return { x: 0, y: 0, width: 1280, height: 820 };
    }
    isMaximized() {
      return false;
    }
    isFullScreen() {
      return false;
    }
    readonly maximize = vi.fn();
    readonly setFullScreen = vi.fn();
    async loadURL(url: string) {
      this.loadedUrl = url;
      this.mainFrame.url = url;
    }
    closed = false;
    close() {
      this.closed = true;
    }
    destroy() {
      this.closed = true;
    }
  }

  let gatewayProtocolHandler: ((request: Request) => Promise<Response>) | null = null;
  const gatewaySession = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    on: vi.fn(),
    protocol: {
      handle: vi.fn((_scheme: string, handler: (request: Request) => Promise<Response>) => {
        gatewayProtocolHandler = handler;
      }),
    },
  };
  const session = {
    setPermissionRequestHandler: vi.fn(),
    setPermissionCheckHandler: vi.fn(),
    setDevicePermissionHandler: vi.fn(),
    on: vi.fn(),
    webRequest: {
      onHeadersReceived: vi.fn((listener: typeof headersListener) => {
        headersListener = listener;
      }),
    },
  };

  const trays: { tooltip: string; menu: unknown; destroyed: boolean; image: unknown }[] = [];
  class FakeTray {
    readonly state = { tooltip: '', menu: null as unknown, destroyed: false, image: null as unknown };
    constructor(image: unknown) {
      this.state.image = image;
      trays.push(this.state);
    }
    setImage(image: unknown) {
      this.state.image = image;
    }
    setToolTip(text: string) {
      this.state.tooltip = text;
    }
    setContextMenu(menu: unknown) {
      this.state.menu = menu;
    }
    on() {}
    destroy() {
      this.state.destroyed = true;
    }
  }
  const trayModel = {
    tooltip: 'Satchel — $1.00',
    items: ['open', 'refresh', 'checkCode', 'lock', 'quit'].map((action) => ({ kind: 'action', action, label: action[0]!.toUpperCase() + action.slice(1), enabled: true })),
  };
  const trayFeed = { subscribe: vi.fn((listener: (model: unknown) => void) => (listener(trayModel), () => undefined)) };
  const stores: unknown[] = [];
  const settings = { closeToTray: false };
  // The core's event bus, as main hears it (settings.changed, lock.changed).
  const coreListeners = new Map<string, Set<(payload: unknown) => void>>();
  const events = {
    on: vi.fn((name: string, listener: (payload: unknown) => void) => {
      if (!coreListeners.has(name)) coreListeners.set(name, new Set());
      coreListeners.get(name)!.add(listener);
      return () => void coreListeners.get(name)!.delete(listener);
    }),
    emit: (name: string, payload: unknown) => coreListeners.get(name)?.forEach((listener) => listener(payload)),
  };
  const lockStatus = { hasPassword: false, locked: false, retryInMs: 0 };
  const view = { theme: 'dark' as 'system' | 'light' | 'dark' };
  // nativeTheme: the system's colours as the tests set them, the theme main sets, its 'updated' listeners.
  const themeListeners = new Set<() => void>();
  let themeSource = 'system';
  const nativeTheme = {
    shouldUseDarkColors: false,
    shouldUseDarkColorsForSystemIntegratedUI: false,
    get themeSource() {
      return themeSource;
    },
    set themeSource(value: string) {
      order.push(`themeSource ${value}`);
      themeSource = value;
    },
    on: vi.fn((_name: 'updated', listener: () => void) => themeListeners.add(listener)),
    removeListener: vi.fn((_name: 'updated', listener: () => void) => themeListeners.delete(listener)),
    emitUpdated: () => themeListeners.forEach((listener) => listener()),
  };

  const clipboardText = { value: '' };
  const notifications: { title: string; body: string }[] = [];
  class FakeNotification {
    static isSupported = () => true;
    constructor(readonly options: { title: string; body: string }) {}
    show() {
      notifications.push(this.options);
    }
  }
  // The core's parts: main hands them only to the test hook.
  const services = { confirm: vi.fn(), saveFile: vi.fn(), events: { emit: vi.fn() } };
  const core = {
    // What main logs once the core runs (the core writes it to stderr and logs/satchel.log).
    log: vi.fn((message: string, error?: unknown) => console.error(`[satchel] ${message}`, error ?? "")),
    view: () => ({ theme: view.theme, closeToTray: settings.closeToTray, lock: { ...lockStatus } }),
    events,
    warm: vi.fn(),
    tray: { subscribe: trayFeed.subscribe, refresh: vi.fn(async () => undefined), lock: vi.fn() },
    openSession: vi.fn((emit: (name: string, payload: unknown) => void, options?: { kind: 'main' | 'gateway'; ticket?: unknown }) => ({
      id: options?.kind === 'gateway' ? 'g1' : 's1',
      kind: options?.kind ?? ('main' as const),
      ...(options?.ticket ? { ticket: options.ticket } : {}),
      emit,
    })),
    closeSession: vi.fn(),
    handle: vi.fn(async (op: string) => ({ ok: true, value: op })),
    close: vi.fn(async () => undefined),
  };

  const folderLock = { file: '/tmp/satchel-user-data/satchel.lock', holder: { pid: 1, host: 'h', shell: 'electron', startedAt: '' }, release: vi.fn(() => order.push('release folder lock')) };

  return {
    folderLock,
    gatewaySession, gatewayProtocolHandler: () => gatewayProtocolHandler, notifications, FakeNotification, clipboardText,
    trays, FakeTray, trayFeed, trayModel, stores, settings, events, coreListeners, lockStatus, view, nativeTheme, themeListeners,
    order, appListeners, ipcHandlers, windows, ready, readyResolve: () => readyResolve(), session, core, services, FakeWindow,
    protocolHandler: () => protocolHandler,
    setProtocolHandler: (handler: typeof protocolHandler) => (protocolHandler = handler),
    headersListener: () => headersListener,
  };
});

vi.mock('electron', () => ({
  app: {
    enableSandbox: vi.fn(() => h.order.push('enableSandbox')),
    setPath: vi.fn(),
    setAppUserModelId: vi.fn(),
    setAboutPanelOptions: vi.fn(),
    requestSingleInstanceLock: vi.fn(() => {
      h.order.push('requestSingleInstanceLock');
      return true;
    }),
    whenReady: vi.fn(() => h.ready),
    on: vi.fn((name: string, listener: (...args: unknown[]) => void) => h.appListeners.set(name, listener)),
    getVersion: () => '0.1.0',
    getPath: () => '/tmp/satchel-user-data',
    getPreferredSystemLanguages: () => ['en-US'],
    isPackaged: false,
    quit: vi.fn(),
    exit: vi.fn(),
  },
  BrowserWindow: h.FakeWindow,
  Tray: h.FakeTray,
  crashReporter: { start: vi.fn() },
  Menu: { buildFromTemplate: vi.fn((template: unknown) => ({ template })), setApplicationMenu: vi.fn() },
  nativeImage: { createFromPath: vi.fn((file: string) => ({ file, setTemplateImage: vi.fn() })) },
  dialog: {
    showErrorBox: vi.fn(),
    showMessageBox: vi.fn(async () => ({ response: 1, checkboxChecked: false })),
    showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: '' })),
  },
  Notification: h.FakeNotification,
  clipboard: { readText: vi.fn(() => h.clipboardText.value) },
  ipcMain: {
    handle: vi.fn((channel: string, handler: (...args: unknown[]) => unknown) => h.ipcHandlers.set(channel, handler)),
    removeHandler: vi.fn(),
  },
  nativeTheme: h.nativeTheme,
  // One 1920×1080 monitor with a 40 px task bar: the window opens at its default size, centred.
  screen: { getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }), getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
  net: { fetch: vi.fn(async () => new Response('<!doctype html><title>Satchel</title>')) },
  protocol: {
    registerSchemesAsPrivileged: vi.fn(() => h.order.push('registerSchemesAsPrivileged')),
    handle: vi.fn((_scheme: string, handler: (request: Request) => Promise<Response>) => h.setProtocolHandler(handler)),
  },
  session: { defaultSession: h.session, fromPartition: vi.fn(() => h.gatewaySession) },
  shell: { openExternal: vi.fn(async () => undefined) },
}));

vi.mock('../../../electron/core/app.js', () => ({ createServices: vi.fn(() => h.services), coreOver: vi.fn(() => h.core) }));
// The folder and its lock are tested on their own (instance-lock, folder-lock): here only the wiring.
vi.mock('../../../electron/core/settings/user-data.js', () => ({
  ensureUserDataDir: vi.fn((dir: string) => {
    h.order.push('ensureUserDataDir');
    return dir;
  }),
}));
vi.mock('../../../electron/core/settings/instance-lock.js', () => ({
  acquireInstanceLock: vi.fn(() => {
    h.order.push('acquireInstanceLock');
    return h.folderLock;
  }),
  InstanceLocked: class InstanceLocked extends Error {},
}));
// electron-store imports electron itself, outside vitest's reach: it is replaced too.
vi.mock('electron-store', () => ({
  default: vi.fn(function ElectronStore(options: unknown) {
    h.stores.push(options);
    return { path: '/tmp/settings.json', store: {} };
  }),
}));
vi.mock('../../../electron/demo/index.js', () => ({
  startDemoServers: vi.fn(async () => ({
    exchange: { url: 'http://127.0.0.1:4567' },
    ready: { accounts: [{ email: 'a@demo.test', apiKey: 'k', apiSecret: 's', withdrawConfirmation: false }] },
    close: vi.fn(async () => undefined),
  })),
}));

// The real one, watched: index.ts must hand it the core's parts and the main window's session.
vi.mock('../../../electron/main/test-hook.js', async (importOriginal) => {
  const real = await importOriginal<typeof TestHookModule>();
  return { ...real, installTestHook: vi.fn(real.installTestHook) };
});

const previousExchange = process.env.SATCHEL_EXCHANGE_URL;
delete process.env.SATCHEL_EXCHANGE_URL;
// An ordinary start: the real-Electron tests' hook is not asked for (test-hook.test.ts tests its gate).
vi.stubEnv('SATCHEL_TEST_HOOK', undefined);
const electron = await import('electron');
const { createServices } = await import('../../../electron/core/app.js');
const { startDemoServers } = await import('../../../electron/demo/index.js');
const { ensureUserDataDir } = await import('../../../electron/core/settings/user-data.js');
const { acquireInstanceLock } = await import('../../../electron/core/settings/instance-lock.js');
const { installTestHook } = await import('../../../electron/main/test-hook.js');
await import('../../../electron/main/index.js');

async function started(): Promise<void> {
  h.readyResolve();
  await vi.waitFor(() => expect(h.windows).toHaveLength(1));
}

afterAll(() => {
  if (previousExchange !== undefined) process.env.SATCHEL_EXCHANGE_URL = previousExchange;
  vi.unstubAllEnvs();
});

describe('main process wiring', () => {
  it('registers the app scheme and the sandbox before ready, and takes the single-instance lock', () => {
    expect(h.order.slice(0, 2).sort()).toEqual(['enableSandbox', 'registerSchemesAsPrivileged']);
    expect(electron.protocol.registerSchemesAsPrivileged).toHaveBeenCalledWith([expect.objectContaining({ scheme: 'app' })]);
    expect(electron.app.requestSingleInstanceLock).toHaveBeenCalled();
    expect(h.appListeners.has('second-instance')).toBe(true);
    expect(h.appListeners.has('web-contents-created')).toBe(true);
    expect(h.windows).toHaveLength(0);
  });

  it('creates the user-data folder owner-only before Electron locks it, then takes the folder lock browser mode also takes', () => {
    expect(ensureUserDataDir).toHaveBeenCalledWith('/tmp/satchel-user-data');
    expect(acquireInstanceLock).toHaveBeenCalledWith('/tmp/satchel-user-data', { shell: 'electron' });
    expect(h.order.slice(2, 5)).toEqual(['ensureUserDataDir', 'requestSingleInstanceLock', 'acquireInstanceLock']);
  });

  it('starts the demo servers when no exchange is configured and gives the core their URL', async () => {
    await started();
    expect(startDemoServers).toHaveBeenCalledTimes(1);
    expect(createServices).toHaveBeenCalledWith(
      expect.objectContaining({ exchangeUrl: 'http://127.0.0.1:4567', demo: true, shell: 'electron', background: true }),
    );
    // The first page's lists are read while the window loads.
    expect(h.core.warm).toHaveBeenCalledTimes(1);
  });

  it('gives main no test hook on an ordinary start, and would give it the core’s parts and the main window’s session', () => {
    expect('__satchelTestHook' in globalThis).toBe(false);
    expect(installTestHook).toHaveBeenCalledTimes(1);
    const inputs = vi.mocked(installTestHook).mock.calls[0]![0];
    expect(inputs.services).toBe(h.services);
    expect(inputs.mainSession()).toMatchObject({ id: 's1', kind: 'main' });
  });

  it('keeps settings in electron-store and asks confirmations with a native dialog whose default is no', async () => {
    const options = vi.mocked(createServices).mock.calls[0]![0];
    options.settingsBacking!({ cwd: '/tmp/ud', configName: 'settings' });
    expect(h.stores).toEqual([{ cwd: '/tmp/ud', name: 'settings', fileExtension: 'json', configFileMode: 0o600, clearInvalidConfig: false, accessPropertiesByDotNotation: false, watch: false }]);
    const yes = await options.ports!.questions.ask({ id: 's1', kind: 'main' as const, emit: () => undefined }, { title: 'Cancel order', message: 'Cancel order 7?', detail: 'd', confirmLabel: 'Cancel order' }, async () => undefined);
    expect(yes).toBe(false);
    expect(electron.dialog.showMessageBox).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ message: 'Cancel order 7?', buttons: ['Cancel order', 'Don’t do it'], defaultId: 1, cancelId: 1 }),
    );
  });

  it('exports through main\'s own save dialog, and a cancelled dialog writes nothing', async () => {
    const options = vi.mocked(createServices).mock.calls[0]![0];
    const saved = await options.ports!.saveFile({ id: 's1', kind: 'main' as const, emit: () => undefined }, { suggestedName: 'satchel-history.csv', content: 'a,b\r\n' });
    expect(saved).toEqual({ saved: 'cancelled' });
    expect(electron.dialog.showSaveDialog).toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ defaultPath: 'satchel-history.csv', filters: [expect.objectContaining({ extensions: ['csv'] })] }),
    );
  });

  it('shows a native notification when the core reports deposits credited or withdrawals completed, and tells the window nothing', () => {
    const { notify } = vi.mocked(createServices).mock.calls[0]![0].ports!;
    const tellWindows = vi.fn();
    notify({ kind: 'funds.settled', settled: { deposits: [{ currency: 'btc', amount: '0.5' }], withdrawals: [] }, amountsHidden: false }, tellWindows);
    expect(h.notifications).toEqual([{ title: 'Deposit credited', body: 'Deposit credited: 0.5 BTC.' }]);
    // In privacy mode (the core says when), the amounts are dots, as in the window and the tray.
    notify({ kind: 'funds.settled', settled: { deposits: [], withdrawals: [{ currency: 'usdt', amount: '120' }] }, amountsHidden: true }, tellWindows);
    expect(h.notifications[1]).toEqual({ title: 'Withdrawal completed', body: 'Withdrawal completed: ••••• USDT.' });
    expect(tellWindows).not.toHaveBeenCalled();
  });

  it('on a desktop without a notification service, the window shows settled funds instead', () => {
    const { notify } = vi.mocked(createServices).mock.calls[0]![0].ports!;
    const tellWindows = vi.fn();
    const before = h.notifications.length;
    h.FakeNotification.isSupported = () => false;
    try {
      notify({ kind: 'funds.settled', settled: { deposits: [{ currency: 'btc', amount: '0.5' }], withdrawals: [] }, amountsHidden: false }, tellWindows);
    } finally {
      h.FakeNotification.isSupported = () => true;
    }
    expect(h.notifications).toHaveLength(before);
    expect(tellWindows).toHaveBeenCalledWith({ level: 'info', message: 'Deposit credited: 0.5 BTC.', hidden: 'Deposit credited: ••••• BTC.' });
  });

  it('draws the tray from the core’s tray model', () => {
    expect(h.trays).toHaveLength(1);
    expect(h.trays[0]!.tooltip).toBe('Satchel — $1.00');
    expect(electron.Menu.buildFromTemplate).toHaveBeenCalledWith(expect.arrayContaining([expect.objectContaining({ label: 'Quit', enabled: true })]));
  });

  it('the tray menu opens the window, refreshes the account, and locks', async () => {
    const template = vi.mocked(electron.Menu.buildFromTemplate).mock.calls[0]![0] as { label: string; click: () => void }[];
    const click = (label: string) => template.find((item) => item.label === label)!.click();
    click('Open');
    expect(h.windows[0]!.show).toHaveBeenCalled();
    expect(h.windows[0]!.focus).toHaveBeenCalled();
    click('Refresh');
    expect(h.core.tray.refresh).toHaveBeenCalledTimes(1);
    click('Lock');
    expect(h.core.tray.lock).toHaveBeenCalledTimes(1);
  });

  it('gives what Electron draws (dialogs, menus, the window) the app’s theme before the window opens, and follows the settings', () => {
    expect(h.order.indexOf('themeSource dark')).toBeGreaterThan(-1);
    expect(h.order.indexOf('themeSource dark')).toBeLessThan(h.order.indexOf('window'));
    h.events.emit('settings.changed', { theme: 'light' });
    expect(h.nativeTheme.themeSource).toBe('light');
    h.events.emit('settings.changed', { theme: 'system' });
    expect(h.nativeTheme.themeSource).toBe('system');
  });

  it('sets the About panel: version, copyright, licence and website', () => {
    expect(electron.app.setAboutPanelOptions).toHaveBeenCalledWith(
      expect.objectContaining({ applicationName: 'Satchel', applicationVersion: '0.1.0', copyright: 'Copyright © 2025 Satchel developers', website: 'https://satchel.invalid/', credits: expect.stringContaining('Licence: MIT') }),
    );
  });

  it('offers Lock in the application menu only with an app password, and draws the menu again when that changes', () => {
    type Item = { id?: string; enabled?: boolean; submenu?: Item[] };
    const lockItem = () => {
      const menu = vi.mocked(electron.Menu.setApplicationMenu).mock.calls.at(-1)![0] as unknown as { template: Item[] };
      return menu.template.flatMap((item) => item.submenu ?? []).find((item) => item.id === 'lock')!;
    };
    expect(lockItem().enabled).toBe(false);
    h.lockStatus.hasPassword = true;
    h.events.emit('settings.changed', { theme: 'system' });
    expect(lockItem().enabled).toBe(true);
    const drawn = vi.mocked(electron.Menu.setApplicationMenu).mock.calls.length;
    h.lockStatus.locked = true;
    h.events.emit('lock.changed', { ...h.lockStatus });
    expect(lockItem().enabled).toBe(false);
    // A change that leaves Lock as it was does not build the menu again.
    h.events.emit('lock.changed', { ...h.lockStatus });
    expect(vi.mocked(electron.Menu.setApplicationMenu).mock.calls.length).toBe(drawn + 1);
    Object.assign(h.lockStatus, { hasPassword: false, locked: false });
  });

  it('draws the tray icon for the system theme, and the other one when the system theme changes', () => {
    const file = () => path.basename((h.trays[0]!.image as { file: string }).file);
    const expected = (dark: boolean) => trayIcon(process.platform, dark ? 'dark' : 'light').file;
    expect(file()).toBe(expected(false));
    if (process.platform === 'darwin') return; // a template image: the menu bar tints it, nothing is redrawn
    Object.assign(h.nativeTheme, { shouldUseDarkColors: true, shouldUseDarkColorsForSystemIntegratedUI: true });
    h.nativeTheme.emitUpdated();
    expect(file()).toBe(expected(true));
    expect(file()).toMatch(/^tray-dark-theme\.(png|ico)$/);
    Object.assign(h.nativeTheme, { shouldUseDarkColors: false, shouldUseDarkColorsForSystemIntegratedUI: false });
    h.nativeTheme.emitUpdated();
    expect(file()).toBe(expected(false));
  });

  it('the tray checks a transfer code from the clipboard offline and answers in a notification', async () => {
    // The last tray menu drawn (the application menu is built with Menu too).
    const template = vi
      .mocked(electron.Menu.buildFromTemplate)
      .mock.calls.map(([t]) => t as { label: string; click: () => void }[])
      .findLast((t) => t.some((item) => item.label === 'CheckCode'))!;
    h.notifications.length = 0;
    h.clipboardText.value = 'not a code';
    template.find((item) => item.label === 'CheckCode')!.click();
    await vi.waitFor(() => expect(h.notifications).toHaveLength(1));
    expect(h.notifications[0]).toMatchObject({ title: 'Not a valid transfer code', body: expect.stringContaining('11 parts') });
  });

  it('closing the window hides it in the tray when the setting says so, and closes it otherwise', () => {
    const close = h.windows[0]!.listeners.get('close')!;
    const kept = { preventDefault: vi.fn() };
    close(kept);
    expect(kept.preventDefault).not.toHaveBeenCalled();
    expect(h.windows[0]!.hide).not.toHaveBeenCalled();

    h.settings.closeToTray = true;
    const hidden = { preventDefault: vi.fn() };
    close(hidden);
    expect(hidden.preventDefault).toHaveBeenCalled();
    expect(h.windows[0]!.hide).toHaveBeenCalledTimes(1);
    h.settings.closeToTray = false;
  });

  it('opens one secure window on app://satchel/index.html', () => {
    const [window] = h.windows;
    expect(window!.loadedUrl).toBe('app://satchel/index.html');
    expect(window!.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true });
    expect(String((window!.options.webPreferences as { preload: string }).preload)).toMatch(/preload[\\/]index\.cjs$/);
  });

  it('opens the window where it was left (nothing saved here: the default size, centred) and keeps its place as it changes', () => {
    const [window] = h.windows;
    expect(window!.options).toMatchObject({ width: 1280, height: 820, minWidth: 880, minHeight: 560 });
    expect(window!.options).not.toHaveProperty('x');
    for (const event of ['resize', 'move', 'maximize', 'close']) expect(window!.listeners.has(event), event).toBe(true);
  });

  it('starts the crash reporter before anything else, with nothing uploaded', () => {
    expect(electron.crashReporter.start).toHaveBeenCalledWith(expect.objectContaining({ uploadToServer: false }));
  });

  it('offers a reload when the window’s page stops, and reloads on yes', async () => {
    const [window] = h.windows;
    const gone = window!.webContents.on.mock.calls.find(([name]) => name === 'render-process-gone')![1] as (e: unknown, d: { reason: string }) => void;
    vi.mocked(electron.dialog.showMessageBox).mockResolvedValueOnce({ response: 0, checkboxChecked: false });
    gone({}, { reason: 'crashed' });
    await vi.waitFor(() => expect(window!.webContents.reload).toHaveBeenCalledTimes(1));
    expect(electron.dialog.showMessageBox).toHaveBeenLastCalledWith(window, expect.objectContaining({ message: 'The wallet window stopped working: it crashed.', buttons: ['Reload', 'Quit Satchel'] }));
    // A page that ended on purpose (the window closing) asks nothing.
    const asked = vi.mocked(electron.dialog.showMessageBox).mock.calls.length;
    gone({}, { reason: 'clean-exit' });
    expect(vi.mocked(electron.dialog.showMessageBox).mock.calls.length).toBe(asked);
    expect(window!.listeners.has('unresponsive')).toBe(true);
  });

  it('brings the running window forward when Satchel is started a second time', () => {
    const [window] = h.windows;
    window!.show.mockClear();
    window!.focus.mockClear();
    h.appListeners.get('second-instance')!();
    expect(window!.show).toHaveBeenCalledTimes(1);
    expect(window!.focus).toHaveBeenCalledTimes(1);
  });

  it('denies permissions and downloads on the session and sets the CSP on documents', () => {
    const request = vi.fn();
    h.session.setPermissionRequestHandler.mock.calls[0]![0]({}, 'media', request);
    expect(request).toHaveBeenCalledWith(false);
    expect(h.session.setPermissionCheckHandler.mock.calls[0]![0]()).toBe(false);
    expect(h.session.on).toHaveBeenCalledWith('will-download', expect.any(Function));
    const callback = vi.fn();
    h.headersListener()!({ resourceType: 'mainFrame', responseHeaders: {} }, callback);
    expect(callback).toHaveBeenCalledWith({ responseHeaders: { 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] } });
  });

  it('serves the renderer through the app protocol with the CSP header', async () => {
    const response = await h.protocolHandler()!(new Request('app://satchel/'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(vi.mocked(electron.net.fetch).mock.calls[0]![0]).toMatch(/^file:.*[\\/]renderer[\\/]index\.html$/);
  });

  it('binds one channel per operation, served only for the window main frame', async () => {
    // One channel per operation, and the password window's answer (password-dialog.ts).
    expect([...h.ipcHandlers.keys()].sort()).toEqual([...OPERATION_NAMES.map((name) => CHANNEL_PREFIX + name), 'satchel-password:answer'].sort());
    const window = h.windows[0]!;
    const handler = h.ipcHandlers.get('satchel:market.markets')!;
    expect(await handler({ sender: window.webContents, senderFrame: window.mainFrame }, {})).toEqual({ ok: true, value: 'market.markets' });
    const refused = (await handler({ sender: window.webContents, senderFrame: { url: 'https://evil.example/' } }, {})) as { ok: boolean };
    expect(refused.ok).toBe(false);
    expect(h.core.handle).toHaveBeenCalledTimes(1);
  });

  it("sends the window session's events on the event channel", () => {
    const emit = h.core.openSession.mock.calls[0]![0];
    emit('connection.changed', { state: 'live' });
    expect(h.windows[0]!.sent).toEqual([[EVENT_CHANNEL, 'connection.changed', { state: 'live' }]]);
  });

  it('hardens every web contents the app creates', () => {
    const contents = { on: vi.fn(), setWindowOpenHandler: vi.fn() };
    h.appListeners.get('web-contents-created')!({}, contents);
    expect(contents.on).toHaveBeenCalledWith('will-navigate', expect.any(Function));
    expect(contents.on).toHaveBeenCalledWith('will-attach-webview', expect.any(Function));
    const open = contents.setWindowOpenHandler.mock.calls[0]![0] as (details: { url: string }) => unknown;
    expect(open({ url: 'https://example.com/' })).toEqual({ action: 'deny' });
  });

  it('opens the payment window as a child in its own partition, with its own preload and session kind', async () => {
    const ticket = { flow: 'deposit' as const, currency: 'uah' as const, profileId: 'p1', profileName: 'Main', gatewayUrl: 'http://127.0.0.1:4568' };
    const ports = vi.mocked(createServices).mock.calls[0]![0].ports!;
    const windows = { open: h.core.openSession, close: h.core.closeSession } as unknown as Parameters<typeof ports.openPaymentWindow>[2];
    const asker = { id: 's1', kind: 'main' as const, emit: () => undefined };
    expect(await ports.openPaymentWindow(ticket, asker, windows)).toEqual({ opened: 'window' });
    const child = h.windows[1]!;
    const prefs = child.options.webPreferences as Record<string, unknown>;
    expect(child.options.parent).toBe(h.windows[0]);
    expect(prefs).toMatchObject({ partition: 'satchel-gateway', sandbox: true, contextIsolation: true, nodeIntegration: false });
    expect(String(prefs.preload)).toMatch(/preload[\\/]gateway\.cjs$/);
    expect(child.loadedUrl).toBe('app://satchel/gateway.html');
    expect(h.core.openSession).toHaveBeenLastCalledWith(expect.any(Function), { kind: 'gateway', ticket });
    // Its partition serves only its own page, and grants nothing.
    expect(h.gatewaySession.setPermissionRequestHandler).toHaveBeenCalled();
    const served = await h.gatewayProtocolHandler()!(new Request('app://satchel/index.html'));
    expect(served.status).toBe(404);

    // Its calls reach the core on its own session; the same call from its page once it left for the gateway is refused.
    const handler = h.ipcHandlers.get('satchel:fiat.context')!;
    h.core.handle.mockClear();
    await handler({ sender: child.webContents, senderFrame: child.mainFrame }, {});
    expect(h.core.handle).toHaveBeenCalledWith('fiat.context', {}, expect.objectContaining({ kind: 'gateway', ticket }));
    const away = (await handler({ sender: child.webContents, senderFrame: { ...child.mainFrame, url: 'http://127.0.0.1:4568/checkout/1' } }, {})) as { ok: boolean };
    expect(away.ok).toBe(false);

    // The same ticket again brings it forward; a finished deposit closes it.
    await ports.openPaymentWindow(ticket, asker, windows);
    expect(h.windows).toHaveLength(2);
    ports.notify({ kind: 'fiat.depositFinished', finished: { depositId: 1, status: 'done', currency: 'uah', amount: '100' } }, () => undefined);
    expect(child.closed).toBe(true);
  });

  it('Quit closes the window even with close-to-tray on', () => {
    h.settings.closeToTray = true;
    h.appListeners.get('before-quit')!();
    const event = { preventDefault: vi.fn() };
    h.windows[0]!.listeners.get('close')!(event);
    expect(event.preventDefault).not.toHaveBeenCalled();
    h.settings.closeToTray = false;
  });

  it('closes the core and the demo servers before quitting', async () => {
    const event = { preventDefault: vi.fn() };
    h.appListeners.get('will-quit')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    await vi.waitFor(() => expect(electron.app.quit).toHaveBeenCalled());
    expect(h.core.close).toHaveBeenCalled();
    // The folder is let go only once the core (and its nonce file) is closed.
    expect(h.folderLock.release).toHaveBeenCalled();
    // Main hears neither the system theme nor the core any longer.
    expect(h.themeListeners.size).toBe(0);
    expect([...h.coreListeners.values()].every((set) => set.size === 0)).toBe(true);
  });
});
