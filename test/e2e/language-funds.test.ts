/**
 * Issue 24, languages: the funds views (Withdraw with its guard, Deposit, History) and transfer
 * codes speak the language chosen in Settings: their headings, fields, buttons, table headers and messages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { demoAdmin } from '../support/core-calls.js';
import { goTo } from '../support/page.js';

let app: RunningApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('the funds views in Ukrainian and Russian', () => {
  it('Withdraw, its guard, Deposit and History speak Ukrainian, and Russian after a switch', async () => {
    app = await startApp({ seed: 81 });
    const { page } = app;
    await addFundedDemoAccount(app, 'btc', '3');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');

    // Withdraw: its form, fields, summary, buttons and a refusal.
    await goTo(page, 'Виведення');
    const form = page.getByRole('form', { name: 'Надіслати BTC' });
    await form.getByRole('textbox', { name: 'Адреса одержувача BTC' }).waitFor();
    await form.getByRole('textbox', { name: 'Сума (BTC)' }).fill('0,1');
    await form.getByRole('checkbox', { name: 'Комісію включено' }).waitFor();
    await form.getByRole('button', { name: 'Надіслати все' }).waitFor();
    await form.getByText('Мінімальне виведення', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Перевірити й надіслати' }).click();
    await form.getByRole('alert').filter({ hasText: 'Введіть адресу, на яку надіслати.' }).waitFor();
    // The guard beside it.
    const guard = page.getByRole('region', { name: 'Захист виведення BTC' });
    await guard.getByRole('heading', { name: 'Адресна книга' }).waitFor();
    await guard.getByRole('form', { name: 'Зберегти адресу BTC' }).getByRole('button', { name: 'Зберегти адресу' }).waitFor();
    await guard.getByRole('checkbox', { name: 'Лише на збережені адреси' }).waitFor();

    // Deposit: the address with its QR code and terms, and the lookup by id.
    await goTo(page, 'Поповнення');
    await page.getByRole('heading', { name: 'Ваша адреса поповнення BTC', level: 2 }).waitFor();
    await page.getByRole('img', { name: 'QR-код адреси поповнення BTC' }).waitFor();
    await page.getByRole('textbox', { name: 'Адреса', exact: true }).waitFor();
    await page.getByRole('button', { name: 'Оновити' }).waitFor();
    expect(await page.getByText('2 підтверджень мережі', { exact: true }).count()).toBe(1);
    const find = page.getByRole('region', { name: 'Знайти поповнення' });
    await find.getByRole('button', { name: 'Показати поповнення' }).click();
    await find.getByRole('alert').filter({ hasText: 'Введіть ідентифікатор поповнення: ціле число, наприклад 1042.' }).waitFor();

    // History: the filter, the table's caption (a plural form) and headers, and a refusal.
    await goTo(page, 'Історія');
    const filter = page.getByRole('form', { name: 'Фільтр історії' });
    expect(await filter.getByRole('combobox', { name: 'Тип' }).locator('option').allTextContents()).toEqual(['Поповнення та виведення', 'Поповнення', 'Виведення']);
    const table = page.getByRole('table', { name: /^\d+ операці(я|ї|й); час у вашому часовому поясі \(/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allTextContents()).toEqual(['Час', 'Тип', 'Сума', 'Статус', 'Адреса', 'Деталі']);
    await table.getByRole('button', { name: /^Деталі поповнення \d+$/ }).first().waitFor();
    await page.getByRole('button', { name: 'Експортувати CSV' }).waitFor();
    await filter.getByRole('combobox', { name: 'Сортувати за' }).selectOption('amount');
    await filter.getByRole('button', { name: 'Показати' }).click();
    await filter.getByRole('alert').filter({ hasText: 'Суми в різних валютах не можна порівнювати за числом' }).waitFor();

    // Russian: the same form in its words.
    await goTo(page, 'Налаштування');
    await page.getByLabel('Мова', { exact: true }).selectOption('ru');
    await goTo(page, 'Вывод');
    await page.getByRole('form', { name: 'Отправить BTC' }).getByRole('button', { name: 'Отправить всё' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send everything' }).count()).toBe(0);
    await goTo(page, 'История');
    await page.getByRole('button', { name: 'Экспортировать CSV' }).waitFor();
  }, 90_000);

  it('Transfer codes speak Ukrainian: checking, creating, the lists and the lookup', async () => {
    app = await startApp({ seed: 82 });
    const { page } = app;
    await addFundedDemoAccount(app, 'btc', '1');
    const email = app.demo.ready.accounts[0]!.email;
    // A code of the account's own, made at the exchange, so that the issued list has a row.
    const made = await demoAdmin(() => app!.demo.exchange)('/admin/codes', { email, currency: 'btc', amount: '0.0031', comment: 'Чай' });
    expect(made.status).toBe(200);
    await page.getByLabel('Language', { exact: true }).selectOption('uk');
    await goTo(page, 'Коди');

    const check = page.getByRole('region', { name: 'Перевірити або активувати код' });
    await check.getByRole('textbox', { name: 'Код переказу' }).waitFor();
    await check.getByRole('status').filter({ hasText: 'Перевіряється тут, на цьому комп’ютері, під час введення: нічого не надсилається.' }).waitFor();
    await check.getByRole('button', { name: 'Перевірити на біржі' }).waitFor();

    const create = page.getByRole('form', { name: 'Створити код' });
    await create.getByRole('combobox', { name: 'Валюта' }).selectOption('btc');
    await create.getByRole('textbox', { name: 'Сума (BTC)' }).waitFor();
    await create.getByRole('button', { name: 'Створити код…' }).click();
    await create.getByRole('alert').filter({ hasText: 'Введіть суму коду.' }).waitFor();

    const lists = page.getByRole('region', { name: 'Ваші коди' });
    await lists.getByRole('group', { name: 'Які коди' }).getByRole('button', { name: 'Випущені мною' }).waitFor();
    await lists.getByRole('checkbox', { name: 'Дійсний' }).waitFor();
    const issued = lists.getByRole('table', { name: 'Коди, випущені мною' });
    await issued.getByRole('row', { name: /Чай/ }).waitFor();
    expect(await issued.getByRole('columnheader').allTextContents()).toEqual(['Створено', 'Активовано', 'Сума', 'Статус', 'Для кого', 'Коментар', 'Код']);
    expect(await issued.getByRole('row', { name: /Чай/ }).textContent()).toContain('Будь-хто');
    await issued.getByRole('button', { name: /^Показати код / }).first().waitFor();

    const find = page.getByRole('region', { name: 'Знайти один із ваших кодів' });
    await find.getByRole('textbox', { name: 'Ідентифікатор коду' }).fill('дванадцять');
    await find.getByRole('button', { name: 'Знайти код' }).click();
    await find.getByRole('alert').filter({ hasText: 'Введіть ідентифікатор коду: ціле число, як у списках.' }).waitFor();
  }, 90_000);
});
