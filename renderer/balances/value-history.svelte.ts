/**
 * The portfolio's value over time, recorded from every balance poll the window sees, on whatever
 * view asked for it (Balances, Withdraw, Codes, Fiat…): no call of its own. Kept in localStorage
 * per account and display currency (portfolio-history.ts has the rules); Balances shows it.
 */
import { untrack } from 'svelte';
import type { RateCurrency } from '../../shared/contract/index.js';
import { valuePortfolio } from '../../shared/portfolio.js';
import { account } from '../common/account.svelte.js';
import { rates } from '../common/data.svelte.js';
import { historyKey, parseSamples, record, SAMPLE_GAP_MS, type Sample } from './portfolio-history.js';

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

class ValueHistory {
  /** The samples of `key`'s account and display currency. */
  samples = $state.raw<Sample[]>([]);
  private key: string | null = null;

  /** The account and display currency shown now (null: none); their samples are read once. */
  private use(key: string | null): void {
    if (key === this.key) return;
    this.key = key;
    this.samples = key ? parseSamples(readStored(key)) : [];
  }

  /** Reads the samples again (another tab of the same account may have kept some). */
  reread(): void {
    if (this.key) this.samples = parseSamples(readStored(this.key));
  }

  /** Keeps `total` as a sample of `key` (a point a minute; storage is read again only before a new point). */
  private keep(key: string, total: string): void {
    this.use(key);
    const last = this.samples.at(-1);
    const now = Date.now();
    if (!last || now - last.t >= SAMPLE_GAP_MS || now < last.t) this.reread();
    const next = record(this.samples, { t: now, v: total });
    if (next.length === this.samples.length && next.at(-1) === this.samples.at(-1)) return;
    this.samples = next;
    try {
      localStorage.setItem(key, JSON.stringify(next));
    } catch {
      // Storage full or off: the chart lasts for this run.
    }
  }

  /**
   * Called once by the app's root component: from then on every whole total (balances in, rates
   * in, figures current) is a sample, and `samples` follows the active account and display currency.
   */
  follow(): void {
    $effect(() => {
      const display: RateCurrency = account.settings.status === 'ready' ? account.settings.value.displayCurrency : 'usd';
      const key = account.active ? historyKey(account.active.id, display) : null;
      untrack(() => this.use(key));
      // Only a whole total of current figures: balances a view watches, rates in, every currency valued, no problem.
      if (!key || account.balances.status !== 'ready' || !account.balancesLive || account.staleSince !== null) return;
      const load = rates().state;
      if (load.status !== 'ready') return;
      const total = valuePortfolio(account.balances.value, load.value, display).total;
      // A total that misses a currency without a rate is no point of the line (it drew a drop to the dollars held).
      if (total === null) return;
      untrack(() => this.keep(key, total));
    });
  }
}

export const valueHistory = new ValueHistory();
