/**
 * The tray icon draws the core's tray model (electron/core/tray/model.ts) and nothing more; its
 * image is chosen here so that it can be seen on the taskbar, panel or menu bar it sits on.
 */
import type { MenuItemConstructorOptions } from 'electron';
import type { TrayAction, TrayModel } from '../core/tray/model.js';

export type TrayActions = Record<TrayAction, () => void>;

export function trayMenuTemplate(model: TrayModel, actions: TrayActions): MenuItemConstructorOptions[] {
  return model.items.map((item): MenuItemConstructorOptions => {
    if (item.kind === 'separator') return { type: 'separator' };
    if (item.kind === 'info') return { label: item.label, enabled: false };
    return { label: item.label, enabled: item.enabled, click: () => actions[item.action]() };
  });
}

/** The theme of the system's own surfaces (taskbar, panel), which the tray icon must stand out on. */
export type TrayTheme = 'light' | 'dark';

/** What the tray reads of Electron's `nativeTheme`. */
export interface SystemTheme {
  readonly shouldUseDarkColors: boolean;
  readonly shouldUseDarkColorsForSystemIntegratedUI?: boolean;
  /** The app's theme choice (theme.ts sets it from the settings); absent: 'system'. */
  readonly themeSource?: 'system' | 'light' | 'dark';
  on(event: 'updated', listener: () => void): unknown;
  removeListener(event: 'updated', listener: () => void): unknown;
}

/**
 * Windows has two modes: the apps' and the system's (taskbar, Start); the tray sits on the
 * system's, which the app's own theme choice (`themeSource`) does not change. Elsewhere Electron
 * reports one theme: the system's (on Linux the GTK theme's) while `themeSource` is 'system', the
 * app's once a theme is chosen in Settings.
 */
export function systemTrayTheme(platform: NodeJS.Platform, theme: SystemTheme): TrayTheme {
  const dark = platform === 'win32' ? (theme.shouldUseDarkColorsForSystemIntegratedUI ?? theme.shouldUseDarkColors) : theme.shouldUseDarkColors;
  return dark ? 'dark' : 'light';
}

/**
 * The theme of the panel the tray sits on, now. On Linux the system's theme is known only while
 * `themeSource` is 'system', so the last one seen then is kept: make the reader before main
 * applies the settings' theme (theme.ts), and a Satchel set to Dark keeps a light panel's dark
 * icon. A change of the system's theme while a theme of the app's own is chosen is seen when the
 * app goes back to 'system', or at the next start.
 */
export function systemThemeReader(platform: NodeJS.Platform, theme: SystemTheme): () => TrayTheme {
  if (platform === 'win32' || platform === 'darwin') return () => systemTrayTheme(platform, theme);
  let seen = systemTrayTheme(platform, theme);
  return () => {
    if ((theme.themeSource ?? 'system') === 'system') seen = systemTrayTheme(platform, theme);
    return seen;
  };
}

/** A file of build/tray (resources/tray when packaged), and whether it is a macOS template image. */
export interface TrayIcon {
  file: string;
  template: boolean;
}

/**
 * macOS: a template image, which the menu bar tints itself (its @2x sibling is found by name).
 * Windows: an .ico holding every scaling's size; Linux: a PNG with its @2x. Both drawn per theme:
 * a dark glyph on a light taskbar or panel, a white one on a dark one.
 */
export function trayIcon(platform: NodeJS.Platform, theme: TrayTheme): TrayIcon {
  if (platform === 'darwin') return { file: 'trayTemplate.png', template: true };
  return { file: `tray-${theme}-theme.${platform === 'win32' ? 'ico' : 'png'}`, template: false };
}

/**
 * Draws the tray's icon again whenever the system's theme changes to one that needs the other
 * variant (`nativeTheme`'s 'updated'). macOS tints its template image itself: nothing to follow.
 * Returns the function that stops following.
 */
export function followSystemTheme(platform: NodeJS.Platform, theme: SystemTheme, read: () => TrayTheme, draw: (icon: TrayIcon) => void): () => void {
  if (platform === 'darwin') return () => undefined;
  let drawn = trayIcon(platform, read()).file;
  const updated = () => {
    const icon = trayIcon(platform, read());
    if (icon.file === drawn) return;
    drawn = icon.file;
    draw(icon);
  };
  theme.on('updated', updated);
  return () => void theme.removeListener('updated', updated);
}
