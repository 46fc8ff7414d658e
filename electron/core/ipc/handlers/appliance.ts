import { policyPage, policyView } from '../../appliance/policy-page.js';
import { announceAppliances } from '../../appliance/announce.js';
import { removeAppliance, trustCertificate } from '../../appliance/connection-actions.js';
import {
  policyAddition,
  policyRemoval,
  policyRenaming,
  policyReset,
  policySwitch,
  policyUpdate,
  runPolicyAction,
} from '../../appliance/policy-actions.js';
import type { Handlers } from '../router.js';
import type { Services } from '../../services.js';

type ApplianceOps =
  | 'appliances.list'
  | 'appliances.add'
  | 'appliances.addDemo'
  | 'appliances.rename'
  | 'appliances.remove'
  | 'appliances.activate'
  | 'appliances.certificate'
  | 'appliances.trust'
  | 'policies.list'
  | 'policies.get'
  | 'policies.add'
  | 'policies.update'
  | 'policies.rename'
  | 'policies.remove'
  | 'policies.enable'
  | 'policies.disable'
  | 'policies.unset';

export type ApplianceNeeds = Pick<Services, 'appliances' | 'lock' | 'confirm' | 'broadcast'>;

/**
 * Appliance connections (Settings) and the active appliance's policies (Policies view). What
 * changes them runs through the state-change pipeline (appliance/policy-actions.ts,
 * appliance/connection-actions.ts): refused while locked, asked where it may weaken or delete, and
 * sent only to the appliance the person was asked about.
 */
export function applianceHandlers(s: ApplianceNeeds): Pick<Handlers, ApplianceOps> {
  const changed = () => announceAppliances(s);

  return {
    'appliances.list': () => s.appliances.view(),
    'appliances.add': async (input) => {
      const view = await s.appliances.add(input);
      changed();
      return view;
    },
    'appliances.addDemo': async () => {
      const view = await s.appliances.addDemo();
      changed();
      return view;
    },
    'appliances.rename': ({ id, name }) => {
      const view = s.appliances.rename(id, name);
      changed();
      return view;
    },
    'appliances.remove': ({ id }, session) => removeAppliance(s, id, session),
    'appliances.activate': async ({ id }) => {
      await s.appliances.activate(id);
      return changed();
    },
    'appliances.certificate': ({ url }) => s.appliances.certificate(url),
    'appliances.trust': ({ id, fingerprint }, session) => trustCertificate(s, id, fingerprint, session),

    'policies.list': async (query) => {
      const { entry, client } = s.appliances.active();
      const listed = await policyPage(client.policies, query);
      return { ...listed, applianceId: entry.id, certificateExpiredOn: s.appliances.certificateExpiredOn(entry) };
    },
    'policies.get': async ({ name }) => policyView(await s.appliances.active().client.policies.get({ name })),
    'policies.add': (input, session) => runPolicyAction(s, policyAddition(s, input), session),
    'policies.update': (input, session) => runPolicyAction(s, policyUpdate(s, input), session),
    'policies.rename': (request, session) => runPolicyAction(s, policyRenaming(s, request), session),
    'policies.unset': (request, session) => runPolicyAction(s, policyReset(s, request), session),
    'policies.enable': ({ names }, session) => runPolicyAction(s, policySwitch(s, 'enable', names), session),
    'policies.disable': ({ names }, session) => runPolicyAction(s, policySwitch(s, 'disable', names), session),
    'policies.remove': ({ names }, session) => runPolicyAction(s, policyRemoval(s, names), session),
  };
}
