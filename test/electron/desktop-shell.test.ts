/**
 * Issue 23 in real Electron: the window reopens where it was left, and the demo is said in the
 * window's title. Needs the Electron binary (downloaded on first use); where it is missing (no
 * internet on these machines) the suite is skipped, and says so.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { launchSatchel, skipReason as whySkip } from './launch.js';

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
});
