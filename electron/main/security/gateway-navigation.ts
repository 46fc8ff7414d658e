/**
 * Where the payment window may go. It starts on Satchel's own payment page and may leave it
 * only for the payment gateway of its ticket: a navigation (the submitted payment form) to the
 * gateway's origin, and redirects that an allowed origin hands over (the gateway's payment page,
 * which may live with a payment processor) — over https, or plain http on loopback for the demo
 * gateway. An origin reached by such a hand-over may be navigated within (a processor's own
 * steps). Anything else is refused, and no frame inside the page may navigate at all.
 * Structural types keep this free of `electron` at run time.
 */
import { serverAddressProblem } from '../../../shared/security/server-address.js';
import { isAppUrl } from './sender.js';

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** https anywhere, http only to loopback, never with credentials in the URL: the one rule of shared/security/server-address.ts. */
export function safeWebUrl(url: URL): boolean {
  return serverAddressProblem(url.href) === null;
}

export class GatewayNavigation {
  private readonly allowed = new Set<string>();

  constructor(gatewayUrl: string) {
    const url = parse(gatewayUrl);
    if (url && safeWebUrl(url)) this.allowed.add(url.origin);
  }

  /** A navigation the page starts (the payment form it submits, a link it follows). */
  navigate(target: string): boolean {
    const url = parse(target);
    if (!url) return false;
    if (isAppUrl(target)) return url.pathname === '/gateway.html';
    return safeWebUrl(url) && this.allowed.has(url.origin);
  }

  /** A redirect of the main frame from `from` (the URL being left) to `target`. */
  redirect(from: string, target: string): boolean {
    const source = parse(from);
    const url = parse(target);
    if (!source || !url || !safeWebUrl(url)) return false;
    if (!this.allowed.has(source.origin)) return false;
    // Handed over by an allowed origin: its payment page may go on within its own origin.
    this.allowed.add(url.origin);
    return true;
  }
}

interface PreventableEvent {
  preventDefault(): void;
}

interface NavigationDetails extends PreventableEvent {
  url: string;
  isMainFrame: boolean;
}

export interface GatewayContents {
  on(event: 'will-navigate', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-frame-navigate', listener: (details: NavigationDetails) => void): unknown;
  on(event: 'will-redirect', listener: (details: NavigationDetails) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

/**
 * The payment window's counterpart of hardenWebContents: navigations follow `policy()` (the
 * current payment window's), frames never navigate, no <webview>, no new windows (https links
 * go to the person's browser).
 */
export function hardenGatewayContents(contents: GatewayContents, policy: () => GatewayNavigation | null, openExternal: (url: string) => void, log: (message: string) => void): void {
  let current = '';
  const allow = (url: string): boolean => policy()?.navigate(url) ?? false;
  contents.on('will-navigate', (event, url) => {
    if (!allow(url)) {
      log(`The payment window was kept from going to ${url.slice(0, 200)}.`);
      event.preventDefault();
    } else current = url;
  });
  contents.on('will-frame-navigate', (details) => {
    if (!details.isMainFrame || !allow(details.url)) details.preventDefault();
  });
  contents.on('will-redirect', (details) => {
    if (!details.isMainFrame || !(policy()?.redirect(current, details.url) ?? false)) {
      log(`The payment window was kept from being redirected to ${details.url.slice(0, 200)}.`);
      details.preventDefault();
    } else current = details.url;
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    const parsed = parse(url);
    if (parsed && parsed.protocol === 'https:' && !parsed.username && !parsed.password) openExternal(parsed.href);
    return { action: 'deny' };
  });
}
