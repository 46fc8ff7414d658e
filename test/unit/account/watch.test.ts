import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppError, type AppErrorData, type Balance, type EventName, type Events, type Order } from '../../../shared/contract/index.js';
import { AccountWatch, type AccountSource } from '../../../electron/core/account/watch.js';
import { Poller } from '../../../electron/core/account/poller.js';
import type { Session } from '../../../electron/core/base/session.js';

function until(check: () => boolean, timeoutMs = 3000): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = () => (check() ? resolve() : Date.now() - started > timeoutMs ? reject(new Error('condition not met in time')) : setTimeout(poll, 5));
    poll();
  });
}

function recordingSession(): Session & { events: { name: EventName; payload: unknown }[] } {
  const events: { name: EventName; payload: unknown }[] = [];
  return { id: 's', kind: 'main', events, emit: <E extends EventName>(name: E, payload: Events[E]) => void events.push({ name, payload }) };
}

const balance = (currency: string, total: string): Balance => ({ walletType: 'exchange', currency, total, available: total, locked: '0' });

class Account implements AccountSource {
  total = '1';
  failure: AppError | null = null;
  walletCalls = 0;
  orderCalls = 0;
  async wallets(): Promise<Balance[]> {
    this.walletCalls++;
    if (this.failure) throw this.failure;
    return [balance('btc', this.total)];
  }
  async activeOrders(): Promise<Order[]> {
    this.orderCalls++;
    if (this.failure) throw this.failure;
    return [];
  }
}

let watch: AccountWatch | null = null;
afterEach(() => watch?.close());

