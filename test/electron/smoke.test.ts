/**
 * The app in real Electron, through Playwright's _electron: built main, preload and renderer,
 * on the embedded demo exchange. Needs the Electron binary, which is downloaded on first use;
 * where it is missing (no internet on these machines) the test is skipped, and says so.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron, type ElectronApplication, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findElectronBinary } from '../../scripts/electron-binary.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
const found = findElectronBinary({ from: root });
const needsDisplay = process.platform === 'linux' && !process.env.DISPLAY && !process.env.WAYLAND_DISPLAY;
const skipReason = found.path === null
  ? `Electron binary not installed here (${found.reason}): Electron smoke test skipped.`
  : needsDisplay
    ? 'No display (set DISPLAY, e.g. run under xvfb-run): Electron smoke test skipped.'
    : null;
if (skipReason) console.log(skipReason);

describe.skipIf(skipReason !== null)('Electron smoke test', () => {
  let app: ElectronApplication;
  let page: Page;
  let userData: string;

  beforeAll(async () => {
    // Always test what is in the tree: electron-vite build takes a few seconds.
    const cli = path.join(root, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js');
    const built = spawnSync(process.execPath, [cli, 'build'], { cwd: root, encoding: 'utf8' });
    if (built.status !== 0) throw new Error(`electron-vite build failed:\n${built.stderr}`);
    expect(existsSync(path.join(root, 'out', 'preload', 'index.cjs'))).toBe(true);

    userData = await mkdtemp(path.join(os.tmpdir(), 'satchel-electron-'));
    const env: Record<string, string> = {};
    for (const [name, value] of Object.entries(process.env)) if (value !== undefined && name !== 'ELECTRON_RUN_AS_NODE') env[name] = value;
    delete env.SATCHEL_EXCHANGE_URL; // the demo exchange, always
    env.SATCHEL_USER_DATA = userData;
    app = await electron.launch({
      executablePath: found.path!,
      // Root in a container cannot use Chromium's setuid sandbox; a normal user keeps it.
      args: [path.join(root, 'out', 'main', 'index.js'), ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
      env,
      cwd: root,
      timeout: 30_000,
    });
    page = await app.firstWindow();
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    if (userData) await rm(userData, { recursive: true, force: true });
  });

  it('opens on the app protocol with the isolated bridge only', async () => {
    expect(page.url().startsWith('app://satchel/')).toBe(true);
    const world = await page.evaluate(() => ({
      require: typeof (globalThis as { require?: unknown }).require,
      process: typeof (globalThis as { process?: unknown }).process,
      bridge: Object.keys((window as unknown as { satchel: object }).satchel).sort(),
    }));
    expect(world).toEqual({ require: 'undefined', process: 'undefined', bridge: ['call', 'on'] });
  });

  it('shows the Markets view with live markets from the demo exchange', async () => {
    await page.getByRole('heading', { name: 'Markets', exact: true }).waitFor({ state: 'visible', timeout: 30_000 });
    const table = page.getByRole('table', { name: 'Markets', exact: true });
    await table.waitFor({ state: 'visible', timeout: 30_000 });
    // A header row and at least ten markets (the demo exchange has at least ten).
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(10);
  });

  it('answers contract calls over IPC and refuses unknown ones', async () => {
    const answers = await page.evaluate(async () => {
      const bridge = (window as unknown as { satchel: { call(name: string, request: unknown): Promise<{ ok: boolean; value?: unknown; error?: { kind: string } }> } }).satchel;
      return { info: await bridge.call('app.info', {}), unknown: await bridge.call('shell.open', {}) };
    });
    expect(answers.info).toMatchObject({ ok: true, value: { shell: 'electron', demo: true } });
    expect(answers.unknown).toMatchObject({ ok: false, error: { kind: 'validation' } });
  });

  it('keeps the window where it is when the page tries to navigate or open windows', async () => {
    const before = page.url();
    const opened = await page.evaluate(() => {
      const child = window.open('https://example.com/', '_blank');
      window.location.href = 'https://example.com/';
      return child === null;
    });
    expect(opened).toBe(true);
    // A later round trip to the page: it is still the app, and still the only window.
    expect(await page.evaluate(() => location.origin)).toBe('app://satchel');
    expect(app.windows()).toHaveLength(1);
    expect(page.url()).toBe(before);
  });
});
