import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { request } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

// `npm run web` opening the browser: the browser's command line gets only a file of the user's
// (0600) that leads to a one-time link; the printed line (DESIGN.md's contract) is another. A stand-in `xdg-open` on PATH records what it was given, as the real one would pass
// it to the browser.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CLI = path.join(root, 'electron', 'web', 'cli.ts');

let child: ChildProcess | null = null;
let dir = '';
afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function exchange(url: URL, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ token });
    const req = request(
      { host: url.hostname, port: url.port, path: '/session', method: 'POST', headers: { origin: url.origin, 'content-type': 'application/json' } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function until<T>(read: () => T | null, what: string, ms = 60_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = read();
    if (value !== null) return value;
    if (Date.now() - started > ms) throw new Error(`no ${what} in time`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(process.platform !== 'linux')('npm run web opening a browser', () => {
  it('hands the browser a file of its own leading to a one-time link, and prints another', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'satchel-open-'));
    const bin = path.join(dir, 'bin');
    const opened = path.join(dir, 'opened.txt');
    fs.mkdirSync(bin);
    fs.writeFileSync(path.join(bin, 'xdg-open'), `#!/bin/sh\nprintf '%s' "$1" > '${opened}'\n`, { mode: 0o755 });
    let stdout = '';
    const data = path.join(dir, 'data');
    child = spawn(process.execPath, ['--import', 'tsx', CLI, '--user-data', data], {
      cwd: root,
      env: { ...process.env, PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}` },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    const printed = new URL(await until(() => (stdout.includes('\n') ? stdout.split('\n')[0]! : null), 'printed URL', 120_000));
    const handed = await until(() => (fs.existsSync(opened) ? fs.readFileSync(opened, 'utf8') : null), 'what the browser was given');
    // A file in the user-data folder, for its owner only; no token on any command line.
    expect(handed).toBe(path.join(data, 'open-satchel.html'));
    expect(fs.statSync(handed).mode & 0o777).toBe(0o600);
    const page = fs.readFileSync(handed, 'utf8');
    const given = new URL(/http-equiv="refresh" content="0;url=([^"]+)"/.exec(page)![1]!);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    expect(given.origin).toBe(printed.origin);
    const printedToken = new URLSearchParams(printed.hash.slice(1)).get('token')!;
    const givenToken = new URLSearchParams(given.hash.slice(1)).get('token')!;
    expect(givenToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(givenToken).not.toBe(printedToken);

    expect(await exchange(given, givenToken)).toBe(200);
    expect(await exchange(given, givenToken)).toBe(401); // spent: a copy opens nothing
    await until(() => (fs.existsSync(handed) ? null : true), 'the file removed once the link was used');
    expect(await exchange(printed, printedToken)).toBe(200);
    expect(await exchange(printed, printedToken)).toBe(401); // the printed link opens once too (test/integration/web/cli.test.ts)
  });
});
