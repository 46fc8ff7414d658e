import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { arr, get } from './fetch-json.js';
import { expectError, fund, ok } from './funds-client.js';
import { ALPHABET, all, codeObject, createCode, issue, list, redeem, type CodeObject } from './codes-client.js';
import { Signer } from './signed.js';

// Reading transfer codes over real HTTP: details, the two lists, the public check, the seed.
let exchange: DemoExchange;
let alice: Signer;
let bob: Signer;

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 2024 });
  [alice, bob] = exchange.accounts.map((a) => new Signer(exchange.url, a)) as [Signer, Signer];
  await fund(exchange, alice.account.email, 'btc', '5');
  // Enough of Alice's codes for several pages, with distinct amounts and creation times.
  for (let i = 1; i <= 14; i++) {
    await createCode(alice, { amount: `0.0${String(i).padStart(2, '0')}`, currency: 'btc', comment: `n${i}`, private_comment: `p${i}` });
    if (i % 5 === 0) await new Promise((resolve) => setTimeout(resolve, 1001));
  }
});
afterAll(() => exchange.close());

const details = (signer: Signer, id: unknown) => signer.post('/v3/auth/svc_codes/details', { id });
const check = (part: string, init?: RequestInit) => get(`${exchange.url}/v3/svc_codes/${part}/check`, init);
const ids = (rows: CodeObject[]): number[] => rows.map((c) => c.id);
const time = (iso: string | null): number => (iso === null ? -1 : Date.parse(iso));

describe('the seeded codes', () => {
  it('each account has issued codes in several statuses and redeemed two of the other account', async () => {
    for (const [me, other] of [[alice, bob], [bob, alice]] as const) {
      const issued = (await all(me, 'issued-by-me')).filter((c) => !/^n\d+$/.test(c.comment));
      const statuses = new Set(issued.map((c) => c.status));
      for (const s of ['active', 'redeemed', 'canceled', 'onhold']) expect(statuses, s).toContain(s);
      const redeemed = await all(me, 'redeemed-by-me');
      expect(redeemed).toHaveLength(2);
      const theirs = new Set(ids(await all(other, 'issued-by-me')));
      for (const c of redeemed) {
        expect(theirs.has(c.id)).toBe(true);
        expect(c.status).toBe('redeemed');
        // The redeemer never sees the owner's private comment.
        expect(c.private_comment).toBe('');
      }
    }
    expect((await all(bob, 'issued-by-me')).some((c) => c.status === 'unconfirmed')).toBe(true);
  });

  it('the same seed seeds the same codes (apart from the secret texts)', async () => {
    const twin = await startDemoExchange({ port: 0, seed: 2024, accounts: [...exchange.accounts] });
    try {
      // Seeded codes come first in each account's list: compare those.
      const strip = (key: string, codes: DemoExchange['codes']) => codes.issuedBy(key).map((c) => [c.id, c.status, c.currency, c.amount.toFixed(), c.recipient, c.comment, c.privateComment]);
      for (const a of exchange.accounts) {
        const seeded = strip(a.apiKey, twin.codes);
        expect(seeded.length).toBeGreaterThanOrEqual(6);
        expect(strip(a.apiKey, exchange.codes).slice(0, seeded.length)).toEqual(seeded);
      }
      expect(twin.codes.issuedBy(alice.account.apiKey)[0]!.code).not.toBe(exchange.codes.issuedBy(alice.account.apiKey)[0]!.code);
    } finally {
      await twin.close();
    }
  });
});

describe('POST /v3/auth/svc_codes/details', () => {
  it('the owner gets the whole object, exactly as create answered it', async () => {
    const c = await createCode(alice, { amount: '0.5', currency: 'btc', comment: 'pub', private_comment: 'priv' });
    expect(codeObject(ok(await details(alice, c.id)))).toEqual(c);
  });

  it("another account's code and an unknown id are the same 404; bad ids 400", async () => {
    const his = (await list(bob, 'issued-by-me'))[0]!;
    expectError(await details(alice, his.id), 404, `Transfer code not found: ${his.id}`);
    expectError(await details(alice, 1), 404, 'Transfer code not found: 1');
    // Even a code Alice redeemed is not hers to inspect in details.
    const redeemedByAlice = (await list(alice, 'redeemed-by-me'))[0]!;
    expectError(await details(alice, redeemedByAlice.id), 404, `Transfer code not found: ${redeemedByAlice.id}`);
    for (const id of [undefined, '5', 0, -1, 1.5, 2147483648]) expectError(await details(alice, id), 400, 'id must be a positive 32-bit integer');
    expect(codeObject(ok(await details(bob, his.id))).id).toBe(his.id);
  });
});

