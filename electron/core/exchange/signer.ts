/**
 * The signature of a private call, exactly as the exchange document says (Authentication):
 * lower-case hex of HMAC-SHA384, keyed with the secret, over apiPath + nonce + body text.
 *
 * This is the one place a secret is used. It is passed in for one call, never kept, never
 * put into an error or a log line.
 */
import { createHmac } from 'node:crypto';
import { AppError } from '../../../shared/contract/index.js';
import { stringifyJson } from '../../../shared/json/lossless.js';

/** What a private method's path must look like: the document's /v3/… path, nothing else. */
const API_PATH = /^\/v3\/[A-Za-z0-9_\-/:.%]*$/;

/** Lower-case hex HMAC-SHA384 over `apiPath + nonce + bodyText`. */
export function sign(secret: string, apiPath: string, nonce: number | string, bodyText: string): string {
  return createHmac('sha384', secret).update(`${apiPath}${nonce}${bodyText}`, 'utf8').digest('hex');
}

/**
 * The body text of a private call, serialized once: this exact text is signed and sent.
 * No parameters → `{}` (the document: "when a private method takes no parameters the body is
 * the empty JSON object").
 */
export function bodyText(params?: Record<string, unknown>): string {
  return stringifyJson(params ?? {});
}

/**
 * The path that is signed: the /v3/… part. A base URL with its own prefix
 * (https://host/prefix) does not change it, because the transport prefixes the base URL and
 * the path given here is always the document's path.
 */
export function apiPathOf(path: string): string {
  if (!API_PATH.test(path)) throw new AppError('internal', `Not a signable exchange path: ${path.slice(0, 80)}`);
  return path;
}

export interface SignedHeaderInput {
  apiKey: string;
  secret: string;
  apiPath: string;
  nonce: number;
  body: string;
}

/** The headers of a private call (document, Authentication). accept and content-type included. */
export function signedHeaders(input: SignedHeaderInput): Record<string, string> {
  return {
    accept: 'application/json',
    'content-type': 'application/json',
    'svc-nonce': String(input.nonce),
    'svc-apikey': input.apiKey,
    'svc-signature': sign(input.secret, apiPathOf(input.apiPath), input.nonce, input.body),
  };
}
