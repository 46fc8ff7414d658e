import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { demoAdmin } from '../support/core-calls.js';
import { balanceCell } from '../support/wallet-flows.js';
import { focusedName, goTo } from '../support/page.js';

// Faults end to end, in browser mode against the demo exchange: the exchange down and back, a
// 429 storm with Retry-After, and connections reset in the middle of a withdrawal, a
// transfer-code creation and a redeem. The page says in words what happened; nothing that moves
// value is sent twice (counted on the exchange's side, GET /admin/requests); the lists are read
// again; and once the exchange is back the screens work again.
let app: RunningApp;
const BTC_TO = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
const WITHDRAW = '/v3/auth/withdraw';
const CREATE_CODE = '/v3/auth/svc_codes';
const REDEEM = '/v3/auth/svc_codes/redeem';

const admin = demoAdmin(() => app.demo.exchange);
async function fault(body: Record<string, unknown>): Promise<void> {
  expect((await admin('/admin/faults', body)).status).toBe(200);
}
/** Requests the demo exchange met on a path since the last clearing. */
const requests = (path: string) => app.demo.exchange.requests.of(path);

beforeAll(async () => {
  app = await startApp({ seed: 13, settleMs: 1500 });
  await addFundedDemoAccount(app, 'btc', '2');
});
afterEach(async () => {
  await fetch(`${app.demo.exchange.url}/admin/faults`, { method: 'DELETE', headers: { 'x-admin-token': app.demo.ready.adminToken } });
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);
const connection = () => app.page.getByRole('banner').getByRole('status');
const availableBtc = () => balanceCell(app.page, 'BTC', 'available');

describe('the exchange going away', () => {
  it('down: the page says the exchange cannot be reached; back: live again, and the views read again by themselves', async () => {
    const { page } = app;
    // On Withdraw: what is available to send stays, the last balance known, and says when it was
    // (a new user saw it unmarked).
    await page.evaluate(() => (location.hash = '#/withdraw/btc'));
    const available = page.getByRole('definition').filter({ hasText: / BTC/ }).first();
    await available.waitFor();
    await expect.poll(() => connection().textContent(), { timeout: 20_000 }).toBe('Live');
    expect(await available.textContent()).not.toContain('as of');
    await app.demo.exchange.stop();
    try {
      await expect.poll(() => connection().textContent(), { timeout: 30_000 }).toMatch(/^Exchange unavailable: Cannot reach the exchange at 127\.0\.0\.1:\d+: the connection was refused\.$/);
      await page.getByRole('button', { name: 'Retry now' }).waitFor();
      await app.services.account.refresh().catch(() => undefined); // the next poll, now: it fails
      await expect.poll(() => available.textContent(), { timeout: 20_000 }).toMatch(/ BTC \(as of \d{1,2}:\d{2}:\d{2}.*\)$/);
    } finally {
      await app.demo.exchange.start();
    }
    // Nobody presses anything: the next round after the backoff finds it.
    await expect.poll(() => connection().textContent(), { timeout: 40_000 }).toBe('Live');
    expect(await page.getByRole('button', { name: 'Retry now' }).count()).toBe(0);
    await go('Balances');
    await page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^BTC / }).waitFor();
  });

  it('a 429 storm with Retry-After: the page says the exchange is limiting requests; when it ends, live again', async () => {
    await go('Markets');
    await expect.poll(() => connection().textContent(), { timeout: 20_000 }).toBe('Live');
    await fault({ path: '/v3/tickers', mode: 'status', status: 429, retryAfter: 1, times: 1000 });
    await expect.poll(() => connection().getAttribute('title'), { timeout: 40_000 }).toContain('is limiting requests right now (HTTP 429)');
    // Every answer was refused in front of the exchange: the storm is real, not a single miss.
    expect(requests('/v3/tickers')).toBeGreaterThan(1);
    await fault({ path: '/v3/tickers', times: 0 });
    await expect.poll(() => connection().textContent(), { timeout: 40_000 }).toBe('Live');
  });
});

describe('a rate limit on the account', () => {
  it('a 429 storm on the balances: Balances says so in words and keeps the last balances; when it ends, Try again reads them', async () => {
    const { page } = app;
    await go('Balances');
    const btc = page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^BTC / });
    await btc.waitFor();
    await fault({ path: '/v3/auth/r/wallets', mode: 'status', status: 429, retryAfter: 1, times: 1000 });
    await page.getByRole('button', { name: 'Refresh' }).click();
    const problem = page.getByRole('alert').filter({ hasText: 'is limiting requests right now (HTTP 429)' });
    await problem.waitFor();
    expect(await problem.textContent()).toContain('The exchange is not answering properly right now. Satchel keeps trying by itself.');
    expect(await btc.count()).toBe(1);
    await fault({ path: '/v3/auth/r/wallets', times: 0 });
    await problem.getByRole('button', { name: 'Try again' }).click();
    await problem.waitFor({ state: 'detached' });
    await btc.waitFor();
  });
});

describe('a list that failed', () => {
  it('keyboard: after Retry the list loads and the focus goes to its heading, not to the page', async () => {
    const { page } = app;
    await fault({ path: '/v3/auth/svc_codes/issued-by-me', mode: 'status', status: 500, times: 1000 });
    await go('Codes');
    const lists = page.getByRole('region', { name: 'Your codes' });
    const retry = lists.getByRole('button', { name: 'Retry' });
    await retry.waitFor();
    await fault({ path: '/v3/auth/svc_codes/issued-by-me', times: 0 });
    await retry.focus();
    await page.keyboard.press('Enter');
    await lists.getByRole('table').first().waitFor();
    await expect.poll(() => focusedName(page)).toBe('Your codes');
  });
});

