/**
 * Issue 24, languages: the window's own parts (renderer/common, App.svelte) speak Ukrainian and
 * Russian — the lock banner and its countdown, the confirmation's own buttons, the connection's
 * status, the page for a view without an account, the missing page, the main navigation's name.
 * The question a confirmation asks is the core's, translated there.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { mimeTypeOf } from '../../electron/core/static/mime.js';
import { APP_RESPONSE_HEADERS } from '../../electron/main/security/csp.js';
import { startApp, type RunningApp } from '../support/app.js';
import { launchChromium } from '../support/browser.js';

let app: RunningApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

/** Follows a link of the main navigation, named in the language shown. */
async function follow(page: Page, navigation: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

describe('the window’s own words', () => {
  it('in Ukrainian: the status, a view with no account, the missing page, the confirmation’s buttons and the lock; in Russian too', async () => {
    app = await startApp({
      seed: 83,
      prepare: (dir) => writeFile(path.join(dir, 'settings.json'), JSON.stringify({ marketExchange: 'demo', language: 'uk' }), { mode: 0o600 }),
    });
    const { page, services } = app;
    await page.getByRole('heading', { name: 'Ринки', level: 1 }).waitFor();
    await page.getByRole('navigation', { name: 'Основна' }).waitFor();
    await expect.poll(() => page.getByRole('banner').getByRole('status').textContent(), { timeout: 20_000 }).toBe('Онлайн');

    // No account yet: the view says so in a whole sentence, and offers to add one.
    await follow(page, 'Основна', 'Баланси');
    await page.getByText('Рахунок ще не налаштовано. Додайте API-ключ своєї біржі, щоб бачити баланси.').waitFor();
    await page.getByRole('link', { name: 'Додати рахунок' }).waitFor();

    await page.evaluate(() => (location.hash = '#/nema-takoi'));
    await page.getByRole('heading', { name: 'Сторінку не знайдено', level: 1 }).waitFor();
    await page.getByText(/^У Satchel немає сторінки «.+»\.$/).waitFor();
    await page.getByRole('link', { name: 'Назад до ринків' }).click();
    await page.getByRole('heading', { name: 'Ринки', level: 1 }).waitFor();

    // The confirmation's own words: two questions wait, with an app password set.
    await services.lock.setPassword(null, 'correct horse battery');
    const session = [...services.sessions].find((s) => s.kind === 'main')!;
    const question = { title: 'Питання ядра', message: 'Що станеться.', detail: '', confirmLabel: 'Так' };
    const first = services.confirm(session, question);
    const second = services.confirm(session, { ...question, title: 'Друге питання ядра' });
    const dialog = page.getByRole('dialog', { name: 'Питання ядра' });
    await dialog.getByText('Після цього чекає ще 1 питання.').waitFor();
    await dialog.getByRole('textbox', { name: 'Пароль застосунку' }).waitFor();
    await dialog.getByRole('button', { name: 'Не робити' }).click();
    expect(await first).toBe(false);
    await page.getByRole('dialog', { name: 'Друге питання ядра' }).getByRole('button', { name: 'Не робити' }).click();
    expect(await second).toBe(false);

    // Locked: the banner, a wrong password's countdown, and the way back in.
    services.lock.lock();
    const banner = page.getByRole('region', { name: 'Satchel заблоковано' });
    await banner.getByText('Ціни та баланси й далі оновлюються.', { exact: false }).waitFor();
    await banner.getByRole('textbox', { name: 'Пароль застосунку' }).fill('wrong password');
    await banner.getByRole('button', { name: 'Розблокувати', exact: true }).click();
    await banner.getByRole('button', { name: /^Розблокувати через \d+ с$/ }).waitFor();
    // The countdown says when; the refusal itself carries no second, stale count.
    expect(await banner.getByRole('alert').textContent()).not.toMatch(/\d/);
    await expect.poll(() => banner.getByRole('status').textContent(), { timeout: 10_000 }).toBe('Тепер можна спробувати знову.');
    await banner.getByRole('textbox', { name: 'Пароль застосунку' }).fill('correct horse battery');
    await banner.getByRole('button', { name: 'Розблокувати', exact: true }).click();
    await banner.waitFor({ state: 'detached' });

    // Russian: the navigation's name and the same view's offer.
    await follow(page, 'Основна', 'Налаштування');
    await page.getByLabel('Мова', { exact: true }).selectOption('ru');
    await follow(page, 'Основная', 'Балансы');
    await page.getByRole('link', { name: 'Добавить счёт' }).waitFor();
  }, 90_000);

  it('the desktop password window speaks the language the main window kept (its page, as password-window.test.ts serves it)', async () => {
    const out = path.resolve(import.meta.dirname, '..', '..', 'out', 'renderer');
    if (!existsSync(path.join(out, 'password.html'))) throw new Error('out/renderer/password.html is missing: run `npm run build:renderer` first.');
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      await page.route('http://satchel.test/**', async (route) => {
        const file = path.join(out, new URL(route.request().url()).pathname);
        if (!file.startsWith(out + path.sep) || !existsSync(file)) return route.fulfill({ status: 404, body: 'Not found' });
        await route.fulfill({ status: 200, headers: { ...APP_RESPONSE_HEADERS, 'content-type': mimeTypeOf(file) }, body: await readFile(file) });
      });
      // The main window keeps main's language on the same origin (renderer/common/kept-language.ts).
      await page.addInitScript(() => localStorage.setItem('satchel.language', 'uk'));
      const url = new URL('http://satchel.test/password.html');
      for (const [name, value] of Object.entries({ title: 'Питання ядра', message: 'Що станеться.', detail: '', confirm: '' })) url.searchParams.set(name, value);
      await page.goto(url.toString());
      await page.getByRole('textbox', { name: 'Пароль застосунку' }).waitFor();
      await page.getByRole('button', { name: 'Не робити' }).waitFor();
      // No bridge here: a yes says the window cannot reach Satchel, in Ukrainian.
      await page.getByRole('button', { name: 'Підтвердити' }).click();
      await page.getByRole('alert').filter({ hasText: 'Це вікно не може зв’язатися з Satchel.' }).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    } finally {
      await browser.close();
    }
  });
});
