/** The Policies view's pure parts: the form's checks, the query, sorting, paging, a row put in place and the words for a bulk outcome. */
import { analyzeRule } from '../../shared/appliance/expression.js';
import { applianceErrorText } from '../common/appliance-error.js';
import { m } from '../../shared/i18n/language.js';
import type { PolicyAction } from '../../shared/appliance/policy.js';
import { policyNameText, policyRuleText } from '../../shared/appliance/policy-words.js';
import type { ApplianceErrorData, BulkResult, POLICY_PAGE_SIZES, PolicyColumn, PolicyPage, PolicyView, RequestOf } from '../../shared/contract/index.js';

/** Each column's name, asked when drawn (so in the language of now). */
export const COLUMN_LABELS: Record<PolicyColumn, () => string> = {
  name: m.fiat_policies_col_name,
  rule: m.fiat_policies_col_rule,
  action: m.fiat_policies_col_action,
  state: m.fiat_policies_col_state,
  hits: m.fiat_policies_col_hits,
};

/** A filter that matched nothing, said whole for each column (the words around the value differ by language). */
export const NONE_WITH: Record<PolicyColumn, (inputs: { value: string }) => string> = {
  name: m.fiat_policies_none_with_name,
  rule: m.fiat_policies_none_with_rule,
  action: m.fiat_policies_none_with_action,
  state: m.fiat_policies_none_with_state,
  hits: m.fiat_policies_none_with_hits,
};

export interface PolicyForm {
  name: string;
  rule: string;
  action: PolicyAction;
}

export type FormProblem = { field: 'name' | 'rule' | 'action' | null; message: string };

/** Why the rule cannot be sent as typed (empty, too long, brackets or quotes), or null. */
export function ruleFormProblem(rule: string): string | null {
  return policyRuleText(rule) ?? analyzeRule(rule).problem?.message ?? null;
}

export function addRequest(form: PolicyForm): { ok: true; request: PolicyForm } | ({ ok: false } & FormProblem) {
  const name = policyNameText(form.name);
  if (name) return { ok: false, field: 'name', message: name };
  const rule = ruleFormProblem(form.rule);
  if (rule) return { ok: false, field: 'rule', message: rule };
  return { ok: true, request: { name: form.name, rule: form.rule, action: form.action } };
}

/** Only what changed goes out (the appliance keeps the rest). */
export function updateRequest(
  original: PolicyView,
  form: Pick<PolicyForm, 'rule' | 'action'>,
): { ok: true; request: { name: string; rule?: string; action?: PolicyAction } } | ({ ok: false } & FormProblem) {
  const request: { name: string; rule?: string; action?: PolicyAction } = { name: original.name };
  if (form.rule !== original.rule) {
    const rule = ruleFormProblem(form.rule);
    if (rule) return { ok: false, field: 'rule', message: rule };
    request.rule = form.rule;
  }
  if (form.action !== original.action) request.action = form.action;
  if (request.rule === undefined && request.action === undefined) return { ok: false, field: null, message: m.fiat_policies_nothing_changed() };
  return { ok: true, request };
}

export function renameProblem(current: string, next: string): string | null {
  if (next === current) return m.fiat_policies_same_name({ name: current });
  return policyNameText(next);
}

export type Sort = { field: PolicyColumn; direction: 'asc' | 'desc' } | null;

