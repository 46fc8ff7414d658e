import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle } from 'playwright-core';
import { Big } from '../../shared/decimal.js';
import { startApp, type RunningApp } from '../support/app.js';
import { bookRows, unnamedControls } from '../support/page.js';

// Issue #8, "Screens a trader trusts": what a trader reads on a market's page must hold together.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 8 });
});
afterAll(async () => {
  await app?.close();
});

interface Frame {
  bid: string;
  ask: string;
  bestBid: string;
  bestAsk: string;
}

/** "63,739.49 USDT" → "63739.49". */
const amount = (text: string): string => text.replace(/[^\d.-]/g, '');

/**
 * Reads the header's Bid and Ask and the book's best prices as drawn (each side's canvas says
 * the best price it drew, beside the drawing) in one go, once per animation frame in which the
 * book changed, until `count` frames are in: reading them in separate calls could straddle two
 * frames and see two moments that the page never showed together.
 */
async function frames(count: number): Promise<Frame[]> {
  const { page } = app;
  const handle = async (locator: ReturnType<typeof page.getByRole>): Promise<ElementHandle> => (await locator.elementHandle())!;
  const bidTerm = await handle(page.getByRole('term').filter({ hasText: /^Bid$/ }));
  const askTerm = await handle(page.getByRole('term').filter({ hasText: /^Ask$/ }));
  const book = await handle(page.getByRole('region', { name: 'Order book' }));
  const raw = await page.evaluate(
    ([bidTerm, askTerm, book, count]) =>
      new Promise<string[][]>((resolve) => {
        const out: string[][] = [];
        const started = performance.now();
        let previous = '';
        const read = () => {
          const [asks, bids] = [...(book as Element).querySelectorAll('canvas')] as HTMLCanvasElement[];
          const sample = [
            (bidTerm as Element).nextElementSibling?.textContent ?? '',
            (askTerm as Element).nextElementSibling?.textContent ?? '',
            bids?.dataset.best ?? '',
            asks?.dataset.best ?? '',
          ];
          const key = sample.join('|');
          if (key !== previous) out.push(sample);
          previous = key;
          if (out.length >= (count as number) || performance.now() - started > 30_000) resolve(out);
          else requestAnimationFrame(() => setTimeout(read));
        };
        read();
      }),
    [bidTerm, askTerm, book, count] as const,
  );
  return raw.map(([bid, ask, bestBid, bestAsk]) => ({ bid: amount(bid!), ask: amount(ask!), bestBid: amount(bestBid!), bestAsk: amount(bestAsk!) }));
}

const table = () => app.page.getByRole('table', { name: 'Markets' });
const rowHeaders = () => table().getByRole('rowheader').allTextContents();
/** Cell texts of a row, keyed by their column header's name. */
async function rowCells(pair: string): Promise<Record<string, string>> {
  const headers = (await table().getByRole('columnheader').allInnerTexts()).map((h) => h.replace(/[▲▼↕]/g, '').trim());
  const row = table().getByRole('row').filter({ has: app.page.getByRole('rowheader', { name: pair, exact: true }) });
  const cells = [await row.getByRole('rowheader').innerText(), ...(await row.getByRole('cell').allInnerTexts())];
  return Object.fromEntries(headers.map((h, i) => [h, (cells[i] ?? '').trim()]));
}

