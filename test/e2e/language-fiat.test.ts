/**
 * Issue 24, languages, in Fiat (with its payment window), Currencies, Fees and Policies: every
 * word there comes from the catalogues, so in Ukrainian (and Russian) a person finds the controls,
 * headings, table headers and messages by their names in that language.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 76 });
  await addFundedDemoAccount(app, 'uah', '5000');
  // Still in English: Settings' own words are another area's.
  await app.page.getByRole('button', { name: 'Add the demo appliance' }).click();
  await app.page.getByRole('button', { name: /^Rename / }).first().waitFor();
  await app.page.getByLabel('Language', { exact: true }).selectOption('uk');
  await app.page.getByRole('heading', { name: 'Налаштування', level: 1 }).waitFor();
}, 90_000);
afterAll(async () => {
  await app?.close();
});

describe('Fiat, Currencies, Fees and Policies in Ukrainian and Russian', () => {
  it('Fiat and its payment window, Currencies and Fees speak Ukrainian', async () => {
    const { page } = app;
    await goTo(page, 'Фіат');
    await page.getByRole('heading', { name: 'Картки та інші платіжні сервіси', level: 2 }).waitFor();
    await page.getByRole('group', { name: 'Валюта' }).getByRole('radio', { name: /^UAH доступно / }).waitFor();

    const opened = page.context().waitForEvent('page');
    await page.getByRole('button', { name: 'Вивести UAH' }).click();
    const payment: Page = await opened;
    await payment.getByRole('heading', { name: 'Виведення UAH', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Платіжне вікно для виведення UAH відкрито.' }).waitFor();
    // The payment window follows the language too: its words, and its numbers (a decimal comma).
    await payment.getByText(/^Доступно: \d[\d\u00a0]*,\d{2} UAH$/).waitFor();
    await payment.getByRole('textbox', { name: 'Сума (UAH)' }).fill('1000,5');
    await payment.getByRole('button', { name: 'Показати сервіси виведення' }).click();
    await payment.getByRole('heading', { name: 'Куди', level: 2 }).waitFor();
    await payment.getByRole('group', { name: 'Сервіс виведення' }).getByRole('radio').first().waitFor();
    await payment.getByRole('group', { name: 'Куди виплатити' }).getByRole('radio', { name: 'Реквізити, збережені біржею' }).check();
    await payment.getByRole('button', { name: 'Перевірити й вивести' }).click();
    await payment.getByRole('alert').filter({ hasText: 'Введіть номер збережених реквізитів — ціле число.' }).waitFor();
    expect(await payment.getByRole('term').allTextContents()).toEqual(['Отримувач отримає', 'Комісія', 'Буде списано з балансу']);
    await payment.close();

    await goTo(page, 'Валюти');
    const converter = page.getByRole('region', { name: 'Конвертер' });
    await converter.getByRole('textbox', { name: 'Сума' }).fill('абв');
    await converter.getByText('Введіть число, наприклад 1,5 (десяткова кома або крапка).').waitFor();
    // A decimal comma is read (language.test.ts checks this under the English names of the converter).
    await converter.getByRole('textbox', { name: 'Сума' }).fill('1,5');
    await expect.poll(() => converter.getByText(/ BTC = /).textContent()).toMatch(/^\s*1,5 BTC = \d[\d\u00a0]*,\d{2} USD\s*$/);
    const currencies = page.getByRole('table', { name: 'Валюти' });
    expect(await currencies.getByRole('columnheader').allTextContents()).toEqual(['Валюта', 'Код', 'Тип', 'Потрібне мемо', 'Точність', 'Точність торгівлі']);

    await goTo(page, 'Комісії');
    await page.getByRole('heading', { name: 'Комісії за виведення криптовалюти', level: 2 }).waitFor();
    await page.getByRole('table', { name: 'Комісії для фіату' }).getByRole('columnheader', { name: 'Поповнення, %' }).waitFor();
  }, 90_000);

  it('Policies speak Ukrainian, and Russian after a change', async () => {
    const { page } = app;
    await goTo(page, 'Політики');
    const table = page.getByRole('table', { name: 'Політики авторизації' });
    await table.getByRole('columnheader', { name: 'Назва' }).waitFor();
    await table.getByRole('checkbox', { name: 'Вибрати всі політики на цій сторінці' }).waitFor();
    await page.getByRole('group', { name: 'Сторінки політик' }).getByText(/^Сторінка 1 з \d+ · \d+ політик(а|и)?$/).waitFor();
    await page.getByRole('button', { name: 'Додати політику' }).click();
    await page.getByRole('heading', { name: 'Нова політика', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Назва політики' }).fill('-');
    await page.getByRole('button', { name: 'Додати', exact: true }).click();
    await page.getByRole('group', { name: 'Дія' }).waitFor();
    await page.getByRole('button', { name: 'Скасувати' }).click();

    await goTo(page, 'Налаштування');
    await page.getByLabel('Мова', { exact: true }).selectOption('ru');
    await goTo(page, 'Политики');
    await page.getByRole('button', { name: 'Добавить политику' }).waitFor();
    await page.getByRole('table', { name: 'Политики авторизации' }).waitFor();
  }, 90_000);
});
