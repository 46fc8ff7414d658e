/** The history view's form, as the contract's filter: dates as local whole days, nothing invented. */
import type { HistoryFilter } from '../../shared/contract/index.js';
import { HISTORY_STATUSES, type HISTORY_TYPES } from '../../shared/contract/index.js';
import { m } from '../../shared/i18n/language.js';
import { localDayEnd, localDayStart } from '../common/dates.js';

export interface HistoryForm {
  type: (typeof HISTORY_TYPES)[number];
  /** '' for every currency. */
  currency: string;
  statuses: Record<(typeof HISTORY_STATUSES)[number], boolean>;
  from: string;
  to: string;
  orderBy: HistoryFilter['orderBy'];
  orderDir: HistoryFilter['orderDir'];
}

export function emptyHistoryForm(currency = ''): HistoryForm {
  return { type: 'all', currency, statuses: { done: false, pending: false, canceled: false }, from: '', to: '', orderBy: 'created_at', orderDir: 'desc' };
}

export type BuiltFilter = { ok: true; filter: HistoryFilter } | { ok: false; field: 'from' | 'to' | 'orderBy'; message: string };

export function historyFilter(form: HistoryForm): BuiltFilter {
  const from = form.from.trim() === '' ? null : localDayStart(form.from);
  if (from === null && form.from.trim() !== '') return { ok: false, field: 'from', message: m.funds_history_from_invalid() };
  const to = form.to.trim() === '' ? null : localDayEnd(form.to);
  if (to === null && form.to.trim() !== '') return { ok: false, field: 'to', message: m.funds_history_to_invalid() };
  if (from !== null && to !== null && from > to) return { ok: false, field: 'to', message: m.funds_history_to_before_from() };
  // The exchange sorts by amount itself, page by page, by the bare number across currencies (1 BTC
  // below 2 DOGE); sorting by value would need every page and every past rate. One currency's
  // amounts compare honestly, so an amount sort asks for one (docs/funds.md).
  if (form.orderBy === 'amount' && !form.currency) {
    return { ok: false, field: 'orderBy', message: m.funds_history_amount_needs_currency() };
  }
  return {
    ok: true,
    filter: {
      type: form.type,
      currencies: form.currency ? [form.currency] : [],
      statuses: HISTORY_STATUSES.filter((s) => form.statuses[s]),
      from,
      to,
      orderBy: form.orderBy,
      orderDir: form.orderDir,
    },
  };
}
