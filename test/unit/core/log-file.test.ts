import { mkdtemp, readFile, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { LogFile, teeLogger } from '../../../electron/core/base/log-file.js';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-logs-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const at = () => new Date('2026-11-26T10:00:00.000Z');

describe('the log file', () => {
  it('writes one dated line per message, with the error’s kind and message, owner-only', async () => {
    const log = new LogFile(dir, { now: at });
    log.write('The balances could not be read.', new AppError('network', 'The exchange cannot be reached.'));
    log.write('Plain.');
    log.write('A string error.', 'boom');
    const text = await readFile(path.join(dir, 'logs', 'satchel.log'), 'utf8');
    expect(text.split('\n')).toEqual([
      '2026-11-26T10:00:00.000Z The balances could not be read. — network: The exchange cannot be reached.',
      '2026-11-26T10:00:00.000Z Plain.',
      '2026-11-26T10:00:00.000Z A string error. — boom',
      '',
    ]);
    if (process.platform !== 'win32') {
      expect((await stat(path.join(dir, 'logs', 'satchel.log'))).mode & 0o777).toBe(0o600);
      expect((await stat(path.join(dir, 'logs'))).mode & 0o777).toBe(0o700);
    }
  });

  it('keeps a line on one line and bounded: no forged lines, no escape codes, no megabyte message', async () => {
    const log = new LogFile(dir, { now: at });
    log.write('first\n2026-01-01T00:00:00.000Z forged\u001b[31m', new Error('x'.repeat(10_000)));
    const text = await readFile(log.file, 'utf8');
    expect(text.split('\n')).toHaveLength(2);
    expect(text).not.toContain('\u001b');
    expect(text.length).toBeLessThanOrEqual(2000 + 30);
  });

  it('rotates at its size: the current file and at most `keep` older ones, the oldest dropped', async () => {
    const log = new LogFile(dir, { maxBytes: 200, keep: 2, now: at });
    for (let i = 0; i < 40; i += 1) log.write(`line ${String(i).padStart(3, '0')} ${'-'.repeat(40)}`);
    const files = (await readdir(path.join(dir, 'logs'))).sort();
    expect(files).toEqual(['satchel.1.log', 'satchel.2.log', 'satchel.log']);
    for (const file of files) expect((await stat(path.join(dir, 'logs', file))).size).toBeLessThanOrEqual(200);
    // The newest lines are in the current file, the ones before in .1, then .2.
    const current = await readFile(log.file, 'utf8');
    const previous = await readFile(log.older(1), 'utf8');
    expect(current).toContain('line 039');
    expect(previous.trim().split('\n').at(-1)).toContain(`line ${String(39 - current.trim().split('\n').length).padStart(3, '0')}`);
    // A new LogFile on the same folder goes on from the size on disk.
    const again = new LogFile(dir, { maxBytes: 200, keep: 2, now: at });
    again.write('after a restart');
    expect(await readFile(log.file, 'utf8')).toContain('after a restart');
  });

  it('never throws: a folder that cannot be written loses the line, nothing else', async () => {
    const blocked = path.join(dir, 'file-not-folder');
    await import('node:fs/promises').then((fs) => fs.writeFile(blocked, ''));
    const log = new LogFile(blocked);
    expect(() => log.write('lost')).not.toThrow();
  });

  it('tees a message to every logger', () => {
    const seen: string[] = [];
    teeLogger((m) => seen.push(`a ${m}`), (m) => seen.push(`b ${m}`))('hello');
    expect(seen).toEqual(['a hello', 'b hello']);
  });
});
