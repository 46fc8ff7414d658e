import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseJson } from '../../../shared/json/lossless.js';
import { makeAccounts, type DemoAccount } from '../../../electron/demo/accounts.js';
import { startDemoExchange, type DemoExchange } from '../../../electron/demo/exchange/server.js';
import { get, obj } from './fetch-json.js';
import { admin, available, big, expectError, fund, ok, walletsText } from './funds-client.js';
import { all, codeObject, createCode, issue, madeUpCode, oneConnection, redeem } from './codes-client.js';
import { Signer } from './signed.js';

// Transfer codes over real HTTP: create, redeem, refunds, every refusal, and races.
let exchange: DemoExchange;
let alice: Signer;
let bob: Signer;
let carol: Signer;

const CAROL: DemoAccount = { email: 'carol@demo.satchel.test', svcid: 'SVCAROL123', apiKey: 'carolcarolcarolcarolcarolcarolcarolcarol', apiSecret: 'secretsecretsecretsecretsecretsecretsecr', withdrawConfirmation: false };

beforeAll(async () => {
  exchange = await startDemoExchange({ port: 0, seed: 77, accounts: [...makeAccounts(), CAROL] });
  [alice, bob, carol] = exchange.accounts.map((a) => new Signer(exchange.url, a)) as [Signer, Signer, Signer];
  for (const s of [alice, bob, carol]) {
    for (const [currency, amount] of [['btc', '2'], ['eth', '3'], ['uah', '10000']]) await fund(exchange, s.account.email, currency!, amount!);
  }
});
afterAll(() => exchange.close());

const CREATE = '/v3/auth/svc_codes';

