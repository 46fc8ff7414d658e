import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoExchange, type DemoExchange } from '../../electron/demo/exchange/server.js';
import { startApp, type RunningApp } from '../support/app.js';
import { goTo } from '../support/page.js';

// Issue 23: the exchange whose markets Satchel shows while no account is in use is chosen in
// Settings. A second demo exchange on 127.0.0.1 stands in for the person's own.
let app: RunningApp;
let own: DemoExchange;

beforeAll(async () => {
  own = await startDemoExchange({ seed: 52 });
  app = await startApp({ seed: 51 });
});
afterAll(async () => {
  await app?.close();
  await own?.close();
});

/** Public reads the person's own exchange met (its request log, read over HTTP). */
async function readsOfOwn(): Promise<number> {
  const r = await fetch(`${own.url}/admin/requests`, { headers: { 'x-admin-token': own.adminToken } });
  const { requests } = (await r.json()) as { requests: Record<string, number> };
  return Object.entries(requests)
    .filter(([p]) => p.startsWith('/v3/') && !p.startsWith('/v3/auth/'))
    .reduce((sum, [, n]) => sum + n, 0);
}

describe('the market exchange in Settings', () => {
  it('refuses an address in words, keeping what was typed', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await goTo(page, 'Settings');
    const form = page.getByRole('form', { name: 'Market exchange' });
    expect(await form.getByRole('radio', { name: /^Use the demo exchange/ }).isChecked()).toBe(true);
    await form.getByRole('radio', { name: 'Use my exchange' }).check();
    const field = form.getByLabel("Your exchange's address");
    await field.fill('http://exchange.example');
    await form.getByRole('button', { name: 'Save exchange' }).click();
    const alert = form.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toBe("The exchange's address must start with https://. Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).");
    expect(await field.inputValue()).toBe('http://exchange.example');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
  });

  it('reads the markets from the address chosen, and the demo badge goes', async () => {
    const { page } = app;
    const form = page.getByRole('form', { name: 'Market exchange' });
    const before = await readsOfOwn();
    await form.getByLabel("Your exchange's address").fill(`${own.url}/v3`);
    await form.getByRole('button', { name: 'Save exchange' }).click();
    await form.getByText(`Markets now come from ${own.url}.`).waitFor();
    await goTo(page, 'Markets');
    await page.getByRole('table', { name: 'Markets' }).waitFor();
    await expect.poll(readsOfOwn, { timeout: 10_000 }).toBeGreaterThan(before);
    await expect.poll(() => page.title()).toBe('Markets — Satchel');
    expect(await page.getByRole('banner').getByRole('note', { name: /^Demo/ }).count()).toBe(0);
  });

  it('the demo exchange again brings the badge back', async () => {
    const { page } = app;
    await goTo(page, 'Settings');
    const form = page.getByRole('form', { name: 'Market exchange' });
    await form.getByRole('radio', { name: /^Use the demo exchange/ }).check();
    await form.getByRole('button', { name: 'Save exchange' }).click();
    await form.getByText('Markets now come from the demo exchange.').waitFor();
    await expect.poll(() => page.title()).toBe('Settings — Satchel (demo)');
  });
});
