import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dec } from '../../shared/decimal.js';
import { fundDemo, startApp, type RunningApp } from '../support/app.js';
import { demoAdmin } from '../support/core-calls.js';
import { focusedName, goTo, setPasswordAndLock, unnamedControls } from '../support/page.js';

// Browser mode in Chromium: a person checks codes as they type (with the exchange down, too),
// creates a code on one demo account and redeems it on the other.
let app: RunningApp;
const admin = demoAdmin(() => app.demo.exchange);
const ALPHABET = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';

/** A well-formed code, built here from the document's rule. */
function wellFormed(): string {
  const rest = 'k3Ht9'.repeat(9).slice(0, 44);
  const sum = [...rest].reduce((s, c) => s + ALPHABET.indexOf(c), 0);
  return `${(ALPHABET[sum % 58] + rest).match(/.{5}/g)!.join('-')}-BTC-SVC`;
}

/** The list operations the window asked for (its WebSocket frames), since the test emptied it. */
const listReads: string[] = [];

beforeAll(async () => {
  app = await startApp({
    seed: 5,
    onPage: (page) =>
      page.on('websocket', (socket) =>
        socket.on('framesent', (frame) => {
          const op = /"(codes\.(?:issued|redeemed))"/.exec(String(frame.payload))?.[1];
          if (op) listReads.push(op);
        }),
      ),
  });
  await app.page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
  for (const account of app.demo.ready.accounts) await fundDemo(app, account.email, 'btc', '1');
});
afterAll(async () => {
  await app?.close();
});

const go = (name: string) => goTo(app.page, name);
const amountOf = async (cell: Locator) => dec(((await cell.textContent()) ?? '').replace(/,/g, '').trim());

async function availableBtc() {
  await go('Balances');
  const row = app.page.getByRole('table', { name: 'Balances' }).getByRole('row', { name: /^BTC / });
  await row.waitFor();
  return amountOf(row.getByRole('cell').nth(1));
}

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

