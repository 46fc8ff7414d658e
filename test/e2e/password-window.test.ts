/**
 * The desktop app's password window (renderer/password.html, asked by electron/main/password-dialog.ts)
 * in real Chromium: its built page, served as the app protocol serves it (the app's security
 * headers), with its preload's one function (`answer(yes, password)`) replaced by a recorder,
 * since Electron cannot run here. What a person meets: main's question as text, a labelled
 * password field, Enter answers yes with what was typed, Escape answers no, a refusal said.
 * The page in the real app is test/electron/password-window.test.ts (needs the binary).
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mimeTypeOf } from '../../electron/core/static/mime.js';
import { APP_RESPONSE_HEADERS } from '../../electron/main/security/csp.js';
import type { PasswordReply } from '../../shared/password-dialog.js';
import { launchChromium } from '../support/browser.js';

const OUT = path.resolve(import.meta.dirname, '..', '..', 'out', 'renderer');
const ORIGIN = 'http://satchel.test';

let browser: Browser;
let page: Page;

type Recorded = { answers: [boolean, string][]; replies: PasswordReply[] };

beforeAll(async () => {
  if (!existsSync(path.join(OUT, 'password.html'))) throw new Error('out/renderer/password.html is missing: run `npm run build:renderer` first.');
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  await page?.close();
  page = await browser.newPage();
  // The built files, with the headers every app:// answer carries (CSP included).
  await page.route(`${ORIGIN}/**`, async (route) => {
    const file = path.join(OUT, new URL(route.request().url()).pathname);
    if (!file.startsWith(OUT + path.sep) || !existsSync(file)) return route.fulfill({ status: 404, body: 'Not found' });
    await route.fulfill({ status: 200, headers: { ...APP_RESPONSE_HEADERS, 'content-type': mimeTypeOf(file) }, body: await readFile(file) });
  });
  // The preload's one function, recording what the page answers; main's replies are queued by the test.
  await page.addInitScript(() => {
    const recorded: Recorded = { answers: [], replies: [] };
    (window as unknown as { recorded: Recorded }).recorded = recorded;
    (window as unknown as { satchelPassword: object }).satchelPassword = {
      answer: async (yes: boolean, password: string) => {
        recorded.answers.push([yes, password]);
        return recorded.replies.shift() ?? { ok: true };
      },
    };
  });
});

/** Opens the page with main's question in its address, as main does (password-window.ts). */
async function open(question: { title: string; message: string; detail: string; confirm: string }): Promise<void> {
  const url = new URL(`${ORIGIN}/password.html`);
  for (const [name, value] of Object.entries(question)) url.searchParams.set(name, value);
  await page.goto(url.toString());
  await page.getByLabel('App password').waitFor();
}

const QUESTION = {
  title: 'Show a transfer code',
  message: 'Show the whole code worth 0.5 BTC?',
  detail: 'Code: ABCDE-…-BTC-SVC (support number TC1)\nAccount: “Main”',
  confirm: 'Show the code',
};

const answers = () => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded.answers);

describe('the password window’s page', () => {
  it('shows main’s question, a labelled field that has the focus, and Enter answers yes with what was typed', async () => {
    await open(QUESTION);
    await expect(page.getByRole('heading', { name: 'Show a transfer code', level: 1 }).isVisible()).resolves.toBe(true);
    expect(await page.getByText('Show the whole code worth 0.5 BTC?').isVisible()).toBe(true);
    expect(await page.getByText('Account: “Main”').isVisible()).toBe(true);
    const field = page.getByLabel('App password');
    expect(await field.evaluate((input) => input === document.activeElement && (input as HTMLInputElement).type)).toBe('password');
    expect(await page.getByRole('button', { name: 'Show the code' }).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Don’t do it' }).isVisible()).toBe(true);
    await field.fill('correct horse battery');
    await field.press('Enter');
    await expect.poll(answers).toEqual([[true, 'correct horse battery']]);
  });

  it('says a refusal in main’s words and empties the field for another try', async () => {
    await open(QUESTION);
    await page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded.replies.push({ ok: false, message: 'Wrong password. You can try again in 1 s.' }));
    const field = page.getByLabel('App password');
    await field.fill('a guess');
    await page.getByRole('button', { name: 'Show the code' }).click();
    await page.getByRole('alert').filter({ hasText: 'Wrong password. You can try again in 1 s.' }).waitFor();
    expect(await field.inputValue()).toBe('');
    await field.fill('correct horse battery');
    await field.press('Enter');
    await expect.poll(answers).toEqual([
      [true, 'a guess'],
      [true, 'correct horse battery'],
    ]);
  });

  it('Escape answers no, and sends nothing that was typed; so does “Don’t do it”', async () => {
    await open(QUESTION);
    const field = page.getByLabel('App password');
    await field.fill('half typed');
    await field.press('Escape');
    await expect.poll(answers).toEqual([[false, '']]);
    await page.getByRole('button', { name: 'Don’t do it' }).click();
    await expect.poll(answers).toEqual([
      [false, ''],
      [false, ''],
    ]);
  });

  it('shows whatever the question holds as text, never as HTML', async () => {
    const markup = '<img src=x onerror="window.injected=1"><b>Main</b>';
    await open({ ...QUESTION, title: `Show ${markup}`, message: `Remove ${markup}?`, detail: `Account: ${markup}`, confirm: `Yes ${markup}` });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Show ${markup}`);
    expect(await page.getByText(`Remove ${markup}?`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: `Yes ${markup}` }).isVisible()).toBe(true);
    expect(await page.evaluate(() => ({ images: document.images.length, bold: document.querySelectorAll('b').length, injected: 'injected' in window }))).toEqual({
      images: 0,
      bold: 0,
      injected: false,
    });
  });

  it('follows the system’s dark theme, with readable text', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await open(QUESTION);
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      return { background: style.backgroundColor, text: style.color };
    });
    expect(colours).toEqual({ background: 'rgb(23, 27, 33)', text: 'rgb(230, 233, 239)' });
  });
});
