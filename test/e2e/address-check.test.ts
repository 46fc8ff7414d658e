import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, fundDemo, startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

// Browser mode in Chromium: the Withdraw form and the address book check each address as it is
// typed, with the same rule main runs again, and warn about a look-alike of a saved address.
let app: RunningApp;
const BAD_BTC = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlj';
const ETH_ADDRESS = '0x52908400098527886E0F7030069857D2E4169EE7';
const SAVED_ETH = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed';
const POISONED_ETH = `0x5aae${'0'.repeat(32)}eaed`;
/** Same first and last four as ETH_ADDRESS (all lower case: no checksum to fail). */
const POISONED_SENT = `0x5290${'0'.repeat(32)}9ee7`;

/** The operations the window asked main for (its WebSocket frames), since a test emptied it. */
const windowCalls: string[] = [];

beforeAll(async () => {
  app = await startApp({
    seed: 7,
    onPage: (page) =>
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          const op = /"(history\.\w+)"/.exec(String(frame.payload))?.[1];
          if (op) windowCalls.push(op);
        }),
      ),
  });
  await addFundedDemoAccount(app, 'btc', '3');
  await fundDemo(app, app.demo.ready.accounts[0]!.email, 'eth', '5');
});
afterAll(async () => {
  await app?.close();
});

/** How many withdrawal requests reached the demo exchange (its admin request log). */
async function withdrawRequests(): Promise<number> {
  const r = await fetch(`${app.demo.exchange.url}/admin/requests`, { headers: { 'x-admin-token': app.demo.ready.adminToken } });
  return ((await r.json()) as { requests: Record<string, number> }).requests['/v3/auth/withdraw'] ?? 0;
}

async function openWithdraw(coin: string) {
  const { page } = app;
  await goTo(page, 'Withdraw');
  await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
  if (coin !== 'btc') {
    await page.getByRole('combobox', { name: 'Currency' }).selectOption(coin);
    await page.getByRole('heading', { name: `Withdraw ${coin.toUpperCase()}`, level: 1 }).waitFor();
  }
}

describe('addresses checked before they are sent', () => {
  it('an Ethereum address in the BTC form is refused as it is typed, and Review and send asks nothing', async () => {
    const { page } = app;
    const before = await withdrawRequests();
    await openWithdraw('btc');
    const field = page.getByRole('textbox', { name: "Recipient's BTC address" });
    await field.fill(ETH_ADDRESS);
    await page.getByText('This is not a Bitcoin address: it looks like an Ethereum address.', { exact: false }).waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.01');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('This is not a Bitcoin address');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await withdrawRequests()).toBe(before);
  });

  it('a wrong checksum says so, and a good address says what it is', async () => {
    const { page } = app;
    await openWithdraw('btc');
    const field = page.getByRole('textbox', { name: "Recipient's BTC address" });
    await field.fill(BAD_BTC);
    await page.getByText('This is not a Bitcoin address: the checksum does not match — a character is wrong or missing.').waitFor();
    await field.fill('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    await page.getByText('Checked: this is a Bitcoin SegWit address.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('false');
  });

  it('the address book refuses a bad address and saves nothing', async () => {
    const { page } = app;
    await openWithdraw('btc');
    const saveForm = page.getByRole('form', { name: 'Save a BTC address' });
    await saveForm.getByRole('textbox', { name: 'Label' }).fill('Typo');
    await saveForm.getByRole('textbox', { name: 'Address to save' }).fill(BAD_BTC);
    await saveForm.getByRole('button', { name: 'Save address' }).click();
    // Said once, under the field, as the alert of this try: not again for the form.
    await page.getByRole('alert').filter({ hasText: 'This is not a Bitcoin address: the checksum does not match' }).waitFor();
    expect(await page.getByText(/This is not a Bitcoin address: the checksum does not match/).count()).toBe(1);
    expect(await saveForm.getByRole('textbox', { name: 'Address to save' }).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('table', { name: 'Saved BTC addresses' }).count()).toBe(0);
  });

  it('a look-alike of a saved address is flagged in the form and in the confirmation', async () => {
    const { page } = app;
    await openWithdraw('eth');
    const saveForm = page.getByRole('form', { name: 'Save a ETH address' });
    await saveForm.getByRole('textbox', { name: 'Label' }).fill('Savings');
    await saveForm.getByRole('textbox', { name: 'Address to save' }).fill(SAVED_ETH);
    await saveForm.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('table', { name: 'Saved ETH addresses' }).getByRole('rowheader', { name: 'Savings' }).waitFor();

    await page.getByRole('textbox', { name: "Recipient's ETH address" }).fill(POISONED_ETH);
    const warning = page.getByRole('alert').filter({ hasText: 'looks like “Savings” in your address book' });
    await warning.waitFor();
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.1');
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send ETH' });
    await dialog.waitFor();
    const said = await dialog.textContent();
    expect(said).toContain('looks like “Savings” in your address book');
    expect(said).toContain('0x5a ae00 0000');
    const before = await withdrawRequests();
    await dialog.getByRole('button', { name: "Don't do it" }).click();
    await page.getByText('Not sent: you declined the confirmation.').waitFor();
    expect(await withdrawRequests()).toBe(before);
  });

  it('an address just withdrawn to counts at once: a look-alike of it is flagged without reading the history again', async () => {
    const { page } = app;
    await openWithdraw('eth');
    const recipient = page.getByRole('textbox', { name: "Recipient's ETH address" });
    await recipient.fill(ETH_ADDRESS);
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.1');
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send ETH' });
    await dialog.waitFor();
    windowCalls.length = 0;
    await dialog.getByRole('button', { name: 'Send 0.1 ETH' }).click();
    await page.getByRole('heading', { name: /^Withdrawal \d+: / }).waitFor();

    await recipient.fill(POISONED_SENT);
    // Before, the list of past recipients was read once when the view opened: the address just used was not in it.
    await page.getByRole('alert').filter({ hasText: 'looks like an address you withdrew to before' }).waitFor();
    // The withdrawal's answer carried it: the history was not asked for again.
    expect(windowCalls).toEqual([]);
  });

  it('keyboard: the focus comes back to “Review and send” after the question is answered with Escape', async () => {
    const { page } = app;
    await openWithdraw('eth');
    await page.getByRole('textbox', { name: "Recipient's ETH address" }).fill(ETH_ADDRESS);
    await page.getByRole('textbox', { name: 'Amount (ETH)' }).fill('0.1');
    await page.getByRole('button', { name: 'Review and send' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Send ETH' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await page.getByText('Not sent: you declined the confirmation.').waitFor();
    const focused = await page.evaluate(() =>
      document.activeElement === document.body ? '(the page)' : (document.activeElement?.textContent?.trim() ?? ''),
    );
    expect(focused).toBe('Review and send');
  });
});
