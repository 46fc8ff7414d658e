/**
 * Electron's adapter of the core's shell ports (electron/core/shell/ports.ts), given to the core
 * once when main makes it:
 *  - questions: a native message box whose default is no (confirm-dialog.ts); one that needs the
 *    app password, main's password window (password-dialog.ts). The window's own answers are
 *    refused: nothing but main's dialogs can say yes here;
 *  - save a file: main's save dialog, and the file written by main (save-file.ts);
 *  - the payment window: a child of the main window in its own partition, one at a time, with
 *    a session of kind `gateway` (gateway-window.ts); closed once its deposit has ended;
 *  - notices: a native notification for settled funds, its amounts dots in privacy mode (the
 *    window's notice only where the desktop has no notification service);
 *  - restart: app.relaunch() and quit, for a choice that takes effect at start.
 * The conformance suite (test/support/shell-conformance.ts) runs against this with `electron`
 * faked at the module boundary, and for real under Playwright's _electron.
 */
import { writeFile } from 'node:fs/promises';
import { app, BrowserWindow, dialog, ipcMain, nativeTheme, Notification } from 'electron';
import { AppError, EVENT_CHANNEL, type FiatWindowOpened } from '../../shared/contract/index.js';
import { settledNotice, settledText } from '../../shared/funds/settled-text.js';
import { m } from '../../shared/i18n/language.js';
import type { PaymentTicket } from '../core/base/session.js';
import type { ShellNotice, ShellPorts, TellWindows, WindowSessions } from '../core/shell/ports.js';
import { dialogConfirmer } from './confirm-dialog.js';
import { paymentGoneQuestion, paymentUnresponsiveQuestion, type CrashQuestion } from './crash.js';
import { GATEWAY_ENTRY_URL, gatewayWindowOptions } from './gateway-window.js';
import type { IpcTarget } from './ipc.js';
import { PasswordDialog } from './password-dialog.js';
import { passwordWindowOptions } from './password-window.js';
import { dialogSaveFile } from './save-file.js';
import { GatewayNavigation } from './security/gateway-navigation.js';

export interface ElectronShellInputs {
  /** The main window now, or null while there is none: dialogs and child windows belong to it. */
  mainWindow(): BrowserWindow | null;
  /** The bundled preloads of the payment window and the password window. */
  preloads: { gateway: string; password: string };
  log(message: string, error?: unknown): void;
}

/** The payment window now: its window, session, ticket and navigation policy. */
export type PaymentTarget = IpcTarget & { ticket: PaymentTicket; navigation: GatewayNavigation };

export interface ElectronShell {
  ports: ShellPorts;
  /** The open payment window, for ipc.ts's sender check and its navigation policy; null when none. */
  payment(): PaymentTarget | null;
  /** Main is going away: an open password question is a no, its channel goes. */
  close(): void;
}

const background = (): string => (nativeTheme.shouldUseDarkColors ? '#111418' : '#f7f8fa');