describe('markets table', () => {
  it('shows every amount with its unit, and the volume in the quote and the display currency', async () => {
    const { page } = app;
    await page.getByRole('heading', { name: 'Markets', level: 1 }).waitFor();
    await page.getByRole('status').filter({ hasText: 'Live' }).waitFor();
    // Volumes in the quote and display currency are estimates: whole units from 1,000 up.
    await expect.poll(async () => (await rowCells('BTC/USDT'))['Volume (USD)']).toMatch(/^[\d,]+(\.\d{2})? USD$/);
    const btc = await rowCells('BTC/USDT');
    expect(btc['Last price']).toMatch(/^[\d,]+\.\d{2} USDT$/);
    expect(btc['Volume']).toMatch(/^[\d,]+\.\d{6} BTC$/);
    expect(btc['Volume (quote)']).toMatch(/^[\d,]+(\.\d{2})? USDT$/);
    expect(btc['High']).toMatch(/^[\d,]+\.\d{2} USDT$/);
    expect(btc['Low']).toMatch(/^[\d,]+\.\d{2} USDT$/);
    const eth = await rowCells('ETH/BTC');
    expect(eth['Last price']).toMatch(/^0\.\d{6} BTC$/);
    // An estimate's decimals: whole units from 1,000, two below, three significant digits below 1,
    // never the quote's own precision (XRP/BTC quotes to 10 decimals: not "364.2083492970 BTC").
    const volume = /^(\d{1,3}(,\d{3})+|[1-9]\d{0,2}\.\d{2}|0\.\d{3,10}) BTC$/;
    expect(eth['Volume (quote)']).toMatch(volume);
    expect((await rowCells('XRP/BTC'))['Volume (quote)']).toMatch(volume);
    // Quote volume ≈ base volume × last: the exact product of what is shown, up to rounding.
    const n = (t: string) => new Big(amount(t));
    const product = n(btc['Volume']!).times(n(btc['Last price']!));
    expect(product.minus(n(btc['Volume (quote)']!)).abs().div(product).lt('0.001')).toBe(true);
    await page.getByRole('img', { name: /^24 h range: low [\d,.]+ USDT, high [\d,.]+ USDT, last [\d,.]+ USDT/ }).first().waitFor();
  });

  it('sorts by the volume in the display currency, across quote currencies', async () => {
    const { page } = app;
    const header = page.getByRole('columnheader', { name: /Volume \(USD\)/ });
    if ((await header.getAttribute('aria-sort')) !== 'descending') await header.getByRole('button').click();
    if ((await header.getAttribute('aria-sort')) !== 'descending') await header.getByRole('button').click();
    expect(await header.getAttribute('aria-sort')).toBe('descending');
    const column = (await table().getByRole('columnheader').allInnerTexts()).findIndex((h) => h.startsWith('Volume (USD)'));
    // One read of the whole column: the table re-sorts as tickers arrive.
    const texts = await table().evaluate((t: HTMLTableElement, c: number) => [...t.tBodies[0]!.rows].map((r) => r.cells[c]!.textContent!.trim()), column);
    const values = texts.filter((v) => v !== '—').map((v) => new Big(amount(v)));
    expect(values.length).toBeGreaterThan(10);
    for (let i = 1; i < values.length; i++) expect(values[i]!.lte(values[i - 1]!)).toBe(true);
  });

  it('favourites are listed first and kept in the settings', async () => {
    const { page } = app;
    const star = page.getByRole('button', { name: 'Favourite XRP/BTC' });
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(async () => (await rowHeaders())[0]).toBe('XRP/BTC');
    await expect.poll(async () => (await app.services.settings.get()).favourites).toEqual(['xrp_btc']);
    await page.reload();
    await expect.poll(async () => (await rowHeaders())[0], { timeout: 15_000 }).toBe('XRP/BTC');
    await page.getByRole('button', { name: 'Favourite XRP/BTC' }).click();
    await expect.poll(async () => (await rowHeaders())[0]).not.toBe('XRP/BTC');
    expect(await unnamedControls(page)).toEqual([]);
  });
});

