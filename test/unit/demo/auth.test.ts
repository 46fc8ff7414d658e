import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type DemoAccount } from '../../../electron/demo/accounts.js';
import { Authenticator, checkAuth, MAX_NONCE_AHEAD_MS, type SignedRequest } from '../../../electron/demo/exchange/http/auth.js';

// The reference signature, computed here from the document's rule, not from the module under test.
const hmac = (secret: string, text: string): string => createHmac('sha384', secret).update(text).digest('hex');

const alice: DemoAccount = { email: 'a@x', svcid: 'SVA', apiKey: 'key-alice', apiSecret: 'secret-alice', withdrawConfirmation: false };
const bob: DemoAccount = { email: 'b@x', svcid: 'SVB', apiKey: 'key-bob', apiSecret: 'secret-bob', withdrawConfirmation: true };
const table = new Map([alice, bob].map((a) => [a.apiKey, a]));
const PATH = '/v3/auth/r/wallets';
const BODY = '{}';

function request(overrides: { nonce?: string; key?: string; signature?: string; path?: string; body?: string; signedPath?: string; signedBody?: string; secret?: string } = {}): SignedRequest {
  const nonce = overrides.nonce ?? '1700000000000';
  const path = overrides.path ?? PATH;
  const body = overrides.body ?? BODY;
  const signature = overrides.signature ?? hmac(overrides.secret ?? alice.apiSecret, (overrides.signedPath ?? path) + nonce + (overrides.signedBody ?? body));
  return { path, body, headers: { 'svc-nonce': nonce, 'svc-apikey': overrides.key ?? alice.apiKey, 'svc-signature': signature } };
}

const without = (r: SignedRequest, ...names: string[]): SignedRequest => ({
  ...r,
  headers: Object.fromEntries(Object.entries(r.headers).filter(([k]) => !names.includes(k))),
});

describe('checkAuth (pure)', () => {
  it('accepts the document signature in lower- and upper-case hex and answers the account and nonce', () => {
    const ok = checkAuth(request(), table, new Map());
    expect(ok).toEqual({ ok: true, account: alice, nonce: 1700000000000 });
    const upper = request();
    upper.headers = { ...upper.headers, 'svc-signature': (upper.headers['svc-signature'] as string).toUpperCase() };
    expect(checkAuth(upper, table, new Map()).ok).toBe(true);
  });

  it('names every missing header', () => {
    for (const name of ['svc-nonce', 'svc-apikey', 'svc-signature']) {
      const outcome = checkAuth(without(request(), name), table, new Map());
      expect(outcome).toEqual({ ok: false, reason: 'missing-headers', message: `Missing header: ${name}` });
    }
    const none = checkAuth(without(request(), 'svc-nonce', 'svc-apikey', 'svc-signature'), table, new Map());
    expect(none).toMatchObject({ ok: false, reason: 'missing-headers', message: 'Missing headers: svc-nonce, svc-apikey, svc-signature' });
    // An empty value and a repeated header count as missing.
    const empty = request();
    empty.headers = { ...empty.headers, 'svc-apikey': '' };
    expect(checkAuth(empty, table, new Map())).toMatchObject({ ok: false, reason: 'missing-headers' });
    const repeated = request();
    repeated.headers = { ...repeated.headers, 'svc-nonce': ['1', '2'] };
    expect(checkAuth(repeated, table, new Map())).toMatchObject({ ok: false, reason: 'missing-headers' });
  });

  it('refuses an unknown key with the words of a bad signature, so that a caller cannot tell which keys exist', () => {
    expect(checkAuth(request({ key: 'nobody' }), table, new Map())).toEqual({ ok: false, reason: 'unknown-key', message: 'Invalid signature' });
    expect(checkAuth(request({ key: 'nobody', nonce: 'abc' }), table, new Map())).toMatchObject({ ok: false, reason: 'malformed-nonce' });
  });

  it('refuses a nonce that is not a positive integer of at most 16 digits', () => {
    for (const nonce of ['0', '-5', '01', '1.5', '1e12', 'abc', ' 17', '99999999999999999', '9007199254740993']) {
      expect(checkAuth(request({ nonce }), table, new Map()), nonce).toMatchObject({ ok: false, reason: 'malformed-nonce' });
    }
  });

  it('refuses a signature made with another secret, over another path, nonce or body, or cut short', () => {
    const bad = [
      request({ secret: bob.apiSecret }),
      request({ signedPath: '/v3/auth/me' }),
      request({ signedBody: '{"a":1}' }),
      request({ body: '{ }', signedBody: '{}' }),
      request({ signedPath: `${PATH}/` }),
      request({ signature: hmac(alice.apiSecret, `${PATH}1700000000001${BODY}`) }),
      request({ signature: request().headers['svc-signature']!.slice(0, 95) as string }),
      request({ signature: `${(request().headers['svc-signature'] as string).slice(0, 95)}g` }),
      request({ signature: createHmac('sha256', alice.apiSecret).update(`${PATH}1700000000000${BODY}`).digest('hex') }),
    ];
    for (const r of bad) expect(checkAuth(r, table, new Map())).toEqual({ ok: false, reason: 'bad-signature', message: 'Invalid signature' });
    // Bob's own key with Bob's secret is fine: keys are looked up, not assumed.
    expect(checkAuth(request({ key: bob.apiKey, secret: bob.apiSecret }), table, new Map())).toMatchObject({ ok: true, account: bob });
  });

  it('refuses a nonce equal to or below the last accepted one for that key only', () => {
    const last = new Map([[alice.apiKey, 1700000000000]]);
    expect(checkAuth(request({ nonce: '1700000000000' }), table, last)).toMatchObject({ ok: false, reason: 'stale-nonce' });
    const lower = checkAuth(request({ nonce: '1699999999999' }), table, last);
    expect(lower).toEqual({ ok: false, reason: 'stale-nonce', message: 'Nonce 1699999999999 is not greater than the last one accepted for this key (1700000000000)' });
    expect(checkAuth(request({ nonce: '1700000000001' }), table, last).ok).toBe(true);
    // Bob's nonces are his own.
    expect(checkAuth(request({ key: bob.apiKey, secret: bob.apiSecret, nonce: '5' }), table, last).ok).toBe(true);
  });

  it('checks the signature before the nonce order, so the last nonce is never told to someone without the secret', () => {
    const last = new Map([[alice.apiKey, 1700000000000]]);
    expect(checkAuth(request({ nonce: '5', secret: 'guess' }), table, last)).toMatchObject({ reason: 'bad-signature' });
  });

  it('does not change the nonce table', () => {
    const last = new Map<string, number>();
    checkAuth(request(), table, last);
    expect(last.size).toBe(0);
  });
});

