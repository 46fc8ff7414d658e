import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '../../shared/decimal.js';
import { formatExact } from '../../renderer/common/format.js';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { focusedName, goTo, nestedLiveRegions, recordAnnouncements, setPasswordAndLock, unnamedControls } from '../support/page.js';

// Fiat through the payment gateway, in browser mode: the payment window is a second tab of
// its own (its own token, only the fiat operations), the gateway is the demo one, as strict
// as a real one. A payout with a bad card number first, then a good one; a deposit paid on the
// gateway's payment page; the simplified deposit.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 9 });
  await addFundedDemoAccount(app, 'uah', '5000');
});
afterAll(async () => {
  await app?.close();
});

async function availableUah(): Promise<ReturnType<typeof dec>> {
  const { page } = app;
  await goTo(page, 'Balances');
  await page.getByRole('button', { name: 'Refresh' }).first().click().catch(() => undefined);
  const row = page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^UAH / });
  await row.waitFor();
  return dec(((await row.getByRole('cell').nth(1).textContent()) ?? '').replace(/,/g, '').trim());
}

/** Opens the payment window from the Fiat view, as a person would, and waits for its heading. */
async function openPayment(button: string, heading: string): Promise<Page> {
  const { page } = app;
  await goTo(page, 'Fiat');
  const opened = page.context().waitForEvent('page');
  await page.getByRole('button', { name: button }).click();
  const payment = await opened;
  await payment.getByRole('heading', { name: heading, level: 1 }).waitFor();
  return payment;
}

