/**
 * After a state-changing call fails, did the exchange perhaps act on it? Only a clear refusal
 * says no: the request never left (a refused connection, an unknown host, a rejected
 * certificate), or the server refused it in its own words (a 4xx with a JSON body). Anything
 * else may have been carried out (FACTS.md): a timeout, a dropped connection, any 5xx, and any
 * answer we cannot take for the server's word — a web page, an empty body, plain text, a 204 or
 * a 3xx, whatever the status, or JSON of a shape the call does not answer with. A 5xx or a
 * 200 web page is no proof that nothing happened: a server (or a proxy in front of it) can fail
 * after the change was made, or answer for a backend that carries it out.
 * Such a call is never sent again by itself: the person is told, it counts against the
 * withdrawal guard's daily limit, and the lists are refreshed.
 */
import { AppError } from '../../../shared/contract/index.js';
import { m } from '../../../shared/i18n/language.js';
import { isRefusalAnswer, partyName } from './errors.js';
import type { What } from './what.js';

const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'ENETUNREACH', 'EHOSTUNREACH']);

function failureCode(error: AppError): string | undefined {
  const cause = error.cause as { name?: string; code?: string; cause?: { code?: string } } | undefined;
  return cause?.cause?.code ?? cause?.code;
}

/** True when the failed request may have reached the exchange and been carried out. */
export function mayHaveExecuted(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.kind === 'cancelled') return true;
  if (error.kind === 'network') {
    const code = failureCode(error);
    return !(code && (NEVER_SENT.has(code) || code.startsWith('ERR_TLS') || code.includes('CERT')));
  }
  // Something came back that we could not read (not JSON, far too large): it may be a success.
  if (error.kind === 'malformed') return true;
  // Any other answer that is not the server's own refusal (see above).
  return error.status !== undefined && !isRefusalAnswer(error);
}

/** The error a person sees after such a failure; `what` names the call (what.ts: `did`), in the language of the moment. */
export function unknownOutcome(what: What, host: string, cause: AppError, party = 'exchange'): AppError {
  return new AppError('unknown-outcome', m.errors_unknown_outcome({ party: partyName(party), host, what: what() }), { status: cause.status, detail: cause.message, cause });
}
