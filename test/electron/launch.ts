/**
 * Starting the built app in real Electron through Playwright's _electron, for the tests of this
 * folder. Where the binary is missing (no internet on these machines) or there is no display,
 * `skipReason` says why and the suites skip themselves, saying so.
 */
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import { findElectronBinary } from '../../scripts/electron-binary.mjs';
import { TEST_HOOK_ENV } from '../../electron/main/test-hook-names.js';
import { ensureBuilt, root } from './build.js';

export { root };
const found = findElectronBinary({ from: root });
const needsDisplay = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;

/** Why the Electron tests cannot run here, or null when they can. */
export function skipReason(what: string): string | null {
  const reason =
    found.path === null
      ? `Electron binary not installed here (${found.reason}): ${what} skipped.`
      : needsDisplay
        ? `No display (set DISPLAY, e.g. run under xvfb-run): ${what} skipped.`
        : null;
  if (reason) console.log(reason);
  return reason;
}

export interface Launched {
  app: ElectronApplication;
  page: Page;
  close(): Promise<void>;
}

/**
 * Builds what is in the tree unless out/ is current (build.ts) and starts it on the demo
 * servers: its own embedded ones, or `demoServers` (startDemoServers' ready line) that the test
 * runs in its own process, to fund accounts and look at their state (SATCHEL_DEMO_SERVERS).
 */
export async function launchSatchel(
  options: {
    demoServers?: object;
    /** A profile folder to reuse (kept on close); a fresh one otherwise. */
    userData?: string;
    /** Main's test hook (electron/main/test-hook.ts), for a test that acts as the core: off unless asked for. */
    testHook?: boolean;
    /** More environment for main (e.g. SATCHEL_UPDATE_FEED). */
    env?: Record<string, string>;
    /**
     * true: a new settings file, so the window opens on the first-start choice. Otherwise the demo is
     * chosen already (written into a settings file unless the folder has one), as after "Try the
     * demo", and the window opens on Markets, as browser mode's startApp does.
     */
    firstStart?: boolean;
  } = {},
): Promise<Launched> {
  ensureBuilt();
  const userData = options.userData ?? (await mkdtemp(path.join(os.tmpdir(), 'satchel-electron-')));
  const settingsFile = path.join(userData, 'settings.json');
  const hasSettings = await access(settingsFile).then(() => true, () => false);
  if (!options.firstStart && !hasSettings) await writeFile(settingsFile, JSON.stringify({ marketExchange: 'demo' }), { mode: 0o600 });
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) if (value !== undefined && name !== 'ELECTRON_RUN_AS_NODE') env[name] = value;
  delete env.SATCHEL_EXCHANGE_URL; // the demo exchange, always
  delete env.SATCHEL_DEMO_SERVERS;
  delete env[TEST_HOOK_ENV]; // only when this test asks for it, never inherited
  if (options.testHook) env[TEST_HOOK_ENV] = '1';
  if (options.demoServers) env.SATCHEL_DEMO_SERVERS = JSON.stringify(options.demoServers);
  env.SATCHEL_USER_DATA = userData;
  Object.assign(env, options.env);
  const app = await electron.launch({
    executablePath: found.path!,
    // Root in a container cannot use Chromium's setuid sandbox; a normal user keeps it.
    args: [path.join(root, 'out', 'main', 'index.js'), ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
    env,
    cwd: root,
    timeout: 30_000,
  });
  const page = await app.firstWindow();
  return {
    app,
    page,
    async close() {
      await app.close();
      if (!options.userData) await rm(userData, { recursive: true, force: true });
    },
  };
}