describe('Authenticator', () => {
  it('records a nonce only when the whole check passes; a replay is then refused', () => {
    const auth = new Authenticator([alice, bob]);
    expect(auth.authenticate(request({ nonce: '100' })).ok).toBe(true);
    expect(auth.last(alice.apiKey)).toBe(100);
    expect(auth.authenticate(request({ nonce: '100' }))).toMatchObject({ ok: false, reason: 'stale-nonce' });
    expect(auth.authenticate(request({ nonce: '99' }))).toMatchObject({ ok: false, reason: 'stale-nonce' });
    expect(auth.last(alice.apiKey)).toBe(100);
  });

  it('a bad signature with a huge nonce burns nothing', () => {
    const auth = new Authenticator([alice, bob]);
    expect(auth.authenticate(request({ nonce: '9999999999999999', secret: 'wrong' })).ok).toBe(false);
    expect(auth.last(alice.apiKey)).toBeUndefined();
    expect(auth.authenticate(request({ nonce: '101' })).ok).toBe(true);
  });

  it('a correctly signed nonce more than a day ahead of its clock is refused and burns nothing', () => {
    const now = 1_700_000_000_000;
    const auth = new Authenticator([alice, bob]);
    expect(auth.authenticate(request({ nonce: String(now) }), now).ok).toBe(true);
    const ahead = now + MAX_NONCE_AHEAD_MS + 1;
    const refused = auth.authenticate(request({ nonce: String(ahead) }), now);
    expect(refused).toMatchObject({ ok: false, reason: 'future-nonce' });
    expect(!refused.ok && refused.message).toBe(
      `Nonce ${ahead} is more than one day ahead of the exchange's clock (${now}); it was not accepted and this key's last nonce did not change`,
    );
    expect(auth.authenticate(request({ nonce: '9000000000000000' }), now)).toMatchObject({ ok: false, reason: 'future-nonce' });
    expect(auth.last(alice.apiKey)).toBe(now);
    // Exactly one day ahead is still taken.
    expect(auth.authenticate(request({ nonce: String(now + MAX_NONCE_AHEAD_MS) }), now).ok).toBe(true);
  });

  it('1,000 increasing nonces in a row all pass', () => {
    const auth = new Authenticator([alice]);
    const start = 1700000000000;
    let passed = 0;
    for (let i = 1; i <= 1000; i++) if (auth.authenticate(request({ nonce: String(start + i) })).ok) passed++;
    expect(passed).toBe(1000);
    expect(auth.last(alice.apiKey)).toBe(start + 1000);
  });
});
