import { describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EventEmitter } from 'node:events';
import { followSystemTheme, systemThemeReader, systemTrayTheme, trayIcon, trayMenuTemplate, type TrayIcon, type TrayTheme } from '../../../electron/main/tray.js';
import { confirmDialogOptions, dialogConfirmer } from '../../../electron/main/confirm-dialog.js';
import type { TrayModel } from '../../../electron/core/tray/model.js';

describe('tray adapter', () => {
  it('draws info lines disabled, separators, and actions that call back', () => {
    const actions = { open: vi.fn(), refresh: vi.fn(), checkCode: vi.fn(), lock: vi.fn(), quit: vi.fn() };
    const model: TrayModel = {
      tooltip: 'Satchel — $1.00',
      items: [
        { kind: 'info', label: 'Portfolio: $1.00' },
        { kind: 'separator' },
        { kind: 'action', action: 'refresh', label: 'Refresh', enabled: true },
        { kind: 'action', action: 'lock', label: 'Lock', enabled: false },
      ],
    };
    const template = trayMenuTemplate(model, actions);
    expect(template[0]).toEqual({ label: 'Portfolio: $1.00', enabled: false });
    expect(template[1]).toEqual({ type: 'separator' });
    expect(template[3]).toMatchObject({ label: 'Lock', enabled: false });
    (template[2]!.click as () => void)();
    expect(actions.refresh).toHaveBeenCalledTimes(1);
    expect(actions.lock).not.toHaveBeenCalled();
  });

});

const trayDir = path.resolve(import.meta.dirname, '../../../build/tray');
const require = createRequire(import.meta.url);
type Png = { width: number; height: number; data: Buffer };
const { PNG } = require('pngjs') as { PNG: { sync: { read(data: Buffer): Png } } };

/** Mean brightness (0 black … 1 white) of the glyph: its pixels weighted by how opaque they are. */
function glyphBrightness(rgba: Buffer): number {
  let sum = 0;
  let weight = 0;
  for (let at = 0; at < rgba.length; at += 4) {
    const alpha = rgba[at + 3]! / 255;
    sum += alpha * (0.2126 * rgba[at]! + 0.7152 * rgba[at + 1]! + 0.0722 * rgba[at + 2]!) / 255;
    weight += alpha;
  }
  expect(weight, 'the glyph has opaque pixels').toBeGreaterThan(10);
  return sum / weight;
}

/** The images of a Windows .ico: each entry's size and its pixels as RGBA (PNG or 32-bit DIB entries). */
function icoImages(data: Buffer): Png[] {
  expect([data.readUInt16LE(0), data.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: data.readUInt16LE(4) }, (_, k) => {
    const entry = 6 + 16 * k;
    const size = data[entry] || 256;
    const image = data.subarray(data.readUInt32LE(entry + 12), data.readUInt32LE(entry + 12) + data.readUInt32LE(entry + 8));
    if (image.subarray(1, 4).toString('latin1') === 'PNG') return PNG.sync.read(image);
    // A DIB: its header, then BGRA rows from the bottom up (the AND mask after them is not needed).
    expect(image.readUInt16LE(14), 'a 32-bit DIB').toBe(32);
    const pixels = image.subarray(image.readUInt32LE(0), image.readUInt32LE(0) + size * size * 4);
    const rgba = Buffer.alloc(pixels.length);
    for (let at = 0; at < pixels.length; at += 4) rgba.set([pixels[at + 2]!, pixels[at + 1]!, pixels[at]!, pixels[at + 3]!], at);
    return { width: size, height: size, data: rgba };
  });
}

