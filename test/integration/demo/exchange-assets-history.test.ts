import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { currencyIds, expectError, fund, history, ok, type HistoryItem } from './funds-client.js';
import { Signer } from './signed.js';

// /v3/auth/assets-history over real HTTP: the seeded past, every filter, paging and ordering.
let exchange: DemoExchange;
let alice: Signer;
let bob: Signer;
let ids: Awaited<ReturnType<typeof currencyIds>>;
/** Everything of Alice's, newest first, read once the setup below is done. */
let all: HistoryItem[];
let bobPending: number;

const DAY_S = 86_400;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 51 });
  alice = new Signer(exchange.url, exchange.accounts[0]!);
  bob = new Signer(exchange.url, exchange.accounts[1]!);
  ids = await currencyIds(exchange);
  // Bob's withdrawal waits for his e-mail confirmation: the history calls it pending.
  await fund(exchange, bob.account.email, 'eth', '1');
  const r = ok(await bob.post('/v3/auth/withdraw', { withdraw_type: 'eth', amount: '0.5', address: `0x${'ab'.repeat(20)}` })) as unknown as { withdrawal_id: unknown }[];
  bobPending = Number(String(r[0]!.withdrawal_id));
  all = (await history(alice, { per_page: 100 })).items;
});
afterAll(() => exchange.close());

const sameIds = (a: HistoryItem[], b: HistoryItem[]): void => expect(a.map((i) => i.id)).toEqual(b.map((i) => i.id));

describe('the seeded past', () => {
  it('30–60 operations per account over the last ~90 days: both kinds, several currencies, mostly done', async () => {
    const now = Date.now() / 1000;
    for (const signer of [alice, bob]) {
      const { total, items } = await history(signer, { per_page: 100 });
      expect(items).toHaveLength(total);
      const seeded = items.filter((i) => i.id !== bobPending && !(i.type === 'deposit' && i.seconds > now - 600));
      expect(seeded.length).toBeGreaterThanOrEqual(30);
      expect(seeded.length).toBeLessThanOrEqual(60);
      expect(new Set(seeded.map((i) => i.type))).toEqual(new Set(['deposit', 'withdraw']));
      expect(new Set(seeded.map((i) => i.currency)).size).toBeGreaterThanOrEqual(4);
      for (const i of seeded) {
        expect(i.seconds).toBeLessThanOrEqual(now);
        expect(i.seconds).toBeGreaterThan(now - 91 * DAY_S);
        expect(i.amount.gt(0)).toBe(true);
      }
      expect(seeded.filter((i) => i.status === 'done').length).toBeGreaterThan(seeded.length / 2);
      expect(seeded.some((i) => i.seconds < now - 60 * DAY_S)).toBe(true);
    }
  });

  it('the same seed gives the same past, measured back from its own start (deposit addresses are this run’s)', async () => {
    const twin = await startDemoExchange({ port: 0, seed: 51 });
    try {
      const theirs = (await history(new Signer(twin.url, twin.accounts[0]!), { per_page: 100 })).items;
      const facts = (items: HistoryItem[]) => items.map((i) => [i.id, i.type, i.currency, i.amount.toFixed(), i.status, i.type === 'withdraw' ? i.destination : '']);
      expect(facts(theirs)).toEqual(facts(all));
      const shift = theirs[0]!.seconds - all[0]!.seconds;
      theirs.forEach((t, k) => expect(Math.abs(t.seconds - all[k]!.seconds - shift)).toBeLessThanOrEqual(1));
      expect(new Set(theirs.filter((i) => i.type === 'deposit').map((i) => i.destination))).not.toEqual(new Set(all.filter((i) => i.type === 'deposit').map((i) => i.destination)));
    } finally {
      await twin.close();
    }
  });

  it("another account's operations never appear", async () => {
    const bobs = new Set((await history(bob, { per_page: 100 })).items.map((i) => i.id));
    expect(bobs.has(bobPending)).toBe(true);
    for (const i of all) expect(bobs.has(i.id)).toBe(false);
  });
});

describe('defaults, paging and ordering', () => {
  it('page 1 of 20, newest first; total_items counts every match; the currencies of all of them', async () => {
    const first = await history(alice);
    expect(first.total).toBe(all.length);
    expect(first.items).toHaveLength(20);
    sameIds(first.items, all.slice(0, 20));
    for (let i = 1; i < all.length; i++) expect(all[i]!.seconds).toBeLessThanOrEqual(all[i - 1]!.seconds);
    const codes = new Set(all.map((i) => ids.code.get(i.currency)!));
    expect(new Set(first.currencies)).toEqual(codes);
    expect(first.currencies).toHaveLength(codes.size);
    expect(await history(alice, { page: null, per_page: null, order_by: null, order_dir: null })).toEqual(first);
  });

  it('pages follow on without overlap; a page past the end is empty with the same total', async () => {
    const pages = [];
    for (let page = 1; page <= Math.ceil(all.length / 7); page++) pages.push(...(await history(alice, { page, per_page: 7 })).items);
    sameIds(pages, all);
    const beyond = await history(alice, { page: 100, per_page: 7 });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(all.length);
    expect((await history(alice, { per_page: 1 })).items).toHaveLength(1);
  });

  it('order_dir asc is the exact reverse; order_by amount sorts by amount', async () => {
    sameIds((await history(alice, { per_page: 100, order_dir: 'asc' })).items, [...all].reverse());
    sameIds((await history(alice, { per_page: 100, order_by: 'created_at', order_dir: 'desc' })).items, all);
    const byAmount = (await history(alice, { per_page: 100, order_by: 'amount' })).items;
    expect(byAmount).toHaveLength(all.length);
    for (let i = 1; i < byAmount.length; i++) expect(byAmount[i]!.amount.lte(byAmount[i - 1]!.amount)).toBe(true);
    const ascending = (await history(alice, { per_page: 100, order_by: 'amount', order_dir: 'asc' })).items;
    sameIds(ascending, [...byAmount].reverse());
  });
});

