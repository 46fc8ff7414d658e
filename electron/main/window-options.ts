/**
 * The main window's options: every web preference that matters for security is spelled out,
 * even where it is Electron's default, so a reader (and a test) sees it in one place.
 */
import type { BrowserWindowConstructorOptions } from 'electron';

export interface MainWindowInputs {
  /** Absolute path of the bundled preload (out/preload/index.cjs). */
  preload: string;
  /** The window's icon on Linux and Windows (macOS takes the bundle's). */
  icon?: string;
  /** Dark or light background before the page paints, to avoid a white flash. */
  backgroundColor?: string;
  devTools: boolean;
  /** Where it opens (window-state.ts): the last place and size; centred when x and y are absent. */
  bounds?: { x?: number; y?: number; width: number; height: number };
}

/** The first size, and the smallest the window may be made. */
export const MAIN_WINDOW_SIZE = { width: 1280, height: 820, minWidth: 880, minHeight: 560 } as const;

export function mainWindowOptions(inputs: MainWindowInputs): BrowserWindowConstructorOptions {
  return {
    ...MAIN_WINDOW_SIZE,
    ...(inputs.bounds ?? {}),
    title: 'Satchel',
    // Shown once the first paint is ready, not as an empty frame.
    show: false,
    backgroundColor: inputs.backgroundColor ?? '#111418',
    ...(inputs.icon ? { icon: inputs.icon } : {}),
    webPreferences: secureWebPreferences(inputs.preload, inputs.devTools),
  };
}

/**
 * What every window of the app gets, whatever its kind: its preload in an isolated world, a
 * sandboxed renderer, no Node anywhere, web security on, no <webview>, and developer tools only
 * in development builds (a packaged wallet has no console to paste into).
 */
export function secureWebPreferences(preload: string, devTools: boolean): NonNullable<BrowserWindowConstructorOptions['webPreferences']> {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    safeDialogs: true,
    spellcheck: false,
    devTools,
  };
}
