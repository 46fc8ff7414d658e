/**
 * The desktop app's menus, decided without Electron: the application menu per platform (macOS's
 * app menu with About, Settings… ⌘, Lock (only with an app password) and Quit; Edit; View with zoom and full screen, reload only
 * in development; Go with the views and Find; Window; Help with Show Logs and Export
 * Diagnostics…), the context menu of text (cut,
 * copy, paste and select all where the field allows, so a mouse can paste an address or a key),
 * and the About box's text. index.ts builds them with Electron's Menu.
 *
 * The shortcuts are the window's own (renderer/common/shortcuts.ts), so browser mode has them
 * too; the menu shows them. On Windows and Linux the menu does not register them
 * (`registerAccelerator: false`): the key reaches the page, which runs it once. On macOS a key
 * equivalent always goes to the menu first, which sends the same command to the page.
 */
import type { MenuItemConstructorOptions } from 'electron';
import { APP_VIEWS, type AppCommand, type AppView, type LockStatus } from '../../shared/contract/index.js';
import type { CoreEvents } from '../core/base/events.js';
import { m } from '../../shared/i18n/language.js';

/** package.json's licence (menu.test.ts holds them together), for the About box. */
export const SATCHEL_LICENSE = 'MIT';

export interface MenuInputs {
  platform: NodeJS.Platform;
  appName: string;
  /** Development build: Reload and the developer tools are offered (a packaged wallet has neither). */
  development: boolean;
  /** Lock is offered (`canLock`): an app password is set and the app is unlocked. */
  canLock: boolean;
}

export interface MenuActions {
  /** Sends the command to the main window (opening it if it is hidden or closed). */
  command(command: AppCommand): void;
  about(): void;
  /** Opens the folder of the log file (logs/ in the user-data folder) in the system's file manager. */
  showLogs(): void;
}

/** The views' names, in the language now (the same words as the window's navigation). */
const VIEW_LABELS: Record<AppView, () => string> = {
  markets: m.nav_markets,
  balances: m.nav_balances,
  orders: m.nav_orders,
  deposit: m.nav_deposit,
  withdraw: m.nav_withdraw,
  history: m.nav_history,
  fiat: m.nav_fiat,
  codes: m.title_codes,
  currencies: m.nav_currencies,
  fees: m.nav_fees,
  policies: m.nav_policies,
  settings: m.nav_settings,
};

/** Shortcut of a view in the Go menu: the first nine, in the navigation's order. */
export function viewAccelerator(view: AppView): string | undefined {
  const index = APP_VIEWS.indexOf(view);
  return index >= 0 && index < 9 ? `CmdOrCtrl+${index + 1}` : undefined;
}

export function applicationMenu(inputs: MenuInputs, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = inputs.platform === 'darwin';
  // The window runs these keys itself on Windows and Linux; the menu only shows them there.
  const shortcut = (accelerator: string | undefined): Partial<MenuItemConstructorOptions> =>
    accelerator ? { accelerator, ...(mac ? {} : { registerAccelerator: false }) } : {};
  const settings: MenuItemConstructorOptions = {
    label: mac ? m.menu_settings_mac() : m.nav_settings(),
    ...shortcut('CmdOrCtrl+,'),
    click: () => actions.command({ kind: 'view', view: 'settings' }),
  };
  const lock: MenuItemConstructorOptions = { id: 'lock', label: m.menu_lock(), ...shortcut('CmdOrCtrl+L'), enabled: inputs.canLock, click: () => actions.command({ kind: 'lock' }) };
  // macOS's own About panel (its options: about.ts); elsewhere the About box below.
  const aboutLabel = m.menu_about({ app: inputs.appName });
  const about: MenuItemConstructorOptions = mac ? { label: aboutLabel, role: 'about' } : { label: aboutLabel, click: () => actions.about() };
  // Windows and Linux underline the letter after '&' (Alt+F opens File).
  const top = (label: string): string => (mac ? label : `&${label}`);

  const menus: MenuItemConstructorOptions[] = [];
  if (mac) {
    menus.push({
      label: inputs.appName,
      submenu: [about, { type: 'separator' }, settings, lock, { type: 'separator' }, { role: 'services' }, { type: 'separator' }, { role: 'hide' }, { role: 'hideOthers' }, { role: 'unhide' }, { type: 'separator' }, { role: 'quit' }],
    });
  } else {
    menus.push({ label: top(m.menu_file()), submenu: [settings, lock, { type: 'separator' }, { role: 'quit', label: m.menu_quit() }] });
  }
  menus.push({
    label: top(m.menu_edit()),
    submenu: [
      { role: 'undo', label: m.menu_undo() },
      { role: 'redo', label: m.menu_redo() },
      { type: 'separator' },
      { role: 'cut', label: m.menu_cut() },
      { role: 'copy', label: m.menu_copy() },
      { role: 'paste', label: m.menu_paste() },
      ...(mac ? [{ role: 'pasteAndMatchStyle' } as const] : []),
      { role: 'delete', label: m.menu_delete() },
      { type: 'separator' },
      { role: 'selectAll', label: m.menu_select_all() },
    ],
  });
  menus.push({
    label: top(m.menu_view()),
    submenu: [
      ...(inputs.development ? [{ role: 'reload' } as const, { role: 'toggleDevTools' } as const, { type: 'separator' } as const] : []),
      { role: 'resetZoom', label: m.menu_reset_zoom() },
      { role: 'zoomIn', label: m.menu_zoom_in() },
      { role: 'zoomOut', label: m.menu_zoom_out() },
      { type: 'separator' },
      { role: 'togglefullscreen', label: m.menu_full_screen() },
    ],
  });
  menus.push({
    label: top(m.menu_go()),
    submenu: [
      ...APP_VIEWS.filter((view) => view !== 'settings').map(
        (view): MenuItemConstructorOptions => ({ label: VIEW_LABELS[view](), ...shortcut(viewAccelerator(view)), click: () => actions.command({ kind: 'view', view }) }),
      ),
      { type: 'separator' },
      { label: m.menu_find_market(), ...shortcut('CmdOrCtrl+K'), click: () => actions.command({ kind: 'find' }) },
    ],
  });
  menus.push({
    label: top(m.menu_window()),
    submenu: mac ? [{ role: 'minimize', label: m.menu_minimize() }, { role: 'zoom' }, { type: 'separator' }, { role: 'front' }] : [{ role: 'minimize', label: m.menu_minimize() }, { role: 'close', label: m.menu_close() }],
  });
  const showLogs: MenuItemConstructorOptions = { label: m.menu_show_logs(), click: () => actions.showLogs() };
  // The window asks main for the report and says how it went; main's save dialog comes in between.
  const diagnostics: MenuItemConstructorOptions = { label: m.menu_export_diagnostics(), click: () => actions.command({ kind: 'exportDiagnostics' }) };
  menus.push({
    label: top(m.menu_help()),
    role: 'help',
    submenu: mac ? [{ label: m.menu_shortcuts(), click: () => actions.about() }, showLogs, diagnostics] : [showLogs, diagnostics, { type: 'separator' }, about],
  });
  return menus;
}

