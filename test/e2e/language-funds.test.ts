/**
 * Issue 24, languages: the funds views (Withdraw with its guard, Deposit, History) speak the
 * language chosen in Settings: their headings, fields, buttons, table headers and messages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
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

    // Russian: the same form in its words.
    await goTo(page, 'Налаштування');
    await page.getByLabel('Мова', { exact: true }).selectOption('ru');
    await goTo(page, 'Вывод');
    await page.getByRole('form', { name: 'Отправить BTC' }).getByRole('button', { name: 'Отправить всё' }).waitFor();
    expect(await page.getByRole('button', { name: 'Send everything' }).count()).toBe(0);
  }, 90_000);
});
