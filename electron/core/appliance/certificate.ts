/**
 * The appliance's certificate: appliances mostly present self-signed ones, so besides the
 * usual check (the system's CAs, or a given one, and the host name) a person may pin the
 * certificate's SHA-256 fingerprint after comparing it with the appliance's own. With a pin,
 * that certificate and no other is accepted. The check runs when the TLS handshake is done
 * and before the socket is handed to HTTP, so nothing — no password — is sent to a
 * certificate that fails it.
 */
import { isIP, type Socket } from 'node:net';
import { connect, type ConnectionOptions, type PeerCertificate, type TLSSocket } from 'node:tls';
import { type ApplianceAddress } from './address.js';
import { ApplianceError, errorFromFailure } from './errors.js';

export interface CertificateInfo {
  /** SHA-256 of the certificate, upper-case hex pairs joined by colons. */
  fingerprint256: string;
  subject: string;
  issuer: string;
  /** ISO 8601. */
  validFrom: string;
  validTo: string;
  /** The CAs vouch for it and it names the host. */
  trusted: boolean;
  /** Why it is not trusted, in OpenSSL's words (e.g. DEPTH_ZERO_SELF_SIGNED_CERT). */
  problem?: string;
}

const FINGERPRINT = /^[0-9A-F]{64}$/;

/** A SHA-256 fingerprint in any usual spelling (colons or not, any case) as `AB:CD:…`. */
export function normalizeFingerprint(text: string): string {
  const hex = text.trim().replace(/^sha-?256[:=\s]*/i, '').replace(/[:\s]/g, '').toUpperCase();
  if (!FINGERPRINT.test(hex)) {
    throw new ApplianceError('validation', 'A certificate fingerprint is 64 hexadecimal digits (SHA-256), with or without colons.', { reason: 'invalid' });
  }
  return hex.match(/../g)!.join(':');
}

