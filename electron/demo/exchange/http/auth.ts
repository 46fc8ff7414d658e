/**
 * The signed-request check of the private methods, as the exchange document describes it
 * (Authentication) and as a careful server applies it: three headers, a known key, a nonce
 * that is a positive integer greater than the last one accepted for that key, and
 * svc-signature = hex(HMAC-SHA384(secret, apiPath + nonce + bodyText)) over the exact text
 * that arrived. This is the one choke point every private path goes through.
 *
 * `checkAuth` is pure: it reads the key table and the last nonces and says ok or why not. The
 * `Authenticator` records a nonce only after the signature checked out, so a request without
 * the secret can never burn (or probe) a key's nonces. No window below: the document names
 * none, and clients keep their nonce from the server's clock offset. Above, one day: a nonce
 * further ahead than that is refused without being recorded, so a client with a wildly wrong
 * clock (or a forged one) cannot push a key's sequence years ahead (docs/demo-servers.md).
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { type DemoAccount } from '../../accounts.js';

export const NONCE_HEADER = 'svc-nonce';
export const KEY_HEADER = 'svc-apikey';
export const SIGNATURE_HEADER = 'svc-signature';
const REQUIRED = [NONCE_HEADER, KEY_HEADER, SIGNATURE_HEADER] as const;

/** Up to 16 digits, no leading zero: what a millisecond timestamp looks like, and a safe integer. */
const NONCE_TEXT = /^[1-9][0-9]{0,15}$/;
/** SHA-384 is 48 bytes: 96 hex digits, either case. */
const SIGNATURE_TEXT = /^[0-9a-f]{96}$/;

export interface SignedRequest {
  /** The request path as sent, starting with /v3/, without the query string. */
  path: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  /** The raw body text exactly as received. */
  body: string;
}

export type AuthFailureReason = 'missing-headers' | 'unknown-key' | 'malformed-nonce' | 'bad-signature' | 'stale-nonce' | 'future-nonce';

/** How far ahead of this server's clock a nonce may be (ms): one day, as the client's bound on its clock offset. */
export const MAX_NONCE_AHEAD_MS = 24 * 60 * 60 * 1000;

export type AuthOutcome =
  | { ok: true; account: DemoAccount; nonce: number }
  | { ok: false; reason: AuthFailureReason; message: string };

/** Lower-case hex of HMAC-SHA384 keyed with the secret over path + nonce + body. */
export function sign(secret: string, path: string, nonce: string, body: string): string {
  return createHmac('sha384', secret).update(path + nonce + body).digest('hex');
}

function header(headers: SignedRequest['headers'], name: string): string | undefined {
  const value = headers[name];
  // A repeated header arrives as an array (or joined with ", "): neither is one valid value.
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Signs for a key that does not exist, so that it costs what a known key's check costs. */
const UNKNOWN_KEY_SECRET = randomBytes(32).toString('hex');

const fail = (reason: AuthFailureReason, message: string): AuthOutcome => ({ ok: false, reason, message });

export function checkAuth(
  request: SignedRequest,
  accountsByKey: ReadonlyMap<string, DemoAccount>,
  lastNonce: ReadonlyMap<string, number>,
  nowMs: number = Date.now(),
): AuthOutcome {
  const missing = REQUIRED.filter((name) => header(request.headers, name) === undefined);
  if (missing.length) return fail('missing-headers', `Missing header${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`);
  const nonceText = header(request.headers, NONCE_HEADER)!;
  const apiKey = header(request.headers, KEY_HEADER)!;
  const given = header(request.headers, SIGNATURE_HEADER)!.toLowerCase();

  // Nothing before the signature depends on whether the key exists, and an unknown key gets the
  // words of a bad signature (after the same HMAC work): the answers do not tell which keys exist.
  if (!NONCE_TEXT.test(nonceText) || !Number.isSafeInteger(Number(nonceText))) {
    return fail('malformed-nonce', 'svc-nonce must be a positive integer: Unix time in milliseconds');
  }
  const account = accountsByKey.get(apiKey);
  const expected = Buffer.from(sign(account?.apiSecret ?? UNKNOWN_KEY_SECRET, request.path, nonceText, request.body), 'latin1');
  const actual = Buffer.from(given, 'latin1');
  const matches = SIGNATURE_TEXT.test(given) && timingSafeEqual(actual, expected);
  if (!account) return fail('unknown-key', 'Invalid signature');
  if (!matches) return fail('bad-signature', 'Invalid signature');

  // Only someone holding the secret gets this far, so naming the last nonce leaks nothing and
  // lets a client that lost its state start again above it.
  const nonce = Number(nonceText);
  const last = lastNonce.get(apiKey) ?? 0;
  if (nonce <= last) return fail('stale-nonce', `Nonce ${nonce} is not greater than the last one accepted for this key (${last})`);
  if (nonce > nowMs + MAX_NONCE_AHEAD_MS) {
    return fail(
      'future-nonce',
      `Nonce ${nonce} is more than one day ahead of the exchange's clock (${nowMs}); it was not accepted and this key's last nonce did not change`,
    );
  }
  return { ok: true, account, nonce };
}

/** The key table and the per-key last nonce of one running exchange. */
export class Authenticator {
  private readonly byKey: ReadonlyMap<string, DemoAccount>;
  private readonly lastNonce = new Map<string, number>();

  constructor(accounts: readonly DemoAccount[]) {
    this.byKey = new Map(accounts.map((a) => [a.apiKey, a]));
  }

  /** Checks a request and, when it passes, records its nonce as the key's last. */
  authenticate(request: SignedRequest, nowMs: number = Date.now()): AuthOutcome {
    const outcome = checkAuth(request, this.byKey, this.lastNonce, nowMs);
    if (outcome.ok) this.lastNonce.set(outcome.account.apiKey, outcome.nonce);
    return outcome;
  }

  last(apiKey: string): number | undefined {
    return this.lastNonce.get(apiKey);
  }
}
