import type { Locator, Page } from 'playwright-core';

/** The main navigation's name in each of Satchel's languages (messages/window: window_nav_main). */
const MAIN_NAVIGATION = /^(Main|Основна|Основная)$/;
/** The header's menu button's name in each (messages: header_menu). */
const HEADER_MENU = /^(Menu|Меню)$/;

/** Follows a link of the main navigation, as a person would, and waits for the view's heading. */
export async function goTo(page: Page, name: string): Promise<void> {
  const link = page.getByRole('navigation', { name: MAIN_NAVIGATION }).getByRole('link', { name, exact: true });
  // A narrow window folds the navigation into the header's menu: open it first, as a person would.
  if (!(await link.isVisible())) {
    const menu = page.getByRole('banner').getByRole('button', { name: HEADER_MENU });
    if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) !== 'true') await menu.click();
  }
  await link.click();
  await page.getByRole('heading', { name, level: 1 }).waitFor();
}

/** Controls on the page with no accessible name (a label, aria-label, title or text), as HTML snippets. */
export function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('button, input, select, a[href], [role="button"], [role="tab"]')]
      .filter((el) => {
        const labelled = el.getAttribute('aria-label') || el.getAttribute('aria-labelledby') || el.getAttribute('title');
        const byLabel = el instanceof HTMLInputElement || el instanceof HTMLSelectElement ? (el.labels?.length ?? 0) > 0 : false;
        return !labelled && !byLabel && !el.textContent?.trim();
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );
}

/** Sets an app password in Settings and locks Satchel with the header's button, as a person would. */
export async function setPasswordAndLock(page: Page, password: string): Promise<void> {
  await goTo(page, 'Settings');
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Repeat password').fill(password);
  await page.getByRole('button', { name: 'Set password' }).click();
  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  await page.getByRole('heading', { name: 'Satchel is locked' }).waitFor();
}

/** The body rows of an order book table ("Bids" or "Asks"), cell texts read in one go, so the rows are of one snapshot. */
export function bookRows(page: Page, name: 'Bids' | 'Asks'): Promise<string[][]> {
  return page
    .getByRole('table', { name })
    .evaluate((table: HTMLTableElement) => [...table.tBodies[0]!.rows].map((row) => [...row.cells].map((cell) => (cell.textContent ?? '').trim())));
}

/** The text of the elements that describe a control (aria-describedby), as a screen reader reads it after the name. */
export const descriptionOf = (locator: Locator): Promise<string> =>
  locator.evaluate((el) =>
    (el.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** What counts as a live region: a screen reader speaks what changes inside one. */
const LIVE_REGIONS = '[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"], output';

/**
 * Starts noting what the page's live regions would say: the text of each region that changed (or
 * came) in one batch of changes, once. The returned function stops and gives those texts.
 */
export async function recordAnnouncements(page: Page): Promise<() => Promise<string[]>> {
  const key = `announcements${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([key, selector]) => {
      const said: string[] = [];
      const observer = new MutationObserver((records) => {
        const regions = new Set<Element>();
        for (const record of records) {
          const target = record.target instanceof Element ? record.target : record.target.parentElement;
          const around = target?.closest(selector);
          if (around) regions.add(around);
          for (const node of record.addedNodes) {
            if (!(node instanceof Element)) continue;
            if (node.matches(selector)) regions.add(node);
            node.querySelectorAll(selector).forEach((inside) => regions.add(inside));
          }
        }
        for (const region of regions) {
          const text = (region.textContent ?? '').replace(/\s+/g, ' ').trim();
          if (text && region.isConnected) said.push(text);
        }
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      (window as unknown as Record<string, unknown>)[key] = { said, observer };
    },
    [key, LIVE_REGIONS] as const,
  );
  return () =>
    page.evaluate((key) => {
      const { said, observer } = (window as unknown as Record<string, { said: string[]; observer: MutationObserver }>)[key]!;
      observer.takeRecords();
      observer.disconnect();
      return said;
    }, key);
}

/** Live regions inside another live region, as HTML snippets: a screen reader may say their changes twice. */
export function nestedLiveRegions(page: Page): Promise<string[]> {
  return page.evaluate(
    (selector) => [...document.querySelectorAll(selector)].filter((el) => el.parentElement?.closest(selector)).map((el) => el.outerHTML.slice(0, 80)),
    LIVE_REGIONS,
  );
}

/** What has the keyboard focus, by the name a person hears (its label, else its text); "(the page)" when focus fell to the page. */
export const focusedName = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '(the page)';
    const label = el.getAttribute('aria-label') ?? (el instanceof HTMLInputElement ? el.labels?.[0]?.textContent : null) ?? el.textContent;
    return (label ?? '').replace(/\s+/g, ' ').trim();
  });

/** The roles of controls a person clicks or taps (links are left out: in running text they are exempt from 2.5.8). */
const TARGET_ROLES = ['button', 'checkbox', 'radio', 'switch', 'combobox', 'textbox', 'spinbutton', 'tab', 'slider'] as const;

/**
 * Visible controls smaller than `min` CSS px either way (WCAG 2.2, 2.5.8 asks 24 × 24), each as
 * its role and name (its accessibility snapshot) with its size, for a readable failure.
 */
export async function smallTargets(page: Page, min = 24): Promise<string[]> {
  const small: string[] = [];
  for (const role of TARGET_ROLES) {
    const controls = page.getByRole(role);
    // One round trip a role for the sizes; the name only of those too small.
    const sizes = await controls.evaluateAll((els) =>
      els.map((el) => {
        const { width, height } = el.getBoundingClientRect();
        return { width, height, shown: el.getClientRects().length > 0 };
      }),
    );
    for (const [i, { width, height, shown }] of sizes.entries()) {
      if (!shown || (width >= min && height >= min)) continue;
      const said = (await controls.nth(i).ariaSnapshot()).split('\n')[0]!.replace(/^- /, '');
      small.push(`${said}: ${Math.round(width)} × ${Math.round(height)} px`);
    }
  }
  return small;
}

/**
 * At a zoomed size: the view's sideways reach past the window, and anything inside the view that
 * scrolls sideways without being a named, focusable region (WCAG 1.4.10 lets a data table scroll on
 * its own when a keyboard can reach it). Empty when the view fits.
 */
export function zoomProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    // The view's own reach: the header's fit at these sizes is checked on its own (layout.test.ts).
    const main = document.querySelector('main')!;
    const reach = Math.round(main.getBoundingClientRect().left + main.scrollWidth);
    if (reach > root.clientWidth) {
      // Said with what reaches past the window, the innermost first: what to fix.
      const past = [...main.querySelectorAll('*')].filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1 && ![...el.children].some((c) => c.getBoundingClientRect().right > root.clientWidth + 1));
      const what = past.slice(0, 3).map((el) => `${el.tagName.toLowerCase()}${el.className ? `.${String(el.className).split(' ')[0]}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`);
      problems.push(`the view reaches ${reach} px in ${root.clientWidth}${what.length ? `: ${what.join(', ')}` : ''}`);
    }
    for (const el of document.querySelectorAll('main *')) {
      const style = getComputedStyle(el);
      if (style.display === 'none' || !/(auto|scroll)/.test(style.overflowX) || el.scrollWidth <= el.clientWidth + 1) continue;
      const named = el.getAttribute('role') === 'region' && !!el.getAttribute('aria-label') && el.getAttribute('tabindex') === '0';
      if (!named) problems.push(`${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 30)}" scrolls sideways without a name and a tab stop`);
    }
    return problems;
  });
}
