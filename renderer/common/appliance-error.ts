/**
 * An appliance error as a person reads it: the meaning first (main's sentence), then what the
 * appliance itself said, its errorcode and its own message, for whoever looks at its logs or
 * documentation. Shared by Settings → Appliances and the Policies view.
 */
import type { ApplianceErrorData } from '../../shared/contract/index.js';

export function applianceErrorText(error: ApplianceErrorData): string {
  const code = error.errorcode;
  if (code === undefined || new RegExp(`\\berrorcode ${code}\\b`).test(error.message)) return error.message;
  // `detail` is "errorcode N: <the appliance's message>" when the appliance sent one.
  const prefix = `errorcode ${code}: `;
  const own = error.detail?.startsWith(prefix) ? error.detail.slice(prefix.length).trim() : '';
  return `${error.message} (errorcode ${code}${own ? `: ${own}` : ''})`;
}
