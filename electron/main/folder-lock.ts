/**
 * The user-data folder's own lock (electron/core/settings/instance-lock.ts), taken by the
 * Electron main process in addition to Electron's single-instance lock: that one does not know
 * about browser mode (`npm run web`), which may run on the same folder and would then share
 * the nonce sequence. No Electron import here, so this is tested under Node.
 */
import { acquireInstanceLock, InstanceLocked, type InstanceLock } from '../core/settings/instance-lock.js';

/** Exit code when another Satchel holds the folder (as `npm run web`). */
export const LOCKED_EXIT_CODE = 3;

export interface FolderLockShell {
  showErrorBox(title: string, content: string): void;
  exit(code: number): void;
}

/** The lock, or null after telling the person who holds the folder and exiting. */
export function takeFolderLock(dir: string, shell: FolderLockShell, acquire = acquireInstanceLock): InstanceLock | null {
  try {
    return acquire(dir, { shell: 'electron' });
  } catch (error) {
    if (!(error instanceof InstanceLocked)) throw error;
    shell.showErrorBox('Satchel is already running', error.message);
    shell.exit(LOCKED_EXIT_CODE);
    return null;
  }
}
