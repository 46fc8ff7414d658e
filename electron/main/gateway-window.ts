/**
 * The payment window's options, spelled out as the main window's are: sandboxed, isolated, no
 * Node, its own preload, and its own in-memory session partition (no cookie, storage or cache
 * shared with the wallet's window, nothing kept on disk). It is a child of the main window and
 * there is one at a time.
 */
import type { BrowserWindowConstructorOptions } from 'electron';
import { m } from '../../shared/i18n/language.js';
import { APP_ORIGIN } from './protocol.js';
import { secureWebPreferences } from './window-options.js';

/** Without "persist:", Electron keeps the partition in memory only. */
export const GATEWAY_PARTITION = 'satchel-gateway';
export const GATEWAY_ENTRY_URL = `${APP_ORIGIN}/gateway.html`;

export interface GatewayWindowInputs {
  /** Absolute path of the bundled payment-window preload (out/preload/gateway.cjs). */
  preload: string;
  /** The main window: the payment window is its child (stays above it, closes with it). */
  parent: unknown;
  backgroundColor?: string;
  devTools: boolean;
}

export function gatewayWindowOptions(inputs: GatewayWindowInputs): BrowserWindowConstructorOptions {
  return {
    width: 720,
    height: 760,
    minWidth: 420,
    minHeight: 480,
    title: m.main_payment_window_title(),
    parent: inputs.parent as BrowserWindowConstructorOptions['parent'],
    modal: false,
    show: false,
    backgroundColor: inputs.backgroundColor ?? '#111418',
    // The app's secure preferences, plus a session partition of its own.
    webPreferences: { ...secureWebPreferences(inputs.preload, inputs.devTools), partition: GATEWAY_PARTITION },
  };
}
