/**
 * The appliance's authorization policies, in the order they were added (a rename keeps the
 * place). Every change is checked here as the real family checks it (FACTS.md); a refusal is
 * thrown as the appliance's own error. Nothing evaluates a rule: `hits` only changes by seeding.
 */
import {
  expressionProblem,
  isPolicyAction,
  MAX_RULE_LENGTH,
  nameProblem,
  type PolicyAction,
  type PolicyState,
  type UnsettableField,
} from '../../../shared/appliance/policy.js';
import { alreadyExists, CODE, noSuchResource, Refusal } from './envelope.js';

export interface StoredPolicy {
  name: string;
  rule: string;
  action: PolicyAction;
  state: PolicyState;
  hits: number;
  activepolicy: 0 | 1;
  expressiontype: 'Advanced Policy' | 'Classic Policy';
}

/** What `?action=unset` returns a field to: a policy that matches nothing and would deny. */
export const UNSET_DEFAULTS: Record<UnsettableField, string> = { rule: 'false', action: 'DENY' };

export function checkName(name: string, field = 'name'): void {
  const problem = nameProblem(name);
  if (problem) {
    throw new Refusal(
      599,
      CODE.INVALID_NAME,
      `Invalid name; names must begin with an alphanumeric character or underscore and must contain only alphanumerics, '_', '#', '.', ' ', ':', '@', '=' or '-' [${field}, ${name}]`,
    );
  }
}

export function checkAction(action: string): asserts action is PolicyAction {
  if (!isPolicyAction(action)) throw new Refusal(599, CODE.INVALID_VALUE, `Invalid argument value [action, ${action}]`);
}

export function checkRule(rule: string): void {
  if (rule.trim() === '') throw new Refusal(599, CODE.INVALID_VALUE, 'Invalid argument value [rule, empty]');
  if (rule.length > MAX_RULE_LENGTH) throw new Refusal(599, CODE.INVALID_VALUE, `Invalid argument value [rule, longer than ${MAX_RULE_LENGTH} characters]`);
  const problem = expressionProblem(rule);
  if (problem) throw new Refusal(599, CODE.EXPRESSION_SYNTAX, `Expression syntax error [rule, ${problem}]`);
}

export class PolicyStore {
  private readonly byName = new Map<string, StoredPolicy>();

  constructor(seed: readonly StoredPolicy[] = []) {
    for (const p of seed) this.byName.set(p.name, { ...p });
  }

  get size(): number {
    return this.byName.size;
  }

  all(): StoredPolicy[] {
    return [...this.byName.values()];
  }

  find(name: string): StoredPolicy | undefined {
    return this.byName.get(name);
  }

  get(name: string): StoredPolicy {
    const policy = this.byName.get(name);
    if (!policy) throw noSuchResource();
    return policy;
  }

  add(fields: { name: string; rule: string; action: string }): StoredPolicy {
    checkName(fields.name);
    checkAction(fields.action);
    checkRule(fields.rule);
    if (this.byName.has(fields.name)) throw alreadyExists();
    const policy: StoredPolicy = {
      name: fields.name,
      rule: fields.rule,
      action: fields.action,
      state: 'ENABLED',
      hits: 0,
      activepolicy: 0,
      expressiontype: 'Advanced Policy',
    };
    this.byName.set(policy.name, policy);
    return policy;
  }

  /** Partial: a field left out keeps its value. All checks pass before anything changes. */
  update(name: string, changes: { rule?: string; action?: string }): StoredPolicy {
    const policy = this.get(name);
    if (changes.action !== undefined) checkAction(changes.action);
    if (changes.rule !== undefined) checkRule(changes.rule);
    if (changes.action !== undefined) policy.action = changes.action as PolicyAction;
    if (changes.rule !== undefined) policy.rule = changes.rule;
    return policy;
  }

  delete(name: string): void {
    this.get(name);
    this.byName.delete(name);
  }

  setState(name: string, state: PolicyState): StoredPolicy {
    const policy = this.get(name);
    policy.state = state;
    return policy;
  }

  unset(name: string, fields: readonly UnsettableField[]): StoredPolicy {
    const policy = this.get(name);
    for (const field of fields) {
      if (field === 'rule') policy.rule = UNSET_DEFAULTS.rule;
      else policy.action = UNSET_DEFAULTS.action as PolicyAction;
    }
    return policy;
  }

  /** Keeps the policy's place in the list and everything but its name. */
  rename(name: string, newName: string): StoredPolicy {
    const policy = this.get(name);
    checkName(newName, 'newname');
    if (newName === name) return policy;
    if (this.byName.has(newName)) throw alreadyExists();
    const entries = [...this.byName.entries()];
    this.byName.clear();
    for (const [key, value] of entries) {
      if (key === name) {
        value.name = newName;
        this.byName.set(newName, value);
      } else this.byName.set(key, value);
    }
    return policy;
  }
}
