import { EventEmitter } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepWindowState, parseWindowState, placeWindow, readWindowState, type WindowState } from '../../../electron/main/window-state.js';

const SIZE = { width: 1280, height: 820, minWidth: 880, minHeight: 560 };
// A laptop (primary, with a menu bar / task bar taken off its work area) and a monitor on its left.
const LAPTOP = { x: 0, y: 25, width: 1440, height: 875 };
const LEFT = { x: -1920, y: 0, width: 1920, height: 1040 };
const state = (x: number, y: number, width: number, height: number, flags: Partial<WindowState> = {}): WindowState => ({
  bounds: { x, y, width, height },
  maximized: false,
  fullScreen: false,
  ...flags,
});

describe('where the main window opens', () => {
  it('the first time: the default size, centred (no place given), fitted to a small screen', () => {
    expect(placeWindow(null, [LAPTOP], SIZE)).toEqual({ width: 1280, height: 820, maximized: false, fullScreen: false });
    expect(placeWindow(null, [{ x: 0, y: 0, width: 1024, height: 700 }], SIZE)).toEqual({ width: 1024, height: 700, maximized: false, fullScreen: false });
  });

  it('where it was, on the monitor it was on, left of the primary one included', () => {
    expect(placeWindow(state(100, 60, 1000, 700), [LAPTOP, LEFT], SIZE)).toEqual({ x: 100, y: 60, width: 1000, height: 700, maximized: false, fullScreen: false });
    expect(placeWindow(state(-1800, 40, 1200, 800), [LAPTOP, LEFT], SIZE)).toMatchObject({ x: -1800, y: 40, width: 1200, height: 800 });
  });

  it('centred on the primary monitor when the monitor it was on is gone, at its size', () => {
    const placed = placeWindow(state(-1800, 40, 1200, 800), [LAPTOP], SIZE);
    expect(placed).toEqual({ width: 1200, height: 800, maximized: false, fullScreen: false });
  });

  it('not with its title bar out of reach: above the screen, or only a sliver showing', () => {
    expect(placeWindow(state(200, -600, 1000, 700), [LAPTOP], SIZE)).not.toHaveProperty('x');
    expect(placeWindow(state(1400, 100, 1000, 700), [LAPTOP], SIZE)).not.toHaveProperty('x');
  });

  it('fitted to the monitor it lies on, and moved back inside its edges', () => {
    expect(placeWindow(state(400, 200, 2500, 1600), [LAPTOP], SIZE)).toEqual({ x: 0, y: 25, width: 1440, height: 875, maximized: false, fullScreen: false });
    expect(placeWindow(state(900, 500, 1000, 700), [LAPTOP], SIZE)).toMatchObject({ x: 440, y: 200, width: 1000, height: 700 });
  });

  it('never smaller than the window allows, unless the screen is', () => {
    expect(placeWindow(state(10, 40, 300, 200), [LAPTOP], SIZE)).toMatchObject({ width: 880, height: 560 });
  });

  it('maximised or full screen again, as it was left', () => {
    expect(placeWindow(state(100, 60, 1000, 700, { maximized: true }), [LAPTOP], SIZE).maximized).toBe(true);
    expect(placeWindow(state(-1800, 40, 1000, 700, { fullScreen: true }), [LAPTOP], SIZE).fullScreen).toBe(true);
  });
});

describe('the saved state file', () => {
  it('is not believed when damaged or edited: nonsense reads as nothing saved', () => {
    expect(parseWindowState(undefined)).toBeNull();
    expect(parseWindowState('x')).toBeNull();
    expect(parseWindowState({ bounds: { x: 0, y: 0, width: 800, height: 600 } })).toBeNull();
    for (const bad of [Number.NaN, 1e9, -1e9, 1.5, '10', null]) {
      expect(parseWindowState({ bounds: { x: bad, y: 0, width: 800, height: 600 }, maximized: false, fullScreen: false })).toBeNull();
    }
    expect(parseWindowState({ bounds: { x: 0, y: 0, width: 0, height: 600 }, maximized: false, fullScreen: false })).toBeNull();
    const good = state(-10, 20, 800, 600, { maximized: true });
    expect(parseWindowState(JSON.parse(JSON.stringify(good)))).toEqual(good);
  });
});

class FakeWindow extends EventEmitter {
  bounds = { x: 10, y: 20, width: 900, height: 600 };
  maximized = false;
  fullScreen = false;
  destroyed = false;
  getNormalBounds = () => ({ ...this.bounds });
  isMaximized = () => this.maximized;
  isFullScreen = () => this.fullScreen;
  isDestroyed = () => this.destroyed;
}

describe('keeping the state while the window is used', () => {
  let dir: string | null = null;
  afterEach(async () => {
    vi.useRealTimers();
    if (dir) await rm(dir, { recursive: true, force: true });
    dir = null;
  });

  it('saves once after moving and resizing settle, at once on maximise and on close, and reads back what it saved', async () => {
    vi.useFakeTimers();
    dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-window-'));
    const file = path.join(dir, 'window-state.json');
    const window = new FakeWindow();
    const writes: unknown[] = [];
    const stop = keepWindowState(window, file, { delayMs: 500, write: (f, data) => (writes.push(data), f === file) });
    window.emit('move');
    window.bounds = { x: 50, y: 60, width: 1000, height: 700 };
    window.emit('resize');
    window.emit('move');
    expect(writes).toHaveLength(0);
    vi.advanceTimersByTime(500);
    expect(writes).toEqual([state(50, 60, 1000, 700)]);
    window.maximized = true;
    window.emit('maximize');
    // Maximised, the normal bounds are kept: un-maximising later returns to them.
    expect(writes.at(-1)).toEqual(state(50, 60, 1000, 700, { maximized: true }));
    window.emit('close');
    expect(writes).toHaveLength(3);
    stop();
    vi.useRealTimers();

    const real = keepWindowState(window, file);
    window.emit('close');
    real();
    expect(readWindowState(file)).toEqual(state(50, 60, 1000, 700, { maximized: true }));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual(state(50, 60, 1000, 700, { maximized: true }));
    await writeFile(file, '{"bounds":');
    expect(readWindowState(file)).toBeNull();
  });

  it('writes nothing for a window already destroyed', () => {
    const window = new FakeWindow();
    const write = vi.fn(() => true);
    keepWindowState(window, '/nowhere', { write });
    window.destroyed = true;
    window.emit('close');
    expect(write).not.toHaveBeenCalled();
  });
});
