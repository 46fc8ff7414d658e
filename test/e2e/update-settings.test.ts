import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { descriptionOf, goTo, setPasswordAndLock } from '../support/page.js';

// Issue 23, Updates: the person's choices (checks on or off, stable or beta), kept by main for
// the desktop app's updater (electron/main/updates.ts). Browser mode has none and says so.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 23, colorScheme: 'dark' });
});
afterAll(async () => {
  await app?.close();
});

const savedUpdates = async () => (JSON.parse(await readFile(path.join(app.userDataDir, 'settings.json'), 'utf8')) as { updates?: unknown }).updates;

describe('update settings', () => {
  it('are on and stable at first; browser mode says plainly that the desktop app checks', async () => {
    const { page } = app;
    await goTo(page, 'Settings');
    const updates = page.getByRole('group', { name: 'Updates' });
    const check = updates.getByRole('checkbox', { name: 'Check for updates' });
    const channel = updates.getByRole('combobox', { name: 'Update channel' });
    expect(await check.isChecked()).toBe(true);
    expect(await channel.inputValue()).toBe('stable');
    expect(await descriptionOf(check)).toMatch(/Updates are checked by the desktop app; this browser page never checks/);
    expect(await descriptionOf(channel)).toMatch(/Updates are checked by the desktop app/);
    expect(await channel.locator('option').allTextContents()).toEqual(['Stable releases', 'Beta: new versions earlier, less tested']);
  });

  it('are changed with the keyboard, said to be saved, and kept in the settings file', async () => {
    const { page } = app;
    const updates = page.getByRole('group', { name: 'Updates' });
    const check = updates.getByRole('checkbox', { name: 'Check for updates' });
    const channel = updates.getByRole('combobox', { name: 'Update channel' });

    await check.focus();
    await page.keyboard.press('Space');
    await page.getByText('Update setting saved.').waitFor();
    await expect.poll(savedUpdates).toEqual({ check: false, channel: 'stable' });

    await channel.focus();
    await channel.selectOption('beta');
    await page.getByText('Update channel saved.').waitFor();
    await expect.poll(savedUpdates).toEqual({ check: false, channel: 'beta' });

    // What main keeps is what a new window shows.
    await page.reload();
    await goTo(page, 'Settings');
    expect(await page.getByRole('checkbox', { name: 'Check for updates' }).isChecked()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Update channel' }).inputValue()).toBe('beta');
  });

  it('cannot be changed while Satchel is locked, and say why', async () => {
    const { page } = app;
    await setPasswordAndLock(page, 'correct horse battery');
    const check = page.getByRole('checkbox', { name: 'Check for updates' });
    const channel = page.getByRole('combobox', { name: 'Update channel' });
    for (const control of [check, channel]) {
      expect(await control.isDisabled()).toBe(true);
      expect(await descriptionOf(control)).toMatch(/Unlock to change .*updates/);
    }
  });
});