describe('POST /v3/auth/svc_codes/issued-by-me', () => {
  it('defaults: page 1, 10 per page, newest first; only the caller’s codes', async () => {
    const every = await all(alice, 'issued-by-me');
    const first = await list(alice, 'issued-by-me');
    expect(first).toHaveLength(10);
    expect(ids(first)).toEqual(ids(every.slice(0, 10)));
    for (let i = 1; i < every.length; i++) expect(time(every[i - 1]!.created_at)).toBeGreaterThanOrEqual(time(every[i]!.created_at));
    const bobs = new Set(ids(await all(bob, 'issued-by-me')));
    expect(every.some((c) => bobs.has(c.id))).toBe(false);
    // The owner's lists carry the private comment.
    expect(every.filter((c) => /^n\d+$/.test(c.comment)).every((c) => c.private_comment === `p${c.comment.slice(1)}`)).toBe(true);
  });

  it('pages never overlap or skip; past the last page is []', async () => {
    const every = await all(alice, 'issued-by-me');
    const paged: CodeObject[] = [];
    for (let page = 1; page <= Math.ceil(every.length / 3); page++) paged.push(...(await list(alice, 'issued-by-me', { page, per_page: 3 })));
    expect(ids(paged)).toEqual(ids(every));
    expect(await list(alice, 'issued-by-me', { page: 1000 })).toEqual([]);
  });

  it('order_by amount and redeemed_at, both directions; asc is desc reversed', async () => {
    const asc = await all(alice, 'issued-by-me', { order_by: 'amount', order_dir: 'asc' });
    for (let i = 1; i < asc.length; i++) expect(Number(asc[i - 1]!.amount) <= Number(asc[i]!.amount)).toBe(true);
    expect(ids(await all(alice, 'issued-by-me', { order_by: 'amount', order_dir: 'desc' }))).toEqual(ids(asc).reverse());
    const byRedeemed = await all(alice, 'issued-by-me', { order_by: 'redeemed_at' });
    for (let i = 1; i < byRedeemed.length; i++) expect(time(byRedeemed[i - 1]!.redeemed_at)).toBeGreaterThanOrEqual(time(byRedeemed[i]!.redeemed_at));
    expect(byRedeemed[0]!.redeemed_at).not.toBeNull();
    expect(byRedeemed.at(-1)!.redeemed_at).toBeNull();
  });

  it('the status filter: one, several, or [] for all', async () => {
    const every = await all(alice, 'issued-by-me');
    for (const wanted of [['active'], ['redeemed', 'canceled'], ['onhold'], ['created', 'processing', 'redeeming']]) {
      const rows = await all(alice, 'issued-by-me', { status: wanted });
      expect(ids(rows)).toEqual(ids(every.filter((c) => wanted.includes(c.status))));
    }
    expect(ids(await all(alice, 'issued-by-me', { status: [] }))).toEqual(ids(every));
    expect(ids(await all(alice, 'issued-by-me', { status: null }))).toEqual(ids(every));
  });

  it.each([
    [{ page: 0 }, 'page must be an integer from 1 to 2147483647'],
    [{ page: '2' }, 'page must be an integer from 1 to 2147483647'],
    [{ per_page: 0 }, 'per_page must be an integer from 1 to 100'],
    [{ per_page: 101 }, 'per_page must be an integer from 1 to 100'],
    [{ per_page: 2.5 }, 'per_page must be an integer from 1 to 100'],
    [{ order_by: 'id' }, 'order_by must be created_at, redeemed_at, amount'],
    [{ order_dir: 'DESC' }, 'order_dir must be asc or desc'],
    [{ status: 'active' }, /^status must be an array of created, processing, unconfirmed, active/],
    [{ status: ['ACTIVE'] }, /^status must be an array of/],
    [{ status: ['done'] }, /^status must be an array of/],
  ])('%j → 400', async (body, message) => {
    expectError(await alice.post('/v3/auth/svc_codes/issued-by-me', body), 400, message);
  });
});

