/**
 * The appliance client: one object per configured appliance, made in main from the settings
 * (address, user, pinned fingerprint) and a password read from the keychain when a sign-in
 * needs it. Every operation takes and answers plain JSON and fails with an ApplianceError,
 * whose toData() is the contract's error plus the appliance's errorcode.
 */
import { apiPathProblem, DEFAULT_API_PATH, normalApiPath } from '../../../shared/appliance/api-path.js';
import type { HttpClient } from '../http/client.js';
import { applianceAddress } from './address.js';
import { inspectCertificate, normalizeFingerprint, type CertificateInfo } from './certificate.js';
import { ApplianceError } from './errors.js';
import { ApplianceHttp } from './http.js';
import { AuthorizationPolicies, type PoliciesOptions } from './policies.js';
import { ApplianceSession, type ApplianceAuthMode, type ApplianceCredentials } from './session.js';

export type { AuthorizationPolicy, PolicyFields } from './envelope.js';
export type { ApplianceErrorData, ApplianceReason } from './errors.js';
export { ApplianceError } from './errors.js';
export type { CertificateInfo } from './certificate.js';
export type { CallOptions, ListQuery, NewPolicy, PolicyChanges, PolicyFilter } from './policies.js';
export type { ApplianceAuthMode, ApplianceCredentials } from './session.js';

/** The document's prefix (spec/001: `svc` stands where the appliance's name was). */
export const DEFAULT_PREFIX = DEFAULT_API_PATH;

export interface ApplianceClientOptions extends ApplianceCredentials {
  /** https://host[:port][/path], or http:// to this computer only. */
  url: string;
  /** How to sign in: a session (default), the user and password headers, or HTTP Basic. */
  auth?: ApplianceAuthMode;
  /** The API prefix before /config; a real appliance uses its own word where the document has svc. */
  prefix?: string;
  /** SHA-256 of the one certificate to accept (https); without it, the system's CAs decide. */
  pinnedFingerprint?: string;
  /** CA certificates (PEM) to trust instead of the system's. */
  ca?: string | string[];
  timeoutMs?: number;
  maxBodyBytes?: number;
  encodeNamesTwice?: boolean;
  updateVia?: PoliciesOptions['updateVia'];
  /** Idle timeout asked for at login, in seconds. */
  loginTimeoutSeconds?: number;
  /** The app's one HTTP primitive (the composition root's); without it, one of its own. */
  http?: HttpClient;
}

export interface ApplianceClient {
  readonly policies: AuthorizationPolicies;
  /** The certificate of the newest https connection (null over http, or before any). */
  certificate(): CertificateInfo | null;
  /** Whether a session is open now. */
  signedIn(): boolean;
  /** Logs out (if signed in) and drops kept-alive connections. */
  close(): Promise<void>;
}

export function createApplianceClient(options: ApplianceClientOptions): ApplianceClient {
  const address = applianceAddress(options.url);
  const problem = options.prefix === undefined ? null : apiPathProblem(options.prefix);
  if (problem) throw new ApplianceError('validation', problem, { reason: 'invalid' });
  const prefix = normalApiPath(options.prefix);
  if (typeof options.username !== 'string' || options.username === '') throw new ApplianceError('validation', 'The appliance needs a user name.', { reason: 'invalid' });
  const pin = options.pinnedFingerprint === undefined ? undefined : normalizeFingerprint(options.pinnedFingerprint);
  const http = new ApplianceHttp({ address, timeoutMs: options.timeoutMs, maxBodyBytes: options.maxBodyBytes, tls: { pin, ca: options.ca }, http: options.http });
  const session = new ApplianceSession({
    http,
    prefix,
    credentials: { username: options.username, password: options.password },
    mode: options.auth,
    loginTimeoutSeconds: options.loginTimeoutSeconds,
  });
  const policies = new AuthorizationPolicies(session, { prefix, encodeNamesTwice: options.encodeNamesTwice, updateVia: options.updateVia });
  return {
    policies,
    certificate: () => http.certificate,
    signedIn: () => session.signedIn,
    async close() {
      try {
        await session.logout();
      } finally {
        http.close();
      }
    },
  };
}

/**
 * The certificate an https appliance presents, without sending anything to it: for a
 * settings form to show on first contact, so a person can compare and pin it.
 */
export function applianceCertificate(url: string, options: { timeoutMs?: number; ca?: string | string[] } = {}): Promise<CertificateInfo> {
  return inspectCertificate(applianceAddress(url), options);
}
