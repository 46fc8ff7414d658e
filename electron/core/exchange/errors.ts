/**
 * Turning what the exchange (or the network) did into one of the contract's error kinds, with
 * a sentence a person understands. The body shape of v3 errors was never documented, so the
 * body is read defensively: a message, a list of messages, or nothing.
 */
import { AppError } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { serverWords } from '../../../shared/words/index.js';

const MAX_DETAIL = 300;

/** The exchange's own words from an error body, if it gave any we can read. */
export function errorDetail(body: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return undefined;
  }
  const pick = (value: unknown): string | undefined => {
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (Array.isArray(value)) {
      const texts = value.map(pick).filter((t): t is string => t !== undefined);
      return texts.length ? texts.join('; ') : undefined;
    }
    if (value && typeof value === 'object') {
      const o = value as Record<string, unknown>;
      return pick(o.message) ?? pick(o.messages) ?? pick(o.error) ?? pick(o.errors) ?? pick(o.detail);
    }
    return undefined;
  };
  const text = pick(parsed);
  return text && text.length > MAX_DETAIL ? `${text.slice(0, MAX_DETAIL)}…` : text;
}

export function looksLikeJson(contentType: string | null, body: string): boolean {
  if (contentType && /\bjson\b/i.test(contentType)) return true;
  const start = body.trimStart()[0];
  return start === '{' || start === '[';
}

/** Values shorter than this are left in the server's words: a currency or a number, not a secret. */
const MIN_REDACTED = 6;

/**
 * What the request carried, as the server may quote it back: the path's segments and query
 * values, and every string of the JSON body (and the parts of a `market:id` reference).
 */
export function sentValues(path: string, body: string | undefined): string[] {
  const values = new Set<string>();
  const add = (text: string) => {
    for (const part of [text, ...text.split(':')]) if (part.length >= MIN_REDACTED) values.add(part);
  };
  for (const piece of path.split(/[/?&=]/)) {
    try {
      add(decodeURIComponent(piece));
    } catch {
      add(piece);
    }
  }
  const walk = (value: unknown): void => {
    if (typeof value === 'string') add(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  if (body) {
    try {
      walk(JSON.parse(body));
    } catch {
      // Not JSON: nothing of it is quoted as a value.
    }
  }
  return [...values];
}

/**
 * The server's words without what the request sent: servers quote the value they refuse
 * ("Unknown currency: …"), and the window's value (a password pasted into the wrong field) must
 * not come back in a message. Matched without regard to case, as servers change it.
 */
export function withoutSent(text: string, sent: readonly string[]): string {
  let out = text;
  for (const value of [...sent].sort((a, b) => b.length - a.length)) {
    const lower = value.toLowerCase();
    for (let at = out.toLowerCase().indexOf(lower); at >= 0; at = out.toLowerCase().indexOf(lower, at + 1)) {
      out = `${out.slice(0, at)}…${out.slice(at + value.length)}`;
    }
  }
  return out;
}

/**
 * The answers that are the server's own refusal: a 4xx whose body is JSON. Only these prove that
 * a state-changing call was not carried out; a web page, an empty or unreadable body, a 3xx or a
 * 5xx may come from something in front of the server, or after the change was made (outcome.ts).
 */
const refusals = new WeakSet<AppError>();

export function isRefusalAnswer(error: AppError): boolean {
  return refusals.has(error);
}

function parsesAsJson(body: string): boolean {
  try {
    JSON.parse(body);
    return true;
  } catch {
    return false;
  }
}

/** An HTTP answer that was not a success. */
/** `party` names who answered in the sentence: the exchange, or the payment gateway; `sent`, what the request carried (sentValues). */
export function errorFromResponse(status: number, contentType: string | null, body: string, host: string, party = 'exchange', sent: readonly string[] = []): AppError {
  const error = describeResponse(status, contentType, body, host, party, sent);
  if (status >= 400 && status < 500 && looksLikeJson(contentType, body) && parsesAsJson(body)) refusals.add(error);
  return error;
}

function describeResponse(status: number, contentType: string | null, body: string, host: string, party: string, sent: readonly string[]): AppError {
  const json = looksLikeJson(contentType, body);
  const said = json ? errorDetail(body) : undefined;
  const detail = said === undefined ? undefined : withoutSent(said, sent);
  const extra = detail === undefined ? { status } : { status, detail };
  const who = partyName(party);
  if (status === 429) return new AppError('unavailable', m.core_server_limiting({ party: who, host }), extra);
  if (status >= 500) return new AppError('unavailable', m.core_server_trouble({ party: who, host, status }), extra);
  if (!json) {
    // A blocked or overloaded server answers with a web page: not an API error.
    return new AppError('unavailable', m.core_server_web_page({ party: who, host, status }), extra);
  }
  // The server's words only when they read as a sentence (shared/words/server.ts); they stay whole in `detail`.
  const words = serverWords(detail);
  if (status === 404) return new AppError('not-found', words ? m.core_server_not_found_said({ party: who, said: words }) : m.core_server_not_found({ party: who }), extra);
  if (status === 401 || status === 403) return new AppError('auth', words ? m.core_server_auth_said({ party: who, said: words }) : m.core_server_auth({ party: who }), extra);
  return new AppError('exchange', words ? m.core_server_refused_said({ party: who, status, said: words }) : m.core_server_refused({ party: who, status }), extra);
}

/**
 * Who answered, as the sentences about a server name it: in Ukrainian and Russian the genitive
 * after "Сервер" ("Сервер біржі"), so one sentence serves both parties with its grammar right.
 */
export function partyName(party: string): string {
  return party === 'payment gateway' ? m.core_party_gateway() : m.core_party_exchange();
}

/** Why a connection failed, as a clause that stands after a colon in every language. */
export function failureReason(code: string | undefined): string {
  if (code === 'ECONNREFUSED') return m.core_why_refused();
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return m.core_why_not_found();
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return m.core_why_dropped();
  if (code === 'CERT_HAS_EXPIRED' || code?.startsWith('ERR_TLS') || code?.includes('CERT')) return m.core_why_certificate();
  return m.core_why_network();
}

/** fetch itself failed: nothing came back. */
export function errorFromFailure(error: unknown, host: string, timeoutMs: number, party = 'exchange'): AppError {
  const e = error as { name?: string; code?: string; cause?: { code?: string; message?: string } };
  if (e?.name === 'TimeoutError') {
    return new AppError('network', m.core_server_timeout({ party: partyName(party), host, seconds: Math.round(timeoutMs / 1000) }), { cause: error });
  }
  if (e?.name === 'AbortError') return new AppError('cancelled', m.core_request_cancelled(), { cause: error });
  // fetch puts the system's code in its cause; a key's own connection (undici's request) on the error itself.
  const code = e?.cause?.code ?? e?.code;
  return new AppError('network', m.core_server_unreachable({ party: partyName(party), host, why: failureReason(code) }), { cause: error });
}
