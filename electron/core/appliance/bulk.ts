import { AppError, type ApplianceErrorData, type BulkItem, type BulkResult, type ErrorKind } from '../../../shared/contract/index.js';
import { policyName } from './weakening.js';

/** Names listed in a confirmation before "and N more". */
const NAMES_SHOWN = 30;

/** After one of these the appliance is not reachable or not signed in to: the rest of a bulk operation waits. */
const STOPS_THE_REST: ReadonlySet<ErrorKind> = new Set<ErrorKind>(['network', 'unavailable', 'auth', 'keychain', 'malformed', 'unknown-outcome', 'cancelled', 'internal']);

export function namesList(names: readonly string[]): string {
  const shown = names.slice(0, NAMES_SHOWN).map((n) => `• ${policyName(n)}`);
  if (names.length > NAMES_SHOWN) shown.push(`… and ${names.length - NAMES_SHOWN} more`);
  return shown.join('\n');
}

/**
 * One name after the other, each answered: a refusal (a name that is gone, a 1240 from a real
 * appliance) does not hide the others; a failure to reach the appliance stops the rest, which
 * are reported as not sent.
 */
export async function eachName(names: readonly string[], work: (name: string) => Promise<void>): Promise<BulkResult> {
  const items: BulkItem[] = [];
  let stopped: ApplianceErrorData | null = null;
  for (const name of names) {
    if (stopped) {
      items.push({ name, status: 'not-sent', error: stopped });
      continue;
    }
    try {
      await work(name);
      items.push({ name, status: 'done' });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      const data: ApplianceErrorData = error.toData();
      items.push({ name, status: error.kind === 'unknown-outcome' ? 'unknown' : 'refused', error: data });
      if (STOPS_THE_REST.has(error.kind)) stopped = { kind: data.kind, message: `Not sent: an earlier one failed (${data.message})` };
    }
  }
  return { items };
}
