/**
 * Issue 23 in real Electron: the window reopens where it was left, and the demo is said in the
 * window's title; the app's theme reaches what Electron draws; Lock in the menu follows the app
 * password; the tray's images load at their sizes. Needs the Electron binary (downloaded on first use); where it is missing (no
 * internet on these machines) the suite is skipped, and says so.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { trayIcon } from '../../electron/main/tray.js';
import { launchSatchel, root, skipReason as whySkip } from './launch.js';

const skipReason = whySkip('desktop shell tests (window place, demo title)');

describe.skipIf(skipReason !== null)('the desktop shell', () => {
  let userData = '';
  afterAll(async () => {
    if (userData) await rm(userData, { recursive: true, force: true });
  });

  it('reopens the window at the size and place it was closed at, and names the demo in its title', async () => {
    userData = await mkdtemp(path.join(os.tmpdir(), 'satchel-electron-state-'));
    const first = await launchSatchel({ userData });
    await first.page.getByRole('heading', { name: 'Markets', exact: true }).waitFor({ timeout: 30_000 });
    const wanted = await first.app.evaluate(({ BrowserWindow, screen }) => {
      const work = screen.getPrimaryDisplay().workArea;
      const bounds = { x: work.x + 40, y: work.y + 30, width: Math.min(1000, work.width - 40), height: Math.min(700, work.height - 30) };
      BrowserWindow.getAllWindows()[0]!.setBounds(bounds);
      return bounds;
    });
    await expect.poll(() => first.app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.getTitle())).toBe('Markets — Satchel (demo)');
    await first.close();

    const second = await launchSatchel({ userData });
    try {
      const bounds = await second.app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows()[0]!.getNormalBounds());
      expect(bounds).toEqual(wanted);
    } finally {
      await second.close();
    }
  }, 120_000);

  it('gives Electron the theme of the settings (the page’s colour scheme too), and offers Lock only with an app password', async () => {
    const launched = await launchSatchel();
    const { app, page } = launched;
    try {
      await page.getByRole('heading', { name: 'Markets', exact: true }).waitFor({ timeout: 30_000 });
      const call = (name: string, request: unknown) => page.evaluate(([n, r]) => (window as unknown as { satchel: { call(name: string, request: unknown): Promise<unknown> } }).satchel.call(n as string, r), [name, request] as const);
      const lockEnabled = () => app.evaluate(({ Menu }) => Menu.getApplicationMenu()?.getMenuItemById('lock')?.enabled);
      expect(await app.evaluate(({ nativeTheme }) => nativeTheme.themeSource)).toBe('system');
      expect(await call('settings.update', { theme: 'dark' })).toMatchObject({ ok: true });
      expect(await app.evaluate(({ nativeTheme }) => [nativeTheme.themeSource, nativeTheme.shouldUseDarkColors])).toEqual(['dark', true]);
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(true);
      await call('settings.update', { theme: 'light' });
      expect(await app.evaluate(({ nativeTheme }) => nativeTheme.shouldUseDarkColors)).toBe(false);

      expect(await lockEnabled()).toBe(false);
      expect(await call('lock.setPassword', { current: null, next: 'correct horse battery' })).toMatchObject({ ok: true });
      await expect.poll(lockEnabled).toBe(true);
      await call('lock.lock', {});
      await expect.poll(lockEnabled).toBe(false);
    } finally {
      await launched.close();
    }
  }, 120_000);

  it('loads each tray image this platform uses, at its size and with its @2x', async () => {
    const launched = await launchSatchel();
    try {
      for (const theme of ['light', 'dark'] as const) {
        const file = path.join(root, 'build', 'tray', trayIcon(process.platform, theme).file);
        const image = await launched.app.evaluate(({ nativeImage }, f) => {
          const loaded = nativeImage.createFromPath(f);
          return { empty: loaded.isEmpty(), size: loaded.getSize(), scales: loaded.getScaleFactors() };
        }, file);
        expect(image.empty, file).toBe(false);
        if (process.platform !== 'win32') expect(image.scales).toContain(2);
        expect(image.size.width).toBe(process.platform === 'darwin' ? 16 : process.platform === 'win32' ? image.size.height : 32);
      }
    } finally {
      await launched.close();
    }
  }, 120_000);
});