describe('POST /v3/auth/svc_codes', () => {
  it('creates an active code for Alice: the whole object, the amount taken from what is available', async () => {
    const before = await available(alice, 'btc');
    const started = Math.floor(Date.now() / 1000) * 1000;
    const c = await createCode(alice, { amount: 0.1, currency: 'btc', comment: 'lunch', private_comment: 'owes me' });
    expect(c).toMatchObject({ amount: '0.1', currency: 'btc', status: 'active', recipient: 'all', redeemed_at: null, comment: 'lunch', private_comment: 'owes me' });
    expect(c.code.endsWith('-BTC-SVC')).toBe(true);
    expect(c.non_refundable_before).toBe(c.created_at);
    expect(Date.parse(c.created_at)).toBeGreaterThanOrEqual(started);
    expect(before.minus(await available(alice, 'btc')).eq('0.1')).toBe(true);
  });

  it('amounts as decimal-strings or JSON numbers, read exactly; fiat too; currency in any case', async () => {
    const eth = await available(alice, 'eth');
    const r = codeObject(ok(await alice.call(CREATE, { body: '{"amount":0.100000000000000001,"currency":"ETH"}' })));
    expect(r).toMatchObject({ amount: '0.100000000000000001', currency: 'eth' });
    expect(r.code.endsWith('-ETH-SVC')).toBe(true);
    expect(eth.minus(await available(alice, 'eth')).eq('0.100000000000000001')).toBe(true);
    const uah = await createCode(alice, { amount: '150.25', currency: 'uah' });
    expect(uah).toMatchObject({ amount: '150.25', currency: 'uah' });
    expect(uah.code.endsWith('-UAH-SVC')).toBe(true);
  });

  it('the whole available balance can go into one code, to exactly zero', async () => {
    await fund(exchange, carol.account.email, 'ltc', '0.75');
    const all = await available(carol, 'ltc');
    await createCode(carol, { amount: all.toFixed(), currency: 'ltc' });
    expect((await available(carol, 'ltc')).eq(0)).toBe(true);
  });

  it('recipient (any case) and non_refundable_before are kept; the recipient is shown as its svcid', async () => {
    const c = await createCode(alice, { amount: '0.01', currency: 'btc', recipient: bob.account.svcid.toLowerCase(), non_refundable_before: '2030-01-02T03:04:05.5+01:00' });
    expect(c).toMatchObject({ recipient: bob.account.svcid, non_refundable_before: '2030-01-02T02:04:06+00:00' });
  });

  it('refusals change nothing: neither balances nor the list of codes', async () => {
    const btc = await available(alice, 'btc');
    const cases: [Record<string, unknown>, number, string | RegExp][] = [
      [{ amount: btc.plus('0.00000001').toFixed(), currency: 'btc' }, 400, /^Insufficient funds: [0-9.]+ btc available, [0-9.]+ btc needed$/],
      [{ amount: '1', currency: 'zzz' }, 404, 'Unknown currency: zzz'],
      [{ amount: '1', currency: 'btc', recipient: 'SVNOBODY99' }, 404, 'Unknown recipient: SVNOBODY99'],
      [{ amount: '1', currency: 'btc', recipient: 'not an id' }, 400, 'recipient must be an account identifier (svcid), or all'],
      [{ amount: '1', currency: 'btc', recipient: 12 }, 400, 'recipient must be an account identifier (svcid), or all'],
      [{ amount: '0.000000001', currency: 'btc' }, 400, 'amount has more than 8 decimal places, the precision of btc'],
      [{ amount: '0.001', currency: 'uah' }, 400, 'amount has more than 2 decimal places, the precision of uah'],
      [{ currency: 'btc' }, 400, /^amount is required/],
      ...[0, -1, '0', '-1', 'abc', '', '1e-2', ' 1', true, null, [1], {}].map((amount): [Record<string, unknown>, number, RegExp] => [{ amount, currency: 'btc' }, 400, /^amount is required/]),
      [{ amount: '1' }, 400, 'currency is required: a currency code'],
      [{ amount: '1', currency: 5 }, 400, 'currency is required: a currency code'],
      [{ amount: '1', currency: 'btc', non_refundable_before: 'next week' }, 400, /^non_refundable_before must be an ISO 8601 time/],
      [{ amount: '1', currency: 'btc', non_refundable_before: '2030-01-02' }, 400, /^non_refundable_before must be/],
      [{ amount: '1', currency: 'btc', non_refundable_before: 1893456000 }, 400, /^non_refundable_before must be/],
      [{ amount: '1', currency: 'btc', comment: 7 }, 400, 'comment must be a string'],
      [{ amount: '1', currency: 'btc', private_comment: 'x'.repeat(256) }, 400, 'private_comment must be at most 255 characters'],
    ];
    const wallets = await walletsText(alice);
    const count = (await all(alice, 'issued-by-me')).length;
    for (const [body, status, message] of cases) expectError(await alice.post(CREATE, body), status, message);
    expect(await walletsText(alice)).toBe(wallets);
    expect((await all(alice, 'issued-by-me')).length).toBe(count);
  });

  it('Bob (e-mail confirmation on): unconfirmed until confirmed through the admin endpoint; not redeemable before', async () => {
    const c = await createCode(bob, { amount: '0.02', currency: 'btc' });
    expect(c.status).toBe('unconfirmed');
    const aliceBtc = await available(alice, 'btc');
    expectError(await redeem(alice, c.code), 409, `Transfer code ${c.id} cannot be redeemed: it is unconfirmed`);
    expectError(await admin(exchange, '/admin/codes/confirm', { id: c.id }, { token: 'wrong' }), 401, 'Missing or wrong x-admin-token');
    const r = await admin(exchange, '/admin/codes/confirm', { id: c.id });
    expect(parseJson(r.text)).toEqual(parseJson(`{"success":true,"id":${c.id},"status":"active"}`));
    expectError(await admin(exchange, '/admin/codes/confirm', { id: c.id }), 409, `Transfer code ${c.id} is not awaiting confirmation: it is active`);
    expectError(await admin(exchange, '/admin/codes/confirm', { id: 1 }), 404, 'Transfer code not found: 1');
    for (const body of [{}, { id: '5' }, { id: 0 }, { id: 2147483648 }]) expectError(await admin(exchange, '/admin/codes/confirm', body), 400, 'id must be a positive 32-bit integer');
    expect(codeObject(ok(await redeem(alice, c.code)))).toMatchObject({ status: 'redeemed' });
    expect((await available(alice, 'btc')).minus(aliceBtc).eq('0.02')).toBe(true);
  });
});

