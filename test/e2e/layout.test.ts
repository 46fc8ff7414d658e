import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { goTo, zoomProblems } from '../support/page.js';

// Issue #21, "layout a person can trust": no view scrolls sideways at the two window sizes a
// person is most likely to have, nothing a person must press is pushed off-screen, and the
// header leaves the window to the view.
let app: RunningApp;

beforeAll(async () => {
  app = await startApp({ seed: 5 });
  await addFundedDemoAccount(app, 'btc', '1');
  await goTo(app.page, 'Settings');
  await app.page.getByRole('button', { name: 'Add the demo appliance' }).click();
  await app.page.getByText(/Added .*appliance/i).first().waitFor();
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const SIZES = [
  { width: 1280, height: 900 },
  { width: 800, height: 600 },
] as const;

const VIEWS = ['Markets', 'Balances', 'Orders', 'Deposit', 'Withdraw', 'History', 'Fiat', 'Codes', 'Currencies', 'Fees', 'Policies', 'Settings'] as const;

/** The table each view shows once loaded, where it has one that could be wide. */
const TABLES: Partial<Record<(typeof VIEWS)[number], string | RegExp>> = {
  Markets: 'Markets',
  Balances: 'Balances',
  History: /operations?;/,
  Codes: /^Codes issued by me/,
  Policies: 'Authorization policies',
  Currencies: 'Currencies',
};

/** Waits until nothing on the page says it is loading, and the view's tables (if any) are there. */
async function loaded(page: Page, table?: string | RegExp) {
  if (table) await page.getByRole('table', { name: table }).waitFor();
  await expect.poll(() => page.getByRole('status').filter({ hasText: /^Loading/ }).count(), { timeout: 15_000 }).toBe(0);
}

/** What sticks out sideways: the page itself, any element that scrolls sideways, and controls beyond the right edge. */
function sideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const describe = (el: Element) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    for (const el of document.querySelectorAll('main *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') continue;
      if (/(auto|scroll)/.test(style.overflowX) && el.scrollWidth > el.clientWidth + 1) problems.push(`${describe(el)} scrolls sideways (${el.scrollWidth} > ${el.clientWidth})`);
    }
    for (const el of document.querySelectorAll('button, a[href], input, select, [role="tab"]')) {
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > width + 1) problems.push(`${describe(el)} ends at ${Math.round(box.right)} px, past the window's ${width}`);
    }
    return problems;
  });
}

describe.each(SIZES)('at $width×$height', ({ width, height }) => {
  it('the header takes less than a fifth of the height and shows every link of the navigation', async () => {
    const { page } = app;
    await page.setViewportSize({ width, height });
    await goTo(page, 'Markets');
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.height).toBeLessThan(height / 5);
    for (const link of await page.getByRole('navigation', { name: 'Main' }).getByRole('link').all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width, (await link.textContent()) ?? '').toBeLessThanOrEqual(width);
    }
    expect(await sideways(page)).toEqual([]);
  });


  it.each(VIEWS)('%s does not scroll sideways and keeps every control on screen', async (view) => {
    const { page } = app;
    await page.setViewportSize({ width, height });
    await goTo(page, view);
    if (view === 'Orders') {
      for (const [tab, table] of [['Open orders', 'Open orders'], ['History', 'Order history']] as const) {
        await page.getByRole('tab', { name: tab }).click();
        await loaded(page, table);
        expect(await sideways(page), `${view} → ${tab}`).toEqual([]);
      }
    }
    await loaded(page, TABLES[view]);
    expect(await sideways(page), view).toEqual([]);
  });
});

// Issue #24: 200 % and 400 % zoom of a 1280×900 window. The page never scrolls sideways; a wide
// table may scroll on its own inside a named region a keyboard can reach (WCAG 1.4.10 lets data
// tables do so), and every Cancel of Orders is on screen once it has the focus.
const ZOOMED = [
  { width: 640, height: 450 },
  { width: 320, height: 225 },
] as const;
const FEES_TABLE = 'Crypto withdrawal fees';
const TABLE_VIEWS = ['Orders', 'Balances', 'History', 'Currencies', 'Fees', 'Markets', 'Codes'] as const;

