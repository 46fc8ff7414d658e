/**
 * Browser mode's gate. The host listens on 127.0.0.1 only, but any web page the person opens
 * could still try to reach it; so every WebSocket must carry the per-run token and come from
 * the host's own origin, and every request must name the host itself (against DNS rebinding).
 */
import { timingSafeEqual } from 'node:crypto';
import { contentSecurityPolicy } from '../../shared/security/csp.js';
import { securityHeaders } from '../../shared/security/headers.js';

export function tokensMatch(expected: string, given: string | null | undefined): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** Host headers that name this host: 127.0.0.1 or localhost, on our port. */
export function allowedHost(hostHeader: string | undefined, port: number): boolean {
  return hostHeader === `127.0.0.1:${port}` || hostHeader === `localhost:${port}`;
}

export function allowedOrigin(origin: string | undefined, port: number): boolean {
  return origin === `http://127.0.0.1:${port}` || origin === `http://localhost:${port}`;
}

/** The renderer's policy (shared/security/csp.ts) as browser mode sends it. */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy('browser');

export const SECURITY_HEADERS: Readonly<Record<string, string>> = securityHeaders('browser');

/** The payment window's page: its own policy (its forms go to the payment gateway). */
export const GATEWAY_PAGE_HEADERS: Readonly<Record<string, string>> = securityHeaders('browser', 'gateway');
