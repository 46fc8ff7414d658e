import { readFile } from 'node:fs/promises';
import { Big } from '../../shared/decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, fundDemo, startApp, type RunningApp } from '../support/app.js';
import { balanceCell } from '../support/wallet-flows.js';
import { goTo, nestedLiveRegions, recordAnnouncements, unnamedControls } from '../support/page.js';

// Browser mode in Chromium against the demo exchange: a person finds their deposit address,
// makes one, sends coins with and without the fee included, is stopped by their own guard,
// meets e-mail confirmation on the second account, and exports their history.
let app: RunningApp;
const BTC_TO = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const OTHER_BTC = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';

/** The operations the window asked main for (its WebSocket frames), since a test emptied it. */
const windowCalls: string[] = [];

beforeAll(async () => {
  app = await startApp({
    seed: 7,
    addressDelayMs: 800,
    settleMs: 1500,
    onPage: (page) =>
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          const op = /"((?:withdrawals|guard)\.\w+)"/.exec(String(frame.payload))?.[1];
          if (op) windowCalls.push(op);
        }),
      ),
  });
  await addFundedDemoAccount(app, 'btc', '3');
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);
const availableBtc = () => balanceCell(app.page, 'BTC', 'available');

async function send(address: string, amount: string, feeIncluded: boolean) {
  const { page } = app;
  await go('Withdraw');
  await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
  await page.getByRole('textbox', { name: "Recipient's BTC address" }).fill(address);
  await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill(amount);
  await page.getByRole('checkbox', { name: /^Fee included/ }).setChecked(feeIncluded);
}

