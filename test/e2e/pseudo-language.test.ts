/**
 * Issue 24: every view in the pseudo-language (docs/i18n.md) and in Ukrainian, at 100 %, 200 % and
 * 400 % zoom. Every word of the pseudo-language is accented and 40 % longer, made from the English
 * catalogues, and Ukrainian is written in Cyrillic: a plain English word on a view was not taken
 * from a catalogue, and a view wider than the window did not make room for a longer language.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { followLanguage, PSEUDO_LANGUAGE } from '../../shared/i18n/language.js';
import { addFundedDemoAccount, startApp, type RunningApp } from '../support/app.js';
import { zoomProblems } from '../support/page.js';
import { dataOf, plainTexts } from '../support/pseudo-words.js';

let app: RunningApp | null = null;
afterEach(async () => {
  followLanguage(() => 'en');
  await app?.close();
  app = null;
});

const VIEWS = ['/markets', '/market/btc_usdt', '/balances', '/orders', '/deposit', '/deposit/usdt', '/withdraw', '/withdraw/usdt', '/history', '/fiat', '/codes', '/currencies', '/fees', '/policies', '/settings'];
// A window of 1280×900 as it is, at 200 % zoom and at 400 % (the same CSS pixels).
const SIZES = [
  { width: 1280, height: 900 },
  { width: 640, height: 450 },
  { width: 320, height: 225 },
] as const;

/**
 * Every view, each at every size: its plain English texts, what does not fit (zoomProblems), by
 * view, and the views still loading after 20 s (read as they were, so named here: a view stuck on
 * its loading words must not pass for one whose words were read).
 */
async function walk(app: RunningApp): Promise<{ plain: Record<string, string[]>; unfit: Record<string, string[]>; loading: string[] }> {
  const { page } = app;
  const plain: Record<string, string[]> = {};
  const unfit: Record<string, string[]> = {};
  const loading: string[] = [];
  for (const view of VIEWS) {
    await page.setViewportSize(SIZES[0]);
    await page.evaluate((hash) => (window.location.hash = hash), `#${view}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Each view's data, or its error, is shown before it is read.
    const shown = await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 20_000 }).then(() => true, () => false);
    if (!shown) loading.push(view);
    const texts = await plainTexts(page, dataOf(app));
    if (texts.length > 0) plain[view] = texts;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      // A table's region is named once a ResizeObserver has seen it scroll: the frame after the resize.
      const problems = (await zoomProblems(page)).length === 0 ? [] : await page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r())))).then(() => zoomProblems(page));
      if (problems.length > 0) unfit[`${view} at ${size.width}×${size.height}`] = problems;
    }
  }
  await page.setViewportSize(SIZES[0]);
  return { plain, unfit, loading };
}

describe('every view', () => {
  it('in the pseudo-language: no word that is not from a catalogue, and nothing wider than the window at any of the three', async () => {
    app = await startApp({ seed: 75 });
    const { page } = app;
    await addFundedDemoAccount(app, 'usdt', '1234.5');
    followLanguage(() => PSEUDO_LANGUAGE);
    await page.evaluate(() => localStorage.setItem('satchel.pseudo-language', '1'));
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(PSEUDO_LANGUAGE);
    expect(await walk(app)).toEqual({ plain: {}, unfit: {}, loading: [] });
  }, 240_000);

  it('in Ukrainian: no word left in English, and nothing wider than the window at any of the three', async () => {
    app = await startApp({ seed: 76 });
    const { page } = app;
    await addFundedDemoAccount(app, 'usdt', '1234.5');
    await page.getByLabel('Language', { exact: true }).selectOption('uk');
    await page.getByRole('heading', { name: 'Налаштування', level: 1 }).waitFor();
    expect(await walk(app)).toEqual({ plain: {}, unfit: {}, loading: [] });
  }, 240_000);
});
