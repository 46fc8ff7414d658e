/**
 * The one rule for the addresses Satchel signs requests to or sends payments through (an
 * exchange, a payment gateway): https://, and plain http:// only to this computer (loopback),
 * where nothing crosses a network — the embedded demo servers, an SSH tunnel. Anything else
 * over http would let whatever sits on the network between read the API key's requests, change
 * amounts and addresses in the answers, and forge the server clock.
 *
 * Used by the add-account and add-appliance forms (renderer), the IPC contract, the profiles
 * service, the settings file's appliance check, the payment window's navigation (main), the
 * appliance address and the HTTP primitive (core), so that all of them say the same thing.
 * An appliance is held to it too: over http its password would cross the network in the clear.
 */
import { m } from '../i18n/language.js';

const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** 127.0.0.0/8 written as URL spells it: four decimal octets, none past 255, no leading zero. */
const LOOPBACK_V4 = new RegExp(`^127(?:\\.${OCTET}){3}$`);

/**
 * 127.0.0.0/8, ::1 and the name localhost: where plain http cannot be read on the way. The one
 * copy of this rule. Strict on purpose: text that is no address (`127.256.0.1`, `127.0.0.01`,
 * which some readers take as octal) is not this computer; a URL's hostname is already spelled
 * canonically (`127.1` becomes `127.0.0.1`), so real addresses lose nothing.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  return host === 'localhost' || host === '::1' || LOOPBACK_V4.test(host);
}

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

/** Whose address it is: an exchange's, a payment gateway's, or a setting named as a developer types it (an environment variable, an option). */
export type ServerAddressSubject = 'exchange' | 'gateway' | { named: string };

/** Each problem as a whole sentence about each field (word order differs between the languages). */
const SENTENCES: Readonly<Record<'exchange' | 'gateway', Readonly<Record<ServerAddressProblem, () => string>>>> = {
  exchange: {
    'not-web-address': m.shared_server_address_exchange_not_web,
    scheme: m.shared_server_address_exchange_scheme,
    credentials: m.shared_server_address_exchange_credentials,
    'plain-http': m.shared_server_address_exchange_plain_http,
  },
  gateway: {
    'not-web-address': m.shared_server_address_gateway_not_web,
    scheme: m.shared_server_address_gateway_scheme,
    credentials: m.shared_server_address_gateway_credentials,
    'plain-http': m.shared_server_address_gateway_plain_http,
  },
};

const NAMED: Readonly<Record<ServerAddressProblem, (words: { name: string }) => string>> = {
  'not-web-address': m.shared_server_address_named_not_web,
  scheme: m.shared_server_address_named_scheme,
  credentials: m.shared_server_address_named_credentials,
  'plain-http': m.shared_server_address_named_plain_http,
};

/**
 * The sentence for a problem, naming the field, in the language now, but never repeating what
 * was typed: a secret pasted into the wrong field must not come back in an error.
 */
export function serverAddressText(subject: ServerAddressSubject, problem: ServerAddressProblem): string {
  return typeof subject === 'string' ? SENTENCES[subject][problem]() : NAMED[problem]({ name: subject.named });
}