describe.each(ZOOMED)('zoomed: at $width×$height', ({ width, height }) => {
  it.each(TABLE_VIEWS)('%s: the page does not scroll sideways, a wide table scrolls in a named region', async (view) => {
    const { page } = app;
    await page.setViewportSize({ width, height });
    try {
      await goTo(page, view);
      if (view === 'Orders') {
        // By keyboard: at 320×225 the header (another item of the issue) still covers the tabs.
        await page.getByRole('tab', { name: 'History' }).focus();
        await page.keyboard.press('Enter');
        await loaded(page, 'Order history');
        expect(await zoomProblems(page), 'Orders → History').toEqual([]);
        await page.getByRole('tab', { name: 'Open orders' }).focus();
        await page.keyboard.press('Enter');
        await loaded(page, 'Open orders');
        // Every Cancel, once focused, is inside the window: the page was not scrolled sideways for it.
        const cancels = await page.getByRole('button', { name: /^Cancel order \d+$/ }).all();
        expect(cancels.length).toBeGreaterThan(0);
        for (const cancel of cancels) {
          await cancel.focus();
          const box = (await cancel.boundingBox())!;
          const name = (await cancel.getAttribute('aria-label')) ?? '';
          expect(box.x, name).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, name).toBeLessThanOrEqual(width);
          expect(await page.evaluate(() => window.scrollX), name).toBe(0);
        }
      }
      await loaded(page, view === 'Orders' ? 'Open orders' : view === 'Fees' ? FEES_TABLE : TABLES[view]);
      expect(await zoomProblems(page), view).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});

describe('a market at 1280×900', () => {
  it('shows the depth chart with its axes and read-out inside the window', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 1280, height: 900 });
    await goTo(page, 'Markets');
    await page.getByRole('link', { name: 'BTC/USDT', exact: true }).click();
    await page.getByRole('heading', { name: 'BTC/USDT', level: 1 }).waitFor();
    const slider = page.getByRole('slider', { name: 'Price to read the depth at' });
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    const readout = page.getByRole('status', { name: 'Depth at the pointer' });
    await expect.poll(async () => (await readout.textContent())?.trim()).not.toBe('');
    // Scrolled to the chart's heading, just under the header (which stays on top): the plot, both
    // axes and the read-out are all in the window at once, without scrolling any further.
    const headerBottom = (await page.getByRole('banner').boundingBox())!.height;
    const heading = page.getByRole('heading', { name: 'Depth', level: 2 });
    await page.evaluate((top) => window.scrollBy(0, top), (await heading.boundingBox())!.y - headerBottom - 8);
    for (const part of [heading, page.getByRole('img', { name: 'Depth chart' }), page.getByRole('group', { name: /^Amount axis/ }), page.getByRole('group', { name: /^Price axis/ }), readout]) {
      const box = (await part.boundingBox())!;
      const name = (await part.getAttribute('aria-label')) ?? 'Depth';
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(1280);
      expect(box.y, name).toBeGreaterThanOrEqual(headerBottom - 1);
      expect(box.y + box.height, name).toBeLessThanOrEqual(900);
    }
    expect(await sideways(page)).toEqual([]);
  });
});

describe('names cut to fit', () => {
  it('the header\'s account is whole in its tooltip, and a policy\'s rule in its own', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 800, height: 600 });
    const account = page.getByRole('combobox', { name: 'Account' });
    const chosen = await account.evaluate((el: HTMLSelectElement) => el.selectedOptions[0]?.textContent ?? '');
    expect(chosen).toMatch(/^Demo: /);
    // It is cut on screen: the select is narrower than its text.
    expect(await account.evaluate((el: HTMLSelectElement) => el.scrollWidth >= el.clientWidth)).toBe(true);
    expect(await account.getAttribute('title')).toBe(chosen);

    await goTo(page, 'Policies');
    await loaded(page, 'Authorization policies');
    const rules = page.getByRole('table', { name: 'Authorization policies' }).locator('td code');
    const cut = await rules.evaluateAll((codes) => codes.filter((c) => c.scrollWidth > c.clientWidth).map((c) => [c.textContent, c.getAttribute('title')]));
    expect(cut.length).toBeGreaterThan(0);
    for (const [text, title] of cut) expect(title).toBe(text);
  });
});

