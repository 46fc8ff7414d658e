import { describe, expect, it } from 'vitest';
import type { Balance, Ticker } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';

// A number of ten bytes whose digits would fill a hundred megabytes (1e99999999), in a balance
// and in a ticker that the demo exchange sends: the call fails as malformed, in words, and
// nothing of that size reaches the window.
const fx = useCore({ exchange: { seed: 5 }, core: { timeoutMs: 5000 }, answer: null, accounts: [0] });
const { call, failure, events: pushed, admin } = fx;

/**
 * Requests to `path` are answered with this JSON text instead of the real answer, until
 * `normal(path)`: a read of the core's own in the background may meet it first.
 */
async function answerWith(path: string, body: string): Promise<void> {
  const set = await admin('/admin/faults', { path, mode: 'answer', body, times: 100 });
  expect(set.status).toBe(200);
}
const normal = async (path: string) => expect((await admin('/admin/faults', { path, times: 0 })).status).toBe(200);

describe('a number past the decimal bounds from the exchange', () => {
  it('in a balance (a JSON number): the balances fail as malformed, and the next read is whole again', async () => {
    await answerWith('/v3/auth/r/wallets', '[["exchange","btc",1e99999999,0,1e99999999]]');
    const error = await failure('balances.list');
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/^The exchange at 127\.0\.0\.1:\d+ sent a number too long or too large to be an amount\. Satchel did not read the answer\.$/);
    expect(JSON.stringify(error).length).toBeLessThan(1000);
    await normal('/v3/auth/r/wallets');
    expect((await call<Balance[]>('balances.list')).length).toBeGreaterThan(0);
  });

  it('in a balance (a decimal string): malformed, naming what it could not read', async () => {
    await answerWith('/v3/auth/r/wallets', '[["exchange","btc","1e99999999",0,"1"]]');
    const error = await failure('balances.list');
    expect(error.kind).toBe('malformed');
    expect(error.message).toMatch(/sent a balance list that Satchel does not understand\.$/);
    expect(error.detail).toContain('too long or too large');
    await normal('/v3/auth/r/wallets');
  });

  it('in a ticker (a number and a string): the tickers fail as malformed, and nothing large is pushed to the window', async () => {
    const before = pushed.length;
    await answerWith('/v3/tickers', '[["tBTCUSDT",1e99999999,1,1,1,1,1,1,1,1,1]]');
    const error = await failure('market.tickers', { symbols: ['btc_usdt'] });
    expect(error.kind).toBe('malformed');
    expect(error.message).toContain('sent a number too long or too large to be an amount');
    await answerWith('/v3/tickers', '[["tBTCUSDT","1","1","1","1","1","1","1e99999999","1","1","1"]]');
    const second = await failure('market.tickers', { symbols: ['btc_usdt'] });
    expect(second).toMatchObject({ kind: 'malformed', detail: expect.stringContaining('too long or too large') });
    await normal('/v3/tickers');
    expect(pushed.slice(before).every((e) => JSON.stringify(e.payload ?? null).length < 100_000)).toBe(true);
    expect((await call<Ticker[]>('market.tickers', { symbols: ['btc_usdt'] })).length).toBe(1);
  });
});
