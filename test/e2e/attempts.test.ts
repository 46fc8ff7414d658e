import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundDemo, startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

// Browser mode in Chromium: every form's message belongs to one attempt. A new attempt replaces
// the last one's message, a corrected field takes its refusal with it, and an error is said once.
let app: RunningApp;
const BTC_TO = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

beforeAll(async () => {
  app = await startApp({ seed: 21 });
  await app.page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
  for (const account of app.demo.ready.accounts) await fundDemo(app, account.email, 'btc', '1');
  await fundDemo(app, app.demo.ready.accounts[0]!.email, 'uah', '5000');
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);

async function useAccount(email: string) {
  const { page } = app;
  await go('Settings');
  const add = page.getByRole('button', { name: `Add demo account ${email}` });
  if (await add.count()) {
    await add.click();
    await page.getByRole('button', { name: `Rename Demo: ${email}` }).waitFor();
  }
  const use = page.getByRole('button', { name: `Use Demo: ${email}` });
  if (await use.count()) {
    await use.click();
    await use.waitFor({ state: 'detached' });
  }
}

/** Every visible element whose own text says `words` (a message shown twice counts twice). */
const visibleSaying = (words: RegExp) => app.page.locator('p, div[role], span[role]').filter({ hasText: words, visible: true }).filter({ hasNot: app.page.locator('p') });

describe('messages belong to one attempt', () => {
  it('a second redeem of the same code shows only its refusal, not the first redeem’s success', async () => {
    const { page } = app;
    const [alice, bob] = app.demo.ready.accounts;
    await useAccount(alice!.email);
    await go('Codes');
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
    await form.getByRole('button', { name: 'Create code…' }).click();
    await page.getByRole('dialog', { name: 'Create a transfer code' }).getByRole('button', { name: 'Create code for 0.01 BTC' }).click();
    const code = await page.getByRole('textbox', { name: 'Code', exact: true }).inputValue();

    await useAccount(bob!.email);
    await go('Codes');
    const field = page.getByRole('textbox', { name: 'Transfer code' });
    await field.fill(code);
    await page.getByRole('button', { name: 'Redeem…' }).click();
    await page.getByRole('dialog', { name: 'Redeem a transfer code' }).getByRole('button', { name: 'Redeem 0.01 BTC' }).click();
    const success = page.getByRole('status').filter({ hasText: /Redeemed: 0\.01 BTC/ });
    await success.waitFor();

    await field.fill(code);
    await page.getByRole('button', { name: 'Redeem…' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.count()).toBe(1);
    expect(await success.count()).toBe(0);
    expect(await page.getByText(/Redeemed: /).count()).toBe(0);
  });

  it('creating a code: the refusal of too large an amount goes once the amount is corrected', async () => {
    const { page } = app;
    await useAccount(app.demo.ready.accounts[0]!.email);
    await go('Codes');
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    const amount = form.getByRole('textbox', { name: 'Amount (BTC)' });
    await amount.fill('500');
    await form.getByRole('button', { name: 'Create code…' }).click();
    await form.getByRole('alert').filter({ hasText: /available/ }).waitFor();
    expect(await amount.getAttribute('aria-invalid')).toBe('true');

    await amount.fill('0.002');
    await expect.poll(() => form.getByRole('alert').count()).toBe(0);
    expect(await visibleSaying(/available for a code/).count()).toBe(0);
    expect(await amount.getAttribute('aria-invalid')).toBe('false');
  });

  it('creating a code: a “not refundable before” already past is said at that field, not at the amount', async () => {
    const { page } = app;
    await useAccount(app.demo.ready.accounts[0]!.email);
    await go('Codes');
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    const amount = form.getByRole('textbox', { name: 'Amount (BTC)' });
    await amount.fill('0.002');
    const notBefore = form.getByLabel(/Not refundable before/);
    await notBefore.fill('2020-01-01T10:00');
    await form.getByRole('button', { name: 'Create code…' }).click();
    await page.getByRole('alert').filter({ hasText: /already past/ }).first().waitFor();
    expect(await notBefore.getAttribute('aria-invalid')).toBe('true');
    expect(await amount.getAttribute('aria-invalid')).toBe('false');
  });

  it('withdrawing: “only … available” is said once, at the amount, and goes when the amount is corrected', async () => {
    const { page } = app;
    await go('Withdraw');
    await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: "Recipient's BTC address" }).fill(BTC_TO);
    const amount = page.getByRole('textbox', { name: 'Amount (BTC)' });
    await amount.fill('100000');
    const onlyAvailable = visibleSaying(/is available/);
    await expect.poll(() => onlyAvailable.count()).toBe(1);

    await page.getByRole('button', { name: 'Review and send' }).click();
    await expect.poll(() => amount.getAttribute('aria-invalid')).toBe('true');
    // The amount field has the focus, and its description says what is wrong: once.
    expect(await amount.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await onlyAvailable.count()).toBe(1);
    expect(await page.getByRole('dialog').count()).toBe(0);

    await amount.fill('0.001');
    await expect.poll(() => onlyAvailable.count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await amount.getAttribute('aria-invalid')).toBe('false');
  });

  it('withdrawing: a mistyped address is said once, under the address, and not again for the form', async () => {
    const { page } = app;
    await go('Withdraw');
    await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    const address = page.getByRole('textbox', { name: "Recipient's BTC address" });
    // One character changed: the checksum fails.
    await address.fill(BTC_TO.slice(0, -1) + (BTC_TO.endsWith('h') ? 'j' : 'h'));
    await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.001');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('true');
    const verdict = ((await page.locator('#withdraw-address-check').textContent()) ?? '').trim();
    expect(verdict).not.toBe('');
    // Each sentence of the verdict is on the page once.
    const first = verdict.split(/(?<=\.)\s/)[0]!.replace(/^[✗✓⚠\s]+/, '');
    expect(await page.getByText(first, { exact: false }).count()).toBe(1);

    await address.fill(BTC_TO);
    await expect.poll(() => address.getAttribute('aria-invalid')).toBe('false');
    expect(await page.getByRole('alert').count()).toBe(0);
  });

  it('paying out: “you declined” belongs to that try and goes when the amount changes', async () => {
    const { page } = app;
    await useAccount(app.demo.ready.accounts[0]!.email);
    await go('Fiat');
    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Pay out UAH' }).click();
    const payment: Page = await opened;
    try {
      await payment.getByRole('heading', { name: 'Pay out UAH', level: 1 }).waitFor();
      const amount = payment.getByRole('textbox', { name: 'Amount (UAH)' });
      await amount.fill('500');
      await payment.getByRole('button', { name: 'Show payout services' }).click();
      await payment.getByRole('radio', { name: /Bank card/ }).check();
      await payment.getByRole('textbox', { name: 'Card number' }).fill('4111 1111 1111 1111');
      await payment.getByRole('button', { name: 'Review and pay out' }).click();
      const dialog = payment.getByRole('dialog', { name: 'Pay out UAH' });
      await dialog.getByRole('button', { name: "Don't do it" }).click();
      const declined = payment.getByText('Not sent: you declined the confirmation.');
      await declined.waitFor();

      await amount.fill('400');
      await declined.waitFor({ state: 'detached' });
      expect(await payment.getByRole('alert').count()).toBe(0);
    } finally {
      await payment.close();
    }
  });
});
