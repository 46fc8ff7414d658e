/**
 * The `electron` module as electron/main/index.ts uses it, faked for the integration tests of
 * main with the real core behind it (one main per test file: vitest gives each file its own
 * modules). Windows, frames, tray, dialogs, ipcMain and sessions are small fakes that record what
 * main does with them; `h` is what the tests read and drive. Also the two other modules those
 * tests replace: electron-store (it loads electron; conf opens the same file with the same
 * options, being what electron-store is built on) and the OS keychain (a memory vault, so no
 * test touches a real keychain).
 *
 * Use from a test file:
 *   vi.mock('electron', async () => (await import('./fake-electron.js')).electronModule());
 *   vi.mock('electron-store', async () => (await import('./fake-electron.js')).electronStoreModule());
 *   vi.mock('../../../electron/core/keys/keyring-vault.js', async () => (await import('./fake-electron.js')).keyringVaultModule());
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Conf from 'conf';
import { vi } from 'vitest';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';

type Listener = (...args: unknown[]) => unknown;
const order: string[] = [];
const appListeners = new Map<string, Listener>();
const ipcHandlers = new Map<string, Listener>();
const windows: FakeWindow[] = [];
const menus: { label?: string; enabled?: boolean; click?: () => void; type?: string }[][] = [];
const fetched: string[] = [];
let readyResolve: () => void = () => undefined;
const ready = new Promise<void>((resolve) => (readyResolve = resolve));
const protocolHandlers: { default: ((request: Request) => Promise<Response>) | null; gateway: ((request: Request) => Promise<Response>) | null } = { default: null, gateway: null };

function fakeSession(name: string) {
  return {
    name,
    setPermissionRequestHandler() {},
    setPermissionCheckHandler() {},
    setDevicePermissionHandler() {},
    on() {},
    webRequest: { onHeadersReceived() {} },
    protocol: {
      handle(_scheme: string, handler: (request: Request) => Promise<Response>) {
        protocolHandlers.gateway = handler;
      },
    },
  };
}
const defaultSession = fakeSession('default');
const gatewaySession = fakeSession('satchel-gateway');

/** A BrowserWindow as main uses it: its main frame shows what it loaded, close runs its listeners. */
class FakeWindow {
  readonly options: Record<string, unknown>;
  readonly sent: unknown[][] = [];
  readonly mainFrame = { url: '', origin: 'app://satchel', detached: false };
  readonly listeners = new Map<string, Listener[]>();
  destroyed = false;
  shown = 0;
  hidden = 0;
  /** The page's listeners (webContents.on), fired by `emitContents`; reloads counted. */
  readonly contentsListeners = new Map<string, Listener[]>();
  reloads = 0;
  readonly webContents = {
    mainFrame: this.mainFrame,
    getURL: () => this.mainFrame.url,
    send: (...args: unknown[]) => this.sent.push(args),
    on: (name: string, listener: Listener) => this.contentsListeners.set(name, [...(this.contentsListeners.get(name) ?? []), listener]),
    reload: () => this.reloads++,
    isDestroyed: () => this.destroyed,
  };
  constructor(options: Record<string, unknown>) {
    this.options = options;
    windows.push(this);
  }
  isDestroyed() {
    return this.destroyed;
  }
  on(name: string, listener: Listener) {
    this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener]);
  }
  once(name: string, listener: Listener) {
    this.on(name, listener);
  }
  emit(name: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(name) ?? []) listener(...args);
  }
  emitContents(name: string, ...args: unknown[]) {
    for (const listener of this.contentsListeners.get(name) ?? []) listener(...args);
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
  maximize() {}
  setFullScreen() {}
  async loadURL(url: string) {
    this.mainFrame.url = url;
  }
  show() {
    this.shown++;
  }
  hide() {
    this.hidden++;
  }
  focus() {}
  restore() {}
  close() {
    let prevented = false;
    this.emit('close', { preventDefault: () => (prevented = true) });
    if (!prevented) this.destroy();
  }
  destroy() {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('closed');
  }
}

/** nativeTheme: the system's colours as a test sets them, the theme main sets, 'updated' sent by `emit`. */
class FakeNativeTheme {
  shouldUseDarkColors = false;
  shouldUseDarkColorsForSystemIntegratedUI = false;
  themeSource: 'system' | 'light' | 'dark' = 'system';
  readonly listeners = new Set<() => void>();
  on(_event: 'updated', listener: () => void) {
    this.listeners.add(listener);
  }
  removeListener(_event: 'updated', listener: () => void) {
    this.listeners.delete(listener);
  }
  emit() {
    for (const listener of this.listeners) listener();
  }
}

