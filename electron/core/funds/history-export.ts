/**
 * One row of the CSV export of the asset history. The history itself names an operation's type,
 * currency id, amount, status and destination only; the rest a person needs for their books
 * (the fee, the total debited, the transaction id, the support number) is in each operation's
 * details, read one by one. The exchange reports no memo for an operation: a deposit on a memo
 * coin to the account's current deposit address carries that address's memo (a deposit without
 * it is never credited); a withdrawal, the memo Satchel sent with it (funds/sent-memos.ts);
 * anything else leaves the cell empty.
 */
import { AppError, type HistoryItem } from '../../../shared/contract/index.js';
import { statusWords } from '../../../shared/words/index.js';
import { depositDetails, depositInfo } from '../exchange/deposits.js';
import type { PrivateApi } from '../exchange/private.js';
import { withdrawalDetails } from '../exchange/withdrawals.js';
import type { CurrencyDirectory } from './currencies.js';

export const CSV_HEADER = ['id', 'type', 'created_at_utc', 'currency', 'amount', 'fee', 'total', 'status', 'destination', 'memo', 'txid', 'support_id'] as const;

interface Extra {
  fee: string;
  total: string;
  memo: string;
  txid: string;
  sn: string;
}

const NONE: Extra = { fee: '', total: '', memo: '', txid: '', sn: '' };

/** Reads what the CSV needs beyond the history; the deposit address of a memo coin is read once per export. */
export function historyRows(api: () => PrivateApi, currencies: () => CurrencyDirectory, sentMemo: (item: HistoryItem) => string) {
  const depositAddresses = new Map<string, Promise<{ address?: string | null; memo?: string | null }>>();
  const depositAddressOf = (code: string) => {
    const known = depositAddresses.get(code);
    if (known) return known;
    const reading = depositInfo(api(), code);
    depositAddresses.set(code, reading);
    return reading;
  };

  const extra = async (item: HistoryItem): Promise<Extra> => {
    try {
      if (item.type === 'withdraw') {
        const d = await withdrawalDetails(api(), item.id);
        return { fee: d.fee, total: d.totalAmount, memo: sentMemo(item), txid: d.txid, sn: d.sn };
      }
      const d = await depositDetails(api(), item.id);
      let memo = '';
      const currency = await currencies().byId(item.currencyId);
      if (currency?.hasMemo && currency.coin && item.destination) {
        const own = await depositAddressOf(currency.code);
        if (own.address === item.destination && own.memo) memo = own.memo;
      }
      return { ...NONE, memo, txid: d.txid, sn: d.sn };
    } catch (error) {
      // An operation the exchange lists but cannot detail is still written, without the extra columns.
      if (error instanceof AppError && error.kind === 'not-found') return { ...NONE, memo: item.type === 'withdraw' ? sentMemo(item) : '' };
      throw error;
    }
  };

  return async (item: HistoryItem): Promise<string[]> => {
    const e = await extra(item);
    return [
      String(item.id),
      item.type,
      new Date(item.createdAt).toISOString(),
      item.currency?.toUpperCase() ?? `#${item.currencyId}`,
      item.amount,
      e.fee,
      e.total,
      // English whatever the app speaks: a column a spreadsheet filters on keeps its values (docs/funds.md, "The CSV").
      statusWords(item.status, 'en'),
      item.destination,
      e.memo,
      e.txid,
      e.sn,
    ];
  };
}
