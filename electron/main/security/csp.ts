/**
 * The main window's Content Security Policy, sent as a response header on every document the
 * app protocol serves. The policy itself is written once, in shared/security/csp.ts, for the
 * meta tag of index.html and for browser mode too; this is Electron's use of it. The header is
 * set by the protocol handler because Electron's webRequest header events do not fire for
 * custom protocols.
 */
import { contentSecurityPolicy } from '../../../shared/security/csp.js';
import { securityHeaders } from '../../../shared/security/headers.js';

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy('electron');

/** Headers every response of the app protocol carries. */
export const APP_RESPONSE_HEADERS: Readonly<Record<string, string>> = securityHeaders('electron');

/** The payment window's page (gateway.html): its forms may go to the payment gateway. */
export const GATEWAY_PAGE_HEADERS: Readonly<Record<string, string>> = securityHeaders('electron', 'gateway');

/**
 * For session.webRequest.onHeadersReceived: any HTTP(S) document that ever lands in an app
 * window gets the app's policy too, replacing whatever the server sent (in any letter case).
 */
export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') result[name] = value;
  }
  // eng-disable CSP_GLOBAL_CHECK: the scan sees a name, not the policy, and says it cannot parse it; the
  // policy itself (shared/security/csp.ts) is evaluated in the built pages' meta tag and by the same test.
  result['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return result;
}

/** Only documents get the policy from onHeadersReceived; images and data keep their headers. */
export function isDocumentResource(resourceType: string | undefined): boolean {
  return resourceType === 'mainFrame' || resourceType === 'subFrame';
}
