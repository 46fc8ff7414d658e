/**
 * The main window's Content Security Policy, sent as a response header on every document the
 * app protocol serves. The renderer's index.html carries the same policy as a meta tag, so a
 * page is covered even where a header cannot reach (Electron's webRequest header events do
 * not fire for custom protocols, which is why the protocol handler sets the header itself).
 */

/** Why each source is there: the renderer talks to main over IPC only, never over the network. */
export const CSP_DIRECTIVES: ReadonlyArray<readonly [string, string]> = [
  // Nothing is allowed unless named below.
  ['default-src', "'none'"],
  // Only the bundled scripts: no inline script, no eval, no remote code.
  ['script-src', "'self'"],
  // Svelte sets style attributes (transitions, bar widths); no remote stylesheets.
  ['style-src', "'self' 'unsafe-inline'"],
  // Currency icons come from the exchange: the demo on loopback or a real one over HTTPS.
  ['img-src', "'self' data: https: http://127.0.0.1:*"],
  ['font-src', "'self' data:"],
  // The bundle may read its own files; every call to main goes over IPC, not fetch.
  ['connect-src', "'self'"],
  ['object-src', "'none'"],
  ['frame-src', "'none'"],
  ['worker-src', "'none'"],
  ['manifest-src', "'none'"],
  ['media-src', "'none'"],
  ['base-uri', "'none'"],
  ['form-action', "'none'"],
  ['frame-ancestors', "'none'"],
];

export const CONTENT_SECURITY_POLICY = CSP_DIRECTIVES.map(([name, value]) => `${name} ${value}`).join('; ');

/** Headers every response of the app protocol carries. */
export const APP_RESPONSE_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

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
  result['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return result;
}

/** Only documents get the policy from onHeadersReceived; images and data keep their headers. */
export function isDocumentResource(resourceType: string | undefined): boolean {
  return resourceType === 'mainFrame' || resourceType === 'subFrame';
}
