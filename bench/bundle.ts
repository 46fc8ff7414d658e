import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** The JavaScript the renderer loads before it can show anything: index.html's scripts and module preloads. */
export async function initialScriptSize(rendererDir: string): Promise<{ raw: number; gzip: number; files: string[] }> {
  const html = await readFile(path.join(rendererDir, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g)) files.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) files.add(m[1]!);
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = await readFile(path.join(rendererDir, file.replace(/^\.?\//, '')));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files: [...files] };
}
