/**
 * One Satchel per user-data folder, whichever shell runs it. Two processes on one folder would
 * hand out nonces from one sequence each on its own (nonces.json is read once and then kept in
 * memory), so a key's nonces would collide and the exchange would refuse them; and each would
 * overwrite the other's settings. Electron's own single-instance lock covers only Electron, so
 * both shells — `npm run web` and the Electron main process — take this lock too.
 *
 * The lock is a file, `satchel.lock`, created exclusively (O_EXCL, mode 0600) and holding who
 * took it: `{"pid","host","shell","startedAt"}`. A second start finds it, sees the holder alive
 * and stops, saying which process holds it. A lock left by a process that is gone (a crash, a
 * kill -9) is stale: its pid is not alive on this computer, so it is taken over. Taking over
 * goes through a second exclusive file (`satchel.lock.break`), so two starts that both find the
 * same stale lock cannot both win.
 *
 * Limits, chosen knowingly: a pid reused by an unrelated process after a crash makes the stale
 * lock look held (the message names the pid and the file, so a person can check and delete
 * it); a lock taken on another computer (a shared home folder) cannot be checked and is always
 * treated as held.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const LOCK_NAME = 'satchel.lock';
/** A lock file still empty this long after it was created is a writer that died mid-way. */
const EMPTY_GRACE_MS = 5_000;
/** A break file older than this belongs to a start that died while breaking. */
const BREAK_GRACE_MS = 10_000;

export type ShellName = 'electron' | 'browser';

export interface LockHolder {
  pid: number;
  host: string;
  shell: ShellName;
  startedAt: string;
}

export interface InstanceLock {
  readonly file: string;
  readonly holder: LockHolder;
  /** Removes the lock file if it is still ours. Safe to call more than once, and from 'exit'. */
  release(): void;
}

/** Another Satchel holds the folder (or is taking it right now: `holder` null). */
export class InstanceLocked extends Error {
  constructor(
    readonly file: string,
    readonly holder: LockHolder | null,
  ) {
    super(lockedText(file, holder));
    this.name = 'InstanceLocked';
  }
}

export interface LockOptions {
  shell: ShellName;
  pid?: number;
  host?: string;
  /** Whether a process with this pid runs on this computer. */
  isAlive?: (pid: number) => boolean;
  now?: () => Date;
}

/** Files this process holds: taking the same folder twice in one process is refused too. */
const held = new Set<string>();

export function isProcessAlive(pid: number): boolean {
  // 0 and negative numbers mean process groups to kill(): never ask about them.
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, it is just not ours to signal.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether this process holds the folder's lock (then nothing else writes in it). */
export function holdsInstanceLock(dir: string): boolean {
  return held.has(path.join(path.resolve(dir), LOCK_NAME));
}

/** Takes the folder's lock, or throws InstanceLocked naming the holder. The folder must exist. */
export function acquireInstanceLock(dir: string, options: LockOptions): InstanceLock {
  const file = path.join(path.resolve(dir), LOCK_NAME);
  const pid = options.pid ?? process.pid;
  const host = options.host ?? os.hostname();
  const isAlive = options.isAlive ?? isProcessAlive;
  const now = options.now ?? (() => new Date());
  if (held.has(file)) throw new InstanceLocked(file, readHolder(file).holder);
  const holder: LockHolder = { pid, host, shell: options.shell, startedAt: now().toISOString() };
  const text = `${JSON.stringify(holder)}\n`;

  // A few rounds: each lost race (the file removed or replaced between two steps) starts over.
  for (let round = 0; round < 5; round++) {
    if (createExclusive(file, text)) {
      held.add(file);
      return lockOf(file, holder, text);
    }
    const seen = readHolder(file);
    if (seen.gone) continue;
    if (seen.holder) {
      if (seen.holder.host !== host) throw new InstanceLocked(file, seen.holder);
      // Our own pid in a lock we do not hold is an earlier process that had it (pids are reused).
      if (seen.holder.pid !== pid && isAlive(seen.holder.pid)) throw new InstanceLocked(file, seen.holder);
    } else if (now().getTime() - seen.modifiedMs < EMPTY_GRACE_MS) {
      // Being written by a start that got there first.
      throw new InstanceLocked(file, null);
    }
    breakStale(file, seen.text, now);
  }
  throw new InstanceLocked(file, null);
}

function lockOf(file: string, holder: LockHolder, text: string): InstanceLock {
  let released = false;
  return {
    file,
    holder,
    release() {
      if (released) return;
      released = true;
      held.delete(file);
      try {
        // Only our own: a lock broken and retaken by another start is theirs now.
        if (fs.readFileSync(file, 'utf8') === text) fs.unlinkSync(file);
      } catch {
        // Already gone, or unreadable: nothing of ours to remove.
      }
    },
  };
}

function createExclusive(file: string, text: string): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, text);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

interface Seen {
  gone: boolean;
  text: string;
  holder: LockHolder | null;
  modifiedMs: number;
}

function readHolder(file: string): Seen {
  let text: string;
  let modifiedMs: number;
  try {
    modifiedMs = fs.statSync(file).mtimeMs;
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { gone: true, text: '', holder: null, modifiedMs: 0 };
    throw error;
  }
  return { gone: false, text, holder: parseHolder(text), modifiedMs };
}

function parseHolder(text: string): LockHolder | null {
  try {
    const data = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isSafeInteger(data.pid) || (data.pid as number) <= 0) return null;
    if (typeof data.host !== 'string' || (data.shell !== 'electron' && data.shell !== 'browser') || typeof data.startedAt !== 'string') return null;
    return { pid: data.pid as number, host: data.host, shell: data.shell, startedAt: data.startedAt };
  } catch {
    return null;
  }
}

/** Removes a stale lock, but only the one that was judged stale, and only one start at a time. */
function breakStale(file: string, staleText: string, now: () => Date): void {
  const breaker = `${file}.break`;
  let fd: number;
  try {
    fd = fs.openSync(breaker, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    let age = 0;
    try {
      age = now().getTime() - fs.statSync(breaker).mtimeMs;
    } catch {
      return; // gone meanwhile: try again
    }
    if (age > BREAK_GRACE_MS) fs.rmSync(breaker, { force: true });
    else throw new InstanceLocked(file, null); // another start is breaking it right now
    return;
  }
  try {
    let current: string | null = null;
    try {
      current = fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    if (current === staleText) fs.unlinkSync(file);
  } finally {
    fs.closeSync(fd);
    fs.rmSync(breaker, { force: true });
  }
}

function lockedText(file: string, holder: LockHolder | null): string {
  if (!holder) return `Another Satchel is starting with this user-data folder right now (${file}). Wait for it, or stop it, and try again.`;
  const shell = holder.shell === 'electron' ? 'the desktop app' : 'browser mode';
  const where = holder.host === os.hostname() ? '' : ` on the computer “${holder.host}”`;
  return `Satchel is already running with this user-data folder: process ${holder.pid}${where} (${shell}, started ${holder.startedAt}) holds ${file}. Use that one, or stop it first. If that process is gone, delete the file and start again.`;
}
