import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { setPasswordAndLock } from '../support/page.js';

// Issue #23, "menus and shortcuts": the views, Settings, Find and Lock from the keyboard, in
// browser mode as in the desktop app, whose menu sends the same commands ('app.command').
let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ seed: 4 });
  await app.page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const heading = (name: string) => app.page.getByRole('heading', { name, level: 1 });

describe('keyboard shortcuts and menu commands', () => {
  it('Ctrl+2 opens Balances, Ctrl+8 Codes, Ctrl+, Settings', async () => {
    await app.page.keyboard.press('Control+2');
    await heading('Balances').waitFor();
    await app.page.keyboard.press('Control+8');
    await heading('Transfer codes').waitFor();
    await app.page.keyboard.press('Control+Comma');
    await heading('Settings').waitFor();
  });

  it('Ctrl+K goes to Markets and puts the cursor in its filter, from a text field too', async () => {
    await app.page.getByLabel('New password').focus();
    await app.page.keyboard.press('Control+k');
    await heading('Markets').waitFor();
    const filter = app.page.getByRole('textbox', { name: 'Filter markets' });
    await expect.poll(() => filter.evaluate((el) => el === document.activeElement)).toBe(true);
    await app.page.keyboard.type('eth');
    expect(await filter.inputValue()).toBe('eth');
  });

  it('a command from the desktop menu does what its shortcut does', async () => {
    app.services.broadcast('app.command', { kind: 'view', view: 'fees' });
    await heading('Fees').waitFor();
  });

  it('Ctrl+L says how to lock while no app password is set, and locks once one is', async () => {
    await app.page.keyboard.press('Control+l');
    await app.page.getByText('Satchel locks with an app password: set one in Settings, under App password.').waitFor();
    await setPasswordAndLock(app.page, 'correct horse battery');
    await app.page.getByRole('region', { name: 'Satchel is locked' }).getByLabel('App password').fill('correct horse battery');
    await app.page.getByRole('button', { name: 'Unlock' }).click();
    await app.page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
    await app.page.keyboard.press('Control+l');
    await app.page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();
  });
});