describe('fiat through the payment gateway', () => {
  it("shows what each currency has available in that currency's decimals, as Balances does", async () => {
    const { page } = app;
    await goTo(page, 'Fiat');
    for (const code of ['UAH', 'USD', 'RUB']) {
      const radio = page.getByRole('radio', { name: new RegExp(`^${code} available`) });
      const label = () => radio.evaluate((r) => r.closest('label')!.textContent!.trim().replace(/\s+/g, ' '));
      await expect.poll(label).toMatch(new RegExp(`^${code} available [\\d,]+\\.\\d{2}$`));
    }
  });

  it('pays out: a bad card number is kept as typed and explained, then a good one goes, once, after the confirmation', async () => {
    const before = await availableUah();
    const payment = await openPayment('Pay out UAH', 'Pay out UAH');
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('1000');
    await payment.getByRole('button', { name: 'Show payout services' }).click();
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    const card = payment.getByRole('textbox', { name: 'Card number' });
    await card.fill('4111 1111');
    await payment.getByText('This card number is not in the form the payment service expects.').waitFor();
    await payment.getByRole('button', { name: 'Review and pay out' }).click();
    // Nothing asked, nothing sent: the form still holds what was typed.
    expect(await payment.getByRole('dialog').count()).toBe(0);
    expect(await card.inputValue()).toBe('4111 1111');
    expect(await card.getAttribute('aria-invalid')).toBe('true');

    await card.fill('4111111111111111');
    expect(await payment.getByText('This card number is not in the form the payment service expects.').count()).toBe(0);
    await payment.getByText('1,015 UAH').waitFor();
    await payment.getByRole('button', { name: 'Review and pay out' }).click();
    const dialog = payment.getByRole('dialog', { name: 'Pay out UAH' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('To: “card •••• 1111”');
    await dialog.getByRole('button', { name: 'Pay out 1,000 UAH' }).click();
    await payment.getByRole('heading', { name: /^Payout \d+: / }).waitFor();
    const saved = (await payment.getByText(/saved this destination as fund source/).textContent())!.match(/fund source (\d+)/)![1]!;

    // Again, to the destination the exchange saved, by its number, after starting a new payout.
    await payment.getByRole('button', { name: 'New payout' }).click();
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('1000');
    await payment.getByRole('button', { name: 'Show payout services' }).click();
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    await payment.getByRole('radio', { name: 'A destination the exchange saved' }).check();
    await payment.getByRole('textbox', { name: 'Fund source number' }).fill(saved);
    await payment.getByRole('button', { name: 'Review and pay out' }).click();
    const again = payment.getByRole('dialog', { name: 'Pay out UAH' });
    expect(await again.textContent()).toContain(`To: “saved payment details no. ${saved}”`);
    await again.getByRole('button', { name: 'Pay out 1,000 UAH' }).click();
    await again.waitFor({ state: 'hidden' });
    expect(await unnamedControls(payment)).toEqual([]);
    await payment.close();

    expect((await availableUah()).toString()).toBe(before.minus(2030).toString());
  });

  it('a screen reader hears the payout\'s result once the typing settles, never the summary per keystroke', async () => {
    const payment = await openPayment('Pay out UAH', 'Pay out UAH');
    try {
      const amount = payment.getByRole('textbox', { name: 'Amount (UAH)' });
      await amount.fill('100');
      await payment.getByRole('button', { name: 'Show payout services' }).click();
      await payment.getByRole('radio', { name: /Bank card/ }).check();
      await payment.getByText('Taken from your balance', { exact: true }).waitFor();
      // The keystrokes come as fast as a person's on a clock the test holds still, however loaded the machine.
      await payment.clock.install();
      await amount.focus();
      await payment.keyboard.press('End');
      const heard = await recordAnnouncements(payment);
      await payment.clock.pauseAt((await payment.evaluate(() => Date.now())) + 1_000);
      for (let i = 0; i < 3; i++) await payment.keyboard.press('Backspace');
      for (const key of '250') await payment.keyboard.press(key);
      await payment.clock.runFor(2_000);
      await payment.getByText('253.75 UAH').first().waitFor();
      const said = (await heard()).filter((text) => /Recipient gets/.test(text));
      expect(said).toEqual(['Recipient gets 250 UAH; fee 3.75 UAH; 253.75 UAH taken from your balance.']);
      // An amount over the service's limit is heard once too, before any try, as on Withdraw.
      const warned = await recordAnnouncements(payment);
      for (const key of '0000') await payment.keyboard.press(key);
      await payment.clock.runFor(2_000);
      expect((await warned()).filter((text) => /The most this service takes is/.test(text))).toHaveLength(1);
      expect(await nestedLiveRegions(payment)).toEqual([]);
    } finally {
      // The clock is the whole context's (the main window's too): time flows again for the tests after.
      await payment.clock.resume();
      await payment.close();
    }
  });

  it('keyboard: the focus comes back to “Review and pay out” after its question is answered with Escape', async () => {
    const payment = await openPayment('Pay out UAH', 'Pay out UAH');
    try {
      await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('1000');
      await payment.getByRole('button', { name: 'Show payout services' }).click();
      await payment.getByRole('radio', { name: /Bank card/ }).check();
      await payment.getByRole('textbox', { name: 'Card number' }).fill('4111111111111111');
      await payment.getByRole('button', { name: 'Review and pay out' }).focus();
      await payment.keyboard.press('Enter');
      const dialog = payment.getByRole('dialog', { name: 'Pay out UAH' });
      await dialog.waitFor();
      await payment.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => focusedName(payment)).toBe('Review and pay out');
    } finally {
      await payment.close();
    }
  });

  it('takes a card number as printed, refuses a wrong digit in words, and shows only its last four digits', async () => {
    const payment = await openPayment('Pay out UAH', 'Pay out UAH');
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('500');
    await payment.getByRole('button', { name: 'Show payout services' }).click();
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    const card = payment.getByRole('textbox', { name: 'Card number' });
    const mistake = payment.getByText('This card number has a mistake: a digit is wrong or two are swapped. Check it against the card.');
    // One digit changed: refused as typed, and again when sent anyway; nothing is asked.
    await card.fill('4111 1111 1111 1121');
    await mistake.waitFor();
    await payment.getByRole('button', { name: 'Review and pay out' }).click();
    expect(await payment.getByRole('dialog').count()).toBe(0);
    expect(await card.inputValue()).toBe('4111 1111 1111 1121');
    expect(await card.getAttribute('aria-invalid')).toBe('true');
    // As printed on the card, with spaces: accepted.
    await card.fill('4111 1111 1111 1111');
    await mistake.waitFor({ state: 'detached' });
    expect(await card.getAttribute('aria-invalid')).toBe('false');
    await payment.getByRole('button', { name: 'Review and pay out' }).click();
    const dialog = payment.getByRole('dialog', { name: 'Pay out UAH' });
    await dialog.waitFor();
    const asked = (await dialog.textContent()) ?? '';
    expect(asked).toContain('card •••• 1111');
    expect(asked.replace(/\D/g, '')).not.toContain('41111111');
    await dialog.getByRole('button', { name: "Don't do it" }).click();
    await dialog.waitFor({ state: 'hidden' });
    await payment.getByText('Not sent: you declined the confirmation.').waitFor();
    expect(await card.inputValue()).toBe('4111 1111 1111 1111');
    await payment.close();
  });

  it('after a payout the result takes the form’s place: it cannot be sent again, and Available is the new balance', async () => {
    const payment = await openPayment('Pay out UAH', 'Pay out UAH');
    const shown = payment.getByText(/^Available: /);
    const before = dec(((await shown.textContent()) ?? '').replace(/^Available: |,| UAH$/g, ''));
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('200');
    await payment.getByRole('button', { name: 'Show payout services' }).click();
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    await payment.getByRole('textbox', { name: 'Card number' }).fill('5555-5555-5555-4444');
    await payment.getByRole('button', { name: 'Review and pay out' }).click();
    const dialog = payment.getByRole('dialog', { name: 'Pay out UAH' });
    await dialog.getByRole('button', { name: 'Pay out 200 UAH' }).click();
    const result = payment.getByRole('region', { name: /^Payout \d+: / });
    await result.waitFor();
    expect(await result.textContent()).toContain('to card •••• 4444');
    expect(await result.textContent()).toMatch(/Reference: payout \d+/);

    // No form is left to send: the send button is gone, and Enter where the person is does nothing.
    expect(await payment.getByRole('button', { name: 'Review and pay out' }).count()).toBe(0);
    expect(await payment.getByRole('textbox', { name: 'Card number' }).count()).toBe(0);
    await payment.keyboard.press('Enter');
    // The new balance, read again after the payout: 200 and its 3 UAH fee less.
    const after = before.minus(203);
    await result.getByText(`Available now: ${formatExact(after.toString())} UAH`).waitFor();
    expect(await payment.getByRole('dialog').count()).toBe(0);

    // Starting again is one button away, with an empty form and the new figure.
    await payment.getByRole('button', { name: 'New payout' }).click();
    expect(await payment.getByRole('textbox', { name: 'Amount (UAH)' }).inputValue()).toBe('');
    expect(dec(((await shown.textContent()) ?? '').replace(/^Available: |,| UAH$/g, '')).toString()).toBe(after.toString());
    expect((await availableUah()).toString()).toBe(after.toString());
    await payment.close();
  });

  it('deposits through the payment page: Pay credits the balance and the payment window closes', async () => {
    const before = await availableUah();
    const payment = await openPayment('Deposit UAH', 'Deposit UAH');
    // The form's card says what it is for, and does not repeat the page's heading.
    await payment.getByRole('form', { name: 'Amount and service' }).waitFor();
    expect(await payment.getByRole('heading', { name: 'Deposit UAH' }).count()).toBe(1);
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('500');
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    expect(await unnamedControls(payment)).toEqual([]);
    await payment.getByRole('button', { name: 'Continue to payment' }).click();
    await payment.getByRole('heading', { name: /^Payment to / }).waitFor();
    const closed = payment.waitForEvent('close');
    await payment.getByRole('button', { name: 'Pay', exact: true }).click();
    await closed;
    await app.page.getByText(/Deposit \d+ of 500 UAH is paid and credited\./).waitFor();
    expect((await availableUah()).toString()).toBe(before.plus(500).toString());
  });

  it('deposits the simplified way: the exchange hands over the form, the payment page does the rest', async () => {
    const before = await availableUah();
    const payment = await openPayment('Deposit UAH', 'Deposit UAH');
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('250');
    await payment.getByRole('button', { name: 'Quick card deposit' }).click();
    await payment.getByRole('heading', { name: /^Payment to / }).waitFor();
    const closed = payment.waitForEvent('close');
    await payment.getByRole('button', { name: 'Pay', exact: true }).click();
    await closed;
    expect((await availableUah()).toString()).toBe(before.plus(250).toString());
  });

  it('says the payment window is open only while it is: closing it clears the words', async () => {
    const { page } = app;
    const payment = await openPayment('Pay out UAH', 'Pay out UAH');
    const status = page.getByRole('status').filter({ hasText: 'The payment window for the payout of UAH is open.' });
    await status.waitFor();
    await payment.close();
    await expect.poll(() => status.count()).toBe(0);
  });

  it('when Satchel locks, the payment window says so and keeps what was typed; unlocked, it goes on', async () => {
    const { page } = app;
    const payment = await openPayment('Pay out UAH', 'Pay out UAH');
    const amount = payment.getByRole('textbox', { name: 'Amount (UAH)' });
    await amount.fill('700');
    await payment.getByRole('button', { name: 'Show payout services' }).click();
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    const send = payment.getByRole('button', { name: 'Review and pay out' });
    expect(await send.isEnabled()).toBe(true);

    await setPasswordAndLock(page, 'correct horse battery');
    const banner = payment.getByRole('alert').filter({ hasText: 'Satchel is locked. Unlock it in the main window to go on; what you typed here stays.' });
    await banner.waitFor();
    expect(await send.isDisabled()).toBe(true);
    expect(await amount.inputValue()).toBe('700');

    await page.getByLabel('App password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await send.isEnabled()).toBe(true);
    await payment.close();
  });
});
