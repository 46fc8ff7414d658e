/**
 * The browser-mode host alone in a process of its own (for tests that must give it its own
 * limits, such as few file descriptors): a core on a dead exchange, the host with the limits in
 * SATCHEL_TEST_LIMITS (JSON). Prints `{"port":N}` once listening; answers each line on stdin with
 * its count of open sockets; stops on SIGTERM.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createCore } from '../../electron/core/app.js';
import { browserShell } from '../../electron/web/shell-ports.js';
import { startWebHost } from '../../electron/web/host.js';

const dir = mkdtempSync(path.join(os.tmpdir(), 'satchel-host-'));
writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Satchel</title>');
const shell = browserShell();
const core = createCore({ ports: shell.ports, exchangeUrl: 'http://127.0.0.1:9', demo: true, shell: 'browser', version: 'test', userDataDir: dir });
const host = await startWebHost({ core, shell, rendererDir: dir, limits: JSON.parse(process.env.SATCHEL_TEST_LIMITS ?? '{}') });
process.stdout.write(`${JSON.stringify({ port: host.port, link: host.oneTimeUrl() })}\n`);
createInterface({ input: process.stdin }).on('line', () => {
  void host.openSockets().then((count) => process.stdout.write(`${count}\n`));
});
process.on('SIGTERM', () => {
  void host.close().then(async () => {
    await core.close();
    rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});
