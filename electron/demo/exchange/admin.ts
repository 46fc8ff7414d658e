/**
 * The admin endpoint, so a script outside the process can cause an outage:
 * POST /__admin/outage, header x-admin-token, body {"mode": …}. The token is compared in
 * constant time; it is the only thing standing between a local page and the demo's state.
 */
import { timingSafeEqual } from 'node:crypto';
import { type IncomingHttpHeaders } from 'node:http';
import { failure, json, type Answer } from '../http.js';
import { OUTAGE_MODES, isOutageMode, type OutageMode } from './outage.js';

export const ADMIN_OUTAGE_PATH = '/__admin/outage';

function tokenMatches(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function adminOutage(method: string, headers: IncomingHttpHeaders, body: string, adminToken: string, apply: (mode: OutageMode) => void): Answer {
  if (method !== 'POST') return failure(405, `Method ${method} is not allowed on ${ADMIN_OUTAGE_PATH}`, { allow: 'POST' });
  if (!tokenMatches(headers['x-admin-token'], adminToken)) return failure(401, 'Missing or wrong x-admin-token');
  let mode: unknown;
  try {
    mode = (JSON.parse(body) as { mode?: unknown } | null)?.mode;
  } catch {
    return failure(400, 'The body must be JSON: {"mode": …}');
  }
  if (!isOutageMode(mode)) return failure(400, `mode must be one of ${OUTAGE_MODES.join(', ')}`);
  apply(mode);
  return json(200, { success: true, mode });
}
