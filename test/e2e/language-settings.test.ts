/**
 * Issue 24, languages: Settings in Ukrainian (and a glance at Russian): the accounts, the app
 * password, the appliances, the market exchange and the diagnostics speak the language chosen,
 * their controls, headings, hints and the sentences they answer with.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

let app: RunningApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('Settings in the language chosen', () => {
  it('Українська: accounts, password, appliances, market exchange and diagnostics; Русский: their headings', async () => {
    app = await startApp({ seed: 81 });
    const { page } = app;
    const email = app.demo.ready.accounts[0]!.email;
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await goTo(page, 'Settings');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');
    await page.getByRole('heading', { name: 'Налаштування', level: 1 }).waitFor();

    // Accounts: the empty list, the add form (a refusal in words), a demo account added, its row.
    const accounts = page.getByRole('region', { name: 'Рахунки' });
    await accounts.getByText('Рахунків ще немає. Додайте рахунок нижче або спробуйте демо-рахунок.').waitFor();
    const addAccount = accounts.getByRole('form', { name: 'Додати рахунок' });
    await addAccount.getByRole('button', { name: 'Перевірити й зберегти' }).click();
    await addAccount.getByRole('alert').getByText('Вкажіть назву рахунку.').waitFor();
    await addAccount.getByRole('textbox', { name: 'Адреса платіжного шлюзу (необов’язково)' }).waitFor();
    await accounts.getByRole('button', { name: `Додати демо-рахунок ${email}` }).click();
    await accounts.getByRole('status').getByText(`Додано демо-рахунок ${email}.`).waitFor();
    await accounts.getByRole('button', { name: /^Перейменувати / }).waitFor();
    await accounts.getByText('Активний', { exact: true }).waitFor();

    // The app password: its fields, and a refusal before anything is sent.
    await page.getByRole('heading', { name: 'Пароль застосунку', level: 2 }).waitFor();
    await page.getByRole('textbox', { name: 'Новий пароль' }).fill('short');
    await page.getByRole('button', { name: 'Встановити пароль' }).click();
    await page.getByRole('alert').getByText('Виберіть пароль щонайменше з 8 символів.').waitFor();

    // Appliances: the demo one added, its row and the list's name.
    const appliances = page.getByRole('region', { name: 'Пристрої' });
    await appliances.getByRole('form', { name: 'Додати пристрій' }).getByRole('combobox', { name: 'Спосіб входу' }).waitFor();
    await appliances.getByRole('button', { name: 'Додати демо-пристрій' }).click();
    const saved = appliances.getByRole('list', { name: 'Збережені пристрої' });
    await saved.getByRole('button', { name: /^Перейменувати пристрій / }).waitFor();
    await saved.getByText('Використовується', { exact: true }).waitFor();

    // The market exchange: its choices, and a refusal of an address in words.
    const market = page.getByRole('region', { name: 'Біржа для ринків' });
    await market.getByRole('radio', { name: 'Використати мою біржу' }).check();
    await market.getByRole('button', { name: 'Зберегти біржу' }).click();
    await market.getByRole('alert').getByText('Вкажіть адресу біржі, наприклад https://exchange.example.').waitFor();

    // Help and support.
    const help = page.getByRole('region', { name: 'Довідка й підтримка' });
    await help.getByRole('button', { name: 'Експортувати діагностику' }).waitFor();
    expect(await help.getByText(/^Текстовий файл для підтримки/).count()).toBe(1);

    // Русский: the same regions by their Russian names.
    await page.getByLabel('Мова', { exact: true }).selectOption('ru');
    await page.getByRole('heading', { name: 'Настройки', level: 1 }).waitFor();
    await page.getByRole('region', { name: 'Счета' }).getByRole('button', { name: /^Переименовать / }).waitFor();
    await page.getByRole('region', { name: 'Устройства' }).getByRole('button', { name: /^Переименовать устройство / }).waitFor();
    await page.getByRole('button', { name: 'Экспортировать диагностику' }).waitFor();
  }, 90_000);
});
