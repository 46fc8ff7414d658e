/** The add-an-appliance form's checks (pure): what main would refuse, said before anything is sent. */
import { apiPathProblem, normalApiPath } from '../../shared/appliance/api-path.js';
import type { ApplianceAuth, ApplianceView } from '../../shared/contract/index.js';
import { serverAddressProblem } from '../../shared/security/server-address.js';
import { m } from '../../shared/i18n/language.js';

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

/** Each label is said in the language now: a function, called where it is shown. */
export const AUTH_LABELS: Record<ApplianceAuth, () => string> = {
  session: m.settings_auth_session,
  basic: m.settings_auth_basic,
};

/** How a saved appliance signs in, as its line in the list says it. */
export const SIGNS_IN_BY: Record<ApplianceAuth, () => string> = { session: m.settings_line_signs_in_session, basic: m.settings_line_signs_in_basic };

export type AddressCheck = { ok: true; url: string; https: boolean } | { ok: false; message: string };

/** https anywhere, http only to this computer (main's client refuses anything else too). */
export function checkAddress(text: string): AddressCheck {
  // The one rule (shared/security/server-address.ts), in this form's words.
  switch (serverAddressProblem(text)) {
    case 'not-web-address':
      return { ok: false, message: m.settings_appliance_not_web() };
    case 'scheme':
      return { ok: false, message: m.settings_appliance_scheme() };
    case 'credentials':
      return { ok: false, message: m.settings_appliance_credentials() };
    case 'plain-http':
      return { ok: false, message: m.settings_appliance_plain_http() };
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
  if (name === '') return { ok: false, field: 'name', message: m.settings_appliance_name_needed() };
  if (name.length > 60) return { ok: false, field: 'name', message: m.settings_appliance_name_too_long() };
  const address = checkAddress(form.url);
  if (!address.ok) return { ok: false, field: 'url', message: address.message };
  const user = form.user.trim();
  if (user === '') return { ok: false, field: 'user', message: m.settings_enter_user() };
  if (user.length > 255) return { ok: false, field: 'user', message: m.settings_user_too_long() };
  if (form.password === '') return { ok: false, field: 'password', message: m.settings_enter_password() };
  if (form.password.length > 1024) return { ok: false, field: 'password', message: m.settings_password_too_long() };
  const request: ApplianceRequest = { name, url: address.url, user, password: form.password, auth: form.auth };
  if (form.prefix.trim() !== '') {
    const problem = apiPathText(form.prefix);
    if (problem) return { ok: false, field: 'prefix', message: problem };
    request.prefix = normalApiPath(form.prefix);
  }
  return { ok: true, request, https: address.https };
}

/** Why the API path typed cannot be used, in the language now, or null: the shared rule main applies too. */
export function apiPathText(path: string): string | null {
  return apiPathProblem(path);
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