describe('filters', () => {
  it('the type segment: withdraws or deposits only; together they are everything', async () => {
    const withdraws = (await history(alice, { per_page: 100 }, 'withdraws')).items;
    const deposits = (await history(alice, { per_page: 100 }, 'deposits')).items;
    expect(withdraws.every((i) => i.type === 'withdraw')).toBe(true);
    expect(deposits.every((i) => i.type === 'deposit')).toBe(true);
    sameIds(withdraws, all.filter((i) => i.type === 'withdraw'));
    sameIds(deposits, all.filter((i) => i.type === 'deposit'));
    expectError(await alice.post('/v3/auth/assets-history/trades', {}), 404, 'Unknown path: /v3/auth/assets-history/trades');
  });

  it('currency_ids: only those currencies, and `currencies` names just them', async () => {
    const chosen = [...new Set(all.map((i) => i.currency))].slice(0, 2);
    const r = await history(alice, { per_page: 100, currency_ids: chosen });
    sameIds(r.items, all.filter((i) => chosen.includes(i.currency)));
    expect(r.total).toBe(r.items.length);
    expect(new Set(r.currencies)).toEqual(new Set(chosen.map((id) => ids.code.get(id))));
    const none = [...ids.code.keys()].find((id) => !all.some((i) => i.currency === id))!;
    expect(await history(alice, { currency_ids: [none] })).toEqual({ total: 0, items: [], currencies: [] });
    expect((await history(alice, { per_page: 100, currency_ids: [] })).total).toBe(all.length);
  });

  it('statuses: done, pending, canceled; awaiting confirmation counts as pending', async () => {
    for (const status of ['done', 'pending', 'canceled']) {
      sameIds((await history(alice, { per_page: 100, statuses: [status] })).items, all.filter((i) => i.status === status));
    }
    expect(all.some((i) => i.status === 'pending')).toBe(true);
    expect(all.some((i) => i.status === 'canceled')).toBe(true);
    sameIds((await history(alice, { per_page: 100, statuses: ['done', 'canceled'] })).items, all.filter((i) => i.status !== 'pending'));
    const bobs = (await history(bob, { per_page: 100, statuses: ['pending'] }, 'withdraws')).items;
    expect(bobs.map((i) => i.id)).toContain(bobPending);
  });

  it('date_from and date_to, in seconds, both inclusive', async () => {
    const from = all[Math.floor(all.length * 0.6)]!.seconds;
    const to = all[Math.floor(all.length * 0.2)]!.seconds;
    const window = (await history(alice, { per_page: 100, date_from: from, date_to: to })).items;
    sameIds(window, all.filter((i) => i.seconds >= from && i.seconds <= to));
    expect(window[0]!.seconds).toBe(to);
    expect(window[window.length - 1]!.seconds).toBe(from);
    sameIds((await history(alice, { per_page: 100, date_from: from })).items, all.filter((i) => i.seconds >= from));
    sameIds((await history(alice, { per_page: 100, date_to: to })).items, all.filter((i) => i.seconds <= to));
    const one = all[5]!.seconds;
    sameIds((await history(alice, { per_page: 100, date_from: one, date_to: one })).items, all.filter((i) => i.seconds === one));
  });

  it('filters combine', async () => {
    const currency = all.find((i) => i.type === 'deposit')!.currency;
    const from = all[all.length - 1]!.seconds + 10 * DAY_S;
    const r = await history(alice, { per_page: 100, currency_ids: [currency], statuses: ['done'], date_from: from, order_by: 'amount', order_dir: 'asc' }, 'deposits');
    const expected = all.filter((i) => i.type === 'deposit' && i.currency === currency && i.status === 'done' && i.seconds >= from).sort((a, b) => a.amount.cmp(b.amount) || a.seconds - b.seconds || a.id - b.id);
    sameIds(r.items, expected);
  });

  it.each([
    [{ currency_ids: 1 }, /^currency_ids must be an array/],
    [{ currency_ids: ['1'] }, /^currency_ids must be an array/],
    [{ currency_ids: [0] }, /^currency_ids must be an array/],
    [{ currency_ids: [999] }, 'currency_ids: no currency has id 999'],
    [{ statuses: 'done' }, /^statuses must be an array of done, pending, canceled/],
    [{ statuses: ['awaiting_confirmation'] }, /^statuses must be an array/],
    [{ statuses: ['DONE'] }, /^statuses must be an array/],
    [{ date_from: -1 }, /^date_from must be an integer/],
    [{ date_from: '1' }, /^date_from must be an integer/],
    [{ date_to: 1.5 }, /^date_to must be an integer/],
    [{ date_to: 2147483648 }, /^date_to must be an integer from 0 to 2147483647/],
    [{ date_from: 2000, date_to: 1000 }, 'date_from (2000) is after date_to (1000)'],
    [{ page: 0 }, /^page must be an integer from 1/],
    [{ page: '2' }, /^page must be an integer/],
    [{ per_page: 0 }, 'per_page must be an integer from 1 to 100'],
    [{ per_page: 101 }, 'per_page must be an integer from 1 to 100'],
    [{ order_by: 'id' }, 'order_by must be created_at or amount'],
    [{ order_dir: 'up' }, 'order_dir must be asc or desc'],
    [{ order_dir: 'DESC' }, 'order_dir must be asc or desc'],
  ])('%j → 400 naming the field', async (params, message) => {
    expectError(await alice.post('/v3/auth/assets-history', params), 400, message);
  });
});
