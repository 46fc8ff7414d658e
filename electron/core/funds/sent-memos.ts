/**
 * The memo (destination tag, memo) Satchel sent with each withdrawal. The exchange's history and
 * a withdrawal's details never return it, yet a person's books need it (an exchange credits a
 * deposit by it): the CSV export fills its memo column from here. Kept in the user-data folder
 * (`withdrawal-memos.json`, as storage/json-file.ts writes) per exchange account and withdrawal
 * id, at most MAX_SENT_MEMOS, the oldest dropped first. With each memo its currency and address:
 * a row gets the memo only when those are the row's too, so an id the exchange gives again (the
 * demo exchange starts anew every run) never borrows another withdrawal's memo.
 */
import path from 'node:path';
import { readJsonFile, writeJsonFile } from '../storage/json-file.js';

export const SENT_MEMOS_FILE = 'withdrawal-memos.json';
/** Years of withdrawals with a memo for anyone; about 1 MB at most. */
export const MAX_SENT_MEMOS = 5000;

export interface SentMemo {
  /** The exchange account (keys/exchange-account.ts). */
  account: string;
  withdrawalId: number;
  currency: string;
  address: string;
  memo: string;
}

const isText = (x: unknown, max: number): x is string => typeof x === 'string' && x.length > 0 && x.length <= max;

function valid(entry: unknown): entry is SentMemo {
  const e = (entry ?? {}) as Record<string, unknown>;
  return isText(e.account, 1024) && Number.isSafeInteger(e.withdrawalId) && (e.withdrawalId as number) > 0 && isText(e.currency, 32) && isText(e.address, 256) && isText(e.memo, 128);
}

const keyOf = (account: string, withdrawalId: number) => `${account}\n${withdrawalId}`;

export class SentMemos {
  private entries: Map<string, SentMemo> | null = null;
  private readonly file: string;

  constructor(userDataDir: string) {
    this.file = path.join(userDataDir, SENT_MEMOS_FILE);
  }

  record(sent: SentMemo): void {
    const entries = this.load();
    const key = keyOf(sent.account, sent.withdrawalId);
    entries.delete(key);
    entries.set(key, { ...sent, currency: sent.currency.toLowerCase() });
    while (entries.size > MAX_SENT_MEMOS) entries.delete(entries.keys().next().value as string);
    // On a full disk the memo is still known for this run.
    writeJsonFile(this.file, { version: 1, memos: [...entries.values()] });
  }

  /** The memo sent with this withdrawal, if it went where the history says (else ''). */
  memoOf(account: string, withdrawalId: number, currency: string, address: string): string {
    const sent = this.load().get(keyOf(account, withdrawalId));
    return sent && sent.currency === currency.toLowerCase() && sent.address === address ? sent.memo : '';
  }

  private load(): Map<string, SentMemo> {
    if (this.entries) return this.entries;
    const entries = new Map<string, SentMemo>();
    const data = readJsonFile(this.file);
    const list = data && typeof data === 'object' ? (data as { memos?: unknown }).memos : undefined;
    if (Array.isArray(list)) {
      for (const entry of list.slice(-MAX_SENT_MEMOS)) {
        if (valid(entry)) entries.set(keyOf(entry.account, entry.withdrawalId), { account: entry.account, withdrawalId: entry.withdrawalId, currency: entry.currency, address: entry.address, memo: entry.memo });
      }
    }
    return (this.entries = entries);
  }
}
