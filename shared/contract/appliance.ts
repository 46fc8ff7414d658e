/**
 * The appliance (spec/001): the connections Satchel keeps (address, user, sign-in way, pinned
 * certificate; the password only in the OS keychain) and the authorization policies of the
 * active one. The password crosses IPC once, renderer → main, when a connection is added; it is
 * never sent back, logged, or put in an event.
 *
 * Errors are the contract's AppErrorData; an appliance error adds the fields below
 * (ApplianceErrorData), so a view can react to one case (a certificate to look at, an
 * operation the appliance does not support) without parsing a sentence.
 */
import * as v from 'valibot';
import { apiPathProblem } from '../appliance/api-path.js';
import { m } from '../i18n/language.js';
import { MAX_RULE_LENGTH, POLICY_ACTIONS, UNSETTABLE_FIELDS, type PolicyAction, type PolicyState } from '../appliance/policy.js';
import { policyNameText } from '../appliance/policy-words.js';
import { PasswordText } from './app.js';
import type { AppErrorData } from './result.js';
import { Empty, op } from './operation.js';

/** Finer than the kind: what the appliance (or the way to it) said, for a view that reacts to one case. */
export type ApplianceReason =
  | 'not-found'
  | 'exists'
  | 'bad-credentials'
  | 'session-expired'
  | 'unsupported'
  | 'invalid'
  | 'refused'
  | 'insecure-address'
  | 'untrusted-certificate'
  | 'certificate-changed'
  | 'too-large';

/** AppErrorData plus what only an appliance has; every field optional, so any AppErrorData is one. */
export interface ApplianceErrorData extends AppErrorData {
  reason?: ApplianceReason;
  /** The appliance's own errorcode (258, 273, 354, 444, 1240 …), when it answered with one. */
  errorcode?: number;
  /** SHA-256 of the certificate an https appliance presented (untrusted or not the pinned one). */
  fingerprint?: string;
}

export const APPLIANCE_AUTH_MODES = ['session', 'basic'] as const;
export type ApplianceAuth = (typeof APPLIANCE_AUTH_MODES)[number];

/** A saved appliance connection as the renderer sees it: never the password. */
export interface ApplianceView {
  id: string;
  name: string;
  url: string;
  user: string;
  auth: ApplianceAuth;
  /** The API path before /config: /svc/v1 (the document's) or the appliance's own, such as /nitro/v1. */
  prefix: string;
  /** SHA-256 of the certificate trusted for this address (https), or null (http to this computer, or the system's CAs). */
  pinnedFingerprint: string | null;
  /** The embedded demo appliance: address, user and password are this run's. */
  demo: boolean;
  /**
   * The appliance answered errorcode 1240 ("not supported") to enabling, disabling or unsetting
   * a policy during this run: as a real appliance of the family, it has none of the three and
   * keeps no state. Learnt, not saved: a view stops offering them (and the state filter and
   * sort) for this connection until Satchel restarts.
   */
  statesUnsupported: boolean;
  /**
   * The pinned certificate the appliance presented when Satchel last connected (this run) is
   * past its end date, ISO 8601; null when it is valid, or not known yet. Still accepted: the
   * view says so, and that it should be renewed on the appliance.
   */
  certificateExpiredOn: string | null;
}

export interface AppliancesView {
  appliances: ApplianceView[];
  activeId: string | null;
  /** Demo mode with the demo appliance running, not yet saved: "Add the demo appliance" is offered. */
  demoOffered: boolean;
}

/** What an https appliance presents, read without sending anything: shown before it is trusted. */
export interface ApplianceCertificate {
  /** SHA-256, upper-case hex pairs joined by colons. */
  fingerprint: string;
  subject: string;
  issuer: string;
  /** ISO 8601. */
  validFrom: string;
  validTo: string;
  /** This computer's CAs vouch for it and it names the host. */
  trusted: boolean;
  /** Signed by itself (as appliances' own certificates mostly are). */
  selfSigned: boolean;
  /** Why it is not trusted, in OpenSSL's words (e.g. DEPTH_ZERO_SELF_SIGNED_CERT). */
  problem?: string;
}

