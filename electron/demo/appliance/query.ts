/**
 * The query options of reads as real clients send them (FACTS.md): `filter=field:value[,…]`,
 * `attrs=a,b`, `count=yes`, `pagesize`/`pageno`, and `action=` on POST. Items may be joined by
 * `&` or, as the family's own documentation writes them, `;`. As a real appliance, each option
 * is percent-decoded first and split after, so `filter=action%3ADENY` (what URLSearchParams and
 * most HTTP clients send) means `filter=action:DENY`. A filter's pairs are split only at a comma
 * followed by a field name and `:`, so a value may hold `,` and `:` (`rule:CONTAINS("a,b")`).
 */
import { type PolicyField } from '../../../shared/appliance/policy.js';
import { invalidArgument } from './envelope.js';
import { type StoredPolicy } from './policies.js';

/** Largest page a read may ask for (a demo choice). */
export const MAX_PAGE_SIZE = 10_000;

export function decodePart(raw: string, what: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    throw invalidArgument(`${what}: bad percent-encoding`);
  }
}

/** Raw (still encoded) values by decoded name; a name given twice is refused. */
export function parseQuery(search: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const item of search.split(/[&;]/)) {
    if (item === '') continue;
    const eq = item.indexOf('=');
    const name = decodePart(eq < 0 ? item : item.slice(0, eq), 'query');
    if (params.has(name)) throw invalidArgument(`${name}: given twice`);
    params.set(name, eq < 0 ? '' : item.slice(eq + 1));
  }
  return params;
}

export interface ReadOptions {
  filter: [PolicyField, string][];
  attrs: PolicyField[] | null;
  count: boolean;
  page: { size: number; no: number } | null;
}

function field(name: string, fields: readonly PolicyField[], what: string): PolicyField {
  if (!(fields as readonly string[]).includes(name)) throw invalidArgument(`${what}: ${name}`);
  return name as PolicyField;
}

function positive(raw: string | undefined, what: string, max: number): number | undefined {
  if (raw === undefined) return undefined;
  const text = decodePart(raw, what);
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < 1 || value > max) throw invalidArgument(`${what}: ${text}`);
  return value;
}

/** `a:1,b:x,y` → `a:1`, `b:x,y`: a comma starts a pair only where a field name and `:` follow. */
function filterPairs(text: string): string[] {
  return text.split(/,(?=[A-Za-z_][A-Za-z0-9_]*:)/);
}

/** Checks a read's options; `single` (get by name) takes only `attrs`. */
export function readOptions(params: Map<string, string>, fields: readonly PolicyField[], single: boolean): ReadOptions {
  const allowed = single ? ['attrs'] : ['attrs', 'filter', 'count', 'pagesize', 'pageno'];
  for (const name of params.keys()) if (!allowed.includes(name)) throw invalidArgument(`query: ${name}`);
  const options: ReadOptions = { filter: [], attrs: null, count: false, page: null };
  const attrs = params.get('attrs');
  if (attrs !== undefined) options.attrs = decodePart(attrs, 'attrs').split(',').map((name) => field(name, fields, 'attrs'));
  const filter = params.get('filter');
  if (filter !== undefined) {
    options.filter = filterPairs(decodePart(filter, 'filter')).map((pair): [PolicyField, string] => {
      const colon = pair.indexOf(':');
      if (colon <= 0) throw invalidArgument(`filter: ${pair}`);
      return [field(pair.slice(0, colon), fields, 'filter'), pair.slice(colon + 1)];
    });
  }
  const count = params.get('count');
  if (count !== undefined) {
    if (decodePart(count, 'count') !== 'yes') throw invalidArgument('count: only yes');
    options.count = true;
  }
  const size = positive(params.get('pagesize'), 'pagesize', MAX_PAGE_SIZE);
  const no = positive(params.get('pageno'), 'pageno', Number.MAX_SAFE_INTEGER);
  if (no !== undefined && size === undefined) throw invalidArgument('pageno: needs pagesize');
  if (size !== undefined) options.page = { size, no: no ?? 1 };
  return options;
}

/** A policy as answers carry it: `hits` as a string of digits, as the family sends counters. */
export function wireForm(policy: StoredPolicy, fields: readonly PolicyField[]): Record<string, string | number> {
  const all: Record<PolicyField, string | number> = {
    name: policy.name,
    rule: policy.rule,
    action: policy.action,
    state: policy.state,
    hits: String(policy.hits),
    activepolicy: policy.activepolicy,
    expressiontype: policy.expressiontype,
  };
  const out: Record<string, string | number> = {};
  for (const f of fields) out[f] = all[f];
  return out;
}

/** Filtered (every pair must match the field's text exactly), then one page of it. */
export function select(policies: readonly StoredPolicy[], options: ReadOptions, fields: readonly PolicyField[]): StoredPolicy[] {
  let chosen = policies.filter((p) => {
    const form = wireForm(p, fields);
    return options.filter.every(([f, value]) => String(form[f]) === value);
  });
  if (options.page && !options.count) {
    const start = (options.page.no - 1) * options.page.size;
    chosen = chosen.slice(start, start + options.page.size);
  }
  return chosen;
}
