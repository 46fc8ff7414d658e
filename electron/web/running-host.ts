/**
 * What browser mode keeps in the user-data folder about the host that runs on it:
 *
 * - `browser-mode.json`, `{"port"}`: the port of the last run, used again when it is free (and no
 *   --port is given), so a tab left open finds the app at the same address after a restart.
 * - `browser-tabs.json` (0600): the app's tab sessions as hashes, so that tab also gets back in.
 * - `browser-link.key` (0600, removed when the host stops): the key a second `npm run web` (or
 *   `npm start`) on the same folder shows the running host to get a new one-time link, instead of
 *   stopping at the folder's lock. Links open Satchel once (tab-sessions.ts); this is how a
 *   person gets another one. Only the folder's owner can read the key.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';

export const PORT_FILE = 'browser-mode.json';
/** The app's tab sessions, as hashes of their cookie and keys (tab-sessions.ts), so an open tab reconnects after a restart. */
export const TABS_FILE = 'browser-tabs.json';
export const LINK_KEY_FILE = 'browser-link.key';
/** The header the key travels in (never in an address, never from a web page: those carry an Origin). */
export const LINK_KEY_HEADER = 'x-satchel-link-key';
const ASK_TIMEOUT_MS = 10_000;

export function rememberedPort(userDataDir: string): number | null {
  try {
    const { port } = JSON.parse(readFileSync(path.join(userDataDir, PORT_FILE), 'utf8')) as { port?: unknown };
    return Number.isInteger(port) && (port as number) > 0 && (port as number) <= 65535 ? (port as number) : null;
  } catch {
    return null;
  }
}

export function rememberPort(userDataDir: string, port: number): void {
  writeFileSync(path.join(userDataDir, PORT_FILE), `${JSON.stringify({ port })}\n`, { mode: 0o600 });
}

/** A new key for this run, written for the folder's owner only; removed by the returned function. */
export function writeLinkKey(userDataDir: string): { key: string; remove(): void } {
  const file = path.join(userDataDir, LINK_KEY_FILE);
  const key = randomBytes(32).toString('base64url');
  rmSync(file, { force: true });
  writeFileSync(file, key, { mode: 0o600, flag: 'wx' });
  return { key, remove: () => rmSync(file, { force: true }) };
}

/**
 * A new one-time link from the host running on this folder (it opens the browser on it too when
 * `open`), or null when there is none to ask (another shell holds the folder, or it does not answer).
 */
export async function askRunningHost(userDataDir: string, open: boolean): Promise<string | null> {
  const port = rememberedPort(userDataDir);
  let key: string;
  try {
    key = readFileSync(path.join(userDataDir, LINK_KEY_FILE), 'utf8').trim();
  } catch {
    return null;
  }
  if (!port || !key) return null;
  const body = JSON.stringify({ open });
  return new Promise((resolve) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/link',
        method: 'POST',
        timeout: ASK_TIMEOUT_MS,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), [LINK_KEY_HEADER]: key },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk.length + text.length > 4096 ? '' : chunk));
        res.on('end', () => {
          try {
            const { url } = JSON.parse(text) as { url?: unknown };
            resolve(res.statusCode === 200 && typeof url === 'string' && url.startsWith(`http://127.0.0.1:${port}/`) ? url : null);
          } catch {
            resolve(null);
          }
        });
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(null));
    req.end(body);
  });
}
