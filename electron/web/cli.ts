/**
 * `npm run web`: the app in a browser, on the embedded demo servers unless an exchange URL
 * is given. Prints exactly one line on stdout, the URL to open; everything else goes to stderr.
 * Exit codes: 0 after SIGINT/SIGTERM, 2 for a usage error, 3 when another Satchel already runs
 * on the user-data folder (its lock names the process), 1 for anything else.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { m } from '../../shared/i18n/language.js';
import { createCore } from '../core/app.js';
import { acquireInstanceLock, InstanceLocked, type InstanceLock } from '../core/settings/instance-lock.js';
import { defaultUserDataDir } from '../core/settings/paths.js';
import { ensureUserDataDir } from '../core/settings/user-data.js';
import { startDemoServers } from '../demo/index.js';
import { parseWebArgs, UsageError } from './args.js';
import { buildRenderer, rendererIsStale, startPageRendererOf } from './build.js';
import { startWebHost } from './host.js';
import { browserShell } from './shell-ports.js';
import { askRunningHost, rememberedPort, rememberPort, TABS_FILE, writeLinkKey } from './running-host.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function openInBrowser(target: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [target]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '""', target]]
        : ['xdg-open', [target]];
  const child = spawn(command, args, { stdio: 'ignore', detached: true });
  const failed = (): void => console.error('Could not open a browser; open the address above yourself.');
  child.on('error', failed);
  child.on('exit', (code) => {
    if (code !== 0 && code !== null) failed();
  });
  child.unref();
}

/** The page a browser is started with (LAUNCH_PAGE), in the user-data folder. */
export const LAUNCH_PAGE = 'open-satchel.html';

/**
 * The browser is started with a file, not with the link: a command line can be read by every
 * user of the computer (and a browser started cold keeps it there while the page loads), this
 * file only by its owner (0600, in the 0700 user-data folder). It sends the browser on to a
 * one-time link and is removed once that link is spent, or when Satchel stops.
 */
async function writeLaunchPage(userDataDir: string, url: string): Promise<string> {
  const file = path.join(userDataDir, LAUNCH_PAGE);
  const escaped = url.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  await rm(file, { force: true });
  await writeFile(
    file,
    `<!doctype html>\n<meta charset="utf-8">\n<meta http-equiv="refresh" content="0;url=${escaped}">\n<title>Opening Satchel…</title>\n<p>Opening <a href="${escaped}">Satchel</a>…</p>\n`,
    { mode: 0o600, flag: 'wx' },
  );
  return file;
}

async function main(): Promise<void> {
  let args;
  try {
    args = parseWebArgs(process.argv.slice(2));
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // The folder and its lock first: a second start stops here, before building or serving anything.
  const userDataDir = ensureUserDataDir(args.userData ?? defaultUserDataDir());
  let lock: InstanceLock;
  try {
    lock = acquireInstanceLock(userDataDir, { shell: 'browser' });
  } catch (error) {
    if (error instanceof InstanceLocked) {
      // Satchel in browser mode on this folder already: a new link from it (each link opens
      // Satchel once), printed as the one line, and the browser opened on another.
      const url = await askRunningHost(userDataDir, args.open);
      if (url) {
        process.stdout.write(`${url}\n`);
        console.error(`Satchel is already running at ${new URL(url).origin}/; ${args.open ? 'it opens a new tab.' : 'open the new link above.'}`);
        process.exit(0);
      }
      console.error(error.message);
      process.exit(3);
    }
    throw error;
  }
  // Every way out that runs JavaScript: stop(), a failed start, an uncaught error.
  process.on('exit', () => lock.release());

  const outDir = path.join(root, 'out', 'renderer');
  if (await rendererIsStale(root, outDir)) {
    console.error('Building the renderer…');
    await buildRenderer(root);
  }
  const demo = args.exchange ? null : await startDemoServers({ port: 0 });
  const pkg = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as { version: string };
  const shell = browserShell();
  const core = createCore({
    ports: shell.ports,
    exchangeUrl: args.exchange ?? demo!.exchange.url,
    // Given on the command line, it wins over the exchange chosen in Settings (which says so).
    ...(args.exchange ? { exchangeFixedBy: m.core_fixed_by_web_option } : {}),
    ...(demo ? { gatewayUrl: demo.gatewayUrl } : {}),
    demo: demo !== null,
    demoAccounts: demo?.ready.accounts,
    ...(demo ? { applianceDemo: { url: demo.ready.appliance, user: demo.ready.applianceUser, password: demo.ready.appliancePassword } } : {}),
    shell: 'browser',
    version: pkg.version,
    userDataDir,
  });
  // The first page shows the markets: they are read while the browser opens.
  core.warm();
  const launchPage = path.join(userDataDir, LAUNCH_PAGE);
  process.on('exit', () => rmSync(launchPage, { force: true }));
  const forget = (): void => void rm(launchPage, { force: true }).catch(() => undefined);
  const openBrowser = (): void => {
    void writeLaunchPage(userDataDir, host.oneTimeUrl(forget)).then(openInBrowser, (error: unknown) =>
      console.error(`Could not open a browser: ${(error as Error).message}`),
    );
  };
  const linkKey = writeLinkKey(userDataDir);
  process.on('exit', () => linkKey.remove());
  const host = await startWebHost({
    core,
    shell,
    rendererDir: outDir,
    ...(args.port !== null ? { port: args.port } : { portIfFree: rememberedPort(userDataDir) ?? 0 }),
    startPageRenderer: startPageRendererOf(outDir),
    linkRequests: { key: linkKey.key, open: openBrowser },
    tabSessionsFile: path.join(userDataDir, TABS_FILE),
  });
  // The same port next time, so a tab left open finds the app again after a restart.
  rememberPort(userDataDir, host.port);
  process.stdout.write(`${host.url}\n`);
  const where = demo ? ' on the demo exchange' : '';
  console.error(
    `Satchel is running in browser mode${where} at http://127.0.0.1:${host.port}/. The link above opens it once; for another, run the same command again. Stop it with Ctrl+C.`,
  );
  // The browser gets a file that leads to a link that works once (writeLaunchPage); the printed
  // line is for whoever started Satchel (electron/web/tab-sessions.ts).
  if (args.open) openBrowser();

  let stopping = false;
  const stop = async (): Promise<void> => {
    if (stopping) return;
    stopping = true;
    await host.close();
    await core.close();
    await demo?.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(`Satchel could not start in browser mode: ${(error as Error).message}`);
  process.exit(1);
});
