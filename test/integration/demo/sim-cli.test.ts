import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { arr, get, obj } from './fetch-json.js';

const ROOT = path.resolve(import.meta.dirname, '../../..');
// As package.json's script runs it: node with tsx's loader, so signals reach the CLI itself
// (the tsx binary relays them through a child with a 30 ms window, which a busy machine misses).
const NODE_ARGS = ['--import', 'tsx'];

function sim(args: string[]): { child: ChildProcessWithoutNullStreams; stdout: () => string; stderr: () => string } {
  const child = spawn(process.execPath, [...NODE_ARGS, 'electron/demo/cli.ts', ...args], { cwd: ROOT, stdio: 'pipe' });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
  return { child, stdout: () => out, stderr: () => err };
}

async function firstLine(child: ChildProcessWithoutNullStreams): Promise<string> {
  let buffered = '';
  for await (const chunk of child.stdout) {
    buffered += (chunk as Buffer).toString('utf8');
    const end = buffered.indexOf('\n');
    if (end >= 0) return buffered.slice(0, end);
  }
  throw new Error('The sim closed stdout before its ready line');
}

describe('npm run sim', () => {
  it('prints exactly one JSON ready line, serves, and exits 0 on SIGTERM', async () => {
    const run = sim(['--port', '0', '--seed', '7']);
    const exited = once(run.child, 'exit');
    try {
      const line = await firstLine(run.child);
      const ready = JSON.parse(line) as Record<string, unknown>;
      expect(Object.keys(ready).sort()).toEqual(['accounts', 'adminToken', 'appliance', 'applianceUser', 'appliancePassword', 'exchange', 'gateway'].sort());
      for (const key of ['exchange', 'gateway', 'appliance']) expect(ready[key]).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const accounts = ready.accounts as Record<string, unknown>[];
      expect(accounts.length).toBeGreaterThanOrEqual(2);
      expect(Object.keys(accounts[0]!).sort()).toEqual(['apiKey', 'apiSecret', 'email', 'svcid', 'withdrawConfirmation']);
      expect(accounts[1]!.withdrawConfirmation).toBe(true);
      // It accepts connections as soon as the line is out.
      expect(arr((await get(`${ready.exchange as string}/v3/markets`)).json).length).toBeGreaterThanOrEqual(10);
      expect((await get(`${ready.gateway as string}/`)).status).toBe(404);
      expect((await get(`${ready.appliance as string}/`)).status).toBe(404);
      expect(obj((await get(`${ready.exchange as string}/v3/exchange-rates/btc`)).json).currency).toBe('btc');
    } finally {
      run.child.kill('SIGTERM');
    }
    const [code, signal] = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    expect(run.stdout().trimEnd().split('\n')).toHaveLength(1);
  });

  it('exits 0 on SIGINT too', async () => {
    const run = sim([]);
    const exited = once(run.child, 'exit');
    await firstLine(run.child);
    run.child.kill('SIGINT');
    const [code] = await exited;
    expect(code).toBe(0);
  });

  it('passes the appliance options on: generated policies, strict mode, short sessions; the ready line is the same', async () => {
    const run = sim(['--appliance-policies', '50', '--appliance-strict', '--appliance-session-ms', '60000', '--appliance-no-basic']);
    const exited = once(run.child, 'exit');
    try {
      const ready = JSON.parse(await firstLine(run.child)) as Record<string, string>;
      expect(Object.keys(ready).sort()).toEqual(['accounts', 'adminToken', 'appliance', 'applianceUser', 'appliancePassword', 'exchange', 'gateway'].sort());
      const headers = { 'x-nitro-user': ready.applianceUser!, 'x-nitro-pass': ready.appliancePassword! };
      const base = `${ready.appliance}/svc/v1/config/authorizationpolicy`;
      // The seeded seven and fifty generated.
      expect(JSON.parse((await get(`${base}?count=yes`, { headers })).text).authorizationpolicy).toEqual([{ __count: 57 }]);
      const enable = await get(`${base}?action=enable`, { method: 'POST', headers, body: '{"authorizationpolicy":{"name":"allow_all"}}' });
      expect(enable.status).toBe(599);
      expect(obj(enable.json).errorcode).toEqual(expect.objectContaining({ text: '1240' }));
      const basic = `Basic ${Buffer.from(`${ready.applianceUser}:${ready.appliancePassword}`).toString('base64')}`;
      expect((await get(base, { headers: { authorization: basic } })).status).toBe(401);
    } finally {
      run.child.kill('SIGTERM');
    }
    expect((await exited)[0]).toBe(0);
  });

  it.each([[['--port', 'x']], [['--seed', '-3']], [['--frobnicate']]])('bad arguments %j: a message on stderr, nothing on stdout, exit 2', async (args) => {
    const run = sim(args);
    const [code] = await once(run.child, 'exit');
    expect(code).toBe(2);
    expect(run.stdout()).toBe('');
    expect(run.stderr()).toMatch(/Usage: npm run sim/);
  });
});
