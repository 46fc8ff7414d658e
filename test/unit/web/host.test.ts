import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { coreOver, createServices, type Core, type Services } from '../../../electron/core/app.js';
import { browserShell } from '../../../electron/web/shell-ports.js';
import { startWebHost, type WebHost } from '../../../electron/web/host.js';
import { resolveStatic } from '../../../electron/web/static.js';
import { parseWebArgs, UsageError } from '../../../electron/web/args.js';
import { contentSecurityPolicy } from '../../../shared/security/csp.js';

let host: WebHost;
let core: Core;
let services: Services;
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-web-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>Satchel</title>');
  await writeFile(path.join(dir, 'gateway.html'), '<!doctype html><title>Satchel — payment</title>');
  await writeFile(path.join(dir, 'assets', 'app.js'), 'console.log(1)');
  await writeFile(path.join(os.tmpdir(), 'satchel-outside.txt'), 'secret');
  const shell = browserShell();
  services = createServices({ ports: shell.ports, exchangeUrl: 'http://127.0.0.1:9', demo: true, shell: 'browser', version: '9.9.9', userDataDir: dir });
  core = coreOver(services);
  host = await startWebHost({ core, shell, rendererDir: dir });
});

afterAll(async () => {
  await host.close();
  await core.close();
});

function get(urlPath: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path: urlPath, headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function connect(query: string, origin: string | undefined, cookie?: string): Promise<WebSocket | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(`ws://127.0.0.1:${host.port}/ipc${query}`, { ...(origin ? { origin } : {}), ...(cookie ? { headers: { cookie } } : {}) });
    ws.on('open', () => resolve(ws));
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.on('error', () => undefined);
  });
}

const origin = () => `http://127.0.0.1:${host.port}`;

interface Exchanged {
  status: number;
  body: { tab?: string; error?: string };
  setCookie: string | undefined;
  /** The cookie as a browser would send it back. */
  cookie: string | undefined;
}

/** POST /session as the app's page does: a link's token for a tab session. */
function exchange(token: unknown, options: { origin?: string | null; cookie?: string; contentType?: string; raw?: string } = {}): Promise<Exchanged> {
  const body = options.raw ?? JSON.stringify({ token });
  const headers: Record<string, string> = { 'content-type': options.contentType ?? 'application/json', 'content-length': String(Buffer.byteLength(body)) };
  if (options.origin !== null) headers.origin = options.origin ?? origin();
  if (options.cookie) headers.cookie = options.cookie;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path: '/session', method: 'POST', headers }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => {
        const setCookie = res.headers['set-cookie']?.[0];
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text || '{}'), setCookie, cookie: setCookie?.split(';')[0] });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A new one-time link's token (every link opens Satchel once, the printed one too). */
const fresh = (): string => new URLSearchParams(new URL(host.oneTimeUrl()).hash.slice(1)).get('token')!;

/** A tab session for a token, and the socket it opens. */
async function tabSocket(token: string, cookie?: string): Promise<{ ws: WebSocket; tab: string; cookie: string }> {
  const granted = await exchange(token, { cookie });
  expect(granted.status).toBe(200);
  const ws = await connect(`?tab=${granted.body.tab}`, origin(), granted.cookie);
  if (typeof ws === 'number') throw new Error(`refused with ${ws}`);
  return { ws, tab: granted.body.tab!, cookie: granted.cookie! };
}

