/**
 * Electron's main process: glue only. The decisions live in small modules next to this one
 * (security/*, protocol.ts, ipc.ts, window-options.ts, exchange-choice.ts), each unit-tested
 * without Electron; this file wires them to Electron's objects in the order Electron needs.
 */
import path from 'node:path';
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, clipboard, dialog, ipcMain, Menu, nativeImage, nativeTheme, net, Notification, protocol, session, shell, Tray } from 'electron';
import ElectronStore from 'electron-store';
import { EVENT_CHANNEL } from '../../shared/contract/index.js';
import { codeVerdict } from '../../shared/codes/verdict.js';
import { settledText } from '../../shared/funds/settled-text.js';
import { createCore, type Core } from '../core/app.js';
import { TrayFeed } from '../core/tray/feed.js';
import { STORE_FILE_OPTIONS } from '../core/settings/backing.js';
import { startDemoServers } from '../demo/index.js';
import { dialogConfirmer } from './confirm-dialog.js';
import { dialogSaveFile } from './save-file.js';
import { trayIconName, trayMenuTemplate } from './tray.js';
import { chooseExchange } from './exchange-choice.js';
import { bindOperations, type IpcTarget } from './ipc.js';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol.js';
import { isDocumentResource, withContentSecurityPolicy } from './security/csp.js';
import { hardenWebContents } from './security/navigation.js';
import { applyPermissionPolicy } from './security/permissions.js';
import { mainWindowOptions } from './window-options.js';

type DemoServers = Awaited<ReturnType<typeof startDemoServers>>;

// out/main/index.js → out/preload/index.cjs and out/renderer/ (also inside app.asar).
const here = path.dirname(fileURLToPath(import.meta.url));
const PRELOAD = path.join(here, '..', 'preload', 'index.cjs');
const RENDERER_DIR = path.join(here, '..', 'renderer');
// Packaged builds take their icon from the bundle; in development the window shows build/icon.png.
const DEV_ICON = path.join(here, '..', '..', 'build', 'icon.png');

const log = (message: string, error?: unknown): void => console.error(`[satchel] ${message}`, error ?? '');

// Both must happen before 'ready': the scheme's privileges, and the sandbox for every renderer.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();
// Tests and second profiles point the app elsewhere; the single-instance lock is per folder.
if (process.env.SATCHEL_USER_DATA) app.setPath('userData', path.resolve(process.env.SATCHEL_USER_DATA));
if (process.platform === 'win32') app.setAppUserModelId('app.satchel.wallet');

// Packaged builds carry the tray icons as resources; in development they are in build/tray.
const TRAY_DIR = app.isPackaged ? path.join(process.resourcesPath, 'tray') : path.join(here, '..', '..', 'build', 'tray');

let core: Core | null = null;
let tray: Tray | null = null;
let trayFeed: TrayFeed | null = null;
let quitting = false;
let demo: DemoServers | null = null;
let target: IpcTarget | null = null;
let unbind: (() => void) | null = null;

function mainWindow(): BrowserWindow | null {
  const window = target?.window as BrowserWindow | undefined;
  return window && !window.isDestroyed() ? window : null;
}

function createMainWindow(appCore: Core): BrowserWindow {
  const window = new BrowserWindow(
    mainWindowOptions({
      preload: PRELOAD,
      devTools: !app.isPackaged,
      backgroundColor: nativeTheme.shouldUseDarkColors ? '#111418' : '#f7f8fa',
      ...(app.isPackaged ? {} : { icon: DEV_ICON }),
    }),
  );
  const windowSession = appCore.openSession((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, name, payload);
  });
  target = { window, session: windowSession };
  window.once('ready-to-show', () => window.show());
  // With close-to-tray on, closing hides the window; the app goes on in the tray until Quit.
  window.on('close', (event) => {
    if (!quitting && tray && appCore.services.settings.get().closeToTray) {
      event.preventDefault();
      window.hide();
    }
  });
  window.on('closed', () => {
    appCore.closeSession(windowSession);
    if (target?.session === windowSession) target = null;
  });
  window.webContents.on('render-process-gone', (_event, details) => log(`The window's renderer stopped: ${details.reason}.`));
  window.loadURL(APP_ENTRY_URL).catch((error: unknown) => log('The window could not load the app.', error));
  return window;
}