/** The fields a table can sort and filter on. */
export const POLICY_COLUMNS = ['name', 'rule', 'action', 'state', 'hits'] as const;
export type PolicyColumn = (typeof POLICY_COLUMNS)[number];
export const POLICY_PAGE_SIZES = [10, 25, 50, 100] as const;
/** Names one bulk operation takes. */
export const MAX_BULK_NAMES = 200;

export interface PolicyView {
  name: string;
  rule: string;
  action: PolicyAction;
  /** null where the appliance keeps no state (a real one). */
  state: PolicyState | null;
  /** How often it matched: digits, exact; null when the appliance did not say. */
  hits: string | null;
}

export interface PolicyPage {
  items: PolicyView[];
  /** How many policies the filter keeps (all of them without one). */
  total: number;
  /** The page served (the last one when the one asked for is past the end). */
  page: number;
  pageSize: number;
  /** Which appliance answered. */
  applianceId: string;
  /** As ApplianceView's: the pinned certificate it presented for this page has run out (ISO 8601), or null. */
  certificateExpiredOn: string | null;
}

/**
 * One name of a bulk operation: done; refused (with why); unknown (sent, no answer: reload to
 * see); or not sent (the appliance could not be reached or signed in to, so the rest waited).
 */
export type BulkItem = { name: string; status: 'done' } | { name: string; status: 'refused' | 'unknown' | 'not-sent'; error: ApplianceErrorData };

export interface BulkResult {
  items: BulkItem[];
}

const ApplianceId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, () => m.checks_appliance_id()));
const ApplianceName = v.pipe(v.string(), v.trim(), v.minLength(1, () => m.shared_contract_appliance_name()), v.maxLength(60, () => m.shared_contract_appliance_name_long()));
const ApplianceUrl = v.pipe(v.string(), v.trim(), v.minLength(1, () => m.shared_contract_appliance_address()), v.maxLength(2048, () => m.shared_contract_address_too_long()));
// eslint-disable-next-line no-control-regex
const UserText = v.pipe(v.string(), v.trim(), v.minLength(1, () => m.shared_contract_user_enter()), v.maxLength(255, () => m.shared_contract_user_long()), v.regex(/^[^\u0000-\u001f\u007f]+$/, () => m.shared_contract_user_control()));
/** What stands before /config in every request; left out: the document's /svc/v1. */
const ApiPath = v.pipe(v.string(), v.check((path) => apiPathProblem(path) === null, (issue) => apiPathProblem(issue.input) ?? m.checks_not_api_path()));
const Fingerprint = v.pipe(v.string(), v.trim(), v.regex(/^(?:sha-?256[:=\s]*)?(?:[0-9A-Fa-f]{2}:?){31}[0-9A-Fa-f]{2}$/i, () => m.shared_contract_fingerprint()));

/** A policy that exists: any text the appliance may hold, never empty. */
const PolicyName = v.pipe(v.string(), v.minLength(1, () => m.shared_contract_policy_name_empty()), v.maxLength(1024, () => m.shared_contract_name_too_long()));
/** A name being given (add, rename): the family's pattern, the same check the form makes. */
const NewPolicyName = v.pipe(
  v.string(),
  v.check((name) => policyNameText(name) === null, (issue) => policyNameText(issue.input) ?? m.checks_not_policy_name()),
);
const RuleText = v.pipe(v.string(), v.maxLength(MAX_RULE_LENGTH, () => m.shared_contract_rule_too_long({ count: MAX_RULE_LENGTH })));
const Names = v.pipe(
  v.array(PolicyName),
  v.minLength(1, () => m.shared_contract_select_policy()),
  v.maxLength(MAX_BULK_NAMES, () => m.shared_contract_policies_at_once({ count: MAX_BULK_NAMES })),
  v.check((names) => new Set(names).size === names.length, () => m.shared_contract_policy_twice()),
);

