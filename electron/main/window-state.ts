/**
 * The main window opens where it was closed: its size, its place (on whichever monitor), and
 * whether it was maximised or full screen. Multi-monitor safe: a place on a monitor that is gone,
 * or one that would put the title bar out of reach, is not reused — the window opens centred at
 * its saved size, made to fit the screen it lands on. Decisions here, without Electron; the file
 * lives in the user-data folder (`window-state.json`), written whole (storage/json-file.ts).
 */
import type { Rectangle } from 'electron';
import { readJsonFile, writeJsonFile } from '../core/storage/json-file.js';

export const WINDOW_STATE_FILE = 'window-state.json';

export interface WindowState {
  /** The window's normal (not maximised) bounds. */
  bounds: Rectangle;
  maximized: boolean;
  fullScreen: boolean;
}

export interface WindowSize {
  width: number;
  height: number;
  minWidth: number;
  minHeight: number;
}

/** Where to open: no x/y means centred (Electron's default). */
export interface Placement {
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
  fullScreen: boolean;
}

/** Screen coordinates of any monitor arrangement fit well inside this; anything else is a damaged file. */
const MAX_COORDINATE = 100_000;
/** A window's title bar must show this much on a screen, to be grabbed and moved. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 24;

const isCoordinate = (n: unknown): n is number => Number.isInteger(n) && Math.abs(n as number) <= MAX_COORDINATE;
const isLength = (n: unknown): n is number => Number.isInteger(n) && (n as number) > 0 && (n as number) <= MAX_COORDINATE;

/** The saved state, or null when there is none or it is not one (a damaged or edited file changes nothing). */
export function parseWindowState(data: unknown): WindowState | null {
  if (typeof data !== 'object' || data === null) return null;
  const { bounds, maximized, fullScreen } = data as Record<string, unknown>;
  if (typeof bounds !== 'object' || bounds === null) return null;
  const { x, y, width, height } = bounds as Record<string, unknown>;
  if (!isCoordinate(x) || !isCoordinate(y) || !isLength(width) || !isLength(height)) return null;
  if (typeof maximized !== 'boolean' || typeof fullScreen !== 'boolean') return null;
  return { bounds: { x, y, width, height }, maximized, fullScreen };
}

function overlap(a: Rectangle, b: Rectangle): Rectangle | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

const area = (r: Rectangle | null): number => (r ? r.width * r.height : 0);

/** The size, no larger than the work area and no smaller than the window allows. */
function fitSize(width: number, height: number, work: Rectangle, size: WindowSize): { width: number; height: number } {
  return {
    width: Math.max(Math.min(width, work.width), Math.min(size.minWidth, work.width)),
    height: Math.max(Math.min(height, work.height), Math.min(size.minHeight, work.height)),
  };
}

/**
 * `workAreas`: each monitor's work area (screen.getAllDisplays()), the primary first. The saved
 * place is kept when its title bar shows on one of them; the window is then kept on the monitor
 * it mostly lies on, fitted to it. Otherwise: centred on the primary, at the saved size fitted.
 */
export function placeWindow(saved: WindowState | null, workAreas: Rectangle[], size: WindowSize): Placement {
  const primary = workAreas[0];
  if (!saved) {
    const fitted = primary ? fitSize(size.width, size.height, primary, size) : { width: size.width, height: size.height };
    return { ...fitted, maximized: false, fullScreen: false };
  }
  const { bounds } = saved;
  const titleBar: Rectangle = { x: bounds.x, y: bounds.y, width: bounds.width, height: GRAB_HEIGHT };
  const grabbable = workAreas.some((work) => {
    const seen = overlap(titleBar, work);
    return seen !== null && seen.width >= Math.min(GRAB_WIDTH, bounds.width) && seen.height >= GRAB_HEIGHT;
  });
  const flags = { maximized: saved.maximized, fullScreen: saved.fullScreen };
  if (!grabbable || !primary) {
    const fitted = primary ? fitSize(bounds.width, bounds.height, primary, size) : { width: bounds.width, height: bounds.height };
    return { ...fitted, ...flags };
  }
  const home = workAreas.reduce((best, work) => (area(overlap(bounds, work)) > area(overlap(bounds, best)) ? work : best));
  const fitted = fitSize(bounds.width, bounds.height, home, size);
  // Inside the monitor it lies on: moved back from the right and bottom edges, never above its top.
  const x = Math.max(home.x, Math.min(bounds.x, home.x + home.width - fitted.width));
  const y = Math.max(home.y, Math.min(bounds.y, home.y + home.height - fitted.height));
  return { x, y, ...fitted, ...flags };
}

/** What the keeper reads of a BrowserWindow (a fake in tests). */
export interface TrackedWindow {
  on(event: 'resize' | 'move' | 'maximize' | 'unmaximize' | 'enter-full-screen' | 'leave-full-screen' | 'close', listener: () => void): unknown;
  getNormalBounds(): Rectangle;
  isMaximized(): boolean;
  isFullScreen(): boolean;
  isDestroyed(): boolean;
}

/**
 * Saves the window's state while it moves and changes size (at most once per `delayMs`), and
 * at once when it closes. A write that fails (a full disk) loses only the new place.
 */
export function keepWindowState(window: TrackedWindow, file: string, options: { delayMs?: number; write?: (file: string, data: unknown) => boolean } = {}): () => void {
  const write = options.write ?? writeJsonFile;
  const delayMs = options.delayMs ?? 500;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (window.isDestroyed()) return;
    const state: WindowState = { bounds: window.getNormalBounds(), maximized: window.isMaximized(), fullScreen: window.isFullScreen() };
    write(file, state);
  };
  const later = (): void => {
    if (!timer) timer = setTimeout(save, delayMs);
  };
  for (const event of ['resize', 'move'] as const) window.on(event, later);
  for (const event of ['maximize', 'unmaximize', 'enter-full-screen', 'leave-full-screen', 'close'] as const) window.on(event, save);
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };
}

export function readWindowState(file: string): WindowState | null {
  return parseWindowState(readJsonFile(file));
}
