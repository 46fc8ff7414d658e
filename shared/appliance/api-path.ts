/**
 * The API path prefix of an appliance: what stands before `/config/…` in every request. The
 * document (spec/001) writes `/svc/v1`, with the neutral word `svc` where the appliance's name
 * stood; a real appliance of the family uses its own (e.g. `/nitro/v1`). Shared so the form,
 * the settings file and the client accept exactly the same paths.
 */

/** The document's prefix. */
export const DEFAULT_API_PATH = '/svc/v1';
export const MAX_API_PATH_LENGTH = 200;

// Segments of unreserved URL characters only: nothing to encode, no query, no fragment.
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/** Why `path` cannot be an API path prefix, or null when it can (a trailing "/" is allowed and dropped). */
export function apiPathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || path.trim() === '') return 'Enter the API path, such as /svc/v1.';
  const text = path.trim();
  if (text.length > MAX_API_PATH_LENGTH) return `The API path has at most ${MAX_API_PATH_LENGTH} characters.`;
  if (!text.startsWith('/')) return 'The API path starts with “/”, such as /svc/v1.';
  const segments = text.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length === 0) return 'The API path names at least one folder, such as /svc/v1.';
  for (const segment of segments) {
    if (segment === '') return 'The API path has “//” in it: one “/” between its parts.';
    if (segment === '.' || segment === '..') return 'The API path cannot have “.” or “..” as a part.';
    if (!SEGMENT.test(segment)) return 'The API path has only letters, digits and . _ ~ - between its “/”, such as /nitro/v1.';
  }
  return null;
}

/** The path as stored and used: trimmed, without a trailing "/"; empty means the document's. Call after apiPathProblem. */
export function normalApiPath(path: string | undefined | null): string {
  const text = (path ?? '').trim();
  return text === '' ? DEFAULT_API_PATH : text.replace(/\/+$/, '');
}
