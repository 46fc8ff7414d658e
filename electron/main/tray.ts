/**
 * The tray icon draws the core's tray model (electron/core/tray/model.ts) and nothing more.
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

/** The tray image for this platform: a template image on macOS, which follows the menu bar's colour. */
export function trayIconName(platform: NodeJS.Platform): string {
  return platform === 'darwin' ? 'trayTemplate.png' : 'trayTemplate@2x.png';
}
