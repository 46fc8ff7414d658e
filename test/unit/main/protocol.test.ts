import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import {
  APP_ENTRY_URL,
  APP_SCHEME_PRIVILEGES,
  createAppProtocolHandler,
  resolveAppFile,
} from '../../../electron/main/protocol.js';
import { mimeTypeOf } from '../../../electron/core/static/mime.js';
import { CONTENT_SECURITY_POLICY } from '../../../electron/main/security/csp.js';

const root = path.resolve('/srv/satchel/out/renderer');

describe('resolveAppFile', () => {
  it('serves index.html for the root', () => {
    expect(resolveAppFile(root, 'app://satchel/')).toBe(path.join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://satchel')).toBe(path.join(root, 'index.html'));
    expect(APP_ENTRY_URL).toBe('app://satchel/index.html');
    expect(resolveAppFile(root, APP_ENTRY_URL)).toBe(path.join(root, 'index.html'));
  });

  it('maps paths under the root, ignoring query and fragment', () => {
    expect(resolveAppFile(root, 'app://satchel/assets/index-abc.js?v=1#x')).toBe(path.join(root, 'assets', 'index-abc.js'));
    expect(resolveAppFile(root, 'app://satchel/assets/a%20b.css')).toBe(path.join(root, 'assets', 'a b.css'));
  });

  it('refuses every way out of the root', () => {
    const attempts = [
      'app://satchel/../main/index.js',
      'app://satchel/%2e%2e/main/index.js',
      'app://satchel/assets/%2E%2E/%2E%2E/package.json',
      'app://satchel/..%2f..%2fpackage.json',
      'app://satchel/assets/..%5c..%5cpackage.json',
      'app://satchel/%2fetc%2fpasswd',
      'app://satchel/index.html%00.png',
      'app://satchel/%E0%A4%A',
    ];
    for (const url of attempts) {
      const file = resolveAppFile(root, url);
      if (file !== null) expect(file.startsWith(root + path.sep), url).toBe(true);
    }
    // Dot segments, even percent-encoded, are folded by the URL parser itself and stay inside.
    expect(resolveAppFile(root, 'app://satchel/%2e%2e/main/index.js')).toBe(path.join(root, 'main', 'index.js'));
    expect(resolveAppFile(root, 'app://satchel/../../etc/passwd')).toBe(path.join(root, 'etc', 'passwd'));
    // What survives the parser (encoded separators) is refused outright.
    expect(resolveAppFile(root, 'app://satchel/%2e%2e%2fmain/index.js')).toBeNull();
    expect(resolveAppFile(root, 'app://satchel/%2fetc%2fpasswd')).toBe(path.join(root, 'etc', 'passwd'));
    expect(resolveAppFile(root, 'app://satchel/..%2f..%2fpackage.json')).toBeNull();
    expect(resolveAppFile(root, 'app://satchel/assets/..%5c..%5cpackage.json')).toBeNull();
    expect(resolveAppFile(root, 'app://satchel/index.html%00.png')).toBeNull();
    expect(resolveAppFile(root, 'app://satchel/%E0%A4%A')).toBeNull();
  });

  it('refuses URLs that are not of the app', () => {
    expect(resolveAppFile(root, 'app://other/index.html')).toBeNull();
    expect(resolveAppFile(root, 'file:///srv/satchel/out/renderer/index.html')).toBeNull();
    expect(resolveAppFile(root, 'https://satchel/index.html')).toBeNull();
    expect(resolveAppFile(root, 'nonsense')).toBeNull();
  });
});

describe('mimeTypeOf', () => {
  it('names the types the renderer build emits', () => {
    expect(mimeTypeOf('index.html')).toBe('text/html; charset=utf-8');
    expect(mimeTypeOf('a/index-1.js')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeOf('a/x.mjs')).toBe('text/javascript; charset=utf-8');
    expect(mimeTypeOf('a/index.CSS')).toBe('text/css; charset=utf-8');
    expect(mimeTypeOf('icon.svg')).toBe('image/svg+xml');
    expect(mimeTypeOf('icon.png')).toBe('image/png');
    expect(mimeTypeOf('font.woff2')).toBe('font/woff2');
    expect(mimeTypeOf('data.bin')).toBe('application/octet-stream');
  });
});

describe('createAppProtocolHandler', () => {
  it('fetches the resolved file and answers with its type and the security headers', async () => {
    const fetchFile = vi.fn(async () => new Response('<!doctype html>', { headers: { 'content-type': 'text/plain' } }));
    const handle = createAppProtocolHandler(root, fetchFile);
    const response = await handle(new Request('app://satchel/'));
    expect(fetchFile).toHaveBeenCalledWith(pathToFileURL(path.join(root, 'index.html')).href);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('<!doctype html>');
  });

  it('lets hashed assets be cached', async () => {
    const handle = createAppProtocolHandler(root, async () => new Response('x'));
    const response = await handle(new Request('app://satchel/assets/index-abc.js'));
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers 404 without touching the disk for a path outside the root', async () => {
    const fetchFile = vi.fn(async () => new Response('secret'));
    const handle = createAppProtocolHandler(root, fetchFile);
    const response = await handle(new Request('app://satchel/..%2f..%2fpackage.json'));
    expect(response.status).toBe(404);
    expect(fetchFile).not.toHaveBeenCalled();
  });

  it('answers 404 for a missing file and 405 for other methods', async () => {
    const missing = createAppProtocolHandler(root, async () => {
      throw new Error('ERR_FILE_NOT_FOUND');
    });
    expect((await missing(new Request('app://satchel/nope.js'))).status).toBe(404);
    const notOk = createAppProtocolHandler(root, async () => new Response('', { status: 404 }));
    expect((await notOk(new Request('app://satchel/nope.js'))).status).toBe(404);
    const post = await missing(new Request('app://satchel/index.html', { method: 'POST', body: 'x' }));
    expect(post.status).toBe(405);
    expect(post.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('registers a standard, secure scheme without bypassing CSP or opening CORS', () => {
    expect(APP_SCHEME_PRIVILEGES.scheme).toBe('app');
    expect(APP_SCHEME_PRIVILEGES.privileges).toMatchObject({ standard: true, secure: true });
    expect(APP_SCHEME_PRIVILEGES.privileges?.bypassCSP).toBeFalsy();
    expect(APP_SCHEME_PRIVILEGES.privileges?.corsEnabled).toBeFalsy();
    expect(APP_SCHEME_PRIVILEGES.privileges?.allowServiceWorkers).toBeFalsy();
  });
});
