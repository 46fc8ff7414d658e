import { describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { makeAccounts, type DemoAccount } from '../../../electron/demo/accounts.js';
import { CURRENCIES } from '../../../electron/demo/exchange/market/catalog.js';
import { CODE_ALPHABET, parseCode, type ParsedCode } from '../../../electron/demo/exchange/codes/code-format.js';
import { codeObject } from '../../../electron/demo/exchange/codes/codes-answers.js';
import { listCodes, parseCodeQuery } from '../../../electron/demo/exchange/codes/codes-list.js';
import { isRefusal, parseCodeOrder, parseIsoTime } from '../../../electron/demo/exchange/codes/codes-request.js';
import { Codes, type CodeOrder } from '../../../electron/demo/exchange/codes/codes.js';
import { AccountBook } from '../../../electron/demo/exchange/accounts/ledger.js';
import { MarketSim } from '../../../electron/demo/exchange/market/market-sim.js';
import { SEEDED_KINDS, seedCodes } from '../../../electron/demo/exchange/codes/seed-codes.js';
import { JsonNumber } from '../../../shared/json/lossless.js';

const NOW = Date.UTC(2026, 0, 10, 12, 0, 0);
const DAY = 86_400_000;
const accounts = makeAccounts();

function accountBook(account: DemoAccount): AccountBook {
  return new AccountBook(account, { twoFactor: false, announcements: false, publicKeys: { uah: '', usd: '', rub: '' } }, CURRENCIES.map((c) => c.code));
}

const order = (amount: string, extra: Partial<CodeOrder> = {}): CodeOrder => ({
  currency: 'btc',
  amount: new Big(amount),
  recipient: null,
  nonRefundableBefore: null,
  comment: '',
  privateComment: '',
  ...extra,
});

const parsed = (code: string): ParsedCode => parseCode(code) as ParsedCode;
const btc = (book: AccountBook): string => book.available('btc').toFixed();

describe('Codes: create, redeem, refund', () => {
  it('create debits the available balance, or refuses changing nothing', () => {
    const alice = accountBook(accounts[0]!);
    alice.credit('btc', new Big('1'));
    const codes = new Codes(10);
    const c = codes.create(alice, order('0.4'), NOW)!;
    expect(c).toMatchObject({ id: 10, status: 'active', redeemedAt: null, nonRefundableBefore: NOW });
    expect(btc(alice)).toBe('0.6');
    expect(codes.create(alice, order('0.61'), NOW)).toBeNull();
    expect(btc(alice)).toBe('0.6');
    expect(codes.issuedBy(alice.apiKey)).toHaveLength(1);
  });

  it('an account with e-mail confirmation creates unconfirmed codes; confirm makes them active, once', () => {
    const bob = accountBook(accounts[1]!);
    bob.credit('btc', new Big('1'));
    const codes = new Codes(1);
    const c = codes.create(bob, order('0.1'), NOW)!;
    expect(c.status).toBe('unconfirmed');
    expect(codes.confirm(c.id)).toMatchObject({ ok: true });
    expect(c.status).toBe('active');
    expect(codes.confirm(c.id)).toMatchObject({ ok: false, status: 409 });
    expect(codes.confirm(12345)).toMatchObject({ ok: false, status: 404 });
  });

  it('redeem credits the caller exactly once; a second redeem is 409 and changes nothing', () => {
    const alice = accountBook(accounts[0]!);
    const bob = accountBook(accounts[1]!);
    const codes = new Codes(1);
    const c = codes.issue(alice, order('0.25'), NOW);
    expect(codes.redeem(bob, parsed(c.code), c.code, NOW + 5)).toMatchObject({ ok: true });
    expect(c).toMatchObject({ status: 'redeemed', redeemedAt: NOW + 5, redeemedBy: bob.apiKey });
    expect(btc(bob)).toBe('0.25');
    expect(codes.redeem(bob, parsed(c.code), c.code, NOW + 6)).toMatchObject({ ok: false, status: 409 });
    expect(codes.redeem(alice, parsed(c.code), c.code, NOW + 6)).toMatchObject({ ok: false, status: 409 });
    expect(btc(bob)).toBe('0.25');
    expect(btc(alice)).toBe('0');
    expect(codes.redeemedBy(bob.apiKey)).toEqual([c]);
  });

  it('the right public part with a wrong secret, or another suffix, is unknown (404)', () => {
    const alice = accountBook(accounts[0]!);
    const bob = accountBook(accounts[1]!);
    const codes = new Codes(1);
    const c = codes.issue(alice, order('1'), NOW);
    // The same public part and a valid checksum, but another secret: one private index up, one down.
    const shift = (ch: string, by: number): string => CODE_ALPHABET[(CODE_ALPHABET.indexOf(ch) + by + 58) % 58]!;
    const mixed = c.code.slice(0, 6) + shift(c.code[6]!, 1) + shift(c.code[7]!, -1) + c.code.slice(8);
    expect(typeof parseCode(mixed)).toBe('object');
    expect(codes.redeem(bob, parsed(mixed), mixed, NOW)).toMatchObject({ ok: false, status: 404 });
    const fake = c.code.replace(/-SVC$/, '-GIFT');
    expect(codes.redeem(bob, parsed(fake), fake, NOW)).toMatchObject({ ok: false, status: 404 });
    const eth = c.code.replace('-BTC-', '-ETH-');
    expect(codes.redeem(bob, parsed(eth), eth, NOW)).toMatchObject({ ok: false, status: 404 });
    expect(c.status).toBe('active');
  });

  it('recipient: another account is refused 403; the recipient and the owner (after the time) may redeem', () => {
    const [a, b] = accounts as [DemoAccount, DemoAccount];
    const alice = accountBook(a);
    const bob = accountBook(b);
    const carol = accountBook({ ...b, apiKey: 'carol-key', svcid: 'SVCAROL000' });
    const codes = new Codes(1);
    const forBob = codes.issue(alice, order('1', { recipient: b.svcid }), NOW);
    expect(codes.redeem(carol, parsed(forBob.code), forBob.code, NOW)).toMatchObject({ ok: false, status: 403 });
    expect(codes.redeem(bob, parsed(forBob.code), forBob.code, NOW)).toMatchObject({ ok: true });
    const back = codes.issue(alice, order('2', { recipient: b.svcid }), NOW);
    expect(codes.redeem(alice, parsed(back.code), back.code, NOW)).toMatchObject({ ok: true });
    expect(btc(alice)).toBe('2');
    expect(back.redeemedBy).toBe(alice.apiKey);
  });

  it('the owner cannot take a code back before non_refundable_before; anyone else can redeem it', () => {
    const alice = accountBook(accounts[0]!);
    const bob = accountBook(accounts[1]!);
    const codes = new Codes(1);
    const c = codes.issue(alice, order('1', { nonRefundableBefore: NOW + DAY }), NOW);
    const refused = codes.redeem(alice, parsed(c.code), c.code, NOW + DAY - 1);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    expect(!refused.ok && refused.message).toContain('2026-01-11T12:00:00+00:00');
    expect(codes.redeem(alice, parsed(c.code), c.code, NOW + DAY)).toMatchObject({ ok: true });
    const d = codes.issue(alice, order('1', { nonRefundableBefore: NOW + DAY }), NOW);
    expect(codes.redeem(bob, parsed(d.code), d.code, NOW)).toMatchObject({ ok: true });
  });

  it('a code that is not active cannot be redeemed (409), naming its status', () => {
    const alice = accountBook(accounts[0]!);
    const bob = accountBook(accounts[1]!);
    const codes = new Codes(1);
    for (const status of ['created', 'processing', 'unconfirmed', 'onhold', 'canceled', 'redeeming'] as const) {
      const c = codes.issue(alice, order('1'), NOW);
      c.status = status;
      const r = codes.redeem(bob, parsed(c.code), c.code, NOW);
      expect(r).toMatchObject({ ok: false, status: 409 });
      expect(!r.ok && r.message).toContain(status);
    }
    expect(btc(bob)).toBe('0');
  });
});

describe('the object in three views', () => {
  it('owner sees all; a redeemer loses the private comment; the public check also the secret', () => {
    const alice = accountBook(accounts[0]!);
    const codes = new Codes(7);
    const c = codes.issue(alice, order('0.5', { comment: 'hi', privateComment: 'mine' }), NOW + 123);
    const keys = ['amount', 'code', 'comment', 'created_at', 'currency', 'id', 'non_refundable_before', 'private_comment', 'recipient', 'redeemed_at', 'sn', 'status'];
    const owner = codeObject(c, 'owner') as Record<string, unknown>;
    expect(Object.keys(owner).sort()).toEqual(keys);
    expect(owner).toMatchObject({ sn: 'TC7', code: c.code, recipient: 'all', amount: '0.5', currency: 'btc', status: 'active', created_at: '2026-01-10T12:00:00+00:00', redeemed_at: null, comment: 'hi', private_comment: 'mine' });
    expect(codeObject(c, 'redeemer')).toMatchObject({ code: c.code, private_comment: '', comment: 'hi' });
    const pub = codeObject(c, 'public') as Record<string, unknown>;
    expect(Object.keys(pub).sort()).toEqual(keys);
    expect(pub).toMatchObject({ code: c.publicPart, private_comment: '', comment: 'hi' });
    expect(JSON.stringify(pub)).not.toContain(c.code.slice(6, 11));
  });
});

describe('parseCodeOrder and parseIsoTime', () => {
  const known = (s: string): string | undefined => (s.toUpperCase() === 'SVABC12345' ? 'SVABC12345' : undefined);

  it('reads amounts from JSON numbers or strings, currencies in any case, recipients in any case', () => {
    const o = parseCodeOrder({ currency: 'BTC', amount: new JsonNumber('0.00000001'), recipient: 'svabc12345', comment: 'x' }, known);
    expect(isRefusal(o)).toBe(false);
    expect(o).toMatchObject({ currency: 'btc', recipient: 'SVABC12345', comment: 'x', privateComment: '', nonRefundableBefore: null });
    for (const r of ['', 'all', null]) expect(parseCodeOrder({ currency: 'usd', amount: '1.5', recipient: r }, known)).toMatchObject({ recipient: null });
  });

  it.each([
    [{ amount: '1' }, 400, /^currency is required/],
    [{ currency: 'btc' }, 400, /^amount is required/],
    [{ currency: 'btc', amount: '0' }, 400, /^amount is required/],
    [{ currency: 'btc', amount: -1 }, 400, /^amount is required/],
    [{ currency: 'btc', amount: '0.000000001' }, 400, 'amount has more than 8 decimal places, the precision of btc'],
    [{ currency: 'uah', amount: '1.001' }, 400, 'amount has more than 2 decimal places, the precision of uah'],
    [{ currency: 'zzz', amount: '1' }, 404, 'Unknown currency: zzz'],
    [{ currency: 'btc', amount: '1', recipient: 5 }, 400, /^recipient must be/],
    [{ currency: 'btc', amount: '1', recipient: 'not valid!' }, 400, /^recipient must be/],
    [{ currency: 'btc', amount: '1', recipient: 'SVNOBODY00' }, 404, 'Unknown recipient: SVNOBODY00'],
    [{ currency: 'btc', amount: '1', non_refundable_before: 'tomorrow' }, 400, /^non_refundable_before must be/],
    [{ currency: 'btc', amount: '1', non_refundable_before: 1767225600 }, 400, /^non_refundable_before must be/],
    [{ currency: 'btc', amount: '1', comment: 5 }, 400, 'comment must be a string'],
    [{ currency: 'btc', amount: '1', private_comment: 'x'.repeat(256) }, 400, 'private_comment must be at most 255 characters'],
  ])('%j → %i', (body, status, message) => {
    const r = parseCodeOrder(body as Record<string, unknown>, known);
    expect(isRefusal(r)).toBe(true);
    expect(r).toMatchObject({ status });
    if (typeof message === 'string') expect((r as { message: string }).message).toBe(message);
    else expect((r as { message: string }).message).toMatch(message);
  });

  it('non_refundable_before: offsets honoured, fractions rounded up to the next second', () => {
    expect(parseIsoTime('2026-01-10T12:00:00Z')).toBe(NOW);
    expect(parseIsoTime('2026-01-10T14:00:00+02:00')).toBe(NOW);
    expect(parseIsoTime('2026-01-10T07:30:00-0430')).toBe(NOW);
    expect(parseIsoTime('2026-01-10T12:00:00.250Z')).toBe(NOW + 250);
    for (const bad of ['2026-02-30T00:00:00Z', '2026-01-10T24:00:00Z', '2026-01-10T12:00:00', '2026-01-10', '2026-01-10 12:00:00Z', '1969-12-31T23:59:59Z']) {
      expect(parseIsoTime(bad), bad).toBeNull();
    }
    expect(parseCodeOrder({ currency: 'btc', amount: '1', non_refundable_before: '2026-01-10T12:00:00.001Z' }, known)).toMatchObject({ nonRefundableBefore: NOW + 1000 });
  });
});

describe('lists', () => {
  it('status filter, order by amount and redeemed_at (unredeemed last when descending), paging without overlap', () => {
    const alice = accountBook(accounts[0]!);
    const bob = accountBook(accounts[1]!);
    const codes = new Codes(1);
    const made = ['3', '1', '2', '5', '4'].map((a, i) => codes.issue(alice, order(a), NOW + i * 1000));
    codes.redeem(bob, parsed(made[1]!.code), made[1]!.code, NOW + 10_000);
    codes.redeem(bob, parsed(made[3]!.code), made[3]!.code, NOW + 9_000);
    const q = (body: Record<string, unknown>, def: 'created_at' | 'redeemed_at' = 'created_at') => {
      const r = parseCodeQuery(body, def, true);
      if (typeof r === 'string') throw new Error(r);
      return listCodes(codes.issuedBy(alice.apiKey), r).map((c) => c.amount.toFixed());
    };
    expect(q({})).toEqual(['4', '5', '2', '1', '3']);
    expect(q({ order_by: 'amount', order_dir: 'asc' })).toEqual(['1', '2', '3', '4', '5']);
    expect(q({ order_by: 'redeemed_at' })).toEqual(['1', '5', '4', '2', '3']);
    expect(q({ status: ['redeemed'] })).toEqual(['5', '1']);
    expect(q({ status: [] })).toHaveLength(5);
    expect([...q({ per_page: 2 }), ...q({ per_page: 2, page: 2 }), ...q({ per_page: 2, page: 3 })]).toEqual(q({}));
    expect(q({ page: 4, per_page: 2 })).toEqual([]);
    for (const bad of [{ page: 0 }, { per_page: 101 }, { per_page: '5' }, { order_by: 'id' }, { order_dir: 'DESC' }, { status: 'active' }, { status: ['ACTIVE'] }]) {
      expect(typeof parseCodeQuery(bad, 'created_at', true), JSON.stringify(bad)).toBe('string');
    }
    // redeemed-by-me takes no status filter: the key is ignored like any unknown key.
    expect(typeof parseCodeQuery({ status: 'whatever' }, 'redeemed_at', false)).toBe('object');
  });
});

describe('seedCodes', () => {
  it('the same seed gives the same codes, apart from the secret texts; each account has its kinds', () => {
    const sim = new MarketSim({ seed: 5, tickMs: 250, startMs: NOW });
    const strip = (codes: ReturnType<typeof seedCodes>) =>
      accounts.flatMap((a) => codes.issuedBy(a.apiKey)).map((c) => ({ ...c, code: undefined, publicPart: undefined, amount: c.amount.toFixed() }));
    const one = seedCodes(5, accounts, sim, NOW);
    const two = seedCodes(5, accounts, sim, NOW);
    expect(strip(one)).toEqual(strip(two));
    expect(strip(seedCodes(6, accounts, sim, NOW))).not.toEqual(strip(one));
    const [a, b] = accounts as [DemoAccount, DemoAccount];
    const statuses = (key: string) => one.issuedBy(key).map((c) => c.status).sort();
    expect(statuses(a.apiKey)).toEqual(SEEDED_KINDS.map((k) => k.status).sort());
    expect(statuses(b.apiKey)).toEqual([...SEEDED_KINDS.map((k) => k.status), 'unconfirmed'].sort());
    expect(one.redeemedBy(a.apiKey).every((c) => c.owner === b.apiKey)).toBe(true);
    expect(one.redeemedBy(a.apiKey)).toHaveLength(2);
    expect(one.redeemedBy(b.apiKey)).toHaveLength(2);
    for (const c of one.issuedBy(a.apiKey)) {
      expect(typeof parseCode(c.code)).toBe('object');
      expect(c.createdAt).toBeLessThan(NOW);
      if (c.redeemedAt !== null) expect(c.redeemedAt).toBeGreaterThanOrEqual(c.createdAt);
    }
  });
});
