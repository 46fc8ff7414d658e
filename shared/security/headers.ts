/** The security headers on every response that serves the renderer, in Electron and in browser mode alike. */
import { contentSecurityPolicy, type Page, type Shell } from './csp.js';

export function securityHeaders(shell: Shell, page: Page = 'app'): Readonly<Record<string, string>> {
  return {
    'content-security-policy': contentSecurityPolicy(shell, page),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // frame-ancestors says the same to every browser that knows CSP 2; this is for any that does not.
    'x-frame-options': 'DENY',
    // Browser mode's payment window is a tab the wallet opens: the wallet may keep its popups
    // (so it can close the payment tab while that still shows Satchel's page), and the payment
    // page takes no policy of its own, so the tab stays one the browser lets close itself at
    // the end. Before it leaves for the gateway the payment page drops its opener, so the
    // gateway's page can never reach the wallet's tab.
    'cross-origin-opener-policy': page === 'gateway' ? 'unsafe-none' : 'same-origin-allow-popups',
    'cross-origin-resource-policy': 'same-origin',
  };
}
