/**
 * The password window's preload: exposes only `answer(yes, password)` as window.satchelPassword,
 * and only to Satchel's own password page (app://satchel/password.html). No contract bridge, no
 * events: the question comes in the page's address, the answer goes to main on one channel, and
 * main judges it (electron/main/password-dialog.ts). Bundled to one CommonJS file (sandboxed).
 */
import { contextBridge, ipcRenderer } from 'electron';
import { PASSWORD_ANSWER_CHANNEL, PASSWORD_PAGE, type PasswordBridge, type PasswordReply } from '../../shared/password-dialog.js';

if (window.location.protocol === 'app:' && window.location.pathname === PASSWORD_PAGE) {
  const bridge: PasswordBridge = {
    // Plain values only: a page cannot hand main anything but a boolean and a string.
    answer: (yes: unknown, password: unknown) =>
      ipcRenderer.invoke(PASSWORD_ANSWER_CHANNEL, yes === true, typeof password === 'string' ? password : '') as Promise<PasswordReply>,
  };
  contextBridge.exposeInMainWorld('satchelPassword', bridge);
}
