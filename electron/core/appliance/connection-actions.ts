import type { ApplianceView, AppliancesView } from '../../../shared/contract/index.js';
import type { Session } from '../base/session.js';
import { NAMED_IN_REQUEST, runStateChange, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import { announceAppliances, hostOf, type AnnounceNeeds } from './announce.js';
import type { ApplianceConnections } from './connections.js';
import { NOTHING_CHANGED } from './policy-actions.js';

export interface ConnectionActionNeeds extends AnnounceNeeds {
  appliances: Pick<ApplianceConnections, 'view' | 'learnStatesUnsupported' | 'get' | 'remove' | 'presented' | 'trust'>;
  lock: StateChangePorts['lock'];
  confirm: Confirmer;
}

/** Forgetting a saved appliance (its password, its trusted certificate), after main's question. */
export function applianceRemoval(s: ConnectionActionNeeds, id: string): StateChange<ReturnType<ConnectionActionNeeds['appliances']['get']>, void, AppliancesView> {
  return {
    pin: () => NAMED_IN_REQUEST,
    plan: async () => s.appliances.get(id),
    question: async (entry) => ({
      title: 'Remove appliance',
      message: `Remove the appliance ${quoted(entry.name)} from Satchel?`,
      detail: entry.demo
        ? 'It is the built-in demo appliance; you can add it again at any time.'
        : `Satchel signs out of ${hostOf(entry.url)}, deletes the password of ${quoted(entry.user)} from the system keychain${entry.pinnedFingerprint ? ' and forgets the trusted certificate' : ''}. The appliance and its policies are not touched.`,
      confirmLabel: 'Remove appliance',
    }),
    declined: NOTHING_CHANGED(),
    send: () => s.appliances.remove(id),
    answer: () => announceAppliances(s),
  };
}

type Presented = Awaited<ReturnType<ConnectionActionNeeds['appliances']['presented']>>;

/** Trusting the certificate an appliance presents now, after main's question naming both fingerprints. */
export function certificateTrust(s: ConnectionActionNeeds, id: string, fingerprint: string): StateChange<Presented, ApplianceView> {
  return {
    pin: () => NAMED_IN_REQUEST,
    plan: () => s.appliances.presented(id, fingerprint),
    question: async ({ entry, fingerprint: next }) => ({
      title: 'Trust a new certificate',
      message: `Trust the certificate ${hostOf(entry.url)} presents now for ${quoted(entry.name)}?`,
      detail: [
        `Trusted until now: ${entry.pinnedFingerprint ? `SHA-256 ${entry.pinnedFingerprint}` : 'none pinned (the system’s certificate authorities)'}`,
        `Presented now: SHA-256 ${next}`,
        'Trust it only if the appliance’s administrator replaced its certificate: otherwise someone may be in between.',
      ].join('\n'),
      confirmLabel: 'Trust the new certificate',
    }),
    declined: NOTHING_CHANGED(),
    send: ({ fingerprint: next }) => s.appliances.trust(id, next),
    answer(_plan, view) {
      announceAppliances(s);
      return view;
    },
  };
}

export function removeAppliance(s: ConnectionActionNeeds, id: string, session: Session): Promise<AppliancesView> {
  return runStateChange(applianceRemoval(s, id), { lock: s.lock, ask: s.confirm }, session);
}

export function trustCertificate(s: ConnectionActionNeeds, id: string, fingerprint: string, session: Session): Promise<ApplianceView> {
  return runStateChange(certificateTrust(s, id, fingerprint), { lock: s.lock, ask: s.confirm }, session);
}
