import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startFiles } from '../test/support/page-files.js';

/** The JavaScript the renderer loads before it can show anything: index.html's scripts and module preloads. */
export async function initialScriptSize(rendererDir: string): Promise<{ raw: number; gzip: number; files: string[] }> {
  const { scripts, preloads } = await startFiles(rendererDir, 'index.html');
  const files = [...new Set([...scripts, ...preloads])];
  let raw = 0;
  let gzip = 0;
  for (const file of files) {
    const bytes = await readFile(path.join(rendererDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  return { raw, gzip, files };
}
