/**
 * The portfolio's figures as a whole: its total, allocation and 24 h change, or why they cannot
 * be computed now. A sum of the part that has a rate was shown as the portfolio's value ("0 USD"
 * with the rates gone, only the dollars held with the host stopped); now such a moment shows the
 * last whole figures, dated, or says in words why there is no figure. Pure.
 */
import type { Portfolio } from '../../shared/portfolio.js';
import { allocationSlices, type Slice } from './balances.js';
import type { DayChange } from './day-change.js';
import { m } from '../../shared/i18n/language.js';

export interface WholeFigures {
  /** Whose they are: the account and display currency (historyKey). */
  key: string;
  total: string;
  slices: Slice[];
  change: DayChange | null;
  /** Until when they were current (ms since the epoch). */
  at: number;
}

export type RatesState = 'loading' | 'ready' | 'error';

/** The figures of `portfolio` when it is whole, else null. */
export function wholeFigures(key: string, portfolio: Portfolio, change: DayChange | null, at: number): WholeFigures | null {
  if (portfolio.total === null) return null;
  return { key, total: portfolio.total, slices: allocationSlices(portfolio.balances), change, at };
}

/** Why the total cannot be computed now, in a person's words; null when it can (or the rates are still on their way). */
export function whyNoTotal(portfolio: Portfolio, rates: RatesState): string | null {
  if (portfolio.total !== null) return null;
  if (rates === 'loading') return null;
  const code = portfolio.currency.toUpperCase();
  if (rates === 'error') return m.trading_no_rates({ currency: code });
  const names = portfolio.unpriced.map((c) => c.toUpperCase());
  return m.trading_no_rate_for({ count: names.length, currencies: names.join(', '), currency: code });
}
