import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, CSP_DIRECTIVES, metaContentSecurityPolicy } from '../../../../shared/security/csp.js';
import { securityHeaders } from '../../../../shared/security/headers.js';

function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => {
    const [name, ...values] = part.trim().split(/\s+/);
    return [name!, values];
  }));
}

const electron = directives(contentSecurityPolicy('electron'));
const browser = directives(contentSecurityPolicy('browser'));
const meta = directives(metaContentSecurityPolicy());

describe('the renderer CSP, one source for every shell', () => {
  it('names each directive once', () => {
    const names = CSP_DIRECTIVES.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('denies by default in every shell, and allows scripts only from the app itself', () => {
    for (const policy of [electron, browser, meta]) {
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
    }
  });

  it('differs between the shells only where the module says so: browser mode may open its WebSocket', () => {
    expect(electron.get('connect-src')).toEqual(["'self'"]);
    expect(browser.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:*', 'ws://localhost:*']);
    const differing = [...electron.keys()].filter((name) => electron.get(name)!.join(' ') !== browser.get(name)?.join(' '));
    expect(differing).toEqual(CSP_DIRECTIVES.filter((d) => d.browserOnly).map((d) => d.name));
    expect([...browser.keys()]).toEqual([...electron.keys()]);
  });

  it('gives the meta tag what either shell needs, less what only a header may say', () => {
    expect(meta.has('frame-ancestors')).toBe(false);
    expect(electron.get('frame-ancestors')).toEqual(["'none'"]);
    const headerOnly = CSP_DIRECTIVES.filter((d) => d.headerOnly).map((d) => d.name);
    expect([...meta.keys()]).toEqual([...browser.keys()].filter((name) => !headerOnly.includes(name)));
    for (const [name, sources] of meta) expect(sources, name).toEqual(browser.get(name));
  });

  it('sends the same security headers from both shells, each with its own policy', () => {
    const { 'content-security-policy': electronPolicy, ...electronRest } = securityHeaders('electron');
    const { 'content-security-policy': browserPolicy, ...browserRest } = securityHeaders('browser');
    expect(electronPolicy).toBe(contentSecurityPolicy('electron'));
    expect(browserPolicy).toBe(contentSecurityPolicy('browser'));
    expect(electronRest).toEqual(browserRest);
    expect(electronRest).toMatchObject({ 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' });
  });
});
