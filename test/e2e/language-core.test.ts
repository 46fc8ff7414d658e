/**
 * Issue 24, languages, the core's words: in Ukrainian, the withdrawal's confirmation question that
 * main writes comes into the window in Ukrainian: its title, its lines, its amounts and its yes.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

let app: RunningApp | null = null;
afterEach(async () => {
  await app?.close();
  app = null;
});

describe('the core speaks the person\'s language', () => {
  it('asks the withdrawal question in Ukrainian: title, lines and the yes', async () => {
    app = await startApp({ seed: 7 });
    const { page } = app;
    await addFundedDemoAccount(app, 'btc', '3');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');
    await goTo(page, 'Виведення');
    await page.getByRole('textbox', { name: 'Адреса одержувача BTC' }).fill('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    const amount = page.getByRole('textbox', { name: 'Сума (BTC)' });
    await amount.fill('0,1');
    await amount.press('Enter');

    const dialog = page.getByRole('dialog', { name: 'Вивести BTC' });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    // Its amounts are written as Ukrainian writes numbers, with a decimal comma.
    expect(text).toContain('Вивести 0,1 BTC на адресу нижче?');
    expect(text).not.toMatch(/\d\.\d/);
    expect(text).toContain('Куди (групами по чотири символи): «bc1q xy2k gdyg jrsq tzq2 n0yr f249 3p83 kkfj hx0w lh»');
    expect(text).toContain('Виведення не можна скасувати.');
    await dialog.getByRole('button', { name: 'Вивести 0,1 BTC' }).waitFor();

    // Escape is a no: nothing is sent.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
