/**
 * After a state-changing call fails, did the exchange perhaps act on it? A refused connection,
 * an unknown host or a rejected certificate means the request never left; a timeout, a dropped
 * connection, any 5xx or an answer we could not read means it may have arrived and executed
 * (FACTS.md). A 5xx is no proof that nothing happened: a server (or a proxy in front of it)
 * can fail after the change was made, or answer 502/503 while the backend carries it out.
 * Such a call is never sent again by itself: the person is told, and the lists are refreshed.
 */
import { AppError } from '../../../shared/contract/index.js';

const NEVER_SENT = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EAI_NONAME', 'ENETUNREACH', 'EHOSTUNREACH']);

function failureCode(error: AppError): string | undefined {
  const cause = error.cause as { name?: string; code?: string; cause?: { code?: string } } | undefined;
  return cause?.cause?.code ?? cause?.code;
}

/** True when the failed request may have reached the exchange and been carried out. */
export function mayHaveExecuted(error: unknown): boolean {
  if (!(error instanceof AppError)) return false;
  if (error.kind === 'cancelled') return true;
  // 5xx: see above. 429 and a web page instead of data (a block page) were refused in front of it.
  if (error.kind === 'unavailable') return error.status !== undefined && error.status >= 500;
  // Something came back that we could not read (not JSON, far too large): it may be a success.
  if (error.kind === 'malformed') return true;
  if (error.kind !== 'network') return false;
  const code = failureCode(error);
  if (code && (NEVER_SENT.has(code) || code.startsWith('ERR_TLS') || code.includes('CERT'))) return false;
  return true;
}

/** The error a person sees after such a failure. `what` completes "The exchange did not confirm …". */
export function unknownOutcome(what: string, host: string, cause: AppError, party = 'exchange'): AppError {
  return new AppError(
    'unknown-outcome',
    `The ${party} at ${host} did not confirm ${what}. It may or may not have happened; Satchel is refreshing the lists so you can see which. It was not sent again.`,
    { status: cause.status, detail: cause.message, cause },
  );
}
