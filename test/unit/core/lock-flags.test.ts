/**
 * Walks every operation of the contract through the router with Satchel locked: one flagged
 * `unlocked` is refused with `locked` before its handler runs, one flagged `any` reaches its
 * handler, and one flagged `unlockedWhen` goes either way by its request (docs/architecture.md,
 * "Lock flags"). The list of what runs while locked is written out here on purpose: moving an
 * operation into it is a decision a reviewer should see.
 */
import { describe, expect, it } from 'vitest';
import { contract, OPERATION_NAMES, type LockRule, type OperationName, type Result } from '../../../shared/contract/index.js';
import { createRouter, type Handlers } from '../../../electron/core/ipc/router.js';
import { LockService } from '../../../electron/core/lock/lock.js';
import type { Session } from '../../../electron/core/base/session.js';
import { VALID_REQUESTS } from '../../support/valid-requests.js';

const session: Session = { id: 's1', kind: 'main', emit: () => undefined };

/** Reading, how things look, the session's own wishes, and the lock itself. */
const RUNS_WHILE_LOCKED: readonly OperationName[] = [
  'app.info', 'app.notices', 'app.activity', 'app.exportDiagnostics', 'settings.get', 'confirm.answer', 'lock.status', 'lock.unlock', 'lock.lock',
  'market.time', 'market.currencies', 'market.rates', 'market.markets', 'market.tickers', 'market.fees', 'book.get', 'feed.watch', 'feed.retry',
  'profiles.list', 'account.me', 'balances.list', 'account.watch', 'account.refresh', 'valueHistory.get', 'valueHistory.record', 'valueHistory.adopt',
  'orders.active', 'orders.history', 'orders.trades', 'deposits.info', 'deposits.details', 'withdrawals.details', 'guard.get',
  'history.list', 'history.export', 'codes.check', 'codes.issued', 'codes.redeemed',
  'fiat.context', 'fiat.payoutServices', 'fiat.depositServices', 'appliances.list', 'appliances.certificate', 'policies.list', 'policies.get',
];

/** The operations whose request decides: requests that may run while locked, and requests that may not. */
const BY_REQUEST: Partial<Record<OperationName, { free: unknown[]; guarded: unknown[] }>> = {
  'settings.update': {
    free: [{ theme: 'dark' }, { displayCurrency: 'eur', language: 'en', favourites: ['btc_usdt'] }, { hideAmounts: true }, { hideAmountsWhenLocked: true }],
    guarded: [{ hideAmounts: false }, { hideAmountsWhenLocked: false }, { autoLockMinutes: 0 }, { closeToTray: true }, { theme: 'dark', balancesIntervalMs: 5000 }, { checkForUpdates: false }, { updateChannel: 'beta' }],
  },
  'codes.details': { free: [{ id: 1 }, { id: 1, reveal: false }], guarded: [{ id: 1, reveal: true }] },
};

function lockedService(): LockService {
  // A stored hash: the lock starts locked (it is never checked here).
  return new LockService({ get: () => 'scrypt$stored', set: () => undefined }, { idleMs: () => 0 });
}

/** Handlers that only record that they ran. */
function recording(): { handlers: Handlers; ran: OperationName[] } {
  const ran: OperationName[] = [];
  const handlers = Object.fromEntries(OPERATION_NAMES.map((name) => [name, () => (ran.push(name), null)])) as unknown as Handlers;
  return { handlers, ran };
}

const ruleOf = (name: OperationName) => contract[name].lock as LockRule<unknown>;
const kindOf = (result: Result<unknown>) => (result.ok ? 'ran' : result.error);

describe('the lock flags, walked over every operation', () => {
  const lock = lockedService();
  const refusal = (() => {
    try {
      lock.assertUnlocked();
    } catch (error) {
      return (error as { toData(): unknown }).toData();
    }
    throw new Error('the lock should start locked');
  })();

  it('every operation has a flag, and what runs while locked is exactly the list above', () => {
    for (const name of OPERATION_NAMES) {
      const rule = ruleOf(name);
      expect(rule === 'any' || rule === 'unlocked' || typeof rule.unlockedWhen === 'function', name).toBe(true);
    }
    expect(OPERATION_NAMES.filter((name) => ruleOf(name) === 'any').sort()).toEqual([...RUNS_WHILE_LOCKED].sort());
    expect(OPERATION_NAMES.filter((name) => typeof ruleOf(name) === 'object').sort()).toEqual(Object.keys(BY_REQUEST).sort());
  });

  it.each(OPERATION_NAMES.filter((name) => ruleOf(name) === 'unlocked'))('%s is refused with "locked" before its handler runs', async (name) => {
    const { handlers, ran } = recording();
    const result = await createRouter(handlers, lock).handle(name, VALID_REQUESTS[name], session);
    expect(kindOf(result)).toEqual(refusal);
    expect(ran).toEqual([]);
    // The same request goes through once unlocked: it was the lock that refused it.
    expect(await createRouter(handlers, { assertUnlocked: () => undefined }).handle(name, VALID_REQUESTS[name], session)).toEqual({ ok: true, value: null });
    expect(ran).toEqual([name]);
  });

  it.each(RUNS_WHILE_LOCKED)('%s reaches its handler while locked', async (name) => {
    const { handlers, ran } = recording();
    expect(await createRouter(handlers, lock).handle(name, VALID_REQUESTS[name], session)).toEqual({ ok: true, value: null });
    expect(ran).toEqual([name]);
  });

  it.each(Object.entries(BY_REQUEST))('%s runs while locked only for the requests that may', async (name, { free, guarded }) => {
    for (const request of free) {
      const { handlers, ran } = recording();
      expect(kindOf(await createRouter(handlers, lock).handle(name, request, session)), JSON.stringify(request)).toBe('ran');
      expect(ran).toEqual([name]);
    }
    for (const request of guarded) {
      const { handlers, ran } = recording();
      expect(kindOf(await createRouter(handlers, lock).handle(name, request, session)), JSON.stringify(request)).toEqual(refusal);
      expect(ran).toEqual([]);
    }
  });

  it('checks the request before the lock: a malformed one is refused as such, locked or not', async () => {
    const { handlers, ran } = recording();
    const result = await createRouter(handlers, lock).handle('orders.cancel', { orderId: 'x' }, session);
    expect(result.ok ? null : result.error.kind).toBe('validation');
    expect(ran).toEqual([]);
  });
});
