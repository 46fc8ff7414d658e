/**
 * The appliance's address as a person types it. https only, with one exception: plain http to
 * this computer (loopback), where nothing crosses a network — the demo appliance, an SSH
 * tunnel. Anything else over http would send the appliance's password in the clear. The rule
 * is the one every server address follows (shared/security/server-address.ts).
 */
import { serverAddressProblem } from '../../../shared/security/server-address.js';
import { ApplianceError } from './errors.js';

export interface ApplianceAddress {
  /** Scheme, host, port and any path before the API prefix, without a trailing slash. */
  base: string;
  /** The path part of `base` ('' or '/…'). */
  basePath: string;
  https: boolean;
  /** Host name or address as connected to (IPv6 without brackets). */
  hostname: string;
  port: number;
  /** host[:port], for messages. */
  host: string;
}

/**
 * The address under the one rule (shared/security/server-address.ts), in the appliance's own
 * words: never what was typed, as a password pasted here by mistake must not come back.
 */
export function applianceAddress(text: string): ApplianceAddress {
  const problem = serverAddressProblem(text);
  if (problem === 'not-web-address') {
    throw new ApplianceError('validation', 'The appliance address is not a web address. Use one like https://appliance.example.', { reason: 'insecure-address' });
  }
  if (problem === 'scheme') {
    throw new ApplianceError('validation', 'The appliance address must start with https://.', { reason: 'insecure-address' });
  }
  if (problem === 'credentials') {
    throw new ApplianceError('validation', 'The appliance address must not contain a user name or password; they go in their own fields.', { reason: 'insecure-address' });
  }
  if (problem === 'plain-http') {
    throw new ApplianceError(
      'validation',
      'Plain http:// would send the appliance password unencrypted. Use https://; http:// is only allowed to this computer (127.0.0.1, ::1, localhost).',
      { reason: 'insecure-address' },
    );
  }
  const url = new URL(text.trim());
  const https = url.protocol === 'https:';
  const path = url.pathname.replace(/\/+$/, '');
  return {
    base: `${url.protocol}//${url.host}${path}`,
    basePath: path,
    https,
    hostname: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : https ? 443 : 80,
    host: url.host,
  };
}