describe('PUT /v3/auth/svc_codes/redeem', () => {
  it("Bob redeems Alice's code: credited exactly once, sees it without her private comment", async () => {
    const c = await createCode(alice, { amount: '0.05', currency: 'btc', comment: 'for you', private_comment: 'secret note' });
    const [aliceBefore, bobBefore] = [await walletsText(alice), await available(bob, 'btc')];
    const started = Math.floor(Date.now() / 1000) * 1000;
    const r = codeObject(ok(await redeem(bob, c.code)));
    expect(r).toMatchObject({ id: c.id, code: c.code, status: 'redeemed', comment: 'for you', private_comment: '', amount: '0.05' });
    expect(Date.parse(r.redeemed_at!)).toBeGreaterThanOrEqual(started);
    expect((await available(bob, 'btc')).minus(bobBefore).eq('0.05')).toBe(true);
    expect(await walletsText(alice)).toBe(aliceBefore);
    // Once only, for anyone.
    const bobAfter = await walletsText(bob);
    expectError(await redeem(bob, c.code), 409, `Transfer code ${c.id} is already redeemed`);
    expectError(await redeem(carol, c.code), 409, `Transfer code ${c.id} is already redeemed`);
    expectError(await redeem(alice, c.code), 409, `Transfer code ${c.id} is already redeemed`);
    expect(await walletsText(bob)).toBe(bobAfter);
    expect(await walletsText(alice)).toBe(aliceBefore);
  });

  it('format and checksum are checked before any lookup (400); a well-formed unknown code is 404; nothing changes', async () => {
    const c = await issue(exchange, alice.account.email, { currency: 'btc', amount: '0.01' });
    const typo = c.code.slice(0, 12) + (c.code[12] === 'a' ? 'b' : 'a') + c.code.slice(13);
    const wallets = await walletsText(bob);
    const cases: [unknown, number, string | RegExp][] = [
      [typo, 400, 'Invalid code: the checksum does not match'],
      [c.code.replace('-BTC-', '-btc-'), 400, /^Malformed code/],
      [c.code.slice(0, 53), 400, /^Malformed code/],
      [` ${c.code}`, 400, /^Malformed code/],
      [c.code.slice(0, 5), 400, /^Malformed code/],
      ['hello', 400, /^Malformed code/],
      ['', 400, 'code is required: the full transfer code, suffix included'],
      [42, 400, 'code is required: the full transfer code, suffix included'],
      [null, 400, 'code is required: the full transfer code, suffix included'],
      [madeUpCode(), 404, 'Transfer code not found'],
      // The right code under another currency mark or type word is not that code.
      [c.code.replace('-BTC-', '-ETH-'), 404, 'Transfer code not found'],
      [c.code.replace(/-SVC$/, '-GIFT'), 404, 'Transfer code not found'],
    ];
    for (const [code, status, message] of cases) expectError(await redeem(bob, code), status, message);
    expectError(await bob.call('/v3/auth/svc_codes/redeem', { method: 'PUT', body: '{}' }), 400, 'code is required: the full transfer code, suffix included');
    expect(await walletsText(bob)).toBe(wallets);
    expect(codeObject(ok(await redeem(bob, c.code))).status).toBe('redeemed');
  });

  it('seeded codes on hold, canceled or redeemed are refused (409) naming their status', async () => {
    const own = exchange.codes.issuedBy(alice.account.apiKey);
    const wallets = await walletsText(bob);
    for (const status of ['onhold', 'canceled', 'redeemed'] as const) {
      const c = own.find((x) => x.status === status)!;
      const message = status === 'redeemed' ? `Transfer code ${c.id} is already redeemed` : `Transfer code ${c.id} cannot be redeemed: it is ${status}`;
      expectError(await redeem(bob, c.code), 409, message);
    }
    expect(await walletsText(bob)).toBe(wallets);
  });

  it('a code for one recipient: another account is refused 403, the recipient redeems it', async () => {
    const c = await createCode(alice, { amount: '0.03', currency: 'btc', recipient: bob.account.svcid });
    const wallets = await walletsText(carol);
    expectError(await redeem(carol, c.code), 403, `Transfer code ${c.id} can only be redeemed by account ${bob.account.svcid}`);
    expect(await walletsText(carol)).toBe(wallets);
    const before = await available(bob, 'btc');
    expect(codeObject(ok(await redeem(bob, c.code)))).toMatchObject({ status: 'redeemed', recipient: bob.account.svcid });
    expect((await available(bob, 'btc')).minus(before).eq('0.03')).toBe(true);
  });

  it('the owner takes a code back only from non_refundable_before on; others may redeem before', async () => {
    const btc0 = await available(alice, 'btc');
    const until = new Date(Math.ceil((Date.now() + 1500) / 1000) * 1000);
    const c = await createCode(alice, { amount: '0.04', currency: 'btc', recipient: carol.account.svcid, non_refundable_before: until.toISOString() });
    expect(c.non_refundable_before).toBe(until.toISOString().replace('.000Z', '+00:00'));
    const shown = c.non_refundable_before;
    expectError(await redeem(alice, c.code), 400, `Transfer code ${c.id} cannot be taken back by its owner before ${shown} (non_refundable_before)`);
    expect((await available(alice, 'btc')).eq(btc0.minus('0.04'))).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, until.getTime() - Date.now() + 50)));
    // A refund: the owner gets it back even though the code was meant for Carol.
    expect(codeObject(ok(await redeem(alice, c.code)))).toMatchObject({ status: 'redeemed', recipient: carol.account.svcid });
    expect((await available(alice, 'btc')).eq(btc0)).toBe(true);
    // Before the time, someone else is free to redeem.
    const d = await createCode(alice, { amount: '0.01', currency: 'btc', non_refundable_before: '2099-01-01T00:00:00Z' });
    expect(codeObject(ok(await redeem(bob, d.code))).status).toBe('redeemed');
  });

  it('without non_refundable_before the owner may take a code back at once', async () => {
    const before = await available(carol, 'uah');
    const c = await createCode(carol, { amount: '12.5', currency: 'uah', private_comment: 'mine' });
    expect((await available(carol, 'uah')).eq(before.minus('12.5'))).toBe(true);
    expect(codeObject(ok(await redeem(carol, c.code)))).toMatchObject({ status: 'redeemed', private_comment: 'mine' });
    expect((await available(carol, 'uah')).eq(before)).toBe(true);
  });
});