describe('browser-mode host', () => {
  it('prints a URL on 127.0.0.1 with the token in the fragment', () => {
    expect(host.url).toMatch(new RegExp(`^http://127\\.0\\.0\\.1:${host.port}/#token=[A-Za-z0-9_-]{43}$`));
  });

  it('serves the renderer with a strict CSP and no sniffing', async () => {
    const page = await get('/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<title>Satchel</title>');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy('browser'));
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect((await get('/assets/app.js')).headers['content-type']).toMatch(/javascript/);
  });

  it('never serves a file outside the renderer folder', async () => {
    expect((await get('/../satchel-outside.txt')).status).toBe(404);
    expect((await get('/%2e%2e/satchel-outside.txt')).status).toBe(404);
    expect(resolveStatic('/srv/app', '/../etc/passwd')).toBeNull();
    expect(resolveStatic('/srv/app', '/%2e%2e%2fetc/passwd')).toBeNull();
    expect(resolveStatic('/srv/app', '/a%00b')).toBeNull();
    expect(resolveStatic('/srv/app', '/')).toBe(path.resolve('/srv/app/index.html'));
  });

  it('refuses requests that name another host (DNS rebinding)', async () => {
    expect((await get('/', { host: `evil.example:${host.port}` })).status).toBe(421);
  });

  it('refuses a WebSocket without both halves of a tab session, or from another origin; the token itself opens no socket', async () => {
    const { ws, tab, cookie } = await tabSocket(fresh());
    ws.close();
    expect(await connect('', origin(), cookie)).toBe(401);
    expect(await connect(`?tab=${tab}`, origin())).toBe(401); // the key without the browser's cookie
    expect(await connect(`?tab=${tab}`, origin(), `satchel-${host.port}=wrong`)).toBe(401);
    // One of the same name planted by a page on another port (sent first) does not shut the tab out.
    const planted = (await connect(`?tab=${tab}`, origin(), `satchel-${host.port}=planted; ${cookie}`)) as WebSocket;
    expect(planted).toBeInstanceOf(WebSocket);
    planted.close();
    expect(await connect('?tab=wrong', origin(), cookie)).toBe(401);
    expect(await connect(`?token=${host.token}`, origin(), cookie)).toBe(401);
    expect(await connect(`?tab=${tab}`, 'http://evil.example', cookie)).toBe(403);
    expect(await connect(`?tab=${tab}`, undefined, cookie)).toBe(403);
  });

  it('exchanges a link for a tab session: an HttpOnly, SameSite=Strict cookie of this port, and a key for the tab', async () => {
    const first = await exchange(fresh());
    expect(first.status).toBe(200);
    expect(first.body.tab).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.setCookie).toMatch(new RegExp(`^satchel-${host.port}=[A-Za-z0-9_-]{43}; HttpOnly; SameSite=Strict; Path=/$`));
    // A second tab of the same browser keeps the browser's cookie (the first tab goes on working) and gets its own key.
    const second = await exchange(fresh(), { cookie: first.cookie });
    expect(second.cookie).toBe(first.cookie);
    expect(second.body.tab).not.toBe(first.body.tab);
    for (const tab of [first.body.tab, second.body.tab]) {
      const ws = await connect(`?tab=${tab}`, origin(), first.cookie);
      expect(ws).toBeInstanceOf(WebSocket);
      (ws as WebSocket).close();
    }
  });

  it('a one-time link opens once; after that it is refused in words, and so is a made-up one', async () => {
    const link = new URL(host.oneTimeUrl());
    expect(link.origin).toBe(origin());
    const oneTime = new URLSearchParams(link.hash.slice(1)).get('token')!;
    expect(oneTime).not.toBe(host.token);
    const { ws } = await tabSocket(oneTime);
    ws.close();
    for (const token of [oneTime, 'made-up']) {
      const refused = await exchange(token);
      expect(refused.status).toBe(401);
      expect(refused.setCookie).toBeUndefined();
      expect(refused.body.error).toMatch(/^This link has been used already, or has expired: each link opens Satchel once\. For a new one, run the command that started Satchel again/);
    }
  });

  it('refuses an exchange from another origin, without JSON, without a token, too large, or not a POST', async () => {
    expect((await exchange(host.token, { origin: 'http://evil.example' })).status).toBe(403);
    expect((await exchange(host.token, { origin: null })).status).toBe(403);
    expect((await exchange(host.token, { contentType: 'text/plain' })).status).toBe(415);
    expect((await exchange(undefined)).status).toBe(400);
    expect((await exchange(null, { raw: 'not json' })).status).toBe(400);
    expect((await exchange(null, { raw: JSON.stringify({ token: 'x'.repeat(2000) }) })).status).toBe(413);
    expect((await get('/session')).status).toBe(405);
  });

  it('carries contract calls for a window with a tab session and its own origin', async () => {
    const { ws } = await tabSocket(fresh());
    const answer = new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
    ws.send(JSON.stringify({ id: 7, op: 'app.info', request: {} }));
    expect(await answer).toEqual({ id: 7, result: { ok: true, value: { version: '9.9.9', shell: 'browser', exchangeUrl: 'http://127.0.0.1:9', demo: true, exchangeFixedBy: null, canRestart: false } } });
    const refused = new Promise<unknown>((resolve) => ws.once('message', (data) => resolve(JSON.parse(String(data)))));
    ws.send(JSON.stringify({ id: 8, op: 'no.such', request: {} }));
    expect(await refused).toMatchObject({ id: 8, result: { ok: false, error: { kind: 'validation' } } });
    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    ws.send('not json');
    expect(await closed).toBe(1003);
  });
});

