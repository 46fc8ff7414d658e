import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuItemConstructorOptions } from 'electron';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EventBus } from '../../../electron/core/base/events.js';
import { followLanguage } from '../../../shared/i18n/language.js';
import { aboutText, applicationMenu, contextMenu, followLockAvailability, SATCHEL_LICENSE, viewAccelerator } from '../../../electron/main/menu.js';

type Item = MenuItemConstructorOptions;
const submenu = (item: Item) => item.submenu as Item[];
const names = (items: Item[]) => items.map((i) => (i.type === 'separator' ? '—' : (i.label ?? i.role)));
/** What the items do: Electron's role where there is one (its label is in the language now). */
const roles = (items: Item[]) => items.map((i) => (i.type === 'separator' ? '—' : (i.role ?? i.label)));
const find = (items: Item[], label: string): Item => {
  for (const item of items) {
    if (item.label === label) return item;
    const inner = Array.isArray(item.submenu) ? find(item.submenu, label).label === label : false;
    if (inner) return find(item.submenu as Item[], label);
  }
  return {};
};

function build(platform: NodeJS.Platform, development = false, canLock = true) {
  const actions = { command: vi.fn(), about: vi.fn(), showLogs: vi.fn() };
  return { menu: applicationMenu({ platform, appName: 'Satchel', development, canLock }, actions), actions };
}

describe('application menu', () => {
  it('on macOS: the app menu with About, Settings… ⌘, Lock, Hide and Quit, then Edit, View, Go, Window, Help', () => {
    const { menu, actions } = build('darwin');
    expect(names(menu)).toEqual(['Satchel', 'Edit', 'View', 'Go', 'Window', 'Help']);
    expect(names(submenu(menu[0]!))).toEqual(['About Satchel', '—', 'Settings…', 'Lock Satchel', '—', 'services', '—', 'hide', 'hideOthers', 'unhide', '—', 'quit']);
    const settings = find(menu, 'Settings…');
    expect(settings.accelerator).toBe('CmdOrCtrl+,');
    // A key equivalent goes to the menu first on macOS: registered there.
    expect(settings.registerAccelerator).toBeUndefined();
    (settings.click as () => void)();
    expect(actions.command).toHaveBeenCalledWith({ kind: 'view', view: 'settings' });
    // About is macOS's own panel (app.setAboutPanelOptions, about.ts); the shortcuts box is under Help.
    expect(find(menu, 'About Satchel')).toEqual({ label: 'About Satchel', role: 'about' });
    (find(menu, 'Keyboard Shortcuts…').click as () => void)();
    expect(actions.about).toHaveBeenCalledTimes(1);
  });

  it('on Windows and Linux: File with Settings, Lock and Quit; shortcuts shown, left to the window', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const { menu, actions } = build(platform);
      expect(names(menu)).toEqual(['&File', '&Edit', '&View', '&Go', '&Window', '&Help']);
      expect(names(submenu(menu[0]!))).toEqual(['Settings', 'Lock Satchel', '—', 'Quit Satchel']);
      const lock = find(menu, 'Lock Satchel');
      expect(lock).toMatchObject({ accelerator: 'CmdOrCtrl+L', registerAccelerator: false });
      (lock.click as () => void)();
      expect(actions.command).toHaveBeenCalledWith({ kind: 'lock' });
      expect(names(submenu(menu[5]!))).toEqual(['Show Logs', 'Export Diagnostics…', '—', 'About Satchel']);
      (find(menu, 'Show Logs').click as () => void)();
      expect(actions.showLogs).toHaveBeenCalledTimes(1);
    }
  });

  it('Lock is offered only with an app password set and the app unlocked', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      expect(find(build(platform, false, true).menu, 'Lock Satchel')).toMatchObject({ id: 'lock', enabled: true, accelerator: 'CmdOrCtrl+L' });
      expect(find(build(platform, false, false).menu, 'Lock Satchel')).toMatchObject({ id: 'lock', enabled: false });
    }
  });

  it('draws the menu again when Lock becomes possible or not: a password set or removed, locked or unlocked', () => {
    const events = new EventBus();
    const status = { hasPassword: false, locked: false, retryInMs: 0 };
    const drawn: boolean[] = [];
    const stop = followLockAvailability(events, () => status, (canLock) => drawn.push(canLock));
    expect(drawn).toEqual([false]);
    // Settings change for other reasons too: nothing to draw then.
    events.emit('settings.changed', {} as never);
    expect(drawn).toEqual([false]);
    status.hasPassword = true;
    events.emit('settings.changed', {} as never);
    expect(drawn).toEqual([false, true]);
    status.locked = true;
    events.emit('lock.changed', { ...status });
    status.locked = false;
    events.emit('lock.changed', { ...status });
    expect(drawn).toEqual([false, true, false, true]);
    stop();
    status.hasPassword = false;
    events.emit('settings.changed', {} as never);
    expect(drawn).toEqual([false, true, false, true]);
  });

  it('Help exports the diagnostics through the main window (its save dialog, its words on how it went), on every system', () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      const { menu, actions } = build(platform);
      const help = submenu(menu[5]!);
      expect(names(help)).toContain('Export Diagnostics…');
      (find(help, 'Export Diagnostics…').click as () => void)();
      expect(actions.command).toHaveBeenCalledWith({ kind: 'exportDiagnostics' });
    }
    expect(names(submenu(build('darwin').menu[5]!))).toEqual(['Keyboard Shortcuts…', 'Show Logs', 'Export Diagnostics…']);
  });

  it('Edit has undo, cut, copy, paste and select all, so a mouse can paste an address', () => {
    const { menu } = build('linux');
    expect(roles(submenu(menu[1]!))).toEqual(['undo', 'redo', '—', 'cut', 'copy', 'paste', 'delete', '—', 'selectAll']);
    expect(names(submenu(menu[1]!))).toEqual(['Undo', 'Redo', '—', 'Cut', 'Copy', 'Paste', 'Delete', '—', 'Select All']);
  });

  it('View offers zoom and full screen; reload and developer tools only in development', () => {
    expect(roles(submenu(build('linux').menu[2]!))).toEqual(['resetZoom', 'zoomIn', 'zoomOut', '—', 'togglefullscreen']);
    expect(roles(submenu(build('linux', true).menu[2]!)).slice(0, 2)).toEqual(['reload', 'toggleDevTools']);
  });

  it('Go opens each view with Ctrl/⌘+1 … 9 in the navigation’s order, and finds a market with Ctrl/⌘+K', () => {
    const { menu, actions } = build('win32');
    const go = submenu(menu[3]!);
    expect(names(go)).toEqual(['Markets', 'Balances', 'Orders', 'Deposit', 'Withdraw', 'History', 'Fiat', 'Transfer codes', 'Currencies', 'Fees', 'Policies', '—', 'Find a market']);
    expect(go.slice(0, 9).map((i) => i.accelerator)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `CmdOrCtrl+${n}`));
    expect(go[9]!.accelerator).toBeUndefined();
    expect(viewAccelerator('settings')).toBeUndefined();
    (go[7]!.click as () => void)();
    expect(actions.command).toHaveBeenLastCalledWith({ kind: 'view', view: 'codes' });
    (find(menu, 'Find a market').click as () => void)();
    expect(actions.command).toHaveBeenLastCalledWith({ kind: 'find' });
  });
});

