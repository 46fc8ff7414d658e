/**
 * One page of the policy table. Paging and filtering are the appliance's (`pagesize`,
 * `pageno`, `filter=field:value`, and `count=yes` for the total). The family has no sort
 * option, so a sorted table is made here: the sort field of every policy the filter keeps is
 * read (`attrs=name,<field>`, small), sorted, and only the policies of the page asked for are
 * read whole. A page past the end is answered with the last page.
 */
import { AppError, type PolicyColumn, type PolicyPage, type PolicyView } from '../../../shared/contract/index.js';
import type { AuthorizationPolicy, PolicyFields } from './envelope.js';
import type { AuthorizationPolicies, CallOptions, PolicyFilter } from './policies.js';

export interface PageQuery {
  filter?: { field: PolicyColumn; value: string };
  page: number;
  pageSize: number;
  sort?: { field: PolicyColumn; direction: 'asc' | 'desc' };
}

/** More than this many policies are not sorted here: the person filters first. */
export const MAX_SORTED = 50_000;

export function policyView(policy: AuthorizationPolicy): PolicyView {
  return { name: policy.name, rule: policy.rule, action: policy.action, state: policy.state ?? null, hits: policy.hits ?? null };
}

export async function policyPage(policies: AuthorizationPolicies, query: PageQuery, call: CallOptions = {}): Promise<Omit<PolicyPage, 'applianceId' | 'certificateExpiredOn'>> {
  const filter: PolicyFilter | undefined = query.filter ? { [query.filter.field]: query.filter.value } : undefined;
  const { pageSize } = query;
  if (!query.sort) {
    const total = await policies.count({ filter }, call);
    const page = Math.min(query.page, lastPage(total, pageSize));
    const items = total === 0 ? [] : await policies.list({ filter, pageSize, pageNo: page }, call);
    return { items: items.map(policyView), total, page, pageSize };
  }
  const { field, direction } = query.sort;
  const keys = await policies.listFields({ filter, attrs: field === 'name' ? ['name'] : ['name', field] }, call);
  if (keys.length > MAX_SORTED) {
    throw new AppError('validation', `Sorting reads every policy's ${field}; this appliance has ${keys.length} that match. Filter first, or leave the table in the appliance's order.`);
  }
  const sorted = sortKeys(keys, field, direction);
  const total = sorted.length;
  const page = Math.min(query.page, lastPage(total, pageSize));
  const names = sorted.slice((page - 1) * pageSize, page * pageSize).map((k) => k.name!);
  // Read whole; one deleted in the meantime is left out rather than failing the page.
  const read = await Promise.all(
    names.map((name) =>
      policies.get({ name }, call).catch((error: unknown) => {
        if (error instanceof AppError && error.kind === 'not-found') return null;
        throw error;
      }),
    ),
  );
  return { items: read.filter((p): p is AuthorizationPolicy => p !== null).map(policyView), total, page, pageSize };
}

function lastPage(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/** Stable: equal keys keep the appliance's order. A policy without the field goes last either way. */
export function sortKeys(keys: readonly PolicyFields[], field: PolicyColumn, direction: 'asc' | 'desc'): PolicyFields[] {
  const sign = direction === 'asc' ? 1 : -1;
  return keys
    .filter((k) => typeof k.name === 'string')
    .map((key, index) => ({ key, index }))
    .sort((a, b) => {
      const x = a.key[field];
      const y = b.key[field];
      if (x === undefined || y === undefined) return x === y ? a.index - b.index : x === undefined ? 1 : -1;
      const order = field === 'hits' ? compareDigits(String(x), String(y)) : collator.compare(String(x), String(y)) || (String(x) < String(y) ? -1 : String(x) > String(y) ? 1 : 0);
      return order * sign || a.index - b.index;
    })
    .map(({ key }) => key);
}

/** Counters are exact digit strings, possibly beyond 2^53. */
function compareDigits(a: string, b: string): number {
  const x = a.replace(/^0+(?=\d)/, '');
  const y = b.replace(/^0+(?=\d)/, '');
  return x.length !== y.length ? x.length - y.length : x < y ? -1 : x > y ? 1 : 0;
}
