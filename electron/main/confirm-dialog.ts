/**
 * Electron's confirmer: a native dialog owned by main, stating exactly what will happen. The
 * safe answer is the default, so Enter or Escape never sends anything. A question that needs the
 * app password goes to main's password window instead (password-dialog.ts): the native box has
 * no text field.
 */
import type { MessageBoxOptions, MessageBoxReturnValue, BaseWindow } from 'electron';
import type { AskPerson, ConfirmRequest, PasswordJudge } from '../core/confirm/confirm.js';
import { m } from '../../shared/i18n/language.js';

/** dialog.showMessageBox, with the window it belongs to when there is one. */
export type ShowMessageBox = (window: BaseWindow | null, options: MessageBoxOptions) => Promise<MessageBoxReturnValue>;

/** The question as the core wrote it; the safe answer's words in the language now. */
export function confirmDialogOptions(request: ConfirmRequest): MessageBoxOptions {
  return {
    type: 'question',
    title: request.title,
    message: request.message,
    detail: request.detail,
    buttons: [request.confirmLabel, m.main_confirm_decline()],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
}

/** Asks with a password field (PasswordDialog.ask). */
export type AskPassword = (request: ConfirmRequest, judge: PasswordJudge) => Promise<boolean>;

export function dialogConfirmer(showMessageBox: ShowMessageBox, window: () => BaseWindow | null, askPassword?: AskPassword): AskPerson {
  return async (_session, request, judge) => {
    // Without a way to ask for the password, the only safe answer is no.
    if (request.needsPassword === true) return askPassword ? askPassword(request, judge) : false;
    const options = confirmDialogOptions(request);
    const { response } = await showMessageBox(window(), options);
    return response === 0;
  };
}
