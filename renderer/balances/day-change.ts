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

type Tickers = ReadonlyMap<string, Ticker>;

const tickerOf = (tickers: Tickers, symbol: string): Ticker | undefined => tickers.get(symbol) ?? tickers.get(symbol.toUpperCase());

/** Price now ÷ price 24 h ago of one `base` in `quote`, from their market either way round (USDT/RUB tells RUB in USDT). */
function pairGrowth(tickers: Tickers, base: string, quote: string): Decimal | null {
  const growth = (t: Ticker | undefined): Decimal | null => {
    if (!t) return null;
    const g = new Big(t.changePercent).div(100).plus(1);
    return g.gt(0) ? g : null;
  };
  const direct = growth(tickerOf(tickers, `${base}_${quote}`));
  if (direct) return direct;
  const inverted = growth(tickerOf(tickers, `${quote}_${base}`));
  return inverted ? new Big(1).div(inverted) : null;
}

/** The currencies `currency` has a market with, the usual go-betweens first. */
function neighbours(tickers: Tickers, currency: string): string[] {
  const found = new Set<string>();
  for (const t of tickers.values()) {
    const [base, quote] = t.symbol.toLowerCase().split('_');
    if (base === currency && quote) found.add(quote);
    else if (quote === currency && base) found.add(base);
  }
  const usual = ['btc', 'usdt', 'eth', 'usd'];
  return [...usual.filter((c) => found.has(c)), ...[...found].filter((c) => !usual.includes(c))];
}

/** `currency`'s 24 h growth against the display currency: a market of its own first, else through one market between (DASH/BTC then BTC/USDT). */
function growthOf(tickers: Tickers, currency: string, display: string): Decimal | null {
  const targets = quotesFor(display);
  for (const q of targets) {
    const g = pairGrowth(tickers, currency, q);
    if (g) return g;
  }
  for (const q of targets) {
    for (const via of neighbours(tickers, currency)) {
      if (via === q) continue;
      const first = pairGrowth(tickers, currency, via);
      const second = first && pairGrowth(tickers, via, q);
      if (first && second) return first.times(second);
    }
  }
  return null;
}

/** null when nothing is valued, or when a currency held has no value: the change of a part is not the portfolio's. */
export function dayChange(balances: readonly ValuedBalance[], tickers: Tickers, display: string): DayChange | null {
  if (balances.some((b) => b.value === null && new Big(b.total).gt(0))) return null;
  let now: Decimal = ZERO;
  let before: Decimal = ZERO;
  const unknown: string[] = [];
  for (const b of balances) {
    if (b.value === null) continue;
    const value = new Big(b.value);
    if (value.eq(0)) continue;
    now = now.plus(value);
    const currency = b.currency.toLowerCase();
    // The display currency, and the dollar standing for it, are the measure: unchanged.
    if (quotesFor(display).includes(currency)) {
      before = before.plus(value);
      continue;
    }
    const growth = growthOf(tickers, currency, display);
    if (growth === null) {
      if (!['usdt', 'usd', 'usdc'].includes(currency)) unknown.push(b.currency);
      before = before.plus(value);
      continue;
    }
    before = before.plus(value.div(growth));
  }
  if (before.eq(0)) return null;
  const change = now.minus(before);
  return { change: decText(change), percent: decText(change.times(100).div(before).round(4)), unknown };
}
