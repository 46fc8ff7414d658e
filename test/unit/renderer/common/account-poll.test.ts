import { describe, expect, it } from 'vitest';
import type { AppErrorData, Balance, Order } from '../../../../shared/contract/index.js';
import { AccountPoll, type ActiveAccount } from '../../../../renderer/common/account-poll.js';
import type { Load } from '../../../../renderer/common/loader.js';
import { BridgeDouble } from '../../../support/bridge-double.js';

/** The active account's data as the window keeps it, its fields plain instead of runes. */
class Kept extends AccountPoll {
  balances: Load<Balance[]> = { status: 'loading' };
  orders: Load<Order[]> = { status: 'loading' };
  problem: AppErrorData | null = null;
  staleSince: number | null = null;
  balancesLive = false;
  /** What a host reconnect does (account-data.svelte.ts calls it from the feed). */
  hostBack(): void {
    this.watchAgain();
  }
}

/** The session's side: whether there is an account, and its switches. */
class Session implements ActiveAccount {
  hasAccount: boolean | null = null;
  private listener: ((change: { first: boolean }) => void) | null = null;
  onActiveChange(listener: (change: { first: boolean }) => void): void {
    this.listener = listener;
  }
  /** main's list of accounts arrives (the first one) or names another active account. */
  switchTo(has: boolean, first: boolean): void {
    this.hasAccount = has;
    this.listener!({ first });
  }
}

const btc: Balance = { walletType: 'spot', currency: 'btc', total: '1.5', available: '1.25', locked: '0.25' };
const usdt: Balance = { walletType: 'spot', currency: 'usdt', total: '10', available: '10', locked: '0' };
const down: AppErrorData = { kind: 'network', message: 'Cannot reach the exchange.' };

function setUp(hasAccount: boolean | null = true) {
  const main = new BridgeDouble();
  const session = new Session();
  session.hasAccount = hasAccount;
  let now = 1_000;
  const kept = new Kept(() => main, session, () => now);
  kept.start();
  return { main, session, kept, later: (ms: number) => (now += ms) };
}

describe('the active account’s data: one watch for what the views need', () => {
  it('sends one watch for the union of what is shown, and stops watching when the last view goes', async () => {
    const { main, kept } = setUp();
    const releaseBalances = kept.need('balances');
    const releaseAgain = kept.need('balances');
    expect(main.requests('account.watch')).toEqual([{ balances: true, orders: false }]);
    const releaseOrders = kept.need('orders');
    expect(main.requests('account.watch')).toEqual([{ balances: true, orders: false }, { balances: true, orders: true }]);
    releaseBalances();
    releaseBalances();
    expect(main.requests('account.watch')).toHaveLength(2);
    releaseAgain();
    releaseOrders();
    expect(main.requests('account.watch').slice(2)).toEqual([{ balances: false, orders: true }, { balances: false, orders: false }]);
  });

  it('asks once directly when a view first needs them, and keeps what main pushes since', async () => {
    const { main, kept } = setUp();
    kept.need('balances');
    kept.need('balances');
    kept.need('orders');
    expect(main.calls.filter((c) => c.name === 'balances.list' || c.name === 'orders.active').map((c) => c.name)).toEqual(['balances.list', 'orders.active']);
    await main.answer('balances.list', { ok: true, value: [btc] });
    expect(kept.balances).toEqual({ status: 'ready', value: [btc] });
    main.emit('balances.changed', [btc, usdt]);
    main.emit('orders.changed', []);
    expect(kept.balances).toEqual({ status: 'ready', value: [btc, usdt] });
    expect(kept.orders).toEqual({ status: 'ready', value: [] });
  });

  it('says why nothing shows when the first answer fails, and keeps figures already shown when a later one does', async () => {
    const { main, kept } = setUp();
    const release = kept.need('balances');
    await main.answer('balances.list', { ok: false, error: down });
    expect(kept.balances).toEqual({ status: 'error', error: down });
    main.emit('balances.changed', [btc]);
    release();
    kept.need('balances');
    await main.answer('balances.list', { ok: false, error: down });
    expect(kept.balances).toEqual({ status: 'ready', value: [btc] });
  });

  it('asks for nothing before there is an account, and loads what is shown once the first list names one', async () => {
    const { main, session, kept } = setUp(null);
    kept.need('balances');
    expect(main.requests('balances.list')).toHaveLength(0);
    expect(main.requests('account.watch')).toEqual([{ balances: true, orders: false }]);
    session.switchTo(false, true);
    expect(main.requests('balances.list')).toHaveLength(0);
    session.switchTo(true, false);
    expect(main.requests('balances.list')).toHaveLength(1);
  });
});

