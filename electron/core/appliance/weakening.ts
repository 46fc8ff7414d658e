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
import { quoted } from '../confirm/quote.js';

/** A rule is shown whole (the appliance takes at most 8191 characters): a change at its end must not hide behind a cut. */
export const RULE_SHOWN = 8192;

/** A policy's name, quoted and whole: two names with the same start must not read alike in a question. */
export function policyName(name: string): string {
  return quoted(name, 1024);
}

/** The words of main's question for changing one policy: what it is now and what it would be. */
export function changeDetail(before: { name: string; rule: string; action: PolicyAction | 'unknown' }, after: { rule?: string; action?: PolicyAction }): string {
  const lines = [`Policy: ${policyName(before.name)}`];
  if (after.action !== undefined) lines.push(`Action: ${before.action} → ${after.action}`);
  if (after.rule !== undefined) lines.push(`Rule now: ${quoted(before.rule, RULE_SHOWN)}`, `Rule after: ${quoted(after.rule, RULE_SHOWN)}`);
  lines.push(
    before.action === 'DENY'
      ? 'It denies requests now: changed, it may let through what it stops.'
      : 'A changed rule or action may let through requests that are denied now.',
  );
  return lines.join('\n');
}

/** Turning a policy on weakens nothing only when it denies; one that cannot be read is taken as one that allows. */
export function enablingWeakens(policy: { action: PolicyAction } | null): boolean {
  return policy === null || policy.action !== 'DENY';
}
