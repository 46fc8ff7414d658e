import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElementHandle } from 'playwright-core';
import { Big } from '../../shared/decimal.js';
import { startApp, type RunningApp } from '../support/app.js';

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
 * Reads the header's Bid and Ask and the book's best rows in one go, once per animation frame
 * in which the book changed, until `count` frames are in: reading them in separate calls could
 * straddle two frames and see two moments that the page never showed together.
 */
async function frames(count: number): Promise<Frame[]> {
  const { page } = app;
  const handle = async (locator: ReturnType<typeof page.getByRole>): Promise<ElementHandle> => (await locator.elementHandle())!;
  const bidTerm = await handle(page.getByRole('term').filter({ hasText: /^Bid$/ }));
  const askTerm = await handle(page.getByRole('term').filter({ hasText: /^Ask$/ }));
  const asks = await handle(page.getByRole('table', { name: 'Asks' }));
  const bids = await handle(page.getByRole('table', { name: 'Bids' }));
  const raw = await page.evaluate(
    ([bidTerm, askTerm, asks, bids, count]) =>
      new Promise<string[][]>((resolve) => {
        const out: string[][] = [];
        const started = performance.now();
        const cellText = (table: HTMLTableElement, last: boolean): string => {
          const rows = table.tBodies[0]!.rows;
          return rows[last ? rows.length - 1 : 0]?.cells[0]?.textContent ?? '';
        };
        let previous = '';
        const read = () => {
          // Asks are shown best last (the lowest price next to the spread), bids best first.
          const sample = [
            (bidTerm as Element).nextElementSibling?.textContent ?? '',
            (askTerm as Element).nextElementSibling?.textContent ?? '',
            cellText(bids as HTMLTableElement, false),
            cellText(asks as HTMLTableElement, true),
          ];
          const key = sample.join('|');
          if (key !== previous) out.push(sample);
          previous = key;
          if (out.length >= (count as number) || performance.now() - started > 30_000) resolve(out);
          else requestAnimationFrame(() => setTimeout(read));
        };
        read();
      }),
    [bidTerm, askTerm, asks, bids, count] as const,
  );
  return raw.map(([bid, ask, bestBid, bestAsk]) => ({ bid: amount(bid!), ask: amount(ask!), bestBid: amount(bestBid!), bestAsk: amount(bestAsk!) }));
}

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
