/**
 * Temp files a killed process left behind. conf writes settings.json atomically through
 * `settings.json.tmp-<10 digits><6 hex>` and the nonce store through `nonces.json.<pid>.<8 hex>.tmp`;
 * a kill -9 or a power cut between write and rename leaves one for ever, each an older copy (the
 * settings' one with an older password hash). They are removed at start, and only by the process
 * that holds the folder's instance lock: another Satchel on the folder may be writing one right now.
 */
import fs from 'node:fs';
import path from 'node:path';
import { holdsInstanceLock } from './instance-lock.js';

const LEFTOVER = [/^settings\.json\.tmp-\d{10}[0-9a-f]{6}$/, /^nonces\.json\.\d{1,10}\.[0-9a-f]{8}\.tmp$/];

/** Removes the leftovers in the folder when this process holds its lock; returns how many went. */
export function removeLeftoverTempFiles(dir: string, log?: (message: string, error?: unknown) => void): number {
  if (!holdsInstanceLock(dir)) return 0;
  let removed = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isFile() || !LEFTOVER.some((pattern) => pattern.test(entry.name))) continue;
    try {
      fs.unlinkSync(path.join(dir, entry.name));
      removed++;
    } catch (error) {
      // Gone meanwhile, or not ours to delete: starting matters more than tidying.
      log?.('A leftover temporary settings file could not be removed', error);
    }
  }
  if (removed) log?.(`Removed ${removed} temporary files left by an earlier Satchel that was stopped mid-write.`);
  return removed;
}
