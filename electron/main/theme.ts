/**
 * The app's theme in what Electron draws itself: native dialogs (the About box, confirmations,
 * the save dialog), menus, the window's frame and background. The page draws its own from the
 * same setting; `themeSource` also sets the page's `prefers-color-scheme`, so "system" there
 * still means the system's.
 */
import type { SettingsView } from '../../shared/contract/index.js';
import type { CoreEvents } from '../core/base/events.js';

export type ThemeChoice = SettingsView['theme'];

/** What is set of Electron's `nativeTheme`. */
export interface ThemeTarget {
  themeSource: ThemeChoice;
}

/**
 * Sets `themeSource` to the settings' theme now and whenever the settings change. Linux draws
 * its GTK dialogs in the system's theme whatever this says; macOS and Windows follow it.
 * Returns the function that stops following.
 */
export function followAppTheme(native: ThemeTarget, events: CoreEvents, current: ThemeChoice): () => void {
  const apply = (theme: ThemeChoice) => {
    // Set only on a change: each assignment makes Electron redraw and emit 'updated'.
    if (native.themeSource !== theme) native.themeSource = theme;
  };
  apply(current);
  return events.on('settings.changed', (view) => apply(view.theme));
}