async function start(): Promise<void> {
  await app.whenReady();

  const ses = session.defaultSession;
  applyPermissionPolicy(ses);
  // Header events do not fire for app://, whose handler sets the policy itself; this covers
  // any http(s) document that could still end up in a window.
  ses.webRequest.onHeadersReceived((details, callback) => {
    callback(isDocumentResource(details.resourceType) ? { responseHeaders: withContentSecurityPolicy(details.responseHeaders) } : {});
  });
  ses.on('will-download', (event) => event.preventDefault());
  protocol.handle(APP_SCHEME, createAppProtocolHandler(RENDERER_DIR, (fileUrl) => net.fetch(fileUrl)));

  const choice = chooseExchange(process.env);
  if (choice.kind === 'demo') demo = await startDemoServers({ port: 0 });
  const exchangeUrl = choice.kind === 'demo' ? demo!.exchange.url : choice.url;
  core = createCore({
    exchangeUrl,
    demo: choice.kind === 'demo',
    demoAccounts: demo?.ready.accounts,
    shell: 'electron',
    version: app.getVersion(),
    userDataDir: app.getPath('userData'),
    // electron-store in Electron (conf under Node): the same file format and schema.
    settingsBacking: ({ cwd, configName }) => new ElectronStore({ cwd, name: configName, ...STORE_FILE_OPTIONS }),
    confirmer: dialogConfirmer((window, options) => (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options)), mainWindow),
    saveFile: dialogSaveFile(
      (window, options) => (window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options)),
      (path, content) => writeFile(path, content, { encoding: 'utf8', mode: 0o600 }),
      mainWindow,
    ),
    background: true,
  });
  // Deposits credited and withdrawals completed, already batched by the core (one per 20 s at most).
  core.services.onSettled((settled) => {
    if (Notification.isSupported()) new Notification(settledText(settled)).show();
  });
  unbind = bindOperations({ ipcMain, core, target: () => target, log });
  createMainWindow(core);
  createTray(core);
  if (demo) log(`Running on the embedded demo exchange at ${exchangeUrl}.`);

  app.on('activate', () => {
    if (!mainWindow() && core) createMainWindow(core);
  });
}

function showMainWindow(appCore: Core): void {
  const window = mainWindow() ?? createMainWindow(appCore);
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}

function createTray(appCore: Core): void {
  const image = nativeImage.createFromPath(path.join(TRAY_DIR, trayIconName(process.platform)));
  if (process.platform === 'darwin') image.setTemplateImage(true);
  tray = new Tray(image);
  trayFeed = new TrayFeed(appCore.services);
  const actions = {
    open: () => showMainWindow(appCore),
    refresh: () => void appCore.services.account.refresh().finally(() => trayFeed?.update()),
    // Offline, no window: the clipboard is read only when the person asks, and only here.
    checkCode: () =>
      void Promise.resolve(clipboard.readText()).then((text) => {
        if (Notification.isSupported()) new Notification(codeVerdict(text)).show();
      }),
    lock: () => {
      try {
        appCore.services.lock.lock();
      } catch (error) {
        log('Could not lock.', error);
      }
    },
    quit: () => app.quit(),
  };
  trayFeed.subscribe((model) => {
    tray?.setToolTip(model.tooltip);
    tray?.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(model, actions)));
  });
  tray.on('click', () => showMainWindow(appCore));
}

async function shutdown(): Promise<void> {
  trayFeed?.close();
  tray?.destroy();
  trayFeed = null;
  tray = null;
  unbind?.();
  unbind = null;
  const closing = Promise.allSettled([core?.close(), demo?.close()]);
  core = null;
  demo = null;
  // A stuck server must not keep the app from quitting.
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 3000))]);
}

if (!app.requestSingleInstanceLock()) {
  // Another Satchel already runs on this profile; it is brought forward by 'second-instance'.
  app.quit();
} else {
  app.on('second-instance', () => {
    const window = mainWindow();
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  });
  app.on('web-contents-created', (_event, contents) => {
    hardenWebContents(contents, (url) => {
      shell.openExternal(url).catch((error: unknown) => log('Could not open a link in the browser.', error));
    });
  });
  app.on('window-all-closed', () => {
    // macOS apps stay in the dock until quit; elsewhere closing the window quits.
    if (process.platform !== 'darwin') app.quit();
  });
  app.on('before-quit', () => {
    quitting = true;
  });
  let shutDown = false;
  app.on('will-quit', (event) => {
    if (shutDown) return;
    event.preventDefault();
    void shutdown().finally(() => {
      shutDown = true;
      app.quit();
    });
  });
  start().catch((error: unknown) => {
    log('Satchel could not start.', error);
    dialog.showErrorBox('Satchel could not start', (error as Error)?.message ?? String(error));
    app.exit(1);
  });
}
