/**
 * The active account's data as main polls it: balances and open orders, whether the last poll
 * failed and since when the figures are stale (account-poll.ts says how they are asked for and
 * kept; here its fields are runes). The only sender of 'account.watch'.
 */
import type { AppErrorData, Balance, Order } from '../../shared/contract/index.js';
import { AccountPoll } from './account-poll.js';
import { session } from './app-session.svelte.js';
import { getBridge } from './bridge.js';
import { feed } from './feed.svelte.js';
import type { Load } from './loader.js';

class AccountData extends AccountPoll {
  balances = $state.raw<Load<Balance[]>>({ status: 'loading' });
  orders = $state.raw<Load<Order[]>>({ status: 'loading' });
  problem = $state.raw<AppErrorData | null>(null);
  staleSince = $state<number | null>(null);
  balancesLive = $state(false);
  private listening = false;

  override start(): void {
    super.start();
    if (this.listening) return;
    this.listening = true;
    feed.onHostReconnect(() => this.watchAgain());
  }
}

export const accountData = new AccountData(getBridge, session);
