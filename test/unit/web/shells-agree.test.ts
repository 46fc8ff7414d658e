import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCore, type Core } from '../../../electron/core/app.js';
import { KNOWN_EXTENSIONS } from '../../../electron/core/static/mime.js';
import { createAppProtocolHandler } from '../../../electron/main/protocol.js';
import { startWebHost, type WebHost } from '../../../electron/web/host.js';
import { CSP_DIRECTIVES } from '../../../shared/security/csp.js';

// The same built renderer served by Electron's app:// protocol and by browser mode's host:
// the page must get the same types and the same security headers from both.
let dir: string;
let core: Core;
let host: WebHost;
const files = ['index.html', ...KNOWN_EXTENSIONS.map((ext) => `assets/file${ext}`), 'assets/file.unknown', 'assets/FILE.JS'];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-shells-'));
  await mkdir(path.join(dir, 'assets'));
  for (const file of files) await writeFile(path.join(dir, file), 'x');
  core = createCore({ exchangeUrl: 'http://127.0.0.1:9', demo: true, shell: 'browser', version: '9.9.9', userDataDir: dir });
  host = await startWebHost({ core, rendererDir: dir });
});

afterAll(async () => {
  await host.close();
  await core.close();
  await rm(dir, { recursive: true, force: true });
});

function fromHost(urlPath: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: host.port, path: urlPath }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.headers as Record<string, string>));
    });
    req.on('error', reject);
    req.end();
  });
}

async function fromApp(urlPath: string): Promise<Record<string, string>> {
  // Electron's net.fetch would read the file; here it is enough that it is one of ours.
  const handle = createAppProtocolHandler(dir, async (fileUrl) => {
    if (!fileUrl.startsWith(pathToFileURL(dir).href)) throw new Error('outside');
    return new Response('x');
  });
  return Object.fromEntries((await handle(new Request(`app://satchel${urlPath}`))).headers);
}

function policy(text: string): Map<string, string> {
  return new Map(text.split(';').map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name!, sources.join(' ')];
  }));
}

describe('Electron and browser mode serve the renderer alike', () => {
  it('with the same content type for every file the build can emit', async () => {
    for (const file of files) {
      const [app, web] = [await fromApp(`/${file}`), await fromHost(`/${file}`)];
      expect(web['content-type'], file).toBe(app['content-type']);
    }
    expect((await fromHost('/assets/file.js'))['content-type']).toBe('text/javascript; charset=utf-8');
    expect((await fromHost('/assets/file.unknown'))['content-type']).toBe('application/octet-stream');
  });

  it('with the same CSP header but for the exceptions shared/security/csp.ts names', async () => {
    const app = policy((await fromApp('/'))['content-security-policy']!);
    const web = policy((await fromHost('/'))['content-security-policy']!);
    expect([...web.keys()]).toEqual([...app.keys()]);
    for (const directive of CSP_DIRECTIVES) {
      const extra = directive.browserOnly ?? [];
      expect(web.get(directive.name), directive.name).toBe([...directive.sources, ...extra].join(' '));
      expect(app.get(directive.name), directive.name).toBe(directive.sources.join(' '));
    }
  });

  it('with the same other security headers', async () => {
    const [app, web] = [await fromApp('/'), await fromHost('/')];
    for (const name of ['x-content-type-options', 'referrer-policy', 'x-frame-options', 'cross-origin-opener-policy', 'cross-origin-resource-policy']) {
      expect(web[name], name).toBeDefined();
      expect(web[name], name).toBe(app[name]);
    }
  });
});