describe('a market page shows one moment', () => {
  it('header Bid/Ask and the book agree, and are never crossed, over many updates', async () => {
    const { page } = app;
    await page.getByRole('link', { name: 'BTC/USDT' }).click();
    await page.getByRole('heading', { name: 'BTC/USDT', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Bids' }).getByRole('row').nth(5).waitFor();
    await page.getByRole('combobox', { name: 'Update interval' }).selectOption({ label: '0.25 s' });
    const grouping = page.getByRole('combobox', { name: 'Grouping' });
    const step = amount((await grouping.getByRole('option', { selected: true }).textContent()) ?? '');

    const seen = await frames(30);
    expect(seen.length).toBeGreaterThanOrEqual(30);
    const problems: string[] = [];
    for (const f of seen) {
      const at = `header ${f.bid}/${f.ask}, book ${f.bestBid}/${f.bestAsk}`;
      if (!new Big(f.bid).lt(f.ask)) problems.push(`crossed header: ${at}`);
      if (!new Big(f.bid).lte(f.bestAsk)) problems.push(`header bid above the book's best ask: ${at}`);
      if (!new Big(f.bestBid).lt(f.bestAsk)) problems.push(`crossed book: ${at}`);
      // The book groups bids down and asks up to the step; the header shows the ungrouped best levels.
      const down = new Big(f.bid).div(step).round(0, Big.roundDown).times(step);
      const up = new Big(f.ask).div(step).round(0, Big.roundUp).times(step);
      if (!down.eq(f.bestBid) || !up.eq(f.bestAsk)) problems.push(`header is not the book's moment: ${at} (step ${step})`);
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});

describe('order book and depth chart', () => {
  it('prices have the market\'s decimals in the header and the book alike', async () => {
    const { page } = app;
    // One read per table: rows are replaced as the book moves.
    const priceCells = async (name: 'Bids' | 'Asks') => (await bookRows(page, name)).map((row) => row[0]!);
    for (const p of [...(await priceCells('Bids')), ...(await priceCells('Asks'))]) expect(p).toMatch(/^[\d,]+\.\d{2}$/);
    await page.getByText(/^Spread: [\d,]+\.\d{2} USDT \((< )?[\d.]+ %\)$/).waitFor();
    const last = await page.getByRole('term').filter({ hasText: /^Last price$/ }).locator('xpath=following-sibling::dd[1]').innerText();
    expect(last).toMatch(/^[\d,]+\.\d{2} USDT$/);
  });

  it('the Total column is cumulative from the best level outwards', async () => {
    const { page } = app;
    await page.getByRole('combobox', { name: 'Update interval' }).selectOption({ label: '5 s' });
    for (const name of ['Bids', 'Asks'] as const) {
      const rows = (await bookRows(page, name)).map((row) => row.map((cell) => cell.replace(/,/g, '')));
      // Asks are shown best last: cumulate from the bottom up.
      const best = name === 'Asks' ? rows.toReversed() : rows;
      let sum = new Big(0);
      for (const [price, size, total] of best) {
        sum = sum.plus(new Big(price!).times(size!));
        expect(total, `${name} at ${price}`).toBe(sum.toFixed(2));
      }
    }
  });

  it('the depth chart fills its box, has price and amount axes, and reads out the depth under the pointer', async () => {
    const { page } = app;
    const chart = page.getByRole('img', { name: 'Depth chart' });
    const box = (await chart.boundingBox())!;
    const book = (await page.getByRole('region', { name: 'Order book' }).boundingBox())!;
    const pane = (await page.getByRole('region', { name: 'Depth' }).boundingBox())!;
    expect(box.width).toBeGreaterThan(pane.width * 0.85);
    // A screenful under the header, all of its card on screen (docs/renderer.md, the depth chart), and no taller than the book beside it needs.
    const shown = page.viewportSize()!;
    const header = (await page.getByRole('banner').boundingBox())!.height;
    expect(pane.height).toBeLessThanOrEqual(shown.height - header);
    expect(box.height).toBeGreaterThan(Math.min(book.height, shown.height - header) * 0.5);

    const priceAxis = page.getByRole('group', { name: 'Price axis (USDT)' });
    const amountAxis = page.getByRole('group', { name: 'Amount axis (BTC)' });
    const priceTicks = (await priceAxis.innerText()).split(/\s+/).filter(Boolean);
    const amountTicks = (await amountAxis.innerText()).split(/\s+/).filter(Boolean);
    expect(priceTicks.length).toBeGreaterThanOrEqual(3);
    expect(amountTicks.length).toBeGreaterThanOrEqual(3);
    const prices = priceTicks.map((t) => new Big(amount(t)));
    for (let i = 1; i < prices.length; i++) expect(prices[i]!.gt(prices[i - 1]!)).toBe(true);

    const cursor = page.getByRole('slider', { name: 'Price to read the depth at' });
    await cursor.hover({ position: { x: box.width * 0.25, y: 60 } });
    const readout = page.getByRole('status', { name: 'Depth at the pointer' });
    await expect.poll(() => readout.innerText()).toMatch(/^Bids at [\d,]+\.\d{2} USDT or higher: [\d,]+\.\d{6} BTC$/);
    await cursor.hover({ position: { x: box.width * 0.75, y: 60 } });
    await expect.poll(() => readout.innerText()).toMatch(/^Asks at [\d,]+\.\d{2} USDT or lower: [\d,]+\.\d{6} BTC$/);
    // The keyboard reads the same way: the cursor moves along the price axis.
    await cursor.focus();
    await page.keyboard.press('Home');
    await expect.poll(() => cursor.getAttribute('aria-valuetext')).toMatch(/^Bids at /);
    await page.keyboard.press('End');
    await expect.poll(() => cursor.getAttribute('aria-valuetext')).toMatch(/^Asks at /);
    expect(await unnamedControls(page)).toEqual([]);
  });

  it('draws the book on canvases a screen reader skips, in the theme\'s colours, every snapshot; the Asks and Bids tables list its rows once a second', async () => {
    const { page } = app;
    const region = page.getByRole('region', { name: 'Order book' });
    const canvases = region.locator('canvas');
    await expect.poll(() => canvases.count()).toBe(2);
    for (const canvas of await canvases.all()) expect(await canvas.getAttribute('aria-hidden')).toBe('true');
    // Opaque pixels near a colour (price text is drawn in the side's colour; bars are faint).
    const near = (index: number, [r, g, b]: [number, number, number]) =>
      canvases.nth(index).evaluate(
        (c: HTMLCanvasElement, [r, g, b]) => {
          const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
          let count = 0;
          for (let i = 0; i < data.length; i += 4) {
            if (data[i + 3]! > 200 && Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) < 40) count++;
          }
          return count;
        },
        [r, g, b] as const,
      );
    const [lightDown, lightUp, darkDown] = [[192, 38, 45], [10, 113, 57], [255, 112, 112]] as [number, number, number][];
    const theme = page.getByRole('banner').getByRole('combobox', { name: 'Theme' });
    await theme.selectOption({ label: 'Light' });
    // Asks first (red prices), bids second (green), each canvas as large as its table's rows.
    await expect.poll(() => near(0, lightDown!)).toBeGreaterThan(100);
    await expect.poll(() => near(1, lightUp!)).toBeGreaterThan(100);
    expect(await near(0, darkDown!)).toBe(0);
    const sizes = await canvases.evaluateAll((list: HTMLCanvasElement[]) =>
      list.map((c) => ({ width: c.width, height: c.height, css: c.getBoundingClientRect().width, dpr: devicePixelRatio })),
    );
    for (const size of sizes) {
      expect(size.width).toBe(Math.round(size.css * size.dpr));
      expect(size.height).toBeGreaterThan(0);
    }
    // The canvases follow every snapshot; the tables list the rows at most once a second, as of
    // the time their caption says (a table changing 20 times a second cannot be read).
    await page.getByRole('combobox', { name: 'Update interval' }).selectOption({ label: '0.25 s' });
    const { draws, listings } = await region.evaluate(
      (book: Element) =>
        new Promise<{ draws: number; listings: number[] }>((resolve) => {
          const canvas = book.querySelectorAll('canvas')[1]!;
          const body = book.querySelectorAll('table')[1]!.tBodies[0]!;
          const listings: number[] = [];
          const observer = new MutationObserver(() => listings.push(performance.now()));
          observer.observe(body, { subtree: true, childList: true, characterData: true });
          let draws = 0;
          let last = canvas.toDataURL();
          const started = performance.now();
          const look = () => {
            const now = canvas.toDataURL();
            if (now !== last) draws++;
            last = now;
            if (performance.now() - started < 4000) requestAnimationFrame(look);
            else {
              observer.disconnect();
              resolve({ draws, listings });
            }
          };
          requestAnimationFrame(look);
        }),
    );
    expect(listings.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < listings.length; i++) expect(listings[i]! - listings[i - 1]!).toBeGreaterThan(900);
    expect(draws).toBeGreaterThan(listings.length);
    const caption = await region.getByRole('table', { name: 'Bids' }).evaluate((t: HTMLTableElement) => t.caption?.textContent ?? '');
    expect(caption).toMatch(/^Bids as of \d{1,2}:\d{2}:\d{2}.*, listed once a second$/);

    await theme.selectOption({ label: 'Dark' });
    await expect.poll(() => near(0, darkDown!)).toBeGreaterThan(100);
    expect(await near(0, lightDown!)).toBe(0);
    await theme.selectOption({ label: 'System' });

    // Forced colours (Windows High Contrast): the canvases go, the tables are what is shown.
    const table = region.getByRole('table', { name: 'Bids' });
    expect(await table.evaluate((t) => getComputedStyle(t).opacity)).toBe('0');
    await page.emulateMedia({ forcedColors: 'active' });
    try {
      await expect.poll(() => table.evaluate((t) => getComputedStyle(t).opacity)).toBe('1');
      expect(await canvases.first().boundingBox()).toBeNull();
      // Shown, the table follows every snapshot (four a second here), not once a second.
      const gaps = await region.evaluate(
        (book: Element) =>
          new Promise<number[]>((resolve) => {
            const body = book.querySelectorAll('table')[1]!.tBodies[0]!;
            const at: number[] = [];
            const observer = new MutationObserver(() => at.push(performance.now()));
            observer.observe(body, { subtree: true, childList: true, characterData: true });
            setTimeout(() => {
              observer.disconnect();
              resolve(at.slice(1).map((t, i) => t - at[i]!));
            }, 3000);
          }),
      );
      expect(gaps.some((gap) => gap < 900)).toBe(true);
    } finally {
      await page.emulateMedia({ forcedColors: 'none' });
    }
  });
});
