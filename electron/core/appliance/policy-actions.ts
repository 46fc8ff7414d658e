import { m } from '../../../shared/i18n/language.js';
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
import { actionWords, changeDetail, enablingWeakens, policyName, RULE_SHOWN } from './weakening.js';

export interface PolicyActionNeeds extends AnnounceNeeds {
  appliances: Pick<ApplianceConnections, 'view' | 'learnStatesUnsupported' | 'active' | 'activeId'>;
  lock: StateChangePorts['lock'] & Pick<LockService, 'status'>;
  confirm: Confirmer;
}

/** The words of a no to any appliance change. */
export const NOTHING_CHANGED = m.core_policy_nothing_changed;

export type PinnedAppliance = ActiveAppliance & Pin;

/** The active appliance when the change starts; after a question, still that one, or nothing is sent. */
export function pinAppliance(s: Pick<PolicyActionNeeds, 'appliances'>): PinnedAppliance {
  const active = s.appliances.active();
  return {
    ...active,
    check() {
      if (s.appliances.activeId() !== active.entry.id) {
        throw new AppError('validation', m.core_policy_appliance_changed({ appliance: active.entry.name }));
      }
    },
  };
}

const describe = (active: ActiveAppliance) => `${quoted(active.entry.name)} (${hostOf(active.entry.url)})`;

/** The policy as it is now, for the question's words; null when it cannot be read (the change then says why). */
const current = (active: ActiveAppliance, name: string): Promise<PolicyView | null> => active.client.policies.get({ name }).then(policyView, () => null);

const before = (policy: PolicyView | null, name: string) => policy ?? { name, rule: m.core_policy_rule_unreadable(), action: 'unknown' as const };

/** The policy as the appliance has it after a change. */
async function readBack(active: ActiveAppliance, name: string): Promise<PolicyView> {
  try {
    return policyView(await active.client.policies.get({ name }));
  } catch (error) {
    if (error instanceof AppError) {
      throw new AppError(error.kind, m.core_policy_read_back_failed({ error: error.message }), { status: error.status, detail: error.detail });
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
    declined: NOTHING_CHANGED(),
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
            title: m.core_policy_add_title(),
            message: m.core_policy_add_question({ name: policyName(input.name), appliance: describe(active) }),
            detail: m.core_policy_add_detail({ rule: quoted(input.rule, RULE_SHOWN) }),
            confirmLabel: m.core_policy_add_confirm(),
          })),
    send: (active) => active.client.policies.add(input),
    readBack: input.name,
  });
}

export function policyUpdate(s: PolicyActionNeeds, input: CheckedRequestOf<'policies.update'>) {
  return policyChange(s, {
    question: (active) =>
      weakening(s, async () => ({
        title: m.core_policy_change_title(),
        message: m.core_policy_change_question({ name: policyName(input.name), appliance: describe(active) }),
        detail: changeDetail(before(await current(active, input.name), input.name), input),
        confirmLabel: m.core_policy_change_confirm(),
      })),
    send: (active) => active.client.policies.update(input),
    readBack: input.name,
  });
}

export function policyRenaming(s: PolicyActionNeeds, { name, newName }: CheckedRequestOf<'policies.rename'>) {
  return policyChange(s, {
    question: (active) =>
      weakening(s, async () => ({
        title: m.core_policy_rename_title(),
        message: m.core_policy_rename_question({ name: policyName(name), newName: policyName(newName), appliance: describe(active) }),
        detail: m.core_policy_rename_detail(),
        confirmLabel: m.core_policy_rename_confirm(),
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
        const words = { name: policyName(name), appliance: describe(active) };
        const both = fields.includes('rule') && fields.includes('action');
        return {
          title: m.core_policy_reset_title(),
          message: both ? m.core_policy_reset_both(words) : fields[0] === 'action' ? m.core_policy_reset_action(words) : m.core_policy_reset_rule(words),
          detail: [
            m.core_policy_line_policy({ name: policyName(name) }),
            m.core_policy_line_action_now({ action: actionWords(policy.action) }),
            m.core_policy_line_rule_now({ rule: quoted(policy.rule, RULE_SHOWN) }),
            m.core_policy_reset_defaults(),
          ].join('\n'),
          confirmLabel: m.core_policy_reset_confirm(),
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
  const name = names[0]!;
  return {
    pin: () => pinAppliance(s),
    async plan(active) {
      if (names.length === 1 && verb === 'enable' && s.lock.status.hasPassword) return { asks: enablingWeakens(await current(active, name)) };
      return { asks: true };
    },
    async question({ asks }, active) {
      if (names.length > 1) {
        const many = { count: names.length, appliance: describe(active) };
        return {
          title: verb === 'enable' ? m.core_policy_enable_many_title() : m.core_policy_disable_many_title(),
          message: verb === 'enable' ? m.core_policy_enable_many_question(many) : m.core_policy_disable_many_question(many),
          detail: namesList(names),
          confirmLabel: verb === 'enable' ? m.core_policy_enable_many_confirm(many) : m.core_policy_disable_many_confirm(many),
        };
      }
      if (!asks) return null;
      return weakening(s, async () => {
        const policy = await current(active, name);
        const words = { name: policyName(name), appliance: describe(active) };
        return {
          title: verb === 'enable' ? m.core_policy_enable_title() : m.core_policy_disable_title(),
          message: verb === 'enable' ? m.core_policy_enable_question(words) : m.core_policy_disable_question(words),
          detail: [
            m.core_policy_line_policy({ name: policyName(name) }),
            policy ? m.core_policy_line_action({ action: policy.action }) : null,
            policy ? m.core_policy_line_rule({ rule: quoted(policy.rule, RULE_SHOWN) }) : null,
            verb === 'disable'
              ? policy?.action === 'DENY'
                ? m.core_policy_disable_deny()
                : m.core_policy_disable_other()
              : m.core_policy_enable_allows(),
          ]
            .filter((line) => line !== null)
            .join('\n'),
          confirmLabel: verb === 'enable' ? m.core_policy_enable_confirm() : m.core_policy_disable_confirm(),
        };
      });
    },
    declined: NOTHING_CHANGED(),
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
      title: one ? m.core_policy_delete_title() : m.core_policy_delete_many_title(),
      message: one
        ? m.core_policy_delete_question({ name: policyName(names[0]!), appliance: describe(active) })
        : m.core_policy_delete_many_question({ count: names.length, appliance: describe(active) }),
      detail: `${one ? '' : `${namesList(names)}\n`}${m.core_policy_delete_detail()}`,
      confirmLabel: one ? m.core_policy_delete_confirm() : m.core_policy_delete_many_confirm({ count: names.length }),
    }),
    declined: NOTHING_CHANGED(),
    send: (_plan, active) => eachName(names, (name) => active.client.policies.delete({ name })),
    answer: (_plan, result) => result,
  };
}

/** Runs an appliance change through the state-change pipeline. */
export function runPolicyAction<Plan, Sent, Answer>(s: PolicyActionNeeds, change: StateChange<Plan, Sent, Answer, PinnedAppliance>, session: Session): Promise<Answer> {
  return runStateChange(change, { lock: s.lock, ask: s.confirm }, session);
}
