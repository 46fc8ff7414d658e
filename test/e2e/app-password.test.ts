import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundDemo, startApp, type RunningApp } from '../support/app.js';
import { goTo, unnamedControls } from '../support/page.js';

// Browser mode in Chromium, Satchel unlocked with an app password set (audit of issue 21): showing
// a whole transfer code and weakening an appliance policy ask for the password in main's question;
// a wrong one is refused in the dialog and nothing is shown or changed.
let app: RunningApp;
const PASSWORD = 'correct horse battery';
let code = '';

beforeAll(async () => {
  app = await startApp({ seed: 9 });
  const { page } = app;
  await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
  const alice = app.demo.ready.accounts[0]!;
  await fundDemo(app, alice.email, 'btc', '1');

  await goTo(page, 'Settings');
  await page.getByRole('button', { name: `Add demo account ${alice.email}` }).click();
  await page.getByRole('button', { name: `Rename Demo: ${alice.email}` }).waitFor();
  const use = page.getByRole('button', { name: `Use Demo: ${alice.email}` });
  if (await use.count()) await use.click();
  await page.getByRole('button', { name: 'Add the demo appliance' }).click();
  await page.getByRole('list', { name: 'Saved appliances' }).getByText('In use').waitFor();

  await goTo(page, 'Codes');
  const form = page.getByRole('form', { name: 'Create a code' });
  await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
  await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0456');
  await form.getByRole('button', { name: 'Create code…' }).click();
  await page.getByRole('dialog', { name: 'Create a transfer code' }).getByRole('button', { name: 'Create code for 0.0456 BTC' }).click();
  const shown = page.getByRole('textbox', { name: 'Code', exact: true });
  await shown.waitFor();
  code = await shown.inputValue();
  await page.getByRole('button', { name: 'Hide the code' }).click();

  await goTo(page, 'Settings');
  await page.getByLabel('New password').fill(PASSWORD);
  await page.getByLabel('Repeat password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByText('App password set.', { exact: false }).waitFor();
}, 120_000);

afterAll(async () => {
  await app?.close();
});

/**
 * Types the password into main's question and says yes, as a person would: if the answer is
 * "Too many wrong passwords. Try again in N s." (an earlier wrong one), they try again.
 */
async function yesWithPassword(dialog: Locator, confirmLabel: string): Promise<void> {
  await expect
    .poll(
      async () => {
        if (!(await dialog.isVisible())) return 'answered';
        await dialog.getByLabel('App password').fill(PASSWORD);
        await dialog.getByRole('button', { name: confirmLabel }).click();
        return 'still asked';
      },
      { timeout: 20_000, interval: 1000 },
    )
    .toBe('answered');
}

describe('the app password asked again while unlocked', () => {
  it('showing a whole transfer code asks for it; a wrong one shows nothing', async () => {
    const { page } = app;
    await goTo(page, 'Codes');
    const row = page.getByRole('table', { name: 'Codes issued by me' }).getByRole('row', { name: /0\.0456 BTC/ });
    await row.waitFor();
    const secret = code.split('-')[1]!;
    expect(await row.textContent()).not.toContain(secret);

    await row.getByRole('button', { name: /^Show code / }).click();
    const dialog = page.getByRole('dialog', { name: 'Show a transfer code' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Show the whole code worth 0.0456 BTC?');
    await dialog.getByLabel('App password').fill('not the password');
    await dialog.getByRole('button', { name: 'Show the code' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Wrong password. You can try again in 1 s.' }).waitFor();
    expect(await row.textContent()).not.toContain(secret);
    expect(await unnamedControls(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Don.t do it$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('alert').filter({ hasText: 'Declined: the code was not shown.' }).waitFor();
    expect(await row.textContent()).not.toContain(secret);

    await row.getByRole('button', { name: /^Show code / }).click();
    await dialog.waitFor();
    await yesWithPassword(dialog, 'Show the code');
    await expect.poll(() => row.textContent()).toContain(code);
    await row.getByRole('button', { name: /^Hide code / }).click();
    await expect.poll(() => row.textContent()).not.toContain(secret);
  });

  it('turning a DENY policy into ALLOW asks for it; a wrong one changes nothing', async () => {
    const { page } = app;
    const name = 'deny_admin_paths';
    expect(app.demo.appliance.store.find(name)).toMatchObject({ action: 'DENY' });
    await goTo(page, 'Policies');
    const table = page.getByRole('table', { name: 'Authorization policies' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
    await row.getByRole('button', { name: `Edit policy ${name}` }).click();
    const form = page.getByRole('form', { name: `Edit “${name}”` });
    await form.getByRole('radio', { name: /^ALLOW/ }).check();
    await form.getByRole('button', { name: 'Save changes' }).click();

    const dialog = page.getByRole('dialog', { name: 'Change a policy' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Action: DENY → ALLOW');
    await dialog.getByLabel('App password').fill('not the password');
    await dialog.getByRole('button', { name: 'Change policy' }).click();
    await dialog.getByRole('alert').filter({ hasText: 'Wrong password. You can try again in 1 s.' }).waitFor();
    expect(app.demo.appliance.store.find(name)).toMatchObject({ action: 'DENY' });
    await dialog.getByRole('button', { name: /^Don.t do it$/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await form.getByRole('alert').filter({ hasText: 'Declined: nothing was changed.' }).waitFor();
    expect(app.demo.appliance.store.find(name)).toMatchObject({ action: 'DENY' });
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('DENY');

    await form.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor();
    await yesWithPassword(dialog, 'Change policy');
    await page.getByText(`Saved the changes to “${name}”.`).waitFor();
    expect(app.demo.appliance.store.find(name)).toMatchObject({ action: 'ALLOW' });
  });

  it('a wrong current password in Settings is answered as everywhere, on the current-password field, and changes nothing', async () => {
    const { page } = app;
    await goTo(page, 'Settings');
    const current = page.getByLabel('Current password');
    await current.fill('not the password');
    await page.getByRole('button', { name: 'Remove password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong password. You can try again in 1 s.' }).waitFor();
    expect(await current.getAttribute('aria-invalid')).toBe('true');
    expect(app.services.lock.status.hasPassword).toBe(true);
  });
});
