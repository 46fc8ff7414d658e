/**
 * Issue 24, languages, in Markets, a market's page, Balances and Orders: every word a person
 * reads there (headings, fields, table headers, accessible names, messages) follows the Language
 * setting, found here by role and name in Ukrainian, and one in Russian.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

let app: RunningApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('the trading views in Ukrainian and Russian', () => {
  it('Markets and a market’s page speak Ukrainian, and Russian', async () => {
    app = await startApp({ seed: 81 });
    const { page } = app;
    await goTo(page, 'Settings');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');
    await goTo(page, 'Ринки');

    const table = page.getByRole('table', { name: 'Ринки' });
    await table.getByRole('columnheader', { name: /^Остання ціна/ }).waitFor();
    await table.getByRole('columnheader', { name: 'Діапазон за 24 год' }).waitFor();
    await table.getByRole('button', { name: 'BTC/USDT в обраному' }).waitFor();
    await page.getByRole('combobox', { name: 'Валюта котирування' }).waitFor();
    await page.getByRole('textbox', { name: 'Фільтр ринків' }).fill('zzzz');
    await page.getByText('Жоден ринок не відповідає «zzzz».').waitFor();
    await page.getByRole('textbox', { name: 'Фільтр ринків' }).fill('');

    await table.getByRole('link', { name: 'BTC/USDT', exact: true }).click();
    await page.getByRole('heading', { name: 'BTC/USDT', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'Книга ордерів', level: 2 }).waitFor();
    await page.getByRole('combobox', { name: 'Групування' }).waitFor();
    await page.getByRole('table', { name: 'Продаж' }).getByRole('columnheader', { name: 'Ціна (USDT)' }).waitFor();
    await page.getByRole('table', { name: 'Купівля' }).waitFor();
    await page.getByRole('img', { name: 'Графік глибини' }).waitFor();
    await page.getByRole('slider', { name: 'Ціна, за якою показати глибину' }).waitFor();
    await expect.poll(() => page.getByText(/^Спред: /).count()).toBe(1);

    await goTo(page, 'Налаштування');
    await page.getByLabel('Мова', { exact: true }).selectOption('ru');
    await goTo(page, 'Рынки');
    await page.getByRole('table', { name: 'Рынки' }).getByRole('columnheader', { name: /^Последняя цена/ }).waitFor();
    await page.getByRole('textbox', { name: 'Фильтр рынков' }).waitFor();
  }, 90_000);

  it('Balances and Orders speak Ukrainian', async () => {
    app = await startApp({ seed: 82 });
    const { page } = app;
    await addFundedDemoAccount(app, 'usdt', '1234.5');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');

    await goTo(page, 'Баланси');
    await page.getByRole('checkbox', { name: 'Приховати малі баланси' }).waitFor();
    await page.getByRole('button', { name: 'Оновити', exact: true }).waitFor();
    const balances = page.getByRole('table', { name: 'Баланси' });
    await balances.getByRole('columnheader', { name: 'Доступно' }).waitFor();
    await balances.getByRole('columnheader', { name: 'Частка' }).waitFor();
    await page.getByRole('region', { name: 'Портфель' }).getByText('Вартість портфеля').waitFor();

    await goTo(page, 'Ордери');
    await page.getByRole('tab', { name: 'Відкриті ордери' }).waitFor();
    const open = page.getByRole('table', { name: 'Відкриті ордери' });
    await open.getByRole('columnheader', { name: 'Сторона' }).waitFor();
    await open.getByRole('checkbox', { name: 'Вибрати всі показані ордери' }).waitFor();
    await open.getByRole('button', { name: /^Скасувати ордер \d+$/ }).first().waitFor();

    await page.getByRole('tab', { name: 'Історія' }).click();
    await page.getByRole('table', { name: 'Історія ордерів' }).getByRole('columnheader', { name: 'Середня ціна' }).waitFor();
    await page.getByRole('spinbutton', { name: 'Ліміт' }).fill('0');
    await page.getByRole('button', { name: 'Показати', exact: true }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Можна показати від 1 до 1000 ордерів.');
  }, 90_000);
});
