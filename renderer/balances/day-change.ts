/**
 * The portfolio's 24 h change: what today's holdings were worth 24 h ago, from each currency's
 * 24 h price change on the exchange's tickers (already live in the window: no extra call). It is
 * the change of prices, not of deposits and trades, as wallets usually show it. Decimals only.
 */
import type { Ticker } from '../../shared/contract/index.js';
import { Big, decText, ZERO, type Decimal } from '../../shared/decimal.js';
import type { ValuedBalance } from '../../shared/portfolio.js';

export interface DayChange {
  /** value now − value 24 h ago, display currency */
  change: string;
  /** percent of the value 24 h ago */
  percent: string;
  /** currencies held whose 24 h change no ticker gives (counted as unchanged) */
  unknown: string[];
}

/** Markets whose 24 h change stands for the display currency's: its own market, else the dollar's (the display currency's own move against the dollar is left out). */
function quotesFor(display: string): string[] {
  return [display, 'usdt', 'usd'].filter((q, i, all) => all.indexOf(q) === i);
}

export function dayChange(balances: readonly ValuedBalance[], tickers: ReadonlyMap<string, Ticker>, display: string): DayChange | null {
  let now: Decimal = ZERO;
  let before: Decimal = ZERO;
  const unknown: string[] = [];
  for (const b of balances) {
    if (b.value === null) continue;
    const value = new Big(b.value);
    if (value.eq(0)) continue;
    now = now.plus(value);
    const currency = b.currency.toLowerCase();
    if (currency === display) {
      before = before.plus(value);
      continue;
    }
    const ticker = quotesFor(display)
      .map((q) => tickers.get(`${currency}_${q}`) ?? tickers.get(`${currency}_${q}`.toUpperCase()))
      .find((t) => t !== undefined);
    const percent = ticker ? new Big(ticker.changePercent) : null;
    if (percent === null || percent.lte(-100)) {
      if (!['usdt', 'usd', 'usdc'].includes(currency)) unknown.push(b.currency);
      before = before.plus(value);
      continue;
    }
    before = before.plus(value.div(percent.div(100).plus(1)));
  }
  if (before.eq(0)) return null;
  const change = now.minus(before);
  return { change: decText(change), percent: decText(change.times(100).div(before).round(4)), unknown };
}
