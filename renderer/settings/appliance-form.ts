/** The add-an-appliance form's checks (pure): what main would refuse, said before anything is sent. */
import { apiPathProblem, normalApiPath } from '../../shared/appliance/api-path.js';
import type { ApplianceAuth, ApplianceView } from '../../shared/contract/index.js';
import { serverAddressProblem } from '../../shared/security/server-address.js';

export interface ApplianceForm {
  name: string;
  url: string;
  user: string;
  password: string;
  auth: ApplianceAuth;
  /** The API path; empty: the document's /svc/v1. */
  prefix: string;
}

export type ApplianceField = 'name' | 'url' | 'user' | 'password' | 'prefix';

export const AUTH_LABELS: Record<ApplianceAuth, string> = {
  session: 'Session (sign in once)',
  basic: 'HTTP Basic (every request)',
};

export const AUTH_SHORT: Record<ApplianceAuth, string> = { session: 'session', basic: 'HTTP Basic' };

export type AddressCheck = { ok: true; url: string; https: boolean } | { ok: false; message: string };

/** https anywhere, http only to this computer (main's client refuses anything else too). */
export function checkAddress(text: string): AddressCheck {
  // The one rule (shared/security/server-address.ts), in this form's words.
  switch (serverAddressProblem(text)) {
    case 'not-web-address':
      return { ok: false, message: 'Enter the appliance address as a web address, such as https://adc.example.' };
    case 'scheme':
      return { ok: false, message: 'The appliance address starts with https://.' };
    case 'credentials':
      return { ok: false, message: 'Leave the user name and password out of the address: they have their own fields.' };
    case 'plain-http':
      return { ok: false, message: 'Plain http:// would send the password unencrypted: use https://. Plain http:// is only for this computer (127.0.0.1, localhost).' };
    case null:
      break;
  }
  const url = new URL(text.trim());
  return { ok: true, url: `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, '')}`, https: url.protocol === 'https:' };
}

export type ApplianceRequest = { name: string; url: string; user: string; password: string; auth: ApplianceAuth; prefix?: string };

/** The 'appliances.add' request (without a trusted fingerprint) or the first problem, in words. */
export function applianceRequest(form: ApplianceForm): { ok: true; request: ApplianceRequest; https: boolean } | { ok: false; field: ApplianceField; message: string } {
  const name = form.name.trim();
  if (name === '') return { ok: false, field: 'name', message: 'Give the appliance a name.' };
  if (name.length > 60) return { ok: false, field: 'name', message: 'Use at most 60 characters for the appliance name.' };
  const address = checkAddress(form.url);
  if (!address.ok) return { ok: false, field: 'url', message: address.message };
  const user = form.user.trim();
  if (user === '') return { ok: false, field: 'user', message: 'Enter the user name to sign in with.' };
  if (user.length > 255) return { ok: false, field: 'user', message: 'The user name is too long.' };
  if (form.password === '') return { ok: false, field: 'password', message: 'Enter the password.' };
  if (form.password.length > 1024) return { ok: false, field: 'password', message: 'The password is too long.' };
  const request: ApplianceRequest = { name, url: address.url, user, password: form.password, auth: form.auth };
  if (form.prefix.trim() !== '') {
    const problem = apiPathProblem(form.prefix);
    if (problem) return { ok: false, field: 'prefix', message: problem };
    request.prefix = normalApiPath(form.prefix);
  }
  return { ok: true, request, https: address.https };
}

/** host[:port] of a saved appliance, for its line in the list. */
export function hostOf(appliance: Pick<ApplianceView, 'url'>): string {
  try {
    return new URL(appliance.url).host;
  } catch {
    return appliance.url;
  }
}

/** A fingerprint shortened for a list line (the whole one is in its title and the certificate panel). */
export function shortFingerprint(fingerprint: string): string {
  return fingerprint.length > 23 ? `${fingerprint.slice(0, 11)}…${fingerprint.slice(-11)}` : fingerprint;
}