// Issue #24, item 3: the header stays on top while the view scrolls; a focused control must never
// be under it, whether reached by Tab, by Shift+Tab, or focused by a form that refused a try.
// 640×450 is 1280×900 at 200 % zoom (the same CSS pixels).
const FOCUS_SIZES = [
  { width: 1280, height: 900 },
  { width: 640, height: 450 },
] as const;
const FOCUS_VIEWS = ['Balances', 'Orders', 'Deposit', 'Withdraw', 'Fiat', 'Codes', 'Policies', 'Settings'] as const;

/** Where the focused element is, if it is in the view (main): its box in the window, and what it is. */
function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || !el.closest('main')) return null;
    const box = el.getBoundingClientRect();
    const name = (el.getAttribute('aria-label') ?? (el as HTMLInputElement).labels?.[0]?.textContent ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return { top: box.top, bottom: box.bottom, width: box.width, height: box.height, window: window.innerHeight, what: `${el.tagName.toLowerCase()} "${name}"` };
  });
}

/** The header's bottom edge in the window (it sticks to the top). */
async function headerBottom(page: Page) {
  const box = (await page.getByRole('banner').boundingBox())!;
  return box.y + box.height;
}

/** Presses `key` until focus leaves the view (or `limit` stops), and lists each stop the header covers or the window cuts. */
async function hiddenStops(page: Page, key: 'Tab' | 'Shift+Tab', limit: number) {
  const hidden: string[] = [];
  const bottom = await headerBottom(page);
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press(key);
    const at = await focused(page);
    if (!at) break;
    if (at.width === 0 && at.height === 0) continue;
    const fits = at.height <= at.window - bottom;
    if (at.top < bottom - 1 || (fits && at.bottom > at.window + 1)) hidden.push(`${key} → ${at.what} at ${Math.round(at.top)}–${Math.round(at.bottom)} px (header ends at ${Math.round(bottom)})`);
  }
  return hidden;
}

describe.each(FOCUS_SIZES)('focus in sight at $width×$height', ({ width, height }) => {
  it.each(FOCUS_VIEWS)('%s: every stop of Tab and Shift+Tab is below the header and inside the window', async (view) => {
    const { page } = app;
    await page.setViewportSize({ width, height });
    await goTo(page, view);
    await loaded(page, TABLES[view]);
    // goTo leaves focus on the view's heading: Tab walks the view forwards, then Shift+Tab back.
    const hidden = [...(await hiddenStops(page, 'Tab', 60)), ...(await hiddenStops(page, 'Shift+Tab', 60))];
    expect(hidden, view).toEqual([]);
  });

  it('a refused withdrawal focuses its first bad field where it can be seen', async () => {
    const { page } = app;
    await page.setViewportSize({ width, height });
    await goTo(page, 'Withdraw');
    const address = page.getByRole('textbox', { name: /address$/ });
    const send = page.getByRole('button', { name: 'Review and send' });
    await send.waitFor();
    // Scrolled so the address field sits just under the header's bottom edge, half hidden, as after reading down the form.
    const bottom = await headerBottom(page);
    const box = (await address.boundingBox())!;
    await page.evaluate((by) => window.scrollBy(0, by), box.y - bottom + box.height / 2);
    await send.click();
    await expect.poll(() => address.evaluate((el) => el === document.activeElement)).toBe(true);
    const at = (await focused(page))!;
    expect(at.top, at.what).toBeGreaterThanOrEqual(bottom - 1);
    expect(at.bottom, at.what).toBeLessThanOrEqual(at.window + 1);
  });
});

