/**
 * The policies the demo appliance starts with: a handful an administrator might have written,
 * then, on request, thousands of generated ones for paging tests and benchmarks.
 */
import { type StoredPolicy } from './policies.js';

type Seed = Pick<StoredPolicy, 'name' | 'rule' | 'action'> & Partial<StoredPolicy>;

const HANDFUL: readonly Seed[] = [
  { name: 'allow_intranet', rule: 'CLIENT.IP.SRC.IN_SUBNET(10.0.0.0/8)', action: 'ALLOW', hits: 48213, activepolicy: 1 },
  { name: 'deny_admin_paths', rule: 'HTTP.REQ.URL.STARTSWITH("/admin")', action: 'DENY', hits: 312, activepolicy: 1 },
  { name: 'finance team@hq', rule: 'HTTP.REQ.USER.IS_MEMBER_OF("Finance") && HTTP.REQ.URL.PATH.STARTSWITH("/reports")', action: 'ALLOW', hits: 1290, activepolicy: 1 },
  { name: 'deny-uploads.v2', rule: '(HTTP.REQ.METHOD.EQ(PUT) || HTTP.REQ.METHOD.EQ(POST)) && HTTP.REQ.URL.CONTAINS("/upload")', action: 'DENY', hits: 77, activepolicy: 1 },
  { name: 'legacy_browsers', rule: 'HTTP.REQ.HEADER("User-Agent").REGEX_MATCH(re/MSIE [5-8]\\./)', action: 'DENY', hits: 4, activepolicy: 0 },
  { name: 'allow_all', rule: 'true', action: 'ALLOW', hits: 0, activepolicy: 0, state: 'DISABLED' },
  { name: 'ops#night=1', rule: 'SYS.TIME.HOURS.BETWEEN(22, 6) && HTTP.REQ.USER.IS_MEMBER_OF("Ops")', action: 'ALLOW', hits: 58, activepolicy: 0 },
];

function stored(seed: Seed): StoredPolicy {
  return { state: 'ENABLED', hits: 0, activepolicy: 0, expressiontype: 'Advanced Policy', ...seed };
}

/** The handful, then `extra` generated policies named bulk_00001, bulk_00002, … */
export function seedPolicies(extra = 0): StoredPolicy[] {
  const policies = HANDFUL.map(stored);
  const width = Math.max(5, String(extra).length);
  for (let i = 1; i <= extra; i++) {
    const n = String(i).padStart(width, '0');
    policies.push(
      stored({
        name: `bulk_${n}`,
        rule: `HTTP.REQ.URL.STARTSWITH("/area/${n}")`,
        action: i % 3 === 0 ? 'DENY' : 'ALLOW',
        hits: (i * 7919) % 10007,
        state: i % 10 === 0 ? 'DISABLED' : 'ENABLED',
      }),
    );
  }
  return policies;
}
