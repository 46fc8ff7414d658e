/**
 * What a shortcut or the desktop menu asks of the window (shortcuts.ts, main's 'app.command'):
 * open a view, find a market, lock; the menu alone exports the diagnostics. One runner for both, so a menu click and its key do the same.
 */
import { tick } from 'svelte';
import type { AppCommand } from '../shared/contract/index.js';
import { m } from '../shared/i18n/language.js';
import { links } from './links.js';
import { session } from './common/app-session.svelte.js';
import { getBridge } from './common/bridge.js';
import { notices } from './common/notices.svelte.js';
import { commandOfKey, FIND_MARKET_ID, isMac } from './common/shortcuts.js';
import { exportDiagnostics } from './settings/diagnostics.js';


async function focusWhenShown(id: string, tries = 60): Promise<void> {
  for (let i = 0; i < tries; i += 1) {
    await tick();
    const element = document.getElementById(id);
    if (element) {
      element.focus();
      return;
    }
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

export async function runCommand(command: AppCommand): Promise<void> {
  switch (command.kind) {
    case 'view':
      location.hash = links.href(command.view);
      return;
    case 'find':
      location.hash = links.href('markets');
      await focusWhenShown(FIND_MARKET_ID);
      return;
    case 'lock': {
      if (session.lock.locked) return;
      if (!session.lock.hasPassword) {
        notices.push('info', m.window_lock_needs_password());
        return;
      }
      const result = await session.lockNow();
      if (!result.ok) notices.push('error', result.error.message);
      return;
    }
    case 'exportDiagnostics': {
      const outcome = await exportDiagnostics();
      notices.push(outcome.ok ? 'info' : 'error', outcome.text);
    }
  }
}

let following = false;

/** Once per window: the keys, and the desktop menu's commands. */
export function followCommands(): void {
  if (following) return;
  following = true;
  const mac = isMac(navigator.platform);
  window.addEventListener('keydown', (event) => {
    const command = commandOfKey(event, mac);
    if (!command) return;
    event.preventDefault();
    void runCommand(command);
  });
  getBridge().on('app.command', (command) => void runCommand(command));
}