/** Lock means something only with a password set, and not while locked (as the tray's Lock). */
export function canLock(status: Pick<LockStatus, 'hasPassword' | 'locked'>): boolean {
  return status.hasPassword && !status.locked;
}

/**
 * Calls `draw` with `canLock` now and again each time it or the language changes: a password set
 * or removed, or another language (`settings.changed`), the app locked or unlocked
 * (`lock.changed`). The menu is built anew rather than its item changed in place, which Linux's
 * menu bar does not always show. Returns the function that stops following.
 */
export function followLockAvailability(
  events: CoreEvents,
  status: () => Pick<LockStatus, 'hasPassword' | 'locked'>,
  draw: (canLock: boolean) => void,
  language: () => string = () => '',
): () => void {
  let drawn = { canLock: canLock(status()), language: language() };
  draw(drawn.canLock);
  const check = () => {
    const now = { canLock: canLock(status()), language: language() };
    if (now.canLock === drawn.canLock && now.language === drawn.language) return;
    drawn = now;
    draw(now.canLock);
  };
  const stops = [events.on('settings.changed', check), events.on('lock.changed', check)];
  return () => stops.forEach((stop) => stop());
}

/** What Electron tells of a right click (the parts of `ContextMenuParams` used here). */
export interface ContextParams {
  isEditable: boolean;
  selectionText: string;
  editFlags: { canCut: boolean; canCopy: boolean; canPaste: boolean; canSelectAll: boolean };
}

/**
 * In a text field: cut, copy, paste, select all, each enabled as the field allows (a password
 * field allows no cut or copy). On selected text elsewhere: copy. Anywhere else: no menu.
 */
export function contextMenu(params: ContextParams): MenuItemConstructorOptions[] {
  const flags = params.editFlags;
  if (params.isEditable) {
    return [
      { role: 'cut', label: m.menu_cut(), enabled: flags.canCut },
      { role: 'copy', label: m.menu_copy(), enabled: flags.canCopy },
      { role: 'paste', label: m.menu_paste(), enabled: flags.canPaste },
      { type: 'separator' },
      { role: 'selectAll', label: m.menu_select_all(), enabled: flags.canSelectAll },
    ];
  }
  return params.selectionText.trim() !== '' ? [{ role: 'copy', label: m.menu_copy(), enabled: flags.canCopy }] : [];
}

export interface AboutInputs {
  appName: string;
  version: string;
  versions: { electron?: string; chrome?: string; node?: string };
  license: string;
  settingsFolder: string;
  demo: boolean;
  platform: NodeJS.Platform;
}

/** The About box: what this is, its versions, its licence, where its files are, and the shortcuts. */
export function aboutText(inputs: AboutInputs): { title: string; message: string; detail: string } {
  const mod = inputs.platform === 'darwin' ? '⌘' : 'Ctrl+';
  const lines = [
    inputs.demo ? m.core_about_version_demo({ version: inputs.version }) : m.core_about_version({ version: inputs.version }),
    `Electron ${inputs.versions.electron ?? '?'} · Chromium ${inputs.versions.chrome ?? '?'} · Node.js ${inputs.versions.node ?? '?'}`,
    m.core_about_licence({ license: inputs.license }),
    m.core_about_folder({ folder: inputs.settingsFolder }),
    '',
    m.core_about_shortcuts(),
    m.core_about_key_views({ first: `${mod}1`, last: `${mod}9` }),
    m.core_about_key_settings({ key: `${mod},` }),
    m.core_about_key_find({ key: `${mod}K` }),
    m.core_about_key_lock({ key: `${mod}L` }),
  ];
  return { title: m.core_about_title({ app: inputs.appName }), message: `${inputs.appName} ${inputs.version}`, detail: lines.join('\n') };
}
