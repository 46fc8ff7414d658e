/**
 * Outages on demand, for tests and for trying the app's error states: while a mode is set,
 * every /v3 request gets the same bad answer, the kinds a blocked or struggling exchange
 * really gave (FACTS.md): a 403 HTML page, 429, a 502 page from the proxy in front, or a 200
 * whose JSON fits none of the document's shapes.
 */
import { json, type Answer } from '../../http.js';

export const OUTAGE_MODES = ['none', 'html', 'rate-limit', 'error', 'malformed'] as const;
export type OutageMode = (typeof OUTAGE_MODES)[number];

export function isOutageMode(value: unknown): value is OutageMode {
  return typeof value === 'string' && (OUTAGE_MODES as readonly string[]).includes(value);
}

const page = (title: string): string =>
  `<!DOCTYPE html>\n<html><head><title>${title}</title></head><body><h1>${title}</h1><p>Demo exchange outage.</p></body></html>\n`;

/** An HTML error page, as a proxy or firewall in front of an exchange sends one. */
export const html = (status: number, title: string, headers: Record<string, string> = {}): Answer => ({
  status,
  body: page(title),
  headers: { 'content-type': 'text/html; charset=utf-8', ...headers },
});

export function outageAnswer(mode: OutageMode): Answer | null {
  switch (mode) {
    case 'none':
      return null;
    case 'html':
      return html(403, '403 Forbidden');
    case 'rate-limit':
      return json(429, { success: false, message: 'Too many requests' }, { 'retry-after': '1' });
    case 'error':
      return html(502, '502 Bad Gateway');
    case 'malformed':
      // Valid JSON, wrong everywhere: no answer of the document is an object with these keys.
      return json(200, { data: null, result: 'maintenance' });
  }
}
