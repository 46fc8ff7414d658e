/**
 * Known answers for the exchange's signature, computed outside the code under test (with
 * `openssl dgst -sha384 -hmac <secret>` over `apiPath + nonce + body`, as the document says):
 * the app's signer must produce them, and the demo exchange must accept exactly them. Unlike a
 * test that recomputes the formula with createHmac, these fail if the formula itself is wrong.
 */
import { describe, expect, it } from 'vitest';
import { bodyText, sign, signedHeaders } from '../../../electron/core/exchange/signer.js';
import { checkAuth } from '../../../electron/demo/exchange/http/auth.js';
import type { DemoAccount } from '../../../electron/demo/accounts.js';
import { jsonNumber } from '../../../shared/json/lossless.js';

const SECRET = 'wK9fT2xLq8ZrB4nVd7HsJ3mY6pCe1AoG5uEiQtRz';

const VECTORS = [
  {
    what: 'a call without parameters (the body is {})',
    secret: SECRET,
    path: '/v3/auth/r/wallets',
    nonce: 1700000000000,
    params: undefined,
    body: '{}',
    digest: '4917f85500c0c9d49b2a7176a4fd8385a5517a0ced6fcff383d1e15346d10bd733bfc9969f33618d1e76abee72c8c115',
  },
  {
    what: 'a withdrawal, the amount a JSON number with exactly its digits',
    secret: SECRET,
    path: '/v3/auth/withdraw',
    nonce: 1731234567890,
    params: { withdraw_type: 'btc', amount: jsonNumber('0.05'), address: 'bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh', withdrawall: false },
    body: '{"withdraw_type":"btc","amount":0.05,"address":"bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh","withdrawall":false}',
    digest: '64d7d1e7a147fa60f9134b5dc6a999c02ada0dc4e0baac0341acd558729d257e0a0dec27a92172f9b51d11367637188f',
  },
  {
    what: 'text beyond ASCII in the body and the secret (both UTF-8)',
    secret: 'ключ-secret-ß',
    path: '/v3/auth/svc_codes/redeem',
    nonce: 1731234567891,
    params: { code: 'Привіт-UAH-SVC' },
    body: '{"code":"Привіт-UAH-SVC"}',
    digest: 'b5497dbe65a91f00d6c0aadb679419aeca42aee28c74cfda41f0b1d481638ce3d73ae5031e664622e015ffec9c91a838',
  },
] as const;

const account = (secret: string): DemoAccount => ({ email: 'a@demo.test', svcid: '1', apiKey: 'KEY', apiSecret: secret, withdrawConfirmation: false });

describe.each(VECTORS)('the signature of $what', (v) => {
  it('is serialized and signed exactly so by the app', () => {
    expect(bodyText(v.params as Record<string, unknown> | undefined)).toBe(v.body);
    expect(sign(v.secret, v.path, v.nonce, v.body)).toBe(v.digest);
    expect(signedHeaders({ apiKey: 'KEY', secret: v.secret, apiPath: v.path, nonce: v.nonce, body: v.body })['svc-signature']).toBe(v.digest);
  });

  it('is accepted by the demo exchange in either case, and one changed digit or byte is refused', () => {
    const keys = new Map([['KEY', account(v.secret)]]);
    const request = (signature: string, body: string = v.body) => ({
      path: v.path,
      body,
      headers: { 'svc-nonce': String(v.nonce), 'svc-apikey': 'KEY', 'svc-signature': signature },
    });
    expect(checkAuth(request(v.digest), keys, new Map())).toMatchObject({ ok: true, nonce: v.nonce });
    expect(checkAuth(request(v.digest.toUpperCase()), keys, new Map())).toMatchObject({ ok: true });
    const flipped = (v.digest[0] === '0' ? '1' : '0') + v.digest.slice(1);
    expect(checkAuth(request(flipped), keys, new Map())).toMatchObject({ ok: false, reason: 'bad-signature' });
    expect(checkAuth(request(v.digest, `${v.body} `), keys, new Map())).toMatchObject({ ok: false, reason: 'bad-signature' });
  });
});
