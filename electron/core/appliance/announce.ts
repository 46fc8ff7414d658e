import type { ApplianceErrorData, AppliancesView } from '../../../shared/contract/index.js';
import { quoted } from '../confirm/quote.js';
import { applianceAddress } from './address.js';
import type { ApplianceConnections } from './connections.js';

export interface AnnounceNeeds {
  appliances: Pick<ApplianceConnections, 'view' | 'learnStatesUnsupported'>;
  broadcast(name: 'appliances.changed', payload: AppliancesView): void;
}

/** The saved appliances as they are now, told to every window. */
export function announceAppliances(s: AnnounceNeeds): AppliancesView {
  const view = s.appliances.view();
  s.broadcast('appliances.changed', view);
  return view;
}

/**
 * A 1240 to enable, disable or unset: the appliance has none of them (a real one). Remembered
 * for the connection and told to every window once, so views stop offering them.
 */
export function learnUnsupported(s: AnnounceNeeds, id: string, errors: readonly (ApplianceErrorData | undefined)[]): void {
  if (errors.some((e) => e?.reason === 'unsupported') && s.appliances.learnStatesUnsupported(id)) announceAppliances(s);
}

/** An appliance's address as a question names it. */
export function hostOf(url: string): string {
  try {
    return applianceAddress(url).host;
  } catch {
    return quoted(url, 120);
  }
}
