/**
 * Electron's main process: glue only. The decisions live in small modules next to this one
 * (security/*, protocol.ts, ipc.ts, window-options.ts, exchange-choice.ts), each unit-tested
 * without Electron; this file wires them to Electron's objects in the order Electron needs.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, clipboard, crashReporter, dialog, ipcMain, Menu, nativeImage, nativeTheme, net, Notification, protocol, screen, session, shell, Tray } from 'electron';
import ElectronStore from 'electron-store';
import { EVENT_CHANNEL } from '../../shared/contract/index.js';
import { codeVerdict } from '../../shared/codes/verdict.js';
import { coreOver, createServices, type Core } from '../core/app.js';
import { LOG_DIR } from '../core/base/log-file.js';
import { STORE_FILE_OPTIONS } from '../core/settings/backing.js';
import type { InstanceLock } from '../core/settings/instance-lock.js';
import { ensureUserDataDir } from '../core/settings/user-data.js';
import { startDemoServers } from '../demo/index.js';
import { electronShell, type ElectronShell } from './shell-ports.js';
import { followSystemTheme, systemThemeReader, trayIcon, trayMenuTemplate, type TrayIcon, type TrayTheme } from './tray.js';
import { followAppTheme } from './theme.js';
import { aboutPanelOptions, SATCHEL_APP_ID } from './about.js';
import { installTestHook } from './test-hook.js';
import { chooseExchange, exchangeFixedBy, type RunningDemo } from './exchange-choice.js';
import { demoPlanFor } from './demo-servers.js';
import { takeFolderLock } from './folder-lock.js';
import { bindOperations, type IpcTarget } from './ipc.js';
import { APP_ENTRY_URL, APP_SCHEME, APP_SCHEME_PRIVILEGES, createAppProtocolHandler } from './protocol.js';
import { isDocumentResource, withContentSecurityPolicy } from './security/csp.js';
import { GATEWAY_PARTITION } from './gateway-window.js';
import { hardenGatewayContents } from './security/gateway-navigation.js';
import { hardenWebContents } from './security/navigation.js';
import { applyPermissionPolicy } from './security/permissions.js';
import { CRASH_REPORTER_OPTIONS, rendererGoneQuestion, unresponsiveQuestion, type CrashQuestion } from './crash.js';
import { aboutText, applicationMenu, contextMenu, followLockAvailability, SATCHEL_LICENSE } from './menu.js';
import { followLanguage, language, m } from '../../shared/i18n/language.js';
import { startLanguage } from './start-language.js';
import { MAIN_WINDOW_SIZE, mainWindowOptions } from './window-options.js';
import { keepWindowState, placeWindow, readWindowState, WINDOW_STATE_FILE } from './window-state.js';
import { askWithDialog, startUpdateChecks, updateSettingsOf, type UpdateChecks } from './updates.js';

type DemoServers = Awaited<ReturnType<typeof startDemoServers>>;

// out/main/index.js → out/preload/index.cjs and out/renderer/ (also inside app.asar).
const here = path.dirname(fileURLToPath(import.meta.url));
const PRELOAD = path.join(here, '..', 'preload', 'index.cjs');
const GATEWAY_PRELOAD = path.join(here, '..', 'preload', 'gateway.cjs');
const PASSWORD_PRELOAD = path.join(here, '..', 'preload', 'password.cjs');
const RENDERER_DIR = path.join(here, '..', 'renderer');
// Packaged builds take their icon from the bundle; in development the window shows build/icon.png.
const DEV_ICON = path.join(here, '..', '..', 'build', 'icon.png');

// Once the core runs, main's own messages go where the core's go (stderr and logs/satchel.log).
const log = (message: string, error?: unknown): void => (core ? core.log(message, error) : console.error(`[satchel] ${message}`, error ?? ''));

// Both must happen before 'ready': the scheme's privileges, and the sandbox for every renderer.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
app.enableSandbox();
// Crash dumps for the person's own diagnosis, kept on this computer: never uploaded.
crashReporter.start(CRASH_REPORTER_OPTIONS);
// Tests and second profiles point the app elsewhere; the single-instance lock is per folder.
if (process.env.SATCHEL_USER_DATA) app.setPath('userData', path.resolve(process.env.SATCHEL_USER_DATA));
// Owner-only (0700) when Satchel creates it: before Electron's single-instance lock does.
const USER_DATA_DIR = ensureUserDataDir(app.getPath('userData'));
// Until the core reads the settings, the saved language (the system's at a very first start): the
// folder-lock box and a failed start speak it too. The system's languages need no 'ready' (only
// getLocale and getSystemLocale do): the OS's list on Windows and macOS, LANGUAGE/LC_*/LANG on Linux.
const START_LANGUAGE = startLanguage(USER_DATA_DIR, () => app.getPreferredSystemLanguages());
followLanguage(() => START_LANGUAGE);
if (process.platform === 'win32') app.setAppUserModelId(SATCHEL_APP_ID);