describe('browser mode’s payment window', () => {
  const ticket = { flow: 'withdraw' as const, currency: 'uah' as const, profileId: 'p1', profileName: 'Main', gatewayUrl: 'http://127.0.0.1:9' };
  const call = (ws: WebSocket, id: number, op: string) =>
    new Promise<{ id: number; result: { ok: boolean; error?: { message: string } } }>((resolve) => {
      const on = (data: WebSocket.RawData) => {
        const frame = JSON.parse(String(data));
        if (frame.id !== id) return;
        ws.off('message', on);
        resolve(frame);
      };
      ws.on('message', on);
      ws.send(JSON.stringify({ id, op, request: {} }));
    });

  it('serves its page with its own policy: its forms may go to the gateway', async () => {
    const page = await get('/gateway.html');
    expect(page.headers['content-security-policy']).toBe(contentSecurityPolicy('browser', 'gateway'));
    expect(page.headers['content-security-policy']).toContain('form-action https:');
    expect((await get('/')).headers['content-security-policy']).toContain("form-action 'none'");
  });

  it('gets a token of its own that may call only the fiat operations; a newer window’s token ends it', async () => {
    const opened = await services.paymentWindows.open!(ticket, { id: 'm', kind: 'main', emit: () => undefined });
    expect(opened).toMatchObject({ opened: 'tab' });
    const url = new URL((opened as { url: string }).url);
    expect(url.pathname).toBe('/gateway.html');
    const paymentToken = new URLSearchParams(url.hash.slice(1)).get('token')!;
    expect(paymentToken).not.toBe(host.token);

    const { ws, tab, cookie } = await tabSocket(paymentToken);
    const refused = await call(ws, 1, 'balances.list');
    expect(refused.result).toEqual({ ok: false, error: { kind: 'validation', message: 'The payment window cannot read the balances: only the main window can.' } });
    expect((await call(ws, 2, 'app.info')).result.ok).toBe(false);
    // Its own operation gets past the kind check (and then needs the account its ticket names).
    expect((await call(ws, 3, 'fiat.context')).result.error?.message).not.toMatch(/^Refused/);

    const closed = new Promise<number>((resolve) => ws.once('close', (code) => resolve(code)));
    await services.paymentWindows.open!({ ...ticket, flow: 'deposit' }, { id: 'm', kind: 'main', emit: () => undefined });
    expect(await closed).toBe(4001);
    expect(await connect(`?tab=${tab}`, origin(), cookie)).toBe(401);
    expect((await exchange(paymentToken)).status).toBe(401);
  });
});

describe('npm run web arguments', () => {
  it('reads every documented option', () => {
    expect(parseWebArgs(['--port', '8080', '--no-open', '--exchange', 'https://ex.example', '--user-data=/tmp/x'])).toEqual({
      port: 8080,
      open: false,
      exchange: 'https://ex.example',
      userData: '/tmp/x',
    });
    expect(parseWebArgs([])).toEqual({ port: null, open: true, exchange: null, userData: null });
  });
  it.each([['--port', 'abc'], ['--port', '70000'], ['--bogus'], ['--exchange'], ['--exchange', 'http://ex.example'], ['--exchange', 'ex.example']])('refuses %j with usage', (...argv) => {
    expect(() => parseWebArgs(argv)).toThrow(UsageError);
  });
});
