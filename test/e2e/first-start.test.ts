import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startDemoExchange, type DemoExchange } from '../../electron/demo/exchange/server.js';
import { startApp, type RunningApp } from '../support/app.js';
import { unnamedControls } from '../support/page.js';

// Issue 23, "what a person meets first": a new settings file opens on a choice between the demo
// (no real money) and the person's own exchange; the choice is saved.
let app: RunningApp | null = null;
let own: DemoExchange | null = null;
afterEach(async () => {
  await app?.close();
  await own?.close();
  app = null;
  own = null;
});

async function savedChoice(dir: string): Promise<unknown> {
  return (JSON.parse(await readFile(path.join(dir, 'settings.json'), 'utf8')) as { marketExchange?: unknown }).marketExchange;
}

describe('the first start', () => {
  it('offers the demo or my exchange, by keyboard; "Try the demo" opens Markets on the demo and is saved', async () => {
    app = await startApp({ seed: 61, firstStart: true });
    const { page } = app;
    const heading = page.getByRole('heading', { name: 'Welcome to Satchel', level: 1 });
    await heading.waitFor();
    // Said first: the heading has the focus.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Welcome to Satchel');
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    expect(await page.getByRole('region', { name: 'Try the demo' }).textContent()).toContain('No real money.');
    expect(await page.getByRole('form', { name: 'Use my exchange' }).getByLabel("Your exchange's address").count()).toBe(1);
    expect(await unnamedControls(page)).toEqual([]);

    // The keyboard reaches the demo's button first.
    await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Try the demo');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await page.getByRole('banner').getByRole('note', { name: /^Demo: / }).waitFor();
    await expect.poll(() => savedChoice(app!.userDataDir)).toBe('demo');
  }, 60_000);

  it('shows nothing of Markets before the welcome page: no header, no table drawn first and then replaced', async () => {
    // Watches every change of the page from its first byte: the main navigation or a Markets
    // heading that is ever shown (not hidden) before "Welcome to Satchel" is a flash of the wrong page.
    app = await startApp({
      seed: 64,
      firstStart: true,
      onPage: (page) =>
        void page.addInitScript(() => {
          const seen: string[] = [];
          (window as unknown as { seenBeforeWelcome: string[] }).seenBeforeWelcome = seen;
          const look = (): void => {
            if ([...document.querySelectorAll('h1')].some((h) => h.textContent === 'Welcome to Satchel' && h.checkVisibility())) return observer.disconnect();
            const nav = document.querySelector('nav[aria-label="Main"]');
            if (nav?.checkVisibility()) seen.push('the main navigation');
            for (const h of document.querySelectorAll('h1')) if (h.checkVisibility()) seen.push(`heading ${h.textContent}`);
          };
          const observer = new MutationObserver(look);
          observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
        }),
    });
    const { page } = app;
    await page.getByRole('heading', { name: 'Welcome to Satchel', level: 1 }).waitFor();
    expect(await page.evaluate(() => [...new Set((window as unknown as { seenBeforeWelcome: string[] }).seenBeforeWelcome)])).toEqual([]);
  }, 60_000);

  it('"Use my exchange" refuses an address in words keeping it, then saves the address and shows its markets', async () => {
    own = await startDemoExchange({ seed: 62 });
    app = await startApp({ seed: 63, firstStart: true });
    const { page } = app;
    const form = page.getByRole('form', { name: 'Use my exchange' });
    const field = form.getByLabel("Your exchange's address");
    await field.fill('http://exchange.example');
    await form.getByRole('button', { name: 'Use my exchange' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("The exchange's address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).");
    expect(await field.inputValue()).toBe('http://exchange.example');
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(own.url);
    await field.press('Enter');
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Markets' }).waitFor();
    await expect.poll(() => page.title()).toBe('Markets — Satchel');
    await expect.poll(() => savedChoice(app!.userDataDir)).toBe(own.url);
  }, 60_000);
});