// Packaged builds carry the tray icons as resources; in development they are in build/tray.
const TRAY_DIR = app.isPackaged ? path.join(process.resourcesPath, 'tray') : path.join(here, '..', '..', 'build', 'tray');

let core: Core | null = null;
let tray: Tray | null = null;
/** The theme of the panel the tray sits on (tray.ts), read before the app's theme is applied. */
let trayTheme: (() => TrayTheme) | null = null;
let stopTray: (() => void) | null = null;
let quitting = false;
/** Stops main's listeners of the core's events and of the system theme (theme, menu, tray icon). */
const following: (() => void)[] = [];
let demo: DemoServers | null = null;
let target: IpcTarget | null = null;
let unbind: (() => void) | null = null;
/** The core's shell ports in Electron (shell-ports.ts): dialogs, the password and payment windows, notifications. */
let shellAdapter: ElectronShell | null = null;
let gatewaySession: Electron.Session | null = null;
/** The user-data folder's lock (folder-lock.ts), released once the core has closed. */
let folderLock: InstanceLock | null = null;
/** Update checks (updates.ts): packaged builds, or SATCHEL_UPDATE_FEED in development. */
let updates: Promise<UpdateChecks | null> | null = null;

function mainWindow(): BrowserWindow | null {
  const window = target?.window as BrowserWindow | undefined;
  return window && !window.isDestroyed() ? window : null;
}

function askToReload(window: BrowserWindow, question: CrashQuestion): void {
  if (window.isDestroyed()) return;
  dialog
    .showMessageBox(window, question)
    .then(({ response }) => {
      if (window.isDestroyed()) return;
      if (question.answers[response] === 'reload') window.webContents.reload();
      else if (question.answers[response] === 'quit') app.quit();
    })
    .catch((error: unknown) => log('Could not ask to reload the window.', error));
}

/** Where the main window opens: where it was left, if that is still on a screen (window-state.ts). */
function mainWindowPlacement(file: string) {
  const primary = screen.getPrimaryDisplay();
  const others = screen.getAllDisplays().filter((d) => d.id !== primary.id);
  return placeWindow(readWindowState(file), [primary, ...others].map((d) => d.workArea), MAIN_WINDOW_SIZE);
}

