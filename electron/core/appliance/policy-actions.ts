import { AppError, type BulkResult, type CheckedRequestOf, type PolicyView } from '../../../shared/contract/index.js';
import type { Session } from '../base/session.js';
import { runStateChange, type Pin, type Question, type StateChange, type StateChangePorts } from '../base/state-change.js';
import type { Confirmer } from '../confirm/confirm.js';
import { quoted } from '../confirm/quote.js';
import type { LockService } from '../lock/lock.js';
import { passwordQuestion } from '../lock/password-question.js';
import { hostOf, learnUnsupported, type AnnounceNeeds } from './announce.js';
import { eachName, namesList } from './bulk.js';
import type { ActiveAppliance, ApplianceConnections } from './connections.js';
import { policyView } from './policy-page.js';
import { changeDetail, enablingWeakens, policyName, RULE_SHOWN } from './weakening.js';

export interface PolicyActionNeeds extends AnnounceNeeds {
  appliances: Pick<ApplianceConnections, 'view' | 'learnStatesUnsupported' | 'active' | 'activeId'>;
  lock: StateChangePorts['lock'] & Pick<LockService, 'status'>;
  confirm: Confirmer;
}

/** The words of a no to any appliance change. */
export const NOTHING_CHANGED = 'Declined: nothing was changed.';

export type PinnedAppliance = ActiveAppliance & Pin;

/** The active appliance when the change starts; after a question, still that one, or nothing is sent. */
export function pinAppliance(s: Pick<PolicyActionNeeds, 'appliances'>): PinnedAppliance {
  const active = s.appliances.active();
  return {
    ...active,
    check() {
      if (s.appliances.activeId() !== active.entry.id) {
        throw new AppError('validation', `The active appliance changed while the question was open: nothing was sent to “${active.entry.name}”.`);
      }
    },
  };
}

const describe = (active: ActiveAppliance) => `${quoted(active.entry.name)} (${hostOf(active.entry.url)})`;

/** The policy as it is now, for the question's words; null when it cannot be read (the change then says why). */
const current = (active: ActiveAppliance, name: string): Promise<PolicyView | null> => active.client.policies.get({ name }).then(policyView, () => null);

const before = (policy: PolicyView | null, name: string) => policy ?? { name, rule: '(could not be read)', action: 'unknown' as const };

/** The policy as the appliance has it after a change. */
async function readBack(active: ActiveAppliance, name: string): Promise<PolicyView> {
  try {
    return policyView(await active.client.policies.get({ name }));
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(error.kind, `The change was made, but reading the policy back failed: ${error.message}`, { status: error.status, detail: error.detail });
    }
    throw error;
  }
}

/** A change that may weaken a policy (weakening.ts): the app password's question (lock/password-question.ts). */
const weakening = (s: PolicyActionNeeds, question: () => Promise<Question>): Promise<Question | null> => passwordQuestion(s, question);

/** A change of one policy: asked as `question` says, sent to the same appliance, answered with the policy read back. */
function policyChange(
  s: PolicyActionNeeds,
  steps: { question(active: PinnedAppliance): Promise<Question | null>; send(active: PinnedAppliance): Promise<void>; readBack: string },
): StateChange<null, void, PolicyView, PinnedAppliance> {
  return {
    pin: () => pinAppliance(s),
    plan: async () => null,
    question: (_plan, active) => steps.question(active),
    declined: NOTHING_CHANGED,
    send: (_plan, active) => steps.send(active),
    answer: (_plan, _sent, active) => readBack(active, steps.readBack),
  };
}

export function policyAddition(s: PolicyActionNeeds, input: CheckedRequestOf<'policies.add'>) {
  return policyChange(s, {
    // A new DENY policy can only deny more; a new ALLOW one may let through what is denied now.
    question: async (active) =>
      input.action === 'DENY'
        ? null
        : weakening(s, async () => ({
            title: 'Add an ALLOW policy',
            message: `Add the ALLOW policy ${policyName(input.name)} to ${describe(active)}?`,
            detail: `Rule: ${quoted(input.rule, RULE_SHOWN)}\nAn ALLOW policy may let through requests that are denied now.`,
            confirmLabel: 'Add policy',
          })),
    send: (active) => active.client.policies.add(input),
    readBack: input.name,
  });
}

export function policyUpdate(s: PolicyActionNeeds, input: CheckedRequestOf<'policies.update'>) {
  return policyChange(s, {
    question: (active) =>
      weakening(s, async () => ({
        title: 'Change a policy',
        message: `Change the authorization policy ${policyName(input.name)} on ${describe(active)}?`,
        detail: changeDetail(before(await current(active, input.name), input.name), input),
        confirmLabel: 'Change policy',
      })),
    send: (active) => active.client.policies.update(input),
    readBack: input.name,
  });
}

