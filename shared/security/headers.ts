/** The security headers on every response that serves the renderer, in Electron and in browser mode alike. */
import { contentSecurityPolicy, type Page, type Shell } from './csp.js';

export function securityHeaders(shell: Shell, page: Page = 'app'): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(shell, page),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // frame-ancestors says the same to every browser that knows CSP 2; this is for any that does not.
    'x-frame-options': 'DENY',
    // The wallet keeps the payment window it opened (browser mode) so it can close it when the
    // payment is done: its popups may keep their opener, and the payment page (which must leave
    // for the gateway's site) takes none of its own. The payment page drops its opener itself
    // before it leaves, so the gateway's page cannot reach the wallet's tab.
    'cross-origin-opener-policy': page === 'gateway' ? 'unsafe-none' : 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
  };
}
