/**
 * Deposits credited and withdrawals completed, found by polling the newest page of the asset
 * history (v3 has no events): an operation seen for the first time as `done`, or seen before
 * with another status and now `done`, is news. The first page read after a start or an
 * account switch is only remembered, so old operations never notify. News is batched: at
 * most one `funds.settled` per 20 s, several operations summed up per currency.
 */
import type { FundsSettled, HistoryItem } from '../../../shared/contract/index.js';
import { decText, sum } from '../../../shared/decimal.js';
import { Poller } from '../account/poller.js';
import { Batcher } from './batcher.js';

export const NOTIFY_GAP_MS = 20_000;
/** How many of the newest operations are compared each time. */
export const SETTLEMENT_PAGE = 50;

export interface SettlementOptions {
  /** The newest operations of the active account (null: no account); codes already resolved. */
  read: (signal: AbortSignal) => Promise<HistoryItem[] | null>;
  intervalMs: () => number;
  notify: (settled: FundsSettled) => void;
  gapMs?: number;
  now?: () => number;
}

const key = (i: HistoryItem) => `${i.type}:${i.id}`;

export function summarize(items: readonly HistoryItem[]): FundsSettled {
  const total = (type: HistoryItem['type']) => {
    const byCurrency = new Map<string, string[]>();
    for (const i of items) if (i.type === type) byCurrency.set(i.currency ?? `#${i.currencyId}`, [...(byCurrency.get(i.currency ?? `#${i.currencyId}`) ?? []), i.amount]);
    return [...byCurrency].map(([currency, amounts]) => ({ currency, amount: decText(sum(amounts)) }));
  };
  return { deposits: total('deposit'), withdrawals: total('withdraw') };
}

export class SettlementWatch {
  private statuses: Map<string, string> | null = null;
  private readonly poller: Poller<HistoryItem[] | null>;
  private readonly batcher: Batcher<HistoryItem>;

  constructor(private readonly options: SettlementOptions) {
    this.batcher = new Batcher({ gapMs: options.gapMs ?? NOTIFY_GAP_MS, now: options.now, flush: (items) => options.notify(summarize(items)) });
    this.poller = new Poller({
      read: options.read,
      intervalMs: options.intervalMs,
      onValue: (items) => this.compare(items),
      // A failed look is tried again at the next interval; the account views report problems.
      onError: () => undefined,
    });
  }

  /** Watch while anyone could hear it: a window, or the tray. */
  setActive(active: boolean): void {
    if (active) this.poller.start();
    else this.poller.stop();
  }

  /** Look now (after a withdrawal, say). */
  check(): Promise<void> {
    return this.poller.now();
  }

  /** The account changed: what is known, and what is held, belonged to the old one. */
  reset(): void {
    this.statuses = null;
    this.batcher.clear();
    void this.poller.restart();
  }

  close(): void {
    this.poller.stop();
    this.batcher.clear();
  }

  private compare(items: HistoryItem[] | null): void {
    if (items === null) {
      this.statuses = null;
      return;
    }
    const before = this.statuses;
    const next = new Map(before ?? []);
    const news: HistoryItem[] = [];
    for (const item of items) {
      const was = before?.get(key(item));
      if (before && item.status === 'done' && was !== 'done') news.push(item);
      next.set(key(item), item.status);
    }
    // Bounded: only what the newest pages can still show is worth remembering.
    this.statuses = new Map([...next].slice(-SETTLEMENT_PAGE * 4));
    this.batcher.add(news);
  }
}
