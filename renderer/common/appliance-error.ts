/**
 * An appliance error as a person reads it: main's sentence, then the appliance's own code,
 * named as the appliance's (shared/words/errors.ts). Shared by Settings → Appliances and the
 * Policies view.
 */
import type { ApplianceErrorData } from '../../shared/contract/index.js';
import { errorText } from '../../shared/words/index.js';

export function applianceErrorText(error: ApplianceErrorData): string {
  return errorText(error);
}