function createMainWindow(appCore: Core): BrowserWindow {
  const stateFile = path.join(USER_DATA_DIR, WINDOW_STATE_FILE);
  const { maximized, fullScreen, ...bounds } = mainWindowPlacement(stateFile);
  // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK: the options come from
  // mainWindowOptions (window-options.ts: contextIsolation and sandbox on, tested), which the scan
  // cannot follow into; a middle click asks for a new window, which setWindowOpenHandler denies.
  const window = new BrowserWindow(
    mainWindowOptions({
      // eng-disable PRELOAD_JS_CHECK: reviewed; it exposes call and on only (preload.test.ts), in an isolated world.
      preload: PRELOAD,
      devTools: !app.isPackaged,
      backgroundColor: nativeTheme.shouldUseDarkColors ? '#111418' : '#f7f8fa',
      ...(app.isPackaged ? {} : { icon: DEV_ICON }),
      bounds,
    }),
  );
  if (maximized) window.maximize();
  if (fullScreen) window.setFullScreen(true);
  keepWindowState(window, stateFile);
  const windowSession = appCore.openSession((name, payload) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, name, payload);
  });
  target = { window, session: windowSession };
  window.once('ready-to-show', () => window.show());
  // With close-to-tray on, closing hides the window; the app goes on in the tray until Quit.
  window.on('close', (event) => {
    if (!quitting && tray && appCore.view().closeToTray) {
      event.preventDefault();
      window.hide();
    }
  });
  window.on('closed', () => {
    appCore.closeSession(windowSession);
    if (target?.session === windowSession) target = null;
  });
  // A crashed or hung page is said in words, with a reload offered, never a blank or frozen window (crash.ts).
  window.webContents.on('render-process-gone', (_event, details) => {
    log(`The window's renderer stopped: ${details.reason}.`);
    const question = rendererGoneQuestion(details.reason, 'wallet');
    if (question) askToReload(window, question);
  });
  window.on('unresponsive', () => {
    log("The window's page is not responding.");
    askToReload(window, unresponsiveQuestion('wallet'));
  });
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

  // The payment window's partition: in memory, nothing shared with the wallet's window, no
  // permission granted, no download; it serves only its own page of the app. The gateway's
  // pages keep their own headers (their policy is theirs).
  gatewaySession = session.fromPartition(GATEWAY_PARTITION);
  applyPermissionPolicy(gatewaySession);
  gatewaySession.on('will-download', (event) => event.preventDefault());
  gatewaySession.protocol.handle(APP_SCHEME, createAppProtocolHandler(RENDERER_DIR, (fileUrl) => net.fetch(fileUrl), { only: 'gateway' }));

  const choice = chooseExchange(process.env);
  // Without an exchange from the environment: the demo servers only when they are used (demo-servers.ts).
  const plan = choice.kind === 'demo' ? demoPlanFor(USER_DATA_DIR) : null;
  if (plan?.start) demo = await startDemoServers({ port: 0 });
  // The demo servers: our own, or ones already running (SATCHEL_DEMO_SERVERS, which this app does not stop).
  const servers: RunningDemo | null = demo
    ? { exchange: demo.exchange.url, gateway: demo.gatewayUrl, appliance: demo.ready.appliance, applianceUser: demo.ready.applianceUser, appliancePassword: demo.ready.appliancePassword, accounts: demo.ready.accounts }
    : choice.kind === 'running-demo'
      ? choice.servers
      : null;
  const exchangeUrl = servers ? servers.exchange : plan && !plan.start ? plan.exchangeUrl : (choice as { url: string }).url;
  const adapter = (shellAdapter = electronShell({ mainWindow, preloads: { gateway: GATEWAY_PRELOAD, password: PASSWORD_PRELOAD }, log }));
  const fixedBy = exchangeFixedBy(choice);
  // The parts are made here rather than by createCore only so that the test hook can act as the core does.
  const services = createServices({
    exchangeUrl,
    ...(fixedBy ? { exchangeFixedBy: fixedBy } : {}),
    ...(servers ? { gatewayUrl: servers.gateway } : {}),
    demo: servers !== null,
    demoAccounts: servers?.accounts,
    ...(servers ? { applianceDemo: { url: servers.appliance, user: servers.applianceUser, password: servers.appliancePassword } } : {}),
    shell: 'electron',
    version: app.getVersion(),
    userDataDir: USER_DATA_DIR,
    // electron-store in Electron (conf under Node): the same file format and schema.
    settingsBacking: ({ cwd, configName }) => new ElectronStore({ cwd, name: configName, ...STORE_FILE_OPTIONS }),
    ports: adapter.ports,
    background: true,
  });
  core = coreOver(services);
  // The first page shows the markets: they are read while the window loads.
  core.warm();
  unbind = bindOperations({ ipcMain, core, target: () => target, others: () => [adapter.payment()].filter((p) => p !== null), log });
  // The panel's theme, read while Electron still reports the system's (tray.ts), then the app's
  // theme before the window: its background and frame take it (theme.ts).
  trayTheme = systemThemeReader(process.platform, nativeTheme);
  following.push(followAppTheme(nativeTheme, core.events, core.view().theme));
  app.setAboutPanelOptions(aboutPanelOptions({ appName: 'Satchel', version: app.getVersion(), versions: process.versions }));
  createMainWindow(core);
  // Only for the real-Electron tests: never packaged, only with SATCHEL_TEST_HOOK=1 (test-hook.ts).
  installTestHook({ services, mainSession: () => target?.session ?? null, log });
  createTray(core);
  const appCore = core;
  const onDemo = servers !== null;
  // The menu and macOS's About panel are drawn again when the lock or the language changes.
  const aboutPanel = () => app.setAboutPanelOptions(aboutPanelOptions({ appName: 'Satchel', version: app.getVersion(), versions: process.versions }));
  following.push(
    followLockAvailability(
      core.events,
      () => appCore.view().lock,
      (canLock) => {
        installMenu(appCore, { demo: onDemo, canLock });
        aboutPanel();
      },
      language,
    ),
  );
  if (servers) log(`Running on the ${demo ? 'embedded' : 'running'} demo exchange at ${exchangeUrl}.`);
  updates = startUpdateChecks({ packaged: app.isPackaged, env: process.env, settings: updateSettingsOf(core), ask: askWithDialog((w, o) => (w ? dialog.showMessageBox(w, o) : dialog.showMessageBox(o)), mainWindow), log });

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

