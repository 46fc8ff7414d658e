/**
 * Deposits started through the payment gateway, followed until they end: the exchange has no
 * events, so each one's details are read every few seconds until it is `done` or `canceled`
 * (or too old to wait for). Its end is told once; main then closes the payment window and the
 * balances are read again.
 */
import type { FiatDepositFinished } from '../../../shared/contract/index.js';

export interface DepositState {
  status: string;
  amount: string;
  currency: string;
}

export interface DepositWatchOptions {
  read: (depositId: number, signal: AbortSignal) => Promise<DepositState>;
  onFinished: (finished: FiatDepositFinished) => void;
  intervalMs?: number;
  /** Stop waiting after this long: a payment page left open for hours is not watched forever. */
  giveUpMs?: number;
  now?: () => number;
}

const FINAL = new Set(['done', 'canceled', 'cancelled', 'failed', 'rejected']);

export function isFinalDepositStatus(status: string): boolean {
  return FINAL.has(status.toLowerCase());
}

export class DepositWatch {
  private readonly watched = new Map<number, { since: number; timer: ReturnType<typeof setTimeout> | null; abort: AbortController }>();
  private closed = false;

  constructor(private readonly options: DepositWatchOptions) {}

  get size(): number {
    return this.watched.size;
  }

  watch(depositId: number): void {
    if (this.closed || this.watched.has(depositId)) return;
    const now = this.options.now ?? Date.now;
    this.watched.set(depositId, { since: now(), timer: null, abort: new AbortController() });
    this.schedule(depositId);
  }

  private schedule(depositId: number): void {
    const entry = this.watched.get(depositId);
    if (!entry || this.closed) return;
    entry.timer = setTimeout(() => void this.look(depositId), this.options.intervalMs ?? 3000);
    entry.timer.unref?.();
  }

  private async look(depositId: number): Promise<void> {
    const entry = this.watched.get(depositId);
    if (!entry) return;
    const now = this.options.now ?? Date.now;
    try {
      const state = await this.options.read(depositId, entry.abort.signal);
      if (isFinalDepositStatus(state.status)) {
        this.stop(depositId);
        this.options.onFinished({ depositId, status: state.status, currency: state.currency, amount: state.amount });
        return;
      }
    } catch {
      // Looked at again next time; a deposit the exchange cannot show yet is not an error here.
    }
    if (now() - entry.since > (this.options.giveUpMs ?? 2 * 60 * 60_000)) this.stop(depositId);
    else this.schedule(depositId);
  }

  stop(depositId: number): void {
    const entry = this.watched.get(depositId);
    if (!entry) return;
    if (entry.timer) clearTimeout(entry.timer);
    entry.abort.abort();
    this.watched.delete(depositId);
  }

  close(): void {
    this.closed = true;
    for (const id of [...this.watched.keys()]) this.stop(id);
  }
}