describe('the active account’s data when the account changes', () => {
  it('shows nothing of the account before: its figures, its problem and their staleness go, and the new one’s are asked for', async () => {
    const { main, session, kept } = setUp();
    kept.need('balances');
    kept.need('orders');
    await main.answer('balances.list', { ok: true, value: [btc] });
    await main.answer('orders.active', { ok: true, value: [] });
    main.emit('account.problem', down);
    session.switchTo(true, false);
    expect(kept.balances).toEqual({ status: 'loading' });
    expect(kept.orders).toEqual({ status: 'loading' });
    expect(kept.balancesLive).toBe(false);
    expect(kept.problem).toBeNull();
    expect(kept.staleSince).toBeNull();
    expect(main.requests('balances.list')).toHaveLength(2);
    expect(main.requests('orders.active')).toHaveLength(2);
  });

  it('keeps what it has when main’s first list of accounts arrives (no account changed)', async () => {
    const { main, session, kept } = setUp();
    kept.need('balances');
    await main.answer('balances.list', { ok: true, value: [btc] });
    session.switchTo(true, true);
    expect(kept.balances).toEqual({ status: 'ready', value: [btc] });
    expect(main.requests('balances.list')).toHaveLength(2);
  });
});

describe('whether the figures are current', () => {
  it('counts balances as live only while a view watches them and an answer came since', async () => {
    const { main, kept } = setUp();
    main.emit('balances.changed', [btc]);
    expect(kept.balancesLive).toBe(false);
    const release = kept.need('balances');
    expect(kept.balancesLive).toBe(false);
    main.emit('balances.changed', [btc]);
    expect(kept.balancesLive).toBe(true);
    release();
    expect(kept.balancesLive).toBe(false);
  });

  it('dates the staleness from the first problem in a row, and forgets it once a poll works', () => {
    const { main, kept, later } = setUp();
    main.emit('account.problem', down);
    expect(kept.staleSince).toBe(1_000);
    later(5_000);
    main.emit('account.problem', { kind: 'unavailable', message: 'The exchange is busy.' });
    expect(kept.staleSince).toBe(1_000);
    expect(kept.problem?.kind).toBe('unavailable');
    main.emit('account.problem', null);
    expect(kept.staleSince).toBeNull();
    expect(kept.problem).toBeNull();
  });
});

describe('Refresh and reconnects', () => {
  it('Refresh turns an error back into loading, polls now, and asks again for what is shown', async () => {
    const { main, kept } = setUp();
    kept.need('orders');
    await main.answer('orders.active', { ok: false, error: down });
    const refreshed = kept.refresh();
    expect(kept.orders).toEqual({ status: 'loading' });
    expect(main.requests('account.refresh')).toHaveLength(1);
    await main.answer('account.refresh', { ok: true, value: null });
    expect(await refreshed).toEqual({ ok: true, value: null });
    expect(main.requests('orders.active')).toHaveLength(2);
    expect(main.requests('balances.list')).toHaveLength(0);
  });

  it('listens to main once however often it is started, and says again what it watches after the host is back', () => {
    const { main, kept } = setUp();
    kept.start();
    expect(main.listening('balances.changed')).toBe(1);
    expect(main.listening('orders.changed')).toBe(1);
    expect(main.listening('account.problem')).toBe(1);
    kept.need('orders');
    kept.hostBack();
    expect(main.requests('account.watch')).toEqual([
      { balances: false, orders: true },
      { balances: false, orders: true },
    ]);
  });
});
