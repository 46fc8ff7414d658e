import { createHmac } from 'node:crypto';
import { type DemoAccount } from '../../../electron/demo/accounts.js';
import { get, type Fetched } from './fetch-json.js';

/** The document's rule, written out here independently of the server: hex HMAC-SHA384(secret, path + nonce + body). */
export function signature(secret: string, path: string, nonce: string, body: string): string {
  return createHmac('sha384', secret).update(path + nonce + body).digest('hex');
}

export interface CallOptions {
  /** Body text sent (default `{}`). */
  body?: string;
  /** Text signed instead of the body sent. */
  signedBody?: string;
  /** Path signed instead of the one requested. */
  signedPath?: string;
  nonce?: string;
  secret?: string;
  key?: string;
  upperCase?: boolean;
  /** Header names to leave out. */
  omit?: string[];
  /** Extra or replaced headers. */
  headers?: Record<string, string>;
  /** Query string appended to the url (not signed). */
  query?: string;
  method?: string;
}

/** One strictly increasing nonce per key, as a client keeps it. */
export class Signer {
  private last = 0;

  constructor(
    readonly base: string,
    readonly account: DemoAccount,
  ) {}

  nextNonce(): string {
    this.last = Math.max(Date.now(), this.last + 1);
    return String(this.last);
  }

  /** Headers and body of a signed request, built before it is sent. */
  prepare(path: string, options: CallOptions = {}): { url: string; init: RequestInit } {
    const body = options.body ?? '{}';
    const nonce = options.nonce ?? this.nextNonce();
    let sig = signature(options.secret ?? this.account.apiSecret, options.signedPath ?? path, nonce, options.signedBody ?? body);
    if (options.upperCase) sig = sig.toUpperCase();
    const headers: Record<string, string> = {
      accept: 'application/json',
      'content-type': 'application/json',
      'svc-nonce': nonce,
      'svc-apikey': options.key ?? this.account.apiKey,
      'svc-signature': sig,
      ...options.headers,
    };
    for (const name of options.omit ?? []) delete headers[name];
    const method = options.method ?? 'POST';
    return { url: `${this.base}${path}${options.query ?? ''}`, init: { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body } };
  }

  call(path: string, options: CallOptions = {}): Promise<Fetched> {
    const { url, init } = this.prepare(path, options);
    return get(url, init);
  }

  /** The call with a body object serialized once, signed and sent as that same text. */
  post(path: string, params: unknown = {}): Promise<Fetched> {
    return this.call(path, { body: JSON.stringify(params) });
  }
}