export function policyRenaming(s: PolicyActionNeeds, { name, newName }: CheckedRequestOf<'policies.rename'>) {
  return policyChange(s, {
    question: (active) =>
      weakening(s, async () => ({
        title: 'Rename a policy',
        message: `Rename the authorization policy ${policyName(name)} to ${policyName(newName)} on ${describe(active)}?`,
        detail: 'Its rule and action stay as they are; whatever refers to it by its old name may no longer find it.',
        confirmLabel: 'Rename policy',
      })),
    send: (active) => active.client.policies.rename({ name, newName }),
    readBack: newName,
  });
}

export function policyReset(s: PolicyActionNeeds, { name, fields }: CheckedRequestOf<'policies.unset'>) {
  return policyChange(s, {
    question: (active) =>
      weakening(s, async () => {
        const policy = before(await current(active, name), name);
        return {
          title: 'Reset a policy',
          message: `Reset the ${fields.join(' and ')} of ${policyName(name)} on ${describe(active)} to the appliance’s defaults?`,
          detail: [`Policy: ${policyName(name)}`, `Action now: ${policy.action}`, `Rule now: ${quoted(policy.rule, RULE_SHOWN)}`, 'The defaults are the appliance’s own, whatever they allow.'].join('\n'),
          confirmLabel: 'Reset to default',
        };
      }),
    async send(active) {
      try {
        await active.client.policies.unset({ name, fields });
      } catch (error) {
        if (error instanceof AppError) learnUnsupported(s, active.entry.id, [error.toData()]);
        throw error;
      }
    },
    readBack: name,
  });
}

/**
 * Enable or disable: several after main's question listing them; one at once, unless it may
 * weaken the appliance (disabling any, enabling one that allows) and an app password is set.
 */
export function policySwitch(s: PolicyActionNeeds, verb: 'enable' | 'disable', names: readonly string[]): StateChange<{ asks: boolean }, BulkResult, BulkResult, PinnedAppliance> {
  const Verb = verb === 'enable' ? 'Enable' : 'Disable';
  const name = names[0]!;
  return {
    pin: () => pinAppliance(s),
    async plan(active) {
      if (names.length === 1 && verb === 'enable' && s.lock.status.hasPassword) return { asks: enablingWeakens(await current(active, name)) };
      return { asks: true };
    },
    async question({ asks }, active) {
      if (names.length > 1) {
        return {
          title: `${Verb} policies`,
          message: `${Verb} ${names.length} authorization policies on ${describe(active)}?`,
          detail: namesList(names),
          confirmLabel: `${Verb} ${names.length} policies`,
        };
      }
      if (!asks) return null;
      return weakening(s, async () => {
        const policy = await current(active, name);
        return {
          title: `${Verb} a policy`,
          message: `${Verb} the authorization policy ${policyName(name)} on ${describe(active)}?`,
          detail: [
            `Policy: ${policyName(name)}`,
            policy ? `Action: ${policy.action}` : null,
            policy ? `Rule: ${quoted(policy.rule, RULE_SHOWN)}` : null,
            verb === 'disable'
              ? policy?.action === 'DENY'
                ? 'It denies requests now: turned off, it stops nothing.'
                : 'Turned off, it no longer decides anything.'
              : 'It allows requests: turned on, it may let through what is denied now.',
          ]
            .filter((line) => line !== null)
            .join('\n'),
          confirmLabel: `${Verb} policy`,
        };
      });
    },
    declined: NOTHING_CHANGED,
    send: (_plan, active) => eachName(names, (one) => active.client.policies[verb]({ name: one })),
    answer(_plan, result, active) {
      learnUnsupported(s, active.entry.id, result.items.map((i) => (i.status === 'done' ? undefined : i.error)));
      return result;
    },
  };
}

export function policyRemoval(s: PolicyActionNeeds, names: readonly string[]): StateChange<null, BulkResult, BulkResult, PinnedAppliance> {
  const one = names.length === 1;
  return {
    pin: () => pinAppliance(s),
    plan: async () => null,
    question: async (_plan, active) => ({
      title: one ? 'Delete policy' : 'Delete policies',
      message: one ? `Delete the authorization policy ${policyName(names[0]!)} from ${describe(active)}?` : `Delete ${names.length} authorization policies from ${describe(active)}?`,
      detail: `${one ? '' : `${namesList(names)}\n`}A deleted policy cannot be brought back; its rule and action are gone with it.`,
      confirmLabel: one ? 'Delete policy' : `Delete ${names.length} policies`,
    }),
    declined: NOTHING_CHANGED,
    send: (_plan, active) => eachName(names, (name) => active.client.policies.delete({ name })),
    answer: (_plan, result) => result,
  };
}

/** Runs an appliance change through the state-change pipeline. */
export function runPolicyAction<Plan, Sent, Answer>(s: PolicyActionNeeds, change: StateChange<Plan, Sent, Answer, PinnedAppliance>, session: Session): Promise<Answer> {
  return runStateChange(change, { lock: s.lock, ask: s.confirm }, session);
}