describe('twenty redeems of one code at once: exactly one wins', () => {
  it('on one connection (nonce order kept): one 200, nineteen 409, credited once', async () => {
    const c = await issue(exchange, alice.account.email, { currency: 'eth', amount: '0.5' });
    const before = await available(bob, 'eth');
    const conn = oneConnection();
    const answers = await Promise.all(Array.from({ length: 20 }, () => conn.send(bob, '/v3/auth/svc_codes/redeem', 'PUT', JSON.stringify({ code: c.code }))));
    conn.close();
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(19);
    for (const a of refused) expect(a).toEqual({ status: 409, text: `{"success":false,"message":"Transfer code ${c.id} is already redeemed"}` });
    expect((await available(bob, 'eth')).minus(before).eq('0.5')).toBe(true);
  });

  it('over twenty connections from three accounts (the owner too): one 200; the rest 409 or out-of-order nonces; one credit', async () => {
    const c = await issue(exchange, alice.account.email, { currency: 'eth', amount: '0.25' });
    const signers = [alice, bob, carol];
    const before = await Promise.all(signers.map((s) => available(s, 'eth')));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => redeem(signers[i % 3]!, c.code).then((r) => ({ who: i % 3, r }))));
    const won = answers.filter((a) => a.r.status === 200);
    expect(won).toHaveLength(1);
    for (const { r } of answers.filter((a) => a.r.status !== 200)) {
      expect([409, 401]).toContain(r.status);
      expect(String(obj(r.json).message)).toMatch(/^(Transfer code \d+ is already redeemed|Nonce \d+ is not greater)/);
    }
    const after = await Promise.all(signers.map((s) => available(s, 'eth')));
    signers.forEach((_, i) => expect(after[i]!.minus(before[i]!).eq(i === won[0]!.who ? '0.25' : '0'), `account ${i}`).toBe(true));
  });
});

