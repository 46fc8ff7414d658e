/**
 * The app protocol: the renderer is served from app://satchel/ rather than file://, so the
 * page has a real origin (for the CSP's 'self' and the IPC sender check), cannot read other
 * files of the disk by URL, and every response carries the app's security headers.
 * Only types come from electron here: the handler gets its file fetcher as an argument.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CustomScheme } from 'electron';
import { pageOfFile } from '../../shared/security/csp.js';
import { mimeTypeOf } from '../core/static/mime.js';
import { APP_RESPONSE_HEADERS, GATEWAY_PAGE_HEADERS } from './security/csp.js';

export const APP_SCHEME = 'app';
export const APP_HOST = 'satchel';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * Registered before the app is ready. `standard` gives the scheme real origins and relative
 * URLs; `secure` makes the page a secure context; `supportFetchAPI` lets the bundle load its
 * module chunks. Deliberately absent: bypassCSP, corsEnabled, allowServiceWorkers.
 */
export const APP_SCHEME_PRIVILEGES: CustomScheme = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
};

/**
 * The file under `root` that an app:// URL names, or null when the URL is not ours or would
 * leave `root` (`..`, encoded `%2e%2e` or `%2f`, backslashes, NUL, absolute paths).
 * `/` means index.html.
 */
export function resolveAppFile(root: string, requestUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(requestUrl);
  } catch {
    return null;
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  // The URL parser already folded plain `..`; what is left after decoding was hidden on purpose.
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '..' || segment === '.')) return null;
  const relative = segments.length === 0 ? 'index.html' : segments.join('/');
  const base = path.resolve(root);
  const file = path.resolve(base, relative);
  return file.startsWith(base + path.sep) ? file : null;
}

/** How a file is read: Electron's net.fetch in the app, a stub in tests. */
export type FileFetcher = (fileUrl: string) => Promise<Response>;

function plain(status: number, text: string): Response {
  return new Response(text, {
    status,
    headers: { ...APP_RESPONSE_HEADERS, 'content-type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The protocol.handle handler: GET and HEAD of files under root, with the app's headers (each
 * page its own policy). The payment window's session gets one that serves its page and the
 * assets, never the wallet's page (`page: 'gateway'`).
 */
export function createAppProtocolHandler(root: string, fetchFile: FileFetcher, options: { only?: 'gateway' } = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(405, 'Method not allowed');
    const file = resolveAppFile(root, request.url);
    if (!file) return plain(404, 'Not found');
    if (options.only === 'gateway' && file.endsWith('.html') && pageOfFile(file) !== 'gateway') return plain(404, 'Not found');
    let answer: Response;
    try {
      answer = await fetchFile(pathToFileURL(file).href);
    } catch {
      return plain(404, 'Not found');
    }
    if (!answer.ok) return plain(404, 'Not found');
    return new Response(request.method === 'HEAD' ? null : answer.body, {
      status: 200,
      headers: {
        ...(pageOfFile(file) === 'gateway' ? GATEWAY_PAGE_HEADERS : APP_RESPONSE_HEADERS),
        'content-type': mimeTypeOf(file),
        // Hashed assets never change; the pages name them, so they are always read afresh.
        'cache-control': file.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable',
      },
    });
  };
}