function names(entity: Record<string, string | string[] | undefined> | undefined): string {
  if (!entity) return '';
  return Object.entries(entity)
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join('+') : v}`)
    .join(', ');
}

function iso(date: string): string {
  const t = Date.parse(date);
  return Number.isNaN(t) ? date : new Date(t).toISOString();
}

export function certificateInfo(socket: TLSSocket): CertificateInfo | null {
  const cert: PeerCertificate = socket.getPeerCertificate();
  if (!cert || !cert.fingerprint256) return null;
  const info: CertificateInfo = {
    fingerprint256: cert.fingerprint256.toUpperCase(),
    subject: names(cert.subject as unknown as Record<string, string>),
    issuer: names(cert.issuer as unknown as Record<string, string>),
    validFrom: iso(cert.valid_from),
    validTo: iso(cert.valid_to),
    trusted: socket.authorized,
  };
  if (!socket.authorized && socket.authorizationError) info.problem = String(socket.authorizationError);
  return info;
}

export interface TlsPolicy {
  /** Accept exactly this certificate (normalized fingerprint), whoever signed it. */
  pin?: string;
  /** CA certificates (PEM) to trust instead of the system's. */
  ca?: string | string[];
}

/**
 * When the pinned certificate the appliance presents ran out (its notAfter, ISO 8601), or null
 * while it is valid, not pinned, or not the one pinned. A pin is accepted past that date on
 * purpose (the person trusted that very certificate, and appliances' own certificates often run
 * out unnoticed), but the person is told, so that it gets renewed.
 */
export function pinnedCertificateExpiredOn(info: CertificateInfo | null, pin: string | null | undefined, now: number = Date.now()): string | null {
  if (!info || !pin || info.fingerprint256 !== pin) return null;
  const end = Date.parse(info.validTo);
  return Number.isNaN(end) || end >= now ? null : info.validTo;
}

/** Why `info` may not be talked to under `policy`, or null. */
export function certificateRefusal(info: CertificateInfo | null, policy: TlsPolicy, host: string): ApplianceError | null {
  if (!info) return new ApplianceError('network', `The appliance at ${host} presented no certificate.`, { reason: 'untrusted-certificate' });
  if (policy.pin !== undefined) {
    if (info.fingerprint256 === policy.pin) return null;
    return new ApplianceError(
      'network',
      `The appliance at ${host} presented a different certificate from the pinned one: it presented SHA-256 ${info.fingerprint256}, and the one trusted is SHA-256 ${policy.pin}. Nothing was sent: the certificate was replaced, or someone is in between.`,
      { reason: 'certificate-changed', fingerprint: info.fingerprint256 },
    );
  }
  if (info.trusted) return null;
  return new ApplianceError(
    'network',
    `The appliance at ${host} presented a certificate this computer does not trust (${info.problem ?? 'unknown reason'}). Its SHA-256 fingerprint is ${info.fingerprint256}: compare it with the one the appliance shows, and pin it if they match.`,
    { reason: 'untrusted-certificate', fingerprint: info.fingerprint256 },
  );
}

/** Options for tls.connect to `address`: no SNI for an IP address, as TLS requires. */
export function tlsOptions(address: ApplianceAddress, policy: TlsPolicy): ConnectionOptions {
  const options: ConnectionOptions = { host: address.hostname, port: address.port, rejectUnauthorized: false };
  if (!isIP(address.hostname)) options.servername = address.hostname;
  if (policy.ca !== undefined) options.ca = policy.ca;
  return options;
}

/**
 * A connector for the HTTP primitive's connections (undici's `connect`) whose every new
 * connection is checked (certificateRefusal) before HTTP gets it. Kept-alive sockets were
 * checked when made; TLS sessions are not resumed, so each new connection shows its
 * certificate. `seen` hears the certificate of each new connection.
 */
export function checkedConnector(
  address: ApplianceAddress,
  policy: TlsPolicy,
  handshakeMs: number,
  seen: (info: CertificateInfo | null) => void,
): (options: unknown, callback: (...args: [null, Socket] | [Error, null]) => void) => void {
  return (_options, callback) => {
    const socket = connect(tlsOptions(address, policy));
    let settled = false;
    const finish = (error: Error | null): void => {
      if (settled) return;
      settled = true;
      socket.setTimeout(0);
      if (error) {
        socket.destroy();
        callback(error, null);
      } else callback(null, socket);
    };
    socket.setTimeout(handshakeMs, () => finish(Object.assign(new Error('TLS handshake timed out'), { name: 'TimeoutError' })));
    socket.once('error', (error) => finish(error));
    socket.once('secureConnect', () => {
      const info = certificateInfo(socket);
      seen(info);
      finish(certificateRefusal(info, policy, address.host));
    });
  };
}

/**
 * The certificate of an https appliance, fetched without sending anything: what a settings
 * form shows on first contact, before a password goes out.
 */
export function inspectCertificate(address: ApplianceAddress, options: { timeoutMs?: number; ca?: string | string[] } = {}): Promise<CertificateInfo> {
  if (!address.https) {
    return Promise.reject(new ApplianceError('validation', `The appliance at ${address.host} is reached over plain http (loopback): there is no certificate.`, { reason: 'invalid' }));
  }
  const timeoutMs = options.timeoutMs ?? 10_000;
  return new Promise((resolve, reject) => {
    const socket = connect(tlsOptions(address, { ca: options.ca }));
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new ApplianceError('network', `The appliance at ${address.host} did not answer within ${Math.round(timeoutMs / 1000)} s.`));
    });
    socket.once('error', (error) => {
      socket.destroy();
      reject(errorFromFailure(error, { host: address.host, timeoutMs, write: false, sent: false }));
    });
    socket.once('secureConnect', () => {
      const info = certificateInfo(socket);
      socket.end();
      socket.setTimeout(0);
      if (info) resolve(info);
      else reject(new ApplianceError('network', `The appliance at ${address.host} presented no certificate.`, { reason: 'untrusted-certificate' }));
    });
  });
}
