/**
 * The wallet's end-to-end flows as one sequence of steps on a Playwright Page, for both shells:
 * browser mode in Chromium (test/e2e/wallet-flows.test.ts, runs everywhere) and the desktop app
 * in real Electron (test/electron/wallet-flows.test.ts, where the binary can be had). Each
 * shell says only what differs between them: how the payment window appears (a new tab, a
 * child window) and how main's confirmations are answered (a dialog in the page, a native
 * message box). The steps and their locators are those of the other e2e tests.
 *
 * Call `defineWalletFlows` inside a describe: it registers one test per flow, in order; each
 * builds on the one before (the key added, the money funded).
 */
import { inGroupsOfFour } from '../../shared/funds/address/look-alike.js';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { dec } from '../../shared/decimal.js';
import type { DemoServers } from '../../electron/demo/index.js';
import { goTo, unnamedControls } from './page.js';

/** A confirmation main asks before it changes anything: its title and its confirm button. */
export interface Question {
  title: string;
  confirmLabel: string;
}

export interface ShellUnderTest {
  /** The wallet's window. */
  page: Page;
  /** The demo servers behind the app, in the test's own process (their state, their admin). */
  demo: DemoServers;
  /** Runs `open` (a click in the wallet's window) and returns the payment window it opened. */
  paymentWindow(open: () => Promise<void>): Promise<Page>;
  /** Runs `action`, answers the confirmation it raises (yes, or “don't do it”), and returns what it said. */
  confirm(question: Question, accept: boolean, action: () => Promise<void>): Promise<string>;
}

const BTC_TO = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';

/** A completed deposit on a demo account, through the demo exchange's admin endpoint. */
export async function fundDemoAccount(demo: DemoServers, email: string, currency: string, amount: string): Promise<void> {
  const r = await fetch(`${demo.exchange.url}/admin/deposits`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-token': demo.ready.adminToken },
    body: JSON.stringify({ email, currency, amount }),
  });
  if (r.status !== 200) throw new Error(`The demo exchange refused the deposit: HTTP ${r.status}`);
}

/** An amount as shown ("1,234.5", "−2") as an exact decimal. */
const amount = (text: string | null) => dec((text ?? '').replace(/,/g, '').replace('−', '-').trim());

/** A currency's available or locked amount on the Balances view, read fresh (Refresh first). */
export async function balanceCell(page: Page, code: string, column: 'available' | 'locked') {
  await goTo(page, 'Balances');
  await page.getByRole('button', { name: 'Refresh' }).first().click().catch(() => undefined);
  const row = page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: new RegExp(`^${code} `) });
  await row.waitFor();
  // Columns: Total, Available, Locked, Value, Share (the currency is the row header).
  return amount(await row.getByRole('cell').nth(column === 'available' ? 1 : 2).textContent());
}

/** Makes the named account the active one (a demo account is added first if it is not there). */
async function useAccount(page: Page, name: string, demoEmail?: string): Promise<void> {
  await goTo(page, 'Settings');
  if (demoEmail) {
    const add = page.getByRole('button', { name: `Add demo account ${demoEmail}` });
    if (await add.count()) {
      await add.click();
      await page.getByRole('button', { name: `Rename ${name}` }).waitFor();
    }
  }
  const use = page.getByRole('button', { name: `Use ${name}` });
  if (await use.count()) {
    await use.click();
    await use.waitFor({ state: 'detached' });
  }
}

