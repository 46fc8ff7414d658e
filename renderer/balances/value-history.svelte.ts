/**
 * The portfolio's value over time, recorded from every balance poll the window sees, on whatever
 * view asked for it (Balances, Withdraw, Codes, Fiat…): no call to the exchange of its own. Kept
 * by the core in the user-data folder per account and display currency (valueHistory.*;
 * shared/portfolio-history.ts has the rules), so it does not depend on this page's origin (browser
 * mode's port). A history this window kept before in localStorage is handed over once, when the
 * core has none, and then removed here. Balances shows it.
 */
import { untrack } from 'svelte';
import type { RateCurrency } from '../../shared/contract/index.js';
import { dec, decText } from '../../shared/decimal.js';
import { valuePortfolio } from '../../shared/portfolio.js';
import { session } from '../common/app-session.svelte.js';
import { accountData } from '../common/account-data.svelte.js';
import { getBridge } from '../common/bridge.js';
import { rates } from '../common/data.svelte.js';
import { historyKey, MAX_SAMPLES, parseSamples, SAMPLE_GAP_MS, type Sample } from './portfolio-history.js';

/**
 * A point of the chart to 12 digits after the point: far finer than any display currency shows,
 * and within what the core takes (an exact product of a balance and a rate can have 40 and more).
 */
function chartValue(total: string): string {
  return decText(dec(total).round(12));
}

type Which = { profileId: string; currency: RateCurrency };

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function forgetStored(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage off: nothing was kept there either.
  }
}

class ValueHistory {
  /** The samples of the account and display currency shown now. */
  samples = $state.raw<Sample[]>([]);
  private which: Which | null = null;
  /** What was last sent to the core, so a poll with the same total within the gap sends nothing. */
  private sent: { value: string; at: number } | null = null;

  private same(which: Which | null): boolean {
    return which?.profileId === this.which?.profileId && which?.currency === this.which?.currency;
  }

  /** The account and display currency shown now (null: none); their samples are read once. */
  private use(which: Which | null): void {
    if (this.same(which)) return;
    this.which = which;
    this.sent = null;
    this.samples = [];
    if (which) void this.load(which);
  }

  /** The core's samples, after handing over what this window's storage still holds (once). */
  private async load(which: Which): Promise<void> {
    const bridge = getBridge();
    const stored = historyKey(which.profileId, which.currency);
    const old = parseSamples(readStored(stored))
      .slice(-MAX_SAMPLES)
      .map((sample) => ({ ...sample, v: chartValue(sample.v) }));
    const result = old.length > 0 ? await bridge.call('valueHistory.adopt', { ...which, samples: old }) : await bridge.call('valueHistory.get', which);
    if (!result.ok) return;
    if (old.length > 0) forgetStored(stored);
    if (this.same(which)) this.samples = result.value;
  }

  /** Reads the samples again (another window of the same account may have recorded some). */
  reread(): void {
    if (this.which) void this.load(this.which);
  }

  /** Hands `total` to the core as a sample (it keeps at most one a minute). */
  private keep(which: Which, exact: string): void {
    this.use(which);
    const total = chartValue(exact);
    const now = Date.now();
    if (this.sent && this.sent.value === total && now - this.sent.at < SAMPLE_GAP_MS && now >= this.sent.at) return;
    this.sent = { value: total, at: now };
    void getBridge()
      .call('valueHistory.record', { ...which, value: total })
      .then((result) => {
        if (result.ok && this.same(which)) this.samples = result.value;
      });
  }

  /**
   * Called once by the app's root component: from then on every whole total (balances in, rates
   * in, figures current) is a sample, and `samples` follows the active account and display currency.
   */
  follow(): void {
    $effect(() => {
      const display: RateCurrency = session.settings.status === 'ready' ? session.settings.value.displayCurrency : 'usd';
      const which: Which | null = session.active ? { profileId: session.active.id, currency: display } : null;
      untrack(() => this.use(which));
      // Only a whole total of current figures: balances a view watches, rates in, every currency valued, no problem.
      if (!which || accountData.balances.status !== 'ready' || !accountData.balancesLive || accountData.staleSince !== null) return;
      const load = rates().state;
      if (load.status !== 'ready') return;
      const total = valuePortfolio(accountData.balances.value, load.value, display).total;
      // A total that misses a currency without a rate is no point of the line (it drew a drop to the dollars held).
      if (total === null) return;
      untrack(() => this.keep(which, total));
    });
  }
}

export const valueHistory = new ValueHistory();
