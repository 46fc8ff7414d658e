import { describe, expect, it } from 'vitest';
import {
  APP_RESPONSE_HEADERS,
  CONTENT_SECURITY_POLICY,
  isDocumentResource,
  withContentSecurityPolicy,
} from '../../../electron/main/security/csp.js';

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name!, values];
  }));
}

describe('the main window CSP', () => {
  const policy = directives(CONTENT_SECURITY_POLICY);

  it('denies by default and allows scripts only from the app itself', () => {
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });

  it('never allows inline script, eval, or remote script', () => {
    const scripts = policy.get('script-src')!.join(' ');
    expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|wasm-unsafe-eval|https?:|\*|data:|blob:/);
  });

  it('shuts plugins, frames, base rewriting, form posts and framing', () => {
    for (const name of ['object-src', 'frame-src', 'base-uri', 'form-action', 'frame-ancestors', 'worker-src']) {
      expect(policy.get(name), name).toEqual(["'none'"]);
    }
  });

  it('lets the page reach no server: connect-src is the app only', () => {
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows images from the app, data URLs, https and the loopback demo exchange only', () => {
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https:', 'http://127.0.0.1:*']);
  });

  it('is sent with nosniff and no referrer on app responses', () => {
    expect(APP_RESPONSE_HEADERS['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(APP_RESPONSE_HEADERS['x-content-type-options']).toBe('nosniff');
    expect(APP_RESPONSE_HEADERS['referrer-policy']).toBe('no-referrer');
  });
});

describe('withContentSecurityPolicy (onHeadersReceived)', () => {
  it("replaces a server's own policy, whatever its letter case, and keeps other headers", () => {
    const headers = withContentSecurityPolicy({
      'content-security-policy': ["default-src *"],
      'Content-Type': ['text/html'],
    });
    expect(headers['Content-Security-Policy']).toEqual([CONTENT_SECURITY_POLICY]);
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['Content-Type']).toEqual(['text/html']);
  });

  it('adds the policy when the server sent none', () => {
    expect(withContentSecurityPolicy(undefined)).toEqual({ 'Content-Security-Policy': [CONTENT_SECURITY_POLICY] });
  });

  it('applies to documents only', () => {
    expect(isDocumentResource('mainFrame')).toBe(true);
    expect(isDocumentResource('subFrame')).toBe(true);
    expect(isDocumentResource('image')).toBe(false);
    expect(isDocumentResource(undefined)).toBe(false);
  });
});