// Issue #24, item 4: at 400 % zoom (320×225 CSS px) and at 200 % (640×450) the header folds its
// navigation and tools into a menu button, leaves the window to the view, and nothing in it
// makes the page scroll sideways (WCAG 1.4.10). Views without wide tables: tables are #25.
const NARROW = [
  { width: 320, height: 225 },
  { width: 640, height: 450 },
] as const;

/** What in the header lies past the window's right edge, and whether the page is wider than the window. */
function headerSideways(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width + 1) problems.push(`the page is ${document.documentElement.scrollWidth} px wide, the window ${width}`);
    for (const el of document.querySelectorAll('header *')) {
      const box = el.getBoundingClientRect();
      if (box.width > 0 && box.right > width + 1) problems.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" ends at ${Math.round(box.right)} px`);
    }
    return problems;
  });
}

describe.each(NARROW)('narrow window $width×$height', ({ width, height }) => {
  it('the header takes at most 30 % of the height, its menu button opens the navigation, Escape closes it and returns focus', async () => {
    const { page } = app;
    await page.setViewportSize({ width, height });
    await goTo(page, 'Settings');
    const header = page.getByRole('banner');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(height * 0.3);
    expect(await headerSideways(page)).toEqual([]);

    const menu = header.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    const controls = await menu.getAttribute('aria-controls');
    expect(controls).toBeTruthy();
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.evaluate((el, id) => el.closest(`#${id}`) !== null, controls)).toBe(true);
    // Every link of the navigation, and the tools, one Tab after another from the button.
    const expected = ['Markets', 'Balances', 'Orders', 'Deposit', 'Withdraw', 'History', 'Fiat', 'Codes', 'Currencies', 'Fees', 'Policies', 'Settings'];
    const reached: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      await page.keyboard.press('Tab');
      const stop = await page.evaluate(() => {
        const el = document.activeElement;
        const box = el?.getBoundingClientRect();
        return el?.closest('nav') ? { text: el.textContent?.trim() ?? '', inWindow: !!box && box.top >= 0 && box.bottom <= window.innerHeight + 1 && box.right <= window.innerWidth + 1 } : null;
      });
      if (!stop) break;
      expect(stop.inWindow, stop.text).toBe(true);
      reached.push(stop.text);
    }
    expect(reached).toEqual(expected);
    for (const name of ['Account', 'Theme']) await expect.poll(() => header.getByRole('combobox', { name }).isVisible()).toBe(true);
    await expect.poll(() => header.getByRole('button', { name: 'Hide amounts' }).isVisible()).toBe(true);
    expect(await headerSideways(page)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await menu.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await nav.count()).toBe(0);

    // A link followed from the menu shows its view and folds the menu away.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Codes', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Transfer codes', level: 1 }).waitFor();
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(height * 0.3);
  });

  it.each(['Settings', 'Codes', 'Deposit'] as const)('%s: the page does not scroll sideways', async (view) => {
    const { page } = app;
    await page.setViewportSize({ width, height });
    await goTo(page, view);
    await loaded(page);
    expect(await headerSideways(page), view).toEqual([]);
  });
});

describe('the exchange down at 320×225', () => {
  it('the header still shows "Retry now" whole, uncovered by the menu button', async () => {
    const { page } = app;
    await page.setViewportSize({ width: 320, height: 225 });
    await app.demo.exchange.stop();
    try {
      const retry = page.getByRole('banner').getByRole('button', { name: 'Retry now' });
      await retry.waitFor({ timeout: 30_000 });
      const box = (await retry.boundingBox())!;
      // Both ends of the button are the button itself, not something drawn over it.
      for (const x of [box.x + 2, box.x + box.width - 2]) {
        expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent?.trim(), { x, y: box.y + box.height / 2 }), `at ${Math.round(x)} px`).toBe('Retry now');
      }
      expect(await headerSideways(page)).toEqual([]);
    } finally {
      await app.demo.exchange.start();
    }
  });
});
