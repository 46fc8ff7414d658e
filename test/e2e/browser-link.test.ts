import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';

let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 12 });
});
afterAll(async () => {
  await app?.close();
});

describe('browser mode: links and tab sessions', () => {
  it('a one-time link opens Satchel once; the tab then keeps working across a reload, and the token is kept nowhere', async () => {
    const page = await app.context.newPage();
    const sockets: string[] = [];
    page.on('websocket', (ws) => sockets.push(ws.url()));
    const link = app.host.oneTimeUrl();
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    await page.goto(link);
    await page.getByRole('link', { name: 'BTC/USDT' }).waitFor();
    expect(page.url()).not.toContain(token);

    await page.reload();
    await page.getByRole('link', { name: 'BTC/USDT' }).waitFor();

    const storage = await page.evaluate(() => JSON.stringify({ ...sessionStorage, ...localStorage }));
    expect(storage).not.toContain(token);
    expect(await page.evaluate(() => document.cookie)).toBe(''); // the tab's cookie is HttpOnly
    expect(sockets.length).toBeGreaterThan(0);
    for (const url of sockets) {
      expect(url).not.toContain(token);
      expect(url).toMatch(/\/ipc\?tab=/);
    }
    await page.close();

    // The same link again, in another browser profile: refused, in words, with nothing else shown.
    const other = await app.browser.newContext();
    const again = await other.newPage();
    await again.goto(link);
    await expect.poll(() => again.getByRole('alert').textContent()).toMatch(/This link has been used already, or has expired/);
    expect(await again.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await other.close();
  });

  it('the printed link, already used by the first tab, opens nothing more and says how to get a new one', async () => {
    const other = await app.browser.newContext();
    const later = await other.newPage();
    await later.goto(app.host.url);
    const alert = later.getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/each link opens Satchel once\. For a new one, run the command that started Satchel again \(npm start or npm run web\)/);
    expect(await later.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await other.close();
  });

  it('a new tab without a link (or with a made-up one) is not let in', async () => {
    const other = await app.browser.newContext();
    const bare = await other.newPage();
    await bare.goto(new URL(app.host.url).origin + '/');
    await expect.poll(() => bare.getByRole('alert').textContent()).toMatch(/opened without its access token/);
    await bare.goto(new URL(app.host.url).origin + '/#token=made-up');
    await bare.reload();
    await expect.poll(() => bare.getByRole('alert').textContent()).toMatch(/This link has been used already, or has expired/);
    await other.close();
  });
});
