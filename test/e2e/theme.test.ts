import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { unnamedControls } from '../support/page.js';

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 4, colorScheme: 'dark' });
});
afterAll(async () => {
  await app?.close();
});

/** Relative luminance of the page's background, 0 (black) to 1 (white). */
async function backgroundLuminance(): Promise<number> {
  const css = await app.page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number) as [number, number, number];
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

describe('themes', () => {
  it('follows the system (dark here), can be switched, and keeps the choice across a reload', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    expect(await backgroundLuminance()).toBeLessThan(0.3);

    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'Light' });
    await expect.poll(backgroundLuminance).toBeGreaterThan(0.7);
    // Main has saved it (the page paints at once; the save is a round trip): a reload within that
    // round trip would lose the choice (seen under load in CI; noted on issue 24).
    await expect.poll(() => app.services.settings.get().theme).toBe('light');

    await page.reload();
    await page.getByRole('link', { name: 'BTC/USDT' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Theme' }).inputValue()).toMatch(/light/i);
    expect(await backgroundLuminance()).toBeGreaterThan(0.7);

    await page.getByRole('combobox', { name: 'Theme' }).selectOption({ label: 'System' });
    await expect.poll(backgroundLuminance).toBeLessThan(0.3);
  });

  it('every control on the markets page has an accessible name', async () => {
    const { page } = app;
    expect(await unnamedControls(page)).toEqual([]);
  });
});