describe('context menu', () => {
  const flags = { canCut: true, canCopy: true, canPaste: true, canSelectAll: true };
  it('in a text field: cut, copy, paste and select all, as the field allows', () => {
    expect(roles(contextMenu({ isEditable: true, selectionText: '', editFlags: flags }))).toEqual(['cut', 'copy', 'paste', '—', 'selectAll']);
    // A password field: nothing to cut or copy out of it.
    const password = contextMenu({ isEditable: true, selectionText: '', editFlags: { ...flags, canCut: false, canCopy: false } });
    expect(password.filter((i) => i.enabled === false).map((i) => i.role)).toEqual(['cut', 'copy']);
  });

  it('on selected text: copy; anywhere else: no menu', () => {
    expect(roles(contextMenu({ isEditable: false, selectionText: 'bc1q…', editFlags: flags }))).toEqual(['copy']);
    expect(contextMenu({ isEditable: false, selectionText: '  ', editFlags: flags })).toEqual([]);
  });
});

describe('the menus in the language now', () => {
  afterEach(() => followLanguage(() => 'en'));

  it('say every label in Ukrainian when Satchel speaks Ukrainian, with the same roles and access keys', () => {
    const flags = { canCut: true, canCopy: true, canPaste: true, canSelectAll: true };
    followLanguage(() => 'uk');
    const { menu } = build('linux');
    expect(names(menu)).toEqual(['&Файл', '&Редагування', '&Вигляд', '&Перейти', '&Вікно', '&Довідка']);
    expect(names(submenu(menu[0]!))).toEqual(['Налаштування', 'Заблокувати Satchel', '—', 'Вийти з Satchel']);
    expect(names(submenu(menu[3]!)).slice(0, 3)).toEqual(['Ринки', 'Баланси', 'Ордери']);
    expect(roles(submenu(menu[1]!))).toEqual(['undo', 'redo', '—', 'cut', 'copy', 'paste', 'delete', '—', 'selectAll']);
    expect(names(contextMenu({ isEditable: true, selectionText: '', editFlags: flags }))).toEqual(['Вирізати', 'Копіювати', 'Вставити', '—', 'Виділити все']);
    followLanguage(() => 'ru');
    expect(names(build('darwin').menu)).toEqual(['Satchel', 'Правка', 'Вид', 'Переход', 'Окно', 'Справка']);
  });
});

describe('About', () => {
  it('names the versions, the licence, where the settings are, the demo, and the shortcuts', () => {
    const about = aboutText({
      appName: 'Satchel',
      version: '0.1.0',
      versions: { electron: '45.4.1', chrome: '142.0', node: '22.20.0' },
      license: 'MIT',
      settingsFolder: '/home/a/.config/Satchel',
      demo: true,
      platform: 'linux',
    });
    expect(about.title).toBe('About Satchel');
    expect(about.message).toBe('Satchel 0.1.0');
    expect(about.detail).toContain('Version 0.1.0 — running on the demo servers (no real money)');
    expect(about.detail).toContain('Electron 45.4.1 · Chromium 142.0 · Node.js 22.20.0');
    expect(about.detail).toContain('Licence: MIT');
    expect(about.detail).toContain('Settings and data: /home/a/.config/Satchel');
    expect(about.detail).toContain('Ctrl+L  lock Satchel');
    expect(aboutText({ appName: 'Satchel', version: '1', versions: {}, license: 'MIT', settingsFolder: '/x', demo: false, platform: 'darwin' }).detail).toContain('⌘K  find a market');
  });
});

it('the About box names the licence package.json gives', () => {
  const metadata = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../../package.json'), 'utf8')) as { license: string };
  expect(SATCHEL_LICENSE).toBe(metadata.license);
});