export function defineWalletFlows(shell: () => ShellUnderTest): void {
  const alice = () => shell().demo.ready.accounts[0]!;
  const bob = () => shell().demo.ready.accounts[1]!;

  it('shows the markets of the demo exchange', async () => {
    const { page } = shell();
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Markets', exact: true });
    await table.waitFor();
    // A header row and the demo exchange's markets (at least ten).
    await expect.poll(() => table.getByRole('row').count(), { timeout: 30_000 }).toBeGreaterThan(10);
  });

  it('adds an API key after the exchange checked it; the window never sees it whole', async () => {
    const { page, demo } = shell();
    // Enough to move, whatever the seed gave.
    await fundDemoAccount(demo, alice().email, 'btc', '3');
    await goTo(page, 'Settings');
    await page.getByLabel('Name', { exact: true }).fill('Alice');
    await page.getByLabel('Exchange address').fill(demo.exchange.url);
    // Its payment gateway too: fiat goes through it (the deposit flow below).
    await page.getByLabel('Payment gateway address').fill(demo.gatewayUrl);
    await page.getByLabel('API key').fill(alice().apiKey);
    await page.getByLabel('API secret').fill(alice().apiSecret);
    await page.getByRole('button', { name: 'Check and save' }).click();
    await page.getByText('Added “Alice”').waitFor();
    expect(await page.getByLabel('API secret').inputValue()).toBe('');
    await page.getByRole('button', { name: 'Rename Alice' }).waitFor();
    expect(await page.getByRole('main').textContent()).not.toContain(alice().apiKey);
  });

  it('shows the balances the exchange holds, the funded BTC among them', async () => {
    const { page } = shell();
    await goTo(page, 'Balances');
    const table = page.getByRole('table', { name: 'Balances' });
    await table.waitFor();
    expect(await table.getByRole('row').count()).toBeGreaterThan(3);
    expect((await balanceCell(page, 'BTC', 'available')).gte(3)).toBe(true);
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('declining a cancellation keeps the order; confirming cancels it, through main’s confirmation', async () => {
    const s = shell();
    const { page } = s;
    await goTo(page, 'Orders');
    const table = page.getByRole('table', { name: 'Open orders' });
    await table.waitFor();
    const header = (await table.getByRole('row').nth(1).getByRole('rowheader').textContent()) ?? '';
    const [, , , id] = /^(\w+)\/(\w+) #(\d+)$/.exec(header.trim()) ?? [];
    expect(id, header).toBeTruthy();
    const cancel = page.getByRole('button', { name: `Cancel order ${id}`, exact: true });
    const question = { title: 'Cancel order', confirmLabel: 'Cancel order' };

    const asked = await s.confirm(question, false, () => cancel.click());
    expect(asked).toContain(`Cancel order ${id}`);
    await page.getByText('Nothing was cancelled.').waitFor();
    expect(await cancel.count()).toBe(1);

    await s.confirm(question, true, () => cancel.click());
    await page.getByText(`Order ${id} was cancelled.`).waitFor();
    await cancel.waitFor({ state: 'detached' });
  });

  it('shows the BTC deposit address with its QR code', async () => {
    const { page } = shell();
    await goTo(page, 'Deposit');
    await page.getByRole('heading', { name: 'Deposit BTC', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'QR code of the BTC deposit address' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toMatch(/^bc1q\w+$/);
    await page.getByRole('button', { name: 'Copy address' }).waitFor();
  });

  it('withdraws BTC after main’s confirmation, and the balance follows by what it said', async () => {
    const s = shell();
    const { page } = s;
    const before = await balanceCell(page, 'BTC', 'available');
    await goTo(page, 'Withdraw');
    await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: "Recipient's BTC address" }).fill(BTC_TO);
    await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.1');
    await page.getByRole('checkbox', { name: /^Fee included/ }).setChecked(false);
    const asked = await s.confirm({ title: 'Send BTC', confirmLabel: 'Send 0.1 BTC' }, true, () => page.getByRole('button', { name: 'Review and send' }).click());
    // The address in groups of four, so a person can compare it group by group.
    expect(asked).toContain(inGroupsOfFour(BTC_TO));
    const taken = /Taken from your balance: ([\d.]+) BTC/.exec(asked)?.[1];
    expect(taken, asked).toBeTruthy();
    await page.getByRole('heading', { name: /^Withdrawal \d+: Pending$/ }).waitFor();
    await expect.poll(() => balanceCell(page, 'BTC', 'available')).toEqual(before.minus(taken!));
  });

  it('creates a transfer code on one account and redeems it on another', async () => {
    const s = shell();
    const { page, demo } = s;
    await fundDemoAccount(demo, bob().email, 'btc', '1');
    const aliceBefore = await balanceCell(page, 'BTC', 'available');
    await goTo(page, 'Codes');
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0321');
    await s.confirm({ title: 'Create a transfer code', confirmLabel: 'Create code for 0.0321 BTC' }, true, () => form.getByRole('button', { name: 'Create code…' }).click());
    const shown = page.getByRole('textbox', { name: 'Code', exact: true });
    await shown.waitFor();
    const code = await shown.inputValue();
    expect(code).toMatch(/^[1-9a-zA-Z]{5}(-[1-9a-zA-Z]{5}){8}-BTC-[A-Za-z]+$/);
    await expect.poll(() => balanceCell(page, 'BTC', 'available')).toEqual(aliceBefore.minus('0.0321'));

    await useAccount(page, `Demo: ${bob().email}`, bob().email);
    const bobBefore = await balanceCell(page, 'BTC', 'available');
    await goTo(page, 'Codes');
    await page.getByRole('textbox', { name: 'Transfer code' }).fill(code);
    await page.getByRole('button', { name: 'Check with the exchange' }).click();
    await page.getByText(/The exchange knows this code: 0\.0321 BTC, valid/).waitFor();
    await s.confirm({ title: 'Redeem a transfer code', confirmLabel: 'Redeem 0.0321 BTC' }, true, () => page.getByRole('button', { name: 'Redeem…' }).click());
    await page.getByText('Redeemed: 0.0321 BTC credited to this account.').waitFor();
    await expect.poll(() => balanceCell(page, 'BTC', 'available')).toEqual(bobBefore.plus('0.0321'));
    await useAccount(page, 'Alice');
  });

  it('deposits UAH through the payment window and the gateway’s page; the window closes once paid', async () => {
    const s = shell();
    const { page, demo } = s;
    // A UAH balance to see (the Balances table lists what is held).
    await fundDemoAccount(demo, alice().email, 'uah', '100');
    const before = await balanceCell(page, 'UAH', 'available');
    await goTo(page, 'Fiat');
    const payment = await s.paymentWindow(() => page.getByRole('button', { name: 'Deposit UAH' }).click());
    await payment.getByRole('heading', { name: 'Deposit UAH', level: 1 }).waitFor();
    await payment.getByRole('textbox', { name: 'Amount (UAH)' }).fill('500');
    await payment.getByRole('radio', { name: /Bank card/ }).check();
    expect(await unnamedControls(payment)).toEqual([]);
    await payment.getByRole('button', { name: 'Continue to payment' }).click();
    await payment.getByRole('heading', { name: /^Payment to / }).waitFor();
    const closed = payment.waitForEvent('close');
    await payment.getByRole('button', { name: 'Pay', exact: true }).click();
    await closed;
    await page.getByText(/Deposit \d+ of 500 UAH is paid and credited\./).waitFor();
    await expect.poll(() => balanceCell(page, 'UAH', 'available')).toEqual(before.plus(500));
  });

  it('connects the demo appliance and adds a policy to it', async () => {
    const { page, demo } = shell();
    await goTo(page, 'Settings');
    await page.getByRole('button', { name: 'Add the demo appliance' }).click();
    await goTo(page, 'Policies');
    const table = page.getByRole('table', { name: 'Authorization policies' });
    await table.getByRole('rowheader', { name: 'allow_intranet', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Add a policy' }).click();
    const form = page.getByRole('form', { name: 'Add a policy' });
    await form.getByLabel('Policy name').fill('block_tmp');
    await form.getByRole('textbox', { name: 'Rule' }).fill('HTTP.REQ.URL.STARTSWITH("/tmp")');
    await form.getByText('Brackets and quotes are balanced.').waitFor();
    await form.getByRole('radio', { name: /^DENY/ }).check();
    await form.getByRole('button', { name: 'Add policy' }).click();
    await page.getByText('Added “block_tmp”.').waitFor();
    expect(demo.appliance.store.find('block_tmp')).toMatchObject({ rule: 'HTTP.REQ.URL.STARTSWITH("/tmp")', action: 'DENY' });
    await table.getByRole('rowheader', { name: 'block_tmp', exact: true }).waitFor();
  });
}