describe('moving crypto', () => {
  it('shows the deposit address with its QR code, and makes one for a coin without', async () => {
    const { page } = app;
    await go('Deposit');
    await page.getByRole('heading', { name: 'Deposit BTC', level: 1 }).waitFor();
    await page.getByRole('img', { name: 'QR code of the BTC deposit address' }).waitFor();
    const address = await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue();
    expect(address).toMatch(/^bc1q\w+$/);
    await page.getByRole('button', { name: 'Copy address' }).waitFor();
    expect(await page.getByText('2 network confirmations').count()).toBe(1);

    await page.getByRole('combobox', { name: 'Currency' }).selectOption('eth');
    await page.getByRole('heading', { name: 'Deposit ETH', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Generate ETH address' }).click();
    await page.getByText(/The exchange is making your ETH address/).waitFor();
    await page.getByRole('img', { name: 'QR code of the ETH deposit address' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Address', exact: true }).inputValue()).toMatch(/^0x[0-9a-f]{40}$/i);
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('warns that a memo currency needs its memo', async () => {
    const { page } = app;
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('xrp');
    await page.getByRole('heading', { name: 'Deposit XRP', level: 1 }).waitFor();
    await page.getByRole('note').getByText('Send the memo with every XRP deposit.').waitFor();
    expect(await page.getByRole('textbox', { name: 'Memo', exact: true }).inputValue()).toMatch(/^\d+$/);
  });

  it.each(['Deposit', 'Withdraw'])('keyboard: on %s the arrow keys move through the coins, and Enter shows the chosen one', async (view) => {
    const { page } = app;
    await go(view);
    await page.getByRole('heading', { name: `${view} BTC`, level: 1 }).waitFor();
    const select = page.getByRole('combobox', { name: 'Currency' });
    // Marked, so that a heading drawn afresh (the view mounted again) is told from the same one.
    await page.getByRole('heading', { level: 1 }).evaluate((h) => h.setAttribute('data-test-mark', 'before'));
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const chosen = await select.inputValue();
    expect(chosen).not.toBe('btc');
    // Focus stayed on the selector, under the same name; the view was not drawn again for each key.
    expect(await select.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('data-test-mark')).toBe('before');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`${view} BTC`);

    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: `${view} ${chosen.toUpperCase()}`, level: 1 }).waitFor();
    expect(await page.evaluate(() => window.location.hash)).toBe(`#/${view.toLowerCase()}/${chosen}`);
    expect(await select.inputValue()).toBe(chosen);
  });

  it('withdraws with the fee on top and with the fee included, and the balance follows exactly', async () => {
    const { page } = app;
    const before = await availableBtc();
    await send(BTC_TO, '0.1', false);
    const summary = page.locator('#withdraw-summary');
    await expect.poll(() => summary.textContent()).toContain('0.1005 BTC');
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send BTC' });
    await dialog.waitFor();
    // The address in groups of four, so a person can compare it group by group.
    expect(await dialog.textContent()).toContain('bc1q xy2k gdyg jrsq tzq2 n0yr f249 3p83 kkfj hx0w lh');
    expect(await dialog.textContent()).toContain('Taken from your balance: 0.1005 BTC');
    await dialog.getByRole('button', { name: 'Send 0.1 BTC' }).click();
    await page.getByRole('heading', { name: /^Withdrawal \d+: Pending$/ }).waitFor();
    await expect.poll(availableBtc).toEqual(before.minus('0.1005'));

    await send(BTC_TO, '0.1', true);
    await expect.poll(() => page.locator('#withdraw-summary').textContent()).toContain('0.0995 BTC');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('dialog', { name: 'Send BTC' }).getByRole('button', { name: 'Send 0.0995 BTC' }).click();
    await page.getByRole('heading', { name: /^Withdrawal \d+: Pending$/ }).waitFor();
    await expect.poll(availableBtc).toEqual(before.minus('0.2005'));
    await go('Withdraw');
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('a withdrawal after the yes is one signed send: its details and the guard come with the answer, nothing is read again', async () => {
    const { page } = app;
    await send(BTC_TO, '0.0042', false);
    const sentToday = page.getByText(/^Sent by Satchel in the last 24 hours: /);
    const usedBefore = new Big(/([\d.]+) BTC/.exec((await sentToday.textContent()) ?? '')![1]!);
    await page.getByRole('button', { name: 'Review and send' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send BTC' });
    await dialog.waitFor();
    // What was read before the question (fee, balance, past withdrawals) is not counted: only what follows the yes.
    app.demo.exchange.requests.clear();
    windowCalls.length = 0;
    await dialog.getByRole('button', { name: 'Send 0.0042 BTC' }).click();
    await page.getByRole('heading', { name: /^Withdrawal \d+: Pending$/ }).waitFor();
    const details = page.getByRole('region', { name: /^Withdrawal \d+$/ });
    await details.getByText('0.0047 BTC').waitFor();
    expect(await details.textContent()).toContain(BTC_TO);
    // The guard's "sent in the last 24 hours" follows at once: 0.0042 and its fee 0.0005 more.
    await page.getByText(`Sent by Satchel in the last 24 hours: ${usedBefore.plus('0.0047').toFixed()} BTC`).waitFor();
    const exchange = app.demo.exchange.requests;
    // The balances are read again (the account refresh: what left must show); nothing else of the withdrawal is.
    expect({ withdraw: exchange.of('/v3/auth/withdraw'), details: exchange.of('/v3/auth/withdraw/details'), fees: exchange.of('/v3/fees') }).toEqual({ withdraw: 1, details: 0, fees: 0 });
    // Before: the window asked for the guard (guard.get) and the details (withdrawals.details, a signed read) again.
    expect(windowCalls).toEqual([]);
  });

  it('refuses bad input in words and keeps what was typed', async () => {
    const { page } = app;
    await send(BTC_TO, '100000', false);
    await page.getByRole('button', { name: 'Review and send' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('is available');
    expect(await page.getByRole('textbox', { name: 'Amount (BTC)' }).inputValue()).toBe('100000');
    expect(await page.getByRole('textbox', { name: "Recipient's BTC address" }).inputValue()).toBe(BTC_TO);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a refused address is said by one alert, never a live region inside another', async () => {
    const { page } = app;
    await send('bc1qnotanaddress', '0.01', false);
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('alert').filter({ hasText: 'not a Bitcoin address' }).waitFor();
    expect(await nestedLiveRegions(page)).toEqual([]);
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('a screen reader hears the result once typing settles and an over-balance error once, never the whole summary per keystroke', async () => {
    // A tab of its own on a clock the test holds still: the keystrokes come as fast as a person's, however loaded the machine.
    const page = await app.context.newPage();
    try {
      await page.clock.install();
      await page.goto(app.host.oneTimeUrl());
      await goTo(page, 'Withdraw');
      await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
      await page.getByText('Recipient gets', { exact: true }).waitFor();
      await page.getByRole('textbox', { name: "Recipient's BTC address" }).fill(BTC_TO);
      const amount = page.getByRole('textbox', { name: 'Amount (BTC)' });
      await amount.focus();
      const heard = await recordAnnouncements(page);
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
      for (const key of '0.1') await page.keyboard.press(key);
      await page.clock.runFor(2_000);
      for (let i = 0; i < 3; i++) await page.keyboard.press('Backspace');
      for (const key of '5000') await page.keyboard.press(key);
      await page.clock.runFor(2_000);
      await page.getByText(/but only [\d.]+ BTC is available/).first().waitFor();
      const said = await heard();
      expect(said.filter((text) => text.includes('Smallest withdrawal'))).toEqual([]);
      expect(said.filter((text) => /but only [\d.]+ BTC is available/.test(text))).toEqual([expect.stringContaining('That takes 5,000.0005 BTC')]);
      expect(said.filter((text) => /Recipient gets ?0\.1 BTC/.test(text))).toHaveLength(1);
      // Sent anyway: the refusal is said once more, as the answer to the try, by one alert.
      const tried = await recordAnnouncements(page);
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await page.getByRole('alert').allTextContents()).join()).toContain('That takes 5,000.0005 BTC');
      await page.clock.runFor(2_000);
      expect((await tried()).filter((text) => text.includes('That takes 5,000.0005 BTC'))).toHaveLength(1);
      expect(await nestedLiveRegions(page)).toEqual([]);
    } finally {
      // The clock is the whole context's (the app's tab too): time flows again for the tests after.
      await page.clock.resume();
      await page.close();
    }
  });

  it('a withdrawal whose answer is lost is not sent again: the app says so and shows the latest withdrawals of that coin', async () => {
    const { page } = app;
    const before = await availableBtc();
    const fault = await fetch(`${app.demo.exchange.url}/admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': app.demo.ready.adminToken },
      body: JSON.stringify({ path: '/v3/auth/withdraw', mode: 'drop-response', times: 1 }),
    });
    expect(fault.status).toBe(200);
    await send(BTC_TO, '0.0123', false);
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('dialog', { name: 'Send BTC' }).getByRole('button', { name: 'Send 0.0123 BTC' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('It was not sent again');
    const latest = page.getByRole('table', { name: 'Latest BTC withdrawals' });
    await latest.getByRole('row', { name: /0\.0123 BTC/ }).waitFor();
    expect(await latest.getByRole('row', { name: /0\.0123 BTC/ }).count()).toBe(1);
    // Debited once: the exchange carried it out exactly one time.
    await expect.poll(availableBtc).toEqual(before.minus('0.0128'));
  });

  it('the withdrawal guard stops an address that is not saved, and says which rule', async () => {
    const { page } = app;
    await go('Withdraw');
    const rules = page.getByRole('form', { name: 'BTC withdrawal rules' });
    await rules.getByRole('checkbox', { name: 'Only to saved addresses' }).check();
    await rules.getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('The BTC guard is saved.').waitFor();
    const saveForm = page.getByRole('form', { name: 'Save a BTC address' });
    await saveForm.getByRole('textbox', { name: 'Label' }).fill('My cold wallet');
    await saveForm.getByRole('textbox', { name: 'Address to save' }).fill(BTC_TO);
    await saveForm.getByRole('button', { name: 'Save address' }).click();
    await page.getByRole('table', { name: 'Saved BTC addresses' }).getByRole('rowheader', { name: 'My cold wallet' }).waitFor();

    const before = await availableBtc();
    await send(OTHER_BTC, '0.01', false);
    await page.getByRole('button', { name: 'Review and send' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Stopped by your withdrawal guard');
    expect(await page.getByRole('alert').textContent()).toContain('may only go to saved addresses');
    expect(await page.getByRole('textbox', { name: "Recipient's BTC address" }).inputValue()).toBe(OTHER_BTC);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await availableBtc()).toEqual(before);

    // The saved address still goes; then the rule is taken off again.
    await go('Withdraw');
    await page.getByRole('combobox', { name: 'Saved address' }).selectOption({ label: 'My cold wallet' });
    expect(await page.getByRole('textbox', { name: "Recipient's BTC address" }).inputValue()).toBe(BTC_TO);
    await page.getByRole('form', { name: 'BTC withdrawal rules' }).getByRole('checkbox', { name: 'Only to saved addresses' }).uncheck();
    await page.getByRole('form', { name: 'BTC withdrawal rules' }).getByRole('button', { name: 'Save rules' }).click();
    await page.getByText('The BTC guard is saved.').waitFor();
  });

  it('filters the history to BTC withdrawals and exports it to CSV, read back', async () => {
    const { page } = app;
    await go('History');
    await page.getByRole('combobox', { name: 'Type' }).selectOption('withdraws');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const table = page.getByRole('table', { name: /operations?;/ });
    await expect.poll(async () => (await table.getByRole('row').allTextContents()).slice(1).every((r) => r.includes('Withdrawal') && r.includes('BTC'))).toBe(true);
    const caption = (await table.locator('caption').textContent()) ?? '';
    const total = Number(/^(\d+) operation/.exec(caption)?.[1]);
    expect(total).toBeGreaterThanOrEqual(2);
    expect(caption).toMatch(/times in your time zone \(.+\)/);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    const lines = (await readFile(file, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,type,created_at_utc,currency,amount,fee,total,status,destination,memo,txid,support_id');
    expect(lines).toHaveLength(total + 1);
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows.every((r) => r[1] === 'withdraw' && r[3] === 'BTC' && /^\d/.test(r[5]!) && /^\d/.test(r[6]!))).toBe(true);
    expect(rows.some((r) => r[4] === '0.1' && r[8] === BTC_TO)).toBe(true);
    // Statuses as the window says them, never the exchange's codes.
    expect(rows.every((r) => /^[A-Z][a-z]/.test(r[7]!) && !r[7]!.includes('_'))).toBe(true);
    await page.getByText(`Exported ${total} operations`).waitFor();
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('sorts the history by amount only within one currency (the exchange compares bare numbers), and says so', async () => {
    const { page } = app;
    await go('History');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption({ label: 'All currencies' });
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('amount');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Amounts of different currencies cannot be compared by their number: choose a currency to sort by amount.' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Sort by' }).getAttribute('aria-invalid')).toBe('true');
    await page.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    const table = page.getByRole('table', { name: /operations?, sorted by amount in BTC;/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader', { name: 'Amount' }).getAttribute('aria-sort')).toBe('descending');
    const amounts = (await table.getByRole('row').allTextContents()).slice(1).map((r) => /([\d,.]+) BTC/.exec(r)?.[1]?.replace(/,/g, ''));
    expect(amounts.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < amounts.length; i++) expect(new Big(amounts[i]!).lte(amounts[i - 1]!), amounts.join(' ')).toBe(true);
  });

  it('on the account with e-mail confirmation, explains that the withdrawal waits for the e-mail', async () => {
    const { page } = app;
    const bob = app.demo.ready.accounts[1]!;
    await fundDemo(app, bob.email, 'btc', '1');
    await go('Settings');
    await page.getByRole('button', { name: `Add demo account ${bob.email}` }).click();
    await page.getByRole('button', { name: `Use Demo: ${bob.email}` }).click();
    // Once Bob's account is the active one, its "Use" button is gone.
    await page.getByRole('button', { name: `Use Demo: ${bob.email}` }).waitFor({ state: 'detached' });
    await send(BTC_TO, '0.01', false);
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('dialog', { name: 'Send BTC' }).getByRole('button', { name: 'Send 0.01 BTC' }).click();
    await page.getByRole('heading', { name: /^Withdrawal \d+: Waiting for your e-mail confirmation$/ }).waitFor();
    await page.getByText(/The exchange sent you an e-mail/).waitFor();
  });

  it('switching the account on the Deposit view shows the new account\'s address, never the last one\'s', async () => {
    const { page } = app;
    const [alice, bob] = app.demo.ready.accounts;
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Account' });
    const qr = page.getByRole('img', { name: 'QR code of the BTC deposit address' });
    await switcher.selectOption({ label: `Demo: ${alice!.email}` });
    await go('Deposit');
    await page.getByRole('heading', { name: 'Deposit BTC', level: 1 }).waitFor();
    await qr.waitFor();
    // Bob's answer is held back a while, so what shows until it comes can be seen.
    const fault = await fetch(`${app.demo.exchange.url}/admin/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': app.demo.ready.adminToken },
      body: JSON.stringify({ path: '/v3/auth/deposit/info', mode: 'delay', ms: 2500, times: 1 }),
    });
    expect(fault.status).toBe(200);
    await switcher.selectOption({ label: `Demo: ${bob!.email}` });
    // Before, Alice's address (and its QR code) stayed on screen under Bob's name until his answer came.
    await page.getByText('Loading the BTC deposit address…').waitFor();
    expect(await qr.count()).toBe(0);
    // Bob's account has no BTC address (the demo seeds him ETH's).
    await page.getByText('This account has no BTC deposit address yet.', { exact: false }).waitFor();
    expect(await qr.count()).toBe(0);
    await switcher.selectOption({ label: `Demo: ${alice!.email}` });
    await qr.waitFor();
  });
});