export function electronShell(inputs: ElectronShellInputs): ElectronShell {
  const { mainWindow, log } = inputs;
  let payment: PaymentTarget | null = null;

  const passwordDialog = new PasswordDialog({
    ipcMain,
    log,
    createWindow: (request) =>
      // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK: as the main window's, from
      // passwordWindowOptions (password-window.ts, the same secure web preferences, tested).
      new BrowserWindow(
        passwordWindowOptions({
          // eng-disable PRELOAD_JS_CHECK: reviewed; it exposes answer(yes, password) only, on app://satchel/password.html.
          preload: inputs.preloads.password,
          parent: mainWindow() ?? undefined,
          title: request.title,
          devTools: !app.isPackaged,
          backgroundColor: background(),
        }),
      ),
  });

  function paymentWindow(): BrowserWindow | null {
    const window = payment?.window as BrowserWindow | undefined;
    return window && !window.isDestroyed() ? window : null;
  }

  /** One payment window at a time: the same ticket brings it forward, another replaces it. */
  async function openPaymentWindow(ticket: PaymentTicket, windows: WindowSessions): Promise<FiatWindowOpened> {
    const existing = paymentWindow();
    const same = payment && payment.ticket.flow === ticket.flow && payment.ticket.currency === ticket.currency && payment.ticket.profileId === ticket.profileId;
    if (existing && same) {
      existing.show();
      existing.focus();
      return { opened: 'window' };
    }
    existing?.destroy();
    // eng-disable CONTEXT_ISOLATION_JS_CHECK SANDBOX_JS_CHECK AUXCLICK_JS_CHECK: as the main window's, from
    // gatewayWindowOptions (gateway-window.ts, the same secure web preferences, tested).
    const window = new BrowserWindow(
      gatewayWindowOptions({
        // eng-disable PRELOAD_JS_CHECK: reviewed; the same bridge, exposed only on app://satchel/gateway.html.
        preload: inputs.preloads.gateway,
        parent: mainWindow() ?? undefined,
        devTools: !app.isPackaged,
        backgroundColor: background(),
      }),
    );
    const session = windows.open(
      (name, payload) => {
        // Events go to Satchel's own payment page only, never to the gateway's page.
        if (!window.isDestroyed() && window.webContents.getURL().startsWith(GATEWAY_ENTRY_URL)) window.webContents.send(EVENT_CHANNEL, name, payload);
      },
      { kind: 'gateway', ticket },
    );
    payment = { window, session, ticket, navigation: new GatewayNavigation(ticket.gatewayUrl) };
    window.once('ready-to-show', () => window.show());
    window.on('closed', () => {
      windows.close(session);
      if (payment?.session === session) payment = null;
    });
    // A crashed or hung page is said in words (crash.ts), never left blank or frozen.
    window.webContents.on('render-process-gone', (_event, details) => {
      log(`The payment window's renderer stopped: ${details.reason}.`);
      const question = paymentGoneQuestion(details.reason);
      if (question) askAboutPaymentWindow(window, question);
    });
    window.on('unresponsive', () => {
      log("The payment window's page is not responding.");
      askAboutPaymentWindow(window, paymentUnresponsiveQuestion());
    });
    await loadPaymentPage(window);
    return { opened: 'window' };
  }

  /** Satchel's own payment page, from its start: what "Reload" means here, never the gateway's page again. */
  function loadPaymentPage(window: BrowserWindow): Promise<void> {
    return window.loadURL(GATEWAY_ENTRY_URL).catch((error: unknown) => log('The payment window could not load.', error));
  }

  function askAboutPaymentWindow(window: BrowserWindow, question: CrashQuestion): void {
    if (window.isDestroyed()) return;
    dialog
      .showMessageBox(window, question)
      .then(({ response }) => {
        if (window.isDestroyed()) return;
        if (question.answers[response] === 'reload') void loadPaymentPage(window);
        else if (question.answers[response] === 'close') window.close();
      })
      .catch((error: unknown) => log('Could not ask about the payment window.', error));
  }

  function notify(notice: ShellNotice, tellWindows: TellWindows): void {
    // A deposit paid (or cancelled) on the gateway's page: the payment window has done its work.
    if (notice.kind === 'fiat.depositFinished') paymentWindow()?.close();
    // Already batched by the core (one per 20 s at most); amounts as dots in privacy mode, as in the window and the tray.
    else if (Notification.isSupported()) new Notification(settledText(notice.settled, { hideAmounts: notice.amountsHidden })).show();
    // A desktop without a notification service: the window says it instead, so it is not lost.
    else tellWindows(settledNotice(notice.settled));
  }

  return {
    ports: {
      questions: {
        ask: dialogConfirmer((window, options) => (window ? dialog.showMessageBox(window, options) : dialog.showMessageBox(options)), mainWindow, passwordDialog.ask),
        answer: async () => {
          throw new AppError('not-found', m.main_confirm_not_waiting());
        },
        forget: () => undefined,
      },
      saveFile: dialogSaveFile(
        (window, options) => (window ? dialog.showSaveDialog(window, options) : dialog.showSaveDialog(options)),
        (path, content) => writeFile(path, content, { encoding: 'utf8', mode: 0o600 }),
        mainWindow,
      ),
      openPaymentWindow: (ticket, _asker, windows) => openPaymentWindow(ticket, windows),
      notify,
      // Main's quit path (index.ts, will-quit) closes the core and the demo servers; the new
      // process starts with the same arguments once this one has gone.
      restart: () => {
        app.relaunch();
        app.quit();
      },
    },
    payment: () => payment,
    close: () => passwordDialog.close(),
  };
}
