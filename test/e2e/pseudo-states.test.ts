/**
 * Issue 24: the views' states after an action, in the pseudo-language (docs/i18n.md), with the
 * checks of test/e2e/pseudo-language.test.ts (which reads each view's first state only): a plain
 * English word was not taken from a catalogue, a view wider than the window at 100, 200 or 400 %
 * zoom does not make room for a longer language. Read here: every form submitted empty and with bad
 * input (field errors, summaries), the withdrawal's review and its question, a progress state, the
 * lock screen and a wrong password, an order's cancel question, Markets sorted and with a
 * favourite, the payment window's forms, and the error a failed call leaves on a view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { followLanguage, m, PSEUDO_LANGUAGE } from '../../shared/i18n/language.js';
import { addFundedDemoAccount, fundDemo, startApp, type RunningApp } from '../support/app.js';
import { zoomProblems } from '../support/page.js';
import { METHODS, PAYMENT_SERVICES, PAYOUT_SERVICES } from '../../electron/demo/gateway/services.js';
import { seedPolicies } from '../../electron/demo/appliance/seed.js';
import { dataOf, plainTexts } from '../support/pseudo-words.js';

let app: RunningApp | null = null;
afterEach(async () => {
  followLanguage(() => 'en');
  await app?.close();
  app = null;
});

const BTC_TO = 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh';
/** Bad input a person may type, with no word in it (a refusal may quote it, and must not count as English). */
const BAD = '1.2.3';

/**
 * Besides dataOf's, what servers say in their own words (they speak their language, and the
 * pseudo-language is none of theirs): the gateway's methods' names and its fields' labels and hints,
 * which the payment window shows as the gateway gives them, also inside its own sentences ("Enter the
 * card number."); the demo exchange's "not found" answers, quoted after Satchel's sentence; the
 * appliance's policies (names and rules). And names: the demo appliance's (given when it is added,
 * as an account's), the recipient's address in groups of four as the withdrawal question writes it,
 * an address scheme (bitcoincash:…).
 */
const serverWords = (): { phrases: string[]; words: string[] } => ({
  phrases: [
    ...Object.values(METHODS).map((method) => method.name.en),
    ...[...PAYMENT_SERVICES, ...PAYOUT_SERVICES].flatMap((service) => service.fields.flatMap((field) => [field.label.en, field.label.en.toLowerCase(), field.hint.en])),
    'Transfer code not found',
    'Deposit not found',
    // The same with the word the request sent cut out (electron/core/exchange/errors.ts, withoutSent).
    '… not found',
    ...seedPolicies().flatMap((policy) => [policy.name, policy.rule]),
    'Demo appliance',
    BTC_TO.match(/.{1,4}/g)!.join(' '),
  ],
  words: ['bitcoincash'],
});
const SIZES = [
  { width: 1280, height: 900 },
  { width: 640, height: 450 },
  { width: 320, height: 225 },
] as const;

/** What a walk found: plain English by state, what did not fit by state and size, and the states read. */
interface Found {
  plain: Record<string, string[]>;
  unfit: Record<string, string[]>;
  read: string[];
}
const found = (): Found => ({ plain: {}, unfit: {}, read: [] });
const frame = (page: Page): Promise<void> => page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Reads the page as it is now, named `state`: its plain English words, and its fit at the three sizes. */
async function read(page: Page, state: string, into: Found): Promise<void> {
  await frame(page);
  const data = dataOf(app!);
  const more = serverWords();
  const texts = await plainTexts(page, { phrases: [...more.phrases, ...data.phrases], words: [...more.words, ...data.words] });
  if (texts.length > 0) into.plain[state] = texts;
  const before = page.viewportSize();
  const fits = await page.evaluate(() => !!document.querySelector('main'));
  if (fits) {
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const problems = (await zoomProblems(page)).length === 0 ? [] : await frame(page).then(() => zoomProblems(page));
      if (problems.length > 0) into.unfit[`${state} at ${size.width}×${size.height}`] = problems;
    }
    if (before) await page.setViewportSize(before);
  }
  into.read.push(state);
}

