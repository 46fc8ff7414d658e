/**
 * Which exchange the app talks to at start. Settings come with a later issue; for now the
 * SATCHEL_EXCHANGE_URL environment variable names a real one, and without it the embedded
 * demo servers are started and used.
 */
import { serverAddressProblem, serverAddressText } from '../../shared/security/server-address.js';

export type ExchangeChoice = { kind: 'configured'; url: string } | { kind: 'demo' };

export class ExchangeUrlError extends Error {}

export function chooseExchange(env: Readonly<Record<string, string | undefined>>): ExchangeChoice {
  const raw = env.SATCHEL_EXCHANGE_URL?.trim();
  if (!raw) return { kind: 'demo' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ExchangeUrlError(`SATCHEL_EXCHANGE_URL is not a URL: ${raw}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ExchangeUrlError(`SATCHEL_EXCHANGE_URL must be an http or https URL, not ${url.protocol}`);
  }
  // The rule every exchange address follows (shared/security/server-address.ts).
  const problem = serverAddressProblem(raw);
  if (problem) throw new ExchangeUrlError(serverAddressText('SATCHEL_EXCHANGE_URL', problem));
  return { kind: 'configured', url: url.href.replace(/\/+$/, '') };
}
