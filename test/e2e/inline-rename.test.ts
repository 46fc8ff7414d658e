import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { descriptionOf, goTo } from '../support/page.js';

// Issue #22: accounts, appliances and policies are renamed in place by one component, so the
// keyboard works the same in all three: Enter saves, Escape gives up and puts the focus back on
// the Rename button, a refused name stays in the field with the reason said once, at the field.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 7 });
  await app.page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
});
afterAll(async () => {
  await app?.close();
});

const focused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/**
 * Opens the rename of one thing with its Rename button, tries a name that is refused, then
 * gives up with Escape. `press` is how the name is sent: Enter in the field, or the Save button.
 */
async function refusedThenEscape(where: Locator, opener: Locator, refused: string, reason: string, press: 'Enter' | 'Save name') {
  await opener.click();
  const field = where.getByRole('textbox');
  await field.waitFor();
  expect(await focused(field), 'the field has the focus').toBe(true);

  await field.fill(refused);
  const save = where.getByRole('button', { name: 'Save name' });
  if (press === 'Enter') await field.press('Enter');
  else await save.click();
  await where.getByRole('alert').filter({ hasText: reason }).waitFor();
  // Said once, at the field, and what was typed is still there to correct.
  expect(await app.page.getByText(reason).count(), 'the reason is said once').toBe(1);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  expect(await descriptionOf(field)).toContain(reason);
  expect(await field.inputValue()).toBe(refused);
  if (press === 'Save name') expect(await focused(save), 'the Save button keeps the focus').toBe(true);

  await field.press('Escape');
  await field.waitFor({ state: 'detached' });
  expect(await focused(opener), 'the focus is back on the Rename button').toBe(true);
  expect(await app.page.getByText(reason).count(), 'the reason goes with the form').toBe(0);
}

describe('renaming in place, the same in every list', () => {
  it('an account: a name another account has is refused, Escape returns to Rename', async () => {
    const { page } = app;
    const [alice, bob] = app.demo.ready.accounts;
    await goTo(page, 'Settings');
    for (const who of [alice!, bob!]) {
      await page.getByRole('button', { name: `Add demo account ${who.email}` }).click();
      await page.getByRole('button', { name: `Rename Demo: ${who.email}` }).waitFor();
    }
    const bobItem = page.getByRole('listitem').filter({ hasText: bob!.email });
    const opener = bobItem.getByRole('button', { name: `Rename Demo: ${bob!.email}` });
    const reason = 'Another account already has this name.';
    await refusedThenEscape(bobItem, opener, `Demo: ${alice!.email}`, reason, 'Enter');
    await refusedThenEscape(bobItem, opener, `Demo: ${alice!.email}`, reason, 'Save name');
  });

  it('an appliance: an empty name is refused, Escape returns to Rename', async () => {
    const { page } = app;
    await page.getByRole('button', { name: 'Add the demo appliance' }).click();
    const list = page.getByRole('list', { name: 'Saved appliances' });
    await list.getByText('In use').waitFor();
    const item = list.getByRole('listitem').first();
    const opener = item.getByRole('button', { name: /^Rename appliance / });
    await refusedThenEscape(item, opener, '   ', 'Give the appliance a name.', 'Enter');
  });

  it('a policy: a name the appliance cannot take is refused, Escape returns to Rename', async () => {
    const { page } = app;
    await goTo(page, 'Policies');
    const table = page.getByRole('table', { name: 'Authorization policies' });
    await table.getByRole('rowheader').first().waitFor();
    const name = (await table.getByRole('rowheader').first().textContent())!.trim();
    const opener = table.getByRole('button', { name: `Rename policy ${name}`, exact: true });
    // The table, not the row: while renamed, the row's name is the form's.
    await refusedThenEscape(table, opener, '-tmp', 'A policy name starts with a letter, digit or underscore', 'Enter');
  });
});