/** What main did with Electron: the tests read and drive it. */
export const h = { nativeTheme: new FakeNativeTheme(), aboutPanel: null as unknown, trayImages: [] as string[], order, appListeners, ipcHandlers, windows, menus, applicationMenu: null as unknown, fetched, ready, readyResolve: () => readyResolve(), protocolHandlers, defaultSession, gatewaySession, FakeWindow, userDataDir: '' };

export function electronModule() {
  return {
    app: {
      enableSandbox: () => undefined,
      setPath: () => undefined,
      setAppUserModelId: () => undefined,
      setAboutPanelOptions: (options: unknown) => (h.aboutPanel = options),
      requestSingleInstanceLock: () => true,
      whenReady: () => h.ready,
      on: (name: string, listener: (...args: unknown[]) => unknown) => h.appListeners.set(name, listener),
      getVersion: () => '0.1.0-test',
      getPath: () => h.userDataDir,
      getPreferredSystemLanguages: () => ['en-US'],
      isPackaged: false,
      quit: vi.fn(() => h.order.push('app.quit')),
      relaunch: vi.fn(() => h.order.push('app.relaunch')),
      exit: vi.fn(),
    },
    BrowserWindow: h.FakeWindow,
    // The tray's images, by file, in h.trayImages (the first the one it was made with).
    Tray: class {
      constructor(image: { file: string }) {
        h.trayImages.push(image.file);
      }
      setImage(image: { file: string }) {
        h.trayImages.push(image.file);
      }
      setToolTip() {}
      setContextMenu(menu: { template: (typeof h.menus)[number] }) {
        h.menus.push(menu.template);
      }
      on() {}
      destroy() {
        h.order.push('tray.destroy');
      }
    },
    // The tray's menus in h.menus; the application menu in h.applicationMenu.
    crashReporter: { start: () => undefined },
    Menu: {
      buildFromTemplate: (template: (typeof h.menus)[number]) => ({ template }),
      setApplicationMenu: (menu: { template: unknown } | null) => (h.applicationMenu = menu?.template ?? null),
    },
    nativeImage: { createFromPath: (file: string) => ({ file, setTemplateImage() {} }) },
    dialog: {
      showErrorBox: vi.fn(),
      showMessageBox: vi.fn(async () => ({ response: 1, checkboxChecked: false })),
      showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: '' })),
    },
    Notification: class {
      static isSupported = () => false;
      show() {}
    },
    clipboard: { readText: () => '' },
    ipcMain: {
      handle: (channel: string, handler: (...args: unknown[]) => unknown) => h.ipcHandlers.set(channel, handler),
      removeHandler: (channel: string) => h.ipcHandlers.delete(channel),
    },
    nativeTheme: h.nativeTheme,
    // One 1920×1080 monitor with a 40 px task bar: the window opens at its default size, centred.
    screen: { getPrimaryDisplay: () => ({ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }), getAllDisplays: () => [{ id: 1, workArea: { x: 0, y: 0, width: 1920, height: 1040 } }] },
    // Electron's net.fetch reads file: URLs; here the two pages the app protocol may serve.
    net: {
      fetch: async (url: string) => {
        h.fetched.push(url);
        const file = fileURLToPath(url);
        const page = path.basename(file);
        if (page === 'index.html' || page === 'gateway.html') return new Response(`<!doctype html><title>${page}</title>`);
        return new Response(await readFile(file));
      },
    },
    protocol: {
      registerSchemesAsPrivileged: () => undefined,
      handle: (_scheme: string, handler: (request: Request) => Promise<Response>) => {
        h.protocolHandlers.default = handler;
      },
    },
    session: { defaultSession: h.defaultSession, fromPartition: () => h.gatewaySession },
    shell: { openExternal: vi.fn(async () => undefined) },
  };
}

export function electronStoreModule() {
  return {
    default: function ElectronStore({ name, ...options }: { name: string; cwd: string }) {
      return new Conf({ ...options, configName: name });
    },
  };
}

export function keyringVaultModule() {
  return { KeyringVault: MemoryVault };
}
