/**
 * Why a policy name or rule cannot be used, in the person's language: the window's form and the
 * core's client say the same sentence. The checks themselves are policy.ts' (the demo appliance
 * keeps its English words there: a server speaks its own language).
 */
import { m } from '../i18n/language.js';
import { MAX_NAME_LENGTH, MAX_RULE_LENGTH, nameProblemKind, ruleProblemKind } from './policy.js';

/** Why `name` cannot be a policy's, or null. */
export function policyNameText(name: unknown): string | null {
  const kind = nameProblemKind(name);
  if (kind === 'empty') return m.fiat_policies_name_empty();
  if (kind === 'too-long') return m.fiat_policies_name_too_long({ count: MAX_NAME_LENGTH });
  if (kind === 'characters') return m.fiat_policies_name_characters();
  return null;
}

/** Why `rule` cannot be sent before its expression is read (empty, too long), or null. */
export function policyRuleText(rule: unknown): string | null {
  const kind = ruleProblemKind(rule);
  if (kind === 'empty') return m.fiat_policies_rule_empty();
  if (kind === 'too-long') return m.fiat_policies_rule_too_long({ count: MAX_RULE_LENGTH, length: (rule as string).length });
  return null;
}
