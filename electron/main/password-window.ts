/**
 * The password window's options, spelled out as the other windows' are: sandboxed, isolated, no
 * Node, its own preload (answer(yes, password) only). It is a modal child of the main window, so
 * the wallet cannot be used behind it, small and not resizable; it shows only its own local page.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { PASSWORD_PAGE, PASSWORD_QUESTION_PARAMS, type PasswordQuestionText } from '../../shared/password-dialog.js';
import { APP_ORIGIN } from './protocol.js';
import { secureWebPreferences } from './window-options.js';

export const PASSWORD_ENTRY_URL = `${APP_ORIGIN}${PASSWORD_PAGE}`;

export interface PasswordWindowInputs {
  /** Absolute path of the bundled password-window preload (out/preload/password.cjs). */
  preload: string;
  /** The main window, when there is one: the password window is its modal child. */
  parent: unknown;
  title: string;
  backgroundColor?: string;
  devTools: boolean;
}

export function passwordWindowOptions(inputs: PasswordWindowInputs): BrowserWindowConstructorOptions {
  return {
    width: 480,
    height: 360,
    resizable: false,
    minimizable: false,
    maximizable: false,
    fullscreenable: false,
    title: inputs.title,
    parent: inputs.parent as BrowserWindowConstructorOptions['parent'],
    modal: inputs.parent !== undefined && inputs.parent !== null,
    show: false,
    backgroundColor: inputs.backgroundColor ?? '#111418',
    webPreferences: secureWebPreferences(inputs.preload, inputs.devTools),
  };
}

/**
 * The page's address with main's question in its query: the page puts each part in the document
 * as text (textContent), so nothing in it is ever read as HTML. The core already wrote the
 * question with any window text quoted on one line (electron/core/confirm/quote.ts).
 */
export function passwordPageUrl(question: PasswordQuestionText): string {
  const url = new URL(PASSWORD_ENTRY_URL);
  for (const name of PASSWORD_QUESTION_PARAMS) url.searchParams.set(name, question[name]);
  return url.toString();
}
