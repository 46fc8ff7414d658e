import * as v from 'valibot';
import { AppError } from '../../../shared/contract/index.js';
import type { JsonValue } from '../../../shared/json/lossless.js';
import { m } from '../../../shared/i18n/language.js';
import { partyName } from './errors.js';
import type { What } from './what.js';
import { issuePath } from './wire.js';

/** Check an answer against its schema; a mismatch is a 'malformed' error that names the place. */
export function parseAnswer<S extends v.GenericSchema>(schema: S, value: JsonValue, what: What, host: string, party = 'exchange'): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new AppError('malformed', m.errors_not_understood({ party: partyName(party), host, what: what() }), {
    detail: `${issuePath(issue)}: ${issue.message}`,
  });
}
