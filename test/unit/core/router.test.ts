import { describe, expect, it } from 'vitest';
import { AppError, OPERATION_NAMES, type Result } from '../../../shared/contract/index.js';
import { createRouter, type Handlers } from '../../../electron/core/ipc/router.js';
import type { Session } from '../../../electron/core/base/session.js';

const session: Session = { id: 's1', kind: 'main' as const, emit: () => undefined };
/** Satchel unlocked: what the lock flags do is tested in lock-flags.test.ts. */
const unlocked = { assertUnlocked: () => undefined };

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unused = () => {
    throw new Error('not called in this test');
  };
  const all = Object.fromEntries(OPERATION_NAMES.map((name) => [name, unused])) as unknown as Handlers;
  return {
    ...all,
    'app.info': () => ({ version: '1', shell: 'browser', exchangeUrl: 'http://x', demo: true, exchangeFixedBy: null, canRestart: false }),
    'book.get': ({ symbol }) => ({ symbol, bids: [], asks: [], receivedAt: 1 }),
    ...overrides,
  };
}

function errorOf(result: Result<unknown>) {
  expect(result.ok).toBe(false);
  return (result as Extract<Result<unknown>, { ok: false }>).error;
}

describe('router', () => {
  const router = createRouter(handlers(), unlocked);

  it('answers a valid request with ok and the value', async () => {
    expect(await router.handle('book.get', { symbol: 'btc_usdt' }, session)).toEqual({
      ok: true,
      value: { symbol: 'btc_usdt', bids: [], asks: [], receivedAt: 1 },
    });
  });

  it.each([
    ['an unknown operation', 'wallet.drain', {}],
    ['a name from the prototype', 'toString', {}],
    ['a name that is not a string', 42, {}],
  ])('refuses %s as validation', async (_what, op, request) => {
    expect(errorOf(await router.handle(op, request, session)).kind).toBe('validation');
  });

  it.each([
    ['a missing field', {}],
    ['a wrong type', { symbol: 5 }],
    ['an extra field', { symbol: 'btc_usdt', extra: true }],
    ['a path-like symbol', { symbol: '../../v3/auth/me' }],
    ['no object at all', null],
    ['an array', ['btc_usdt']],
  ])('refuses %s with a message naming the problem', async (_what, request) => {
    const error = errorOf(await router.handle('book.get', request, session));
    expect(error.kind).toBe('validation');
    expect(error.message).toMatch(/^Satchel could not read the order book/);
  });

  describe('never repeats a value from the request', () => {
    const SECRET = 'Zq8-secret/7c1e5b2f9a44d0e6+Yw3AbCd=';
    it.each([
      ['a secret where a number goes', 'profiles.addDemo', { index: SECRET }, 'index must be a number'],
      ['a secret where a market goes', 'book.get', { symbol: SECRET }, 'market: '],
      ['a secret as a boolean', 'account.watch', { balances: SECRET, orders: true }, 'balances must be yes or no'],
      ['a secret as the key of an extra field', 'book.get', { symbol: 'btc_usdt', [SECRET]: 1 }, 'the request holds a field it does not take'],
      ['a secret as the value of an extra field', 'book.get', { symbol: 'btc_usdt', note: SECRET }, 'the request holds a field it does not take'],
      ['a secret in place of the whole request', 'book.get', SECRET, 'the request must be a group of fields'],
      ['a secret as the operation name', SECRET, {}, 'Satchel does not know this operation'],
      ['a secret in the API key field', 'profiles.add', { name: 'Main', exchangeUrl: 'https://ex.example', apiKey: `${SECRET} x`, apiSecret: SECRET }, 'API key: Expected the key'],
      ['a secret as the exchange address', 'profiles.add', { name: 'Main', exchangeUrl: SECRET, apiKey: SECRET, apiSecret: SECRET }, 'exchange address: Expected a web address'],
    ])('%s', async (_what, op, request, says) => {
      const error = errorOf(await router.handle(op, request, session));
      expect(error.kind).toBe('validation');
      expect(error.message).toContain(says);
      expect(error.message).not.toContain(SECRET);
      expect(error.message).not.toContain(SECRET.slice(0, 12));
      expect(error.message).not.toMatch(/received/i);
    });
  });

  it('refuses an interval that is not one of the offered ones', async () => {
    const error = errorOf(await router.handle('feed.watch', { tickers: true, book: null, intervalMs: 1 }, session));
    expect(error.kind).toBe('validation');
  });

  it('passes an AppError through with its kind', async () => {
    const r = createRouter(
      handlers({
        'book.get': () => {
          throw new AppError('not-found', 'No such market.', { status: 404 });
        },
      }),
      unlocked,
    );
    expect(errorOf(await r.handle('book.get', { symbol: 'x_y' }, session))).toEqual({ kind: 'not-found', message: 'No such market.', status: 404 });
  });

  it('turns any other exception into "internal", logs it, and does not leak its text', async () => {
    const logged: unknown[] = [];
    const r = createRouter(
      handlers({
        'book.get': () => {
          throw new TypeError('secret internals');
        },
      }),
      unlocked,
      (message, error) => logged.push(message, error),
    );
    const error = errorOf(await r.handle('book.get', { symbol: 'x_y' }, session));
    expect(error.kind).toBe('internal');
    expect(error.message).not.toMatch(/secret/);
    expect(logged[1]).toBeInstanceOf(TypeError);
  });
});
