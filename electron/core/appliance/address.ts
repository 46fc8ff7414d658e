/**
 * The appliance's address as a person types it. https only, with one exception: plain http to
 * this computer (loopback), where nothing crosses a network — the demo appliance, an SSH
 * tunnel. Anything else over http would send the appliance's password in the clear.
 */
import { isIP } from 'node:net';
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

/** 127.0.0.0/8, ::1 and the name localhost. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

export function applianceAddress(text: string): ApplianceAddress {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    // Never what was typed: a password pasted here by mistake must not come back in the message.
    throw new ApplianceError('validation', 'The appliance address is not a web address. Use one like https://appliance.example.', { reason: 'insecure-address' });
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ApplianceError('validation', 'The appliance address must start with https://.', { reason: 'insecure-address' });
  }
  if (url.username || url.password) {
    throw new ApplianceError('validation', 'The appliance address must not contain a user name or password; they go in their own fields.', { reason: 'insecure-address' });
  }
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new ApplianceError(
      'validation',
      'Plain http:// would send the appliance password unencrypted. Use https://; http:// is only allowed to this computer (127.0.0.1, ::1, localhost).',
      { reason: 'insecure-address' },
    );
  }
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