describe('transfer codes', () => {
  it('checks a code as it is typed, saying which rule fails, with the exchange stopped', async () => {
    const { page } = app;
    await go('Codes');
    await app.demo.exchange.stop();
    try {
      const field = page.getByRole('textbox', { name: 'Transfer code' });
      const verdict = page.locator('#code-to-check-verdict');
      const code = wellFormed();
      await field.fill(code);
      await expect.poll(() => verdict.textContent()).toContain('A well-formed BTC code');
      expect(await field.getAttribute('aria-invalid')).toBe('false');

      const bad = code.slice(0, 7) + (code[7] === 'a' ? 'b' : 'a') + code.slice(8);
      await field.fill(bad);
      await expect.poll(() => verdict.textContent()).toContain('The check character');
      expect(await field.getAttribute('aria-invalid')).toBe('true');

      await field.fill(code.replace(/^(.{12})./, '$10'));
      await expect.poll(() => verdict.textContent()).toContain('digit zero');
      await field.fill('abc-def');
      await expect.poll(() => verdict.textContent()).toContain('11 parts');
      expect(await unnamedControls(page)).toEqual([]);
    } finally {
      await app.demo.exchange.start();
    }
  });

  it('creates a code on the first account and redeems it on the second; both balances and both lists follow', async () => {
    const { page } = app;
    const alice = app.demo.ready.accounts[0]!;
    const bob = app.demo.ready.accounts[1]!;
    await useAccount(alice.email);
    const aliceBefore = await availableBtc();
    await go('Codes');
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0321');
    await form.getByRole('textbox', { name: /^Public comment/ }).fill('Lunch');
    await form.getByRole('button', { name: 'Create code…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create a transfer code' });
    await dialog.getByRole('button', { name: 'Create code for 0.0321 BTC' }).click();
    const shown = page.getByRole('textbox', { name: 'Code', exact: true });
    await shown.waitFor();
    const code = await shown.inputValue();
    expect(code).toMatch(/^[1-9a-zA-Z]{5}(-[1-9a-zA-Z]{5}){8}-BTC-[A-Za-z]+$/);
    await page.getByRole('img', { name: 'QR code of the new transfer code' }).waitFor();
    await page.getByRole('button', { name: 'Hide the code' }).click();
    expect(await page.getByText(code).count()).toBe(0);
    await expect.poll(availableBtc).toEqual(aliceBefore.minus('0.0321'));

    await useAccount(bob.email);
    const bobBefore = await availableBtc();
    await go('Codes');
    await page.getByRole('textbox', { name: 'Transfer code' }).fill(code);
    await page.getByRole('button', { name: 'Check with the exchange' }).click();
    await page.getByText(/The exchange knows this code: 0\.0321 BTC, valid/).waitFor();
    await page.getByRole('button', { name: 'Redeem…' }).click();
    await page.getByRole('dialog', { name: 'Redeem a transfer code' }).getByRole('button', { name: 'Redeem 0.0321 BTC' }).click();
    await page.getByText('Redeemed: 0.0321 BTC credited to this account.').waitFor();
    await expect.poll(availableBtc).toEqual(bobBefore.plus('0.0321'));
    await go('Codes');
    await page.getByRole('button', { name: 'Redeemed by me' }).click();
    await page.getByRole('table', { name: 'Codes redeemed by me' }).getByRole('row', { name: /0\.0321 BTC/ }).waitFor();

    await useAccount(alice.email);
    await go('Codes');
    const issued = page.getByRole('table', { name: 'Codes issued by me' });
    // Found by its comment: while locked its amount is hidden too (issue 21: hidden while locked by default).
    const row = issued.getByRole('row', { name: /Lunch/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('0.0321 BTC');
    expect(await row.textContent()).toContain('Used');
    expect(await row.textContent()).toContain('Lunch');
    expect(await row.textContent()).not.toContain(code.split('-')[1]);
    // The list carries it masked; Show asks the exchange for this one code, Hide forgets it.
    await row.getByRole('button', { name: /^Show code / }).click();
    await expect.poll(() => row.textContent()).toContain(code);
    await row.getByRole('button', { name: /^Hide code / }).click();
    await expect.poll(() => row.textContent()).not.toContain(code.split('-')[1]);

    // Locking hides a code shown, and while locked Show is refused: a whole code is a bearer secret.
    await row.getByRole('button', { name: /^Show code / }).click();
    await expect.poll(() => row.textContent()).toContain(code);
    await setPasswordAndLock(page, 'correct horse battery');
    await go('Codes');
    await row.waitFor();
    expect(await row.textContent()).not.toContain(code.split('-')[1]);
    await row.getByRole('button', { name: /^Show code / }).click();
    await page.getByRole('alert').filter({ hasText: /locked/i }).waitFor();
    expect(await row.textContent()).not.toContain(code.split('-')[1]);
    await page.getByLabel('App password').fill('correct horse battery');
    await page.getByRole('button', { name: 'Unlock' }).click();
    await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor({ state: 'detached' });
  });
  /** Main's question answered yes (with the app password the test before set, where it is asked). */
  async function yes(title: string, confirmLabel: string) {
    const dialog = app.page.getByRole('dialog', { name: title });
    await dialog.waitFor();
    const password = dialog.getByLabel('App password');
    if (await password.count()) await password.fill('correct horse battery');
    await dialog.getByRole('button', { name: confirmLabel }).click();
  }

  it('a redeem updates the list shown from its answer: no list is read again, the tab and its order stay', async () => {
    const { page } = app;
    const alice = app.demo.ready.accounts[0]!;
    const bob = app.demo.ready.accounts[1]!;
    await useAccount(alice.email);
    await go('Codes');
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0017');
    await form.getByRole('button', { name: 'Create code…' }).click();
    await yes('Create a transfer code', 'Create code for 0.0017 BTC');
    const shown = page.getByRole('textbox', { name: 'Code', exact: true });
    await shown.waitFor();
    const code = await shown.inputValue();
    await page.getByRole('button', { name: 'Hide the code' }).click();

    await useAccount(bob.email);
    await go('Codes');
    await page.getByRole('button', { name: 'Redeemed by me' }).click();
    const redeemed = page.getByRole('table', { name: 'Codes redeemed by me' });
    await redeemed.getByRole('row', { name: /0\.0321 BTC/ }).waitFor();
    await page.getByRole('textbox', { name: 'Transfer code' }).fill(code);
    listReads.length = 0;
    app.demo.exchange.requests.clear();
    await page.getByRole('button', { name: 'Redeem…' }).click();
    await yes('Redeem a transfer code', 'Redeem 0.0017 BTC');
    await page.getByText('Redeemed: 0.0017 BTC credited to this account.').waitFor();
    const exchange = app.demo.exchange.requests;
    // Before: the redeem re-mounted the lists, which read "issued by me" again (and showed that tab).
    expect({ issued: exchange.of('/v3/auth/svc_codes/issued-by-me'), redeemed: exchange.of('/v3/auth/svc_codes/redeemed-by-me'), redeem: exchange.of('/v3/auth/svc_codes/redeem') }).toEqual({
      issued: 0,
      redeemed: 0,
      redeem: 1,
    });
    expect(listReads).toEqual([]);
    // The redeemed code, from the answer, at the top of "Redeemed by me" (newest first), the tab kept.
    await redeemed.getByRole('row', { name: /0\.0017 BTC/ }).waitFor();
    expect(await redeemed.getByRole('row').nth(1).textContent()).toContain('0.0017 BTC');
    expect(await page.getByRole('button', { name: 'Redeemed by me' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a creation puts the new code into the list shown from its answer, masked: no list is read again, the order and page size stay', async () => {
    const { page } = app;
    const alice = app.demo.ready.accounts[0]!;
    await useAccount(alice.email);
    await go('Codes');
    const issued = page.getByRole('table', { name: 'Codes issued by me' });
    await issued.getByRole('row', { name: /Lunch/ }).waitFor();
    await page.getByRole('combobox', { name: 'Per page' }).selectOption('20');
    await issued.getByRole('row', { name: /Lunch/ }).waitFor();
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('combobox', { name: 'Currency' }).selectOption('btc');
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0029');
    await form.getByRole('textbox', { name: /^Public comment/ }).fill('Coffee');
    listReads.length = 0;
    app.demo.exchange.requests.clear();
    await form.getByRole('button', { name: 'Create code…' }).click();
    await yes('Create a transfer code', 'Create code for 0.0029 BTC');
    const shown = page.getByRole('textbox', { name: 'Code', exact: true });
    await shown.waitFor();
    const code = await shown.inputValue();

    // The new code, from the answer, at the top of "Issued by me" (newest first), masked as the list shows codes.
    const row = issued.getByRole('row', { name: /Coffee/ });
    await row.waitFor();
    expect(await issued.getByRole('row').nth(1).textContent()).toContain('Coffee');
    expect(await row.textContent()).toContain('0.0029 BTC');
    expect(await row.textContent()).not.toContain(code.split('-')[1]);
    // Before: a creation re-mounted the lists, which read "issued by me" again at 10 a page.
    const exchange = app.demo.exchange.requests;
    expect({ issued: exchange.of('/v3/auth/svc_codes/issued-by-me'), redeemed: exchange.of('/v3/auth/svc_codes/redeemed-by-me'), create: exchange.of('/v3/auth/svc_codes') }).toEqual({
      issued: 0,
      redeemed: 0,
      create: 1,
    });
    expect(listReads).toEqual([]);
    expect(await page.getByRole('combobox', { name: 'Per page' }).inputValue()).toBe('20');
    // Its own Show asks the exchange for this one code (with the app password an earlier test set).
    await row.getByRole('button', { name: /^Show code / }).click();
    await yes('Show a transfer code', 'Show the code');
    // The app password is judged first (a slow hash on purpose): wait for what the answer shows.
    await row.getByRole('button', { name: /^Hide code / }).waitFor();
    expect(await row.textContent()).toContain(code);
  });

  it('finds one of one’s codes by its id, masked; says a mistyped id in words; Show reveals it', async () => {
    const { page } = app;
    const alice = app.demo.ready.accounts[0]!;
    const made = await admin('/admin/codes', { email: alice.email, currency: 'btc', amount: '0.0031', comment: 'Tea' });
    expect(made.status).toBe(200);
    const { id, code } = (await made.json()) as { id: number; code: string };
    await useAccount(alice.email);
    await go('Codes');
    const find = page.getByRole('region', { name: 'Find one of your codes' });
    const idField = find.getByRole('textbox', { name: 'Code id' });
    await idField.fill('twelve');
    await find.getByRole('button', { name: 'Show code' }).click();
    await find.getByRole('alert').filter({ hasText: 'Enter the code’s id: a whole number, as the lists show it.' }).waitFor();
    expect(await idField.getAttribute('aria-invalid')).toBe('true');

    await idField.fill(String(id));
    await find.getByRole('button', { name: 'Show code' }).click();
    const facts = find.getByRole('definition');
    await find.getByText('Tea', { exact: true }).waitFor();
    expect(await find.getByRole('alert').count()).toBe(0);
    expect(await facts.allTextContents()).toEqual(expect.arrayContaining([String(id), '0.0031 BTC', 'Valid', 'Anyone', 'Tea']));
    expect(await find.textContent()).not.toContain(code.split('-')[1]);

    await find.getByRole('button', { name: 'Show the code' }).click();
    await yes('Show a transfer code', 'Show the code');
    await find.getByRole('button', { name: 'Hide the code' }).waitFor();
    expect(await find.textContent()).toContain(code);
    await find.getByRole('button', { name: 'Hide the code' }).click();
    await expect.poll(() => find.textContent()).not.toContain(code.split('-')[1]);
  });

  it('another account chosen in the header while the lists show: they are read for it, nothing of the last account stays', async () => {
    const { page } = app;
    const alice = app.demo.ready.accounts[0]!;
    const bob = app.demo.ready.accounts[1]!;
    expect((await admin('/admin/codes', { email: alice.email, currency: 'btc', amount: '0.0013', comment: 'Scarf' })).status).toBe(200);
    await useAccount(bob.email);
    await useAccount(alice.email);
    await go('Codes');
    const issued = page.getByRole('table', { name: 'Codes issued by me' });
    await issued.getByRole('row', { name: /Scarf/ }).waitFor();
    const switcher = page.getByRole('banner').getByRole('combobox', { name: 'Account' });
    await switcher.selectOption({ label: `Demo: ${bob.email}` });
    // Bob's codes, read for him: before, Alice's list stayed on screen under Bob's name.
    await issued.getByRole('row', { name: /Scarf/ }).waitFor({ state: 'detached' });
    await issued.waitFor();
    await switcher.selectOption({ label: `Demo: ${alice.email}` });
    await issued.getByRole('row', { name: /Scarf/ }).waitFor();
  });
  it('keyboard: the focus comes back to “Create code…” after the question is answered with Escape', async () => {
    const { page } = app;
    await useAccount(app.demo.ready.accounts[0]!.email);
    await go('Codes');
    const form = page.getByRole('form', { name: 'Create a code' });
    await form.getByRole('textbox', { name: 'Amount (BTC)' }).fill('0.0011');
    const create = form.getByRole('button', { name: 'Create code…' });
    const focusedName = () => page.evaluate(() => document.activeElement === document.body ? '(the page)' : (document.activeElement?.textContent?.trim() ?? ''));
    await create.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Create a transfer code' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focusedName()).toBe('Create code…');
  });

  it('keyboard: the focus comes back to “Redeem…” after its question is answered with Escape', async () => {
    const { page } = app;
    const made = await admin('/admin/codes', { email: app.demo.ready.accounts[0]!.email, currency: 'btc', amount: '0.0012', comment: 'Keys' });
    const { code } = (await made.json()) as { code: string };
    await useAccount(app.demo.ready.accounts[1]!.email);
    await go('Codes');
    await page.getByRole('textbox', { name: 'Transfer code' }).fill(code);
    const redeem = page.getByRole('button', { name: 'Redeem…' });
    await redeem.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Redeem a transfer code' });
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedName(page)).toBe('Redeem…');
  });
});
