/**
 * Electron's confirmer: a native dialog owned by main, stating exactly what will happen. The
 * safe answer is the default, so Enter or Escape never sends anything.
 */
import type { MessageBoxOptions, MessageBoxReturnValue, BaseWindow } from 'electron';
import type { Confirmer, ConfirmRequest } from '../core/confirm/confirm.js';

/** dialog.showMessageBox, with the window it belongs to when there is one. */
export type ShowMessageBox = (window: BaseWindow | null, options: MessageBoxOptions) => Promise<MessageBoxReturnValue>;

export function confirmDialogOptions(request: ConfirmRequest): MessageBoxOptions {
  return {
    type: 'question',
    title: request.title,
    message: request.message,
    detail: request.detail,
    buttons: [request.confirmLabel, 'Don’t do it'],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
}

export function dialogConfirmer(showMessageBox: ShowMessageBox, window: () => BaseWindow | null): Confirmer {
  return async (_session, request) => {
    const options = confirmDialogOptions(request);
    const { response } = await showMessageBox(window(), options);
    return response === 0;
  };
}
