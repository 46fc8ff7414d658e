/**
 * A process that takes the user-data folder's lock as a shell does, for the two-process tests:
 * prints `held <pid>` once it has it and keeps it until SIGTERM (released on the way out), or
 * prints why not on stderr and exits 3, as `npm run web` does.
 */
import { acquireInstanceLock, InstanceLocked } from '../../electron/core/settings/instance-lock.js';

const dir = process.argv[2]!;
try {
  const lock = acquireInstanceLock(dir, { shell: 'browser' });
  process.on('exit', () => lock.release());
  process.on('SIGTERM', () => process.exit(0));
  process.stdout.write(`held ${process.pid}\n`);
  setInterval(() => undefined, 60_000);
} catch (error) {
  if (!(error instanceof InstanceLocked)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exit(3);
}
