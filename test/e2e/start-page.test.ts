import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_DATA_ID } from '../../shared/start/start-data.js';
import { startApp, type RunningApp } from '../support/app.js';

// The start page drawn by the host (electron/web/start-page.ts) and taken over by the app
// (renderer/main.ts): what a person sees, and what the host sends.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 14 });
});
afterAll(async () => {
  await app?.close();
});

/**
 * Records, from the page's first frame, whether the host's Markets table was ever on screen, and in
 * how many frames it was while the page was still busy (not yet taken over), and marks the table the
 * page was loaded with, so a test can tell it was kept rather than drawn again.
 */
const WATCH = `(() => {
  window.__marketsShown = false;
  window.__busyFramesShown = 0;
  const frame = () => {
    const table = document.querySelector('table[aria-label="Markets"]');
    if (table && table.checkVisibility()) {
      window.__marketsShown = true;
      if (document.getElementById('app')?.getAttribute('aria-busy') === 'true') window.__busyFramesShown += 1;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('DOMContentLoaded', () => {
    const table = document.querySelector('table[aria-label="Markets"]');
    if (table) table.dataset.fromHost = 'yes';
  });
})();`;

/** Two frames: what the page decided is then drawn, and the watcher above has looked at it. */
const framesDrawn = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

async function watchedPage(context = app.context): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') errors.push(message.text());
  });
  await page.addInitScript(WATCH);
  return { page, errors };
}

const origin = () => new URL(app.host.url).origin;

