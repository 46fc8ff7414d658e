/**
 * The one sender check every IPC handler runs first: a call is served only when it comes from
 * the main frame of the app's own main window, showing a page of the app protocol. Not from
 * an iframe, not from another window, not after the page navigated somewhere else, not from a
 * window that is gone. Structural types keep this free of `electron` at run time.
 */
import { APP_HOST, APP_SCHEME } from '../protocol.js';

export interface FrameLike {
  readonly url: string;
  readonly origin?: string;
  readonly detached?: boolean;
}

export interface WindowLike {
  isDestroyed(): boolean;
  readonly webContents: { readonly mainFrame: FrameLike; isDestroyed?(): boolean };
}

export interface SenderEventLike {
  readonly sender?: unknown;
  readonly senderFrame: FrameLike | null;
}

/** True when `url` is a page of the app protocol (app://satchel/…). */
export function isAppUrl(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  // Node's URL reports origin "null" for non-web schemes, so compare scheme and host instead.
  return parsed.protocol === `${APP_SCHEME}:` && parsed.host === APP_HOST && parsed.username === '' && parsed.password === '';
}

export function isTrustedSender(event: SenderEventLike, window: WindowLike | null | undefined): boolean {
  if (!window || window.isDestroyed()) return false;
  const contents = window.webContents;
  if (contents.isDestroyed?.()) return false;
  if (event.sender !== undefined && event.sender !== contents) return false;
  const frame = event.senderFrame;
  // senderFrame is null once the frame navigated away or was destroyed.
  if (!frame || frame.detached) return false;
  if (frame !== contents.mainFrame) return false;
  if (!isAppUrl(frame.url)) return false;
  // Chromium's own view of the origin, when the frame reports it, must agree.
  if (frame.origin !== undefined && frame.origin !== `${APP_SCHEME}://${APP_HOST}`) return false;
  return true;
}

/** Each kind of window shows its own page: the payment window only gateway.html, the main window any other. */
export function showsPageOfKind(event: SenderEventLike, kind: 'main' | 'gateway'): boolean {
  const url = event.senderFrame?.url;
  if (!url) return false;
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return false;
  }
  return kind === 'gateway' ? path === '/gateway.html' : path !== '/gateway.html';
}
