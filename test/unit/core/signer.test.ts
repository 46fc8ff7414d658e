import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../../../shared/contract/index.js';
import { jsonNumber } from '../../../shared/json/lossless.js';
import { ServerClock } from '../../../electron/core/exchange/clock.js';
import { MemoryNonceStore, NonceSource } from '../../../electron/core/exchange/nonce.js';
import { PrivateApi } from '../../../electron/core/exchange/private.js';
import { apiPathOf, bodyText, sign, signedHeaders } from '../../../electron/core/exchange/signer.js';
import { Transport } from '../../../electron/core/exchange/transport.js';
import { startSignedServer, type SignedServer } from './signed-server.js';

// The reference is the document's rule written out again here, independently of signer.ts:
// hex(HMAC-SHA384(secret, apiPath + nonce + bodyText)).
const reference = (secret: string, apiPath: string, nonce: string, body: string): string =>
  createHmac('sha384', Buffer.from(secret, 'utf8')).update(Buffer.from(apiPath + nonce + body, 'utf8')).digest('hex');

const SECRET = 'Sx9fT2qLr8VbN4mKd1YwZc7HjP3aGe6U';

describe('sign', () => {
  it.each([
    ['the empty object of a method without parameters', '/v3/auth/me', 1_712_345_678_901, '{}'],
    ['an integer parameter', '/v3/order/cancel', 1_712_345_678_902, '{"order_id":123456}'],
    ['a list of integers', '/v3/order/cancel/multy', 1_712_345_678_903, '{"order_ids":[1,2,3]}'],
    ['decimals and negative numbers', '/v3/auth/r/orders/btc_usdt/hist', 1, '{"start":1700000000000,"limit":25,"sort":-1,"x":0.10}'],
    ['unicode in the body', '/v3/auth/svc_codes', 1_712_345_678_904, '{"comment":"Привіт — café 💸","private_comment":"\\u00e9"}'],
    ['a colon in the path', '/v3/auth/r/order/btc_usdt:42/trades', 9_007_199_254_740_991, '{}'],
  ])('matches the reference for %s', (_what, apiPath, nonce, body) => {
    const signature = sign(SECRET, apiPath, nonce, body);
    expect(signature).toBe(reference(SECRET, apiPath, String(nonce), body));
    expect(signature).toMatch(/^[0-9a-f]{96}$/);
  });

  it('a unicode secret is keyed as UTF-8', () => {
    expect(sign('ключ-🔑', '/v3/auth/me', 5, '{}')).toBe(reference('ключ-🔑', '/v3/auth/me', '5', '{}'));
  });

  it('changes when any of path, nonce or body changes', () => {
    const base = sign(SECRET, '/v3/auth/me', 100, '{}');
    expect(sign(SECRET, '/v3/auth/r/wallets', 100, '{}')).not.toBe(base);
    expect(sign(SECRET, '/v3/auth/me', 101, '{}')).not.toBe(base);
    expect(sign(SECRET, '/v3/auth/me', 100, '{ }')).not.toBe(base);
    expect(sign(`${SECRET}x`, '/v3/auth/me', 100, '{}')).not.toBe(base);
  });
});

describe('body text and headers', () => {
  it('no parameters is {}, and parameters are serialized once, numbers digit for digit', () => {
    expect(bodyText()).toBe('{}');
    expect(bodyText({})).toBe('{}');
    expect(bodyText({ order_id: 42 })).toBe('{"order_id":42}');
    expect(bodyText({ amount: jsonNumber('0.10000000'), ids: [1, 2], note: 'é' })).toBe('{"amount":0.10000000,"ids":[1,2],"note":"é"}');
    // Parameters that were not given are not sent.
    expect(bodyText({ start: undefined, limit: 10 })).toBe('{"limit":10}');
  });

  it('carries the five headers, the nonce as text and the signature of exactly the body', () => {
    const body = bodyText({ order_id: 7 });
    const headers = signedHeaders({ apiKey: 'PUBLIC', secret: SECRET, apiPath: '/v3/order/cancel', nonce: 1_712_000_000_000, body });
    expect(headers).toEqual({
      accept: 'application/json',
      'content-type': 'application/json',
      'svc-nonce': '1712000000000',
      'svc-apikey': 'PUBLIC',
      'svc-signature': reference(SECRET, '/v3/order/cancel', '1712000000000', '{"order_id":7}'),
    });
  });

  it('refuses to sign anything that is not a /v3/ path', () => {
    for (const path of ['/v2/auth/me', 'v3/auth/me', 'https://x/v3/auth/me', '/v3/auth/me?x=1', '/v3/a b']) {
      expect(() => apiPathOf(path)).toThrow(AppError);
    }
    expect(apiPathOf('/v3/auth/r/order/btc_usdt:1/trades')).toBe('/v3/auth/r/order/btc_usdt:1/trades');
  });
});

let server: SignedServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe('over HTTP', () => {
  it('a base URL with a path prefix still signs the /v3/… part, and the body sent is the body signed', async () => {
    const account = { apiKey: 'KEY-prefix', apiSecret: SECRET };
    server = await startSignedServer({ accounts: [account], prefix: '/gateway/api' });
    const clock = new ServerClock();
    const api = new PrivateApi({
      transport: new Transport({ baseUrl: server.url, timeoutMs: 3000 }),
      credentials: async () => account,
      nonces: new NonceSource({ store: new MemoryNonceStore(), clock }),
      clock,
    });
    await api.orderHistory({ market: 'btc_usdt', limit: 10, sort: 1 });
    const [arrival] = server.arrivals;
    expect(arrival).toBeDefined();
    expect(arrival!.accepted).toBe(true);
    expect(arrival!.path).toBe('/v3/auth/r/orders/btc_usdt/hist');
    expect(arrival!.body).toBe('{"limit":10,"sort":1}');
    expect(arrival!.signature).toBe(reference(SECRET, '/v3/auth/r/orders/btc_usdt/hist', String(arrival!.nonce), '{"limit":10,"sort":1}'));
    expect(server.timestampCalls).toBe(1);
  });
});
