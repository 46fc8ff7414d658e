/**
 * Main's password window, for the questions that need the app password (ConfirmRequest's
 * `needsPassword`): the native message box has no text field, and a yes at the unlocked window
 * alone must not show a whole transfer code or weaken a policy. One question at a time, in a
 * modal child of the main window (password-window.ts); what is typed goes to the core's judge
 * (LockService: one count of wrong attempts, one delay, the same words in both shells). A wrong
 * one is said in the window, which stays for another try; closing it (Escape, the close button)
 * is a no. Only types come from electron here: main hands in how a window is made.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron';
import { AppError } from '../../shared/contract/index.js';
import { m } from '../../shared/i18n/language.js';
import { MAX_PASSWORD_LENGTH, PASSWORD_ANSWER_CHANNEL, PASSWORD_PAGE, type PasswordReply } from '../../shared/password-dialog.js';
import type { ConfirmRequest, PasswordJudge } from '../core/confirm/confirm.js';
import { isTrustedSender, type WindowLike } from './security/sender.js';
import { passwordPageUrl } from './password-window.js';

/** What main does with the password window (a BrowserWindow in the app, a fake in tests). */
export interface PasswordWindow extends WindowLike {
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'closed', listener: () => void): unknown;
  show(): void;
  close(): void;
}

export interface PasswordDialogOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>;
  /** Makes the window for one question (not yet loaded): password-window.ts's options. */
  createWindow: (request: ConfirmRequest) => PasswordWindow;
  log?: (message: string, error?: unknown) => void;
}

/** An answer from anywhere but the open password window's page, in the language now. */
export const refusedAnswer = (): PasswordReply => ({ ok: false, message: m.main_password_refused() });

interface Asking {
  window: PasswordWindow;
  judge: PasswordJudge;
  settle(yes: boolean): void;
}

export class PasswordDialog {
  private asking: Asking | null = null;
  /** Questions wait their turn: one password window at a time. */
  private queue: Promise<unknown> = Promise.resolve();
  private readonly log: (message: string, error?: unknown) => void;

  constructor(private readonly options: PasswordDialogOptions) {
    this.log = options.log ?? ((message, error) => console.error(`[satchel] ${message}`, error ?? ''));
    options.ipcMain.handle(PASSWORD_ANSWER_CHANNEL, (event: IpcMainInvokeEvent, yes: unknown, password: unknown) => this.answer(event, yes, password));
  }

  /** Asks `request` with a password field; resolves true only after a yes whose password `judge` accepted. */
  readonly ask = (request: ConfirmRequest, judge: PasswordJudge): Promise<boolean> => {
    const turn = this.queue.then(() => this.askNow(request, judge));
    this.queue = turn.catch(() => undefined);
    return turn;
  };

  /** Main is going away: the open question is a no, and the channel goes. */
  close(): void {
    this.options.ipcMain.removeHandler(PASSWORD_ANSWER_CHANNEL);
    this.asking?.settle(false);
  }

  private askNow(request: ConfirmRequest, judge: PasswordJudge): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const window = this.options.createWindow(request);
      let settled = false;
      const asking: Asking = {
        window,
        judge,
        settle: (yes) => {
          if (settled) return;
          settled = true;
          if (this.asking === asking) this.asking = null;
          if (!window.isDestroyed()) window.close();
          resolve(yes);
        },
      };
      this.asking = asking;
      // Closed any way (Escape, its close button, the main window going): a no.
      window.on('closed', () => asking.settle(false));
      window.once('ready-to-show', () => window.show());
      window.loadURL(passwordPageUrl({ title: request.title, message: request.message, detail: request.detail, confirm: request.confirmLabel })).catch((error: unknown) => {
        this.log('The password window could not load its page.', error);
        asking.settle(false);
      });
    });
  }

  /** The page's answer: taken only from the open password window's own page. */
  private async answer(event: IpcMainInvokeEvent, yes: unknown, password: unknown): Promise<PasswordReply> {
    const asking = this.asking;
    if (!asking || !isTrustedSender(event, asking.window) || new URL(event.senderFrame!.url).pathname !== PASSWORD_PAGE) return refusedAnswer();
    if (yes !== true) {
      asking.settle(false);
      return { ok: true };
    }
    if (typeof password !== 'string' || password.length > MAX_PASSWORD_LENGTH) return { ok: false, message: m.main_password_enter() };
    try {
      await asking.judge(password);
    } catch (error) {
      if (error instanceof AppError) return { ok: false, message: error.message };
      this.log('Checking the app password failed.', error);
      return { ok: false, message: m.main_password_check_failed() };
    }
    // The window may have been closed while the password was judged: that no stands.
    if (this.asking !== asking) return refusedAnswer();
    asking.settle(true);
    return { ok: true };
  }
}