export const applianceOps = {
  'appliances.list': op<AppliancesView>()(Empty, { lock: 'any' }),
  /** Signs in with these before anything is saved; the password goes to the keychain only after. */
  'appliances.add': op<ApplianceView>()(
    v.strictObject({
      name: ApplianceName,
      url: ApplianceUrl,
      user: UserText,
      password: v.pipe(PasswordText, v.minLength(1, () => m.shared_contract_password_enter())),
      auth: v.picklist(APPLIANCE_AUTH_MODES),
      /** The API path of this appliance (a real one's own, such as /nitro/v1); left out: /svc/v1. */
      prefix: v.optional(ApiPath),
      /** The certificate the person looked at and trusts (https); pinned for this address. */
      trustFingerprint: v.optional(Fingerprint),
    }),
    { lock: 'unlocked' },
  ),
  /** Demo mode: the demo appliance of this run, its password from the run, never stored. */
  'appliances.addDemo': op<ApplianceView>()(Empty, { lock: 'unlocked' }),
  'appliances.rename': op<ApplianceView>()(v.strictObject({ id: ApplianceId, name: ApplianceName }), { lock: 'unlocked' }),
  /** Signs out, deletes the password from the keychain and forgets the connection, after main's confirmation. */
  'appliances.remove': op<AppliancesView>()(v.strictObject({ id: ApplianceId }), { lock: 'unlocked' }),
  /** Signs out of the one active before. */
  'appliances.activate': op<AppliancesView>()(v.strictObject({ id: ApplianceId }), { lock: 'unlocked' }),
  /** The certificate at an https address, read without sending anything. */
  'appliances.certificate': op<ApplianceCertificate>()(v.strictObject({ url: ApplianceUrl }), { lock: 'any' }),
  /**
   * Trust the certificate a saved appliance presents now, after it changed (it must still be
   * the one with this fingerprint); main asks first, naming the old and the new fingerprint.
   */
  'appliances.trust': op<ApplianceView>()(v.strictObject({ id: ApplianceId, fingerprint: Fingerprint }), { lock: 'unlocked' }),

  // The active appliance's authorization policies. With an app password set, every change but
  // adding or enabling a DENY policy is asked first by main, and the yes carries the password
  // (docs/appliance.md, "Changes that need the app password").
  'policies.list': op<PolicyPage>()(
    v.strictObject({
      /** Exact value of one field (the appliance's `filter=field:value`). */
      filter: v.optional(v.strictObject({ field: v.picklist(POLICY_COLUMNS), value: v.pipe(v.string(), v.minLength(1), v.maxLength(MAX_RULE_LENGTH)) })),
      page: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(1_000_000)),
      pageSize: v.picklist(POLICY_PAGE_SIZES),
      sort: v.optional(v.strictObject({ field: v.picklist(POLICY_COLUMNS), direction: v.picklist(['asc', 'desc']) })),
    }),
    { lock: 'any' },
  ),
  'policies.get': op<PolicyView>()(v.strictObject({ name: PolicyName }), { lock: 'any' }),
  'policies.add': op<PolicyView>()(v.strictObject({ name: NewPolicyName, rule: RuleText, action: v.picklist(POLICY_ACTIONS) }), { lock: 'unlocked' }),
  /** Partial: what is left out keeps its value. */
  'policies.update': op<PolicyView>()(v.strictObject({ name: PolicyName, rule: v.optional(RuleText), action: v.optional(v.picklist(POLICY_ACTIONS)) }), { lock: 'unlocked' }),
  'policies.rename': op<PolicyView>()(v.strictObject({ name: PolicyName, newName: NewPolicyName }), { lock: 'unlocked' }),
  /** After main's confirmation listing the names; answered per name. */
  'policies.remove': op<BulkResult>()(v.strictObject({ names: Names }), { lock: 'unlocked' }),
  /** More than one name: after main's confirmation listing them. */
  'policies.enable': op<BulkResult>()(v.strictObject({ names: Names }), { lock: 'unlocked' }),
  /** More than one name: after main's confirmation listing them. */
  'policies.disable': op<BulkResult>()(v.strictObject({ names: Names }), { lock: 'unlocked' }),
  /** Returns the fields to the appliance's defaults. */
  'policies.unset': op<PolicyView>()(
    v.strictObject({ name: PolicyName, fields: v.pipe(v.array(v.picklist(UNSETTABLE_FIELDS)), v.minLength(1, () => m.shared_contract_field_to_reset()), v.maxLength(UNSETTABLE_FIELDS.length)) }),
    { lock: 'unlocked' },
  ),
} as const;

export interface ApplianceEvents {
  'appliances.changed': AppliancesView;
}
