import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '../../shared/decimal.js';
import { startApp, type RunningApp } from '../support/app.js';
import { focusedName, goTo, setPasswordAndLock, unnamedControls } from '../support/page.js';

// Browser mode in Chromium against the demo exchange: a person adds their key, sees their
// money, cancels orders through main's confirmation, and locks the app.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 7 });
});
afterAll(async () => {
  await app?.close();
});

const alice = () => app.demo.ready.accounts[0]!;

const go = (name: string) => goTo(app.page, name);

/** Every file under a folder, with its text. */
async function filesUnder(dir: string): Promise<{ file: string; text: string }[]> {
  const out: { file: string; text: string }[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    // A temporary file of an atomic write can be renamed between the listing and the read: its text is in the file it became.
    const text = await readFile(file, 'latin1').catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' && file.endsWith('.tmp')) return null;
      throw error;
    });
    if (text !== null) out.push({ file, text });
  }
  return out;
}

/** A displayed amount ("1,234.5") as an exact decimal. */
const amountOf = async (cell: Locator) => dec(((await cell.textContent()) ?? '').replace(/,/g, '').replace('−', '-').trim());

/** The Locked cell of a currency's row in the Balances table. */
async function lockedOf(code: string) {
  await go('Balances');
  const row = app.page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: new RegExp(`^${code} `) });
  await row.waitFor();
  // Columns: Total, Available, Locked, Value, Share (the currency is the row header).
  return amountOf(row.getByRole('cell').nth(2));
}

