import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// A local process flooding the browser-mode host (audit item 11): slow headers, a trickled
// /session body, idle TCP connections and WebSockets. The host must go on answering, and once the
// flooders are gone its sockets must be gone too (no CLOSE-WAIT left behind). The host's limits
// are made small through its options so the test takes seconds; production's are documented in
// docs/security.md.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
/** Few file descriptors, as on many desktops (1024) and fewer: a flood must not exhaust them. */
const FILE_LIMIT = 400;

let child: ChildProcess;
let host: { port: number; link: string };
const counts: ((count: number) => void)[] = [];

const limits = { maxSockets: 200, maxWebSockets: 20, maxWebSocketsPerTab: 8, idleMs: 1500, headersMs: 1500, sessionBodyMs: 1500 };

beforeAll(async () => {
  child = spawn('prlimit', [`--nofile=${FILE_LIMIT}:${FILE_LIMIT}`, process.execPath, '--import', 'tsx', path.join(root, 'test', 'support', 'web-host-process.ts')], {
    cwd: root,
    env: { ...process.env, SATCHEL_TEST_LIMITS: JSON.stringify(limits) },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  host = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the host exited with ${code}`)));
    lines.once('line', (line) => resolve(JSON.parse(line) as { port: number; link: string }));
  });
  lines.on('line', (line) => counts.shift()?.(Number(line)));
});

afterAll(async () => {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
});

/** The host's own count of its open sockets. */
function openSockets(): Promise<number> {
  return new Promise((resolve) => {
    counts.push(resolve);
    child.stdin!.write('count\n');
  });
}

/** The kernel's count of this host's server-side sockets (any state but LISTEN), Linux only. */
function kernelSockets(port: number): number | null {
  let table: string;
  try {
    table = readFileSync('/proc/self/net/tcp', 'utf8');
  } catch {
    return null;
  }
  const local = `0100007F:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  return table
    .split('\n')
    .slice(1)
    .map((line) => line.trim().split(/\s+/))
    // st 0A is LISTEN, 06 TIME_WAIT (no socket left in the process).
    .filter((f) => f[1] === local && f[3] !== '0A' && f[3] !== '06').length;
}

function page(): Promise<number> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port: host.port, path: '/', agent: false, timeout: 3000 }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(0));
    req.end();
  });
}

function open(): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: host.port }, () => resolve(socket));
    socket.on('error', () => undefined);
    socket.once('error', reject);
  });
}

async function until(check: () => Promise<boolean> | boolean, what: string, ms = 25_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`${what}: not reached in ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function tabSession(): Promise<{ tab: string; cookie: string }> {
  const token = new URLSearchParams(new URL(host.link).hash.slice(1)).get('token')!;
  const origin = `http://127.0.0.1:${host.port}`;
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port: host.port, path: '/session', method: 'POST', agent: false, headers: { origin, 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ tab: (JSON.parse(text) as { tab: string }).tab, cookie: res.headers['set-cookie']![0]!.split(';')[0]! }));
      },
    );
    req.on('error', reject);
    req.end(JSON.stringify({ token }));
  });
}

describe.skipIf(process.platform !== 'linux')('browser-mode host under a flood of connections from this computer', () => {
  it('goes on answering, and its sockets return to their idle level once the flooders are gone', async () => {
    const port = host.port;
    expect(await page()).toBe(200);
    await until(async () => (await openSockets()) === 0, 'no socket open before the flood');
    const idleKernel = kernelSockets(port);

    const flooders: Socket[] = [];
    const sockets: WebSocket[] = [];
    const trickles: NodeJS.Timeout[] = [];
    try {
      // 100 sockets sending their headers a byte at a time.
      for (let i = 0; i < 100; i++) {
        const s = await open().catch(() => null);
        if (!s) continue;
        flooders.push(s);
        s.write(`GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
      }
      // A /session body that never ends.
      const body = await open().catch(() => null);
      if (body) flooders.push(body);
      body?.write(`POST /session HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: http://127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{`);
      trickles.push(
        setInterval(() => {
          for (const s of flooders.slice(0, 101)) if (!s.destroyed) s.write('x');
        }, 200),
      );
      // 300 connections that send nothing.
      for (let i = 0; i < 300; i++) {
        const s = await open().catch(() => null);
        if (s) flooders.push(s);
      }
      // 100 WebSockets on one tab session, and their handshakes.
      const { tab, cookie } = await tabSession().catch(() => ({ tab: '', cookie: '' }));
      for (let i = 0; i < 100; i++) {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/ipc?tab=${tab}`, { origin: `http://127.0.0.1:${port}`, headers: { cookie } });
        ws.on('error', () => undefined);
        sockets.push(ws);
      }

      // Still answering, while flooded or right after the excess is shed.
      await until(async () => (await page()) === 200, 'a normal page while flooded');
      // The host lets go of idle, slow and trickling sockets by itself, the flooders still there:
      // what stays is one tab's few WebSockets.
      await until(async () => (await openSockets()) <= limits.maxWebSocketsPerTab, 'idle and slow sockets closed by the host');
      expect(sockets.filter((ws) => ws.readyState === WebSocket.OPEN).length).toBeLessThanOrEqual(limits.maxWebSocketsPerTab);
    } finally {
      for (const t of trickles) clearInterval(t);
      // The flooders go away as a dying process's sockets do: a FIN each, nothing more read.
      for (const s of flooders) s.end();
      for (const ws of sockets) ws.terminate();
    }

    await until(async () => (await openSockets()) === 0, 'the host back to no open socket');
    if (idleKernel !== null) await until(() => kernelSockets(port) === idleKernel, 'no socket of the host left in the kernel');
    expect(await page()).toBe(200);
  });
});
