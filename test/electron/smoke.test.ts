/**
 * The app in real Electron, through Playwright's _electron: built main, preload and renderer,
 * on the embedded demo exchange. Needs the Electron binary, which is downloaded on first use;
 * where it is missing (no internet on these machines) the test is skipped, and says so.
 */
import type { ElectronApplication, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchSatchel, skipReason as whySkip, type Launched } from './launch.js';

const skipReason = whySkip('Electron smoke test');

describe.skipIf(skipReason !== null)('Electron smoke test', () => {
  let launched: Launched;
  let app: ElectronApplication;
  let page: Page;

  beforeAll(async () => {
    launched = await launchSatchel();
    ({ app, page } = launched);
  }, 90_000);

  afterAll(async () => {
    await launched?.close();
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
