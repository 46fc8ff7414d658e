/**
 * The last whole figures of the portfolio (total, allocation, 24 h change) for the account and
 * display currency shown, kept from whichever view watches the balances, so that Balances can
 * show them dated while the total cannot be computed (whole-figures.ts). For this run only.
 */
import type { RateCurrency } from '../../shared/contract/index.js';
import { valuePortfolio } from '../../shared/portfolio.js';
import { session } from '../common/app-session.svelte.js';
import { accountData } from '../common/account-data.svelte.js';
import { rates } from '../common/data.svelte.js';
import { feed } from '../common/feed.svelte.js';
import { dayChange } from './day-change.js';
import { historyKey } from './portfolio-history.js';
import { wholeFigures, type WholeFigures } from './whole-figures.js';

class LastWholeFigures {
  private last = $state.raw<WholeFigures | null>(null);

  /** The last whole figures of `key`'s account and display currency, if any were seen this run. */
  of(key: string | null): WholeFigures | null {
    return key !== null && this.last?.key === key ? this.last : null;
  }

  /** Called once by the app's root component. */
  follow(): void {
    $effect(() => {
      const display: RateCurrency = session.settings.status === 'ready' ? session.settings.value.displayCurrency : 'usd';
      if (!session.active || accountData.balances.status !== 'ready') return;
      const load = rates().state;
      if (load.status !== 'ready') return;
      const portfolio = valuePortfolio(accountData.balances.value, load.value, display);
      // Balances kept while the account could not be polled were current until then.
      const at = accountData.staleSince ?? Date.now();
      const figures = wholeFigures(historyKey(session.active.id, display), portfolio, dayChange(portfolio.balances, feed.tickers, display), at);
      if (figures) this.last = figures;
    });
  }
}

export const lastWholeFigures = new LastWholeFigures();
