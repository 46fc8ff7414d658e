import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

// Several accounts, and a settings file that was broken before the app started.
let app: RunningApp;
const BROKEN = '{"profiles": [ {"name": "half a file';

beforeAll(async () => {
  app = await startApp({ seed: 8, prepare: (dir) => writeFile(path.join(dir, 'settings.json'), BROKEN) });
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);

describe('settings and several accounts', () => {
  it('a broken settings file: the app starts with defaults, keeps the file aside, and says so', async () => {
    const { page } = app;
    const notice = page.getByRole('alert').filter({ hasText: 'Your settings file could not be read' });
    await notice.waitFor();
    const kept = (await readdir(app.userDataDir)).filter((f) => f.startsWith('settings.corrupt-'));
    expect(kept).toHaveLength(1);
    expect(await notice.textContent()).toContain(kept[0]);
    await notice.getByRole('button', { name: /^Dismiss/ }).click();
    await notice.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
  });

  it('keeps two accounts, switches between them, renames and removes one', async () => {
    const { page } = app;
    const [alice, bob] = app.demo.ready.accounts;
    await go('Settings');
    await page.getByRole('button', { name: `Add demo account ${alice!.email}` }).click();
    await page.getByText(`Added the demo account ${alice!.email}.`).waitFor();
    await page.getByRole('button', { name: `Add demo account ${bob!.email}` }).click();
    await page.getByText(`Added the demo account ${bob!.email}.`).waitFor();
    // A demo account once saved is not offered again.
    expect(await page.getByRole('button', { name: /^Add demo account / }).count()).toBe(0);

    // The account added last is not made active by itself: Alice's stays in use until switched.
    await go('Balances');
    const account = page.getByText(/^Account: /);
    const first = await account.textContent();
    await go('Settings');
    const other = (first ?? '').includes(bob!.email) ? alice! : bob!;
    await page.getByRole('button', { name: `Use Demo: ${other.email}` }).click();
    await page.getByText(`Now using “Demo: ${other.email}”.`).waitFor();
    await go('Balances');
    await expect.poll(() => account.textContent()).toContain(other.email);
    await page.getByRole('table', { name: 'Balances' }).waitFor();

    await go('Settings');
    await page.getByRole('button', { name: `Rename Demo: ${other.email}` }).click();
    await page.getByLabel('New name').fill('Trading');
    await page.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Renamed to “Trading”.').waitFor();
    await page.getByRole('button', { name: 'Rename Trading' }).waitFor();

    await page.getByRole('button', { name: 'Remove Trading' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove account' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: "Don't do it" }).click();
    await page.getByText('Nothing was removed.').waitFor();
    expect(await page.getByRole('button', { name: 'Rename Trading' }).count()).toBe(1);

    await page.getByRole('button', { name: 'Remove Trading' }).click();
    await dialog.getByRole('button', { name: 'Remove account' }).click();
    await page.getByText('“Trading” was removed').waitFor();
    expect(await page.getByRole('button', { name: 'Rename Trading' }).count()).toBe(0);
    expect(await page.getByRole('listitem').filter({ hasText: 'Demo:' }).count()).toBe(1);
    await page.getByRole('button', { name: `Add demo account ${other.email}` }).waitFor();
  });
});