async function open(page: Page, view: string): Promise<void> {
  await page.evaluate((hash) => (window.location.hash = hash), `#${view}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 });
}

/** The accessible names of the named forms on the page now. */
const formNames = (page: Page): Promise<string[]> =>
  page.getByRole('form').evaluateAll((forms) => forms.map((el) => el.getAttribute('aria-label') ?? document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent?.trim() ?? ''));

/** Waits until the page shows an alert (a refusal), or a dialog, or up to 5 s when a form has nothing to refuse. */
async function answered(page: Page): Promise<void> {
  await page.waitForFunction(() => [...document.querySelectorAll('[role="alert"], [role="dialog"], dialog[open]')].some((el) => (el.textContent ?? '').trim() !== ''), undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** A question left open by a submit is read, then answered with Escape (nothing is sent). */
async function closeDialog(page: Page, state: string, into: Found): Promise<void> {
  const dialog = page.getByRole('dialog');
  if ((await dialog.count()) > 0 && (await dialog.first().isVisible())) {
    await read(page, `${state}, its question`, into);
    await page.keyboard.press('Escape');
    await dialog.first().waitFor({ state: 'hidden' });
  }
}

/**
 * Every named form of the view with a text field, submitted as a person does (Enter in its first
 * field): once empty, once with bad input in every text field; the page read after each.
 */
async function submitForms(page: Page, view: string, into: Found): Promise<void> {
  for (const formName of await formNames(page)) {
    const form = page.getByRole('form', { name: formName, exact: true });
    if (!formName || (await form.count()) !== 1 || !(await form.isVisible())) continue;
    const name = `${view} ${formName}`;
    for (const [how, text] of [['empty', ''], ['bad', BAD]] as const) {
      // The fields as they are now (a refusal may show more, a question closed may have reset the form).
      if ((await form.count()) !== 1) break;
      const boxes = await form.getByRole('textbox').all();
      const editable = [];
      for (const box of boxes) if ((await box.isVisible()) && (await box.isEditable())) editable.push(box);
      if (editable.length === 0) break;
      for (const box of editable) await box.fill(text);
      await editable[0]!.press('Enter');
      await answered(page);
      await read(page, `${name} ${how}`, into);
      await closeDialog(page, `${name} ${how}`, into);
    }
  }
}

async function pseudoOn(page: Page): Promise<void> {
  followLanguage(() => PSEUDO_LANGUAGE);
  await page.evaluate(() => localStorage.setItem('satchel.pseudo-language', '1'));
  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(PSEUDO_LANGUAGE);
}

describe('states after actions, in the pseudo-language', () => {
  it('the forms refused, the withdrawal question, a progress state, an order cancel question, the lock screen and a wrong password', async () => {
    app = await startApp({ seed: 77, addressDelayMs: 1_500 });
    const { page } = app;
    await addFundedDemoAccount(app, 'btc', '3');
    await pseudoOn(page);
    const into = found();

    for (const view of ['/withdraw/btc', '/codes', '/deposit/btc', '/history', '/orders', '/settings']) {
      await open(page, view);
      await submitForms(page, view, into);
    }

    // Withdraw: more than the balance, then a withdrawal reviewed and its question cancelled.
    await open(page, '/withdraw/btc');
    const send = page.getByRole('form', { name: m.funds_withdraw_send({ unit: 'BTC' }) });
    await send.getByRole('textbox', { name: m.funds_withdraw_recipient_address({ unit: 'BTC' }) }).fill(BTC_TO);
    await send.getByRole('textbox', { name: m.funds_withdraw_amount({ unit: 'BTC' }) }).fill('100000');
    await send.getByRole('button', { name: m.funds_withdraw_review() }).click();
    await send.getByRole('alert').first().waitFor();
    await read(page, 'withdraw over the balance', into);
    await send.getByRole('textbox', { name: m.funds_withdraw_amount({ unit: 'BTC' }) }).fill('0.01');
    await send.getByRole('button', { name: m.funds_withdraw_review() }).click();
    await page.getByRole('dialog').waitFor();
    await closeDialog(page, 'withdraw review', into);

    // Transfer codes: a code typed wrong, as it is checked while typed.
    await open(page, '/codes');
    await page.getByRole('textbox', { name: m.funds_codes_transfer_code() }).fill('12-34');
    await read(page, 'codes a code typed wrong', into);
    await page.getByRole('textbox', { name: m.funds_codes_transfer_code() }).fill(wellFormedCode());
    await read(page, 'codes a well-formed code', into);
    await page.getByRole('button', { name: m.funds_codes_check() }).click();
    await answered(page);
    await read(page, 'codes a code the exchange does not know', into);
    await page.getByRole('textbox', { name: m.funds_codes_id() }).fill('999999');
    await page.getByRole('button', { name: m.funds_codes_find() }).click();
    await answered(page);
    await read(page, 'codes an id that is not there', into);

    // A deposit looked up that is not there.
    await open(page, '/deposit/btc');
    await page.getByRole('textbox', { name: m.funds_details_id_deposit() }).fill('999999');
    await page.getByRole('button', { name: m.funds_details_show_deposit() }).click();
    await answered(page);
    await read(page, 'deposit an id that is not there', into);

    // Deposit: an ETH address being made (the demo takes its time).
    await open(page, '/deposit/eth');
    await page.getByRole('button', { name: m.funds_deposit_generate({ unit: 'ETH' }) }).click();
    await page.getByText(m.funds_deposit_making({ unit: 'ETH' })).waitFor();
    await read(page, 'deposit making an address', into);

    // Orders: an open order's cancel question (the core's words), cancelled.
    await open(page, '/orders');
    await page.getByRole('button', { name: new RegExp(`^${escape(m.trading_cancel_order({ id: '§' })).replace('§', '\\d+')}$`) }).first().click();
    await page.getByRole('dialog').waitFor();
    await closeDialog(page, 'orders cancel', into);
    await page.getByRole('tab', { name: m.trading_tab_history() }).click();
    await submitForms(page, '/orders history', into);

    // Settings: two passwords that differ, then a password set, Satchel locked, a wrong password.
    await open(page, '/settings');
    await page.getByLabel(m.settings_new_password(), { exact: true }).fill('correct horse battery');
    await page.getByLabel(m.settings_repeat_password(), { exact: true }).fill('correct horse battery staple');
    await page.getByRole('button', { name: m.settings_set_password() }).click();
    await answered(page);
    await read(page, 'settings passwords differ', into);
    await page.getByLabel(m.settings_repeat_password(), { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: m.settings_set_password() }).click();
    await page.getByRole('button', { name: m.header_lock(), exact: true }).click();
    await page.getByRole('heading', { name: m.window_locked_title() }).waitFor();
    await read(page, 'locked', into);
    await page.getByLabel(m.settings_app_password(), { exact: true }).fill('not the password');
    await page.getByRole('button', { name: m.window_unlock() }).click();
    await answered(page);
    await read(page, 'locked, a wrong password', into);

    expect(into.read.length).toBeGreaterThan(20);
    expect({ plain: into.plain, unfit: into.unfit }).toEqual({ plain: {}, unfit: {} });
  }, 240_000);

  it('Markets sorted with a favourite, the payment window forms refused, and a failed call', async () => {
    app = await startApp({ seed: 78 });
    const { page } = app;
    await addFundedDemoAccount(app, 'usdt', '1234.5');
    await fundDemo(app, app.demo.ready.accounts[0]!.email, 'uah', '5000');
    await pseudoOn(page);
    const into = found();

    await open(page, '/markets');
    await page.getByRole('button', { name: m.trading_col_last(), exact: true }).click();
    await page.getByText(m.trading_sorted_by_quote_value({ currency: 'USD' })).waitFor();
    await page.getByRole('button', { name: m.trading_favourite_of({ pair: 'BTC/USDT' }) }).click();
    await read(page, 'markets sorted, a favourite', into);

    // The payment window, for a deposit and a payout: its forms refused.
    for (const [button, heading] of [
      [m.fiat_deposit_of({ currency: 'UAH' }), m.fiat_window_deposit({ currency: 'UAH' })],
      [m.fiat_payout_of({ currency: 'UAH' }), m.fiat_window_payout({ currency: 'UAH' })],
    ] as const) {
      await open(page, '/fiat');
      const opened = page.context().waitForEvent('page');
      await page.getByRole('button', { name: button }).click();
      const payment = await opened;
      await payment.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await submitForms(payment, heading, into);
      if (heading === m.fiat_window_payout({ currency: 'UAH' })) {
        // The payout's second step: a service's own fields, refused.
        await payment.getByRole('textbox', { name: m.fiat_amount_in({ currency: 'UAH' }) }).fill('1000');
        await payment.getByRole('button', { name: m.fiat_show_payout_services() }).click();
        await payment.getByRole('radio', { name: /Bank card/ }).check();
        await submitForms(payment, `${heading} with a service`, into);
        await payment.getByRole('button', { name: m.fiat_review_payout() }).click();
        await answered(payment);
        await read(payment, `${heading} reviewed with bad fields`, into);
      }
      await payment.close();
    }

    // Policies: the demo appliance added, the policy form submitted empty and with bad input.
    await open(page, '/settings');
    await page.getByRole('button', { name: m.settings_add_demo_appliance() }).click();
    await open(page, '/policies');
    await page.getByRole('button', { name: m.fiat_policies_add() }).click();
    await page.getByRole('heading', { name: m.fiat_policies_add_title() }).waitFor();
    await submitForms(page, '/policies', into);

    // A failed call: the exchange stopped, each view says so.
    await app.demo.exchange.stop();
    for (const view of ['/balances', '/orders', '/withdraw/usdt']) {
      await open(page, view);
      await page.getByRole('alert').first().waitFor({ timeout: 30_000 });
      await read(page, `${view} with the exchange stopped`, into);
    }

    expect(into.read.length).toBeGreaterThan(5);
    expect({ plain: into.plain, unfit: into.unfit }).toEqual({ plain: {}, unfit: {} });
  }, 240_000);
});

/** A transfer code of the right form and checksum that no one issued (as test/e2e/codes.test.ts makes one). */
function wellFormedCode(): string {
  const alphabet = '123456789abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const rest = 'k3Ht9'.repeat(9).slice(0, 44);
  const sum = [...rest].reduce((s, c) => s + alphabet.indexOf(c), 0);
  return `${(alphabet[sum % 58]! + rest).match(/.{5}/g)!.join('-')}-BTC-SVC`;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
