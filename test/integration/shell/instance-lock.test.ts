import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOCK_NAME } from '../../../electron/core/settings/instance-lock.js';

// The user-data folder's lock between real processes: a second start is refused and told who
// holds the folder; a holder killed without cleaning up leaves a stale lock the next start takes.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const HOLD = path.join(root, 'test', 'support', 'hold-lock.ts');
const CLI = path.join(root, 'electron', 'web', 'cli.ts');

let dir: string;
const children: ChildProcess[] = [];
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'satchel-two-'));
});
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  /** Resolves with the first stdout line, or null if the process ends without one. */
  firstLine: Promise<string | null>;
  exited: Promise<number | null>;
}

function run(script: string, args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const state = { child, stdout: '', stderr: '' } as Run;
  state.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  state.firstLine = new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      state.stdout += chunk.toString('utf8');
      if (state.stdout.includes('\n')) resolve(state.stdout.split('\n')[0]!);
    });
    void state.exited.then(() => resolve(null));
  });
  child.stderr!.on('data', (chunk: Buffer) => (state.stderr += chunk.toString('utf8')));
  return state;
}

describe('two processes on one user-data folder', () => {
  it('the second is refused, told which process holds the folder, and exits non-zero; after the first stops, a start succeeds', async () => {
    const first = run(HOLD, [dir]);
    expect(await first.firstLine).toBe(`held ${first.child.pid}`);

    const second = run(HOLD, [dir]);
    expect(await second.exited).toBe(3);
    expect(second.stdout).toBe('');
    expect(second.stderr).toContain(`process ${first.child.pid} (browser mode`);
    expect(second.stderr).toContain(path.join(dir, LOCK_NAME));

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dir, LOCK_NAME))).toBe(false);
    const third = run(HOLD, [dir]);
    expect(await third.firstLine).toBe(`held ${third.child.pid}`);
  });

  it('a holder killed outright leaves a stale lock, which the next start takes over', async () => {
    const first = run(HOLD, [dir]);
    expect(await first.firstLine).toBe(`held ${first.child.pid}`);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_NAME), 'utf8')).pid).toBe(first.child.pid);

    const next = run(HOLD, [dir]);
    expect(await next.firstLine).toBe(`held ${next.child.pid}`);
    expect(JSON.parse(fs.readFileSync(path.join(dir, LOCK_NAME), 'utf8')).pid).toBe(next.child.pid);
  });

  it('of four starting at once on a stale lock, exactly one gets the folder', async () => {
    fs.writeFileSync(path.join(dir, LOCK_NAME), `${JSON.stringify({ pid: 2 ** 22 + 4321, host: os.hostname(), shell: 'browser', startedAt: '2025-01-01T00:00:00.000Z' })}\n`);
    const runs = Array.from({ length: 4 }, () => run(HOLD, [dir]));
    const lines = await Promise.all(runs.map((r) => r.firstLine));
    const holders = lines.filter((line) => line?.startsWith('held '));
    expect(holders).toHaveLength(1);
    const codes = await Promise.all(runs.filter((_r, i) => lines[i] === null).map((r) => r.exited));
    expect(codes).toEqual([3, 3, 3]);
  }, 60_000);

  it('npm run web on a folder held by another process exits 3, says who holds it, and prints no URL', async () => {
    const holder = run(HOLD, [dir]);
    expect(await holder.firstLine).toBe(`held ${holder.child.pid}`);
    const web = run(CLI, ['--no-open', '--user-data', dir]);
    expect(await web.exited).toBe(3);
    expect(web.stdout).toBe('');
    expect(web.stderr).toMatch(new RegExp(`^Satchel is already running with this user-data folder: process ${holder.child.pid} \\(browser mode, started `));
  });
});