describe('account watch', () => {
  it('pushes balances and orders to the windows that watch them, only when they change', async () => {
    const account = new Account();
    watch = new AccountWatch({ source: () => account, balancesIntervalMs: () => 10, ordersIntervalMs: () => 10 });
    const s = recordingSession();
    watch.watch(s, { balances: true, orders: true });
    await until(() => account.walletCalls >= 5 && account.orderCalls >= 1);
    expect(s.events.filter((e) => e.name === 'balances.changed')).toHaveLength(1);
    expect(s.events.filter((e) => e.name === 'orders.changed')).toHaveLength(1);
    account.total = '2';
    await until(() => s.events.filter((e) => e.name === 'balances.changed').length === 2);
    expect(s.events.filter((e) => e.name === 'balances.changed').at(-1)!.payload).toEqual([balance('btc', '2')]);
  });

  it('reports a problem once, and null when polling works again', async () => {
    const account = new Account();
    account.failure = new AppError('auth', 'The exchange refused the credentials: invalid signature');
    const problems: (AppErrorData | null)[] = [];
    watch = new AccountWatch({ source: () => account, balancesIntervalMs: () => 10, ordersIntervalMs: () => 10, onProblem: (p) => problems.push(p) });
    const s = recordingSession();
    watch.watch(s, { balances: true, orders: false });
    await until(() => account.walletCalls >= 4);
    expect(problems).toEqual([{ kind: 'auth', message: 'The exchange refused the credentials: invalid signature' }]);
    account.failure = null;
    await until(() => problems.length === 2);
    expect(problems[1]).toBeNull();
    expect(s.events.filter((e) => e.name === 'account.problem').map((e) => e.payload)).toEqual(problems);
  });

  it('without an account it says how to add one', async () => {
    const problems: (AppErrorData | null)[] = [];
    watch = new AccountWatch({ source: () => null, balancesIntervalMs: () => 10_000, ordersIntervalMs: () => 10_000, onProblem: (p) => problems.push(p) });
    watch.watch(recordingSession(), { balances: true, orders: false });
    await until(() => problems.length === 1);
    expect(problems[0]).toMatchObject({ kind: 'auth', message: expect.stringMatching(/Settings/) });
  });

  it('polls balances for the tray with no window, and nothing else', async () => {
    const account = new Account();
    const seen: (Balance[] | null)[] = [];
    watch = new AccountWatch({ source: () => account, balancesIntervalMs: () => 10, ordersIntervalMs: () => 10, background: true, onBalances: (b) => seen.push(b) });
    await until(() => seen.length === 1);
    expect(account.orderCalls).toBe(0);
    expect(watch.latestBalances).toEqual([balance('btc', '1')]);
  });

  it('after reset, a read of the old account that was under way is dropped, not pushed', async () => {
    let current = 'old';
    let release: (() => void) | null = null;
    const source: AccountSource = {
      wallets: async (signal) => {
        const who = current;
        // The old account's read hangs until released (or aborted).
        if (who === 'old') await new Promise<void>((resolve) => ((release = resolve), signal.addEventListener('abort', () => resolve())));
        return [balance(who === 'old' ? 'btc' : 'eth', '1')];
      },
      activeOrders: async () => [],
    };
    const pushed: (Balance[] | null)[] = [];
    watch = new AccountWatch({ source: () => source, balancesIntervalMs: () => 60_000, ordersIntervalMs: () => 60_000, onBalances: (b) => pushed.push(b) });
    const s = recordingSession();
    watch.watch(s, { balances: true, orders: false });
    await until(() => release !== null);
    current = 'new';
    watch.reset();
    release!();
    await until(() => pushed.some((b) => b?.[0]?.currency === 'eth'));
    expect(pushed.some((b) => b?.[0]?.currency === 'btc')).toBe(false);
  });

  it('a window that starts watching gets what is known at once; reset forgets the old account', async () => {
    const account = new Account();
    watch = new AccountWatch({ source: () => account, balancesIntervalMs: () => 60_000, ordersIntervalMs: () => 60_000, background: true });
    await until(() => watch!.latestBalances !== null);
    const late = recordingSession();
    watch.watch(late, { balances: true, orders: false });
    expect(late.events[0]).toEqual({ name: 'balances.changed', payload: [balance('btc', '1')] });
    account.total = '5';
    watch.reset();
    expect(watch.latestBalances).toBeNull();
    await until(() => watch!.latestBalances?.[0]?.total === '5');
  });

  it('after a refusal with Retry-After longer than the interval, the next poll waits for it (held to ten minutes)', async () => {
    vi.useFakeTimers();
    try {
      const account = new Account();
      account.failure = Object.assign(new AppError('unavailable', 'The exchange is limiting requests right now (HTTP 429).', { status: 429 }), { retryAfterMs: 60_000 });
      watch = new AccountWatch({ source: () => account, balancesIntervalMs: () => 2000, ordersIntervalMs: () => 2000 });
      watch.watch(recordingSession(), { balances: true, orders: false });
      await vi.advanceTimersByTimeAsync(0);
      expect(account.walletCalls).toBe(1);
      await vi.advanceTimersByTimeAsync(59_999);
      expect(account.walletCalls).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(account.walletCalls).toBe(2);
      // A day is held to ten minutes; once it works, the interval again.
      account.failure = Object.assign(new AppError('unavailable', 'limiting', { status: 429 }), { retryAfterMs: 86_400_000 });
      await vi.advanceTimersByTimeAsync(60_000);
      expect(account.walletCalls).toBe(3);
      await vi.advanceTimersByTimeAsync(600_000 - 1);
      expect(account.walletCalls).toBe(3);
      account.failure = null;
      await vi.advanceTimersByTimeAsync(1);
      expect(account.walletCalls).toBe(4);
      await vi.advanceTimersByTimeAsync(2000);
      expect(account.walletCalls).toBe(5);
    } finally {
      watch?.close();
      vi.useRealTimers();
    }
  });

  it('refresh reads at once, even with long intervals', async () => {
    const account = new Account();
    watch = new AccountWatch({ source: () => account, balancesIntervalMs: () => 60_000, ordersIntervalMs: () => 60_000 });
    watch.watch(recordingSession(), { balances: true, orders: true });
    await until(() => account.walletCalls === 1 && account.orderCalls === 1);
    await watch.refresh();
    expect(account.walletCalls).toBe(2);
    expect(account.orderCalls).toBe(2);
  });
});

describe('poller', () => {
  it('never runs two reads at once and coalesces requests made during a read', async () => {
    let inFlight = 0;
    let maxInFlight = 0;
    let reads = 0;
    const poller = new Poller({
      read: async () => {
        inFlight++;
        maxInFlight = Math.max(maxInFlight, inFlight);
        await new Promise((r) => setTimeout(r, 20));
        inFlight--;
        return ++reads;
      },
      intervalMs: () => 60_000,
      onValue: () => undefined,
      onError: () => undefined,
    });
    poller.start();
    await Promise.all([poller.now(), poller.now(), poller.now()]);
    expect(maxInFlight).toBe(1);
    expect(reads).toBeLessThanOrEqual(3);
    poller.stop();
  });
});
