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

// Issue #24, item 8: the header holds 15 or more stops; the first Tab offers to go past them.
describe('skip link', () => {
  it('the first Tab lands on "Skip to main content", shown; Enter takes focus into the view, whose first control is the next Tab', async () => {
    const { page } = app;
    await page.reload();
    await heading('Markets').waitFor();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Skip to main content');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    // Seen while focused: inside the window, on top of the header, not clipped away.
    const box = (await skip.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.width).toBeGreaterThan(20);
    expect(box.height).toBeGreaterThan(10);
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('a')?.textContent?.trim(), { x: box.x + box.width / 2, y: box.y + box.height / 2 })).toBe('Skip to main content');

    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    // The route stays: the link moves focus, it does not navigate.
    await heading('Markets').waitFor();
    await page.keyboard.press('Tab');
    const firstControl = page.getByRole('main').getByRole('textbox', { name: 'Filter markets' });
    expect(await firstControl.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});

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