describe('the start page the host draws', () => {
  it('comes in the page itself: the Markets table, hidden and busy, with the public lists it was drawn from and nothing of the person', async () => {
    // The person's choices, all away from their defaults: none of them may show in the page.
    const session = app.core.openSession(() => undefined);
    const update = (request: object) => app.core.handle('settings.update', request, session);
    const email = app.demo.ready.accounts[0]!.email;
    expect(await app.core.handle('profiles.addDemo', { index: 0 }, session)).toMatchObject({ ok: true });
    expect(await update({ displayCurrency: 'eur', favourites: ['eth_usdt'], hideAmounts: true })).toMatchObject({ ok: true });
    try {
      await app.services.marketData.startLists(10_000);
      const html = await (await fetch(`${origin()}/`)).text();
      expect(html).toMatch(/<div id="app" hidden aria-busy="true">/);
      expect(html).toContain('aria-label="Markets"');
      expect(html).toMatch(/<a href="#\/market\/btc_usdt"[^>]*>BTC\/USDT<\/a>/);
      const json = new RegExp(`<script type="application/json" id="${START_DATA_ID}">([^<]*)</script>`).exec(html)?.[1];
      expect(Object.keys(JSON.parse(json!) as object).sort()).toEqual(['markets', 'rates', 'tickers']);
      expect(html).toContain('Volume (USD)');
      expect(html).not.toContain('EUR');
      expect(html).not.toContain('aria-pressed="true"'); // no favourite, amounts not hidden
      expect(html).not.toContain(email);
      expect(html).not.toContain('Account');
    } finally {
      await update({ displayCurrency: 'usd', favourites: [], hideAmounts: false });
      app.core.closeSession(session);
    }
  });

  it('is taken over by the app: the same table, then live and working, with no error', async () => {
    const { page, errors } = await watchedPage();
    await app.services.marketData.startLists(10_000);
    await page.goto(app.host.oneTimeUrl());
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    const table = page.getByRole('table', { name: 'Markets' });
    expect(await table.count()).toBe(1);
    expect(await table.getAttribute('data-from-host')).toBe('yes');
    expect(await page.evaluate(() => (window as unknown as { __marketsShown: boolean }).__marketsShown)).toBe(true);
    // Drawn before it was taken over: shown, busy, in the frame that drew it and when the next one
    // began; the app then took it over and it is no longer busy.
    const watched = await page.evaluate(() => ({
      busyFrames: (window as unknown as { __busyFramesShown: number }).__busyFramesShown,
      busyNow: document.getElementById('app')?.getAttribute('aria-busy') ?? null,
    }));
    expect(watched).toEqual({ busyFrames: expect.any(Number) as number, busyNow: null });
    expect(watched.busyFrames).toBeGreaterThanOrEqual(2);
    // Working: sorting by market name puts the rows in order.
    await page.getByRole('button', { name: 'Market', exact: true }).click();
    await expect.poll(() => table.getByRole('columnheader', { name: 'Market' }).first().getAttribute('aria-sort')).toBe('ascending');
    const names = await table.locator('tbody th').allTextContents();
    expect(names).toEqual([...names].sort());
    // The star answers (main's settings: a favourite goes first), and so does the filter.
    await page.getByRole('button', { name: 'Favourite ETH/USDT' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Favourite ETH/USDT' }).getAttribute('aria-pressed')).toBe('true');
    expect((await table.locator('tbody th').allTextContents())[0]).toBe('ETH/USDT');
    await page.getByRole('button', { name: 'Favourite ETH/USDT' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Favourite ETH/USDT' }).getAttribute('aria-pressed')).toBe('false');
    await page.getByRole('textbox', { name: 'Filter markets' }).fill('btc/usdt');
    await expect.poll(() => table.locator('tbody th').allTextContents()).toEqual(['BTC/USDT']);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is never shown to a link the host refused', async () => {
    const link = app.host.oneTimeUrl();
    const first = await app.context.newPage();
    await first.goto(link);
    await first.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await first.close();
    const other = await app.browser.newContext();
    try {
      const { page } = await watchedPage(other);
      await page.goto(link);
      await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/This link has been used already, or has expired/);
      await framesDrawn(page);
      expect(await page.evaluate(() => (window as unknown as { __marketsShown: boolean }).__marketsShown)).toBe(false);
      expect(await page.getByRole('table', { name: 'Markets' }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });

  it('is not shown while the host has not answered for the link, even once the app starts without it', async () => {
    const other = await app.browser.newContext();
    try {
      const { page } = await watchedPage(other);
      // The link exchange never answers (the request fails): the host's page may not be shown.
      await page.route('**/session', (route) => route.abort());
      await app.services.marketData.startLists(10_000);
      await page.goto(app.host.oneTimeUrl());
      await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor(); // the app, after its second's wait
      await framesDrawn(page);
      expect(await page.evaluate(() => (window as unknown as { __marketsShown: boolean }).__marketsShown)).toBe(false);
      await page.unrouteAll({ behavior: 'ignoreErrors' });
      // A used link whose refusal comes late (after that second): still never shown.
      const used = app.host.oneTimeUrl();
      const first = await other.newPage();
      await first.goto(used);
      await first.getByRole('status').filter({ hasText: 'Live' }).waitFor();
      await first.close();
      const late = await app.browser.newContext();
      try {
        const { page: second } = await watchedPage(late);
        // Held past the app's second: the refusal comes after the app has started without the host's page.
        await second.route('**/session', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1500));
          await route.continue();
        });
        const refused = second.waitForResponse('**/session');
        await second.goto(used);
        expect((await refused).status()).toBe(401);
        await framesDrawn(second);
        expect(await second.evaluate(() => (window as unknown as { __marketsShown: boolean }).__marketsShown)).toBe(false);
      } finally {
        await late.close();
      }
    } finally {
      await other.close();
    }
  });

  it('opens the view of a link followed in it before it was taken over', async () => {
    const { page, errors } = await watchedPage();
    // Followed as soon as the host's table is on screen and still busy: before the app has taken it over.
    await page.addInitScript(`(() => {
      const follow = () => {
        const link = document.querySelector('table[aria-label="Markets"] a[href="#/market/btc_usdt"]');
        if (link && link.checkVisibility() && document.getElementById('app')?.getAttribute('aria-busy') === 'true') {
          window.__followedWhileBusy = true;
          link.click();
        } else requestAnimationFrame(follow);
      };
      requestAnimationFrame(follow);
    })();`);
    await app.services.marketData.startLists(10_000);
    await page.goto(app.host.oneTimeUrl());
    await page.getByRole('heading', { name: 'BTC/USDT', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Bids' }).getByRole('row').nth(1).waitFor();
    expect(await page.evaluate(() => (window as unknown as { __followedWhileBusy?: boolean }).__followedWhileBusy)).toBe(true);
    expect(await page.getByRole('table', { name: 'Markets' }).count()).toBe(0);
    expect(await page.evaluate(() => document.getElementById('app')?.getAttribute('aria-busy') ?? null)).toBeNull();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('gives way to the view in the address after a reload elsewhere', async () => {
    const { page, errors } = await watchedPage();
    await page.goto(app.host.oneTimeUrl());
    await page.getByRole('link', { name: 'Balances' }).click();
    await page.getByRole('heading', { name: 'Balances', level: 1 }).waitFor();
    await app.services.marketData.startLists(10_000);
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain(START_DATA_ID); // the host did send its start page
    await page.getByRole('heading', { name: 'Balances', level: 1 }).waitFor();
    await framesDrawn(page);
    expect(await page.evaluate(() => (window as unknown as { __marketsShown: boolean }).__marketsShown)).toBe(false);
    expect(await page.getByRole('table', { name: 'Markets' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is left to the app when the exchange cannot give the lists in time', async () => {
    await app.demo.exchange.stop();
    try {
      // Once the tickers are older than the ticker interval, reading them again fails.
      await expect.poll(async () => (await fetch(`${origin()}/`)).text(), { timeout: 20_000 }).not.toContain(START_DATA_ID);
      expect(await (await fetch(`${origin()}/`)).text()).toContain('<div id="app"></div>');
      const { page } = await watchedPage();
      await page.goto(app.host.oneTimeUrl());
      await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
      await page.getByRole('status').filter({ hasText: /unavailable|Reconnecting/i }).waitFor({ timeout: 20_000 });
      await page.close();
    } finally {
      await app.demo.exchange.start();
    }
  });
});
