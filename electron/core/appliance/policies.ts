/**
 * The operations of spec/001 on authorizationpolicy, each with plain JSON in and out (ready to
 * sit behind one IPC method each). Inputs are checked before anything is sent, only as far as
 * every appliance of the family agrees (name pattern, action, rule length); the appliance
 * judges the rest and its refusal comes back as a typed error (errors.ts).
 */
import { m } from '../../../shared/i18n/language.js';
import { policyNameText, policyRuleText } from '../../../shared/appliance/policy-words.js';
import {
  isPolicyAction,
  POLICY_FIELDS,
  UNSETTABLE_FIELDS,
  type PolicyAction,
  type PolicyField,
  type UnsettableField,
} from '../../../shared/appliance/policy.js';
import { countOf, policiesOf, policyFieldsOf, RESOURCE, type AuthorizationPolicy, type PolicyFields } from './envelope.js';
import { ApplianceError, type ApplianceOperation } from './errors.js';
import { type HttpRequest } from './http.js';
import { type ApplianceSession } from './session.js';

export type PolicyFilter = Partial<Record<PolicyField, string>>;

export interface ListQuery {
  /** Exact values that must all match. */
  filter?: PolicyFilter;
  /** With pageNo (from 1): one page of this many. */
  pageSize?: number;
  pageNo?: number;
}

export interface NewPolicy {
  name: string;
  rule: string;
  action: PolicyAction;
}

/** An update: the fields left out keep their values on the appliance. */
export interface PolicyChanges {
  name: string;
  rule?: string;
  action?: PolicyAction;
}

/** Not JSON: what the caller in main adds to a call. */
export interface CallOptions {
  signal?: AbortSignal;
}

export interface PoliciesOptions {
  prefix: string;
  /** Some real clients encode the name in the path twice; the family accepts both. */
  encodeNamesTwice?: boolean;
  /** Where an update is sent: the collection with the name in the body (default), or /<name>. */
  updateVia?: 'collection' | 'name';
}

/** Larger pages than any appliance is likely to serve; the appliance has the last word. */
const MAX_PAGE_SIZE = 100_000;

function invalid(message: string): ApplianceError {
  return new ApplianceError('validation', message, { reason: 'invalid' });
}

/** A name to look up: any text the appliance might hold, but never empty. */
function existingName(name: unknown): string {
  if (typeof name !== 'string' || name === '') throw invalid(m.errors_policy_which());
  return name;
}

function newName(name: unknown): string {
  const problem = policyNameText(name);
  if (problem) throw invalid(problem);
  return name as string;
}

function action(value: unknown): PolicyAction {
  if (!isPolicyAction(value)) throw invalid(m.errors_policy_action());
  return value;
}

function rule(value: unknown): string {
  const problem = policyRuleText(value);
  if (problem) throw invalid(problem);
  return value as string;
}

function whole(value: unknown, max: number, refused: () => string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) throw invalid(refused());
  return value;
}

/** A field policies have; `refused` says otherwise, never repeating what came (the caller's text). */
function field(value: unknown, refused: () => string): PolicyField {
  if (typeof value !== 'string' || !(POLICY_FIELDS as readonly string[]).includes(value)) throw invalid(refused());
  return value as PolicyField;
}