describe('a connection reset in the middle of a call that moves value', () => {
  it('a withdrawal: "may or may not have happened", sent once, the latest withdrawals shown; nothing was taken', async () => {
    const { page } = app;
    const before = await availableBtc();
    app.demo.exchange.requests.clear();
    // Two faults: a second try would meet the second one, and be counted.
    await fault({ path: WITHDRAW, mode: 'reset', times: 2 });
    await go('Withdraw');
    await page.getByRole('heading', { name: 'Withdraw BTC', level: 1 }).waitFor();
    await page.getByRole('textbox', { name: "Recipient's BTC address" }).fill(BTC_TO);
    await page.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0234');
    await page.getByRole('button', { name: 'Review and send' }).click();
    await page.getByRole('dialog', { name: 'Send BTC' }).getByRole('button', { name: 'Send 0.0234 BTC' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent()).toContain('did not confirm the withdrawal of 0.0234 BTC. It may or may not have happened');
    expect(await alert.textContent()).toContain('It was not sent again.');
    // The latest withdrawals of the coin are read and shown (none of them this one: a reset carries nothing out).
    await page.getByRole('heading', { name: 'Your latest BTC withdrawals', level: 3 }).waitFor();
    const latest = page.getByRole('table', { name: 'Latest BTC withdrawals' });
    await expect.poll(async () => (await latest.count()) + (await page.getByText('The exchange lists no BTC withdrawals.').count())).toBe(1);
    expect(await latest.getByRole('row', { name: /0\.0234 BTC/ }).count()).toBe(0);
    expect(requests(WITHDRAW)).toBe(1);
    expect(await availableBtc()).toEqual(before);
  });

  it('a code creation whose answer is lost: said in words, sent once, and the issued list shows the code the exchange made', async () => {
    const { page } = app;
    const before = await availableBtc();
    app.demo.exchange.requests.clear();
    // Carried out, then the connection closed with no answer.
    await fault({ path: CREATE_CODE, mode: 'drop-response', times: 2 });
    await go('Codes');
    const issued = page.getByRole('table', { name: 'Codes issued by me' });
    await issued.waitFor();
    expect(await issued.getByRole('row', { name: /0\.0061 BTC/ }).count()).toBe(0);
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0061');
    await form.getByRole('button', { name: 'Create code…' }).click();
    await page.getByRole('dialog', { name: 'Create a transfer code' }).getByRole('button', { name: 'Create code for 0.0061 BTC' }).click();
    const alert = form.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/did not confirm .* may or may not have happened.* It was not sent again\./);
    // The lists are read again: the code the exchange did make is there, without a click.
    await issued.getByRole('row', { name: /0\.0061 BTC/ }).waitFor();
    expect(await issued.getByRole('row', { name: /0\.0061 BTC/ }).count()).toBe(1);
    expect(requests(CREATE_CODE)).toBe(1);
    expect(await availableBtc()).toEqual(before.minus('0.0061'));
  });

  // The two redeems differ in how the answer is lost (a reset carries nothing out; a dropped answer
  // comes after the code was redeemed) and so in what the page says and what is credited.
  for (const { title, amount, mode, said, credited } of [
    {
      title: 'a redeem: said in words, sent once, nothing credited; once the exchange answers again the same code redeems',
      amount: '0.0089',
      mode: 'reset',
      said: () =>
        expect
          .poll(() => app.page.getByRole('alert').first().textContent())
          .toBe('The exchange did not confirm the redemption, and the code is not among the codes you redeemed. It was not sent again: look at the list in a moment before trying again.'),
      credited: false,
    },
    {
      title: 'a redeem whose answer is lost after it was carried out: found among the codes redeemed and said so, sent once, credited once',
      amount: '0.0043',
      mode: 'drop-response',
      said: () => app.page.getByText('Redeemed: 0.0043 BTC credited to this account (the answer was lost; found among the codes you redeemed).').waitFor(),
      credited: true,
    },
  ]) {
    it(title, async () => {
      const { page } = app;
      const r = await admin('/admin/codes', { email: app.demo.ready.accounts[1]!.email, currency: 'btc', amount });
      expect(r.status).toBe(200);
      const code = ((await r.json()) as { code: string }).code;
      const redeem = async () => {
        await go('Codes');
        await page.getByRole('textbox', { name: 'Transfer code' }).fill(code);
        await page.getByRole('button', { name: 'Redeem…' }).click();
        await page.getByRole('dialog', { name: 'Redeem a transfer code' }).getByRole('button', { name: `Redeem ${amount} BTC` }).click();
      };
      const before = await availableBtc();
      app.demo.exchange.requests.clear();
      await fault({ path: REDEEM, mode, times: 2 });
      await redeem();
      await said();
      expect(requests(REDEEM)).toBe(1);
      expect(await availableBtc()).toEqual(credited ? before.plus(amount) : before);
      if (credited) return;

      // The exchange is well again: the same code, redeemed once.
      await fault({ path: REDEEM, times: 0 });
      await redeem();
      await page.getByText(`Redeemed: ${amount} BTC credited to this account.`).waitFor();
      expect(requests(REDEEM)).toBe(2);
      expect(await availableBtc()).toEqual(before.plus(amount));
    });
  }
});