/** A column header pressed: ascending, then descending, then the appliance's own order. */
export function nextSort(current: Sort, field: PolicyColumn): Sort {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

export function ariaSort(current: Sort, field: PolicyColumn): 'ascending' | 'descending' | 'none' {
  if (!current || current.field !== field) return 'none';
  return current.direction === 'asc' ? 'ascending' : 'descending';
}

/** What the page shown is asked with. */
export type PolicyQuery = {
  page: number;
  pageSize: (typeof POLICY_PAGE_SIZES)[number];
  filter: { field: PolicyColumn; value: string } | null;
  sort: Sort;
};

export const FIRST_PAGE: PolicyQuery = { page: 1, pageSize: 25, filter: null, sort: null };

export function listRequest(q: PolicyQuery): RequestOf<'policies.list'> {
  return { page: q.page, pageSize: q.pageSize, ...(q.filter ? { filter: q.filter } : {}), ...(q.sort ? { sort: q.sort } : {}) };
}

/** The query without a filter or sort on the state (an appliance that keeps none), or null when it has neither. */
export function withoutState(q: PolicyQuery): PolicyQuery | null {
  if (q.filter?.field !== 'state' && q.sort?.field !== 'state') return null;
  return { ...q, page: 1, filter: q.filter?.field === 'state' ? null : q.filter, sort: q.sort?.field === 'state' ? null : q.sort };
}

/** The page with one policy as the appliance answered a change to it, where it was (it moves, or goes, on the next read). */
export function withRow(page: PolicyPage, name: string, changed: PolicyView): PolicyPage {
  return { ...page, items: page.items.map((item) => (item.name === name ? changed : item)) };
}

/** The appliance's 1240 ("not supported") among the refusals of a bulk change, if any. */
export function unsupportedRefusal(result: BulkResult): ApplianceErrorData | null {
  for (const item of result.items) if (item.status !== 'done' && item.error.reason === 'unsupported') return item.error;
  return null;
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function stateLabel(state: PolicyView['state']): string {
  return state === 'ENABLED' ? m.fiat_policies_enabled() : state === 'DISABLED' ? m.fiat_policies_disabled() : '—';
}

export type BulkVerb = 'enable' | 'disable' | 'delete';

const DONE: Record<BulkVerb, (inputs: { count: number; names: string }) => string> = {
  enable: m.fiat_policies_done_enable,
  disable: m.fiat_policies_done_disable,
  delete: m.fiat_policies_done_delete,
};
const NOT: Record<BulkVerb, (inputs: { names: string; message: string }) => string> = {
  enable: m.fiat_policies_not_enable,
  disable: m.fiat_policies_not_disable,
  delete: m.fiat_policies_not_delete,
};
/** What the person declined: nothing of it was done. */
export const NOTHING_DONE: Record<BulkVerb, () => string> = {
  enable: m.fiat_policies_nothing_enabled,
  disable: m.fiat_policies_nothing_disabled,
  delete: m.fiat_policies_nothing_deleted,
};
const NAMES_SHOWN = 10;

function names(list: readonly string[]): string {
  const shown = list
    .slice(0, NAMES_SHOWN)
    .map((name) => m.fiat_policies_quoted({ name }))
    .join(', ');
  return list.length > NAMES_SHOWN ? m.fiat_policies_and_more({ names: shown, count: list.length - NAMES_SHOWN }) : shown;
}

export interface BulkOutcome {
  tone: 'done' | 'unknown' | 'error';
  text: string;
  /** The names done: they leave the selection. */
  done: string[];
}

/** One sentence per kind of outcome; refusals grouped by what the appliance said. */
export function bulkOutcome(verb: BulkVerb, result: BulkResult): BulkOutcome {
  const done = result.items.filter((i) => i.status === 'done').map((i) => i.name);
  const parts: string[] = [];
  if (done.length) parts.push(DONE[verb]({ count: done.length, names: names(done) }));
  const groups = new Map<string, { status: string; names: string[] }>();
  for (const item of result.items) {
    if (item.status === 'done') continue;
    const key = `${item.status}\u0000${applianceErrorText(item.error)}`;
    const group = groups.get(key) ?? { status: item.status, names: [] };
    group.names.push(item.name);
    groups.set(key, group);
  }
  let refused = false;
  let unknown = false;
  for (const [key, group] of groups) {
    const message = key.split('\u0000')[1]!;
    if (group.status === 'unknown') {
      unknown = true;
      parts.push(m.fiat_policies_no_answer({ names: names(group.names), message }));
    } else {
      refused = true;
      parts.push(group.status === 'not-sent' ? `${names(group.names)}: ${message}` : NOT[verb]({ names: names(group.names), message }));
    }
  }
  return { tone: refused ? 'error' : unknown ? 'unknown' : 'done', text: parts.join(' '), done };
}