function queryOf(query: ListQuery, extra: string[] = []): string {
  const parts = [...extra];
  const filter = Object.entries(query.filter ?? {}).filter(([, value]) => value !== undefined);
  if (filter.length) {
    // Values encoded: an appliance decodes the option, then splits pairs at ",<field>:", so a value keeps its own "," and ":".
    parts.push(
      `filter=${filter
        .map(([key, value]) => {
          const name = field(key, m.errors_policy_filter_field);
          if (typeof value !== 'string') throw invalid(m.errors_policy_filter_text());
          return `${name}:${encodeURIComponent(value)}`;
        })
        .join(',')}`,
    );
  }
  if (query.pageSize !== undefined) parts.push(`pagesize=${whole(query.pageSize, MAX_PAGE_SIZE, () => m.errors_policy_page_size({ max: MAX_PAGE_SIZE }))}`);
  if (query.pageNo !== undefined) {
    if (query.pageSize === undefined) throw invalid(m.errors_policy_page_needs_size());
    parts.push(`pageno=${whole(query.pageNo, Number.MAX_SAFE_INTEGER, m.errors_policy_page_number)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

export class AuthorizationPolicies {
  private readonly collection: string;

  constructor(
    private readonly session: ApplianceSession,
    private readonly options: PoliciesOptions,
  ) {
    this.collection = `${options.prefix}/config/${RESOURCE}`;
    this.twice = options.encodeNamesTwice;
  }

  /** Learnt from the appliance (see byName) when not set: whether it wants names encoded twice. */
  private twice: boolean | undefined;

  private pathOf(name: string, twice = this.twice === true): string {
    const once = encodeURIComponent(name);
    return `${this.collection}/${twice ? encodeURIComponent(once) : once}`;
  }

  /**
   * A call that names the policy in the path. Names are encoded once; some appliances of the
   * family expect them encoded twice, and answer 258 (not found) to the once-encoded form. When a
   * name that encoding changes is not found, it is asked for once more the other way: a 258 means
   * nothing was done, so even a delete may be asked again. The way that worked is kept.
   */
  private async byName<T>(name: string, attempt: (path: string) => Promise<T>): Promise<T> {
    const first = this.twice === true;
    try {
      return await attempt(this.pathOf(name, first));
    } catch (error) {
      const notFound = error instanceof ApplianceError && error.errorcode === 258;
      if (!notFound || this.twice !== undefined || encodeURIComponent(name) === name) throw error;
      const result = await attempt(this.pathOf(name, !first));
      this.twice = !first;
      return result;
    }
  }

  private send(
    operation: ApplianceOperation,
    request: HttpRequest,
    call: CallOptions,
    names: { name?: string; newName?: string } = {},
  ): ReturnType<ApplianceSession['call']> {
    const write = request.method !== 'GET';
    return this.session.call({ request, write, context: { operation, ...names }, signal: call.signal });
  }

  private body(policy: Record<string, unknown>): string {
    return JSON.stringify({ [RESOURCE]: policy });
  }

  /** Every policy (or one page, or those the filter keeps), all fields. */
  async list(query: ListQuery = {}, call: CallOptions = {}): Promise<AuthorizationPolicy[]> {
    const answer = await this.send('list', { method: 'GET', path: this.collection + queryOf(query) }, call);
    return policiesOf(answer, this.host);
  }

  /** Like list, with only the fields named (`name` too only if named). */
  async listFields(query: ListQuery & { attrs: PolicyField[] }, call: CallOptions = {}): Promise<PolicyFields[]> {
    if (!Array.isArray(query.attrs) || query.attrs.length === 0) throw invalid(m.errors_policy_read_none());
    const attrs = query.attrs.map((a) => field(a, m.errors_policy_read_field));
    const answer = await this.send('list', { method: 'GET', path: this.collection + queryOf(query, [`attrs=${attrs.join(',')}`]) }, call);
    return policyFieldsOf(answer, this.host);
  }

  /** How many policies there are, or how many the filter keeps. */
  async count(query: { filter?: PolicyFilter } = {}, call: CallOptions = {}): Promise<number> {
    const answer = await this.send('count', { method: 'GET', path: this.collection + queryOf({ filter: query.filter }, ['count=yes']) }, call);
    return countOf(answer, this.host);
  }

  async get(input: { name: string }, call: CallOptions = {}): Promise<AuthorizationPolicy> {
    const name = existingName(input.name);
    const answer = await this.byName(name, (path) => this.send('get', { method: 'GET', path }, call, { name }));
    const [policy, ...more] = policiesOf(answer, this.host);
    if (!policy || more.length) {
      throw new ApplianceError('malformed', m.errors_policy_many_for_name({ host: this.host, count: more.length + (policy ? 1 : 0) }));
    }
    return policy;
  }

  async add(input: NewPolicy, call: CallOptions = {}): Promise<void> {
    const policy = { name: newName(input.name), rule: rule(input.rule), action: action(input.action) };
    await this.send('add', { method: 'POST', path: this.collection, body: this.body(policy) }, call, { name: policy.name });
  }

  /** A partial update: only the fields given are sent. */
  async update(input: PolicyChanges, call: CallOptions = {}): Promise<void> {
    const name = existingName(input.name);
    const changes: Record<string, string> = {};
    if (input.rule !== undefined) changes.rule = rule(input.rule);
    if (input.action !== undefined) changes.action = action(input.action);
    if (Object.keys(changes).length === 0) throw invalid(m.errors_policy_nothing_to_change());
    if (this.options.updateVia === 'name') {
      await this.byName(name, (path) => this.send('update', { method: 'PUT', path, body: this.body({ name, ...changes }) }, call, { name }));
    } else {
      await this.send('update', { method: 'PUT', path: this.collection, body: this.body({ name, ...changes }) }, call, { name });
    }
  }

  async delete(input: { name: string }, call: CallOptions = {}): Promise<void> {
    const name = existingName(input.name);
    await this.byName(name, (path) => this.send('delete', { method: 'DELETE', path }, call, { name }));
  }

  async enable(input: { name: string }, call: CallOptions = {}): Promise<void> {
    await this.stateAction('enable', input, call);
  }

  async disable(input: { name: string }, call: CallOptions = {}): Promise<void> {
    await this.stateAction('disable', input, call);
  }

  private async stateAction(operation: 'enable' | 'disable', input: { name: string }, call: CallOptions): Promise<void> {
    const name = existingName(input.name);
    await this.send(operation, { method: 'POST', path: `${this.collection}?action=${operation}`, body: this.body({ name }) }, call, { name });
  }

  /** The only way to change a name; everything else about the policy stays. */
  async rename(input: { name: string; newName: string }, call: CallOptions = {}): Promise<void> {
    const name = existingName(input.name);
    const to = newName(input.newName);
    await this.send('rename', { method: 'POST', path: `${this.collection}?action=rename`, body: this.body({ name, newname: to }) }, call, { name, newName: to });
  }

  /** Returns the fields named to the appliance's defaults. */
  async unset(input: { name: string; fields: UnsettableField[] }, call: CallOptions = {}): Promise<void> {
    const name = existingName(input.name);
    if (!Array.isArray(input.fields) || input.fields.length === 0) throw invalid(m.errors_policy_unset_none());
    const body: Record<string, unknown> = { name };
    for (const f of input.fields) {
      if (!(UNSETTABLE_FIELDS as readonly string[]).includes(f)) throw invalid(m.errors_policy_unset_field());
      body[f] = true;
    }
    await this.send('unset', { method: 'POST', path: `${this.collection}?action=unset`, body: this.body(body) }, call, { name });
  }

  private get host(): string {
    return this.session.host;
  }
}
