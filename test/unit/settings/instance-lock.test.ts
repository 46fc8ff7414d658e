import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireInstanceLock, InstanceLocked, isProcessAlive, LOCK_NAME, type InstanceLock } from '../../../electron/core/settings/instance-lock.js';
import { tempUserData } from './files.js';

let dir: string;
const locks: InstanceLock[] = [];
beforeEach(() => {
  dir = tempUserData('satchel-lock-');
});
afterEach(() => {
  for (const lock of locks.splice(0)) lock.release();
  fs.rmSync(dir, { recursive: true, force: true });
});

const take = (options: Parameters<typeof acquireInstanceLock>[1] = { shell: 'browser' }): InstanceLock => {
  const lock = acquireInstanceLock(dir, options);
  locks.push(lock);
  return lock;
};
const lockFile = () => path.join(dir, LOCK_NAME);
const writeLock = (holder: Record<string, unknown>) => fs.writeFileSync(lockFile(), `${JSON.stringify(holder)}\n`);
const failure = (fn: () => unknown): InstanceLocked => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(InstanceLocked);
    return error as InstanceLocked;
  }
  throw new Error('expected InstanceLocked');
};

describe('the user-data folder lock', () => {
  it('is a file created owner-only, naming this process, and removed on release', () => {
    const lock = take({ shell: 'browser', now: () => new Date('2025-01-02T03:04:05.000Z') });
    expect(lock.file).toBe(lockFile());
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toEqual({ pid: process.pid, host: os.hostname(), shell: 'browser', startedAt: '2025-01-02T03:04:05.000Z' });
    if (process.platform !== 'win32') expect(fs.statSync(lockFile()).mode & 0o777).toBe(0o600);
    lock.release();
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
  });

  it('a second taker, while the holder lives, is told which process holds it', () => {
    writeLock({ pid: 4242, host: os.hostname(), shell: 'electron', startedAt: '2025-01-01T00:00:00.000Z' });
    const error = failure(() => take({ shell: 'browser', isAlive: (pid) => pid === 4242 }));
    expect(error.holder).toMatchObject({ pid: 4242, shell: 'electron' });
    expect(error.message).toBe(
      `Satchel is already running with this user-data folder: process 4242 (the desktop app, started 2025-01-01T00:00:00.000Z) holds ${lockFile()}. Use that one, or stop it first. If that process is gone, delete the file and start again.`,
    );
    // The holder's file is left as it was.
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(4242);
  });

  it('one process cannot take the same folder twice', () => {
    take();
    expect(failure(() => take()).holder?.pid).toBe(process.pid);
  });

  it('a stale lock (its process gone) is taken over', () => {
    writeLock({ pid: 4242, host: os.hostname(), shell: 'browser', startedAt: '2025-01-01T00:00:00.000Z' });
    const lock = take({ shell: 'electron', isAlive: () => false });
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid, shell: 'electron' });
    expect(fs.existsSync(`${lockFile()}.break`)).toBe(false);
    lock.release();
  });

  it('a lock naming our own pid, which we do not hold, is an earlier process that had it (pids are reused)', () => {
    writeLock({ pid: process.pid, host: os.hostname(), shell: 'browser', startedAt: '2020-01-01T00:00:00.000Z' });
    take();
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).startedAt).not.toBe('2020-01-01T00:00:00.000Z');
  });

  it('a lock taken on another computer cannot be checked and is held', () => {
    writeLock({ pid: 4242, host: 'elsewhere', shell: 'browser', startedAt: '2025-01-01T00:00:00.000Z' });
    expect(failure(() => take({ shell: 'browser', isAlive: () => false })).message).toMatch(/process 4242 on the computer “elsewhere”/);
  });

  it('an empty or unreadable lock is being written when young, stale when old', () => {
    fs.writeFileSync(lockFile(), '');
    const error = failure(() => take());
    expect(error.holder).toBeNull();
    expect(error.message).toMatch(/^Another Satchel is starting with this user-data folder right now/);
    fs.writeFileSync(lockFile(), 'not json');
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile(), old, old);
    take();
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
  });

  it('a start that died while breaking a stale lock does not block the next one for long', () => {
    writeLock({ pid: 4242, host: os.hostname(), shell: 'browser', startedAt: '2025-01-01T00:00:00.000Z' });
    fs.writeFileSync(`${lockFile()}.break`, '');
    expect(failure(() => take({ shell: 'browser', isAlive: () => false })).holder).toBeNull();
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(`${lockFile()}.break`, old, old);
    take({ shell: 'browser', isAlive: () => false });
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
  });

  it('release leaves a lock that is no longer ours alone', () => {
    const lock = take();
    writeLock({ pid: 4242, host: os.hostname(), shell: 'browser', startedAt: '2025-01-01T00:00:00.000Z' });
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(true);
  });

  it('knows a live process from a gone one, and never asks about process groups', () => {
    expect(isProcessAlive(process.pid)).toBe(true);
    expect(isProcessAlive(0)).toBe(false);
    expect(isProcessAlive(-1)).toBe(false);
    expect(isProcessAlive(2 ** 22 + 12345)).toBe(false);
  });
});
