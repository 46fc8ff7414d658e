/**
 * The appliance's answers, checked with valibot: the family's envelope (errorcode, message,
 * severity) and, on reads, `"authorizationpolicy":[…]` — absent for an empty list. Counters
 * may come as JSON numbers or strings of digits (the family sends both); they are kept as
 * exact text (hits) or small integers (activepolicy, __count). A mismatch is 'malformed' and
 * names the place.
 */
import * as v from 'valibot';
import { POLICY_ACTIONS, POLICY_STATES, type PolicyAction, type PolicyState } from '../../../shared/appliance/policy.js';
import { JsonNumber, type JsonValue } from '../../../shared/json/lossless.js';
import { ApplianceError } from './errors.js';

export const RESOURCE = 'authorizationpolicy';

/** A policy as the client hands it on: plain JSON, the appliance's own field names. */
export interface AuthorizationPolicy {
  name: string;
  rule: string;
  action: PolicyAction;
  /** Only where the appliance keeps one (the demo; a real appliance has none). */
  state?: PolicyState;
  /** How often the policy matched: digits, exact. */
  hits?: string;
  activepolicy?: number;
  expressiontype?: string;
}

/** What a read with `attrs` answers: only the fields asked for. */
export type PolicyFields = Partial<AuthorizationPolicy>;

const DIGITS = /^\d+$/;

const counterText = v.pipe(
  v.union([v.instance(JsonNumber), v.string()], 'Expected a count'),
  v.transform((value) => String(value).trim()),
  v.check((text: string) => DIGITS.test(text), 'Expected a whole number'),
);

const smallCount = v.pipe(
  counterText,
  v.transform((text: string) => Number(text)),
  v.check((n: number) => Number.isSafeInteger(n), 'Number out of range'),
);

/** Upper-cased first: the family writes its enumerations in capitals, a client should not mind. */
const upper = <T extends readonly string[]>(options: T, what: string) =>
  v.pipe(
    v.string(`Expected ${what}`),
    v.transform((text: string) => text.toUpperCase()),
    v.picklist(options, `Expected ${what}: ${options.join(' or ')}`),
  );

const fieldSchemas = {
  name: v.string('Expected a name'),
  rule: v.string('Expected a rule'),
  action: upper(POLICY_ACTIONS, 'an action'),
  state: upper(POLICY_STATES, 'a state'),
  hits: counterText,
  activepolicy: smallCount,
  expressiontype: v.string('Expected an expression type'),
};

export const policySchema = v.object({
  name: fieldSchemas.name,
  rule: fieldSchemas.rule,
  action: fieldSchemas.action,
  state: v.optional(fieldSchemas.state),
  hits: v.optional(fieldSchemas.hits),
  activepolicy: v.optional(fieldSchemas.activepolicy),
  expressiontype: v.optional(fieldSchemas.expressiontype),
});

export const policyFieldsSchema = v.partial(policySchema);

const envelopeSchema = v.looseObject({
  errorcode: smallCount,
  message: v.optional(v.string()),
  severity: v.optional(v.string()),
});

const countSchema = v.pipe(
  v.array(v.looseObject({ __count: smallCount }), 'Expected a count'),
  v.length(1, 'Expected one count'),
  v.transform((items) => items[0]!.__count),
);

function issuePath(issue: v.BaseIssue<unknown>): string {
  const keys = issue.path?.map((item) => String((item as { key?: unknown }).key)) ?? [];
  return keys.length ? keys.join('.') : '(top level)';
}

function parse<S extends v.GenericSchema>(schema: S, value: unknown, what: string, host: string): v.InferOutput<S> {
  const result = v.safeParse(schema, value);
  if (result.success) return result.output;
  const issue = result.issues[0];
  throw new ApplianceError('malformed', `The appliance at ${host} sent ${what} that Satchel does not understand.`, {
    detail: `${issuePath(issue)}: ${issue.message}`,
  });
}

/** The envelope of a success: errorcode 0, else the caller turns it into the appliance's error. */
export function envelopeOf(value: JsonValue, host: string): { errorcode: number; message?: string } & Record<string, unknown> {
  return parse(envelopeSchema, value, 'an answer', host);
}

/** The list under the resource key; an absent key is an empty list. */
function listOf(value: JsonValue): unknown {
  const body = value as Record<string, unknown>;
  return Object.hasOwn(body, RESOURCE) ? body[RESOURCE] : [];
}

export function policiesOf(value: JsonValue, host: string): AuthorizationPolicy[] {
  return parse(v.array(policySchema, 'Expected a list of policies'), listOf(value), 'a list of policies', host).map(clean);
}

export function policyFieldsOf(value: JsonValue, host: string): PolicyFields[] {
  return parse(v.array(policyFieldsSchema, 'Expected a list of policies'), listOf(value), 'a list of policies', host).map(clean);
}

export function countOf(value: JsonValue, host: string): number {
  return parse(countSchema, listOf(value), 'a count', host);
}

/** Without keys whose value is undefined: the result crosses IPC as JSON. */
function clean<T extends object>(policy: T): T {
  return Object.fromEntries(Object.entries(policy).filter(([, value]) => value !== undefined)) as T;
}
