/**
 * Vite plugin: writes the policy of shared/security/csp.ts into each page (index.html, and the
 * payment window's gateway.html with its own form-action) where it has its
 * placeholder, so the page carries the policy even where no header reaches it (Vite's dev
 * server, a file opened from disk). Runs in Node at build time, but needs nothing of Node.
 */
import type { Plugin } from 'vite';
import { metaContentSecurityPolicy, pageOfFile } from '../shared/security/csp.js';

export const CSP_PLACEHOLDER = '<!-- content-security-policy -->';

function attribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

export function cspMetaTag(): Plugin {
  return {
    name: 'satchel-csp-meta',
    transformIndexHtml: {
      order: 'pre',
      handler(html, context) {
        // A page without its policy must not ship: fail the build instead.
        if (html.split(CSP_PLACEHOLDER).length !== 2) throw new Error(`${context?.filename ?? 'index.html'} must hold ${CSP_PLACEHOLDER} exactly once`);
        const policy = metaContentSecurityPolicy(pageOfFile(context?.filename ?? 'index.html'));
        const tag = `<meta http-equiv="Content-Security-Policy" content="${attribute(policy)}" />`;
        return html.replace(CSP_PLACEHOLDER, tag);
      },
    },
  };
}
