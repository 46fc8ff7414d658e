import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// `npm run web` as a person (or a script) runs it: the printed link opens Satchel once, a second
// start on the same folder gets a new one from the running Satchel, the line on stderr names the
// app's own address, and the port is kept from one run to the next.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const CLI = path.join(root, 'electron', 'web', 'cli.ts');

interface Run {
  child: ChildProcess;
  stdout: string;
  stderr: string;
  firstLine: Promise<string | null>;
  exited: Promise<number | null>;
}

const children: ChildProcess[] = [];
let dir = '';

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'satchel-cli-'));
});
afterEach(async () => {
  for (const child of children.splice(0)) await stop(child);
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

function web(args: string[]): Run {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--no-open', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const run = { child, stdout: '', stderr: '' } as Run;
  run.exited = new Promise((resolve) => child.on('exit', (code) => resolve(code)));
  run.firstLine = new Promise((resolve) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      run.stdout += chunk.toString('utf8');
      if (run.stdout.includes('\n')) resolve(run.stdout.split('\n')[0]!);
    });
    void run.exited.then(() => resolve(null));
  });
  child.stderr!.on('data', (chunk: Buffer) => (run.stderr += chunk.toString('utf8')));
  return run;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
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

/** Opens the app's socket as the tab would; answers 101 when let in, else the refusal's status. */
function socket(port: string, tab: string, cookie: string): Promise<number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/ipc?tab=${tab}`, { origin: `http://127.0.0.1:${port}`, headers: { cookie } });
    ws.on('open', () => {
      ws.close();
      resolve(101);
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => resolve(0));
  });
}

function exchange(link: string): Promise<{ status: number; error?: string; tab?: string; cookie?: string }> {
  const url = new URL(link);
  const token = new URLSearchParams(url.hash.slice(1)).get('token');
  return new Promise((resolve, reject) => {
    const req = request(
      { host: url.hostname, port: url.port, path: '/session', method: 'POST', headers: { origin: url.origin, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, cookie: res.headers['set-cookie']?.[0]?.split(';')[0], ...(JSON.parse(text || '{}') as { error?: string; tab?: string }) }),
        );
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ token }));
  });
}

function get(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm run web on one user-data folder', { timeout: 120_000 }, () => {
  it('prints a link that opens Satchel once; a second start gets a new one from the running Satchel; stderr names the app’s address', async () => {
    const data = path.join(dir, 'once');
    const first = web(['--user-data', data]);
    const printed = await first.firstLine;
    expect(printed).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#token=[A-Za-z0-9_-]{43}$/);
    const origin = new URL(printed!).origin;

    // Where Satchel runs is the app's own address, which answers with the app.
    const said = await until(() => /Satchel is running in browser mode.* at (\S+?)\.? /.exec(first.stderr)?.[1] ?? null, 'the running line');
    expect(said).toBe(`${origin}/`);
    const app = await get(said);
    expect(app.status).toBe(200);
    expect(app.body).toContain('<div id="app"');

    expect((await exchange(printed!)).status).toBe(200);
    const again = await exchange(printed!);
    expect(again.status).toBe(401);
    expect(again.error).toMatch(/used already.*each link opens Satchel once.*run the command that started Satchel again/);

    // Running the command again: a new link, from the same Satchel, as its one line; it too opens once.
    const second = web(['--user-data', data]);
    const fresh = await second.firstLine;
    expect(await second.exited).toBe(0);
    expect(second.stdout.trim().split('\n')).toHaveLength(1);
    expect(new URL(fresh!).origin).toBe(origin);
    expect(fresh).not.toBe(printed);
    expect((await exchange(fresh!)).status).toBe(200);
    expect((await exchange(fresh!)).status).toBe(401);
    expect(first.child.exitCode).toBeNull();

    // Asking for a link takes the key from the folder: without it, or from a web page, nothing.
    const ask = (headers: Record<string, string>) =>
      fetch(`${origin}/link`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' }).then((r) => r.status);
    const key = fs.readFileSync(path.join(data, 'browser-link.key'), 'utf8');
    expect(fs.statSync(path.join(data, 'browser-link.key')).mode & 0o777).toBe(0o600);
    expect(await ask({})).toBe(403);
    expect(await ask({ 'x-satchel-link-key': 'wrong' })).toBe(403);
    expect(await ask({ 'x-satchel-link-key': key, origin })).toBe(403);
    expect(await ask({ 'x-satchel-link-key': key })).toBe(200);
  });

  it('keeps its port from one run to the next, where an open tab gets back in; takes a free one when that port is taken', async () => {
    const data = path.join(dir, 'port');
    const first = web(['--user-data', data]);
    const link = (await first.firstLine)!;
    const port = new URL(link).port;
    const tab = await exchange(link);
    expect(tab.status).toBe(200);
    await stop(first.child);

    const second = web(['--user-data', data]);
    expect(new URL((await second.firstLine)!).port).toBe(port);
    // The tab of the first run (its key and its cookie) opens its socket again; a made-up key does not.
    expect(await socket(port, tab.tab!, tab.cookie!)).toBe(101);
    expect(await socket(port, 'made-up', tab.cookie!)).toBe(401);
    await stop(second.child);

    // Something else on that port now: Satchel starts anyway, elsewhere.
    const squatter: Server = createServer((_req, res) => res.end('not satchel'));
    await new Promise<void>((resolve) => squatter.listen(Number(port), '127.0.0.1', resolve));
    try {
      const third = web(['--user-data', data]);
      const moved = new URL((await third.firstLine)!);
      expect(moved.port).not.toBe(port);
      expect((await exchange(moved.href)).status).toBe(200);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});
