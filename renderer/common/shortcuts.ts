/**
 * The window's keyboard shortcuts, the same in both shells (the desktop menu shows them:
 * electron/main/menu.ts): Ctrl/⌘+1 … 9 the views in the navigation's order, Ctrl/⌘+, Settings,
 * Ctrl/⌘+K find a market, Ctrl/⌘+L lock. ⌘ on macOS, Ctrl elsewhere; with Alt or Shift held
 * the key is someone else's (typing characters, the browser's own shortcuts).
 */
import { APP_VIEWS, type AppCommand } from '../../shared/contract/index.js';

/** The Markets view's filter (MarketsView.svelte), which Find focuses. */
export const FIND_MARKET_ID = 'find-market';

export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

export function commandOfKey(press: KeyPress, mac: boolean): AppCommand | null {
  const primary = mac ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
  if (!primary || press.altKey || press.shiftKey) return null;
  const key = press.key.toLowerCase();
  if (/^[1-9]$/.test(key)) {
    const view = APP_VIEWS[Number(key) - 1];
    return view ? { kind: 'view', view } : null;
  }
  if (key === ',') return { kind: 'view', view: 'settings' };
  if (key === 'k') return { kind: 'find' };
  if (key === 'l') return { kind: 'lock' };
  return null;
}

export function isMac(platform: string): boolean {
  return /mac|iphone|ipad/i.test(platform);
}
