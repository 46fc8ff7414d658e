import { describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { stringifyJson } from '../../../shared/json/lossless.js';
import { makeAccounts } from '../../../electron/demo/accounts.js';
import { CURRENCIES, MARKETS } from '../../../electron/demo/exchange/market/catalog.js';
import { type AccountBook, type Ledger, type LedgerOrder } from '../../../electron/demo/exchange/accounts/ledger.js';
import { MarketSim } from '../../../electron/demo/exchange/market/market-sim.js';
import { orderRow, tradeRow, walletsAnswer } from '../../../electron/demo/exchange/accounts/private-answers.js';
import { amountDigits, seedLedger } from '../../../electron/demo/exchange/accounts/seed-ledger.js';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 86_400_000;
const spec = (id: string) => MARKETS.find((m) => m.id === id)!;

function make(seed = 11): { ledger: Ledger; sim: MarketSim; books: AccountBook[] } {
  const accounts = makeAccounts();
  const sim = new MarketSim({ seed, startMs: NOW });
  const ledger = seedLedger(seed, accounts, sim, NOW);
  return { ledger, sim, books: accounts.map((a) => ledger.book(a.apiKey)) };
}

/** Every wallet as text, and every order's row: a snapshot to compare before and after. */
function snapshot(book: AccountBook): string {
  const orders = [...book.active(), ...book.executed()].map((o) => orderRow(o, spec(o.market).quotePrecision));
  return stringifyJson([walletsAnswer(book), orders]);
}

/** What an active order locks, computed here from the rule: sell → base remaining; buy → price × remaining in quote. */
function expectedLocks(book: AccountBook): Map<string, Big> {
  const locks = new Map<string, Big>();
  for (const o of book.active()) {
    const [currency, amount] = o.side === 'sell' ? [o.base, o.remaining] : [o.quote, o.price.times(o.remaining)];
    locks.set(currency, (locks.get(currency) ?? new Big(0)).plus(amount));
  }
  return locks;
}

const wallet = (book: AccountBook, currency: string) => book.wallets().find((w) => w.currency === currency)!;

describe('seeded account state', () => {
  it('the same seed gives the same balances and orders; another seed others', () => {
    const strip = (seed: number) => make(seed).books.map(snapshot);
    expect(strip(11)).toEqual(strip(11));
    expect(strip(12)).not.toEqual(strip(11));
  });

  it('each account: every currency listed, at least 8 non-zero, totals and available never negative', () => {
    for (const book of make().books) {
      const wallets = book.wallets();
      expect(wallets.map((w) => w.currency)).toEqual(CURRENCIES.map((c) => c.code));
      expect(wallets.filter((w) => w.total.gt(0)).length).toBeGreaterThanOrEqual(8);
      for (const w of wallets) {
        expect(w.available.gte(0) && w.total.gte(w.available), w.currency).toBe(true);
        expect(w.locked.eq(w.total.minus(w.available))).toBe(true);
      }
    }
  });

  it('each account: at least 5 active limit orders across at least 3 markets, both sides, resting outside the book', () => {
    const { books, sim } = make();
    for (const book of books) {
      const active = book.active();
      expect(active.length).toBeGreaterThanOrEqual(5);
      expect(new Set(active.map((o) => o.market)).size).toBeGreaterThanOrEqual(3);
      expect(new Set(active.map((o) => o.side))).toEqual(new Set(['buy', 'sell']));
      for (const o of active) {
        const t = sim.ticker(o.market);
        expect(o.type).toBe('LIMIT');
        expect(o.side === 'buy' ? o.price.lt(t.bid) : o.price.gt(t.ask), `${o.id} ${o.side} ${o.price} vs ${t.bid}/${t.ask}`).toBe(true);
        expect(o.remaining.gt(0) && o.remaining.lte(o.initial)).toBe(true);
        expect(o.createdAt).toBeLessThan(NOW);
      }
    }
  });

  it('locked = the sum of what active orders hold, exactly; buys lock price × remaining in quote', () => {
    for (const book of make().books) {
      const locks = expectedLocks(book);
      expect(locks.size).toBeGreaterThan(1);
      for (const w of book.wallets()) expect(w.locked.eq(locks.get(w.currency) ?? 0), w.currency).toBe(true);
      // price × amount fits the quote currency's digits, so nothing is rounded away.
      for (const o of book.active()) {
        const digits = Math.min(CURRENCIES.find((c) => c.code === o.quote)!.precision.real, 8);
        expect(o.price.times(o.remaining).round(digits).eq(o.price.times(o.remaining))).toBe(true);
        expect(amountDigits(spec(o.market))).toBeLessThanOrEqual(spec(o.market).basePrecision);
      }
    }
  });

  it('at least 30 executed orders over about three weeks, more than 25 of them in the last two', () => {
    for (const book of make().books) {
      const done = book.executed();
      expect(done.length).toBeGreaterThanOrEqual(30);
      expect(done.filter((o) => o.updatedAt >= NOW - 14 * DAY).length).toBeGreaterThan(25);
      expect(done.some((o) => o.updatedAt < NOW - 14 * DAY)).toBe(true);
      expect(done.every((o) => o.updatedAt <= NOW && o.updatedAt > NOW - 22 * DAY)).toBe(true);
      expect(new Set(done.map((o) => o.type))).toEqual(new Set(['LIMIT', 'MARKET']));
    }
  });

  it('executed orders have 1–3 trades summing to their volume, both roles, fees in the received currency', () => {
    const roles = new Set<string>();
    for (const book of make().books) {
      for (const o of book.executed()) {
        expect(o.trades.length).toBeGreaterThanOrEqual(1);
        expect(o.trades.length).toBeLessThanOrEqual(3);
        expect(o.trades.reduce((s, t) => s.plus(t.amount), new Big(0)).eq(o.initial)).toBe(true);
        for (const t of o.trades) {
          roles.add(t.role);
          expect(t.orderId).toBe(o.id);
          expect(t.time >= o.createdAt && t.time <= o.updatedAt).toBe(true);
          const rate = t.role === 'maker' ? '0.001' : '0.0025';
          if (o.side === 'buy') {
            expect(t.feeCurrency).toBe(o.base);
            expect(t.fee.eq(t.amount.times(rate))).toBe(true);
          } else {
            expect(t.feeCurrency).toBe(o.quote);
            expect(t.fee.eq(t.amount.times(t.rate).times(rate))).toBe(true);
          }
          if (o.type === 'MARKET') expect(t.role).toBe('taker');
          // A limit order never fills worse than its price.
          if (o.type === 'LIMIT') expect(o.side === 'buy' ? t.rate.lte(o.price) : t.rate.gte(o.price)).toBe(true);
        }
        const row = tradeRow(o.trades[0]!) as unknown[];
        expect(row).toHaveLength(11);
      }
    }
    expect(roles).toEqual(new Set(['maker', 'taker']));
  });

  it('order and trade ids are unique across both accounts', () => {
    const { books } = make();
    const orders = books.flatMap((b) => [...b.active(), ...b.executed()]);
    expect(new Set(orders.map((o) => o.id)).size).toBe(orders.length);
    const trades = orders.flatMap((o) => o.trades);
    expect(new Set(trades.map((t) => t.id)).size).toBe(trades.length);
  });
});

describe('cancelling', () => {
  it('releases exactly what the order locked; the total and every other wallet stay', () => {
    const { ledger, books } = make();
    const [alice] = books as [AccountBook];
    for (const side of ['buy', 'sell'] as const) {
      const o = alice.active().find((x) => x.side === side)!;
      const currency = side === 'sell' ? o.base : o.quote;
      const lock = side === 'sell' ? o.remaining : o.price.times(o.remaining);
      const before = alice.wallets();
      const outcome = ledger.cancel(alice.apiKey, [o.id], NOW + 1000);
      expect(outcome.ok).toBe(true);
      const after = alice.wallets();
      for (const [i, w] of after.entries()) {
        const was = before[i]!;
        expect(w.total.eq(was.total)).toBe(true);
        expect(w.available.minus(was.available).eq(w.currency === currency ? lock : 0), w.currency).toBe(true);
      }
      expect(o.status).toBe('CANCELED');
      expect(o.updatedAt).toBe(NOW + 1000);
      expect(alice.active().some((x) => x.id === o.id)).toBe(false);
      // A cancelled order is not an executed one: it stays out of the history.
      expect(alice.executed().some((x) => x.id === o.id)).toBe(false);
    }
  });

  it('cancels several at once, all or nothing', () => {
    const { ledger, books } = make();
    const [alice, bob] = books as [AccountBook, AccountBook];
    const [a, b] = alice.active() as [LedgerOrder, LedgerOrder];
    const before = snapshot(alice);
    const bobsBefore = snapshot(bob);
    const refusals = [
      [[a.id, 1], 404],
      [[a.id, bob.active()[0]!.id], 404],
      [[a.id, alice.executed()[0]!.id], 409],
      [[a.id, a.id], 400],
      [[], 400],
    ] as const;
    for (const [ids, status] of refusals) {
      const outcome = ledger.cancel(alice.apiKey, ids, NOW);
      expect(outcome, JSON.stringify(ids)).toMatchObject({ ok: false, status });
      expect(snapshot(alice)).toBe(before);
      expect(a.status).toBe('ACTIVE');
    }
    expect(snapshot(bob)).toBe(bobsBefore);
    const outcome = ledger.cancel(alice.apiKey, [b.id, a.id], NOW);
    expect(outcome.ok && outcome.orders.map((o) => o.id)).toEqual([b.id, a.id]);
    const locks = expectedLocks(alice);
    for (const w of alice.wallets()) expect(w.locked.eq(locks.get(w.currency) ?? 0)).toBe(true);
  });

  it("another account's order and an unknown id are the same 404; a closed order is 409; nothing changes", () => {
    const { ledger, books } = make();
    const [alice, bob] = books as [AccountBook, AccountBook];
    const bobs = bob.active()[0]!;
    const before = [snapshot(alice), snapshot(bob)];
    expect(ledger.cancel(alice.apiKey, [bobs.id], NOW)).toEqual({ ok: false, status: 404, message: `Order not found: ${bobs.id}` });
    expect(ledger.cancel(alice.apiKey, [123], NOW)).toEqual({ ok: false, status: 404, message: 'Order not found: 123' });
    const done = alice.executed()[0]!;
    expect(ledger.cancel(alice.apiKey, [done.id], NOW)).toEqual({ ok: false, status: 409, message: `Order ${done.id} is not active: it is EXECUTED` });
    expect([snapshot(alice), snapshot(bob)]).toEqual(before);
    expect(bobs.status).toBe('ACTIVE');
    // Cancelled once: the second time is 409 and releases nothing more.
    const mine = alice.active()[0]!;
    expect(ledger.cancel(alice.apiKey, [mine.id], NOW).ok).toBe(true);
    const afterFirst = snapshot(alice);
    expect(ledger.cancel(alice.apiKey, [mine.id], NOW)).toMatchObject({ ok: false, status: 409, message: `Order ${mine.id} is not active: it is CANCELED` });
    expect(snapshot(alice)).toBe(afterFirst);
    expect(wallet(alice, mine.side === 'sell' ? mine.base : mine.quote).available.lte(wallet(alice, mine.side === 'sell' ? mine.base : mine.quote).total)).toBe(true);
  });
});
