/**
 * The user-data folder's own lock (electron/core/settings/instance-lock.ts), taken by the
 * Electron main process in addition to Electron's single-instance lock: that one does not know
 * about browser mode (`npm run web`), which may run on the same folder and would then share
 * the nonce sequence. No Electron import here, so this is tested under Node.
 */
import os from 'node:os';
import { m } from '../../shared/i18n/language.js';
import { acquireInstanceLock, InstanceLocked, type InstanceLock } from '../core/settings/instance-lock.js';

/** Exit code when another Satchel holds the folder (as `npm run web`). */
export const LOCKED_EXIT_CODE = 3;

export interface FolderLockShell {
  showErrorBox(title: string, content: string): void;
  exit(code: number): void;
}

/**
 * Who holds the folder, in the language now (the core's own sentence, InstanceLocked's message,
 * is browser mode's, in English on its console).
 */
export function lockedWords({ file, holder }: InstanceLocked): string {
  if (!holder) return m.main_lock_starting({ file });
  const shell = holder.shell === 'electron' ? m.main_lock_shell_desktop() : m.main_lock_shell_browser();
  const held = { pid: String(holder.pid), shell, startedAt: holder.startedAt, file };
  return holder.host === os.hostname() ? m.main_lock_held(held) : m.main_lock_held_elsewhere({ ...held, host: holder.host });
}

/** The lock, or null after telling the person who holds the folder and exiting. */
export function takeFolderLock(dir: string, shell: FolderLockShell, acquire = acquireInstanceLock): InstanceLock | null {
  try {
    return acquire(dir, { shell: 'electron' });
  } catch (error) {
    if (!(error instanceof InstanceLocked)) throw error;
    shell.showErrorBox(m.main_lock_title(), lockedWords(error));
    shell.exit(LOCKED_EXIT_CODE);
    return null;
  }
}
