/**
 * Serving the built renderer from one folder: nothing outside it, nothing but GET and HEAD.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { mimeTypeOf } from '../core/static/mime.js';

/** The file a URL path names under root, or null if it would leave root. */
export function resolveStatic(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0]!.split('#')[0]!);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const file = path.resolve(root, relative);
  const base = path.resolve(root);
  return file === base || !file.startsWith(base + path.sep) ? null : file;
}

export async function sendStatic(root: string, urlPath: string, response: ServerResponse, headers: Record<string, string>): Promise<void> {
  const file = resolveStatic(root, urlPath);
  const info = file ? await stat(file).catch(() => null) : null;
  if (!file || !info?.isFile()) {
    response.writeHead(404, { ...headers, 'content-type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  response.writeHead(200, {
    ...headers,
    'content-type': mimeTypeOf(file),
    'content-length': String(info.size),
    // Hashed assets may be cached; the pages name them, so they may not.
    'cache-control': file.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable',
  });
  createReadStream(file).pipe(response);
}
