/**
 * The renderer's Content Security Policy, the one place it is written. Three places state it:
 * index.html's meta tag (written in at build time by renderer/csp-meta-plugin.ts), the app://
 * protocol's response header in Electron (electron/main/protocol.ts) and browser mode's
 * response header (electron/web/host.ts). Where the shells need different things, the
 * exception is a field of its directive below, with its reason beside it.
 */

export type Shell = 'electron' | 'browser';
/** The app's pages: the wallet (index.html) and the payment window (gateway.html). */
export type Page = 'app' | 'gateway';

export interface Directive {
  readonly name: string;
  /** Allowed in every shell. */
  readonly sources: readonly string[];
  /** Allowed in browser mode only, on top of `sources`. */
  readonly browserOnly?: readonly string[];
  /** Only a header may carry it: browsers ignore it in a meta tag (CSP 3), so the tag leaves it out. */
  readonly headerOnly?: true;
  /** The payment window's sources instead of `sources`, where that page needs other ones. */
  readonly gatewayPage?: readonly string[];
}

export const CSP_DIRECTIVES: readonly Directive[] = [
  // Nothing is allowed unless named below.
  { name: 'default-src', sources: ["'none'"] },
  // Only the bundled scripts and their chunks: no inline script, no eval, no remote code.
  { name: 'script-src', sources: ["'self'"] },
  // Svelte writes style attributes (transitions, style: directives); no remote stylesheets.
  { name: 'style-src', sources: ["'self'", "'unsafe-inline'"] },
  // Currency icons are the exchange's own URLs: a real one over HTTPS, the demo exchange on
  // loopback. The favicon is a data: URL, so no request goes out for it.
  // Electronegativity (CSP_GLOBAL_CHECK) calls the http: source weak; accepted: loopback only, where
  // nothing crosses a network (as server-address.ts); test/electron/electronegativity.test.ts.
  { name: 'img-src', sources: ["'self'", 'data:', 'https:', 'http://127.0.0.1:*'] },
  { name: 'font-src', sources: ["'self'", 'data:'] },
  // In Electron every call to main goes over IPC, never the network: the page may read its own files only.
  // Exception: browser mode carries the same calls over a WebSocket to its host on loopback,
  // named 127.0.0.1 or, when the person typed it so, localhost.
  { name: 'connect-src', sources: ["'self'"], browserOnly: ['ws://127.0.0.1:*', 'ws://localhost:*'] },
  { name: 'object-src', sources: ["'none'"] },
  { name: 'frame-src', sources: ["'none'"] },
  { name: 'worker-src', sources: ["'none'"] },
  { name: 'manifest-src', sources: ["'none'"] },
  { name: 'media-src', sources: ["'none'"] },
  { name: 'base-uri', sources: ["'none'"] },
  // Exception: the payment window submits the gateway's payment form, which takes it to the
  // gateway's payment page: over https, or to a demo gateway on loopback. Which gateway is
  // checked before the form is built (core/gateway/client.ts) and, in Electron, by the
  // window's navigation policy (main/security/gateway-navigation.ts). Electronegativity
  // (CSP_GLOBAL_CHECK) calls the loopback http: sources weak; accepted as for img-src.
  { name: 'form-action', sources: ["'none'"], gatewayPage: ['https:', 'http://127.0.0.1:*', 'http://localhost:*'] },
  // Exception: a header only (see headerOnly); no page may frame the app, in either shell.
  { name: 'frame-ancestors', sources: ["'none'"], headerOnly: true },
];

function text(directives: readonly (readonly [string, readonly string[]])[]): string {
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const sourcesOf = (d: Directive, page: Page): readonly string[] => (page === 'gateway' && d.gatewayPage ? d.gatewayPage : d.sources);

/** The policy a shell sends as its Content-Security-Policy header, for one of the pages. */
export function contentSecurityPolicy(shell: Shell, page: Page = 'app'): string {
  return text(CSP_DIRECTIVES.map((d) => [d.name, shell === 'browser' ? [...sourcesOf(d, page), ...(d.browserOnly ?? [])] : sourcesOf(d, page)]));
}

/**
 * The policy of index.html's meta tag. One build serves both shells, so it allows what either
 * needs; each shell's header narrows it, as a page obeys every policy it is given (in Electron
 * the header's connect-src 'self' wins over the tag's WebSocket sources).
 */
export function metaContentSecurityPolicy(page: Page = 'app'): string {
  return text(CSP_DIRECTIVES.filter((d) => !d.headerOnly).map((d) => [d.name, [...sourcesOf(d, page), ...(d.browserOnly ?? [])]]));
}

/** Which page an HTML file of the build is. */
export function pageOfFile(fileName: string): Page {
  return /(?:^|[\\/])gateway\.html$/.test(fileName) ? 'gateway' : 'app';
}