describe('accounts', () => {
  it('with no account, the account views point to Settings', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await go('Balances');
    await page.getByText('No account is set up yet').waitFor();
    await page.getByRole('link', { name: 'Add an account' }).click();
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await page.getByText('No account yet.').waitFor();
  });

  it('a wrong secret gives a clear error, keeps what was typed, and saves nothing', async () => {
    const { page } = app;
    const wrongSecret = `${alice().apiSecret.slice(0, -4)}WXYZ`;
    await page.getByLabel('Name', { exact: true }).fill('Alice');
    await page.getByLabel('Exchange address').fill(app.demo.exchange.url);
    await page.getByLabel('API key').fill(alice().apiKey);
    await page.getByLabel('API secret').fill(wrongSecret);
    await page.getByRole('button', { name: 'Check and save' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/key|secret|refused/i);
    expect(await page.getByLabel('API key').inputValue()).toBe(alice().apiKey);
    expect(await page.getByLabel('API secret').inputValue()).toBe(wrongSecret);
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Alice');
    await page.getByText('No account yet.').waitFor();
    for (const { file, text } of await filesUnder(app.userDataDir)) {
      expect(text.includes(wrongSecret), file).toBe(false);
      expect(text.includes(alice().apiKey), file).toBe(false);
    }
  });

  it('adds the key after checking it with the exchange; no file holds the secret', async () => {
    const { page } = app;
    await page.getByLabel('API secret').fill(alice().apiSecret);
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page.getByText('Added “Alice”').waitFor();
    expect(await page.getByLabel('API secret').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Rename Alice' }).waitFor();
    // The renderer sees the key masked, never whole.
    expect(await page.getByRole('main').textContent()).not.toContain(alice().apiKey);
    const files = await filesUnder(app.userDataDir);
    expect(files.length).toBeGreaterThan(0);
    for (const { file, text } of files) expect(text.includes(alice().apiSecret), file).toBe(false);
  });

  it('shows the balances and the portfolio value in the display currency', async () => {
    const { page } = app;
    await go('Balances');
    const table = page.getByRole('table', { name: 'Balances' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(3);
    const value = page.getByRole('definition').first();
    await expect.poll(() => value.textContent()).toMatch(/\d/);
    expect(await value.textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} USD$/);
    await page.getByRole('img', { name: /^Allocation: / }).waitFor();

    await go('Settings');
    await page.getByRole('combobox', { name: 'Display currency' }).selectOption('btc');
    await go('Balances');
    await expect.poll(() => page.getByRole('columnheader', { name: 'Value (BTC)' }).count()).toBe(1);
    await expect.poll(() => page.getByRole('definition').first().textContent()).toMatch(/\d\.\d{8}/);
  });

  it('declining a cancellation keeps the order; confirming cancels it and releases its funds', async () => {
    const { page } = app;
    await go('Orders');
    const table = page.getByRole('table', { name: 'Open orders' });
    await table.waitFor();
    const first = table.getByRole('row').nth(1);
    const header = (await first.getByRole('rowheader').textContent()) ?? '';
    const [, base, quote, id] = /^(\w+)\/(\w+) #(\d+)$/.exec(header.trim()) ?? [];
    expect(id, header).toBeTruthy();
    const side = (await first.getByRole('cell').nth(1).innerText()).split('·')[0]!.trim();
    const held = side === 'Sell' ? base! : quote!;

    const lockedBefore = await lockedOf(held);
    await go('Orders');
    const cancel = page.getByRole('button', { name: `Cancel order ${id}`, exact: true });
    await cancel.click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Cancel order ${id}`);
    await dialog.getByRole('button', { name: "Don't do it" }).click();
    await page.getByText('Nothing was cancelled.').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(await cancel.count()).toBe(1);
    expect((await lockedOf(held)).eq(lockedBefore)).toBe(true);

    await go('Orders');
    await cancel.click();
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByText(`Order ${id} was cancelled.`).waitFor();
    await cancel.waitFor({ state: 'detached' });
    await expect.poll(async () => (await lockedOf(held)).lt(lockedBefore)).toBe(true);
  });

  it('cancels several selected orders at once', async () => {
    const { page } = app;
    await go('Orders');
    const table = page.getByRole('table', { name: 'Open orders' });
    await table.waitFor();
    const boxes = table.getByRole('checkbox', { name: /^Select order \d+$/ });
    const count = await boxes.count();
    expect(count).toBeGreaterThanOrEqual(2);
    const ids = await Promise.all([0, 1].map(async (i) => (await boxes.nth(i).getAttribute('aria-label'))!.replace('Select order ', '')));
    for (const i of [0, 1]) await boxes.nth(i).check();
    await page.getByRole('button', { name: 'Cancel selected (2)' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel orders' });
    await dialog.getByRole('button', { name: 'Cancel 2 orders' }).click();
    for (const id of ids) await page.getByRole('checkbox', { name: `Select order ${id}`, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => boxes.count()).toBe(count - 2);
  });

  it('keyboard: after an order is cancelled its row goes, and the focus moves to the next row\'s Cancel, never to the page', async () => {
    const { page } = app;
    await go('Orders');
    const cancels = page.getByRole('table', { name: 'Open orders' }).getByRole('button', { name: /^Cancel order \d+$/ });
    await cancels.first().waitFor();
    expect(await cancels.count()).toBeGreaterThanOrEqual(2);
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await cancels.nth(i).getAttribute('aria-label'))!));
    await cancels.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.waitFor();
    // The question starts on "Don't do it"; the yes is next.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: first, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(second);
  });

  it('keyboard: after "Cancel selected" empties the selection (the button is off), the focus goes to "select all", not to the page', async () => {
    const { page } = app;
    const table = page.getByRole('table', { name: 'Open orders' });
    const box = table.getByRole('checkbox', { name: /^Select order \d+$/ }).first();
    const label = (await box.getAttribute('aria-label'))!;
    await box.check();
    await page.getByRole('button', { name: 'Cancel selected (1)' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Cancel order' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.getByRole('checkbox', { name: label, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Select all shown orders');
  });

  it('every price and amount of an order says its unit, open and in the history', async () => {
    const { page } = app;
    await go('Orders');
    await page.getByRole('tab', { name: 'Open orders' }).click();
    const unitsOf = async (row: Locator) => {
      const header = (await row.getByRole('rowheader').textContent()) ?? '';
      const [, base, quote] = /^(\w+)\/(\w+) #\d+$/.exec(header.trim()) ?? [];
      expect(base, header).toBeTruthy();
      return { base: base!, quote: quote! };
    };
    const amount = (unit: string) => new RegExp(`^[\\d,]+(\\.\\d+)? ${unit}$`);
    const open = page.getByRole('table', { name: 'Open orders' }).getByRole('row').nth(1);
    await open.waitFor();
    const o = await unitsOf(open);
    // What a person reads: a narrow window's extra lines (app.css, narrow-only) are not shown at this size.
    const openCells = (await open.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(openCells[3]).toMatch(new RegExp(`${amount(o.quote).source}|^Market$`));
    expect(openCells[4]).toMatch(amount(o.base));
    expect(openCells[5]).toMatch(amount(o.base));

    await page.getByRole('tab', { name: 'History' }).click();
    const done = page.getByRole('table', { name: 'Order history' }).getByRole('row').nth(1);
    await done.waitFor();
    const h = await unitsOf(done);
    const doneCells = (await done.getByRole('cell').allInnerTexts()).map((t) => t.trim());
    expect(doneCells[2]).toMatch(new RegExp(`${amount(h.quote).source}|^Market$`));
    expect(doneCells[3]).toMatch(new RegExp(`${amount(h.quote).source}|^—$`));
    expect(doneCells[4]).toMatch(amount(h.base));
    expect(doneCells[5]).toMatch(amount(h.base));
    await page.getByRole('tab', { name: 'Open orders' }).click();
  });

  it("shows the history and an order's trades", async () => {
    const { page } = app;
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'Order history' });
    await history.waitFor();
    expect(await history.getByRole('row').count()).toBeGreaterThan(1);
    // The demo's history holds executed orders, each with its trades.
    await history.getByRole('button', { name: /^Show trades of order \d+$/ }).first().click();
    const trades = page.getByRole('table', { name: /^Trades of order \d+$/ });
    await trades.waitFor();
    const rows = await trades.getByRole('row').allTextContents();
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.slice(1).every((r) => /Maker|Taker/.test(r))).toBe(true);
  });

  it('with an app password, locks: state changes are refused until the right password', async () => {
    const { page } = app;
    await setPasswordAndLock(page, 'correct horse battery');

    await go('Orders');
    await page.getByRole('tab', { name: 'Open orders' }).click();
    const cancel = page.getByRole('button', { name: /^Cancel order \d+$/ }).first();
    await cancel.waitFor();
    expect(await cancel.isDisabled()).toBe(true);
    // What is shown keeps updating while locked.
    await page.getByRole('table', { name: 'Open orders' }).waitFor();

    await page.getByLabel('App password').fill('wrong password');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('alert').filter({ hasText: /password/i }).waitFor();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();

    // The growing delay: wait until another try is accepted, as a person would.
    const unlock = page.getByRole('button', { name: 'Unlock' });
    await expect.poll(() => unlock.isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.getByLabel('App password').fill('correct horse battery');
    await unlock.click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
    expect(await cancel.isEnabled()).toBe(true);
  });

  it('keyboard: after unlocking with the field, the focus goes to the heading of the view shown, not to the page', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();
    await page.getByLabel('App password').fill('correct horse battery');
    await page.getByLabel('App password').press('Enter');
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('Orders');
  });

  it('in browser mode, a confirmation with an app password set needs the password: the page’s token alone cannot say yes', async () => {
    const { page } = app;
    const cancel = page.getByRole('button', { name: /^Cancel order \d+$/ }).first();
    const label = ((await cancel.getAttribute('aria-label')) ?? (await cancel.textContent()) ?? '').trim();
    await cancel.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const password = dialog.getByLabel('App password');
    await password.fill('not it');
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await dialog.getByRole('alert').filter({ hasText: /password/i }).waitFor();
    // Still asked, nothing sent: the order is still listed.
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: label, exact: true, includeHidden: true }).count()).toBe(1);
    // The wrong password's delay runs out before another try is judged, as at unlock.
    await expect.poll(() => app.services.lock.status.retryInMs, { timeout: 15_000 }).toBe(0);
    await password.fill('correct horse battery');
    await dialog.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: label, exact: true }).waitFor({ state: 'detached' });
  });

  it('every control on the account views has an accessible name', async () => {
    const { page } = app;
    for (const view of ['Balances', 'Orders', 'Settings']) {
      await go(view);
      expect(await unnamedControls(page), view).toEqual([]);
    }
  });

  it('keyboard: after "Add demo account …" the button goes, and the focus moves to the account it added', async () => {
    const { page } = app;
    await go('Settings');
    const add = page.getByRole('button', { name: `Add demo account ${app.demo.ready.accounts[1]!.email}`, exact: true });
    await add.focus();
    await page.keyboard.press('Enter');
    await add.waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(`Use Demo: ${app.demo.ready.accounts[1]!.email}`);
  });

  it('keyboard: after an account is removed, the focus moves to the next account\'s Remove, never to the page', async () => {
    const { page } = app;
    const removes = page.getByRole('button', { name: /^Remove / });
    const [first, second] = await Promise.all([0, 1].map(async (i) => (await removes.nth(i).getAttribute('aria-label'))!));
    await removes.first().focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.getByLabel('App password').fill('correct horse battery');
    await dialog.getByLabel('App password').press('Enter');
    await page.getByRole('button', { name: first, exact: true }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe(second);
  });
});
