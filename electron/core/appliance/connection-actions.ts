import { m } from '../../../shared/i18n/language.js';
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
      title: m.core_appliance_remove_title(),
      message: m.core_appliance_remove_question({ name: quoted(entry.name) }),
      detail: entry.demo
        ? m.core_appliance_remove_demo()
        : (entry.pinnedFingerprint ? m.core_appliance_remove_detail_pinned : m.core_appliance_remove_detail)({ host: hostOf(entry.url), user: quoted(entry.user) }),
      confirmLabel: m.core_appliance_remove_confirm(),
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
      title: m.core_trust_title(),
      message: m.core_trust_question({ host: hostOf(entry.url), name: quoted(entry.name) }),
      detail: [
        entry.pinnedFingerprint ? m.core_trust_line_until_now({ fingerprint: entry.pinnedFingerprint }) : m.core_trust_line_none(),
        m.core_trust_line_now({ fingerprint: next }),
        m.core_trust_warning(),
      ].join('\n'),
      confirmLabel: m.core_trust_confirm(),
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
