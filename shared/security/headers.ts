/** The security headers on every response that serves the renderer, in Electron and in browser mode alike. */
import { contentSecurityPolicy, type Shell } from './csp.js';

export function securityHeaders(shell: Shell): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(shell),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // frame-ancestors says the same to every browser that knows CSP 2; this is for any that does not.
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
  };
}