/** The application menu (menu.ts): its commands go to the main window, shown first. */
function installMenu(appCore: Core, { demo, canLock }: { demo: boolean; canLock: boolean }): void {
  const template = applicationMenu(
    { platform: process.platform, appName: 'Satchel', development: !app.isPackaged, canLock },
    {
      command: (command) => {
        const shown = mainWindow();
        showMainWindow(appCore);
        // A window made just now has no page to hear it yet: opening it is what the command can do.
        if (shown) target?.session.emit('app.command', command);
      },
      about: () => {
        const text = aboutText({
          appName: 'Satchel',
          version: app.getVersion(),
          versions: process.versions,
          license: SATCHEL_LICENSE,
          settingsFolder: USER_DATA_DIR,
          demo,
          platform: process.platform,
        });
        const options = { type: 'info' as const, buttons: ['OK'], ...text };
        const window = mainWindow();
        (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options)).catch((error: unknown) => log('Could not show About.', error));
      },
      showLogs: () => {
        const dir = path.join(USER_DATA_DIR, LOG_DIR);
        mkdirSync(dir, { recursive: true, mode: 0o700 });
        shell.openPath(dir).then((problem) => problem && log(`Could not open the logs' folder: ${problem}`), (error: unknown) => log("Could not open the logs' folder.", error));
      },
    },
  );
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

/** The tray's image as a file of TRAY_DIR (tray.ts); its @2x sibling is found by name. */
function trayImage(icon: TrayIcon): Electron.NativeImage {
  const image = nativeImage.createFromPath(path.join(TRAY_DIR, icon.file));
  if (icon.template) image.setTemplateImage(true);
  return image;
}

function createTray(appCore: Core): void {
  const read = trayTheme ?? systemThemeReader(process.platform, nativeTheme);
  tray = new Tray(trayImage(trayIcon(process.platform, read())));
  following.push(followSystemTheme(process.platform, nativeTheme, read, (icon) => tray?.setImage(trayImage(icon))));
  const actions = {
    open: () => showMainWindow(appCore),
    refresh: () => void appCore.tray.refresh(),
    // Offline, no window: the clipboard is read only when the person asks, and only here.
    checkCode: () =>
      void Promise.resolve(clipboard.readText()).then((text) => {
        if (Notification.isSupported()) new Notification(codeVerdict(text)).show();
      }),
    lock: () => {
      try {
        appCore.tray.lock();
      } catch (error) {
        log('Could not lock.', error);
      }
    },
    quit: () => app.quit(),
  };
  stopTray = appCore.tray.subscribe((model) => {
    tray?.setToolTip(model.tooltip);
    tray?.setContextMenu(Menu.buildFromTemplate(trayMenuTemplate(model, actions)));
  });
  tray.on('click', () => showMainWindow(appCore));
}

async function shutdown(): Promise<void> {
  following.splice(0).forEach((stop) => stop());
  stopTray?.();
  void updates?.then((checks) => checks?.stop());
  tray?.destroy();
  stopTray = null;
  tray = null;
  unbind?.();
  unbind = null;
  shellAdapter?.close();
  // The core first: it signs out of the appliances, the demo one included.
  const [closingCore, closingDemo] = [core, demo];
  const closing = Promise.allSettled([closingCore?.close()]).then(() => closingDemo?.close()).catch(() => undefined);
  core = null;
  demo = null;
  // A stuck server must not keep the app from quitting.
  await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 3000))]);
  folderLock?.release();
}

if (!app.requestSingleInstanceLock()) {
  // Another Satchel already runs on this profile; it is brought forward by 'second-instance'.
  app.quit();
} else if (!(folderLock = takeFolderLock(USER_DATA_DIR, { showErrorBox: (title, content) => dialog.showErrorBox(title, content), exit: (code) => app.exit(code) }))) {
  // Browser mode holds the folder: it was said in a dialog, and the app exits.
} else {
  const lock = folderLock;
  process.on('exit', () => lock.release());
  // A second start brings this one forward: its window shown, restored and focused, or made again if it was closed.
  app.on('second-instance', () => {
    if (core) showMainWindow(core);
  });
  app.on('web-contents-created', (_event, contents) => {
    const openExternal = (url: string) => {
      // eng-disable OPEN_EXTERNAL_JS_CHECK: reached only with an https link without credentials,
      // checked by externalLinkTarget (navigation.ts) or the payment window's policy (gateway-navigation.ts).
      shell.openExternal(url).catch((error: unknown) => log('Could not open a link in the browser.', error));
    };
    // The payment window may go to its gateway; every other web contents stays on its page.
    if (gatewaySession && contents.session === gatewaySession) hardenGatewayContents(contents, () => shellAdapter?.payment()?.navigation ?? null, openExternal, log);
    else hardenWebContents(contents, openExternal);
    // Cut, copy, paste and select all with the mouse, in every window (an address, a key, a card number).
    contents.on('context-menu', (_event, params) => {
      const items = contextMenu(params);
      const window = BrowserWindow.fromWebContents(contents);
      if (items.length > 0 && window) Menu.buildFromTemplate(items).popup({ window });
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
    dialog.showErrorBox(m.main_could_not_start(), (error as Error)?.message ?? String(error));
    app.exit(1);
  });
}
