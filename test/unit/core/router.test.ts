import { describe, expect, it } from 'vitest';
import { AppError, OPERATION_NAMES, type Result } from '../../../shared/contract/index.js';
import { createRouter, type Handlers } from '../../../electron/core/ipc/router.js';
import type { Session } from '../../../electron/core/ipc/session.js';

const session: Session = { id: 's1', kind: 'main' as const, emit: () => undefined };

function handlers(overrides: Partial<Handlers> = {}): Handlers {
  const unused = () => {
    throw new Error('not called in this test');
  };
  const all = Object.fromEntries(OPERATION_NAMES.map((name) => [name, unused])) as unknown as Handlers;
  return {
    ...all,
    'app.info': () => ({ version: '1', shell: 'browser', exchangeUrl: 'http://x', demo: true }),
    'book.get': ({ symbol }) => ({ symbol, bids: [], asks: [], receivedAt: 1 }),
    ...overrides,
  };
}

function errorOf(result: Result<unknown>) {
  expect(result.ok).toBe(false);
  return (result as Extract<Result<unknown>, { ok: false }>).error;
}

describe('router', () => {
  const router = createRouter(handlers());

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
    expect(error.message).toMatch(/^Invalid request for book\.get/);
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
      (message, error) => logged.push(message, error),
    );
    const error = errorOf(await r.handle('book.get', { symbol: 'x_y' }, session));
    expect(error.kind).toBe('internal');
    expect(error.message).not.toMatch(/secret/);
    expect(logged[1]).toBeInstanceOf(TypeError);
  });
});
