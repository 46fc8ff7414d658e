import { AppError, type HistoryFilter, type HistoryPage } from '../../../../shared/contract/index.js';
import { csvText } from '../../../../shared/funds/csv.js';
import { assetsHistory, type AssetsHistoryQuery } from '../../exchange/assets-history.js';
import { CSV_HEADER, historyRows } from '../../funds/history-export.js';
import { exchangeAccountKey } from '../../keys/exchange-account.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';
import { m } from '../../../../shared/i18n/language.js';

type HistoryOps = 'history.list' | 'history.export';

export type HistoryNeeds = Pick<Services, 'privateApi' | 'currencies' | 'options' | 'activeProfile' | 'sentMemos' | 'saveFile'>;

/** The page size of an export: the document gives no maximum, and 100 is what every exchange we know of allows. */
export const EXPORT_PAGE_SIZE = 100;
/** 100 000 operations: far more than a person's history, and a bound on what one export may hold. */
const MAX_EXPORT_PAGES = 1000;

/** The account's deposits and withdrawals with every filter of the document, and their export to CSV. */
export function historyHandlers(s: HistoryNeeds): Pick<Handlers, HistoryOps> {
  const query = async (filter: HistoryFilter): Promise<AssetsHistoryQuery> => {
    const directory = s.currencies();
    const currencyIds = await Promise.all(filter.currencies.map(async (code) => (await directory.byCode(code)).id));
    if (filter.from !== null && filter.to !== null && filter.from > filter.to) throw new AppError('validation', 'The start date must not be after the end date.');
    return {
      type: filter.type === 'all' ? undefined : filter.type,
      currencyIds,
      statuses: [...filter.statuses],
      // The exchange counts whole seconds, bounds included: the seconds the chosen moments fall in.
      dateFrom: filter.from === null ? undefined : Math.floor(filter.from / 1000),
      dateTo: filter.to === null ? undefined : Math.floor(filter.to / 1000),
      orderBy: filter.orderBy,
      orderDir: filter.orderDir,
    };
  };
  const page = async (filter: HistoryFilter, q: AssetsHistoryQuery, pageNo: number, perPage: number): Promise<HistoryPage> => {
    const answer = await assetsHistory(s.privateApi(), { ...q, page: pageNo, perPage });
    const codes = await s.currencies().codes(answer.items.map((i) => i.currencyId));
    return {
      totalItems: answer.totalItems,
      page: pageNo,
      perPage,
      items: answer.items.map((item) => ({ ...item, currency: codes.get(item.currencyId) ?? null })),
      currencies: answer.currencies,
    };
  };

  return {
    'history.list': async ({ filter, page: pageNo, perPage }) => page(filter, await query(filter), pageNo, perPage),
    'history.export': async ({ filter }, session) => {
      const q = await query(filter);
      const profile = s.activeProfile();
      const account = profile ? exchangeAccountKey(profile) : null;
      const rowOf = historyRows(s.privateApi, s.currencies, (item) => (account === null ? '' : s.sentMemos.memoOf(account, item.id, item.currency ?? '', item.destination)));
      const rows: string[][] = [];
      // An operation that arrives during the export shifts the pages: one already written must not be written twice.
      const seen = new Set<string>();
      let pages = 1;
      for (let n = 1; n <= pages; n++) {
        const answer = await page(filter, q, n, EXPORT_PAGE_SIZE);
        pages = Math.min(MAX_EXPORT_PAGES, Math.max(1, Math.ceil(answer.totalItems / EXPORT_PAGE_SIZE)));
        for (const item of answer.items) {
          const key = `${item.type}:${item.id}`;
          if (seen.has(key)) continue;
          seen.add(key);
          rows.push(await rowOf(item));
        }
        session.emit('history.exportProgress', { page: n, pages });
        // A server that answers fewer items than it counted would otherwise be asked forever for empty pages.
        if (answer.items.length === 0) break;
      }
      const csv = csvText(CSV_HEADER, rows);
      const day = new Date().toISOString().slice(0, 10);
      const suggestedName = `satchel-history-${day}.csv`;
      const saved = await s.saveFile(session, { suggestedName, content: csv, title: m.core_save_history() });
      if (saved.saved === 'download') return { saved: 'download', fileName: saved.fileName, csv: saved.content, rows: rows.length };
      return saved.saved === 'file' ? { saved: 'file', path: saved.path, rows: rows.length } : { saved: 'cancelled', rows: rows.length };
    },
  };
}
