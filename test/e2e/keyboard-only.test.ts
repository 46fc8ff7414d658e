/**
 * Issue 24, by keyboard only: opening a market and adding an account with Tab, typing and Enter,
 * never the mouse, the focus always on something a person can name (never the page).
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { focusedName } from '../support/page.js';

let app: RunningApp;
beforeAll(async () => {
  app = await startApp({ seed: 26 });
});
afterAll(async () => {
  await app?.close();
});

/**
 * Presses Tab until the focus is on the control named `name` (at most `most` presses), as a person
 * would look for it. A field's label text may go on with its hint ("Exchange address The address …").
 */
async function tabTo(page: Page, name: string, most = 60): Promise<void> {
  const seen: string[] = [];
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    const now = await focusedName(page);
    if (now === name || now.startsWith(`${name} `)) return;
    seen.push(now);
  }
  throw new Error(`Tab never reached "${name}"; it went through: ${seen.join(' → ')}`);
}

describe('by keyboard only', () => {
  it('opens a market: the filter (Ctrl+K), Tab to its row, Enter; its page opens with the focus on its heading', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'ETH/USDT' }).waitFor();
    await page.keyboard.press('Control+K');
    expect(await focusedName(page)).toMatch(/filter|find/i);
    await page.keyboard.type('eth/usdt');
    await tabTo(page, 'ETH/USDT');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'ETH/USDT', level: 1 }).waitFor();
    await expect.poll(() => focusedName(page)).toBe('ETH/USDT');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');
  });

  it('adds an account: Settings (Ctrl+,), Tab through its fields typing each, Enter on "Check and save"; the account is added and the focus stays in the form', async () => {
    const { page } = app;
    const alice = app.demo.ready.accounts[0]!;
    await page.keyboard.press('Control+,');
    await page.getByRole('heading', { name: 'Settings', level: 1 }).waitFor();
    await tabTo(page, 'Name');
    await page.keyboard.type('Alice');
    await tabTo(page, 'Exchange address', 3);
    await page.keyboard.press('Control+A');
    await page.keyboard.type(app.demo.exchange.url);
    await tabTo(page, 'API key', 3);
    await page.keyboard.type(alice.apiKey);
    await tabTo(page, 'API secret', 3);
    await page.keyboard.type(alice.apiSecret);
    await tabTo(page, 'Check and save', 5);
    await page.keyboard.press('Enter');
    await page.getByText('Added “Alice”').waitFor();
    await page.getByRole('button', { name: 'Rename Alice' }).waitFor();
    expect(await focusedName(page)).toBe('Check and save');
  });
});
