/**
 * The API path prefix of an appliance: what stands before `/config/…` in every request. The
 * document (spec/001) writes `/svc/v1`, with the neutral word `svc` where the appliance's name
 * stood; a real appliance of the family uses its own (e.g. `/nitro/v1`). Shared so the form,
 * the settings file and the client accept exactly the same paths.
 */

import { m } from '../i18n/language.js';

/** The document's prefix. */
export const DEFAULT_API_PATH = '/svc/v1';
export const MAX_API_PATH_LENGTH = 200;

// Segments of unreserved URL characters only: nothing to encode, no query, no fragment.
const SEGMENT = /^[A-Za-z0-9._~-]+$/;

/**
 * Why `path` cannot be an API path prefix, in the language now, or null when it can (a trailing
 * "/" is allowed and dropped). The form, main and the settings file say the same sentence.
 */
export function apiPathProblem(path: unknown): string | null {
  if (typeof path !== 'string' || path.trim() === '') return m.settings_api_path_empty();
  const text = path.trim();
  if (text.length > MAX_API_PATH_LENGTH) return m.settings_api_path_too_long({ count: MAX_API_PATH_LENGTH });
  if (!text.startsWith('/')) return m.settings_api_path_slash();
  const segments = text.replace(/\/+$/, '').split('/').slice(1);
  if (segments.length === 0) return m.settings_api_path_no_folder();
  for (const segment of segments) {
    if (segment === '') return m.settings_api_path_double_slash();
    if (segment === '.' || segment === '..') return m.settings_api_path_dots();
    if (!SEGMENT.test(segment)) return m.settings_api_path_characters();
  }
  return null;
}

/** The path as stored and used: trimmed, without a trailing "/"; empty means the document's. Call after apiPathProblem. */
export function normalApiPath(path: string | undefined | null): string {
  const text = (path ?? '').trim();
  return text === '' ? DEFAULT_API_PATH : text.replace(/\/+$/, '');
}