describe('POST /v3/auth/svc_codes/redeemed-by-me', () => {
  it('what the caller redeemed, newest redemption first by default; the owner’s private comment hidden', async () => {
    const mine = await createCode(alice, { amount: '0.2', currency: 'btc', private_comment: 'do not show' });
    const extra = await issue(exchange, alice.account.email, { currency: 'btc', amount: '0.3' });
    ok(await redeem(bob, mine.code));
    await new Promise((resolve) => setTimeout(resolve, 1001));
    ok(await redeem(bob, extra.code));
    const rows = await list(bob, 'redeemed-by-me');
    expect(ids(rows.slice(0, 2))).toEqual([extra.id, mine.id]);
    expect(rows[1]).toMatchObject({ code: mine.code, private_comment: '', status: 'redeemed' });
    for (let i = 1; i < rows.length; i++) expect(time(rows[i - 1]!.redeemed_at)).toBeGreaterThanOrEqual(time(rows[i]!.redeemed_at));
    expect(ids(await list(bob, 'redeemed-by-me', { order_dir: 'asc' }))).toEqual(ids(rows).reverse());
    const byAmount = await list(bob, 'redeemed-by-me', { order_by: 'amount', order_dir: 'desc', per_page: 100 });
    for (let i = 1; i < byAmount.length; i++) expect(Number(byAmount[i - 1]!.amount) >= Number(byAmount[i]!.amount)).toBe(true);
    expect(await list(bob, 'redeemed-by-me', { per_page: 1, page: 2 })).toEqual([rows[1]]);
    // The owner's lists still show its private comment; Alice never redeemed these.
    expect((await all(alice, 'issued-by-me')).find((c) => c.id === mine.id)).toMatchObject({ private_comment: 'do not show', status: 'redeemed' });
    expect(ids(await all(alice, 'redeemed-by-me'))).not.toContain(mine.id);
  });

  it('refuses bad paging and ordering (400); ignores status', async () => {
    expectError(await bob.post('/v3/auth/svc_codes/redeemed-by-me', { per_page: 500 }), 400, 'per_page must be an integer from 1 to 100');
    expectError(await bob.post('/v3/auth/svc_codes/redeemed-by-me', { order_by: 'status' }), 400, 'order_by must be created_at, redeemed_at, amount');
    expect(arr(ok(await bob.post('/v3/auth/svc_codes/redeemed-by-me', { status: 'anything' }))).length).toBeGreaterThan(0);
  });
});

describe('GET /v3/svc_codes/{code}/check', () => {
  it('answers the object without any private part: the public segment only, no private comment; recipient kept', async () => {
    const c = await createCode(alice, { amount: '0.07', currency: 'btc', recipient: bob.account.svcid, comment: 'hello', private_comment: 'hidden words' });
    const r = await check(c.code.slice(0, 5));
    const o = codeObject(ok(r), 'public');
    expect(o).toEqual({ ...c, code: c.code.slice(0, 5), private_comment: '' });
    expect(o.recipient).toBe(bob.account.svcid);
    for (const secret of c.code.slice(6, 53).split('-')) expect(r.text).not.toContain(secret);
    expect(r.text).not.toContain('hidden words');
    // After redemption the check tells so.
    ok(await redeem(bob, c.code));
    expect(codeObject(ok(await check(c.code.slice(0, 5))), 'public').status).toBe('redeemed');
  });

  it('every seeded code can be checked, none reveals its secret', async () => {
    for (const c of exchange.codes.issuedBy(bob.account.apiKey)) {
      const r = await check(c.publicPart);
      expect(codeObject(ok(r), 'public')).toMatchObject({ id: c.id, code: c.publicPart, private_comment: '', status: c.status });
      expect(r.text).not.toContain(c.code.slice(6, 11));
    }
  });

  it('unknown 404; not 5 alphabet characters 400; not GET 405; HEAD allowed', async () => {
    const taken = new Set(exchange.codes.issuedBy(alice.account.apiKey).concat(exchange.codes.issuedBy(bob.account.apiKey)).map((c) => c.publicPart));
    let unknown = '';
    while (unknown === '' || taken.has(unknown)) unknown = Array.from({ length: 5 }, () => ALPHABET[Math.floor(Math.random() * 58)]).join('');
    expectError(await check(unknown), 404, 'Transfer code not found');
    for (const bad of ['abcd', 'abcdef', 'abc0d', 'abcOd', 'ab%20d', '%E0%A4%A', 'abcde-fghij']) {
      expectError(await check(bad), 400, `Malformed code: ${bad} (expected the first 5 characters of a transfer code)`);
    }
    const part = exchange.codes.issuedBy(alice.account.apiKey)[0]!.publicPart;
    const post = await check(part, { method: 'POST' });
    expectError(post, 405, `Method POST is not allowed on /v3/svc_codes/${part}/check`);
    expect(post.headers.get('allow')).toBe('GET, HEAD');
    expect((await fetch(`${exchange.url}/v3/svc_codes/${part}/check`, { method: 'HEAD' })).status).toBe(200);
    expectError(await get(`${exchange.url}/v3/svc_codes/${part}`), 404, `Unknown path: /v3/svc_codes/${part}`);
  });
});
