/**
 * The order-history form → the 'orders.history' request. Dates are the person's local days:
 * "From" starts at its local midnight, "To" includes its whole day.
 */
import type { OrderHistoryQuery } from '../../shared/contract/index.js';
import { dateInputValue, localDayEnd, localDayStart } from '../common/dates.js';
import { m } from '../../shared/i18n/language.js';

export interface HistoryForm {
  /** "YYYY-MM-DD" or '' (then two weeks before "To", as the exchange's own default). */
  from: string;
  /** "YYYY-MM-DD" or '' (then now). */
  to: string;
  limit: string;
  sort: 'newest' | 'oldest';
  /** A market key, or '' for all markets. */
  market: string;
}

export const DEFAULT_LIMIT = 25;
export const MAX_LIMIT = 1000;
export const TWO_WEEKS_MS = 14 * 24 * 60 * 60 * 1000;

export type HistoryQueryResult =
  | { ok: true; query: OrderHistoryQuery }
  | { ok: false; field: 'from' | 'to' | 'limit'; message: string };

/** What the form shows first: the exchange's defaults written out (last two weeks, 25, newest first). */
export function defaultHistoryForm(now: number): HistoryForm {
  return { from: dateInputValue(now - TWO_WEEKS_MS), to: dateInputValue(now), limit: String(DEFAULT_LIMIT), sort: 'newest', market: '' };
}

export function historyQuery(form: HistoryForm): HistoryQueryResult {
  const query: OrderHistoryQuery = {};
  let end: number | undefined;
  if (form.to.trim() !== '') {
    const value = localDayEnd(form.to);
    if (value === null) return { ok: false, field: 'to', message: m.trading_history_to_date() };
    end = value;
    query.end = value;
  }
  if (form.from.trim() !== '') {
    const value = localDayStart(form.from);
    if (value === null) return { ok: false, field: 'from', message: m.trading_history_from_date() };
    if (value < 0) return { ok: false, field: 'from', message: m.trading_history_from_1970() };
    if (end !== undefined && value > end) return { ok: false, field: 'from', message: m.trading_history_from_after_to() };
    query.start = value;
  } else if (end !== undefined) {
    // Without a start the exchange would count two weeks back from now, not from "To".
    query.start = Math.max(0, end + 1 - TWO_WEEKS_MS);
  }
  const limitText = String(form.limit).trim();
  if (limitText !== '') {
    const limit = Number(limitText);
    if (!/^\d+$/.test(limitText) || !Number.isSafeInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
      return { ok: false, field: 'limit', message: m.trading_history_limit({ max: String(MAX_LIMIT) }) };
    }
    query.limit = limit;
  }
  query.sort = form.sort === 'oldest' ? 1 : -1;
  if (form.market !== '') query.market = form.market;
  return { ok: true, query };
}
