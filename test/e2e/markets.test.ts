import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type RunningApp } from '../support/app.js';
import { bookRows, focusedName, nestedLiveRegions, recordAnnouncements } from '../support/page.js';
import { Big } from '../../shared/decimal.js';

// Browser mode in Chromium against the demo exchange: what a person sees and does.
let app: RunningApp;
/** How far main's market clock is ahead: moved on, main reads the rates again instead of answering from its list. */
let marketClockAhead = 0;

beforeAll(async () => {
  app = await startApp({ seed: 3, marketClock: () => Date.now() + marketClockAhead });
});
afterAll(async () => {
  await app?.close();
});

const rows = () => app.page.getByRole('table', { name: 'Markets' }).getByRole('row');

describe('markets', () => {
  it('shows every market of the exchange with its figures, live', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'BTC/USDT' }).waitFor();
    // The header row plus one row per market.
    await expect.poll(() => rows().count()).toBeGreaterThanOrEqual(11);
    const btc = page.getByRole('row', { name: /^BTC\/USDT / });
    // Last, change, three volumes, high, low, the 24 h range and the favourite star.
    expect(await btc.getByRole('cell').count()).toBe(9);
    expect(await btc.getByRole('cell').first().textContent()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2} USDT$/);
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
  });

  it('fits a 1280-wide window whole: the stars are on screen without scrolling sideways', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 900 });
    try {
      const star = page.getByRole('button', { name: 'Favourite BTC/USDT' });
      await star.waitFor();
      const box = (await star.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(1280);
      const table = page.getByRole('table', { name: 'Markets' });
      expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
    } finally {
      await page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('filters by text and by quote currency, and sorts', async () => {
    const { page } = app;
    const all = await rows().count();
    await page.getByLabel('Filter markets').fill('eth');
    await expect.poll(() => rows().count()).toBeLessThan(all);
    const names = await page.getByRole('table', { name: 'Markets' }).getByRole('rowheader').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.includes('ETH'))).toBe(true);

    await page.getByLabel('Filter markets').fill('');
    await page.getByRole('combobox', { name: 'Quote currency' }).selectOption({ label: 'BTC' });
    await expect.poll(async () => (await page.getByRole('table', { name: 'Markets' }).getByRole('rowheader').allTextContents()).every((n) => n.endsWith('/BTC'))).toBe(true);

    await page.getByLabel('Filter markets').fill('zzzz');
    await page.getByText(/No markets match/).waitFor();

    await page.getByLabel('Filter markets').fill('');
    await page.getByRole('combobox', { name: 'Quote currency' }).selectOption({ label: 'All' });
    await page.getByRole('button', { name: 'Market', exact: true }).click();
    const sorted = await page.getByRole('table', { name: 'Markets' }).getByRole('rowheader').allTextContents();
    expect(sorted.length).toBe(all - 1);
    const header = page.getByRole('columnheader', { name: 'Market' });
    const direction = await header.getAttribute('aria-sort');
    expect(['ascending', 'descending']).toContain(direction);
    const expected = [...sorted].sort((a, b) => a.localeCompare(b));
    expect(sorted).toEqual(direction === 'ascending' ? expected : expected.reverse());
  });

  it('sorts by price across quote currencies by value in the display currency, and says so', async () => {
    const { page } = app;
    const table = page.getByRole('table', { name: 'Markets' });
    const header = page.getByRole('button', { name: 'Last price' });
    await header.click();
    await expect.poll(() => page.getByRole('columnheader', { name: 'Last price' }).getAttribute('aria-sort')).toBe('descending');
    const note = page.getByText('Sorted by value in USD, through the rate of each quote currency; markets without a rate come last, by currency.');
    await note.waitFor();
    // The header's sort description is that sentence.
    expect(await page.locator(`#${await header.getAttribute('aria-describedby')}`).textContent()).toBe(await note.textContent());
    // Each row's last price times its quote currency's USD rate (the rates the app has): never rising down the table.
    const ordered = async () => {
      const rates = new Map((await app.services.marketData.rates()).map((r) => [r.currency.toLowerCase(), r.usd]));
      const shown = await table.getByRole('row').evaluateAll((trs) =>
        trs.slice(1).map((tr) => [tr.querySelector('th')?.textContent ?? '', tr.querySelector('td')?.textContent ?? '']),
      );
      const values = shown.map(([pair, last]) => {
        const quote = pair!.trim().split('/')[1]!.toLowerCase();
        const price = /^([\d,.]+)/.exec(last!.trim())?.[1]?.replace(/,/g, '');
        const rate = quote === 'usd' ? '1' : rates.get(quote);
        return price && rate ? new Big(price).times(rate) : null;
      });
      const known = values.filter((v) => v !== null);
      // Several quote currencies among them, or the test says nothing.
      expect(new Set(shown.map(([pair]) => pair!.split('/')[1])).size).toBeGreaterThan(1);
      return known.length > 3 && known.every((v, i) => i === 0 || v.lte(known[i - 1]!));
    };
    await expect.poll(ordered, { timeout: 10_000 }).toBe(true);
    await page.getByRole('button', { name: 'Market', exact: true }).click();
    await note.waitFor({ state: 'detached' });
  });

  it('keyboard: a star pressed keeps its focus while the list re-orders, and Tab goes on from that row', async () => {
    const { page } = app;
    const table = page.getByRole('table', { name: 'Markets' });
    const pairs = () => table.getByRole('rowheader').allTextContents();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '');
    await expect.poll(async () => (await pairs()).length).toBeGreaterThan(5);
    // A market well down the list: starring it moves its row to the top.
    const pair = (await pairs())[4]!.trim();
    await table.getByRole('link', { name: pair, exact: true }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe(`Favourite ${pair}`);
    await page.keyboard.press('Space');
    await expect.poll(async () => (await pairs())[0]?.trim()).toBe(pair);
    expect(await focused()).toBe(`Favourite ${pair}`);
    expect(await page.getByRole('button', { name: `Favourite ${pair}` }).getAttribute('aria-pressed')).toBe('true');
    // The star is its row's last control: Tab goes on to the row now under it.
    await page.keyboard.press('Tab');
    expect(await focused()).toBe((await pairs())[1]!.trim());

    // And back: Shift+Tab to the star, Enter takes the favourite away, the row goes back down with the focus.
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe(`Favourite ${pair}`);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('button', { name: `Favourite ${pair}` }).getAttribute('aria-pressed')).toBe('false');
    await expect.poll(async () => (await pairs())[0]?.trim()).not.toBe(pair);
    expect(await focused()).toBe(`Favourite ${pair}`);
  });

  it('opens a market: ticker, order book that changes, depth chart', async () => {
    const { page } = app;
    await page.getByRole('link', { name: 'BTC/USDT' }).click();
    await page.getByRole('heading', { name: 'BTC/USDT', level: 1 }).waitFor();
    const asks = page.getByRole('table', { name: 'Asks' });
    const bids = page.getByRole('table', { name: 'Bids' });
    await asks.getByRole('row').nth(5).waitFor();
    await bids.getByRole('row').nth(5).waitFor();
    const chart = page.getByRole('img', { name: 'Depth chart' });
    await chart.waitFor();
    await page.getByText(/^Spread: /).waitFor();
    // Every label of the amount axis, zero at the bottom too, is whole inside the plot (which clips).
    const axis = page.getByRole('group', { name: /^Amount axis/ });
    await expect.poll(() => axis.locator('span').count()).toBeGreaterThan(1);
    const plot = (await chart.boundingBox())!;
    for (const label of await axis.locator('span').all()) {
      const box = (await label.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(plot.y);
      expect(box.y + box.height).toBeLessThanOrEqual(plot.y + plot.height + 0.5);
    }

    await page.getByRole('combobox', { name: 'Update interval' }).selectOption({ label: '0.25 s' });
    const snapshot = async () => JSON.stringify(await bookRows(page, 'Bids'));
    const first = await snapshot();
    await expect.poll(snapshot, { timeout: 10_000 }).not.toBe(first);
  });

  it('groups the book coarser on request', async () => {
    const { page } = app;
    const grouping = page.getByRole('combobox', { name: 'Grouping' });
    const options = await grouping.getByRole('option').allTextContents();
    expect(options.length).toBeGreaterThan(1);
    await grouping.selectOption({ label: options[options.length - 1]! });
    const step = Number(options[options.length - 1]!.replace(/,/g, ''));
    const prices = async () => (await bookRows(page, 'Bids')).map((row) => Number(row[0]!.replace(/,/g, '')));
    await expect.poll(async () => (await prices()).every((p) => Number.isInteger(Math.round((p / step) * 1e6) / 1e6))).toBe(true);
  });

  it('an unknown market says so, with a way back', async () => {
    const { page } = app;
    await page.evaluate(() => (location.hash = '#/market/nope_nope'));
    await page.getByText(/not found/i).first().waitFor();
    await page.getByRole('link', { name: /markets/i }).first().waitFor();
  });

  it('shows the exchange as unavailable when it stops, and recovers when it returns', async () => {
    const { page, demo } = app;
    await page.evaluate(() => (location.hash = '#/markets'));
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    await demo.exchange.stop();
    await page.getByRole('status').filter({ hasText: /Reconnecting|unavailable/i }).waitFor({ timeout: 20_000 });
    await page.getByRole('status').filter({ hasText: /unavailable/i }).waitFor({ timeout: 20_000 });
    // The last prices stay, greyed and said to be from before (a new user saw them in full colour).
    const marketsNote = page.getByText(/^Last updated \d{1,2}:\d{2}:\d{2}.*: these prices may be out of date\.$/);
    await marketsNote.waitFor();
    expect(await page.getByRole('table', { name: 'Markets' }).evaluate((t) => t.classList.contains('stale'))).toBe(true);
    await page.getByRole('link', { name: 'BTC/USDT' }).click();
    await page.getByRole('heading', { name: 'BTC/USDT', level: 1 }).waitFor();
    await page.getByText(/^Last updated \d{1,2}:\d{2}:\d{2}.*: these figures may be out of date\.$/).waitFor();
    await demo.exchange.start();
    // By keyboard: once the exchange answers the button goes, and the focus to the view's heading, not to the page.
    await page.getByRole('button', { name: 'Retry now' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Retry now' }).waitFor({ state: 'detached' });
    await expect.poll(() => focusedName(page)).toBe('BTC/USDT');
    await page.getByText(/^Last updated /).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Markets' }).first().click();
    await page.getByRole('table', { name: 'Markets' }).waitFor();
    expect(await marketsNote.count()).toBe(0);
  });
});

describe('currencies and fees', () => {
  it('lists currencies and converts with exact decimals', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Currencies' }).click();
    await page.getByRole('heading', { name: 'Currencies', level: 1 }).waitFor();
    await page.getByRole('rowheader', { name: 'Bitcoin' }).first().waitFor();
    const amount = page.getByRole('textbox', { name: /amount/i });
    await amount.fill('abc');
    await page.getByText(/number/i).first().waitFor();
    expect(await amount.inputValue()).toBe('abc');
  });

  it("asks for the rates again every minute, and the converter says when they are from", async () => {
    // A tab of its own on a clock the test moves: a minute passes without waiting for it.
    const page = await app.context.newPage();
    try {
      await page.clock.install();
      let asked = 0;
      page.on('websocket', (ws) =>
        ws.on('framesent', (frame) => {
          if (typeof frame.payload === 'string' && frame.payload.includes('"market.rates"')) asked++;
        }),
      );
      await page.goto(app.host.oneTimeUrl());
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Currencies' }).click();
      const asOf = page.getByText(/^Rates as of \d{1,2}:\d{2}:\d{2}( [AP]M)?, asked again every minute\.$/);
      await asOf.waitFor();
      const first = await asOf.textContent();
      const before = asked;
      await page.clock.runFor(61_000);
      await expect.poll(() => asked).toBeGreaterThan(before);
      await expect.poll(() => asOf.textContent()).not.toBe(first);
      // The answer is shown as it was while the new one comes: no "Loading rates…" in between.
      expect(await page.getByText('Loading rates…').count()).toBe(0);
    } finally {
      await page.close();
    }
  });

  it('the converter speaks when the person changes the result, once, and never while the rates tick under an idle page', async () => {
    const page = await app.context.newPage();
    try {
      await page.clock.install();
      await page.goto(app.host.oneTimeUrl());
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Currencies' }).click();
      const asOf = page.getByText(/^Rates as of /);
      await asOf.waitFor();
      const result = page.getByText(/^2 BTC = /).first();
      const typed = await recordAnnouncements(page);
      await page.getByRole('textbox', { name: 'Amount' }).fill('2');
      await result.waitFor();
      await page.clock.runFor(2_000);
      await expect.poll(async () => (await typed()).filter((text) => text.startsWith('2 BTC = '))).toHaveLength(1);
      // Idle: three minutes of rates asked again, each a new price from the moving demo market.
      const idle = await recordAnnouncements(page);
      const first = await result.textContent();
      for (let minute = 0; minute < 3; minute++) {
        const before = await asOf.textContent();
        marketClockAhead += 61_000;
        await page.clock.runFor(61_000);
        await expect.poll(() => asOf.textContent()).not.toBe(before);
      }
      expect(await result.textContent()).not.toBe(first);
      expect(await idle()).toEqual([]);
      expect(await nestedLiveRegions(page)).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('shows both kinds of fee record', async () => {
    const { page } = app;
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Fees' }).click();
    await page.getByRole('heading', { name: 'Fees', level: 1 }).waitFor();
    await page.getByRole('table', { name: /crypto/i }).getByRole('row').nth(1).waitFor();
    await page.getByRole('table', { name: /fiat/i }).getByRole('row').nth(1).waitFor();
  });
});
