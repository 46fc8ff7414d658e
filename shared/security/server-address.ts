/**
 * The one rule for the addresses Satchel signs requests to or sends payments through (an
 * exchange, a payment gateway): https://, and plain http:// only to this computer (loopback),
 * where nothing crosses a network — the embedded demo servers, an SSH tunnel. Anything else
 * over http would let whatever sits on the network between read the API key's requests, change
 * amounts and addresses in the answers, and forge the server clock.
 *
 * Used by the add-account form (renderer), the IPC contract, the profiles service and the
 * transport (core), so that all of them say the same thing.
 */
import { isLoopbackHost } from './links.js';

/** For hints and errors: where plain http:// is still allowed. */
export const PLAIN_HTTP_RULE = 'Plain http:// is allowed only for this computer (localhost, 127.0.0.1, ::1).';

export type ServerAddressProblem = 'not-web-address' | 'scheme' | 'credentials' | 'plain-http';

/** Why this text is not an address Satchel will use for an exchange or a gateway; null when it is fine. */
export function serverAddressProblem(text: string): ServerAddressProblem | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return 'not-web-address';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'scheme';
  if (url.hostname === '') return 'not-web-address';
  if (url.username || url.password) return 'credentials';
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) return 'plain-http';
  return null;
}

/**
 * The sentence for a problem, naming the field (`what`: "The exchange address") but never
 * repeating what was typed: a secret pasted into the wrong field must not come back in an error.
 */
export function serverAddressText(what: string, problem: ServerAddressProblem): string {
  switch (problem) {
    case 'not-web-address':
      return `${what} is not a web address. Use one like https://exchange.example.`;
    case 'scheme':
      return `${what} must start with https://.`;
    case 'credentials':
      return `${what} must not contain a user name or password.`;
    case 'plain-http':
      return `${what} must start with https://. ${PLAIN_HTTP_RULE}`;
  }
}
