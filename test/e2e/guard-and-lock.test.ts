import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { goTo, unnamedControls } from '../support/page.js';

// The withdrawal guard belongs to the exchange account (removing the account keeps it, and
// needs the app password), names are unique, and a locked Satchel shows no amounts or addresses.
let app: RunningApp;
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  app = await startApp({ seed: 21, addressDelayMs: 300 });
  await addFundedDemoAccount(app, 'btc', '2');
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);
const alice = () => `Demo: ${app.demo.ready.accounts[0]!.email}`;

describe('names, the guard and the lock', () => {
  it('refuses a second account with a name already used, and the form keeps what was typed', async () => {
    const { page } = app;
    await go('Settings');
    const form = page.getByRole('form', { name: 'Add an account' });
    // Labels as a person reads them (the address field's label also holds its hint).
    const typed: [string | RegExp, string][] = [
      ['Name', `  ${alice().toUpperCase()} `],
      [/^Exchange address/, app.demo.exchange.url],
      ['API key', 'ABCDEFGH12345678'],
      ['API secret', 'secret-not-checked-1'],
    ];
    const field = (label: string | RegExp) => form.getByLabel(label, { exact: typeof label === 'string' });
    for (const [label, value] of typed) await field(label).fill(value);
    await form.getByRole('button', { name: 'Check and save' }).click();
    await form.getByRole('alert').filter({ hasText: 'Another account already has this name. Choose another name.' }).waitFor();
    for (const [label, value] of typed) expect(await field(label).inputValue(), String(label)).toBe(value);
    expect(await field('Name').getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('listitem').filter({ hasText: 'Demo:' }).count()).toBe(1);
  });

  it('removing an account whose exchange account has a guard asks for the app password and says the guard is kept', async () => {
    const { page } = app;
    await go('Withdraw');
    await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    const rules = page.getByRole('form', { name: 'BTC withdrawal rules' });
    await rules.getByRole('textbox', { name: 'Daily limit (BTC, empty for none)' }).fill('0.5');
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('The BTC guard is saved.').waitFor();

    await go('Settings');
    await page.getByLabel('New password').fill(PASSWORD);
    await page.getByLabel('Repeat password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('button', { name: 'Lock', exact: true }).waitFor();

    await page.getByRole('button', { name: `Remove ${alice()}` }).click();
    const asked = page.getByRole('form', { name: `Remove ${alice()}` });
    await asked.getByText('Its exchange account has a withdrawal guard.').waitFor();
    await asked.getByRole('button', { name: 'Remove account' }).click();
    await page.getByRole('alert').filter({ hasText: 'Enter your app password.' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);

    await asked.getByLabel('App password').fill(PASSWORD);
    await asked.getByRole('button', { name: 'Remove account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove account' });
    await dialog
      .getByText('The withdrawal guard of this exchange account — a daily limit of 0.5 BTC — is kept and applies again if you add this account again.')
      .waitFor();
    // The password was just given for this very removal: the question does not ask for it again.
    expect(await dialog.getByLabel('App password').count()).toBe(0);
    await dialog.getByRole('button', { name: 'Remove account' }).click();
    await page.getByText(`“${alice()}” was removed. The withdrawal guard of its exchange account is kept.`).waitFor();

    // Added again: the same guard.
    await page.getByRole('button', { name: `Add demo account ${app.demo.ready.accounts[0]!.email}` }).click();
    await page.getByRole('button', { name: `Rename ${alice()}` }).waitFor();
    await go('Withdraw');
    await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    expect(await page.getByRole('form', { name: 'BTC withdrawal rules' }).getByRole('textbox', { name: 'Daily limit (BTC, empty for none)' }).inputValue()).toBe('0.5');
  });

  it('after locking, Balances shows dots and the deposit address is hidden', async () => {
    const { page } = app;
    await go('Deposit');
    await page.getByRole('heading', { name: 'Deposit BTC', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: 'Address', exact: true }).waitFor();
    await go('Balances');
    const btc = page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^BTC / });
    await expect.poll(() => btc.getByRole('cell').nth(1).textContent()).toMatch(/\d/);

    await page.getByRole('button', { name: 'Lock', exact: true }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();
    await expect.poll(() => btc.getByRole('cell').nth(1).textContent()).toContain('•••••');
    // Total, Available, Locked and Value: every amount of the row (its share of the whole is no amount).
    for (let cell = 0; cell < 4; cell++) expect(await btc.getByRole('cell').nth(cell).textContent()).toBe('•••••');

    await go('Deposit');
    await page.getByRole('note').filter({ hasText: 'The BTC deposit address is hidden while Satchel is locked. Unlock to see it.' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Address', exact: true }).count()).toBe(0);
    expect(await page.getByRole('img', { name: 'QR code of the BTC deposit address' }).count()).toBe(0);
    expect(await unnamedControls(page)).toEqual([]);

    await page.getByLabel('App password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
    await page.getByRole('textbox', { name: 'Address', exact: true }).waitFor();
  });
});