describe('the checks in front of the code paths', () => {
  it('405 for the wrong method (PUT only for redeem, POST for the others), 415, 400 body, 401', async () => {
    const r = await alice.call('/v3/auth/svc_codes/redeem', { body: '{"code":"x"}' });
    expectError(r, 405, 'Method POST is not allowed on /v3/auth/svc_codes/redeem');
    expect(r.headers.get('allow')).toBe('PUT');
    for (const path of ['/v3/auth/svc_codes', '/v3/auth/svc_codes/details', '/v3/auth/svc_codes/issued-by-me', '/v3/auth/svc_codes/redeemed-by-me']) {
      const p = await alice.call(path, { method: 'PUT' });
      expectError(p, 405, `Method PUT is not allowed on ${path}`);
      expect(p.headers.get('allow')).toBe('POST');
    }
    expectError(await alice.call('/v3/auth/svc_codes/redeem', { method: 'PUT', headers: { 'content-type': 'text/plain' } }), 415, 'content-type must be application/json');
    expectError(await alice.call('/v3/auth/svc_codes/redeem', { method: 'PUT', body: '[]' }), 400, /^The body must be a JSON object/);
    expectError(await alice.call('/v3/auth/svc_codes/redeem', { method: 'PUT', secret: 'wrong' }), 401, 'Invalid signature');
    expectError(await alice.call('/v3/auth/svc_codes/nope'), 404, 'Unknown path: /v3/auth/svc_codes/nope');
  });
});

describe('POST /admin/codes', () => {
  it('issues an active code without touching any balance, for any account (Bob too)', async () => {
    const wallets = await walletsText(bob);
    const c = await issue(exchange, bob.account.email, { currency: 'usd', amount: 25, comment: 'test', private_comment: 'p' });
    expect(c).toMatchObject({ status: 'active', amount: '25', currency: 'usd', recipient: 'all', comment: 'test', private_comment: 'p' });
    expect(c.code.endsWith('-USD-SVC')).toBe(true);
    expect(await walletsText(bob)).toBe(wallets);
    const restricted = await issue(exchange, bob.account.email, { currency: 'btc', amount: '0.1', recipient: alice.account.svcid, non_refundable_before: '2099-01-01T00:00:00Z' });
    expect(restricted).toMatchObject({ recipient: alice.account.svcid, non_refundable_before: '2099-01-01T00:00:00+00:00' });
  });

  it('refusals: token 401, unknown account or currency 404, bad fields 400, wrong method 405', async () => {
    expectError(await admin(exchange, '/admin/codes', { email: alice.account.email, currency: 'btc', amount: '1' }, { token: null }), 401, 'Missing or wrong x-admin-token');
    expectError(await admin(exchange, '/admin/codes', { email: 'nobody@x.test', currency: 'btc', amount: '1' }), 404, 'Unknown account: nobody@x.test');
    expectError(await admin(exchange, '/admin/codes', { email: alice.account.email, currency: 'zzz', amount: '1' }), 404, 'Unknown currency: zzz');
    expectError(await admin(exchange, '/admin/codes', { email: alice.account.email, currency: 'btc', amount: '-1' }), 400, /^amount is required/);
    expectError(await admin(exchange, '/admin/codes', { currency: 'btc', amount: '1' }), 400, 'email is required: the account e-mail');
    expectError(await admin(exchange, '/admin/codes', 'nope'), 400, 'The body must be a JSON object');
    expectError(await admin(exchange, '/admin/codes', undefined, { method: 'GET' }), 405, 'Method GET is not allowed on /admin/codes');
  });
});

describe('amounts on the wire', () => {
  it('a code redeemed in full moves exactly its amount: 18 decimals of eth', async () => {
    const c = await issue(exchange, alice.account.email, { currency: 'eth', amount: '0.000000000000000001' });
    const before = await available(carol, 'eth');
    ok(await redeem(carol, c.code));
    expect((await available(carol, 'eth')).minus(before).eq(big('0.000000000000000001'))).toBe(true);
    // The public check needs no signature.
    expect((await get(`${exchange.url}/v3/svc_codes/${c.code.slice(0, 5)}/check`)).status).toBe(200);
  });
});
