/**
 * Issue 24, languages: the Language setting changes Satchel's words and numbers at once, in every
 * view, and is remembered; a first start speaks the system's language when it is one of the three.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

let app: RunningApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

const savedLanguage = async (dir: string): Promise<unknown> => (JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8')) as { language?: unknown }).language;

describe('the language', () => {
  it('Українська in Settings: the navigation, headings, title and amounts change at once, and stay after a reload', async () => {
    // Only English is in the window's first file; Ukrainian is fetched when it is first chosen.
    const scripts: string[] = [];
    app = await startApp({ seed: 71, onPage: (p) => p.on('request', (r) => void (r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname))) });
    const { page } = app;
    await addFundedDemoAccount(app, 'usdt', '1234.5');
    const languageChunks = (): string[] => scripts.filter((s) => /\/assets\/(uk|ru|en-XA)-[\w-]+\.js$/.test(s));
    expect(languageChunks()).toEqual([]);
    await page.getByLabel('Language', { exact: true }).selectOption('uk');

    const nav = page.getByRole('navigation', { name: 'Основна' });
    await nav.getByRole('link', { name: 'Ринки', exact: true }).waitFor();
    expect(await nav.getByRole('link').allTextContents()).toEqual(expect.arrayContaining(['Ринки', 'Баланси', 'Поповнення', 'Виведення', 'Історія', 'Налаштування']));
    await page.getByRole('heading', { name: 'Налаштування', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    expect(languageChunks()).toEqual([expect.stringMatching(/\/assets\/uk-/)]);
    await expect.poll(() => page.title()).toBe('Налаштування — Satchel (демо)');
    await expect.poll(() => savedLanguage(app!.userDataDir)).toBe('uk');
    // The setting's own label and hint speak it too, and so does the header.
    await page.getByLabel('Мова', { exact: true }).waitFor();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Приховати суми' }).waitFor();
    expect(await header.getByRole('note').getAttribute('aria-label')).toMatch(/^Демо: /);
    expect(await header.getByRole('combobox', { name: 'Тема' }).locator('option').allTextContents()).toEqual(['Системна', 'Світла', 'Темна']);
    // Settings' own fields, with the plural forms of minutes and hours.
    expect(await page.getByRole('combobox', { name: 'Блокувати через' }).locator('option').allTextContents()).toEqual(['Ніколи', '5 хвилин', '15 хвилин', '30 хвилин', '1 година', '2 години']);
    expect(await page.getByRole('combobox', { name: 'Оновлювати баланси кожні' }).locator('option').first().textContent()).toBe('2 с');
    await page.getByRole('group', { name: 'Оновлення' }).getByRole('checkbox', { name: 'Перевіряти оновлення' }).waitFor();

    // Amounts: a decimal comma, groups with a no-break space.
    await goTo(page, 'Баланси');
    const table = page.getByRole('table').first();
    // (The demo account's seed gives it thousands of USDT and more.)
    await expect.poll(async () => /\d\u00a0\d{3},\d/.test((await table.textContent()) ?? ''), { timeout: 20_000 }).toBe(true);
    expect(await table.textContent()).not.toMatch(/\d[.]\d|\d,\d{3}[.]/);

    // Markets: its count with the plural form of Ukrainian.
    await goTo(page, 'Ринки');
    await expect.poll(() => page.getByText(/^\d+ з \d+ ринк(у|ів)$/).count()).toBe(1);

    await page.reload();
    await page.getByRole('heading', { name: 'Ринки', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');

    // And back: English at once.
    await goTo(page, 'Налаштування');
    await page.getByLabel('Мова', { exact: true }).selectOption('en');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
  }, 90_000);

  it('reads an amount typed with a decimal comma in Ukrainian (the converter), and keeps a point working', async () => {
    app = await startApp({ seed: 74 });
    const { page } = app;
    await goTo(page, 'Settings');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');
    await goTo(page, 'Валюти');
    const converter = page.getByRole('region', { name: 'Конвертер' });
    const amount = converter.getByRole('textbox', { name: 'Сума' });
    const result = converter.getByText(/ BTC = /);
    await amount.fill('1,5');
    await expect.poll(() => result.textContent()).toMatch(/^\s*1,5 BTC = \d[\d\u00a0]*,\d{2} USD\s*$/);
    expect(await amount.getAttribute('aria-invalid')).not.toBe('true');
    await amount.fill('1.5');
    await expect.poll(() => result.textContent()).toMatch(/^\s*1\.5 BTC = \d[\d\u00a0]*,\d{2} USD\s*$/);
  }, 60_000);

  it('a first start speaks the system’s language (Ukrainian here) and saves it with the choice', async () => {
    app = await startApp({ seed: 72, firstStart: true, locale: 'uk-UA' });
    const { page } = app;
    await page.getByRole('heading', { name: 'Вітаємо в Satchel', level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('uk');
    await page.getByRole('button', { name: 'Спробувати демо' }).click();
    await page.getByRole('heading', { name: 'Ринки', level: 1 }).waitFor();
    await expect.poll(() => savedLanguage(app!.userDataDir)).toBe('uk');
  }, 60_000);

  it('a first start on a system in another language speaks English', async () => {
    app = await startApp({ seed: 73, firstStart: true, locale: 'de-DE' });
    await app.page.getByRole('heading', { name: 'Welcome to Satchel', level: 1 }).waitFor();
    expect(await app.page.evaluate(() => document.documentElement.lang)).toBe('en');
  }, 60_000);
});
