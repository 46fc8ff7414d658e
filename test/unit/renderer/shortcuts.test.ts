import { describe, expect, it } from 'vitest';
import { applicationMenu } from '../../../electron/main/menu.js';
import { commandOfKey, isMac } from '../../../renderer/common/shortcuts.js';

const press = (key: string, mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean; shiftKey: boolean }> = {}) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
});

describe('keyboard shortcuts', () => {
  it('Ctrl on Windows and Linux, ⌘ on macOS: the views, Settings, Find and Lock', () => {
    expect(commandOfKey(press('1', { ctrlKey: true }), false)).toEqual({ kind: 'view', view: 'markets' });
    expect(commandOfKey(press('8', { ctrlKey: true }), false)).toEqual({ kind: 'view', view: 'codes' });
    expect(commandOfKey(press(',', { ctrlKey: true }), false)).toEqual({ kind: 'view', view: 'settings' });
    expect(commandOfKey(press('K', { ctrlKey: true }), false)).toEqual({ kind: 'find' });
    expect(commandOfKey(press('l', { metaKey: true }), true)).toEqual({ kind: 'lock' });
    expect(commandOfKey(press('l', { ctrlKey: true }), true)).toBeNull();
    expect(commandOfKey(press('l', { metaKey: true }), false)).toBeNull();
  });

  it('leaves every other key alone: typing, Shift or Alt held, and keys it has no use for', () => {
    expect(commandOfKey(press('l'), false)).toBeNull();
    expect(commandOfKey(press('l', { ctrlKey: true, shiftKey: true }), false)).toBeNull();
    expect(commandOfKey(press('1', { ctrlKey: true, altKey: true }), false)).toBeNull();
    expect(commandOfKey(press('c', { ctrlKey: true }), false)).toBeNull();
    expect(commandOfKey(press('v', { ctrlKey: true }), false)).toBeNull();
    expect(commandOfKey(press('0', { ctrlKey: true }), false)).toBeNull();
  });

  it('are the ones the desktop menu shows, every one of them', () => {
    let sent: unknown = null;
    const menu = applicationMenu({ platform: 'linux', appName: 'Satchel', development: false, canLock: true }, { command: (c) => (sent = c), about: () => undefined, showLogs: () => undefined });
    const withKeys: Electron.MenuItemConstructorOptions[] = [];
    const walk = (items: Electron.MenuItemConstructorOptions[]) => {
      for (const item of items) {
        if (item.accelerator && item.click) withKeys.push(item);
        if (Array.isArray(item.submenu)) walk(item.submenu);
      }
    };
    walk(menu);
    expect(withKeys).toHaveLength(12);
    for (const item of withKeys) {
      (item.click as () => void)();
      const key = String(item.accelerator).replace('CmdOrCtrl+', '');
      expect(commandOfKey(press(key, { ctrlKey: true }), false), String(item.accelerator)).toEqual(sent);
    }
  });

  it('knows a Mac by its platform name', () => {
    expect(isMac('MacIntel')).toBe(true);
    expect(isMac('Linux x86_64')).toBe(false);
    expect(isMac('Win32')).toBe(false);
  });
});