describe('tray icon', () => {
  const theme = (dark: boolean, systemDark?: boolean) => Object.assign(new EventEmitter(), { shouldUseDarkColors: dark, shouldUseDarkColorsForSystemIntegratedUI: systemDark });

  it('macOS: a template image the menu bar tints, 16 px and its @2x', () => {
    for (const t of ['light', 'dark'] as const) expect(trayIcon('darwin', t)).toEqual({ file: 'trayTemplate.png', template: true });
    expect(PNG.sync.read(readFileSync(path.join(trayDir, 'trayTemplate.png')))).toMatchObject({ width: 16, height: 16 });
    expect(PNG.sync.read(readFileSync(path.join(trayDir, 'trayTemplate@2x.png')))).toMatchObject({ width: 32, height: 32 });
  });

  it('Linux: a 32 px PNG and its @2x per theme, a dark glyph on a light panel and a light one on a dark panel', () => {
    const files: Record<TrayTheme, string> = { light: 'tray-light-theme.png', dark: 'tray-dark-theme.png' };
    for (const t of ['light', 'dark'] as const) {
      const icon = trayIcon('linux', t);
      expect(icon).toEqual({ file: files[t], template: false });
      const png = PNG.sync.read(readFileSync(path.join(trayDir, icon.file)));
      expect([png.width, png.height]).toEqual([32, 32]);
      const retina = PNG.sync.read(readFileSync(path.join(trayDir, icon.file.replace('.png', '@2x.png'))));
      expect([retina.width, retina.height]).toEqual([64, 64]);
      for (const image of [png, retina]) {
        if (t === 'light') expect(glyphBrightness(image.data)).toBeLessThan(0.3);
        else expect(glyphBrightness(image.data)).toBeGreaterThan(0.9);
      }
    }
  });

  it('Windows: an .ico per theme with the sizes of 100 % to 300 % scaling, its glyph visible on that taskbar', () => {
    for (const t of ['light', 'dark'] as const) {
      const icon = trayIcon('win32', t);
      expect(icon).toEqual({ file: `tray-${t}-theme.ico`, template: false });
      const images = icoImages(readFileSync(path.join(trayDir, icon.file)));
      expect(images.map((i) => i.width)).toEqual(expect.arrayContaining([16, 20, 24, 32, 40, 48]));
      for (const image of images) {
        expect(image.height).toBe(image.width);
        if (t === 'light') expect(glyphBrightness(image.data)).toBeLessThan(0.3);
        else expect(glyphBrightness(image.data)).toBeGreaterThan(0.9);
      }
    }
  });

  it('Windows follows the taskbar’s (system) mode, not the apps’ mode; Linux the theme Electron reports', () => {
    expect(systemTrayTheme('win32', theme(false, true))).toBe('dark');
    expect(systemTrayTheme('win32', theme(true, false))).toBe('light');
    expect(systemTrayTheme('linux', theme(true))).toBe('dark');
    expect(systemTrayTheme('linux', theme(false, true))).toBe('light');
  });

  it('Linux: the panel keeps the system’s theme when a theme of the app’s own is chosen (Electron then reports the app’s), and follows the system again under “system”', () => {
    // Read before main applies the settings' theme (theme.ts), while themeSource is still 'system'.
    const native = Object.assign(new EventEmitter(), { shouldUseDarkColors: false, themeSource: 'system' as 'system' | 'light' | 'dark' });
    const read = systemThemeReader('linux', native);
    const drawn: TrayIcon[] = [];
    const stop = followSystemTheme('linux', native, read, (icon) => drawn.push(icon));
    Object.assign(native, { themeSource: 'dark', shouldUseDarkColors: true });
    native.emit('updated');
    expect(read()).toBe('light');
    expect(drawn).toEqual([]);
    // Back to the system's theme, which meanwhile turned dark: the panel's icon follows.
    native.themeSource = 'system';
    native.emit('updated');
    expect(read()).toBe('dark');
    expect(drawn).toEqual([{ file: 'tray-dark-theme.png', template: false }]);
    stop();
  });

  it('draws the other variant when the system theme changes, once per change; macOS needs nothing', () => {
    const native = theme(false, false);
    const drawn: TrayIcon[] = [];
    const stop = followSystemTheme('win32', native, systemThemeReader('win32', native), (icon) => drawn.push(icon));
    native.emit('updated');
    expect(drawn).toEqual([]);
    native.shouldUseDarkColorsForSystemIntegratedUI = true;
    native.emit('updated');
    native.emit('updated');
    expect(drawn).toEqual([{ file: 'tray-dark-theme.ico', template: false }]);
    stop();
    expect(native.listenerCount('updated')).toBe(0);

    const mac = theme(false);
    followSystemTheme('darwin', mac, systemThemeReader('darwin', mac), (icon) => drawn.push(icon));
    expect(mac.listenerCount('updated')).toBe(0);
  });
});

describe('native confirmation', () => {
  const request = { title: 'Remove account', message: 'Remove “Alice”?', detail: 'Its secret is deleted.', confirmLabel: 'Remove account' };

  it('states the question, and the safe answer is the default', () => {
    expect(confirmDialogOptions(request)).toEqual({
      type: 'question',
      title: 'Remove account',
      message: 'Remove “Alice”?',
      detail: 'Its secret is deleted.',
      buttons: ['Remove account', 'Don’t do it'],
      defaultId: 1,
      cancelId: 1,
      noLink: true,
    });
  });

  it('yes only for the confirm button', async () => {
    const session = { id: 's', kind: 'main' as const, emit: () => undefined };
    const yes = dialogConfirmer(async () => ({ response: 0, checkboxChecked: false }), () => null);
    const no = dialogConfirmer(async () => ({ response: 1, checkboxChecked: false }), () => null);
    const judge = async () => undefined;
    expect(await yes(session, request, judge)).toBe(true);
    expect(await no(session, request, judge)).toBe(false);
  });

  it('a question that needs the app password never goes to the message box (it has no text field)', async () => {
    const session = { id: 's', kind: 'main' as const, emit: () => undefined };
    const judge = async () => undefined;
    const showMessageBox = vi.fn(async () => ({ response: 0, checkboxChecked: false }));
    const asked: unknown[] = [];
    const withWindow = dialogConfirmer(showMessageBox, () => null, async (question, j) => (asked.push(question), j === judge));
    expect(await withWindow(session, { ...request, needsPassword: true }, judge)).toBe(true);
    expect(asked).toEqual([{ ...request, needsPassword: true }]);
    // Without a password window the only safe answer is no.
    expect(await dialogConfirmer(showMessageBox, () => null)(session, { ...request, needsPassword: true }, judge)).toBe(false);
    expect(showMessageBox).not.toHaveBeenCalled();
  });
});
