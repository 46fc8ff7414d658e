/**
 * Which policy changes may let through a request that was stopped before, and so need the app
 * password when one is set (docs/appliance.md, "Changes that need the app password"). Satchel
 * cannot see where the appliance binds a policy or in which order it weighs them, so the rule is
 * the simple one that holds whatever the bindings: only a change that can only deny more goes
 * without the password — adding a DENY policy, turning a DENY policy on. Every other change to a
 * policy (its rule, its action, a reset, a rename, turning it off, deleting it) and adding or
 * turning on an ALLOW policy asks for it.
 */
import type { PolicyAction } from '../../../shared/appliance/policy.js';
import { m } from '../../../shared/i18n/language.js';
import { quoted } from '../confirm/quote.js';

/** A rule is shown whole (the appliance takes at most 8191 characters): a change at its end must not hide behind a cut. */
export const RULE_SHOWN = 8192;

/** A policy's name, quoted and whole: two names with the same start must not read alike in a question. */
export function policyName(name: string): string {
  return quoted(name, 1024);
}

/** A policy's action as the question shows it: ALLOW and DENY as the appliance writes them. */
export function actionWords(action: PolicyAction | 'unknown'): string {
  return action === 'unknown' ? m.core_policy_action_unknown() : action;
}

/** The words of main's question for changing one policy: what it is now and what it would be. */
export function changeDetail(before: { name: string; rule: string; action: PolicyAction | 'unknown' }, after: { rule?: string; action?: PolicyAction }): string {
  const lines = [m.core_policy_line_policy({ name: policyName(before.name) })];
  if (after.action !== undefined) lines.push(m.core_policy_line_action_change({ before: actionWords(before.action), after: after.action }));
  if (after.rule !== undefined) {
    lines.push(m.core_policy_line_rule_now({ rule: quoted(before.rule, RULE_SHOWN) }), m.core_policy_line_rule_after({ rule: quoted(after.rule, RULE_SHOWN) }));
  }
  lines.push(before.action === 'DENY' ? m.core_policy_change_weakens_deny() : m.core_policy_change_weakens());
  return lines.join('\n');
}

/** Turning a policy on weakens nothing only when it denies; one that cannot be read is taken as one that allows. */
export function enablingWeakens(policy: { action: PolicyAction } | null): boolean {
  return policy === null || policy.action !== 'DENY';
}
