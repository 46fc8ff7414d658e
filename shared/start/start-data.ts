/**
 * The start page's data, carried in index.html by a host that renders the start page
 * (electron/web/start-page.ts) and read by the page (renderer/start-page.ts): the exchange's
 * public lists, as main's calls would answer them. Nothing of the person's.
 */
import type { Market, Rate, Ticker } from '../contract/index.js';

export interface StartData {
  markets: Market[];
  tickers: Ticker[];
  rates: Rate[];
}

/** The id of the page's `<script type="application/json">` that holds it. */
export const START_DATA_ID = 'satchel-start';

const isList = (value: unknown): value is Record<string, unknown>[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item));

/**
 * The page's start data, or null when there is none or it is not of the right shape (the page
 * then starts as it would without it). It comes from the host that served the page's code, with
 * the same trust; the shape check keeps a damaged page from drawing half a table.
 */
export function parseStartData(text: string | null | undefined): StartData | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { markets, tickers, rates } = value as Record<string, unknown>;
  if (!isList(markets) || !isList(tickers) || !isList(rates)) return null;
  const named = (list: Record<string, unknown>[], key: string) => list.every((item) => typeof item[key] === 'string');
  if (!named(markets, 'id') || !named(tickers, 'symbol') || !named(rates, 'currency')) return null;
  return { markets, tickers, rates } as unknown as StartData;
}

/** The data as the page's JSON: `<` escaped, so no text in it can end the element. */
export function startDataJson(data: StartData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
