/**
 * What a policy rename costs the appliance, counted in the demo appliance's own request log:
 * the rename and one read of the renamed policy, whose answer is all the window needs to update
 * its row (the window then reads nothing again; test/e2e/appliance.test.ts counts that side).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApplianceView, PolicyPage, PolicyView } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';

const PASSWORD = 'demo-Appl-Secret-7731';
const fx = useCore({ appliance: { user: 'nsdemo', password: PASSWORD, extraPolicies: 30 }, applianceDemo: true });
const { call } = fx;

const calls = () => Object.values(fx.appliance.requests.all()).reduce((sum, n) => sum + n, 0);

beforeAll(async () => {
  await call<ApplianceView>('appliances.addDemo');
});

describe('a policy rename', () => {
  const cases = [
    { title: 'in the appliance’s order', sort: undefined, from: 'allow_intranet', to: 'intranet allowed@lab' },
    { title: 'with the table sorted by name', sort: { field: 'name', direction: 'desc' }, from: 'bulk_00007', to: 'bulk_00007_renamed' },
    { title: 'with the table sorted by hits', sort: { field: 'hits', direction: 'asc' }, from: 'intranet allowed@lab', to: 'allow_intranet' },
  ] as const;

  for (const { title, sort, from, to } of cases) {
    it(`costs at most two appliance calls and answers with the renamed row (${title})`, async () => {
      // The window has the page open (and the session is signed in) before the rename.
      const shown = await call<PolicyPage>('policies.list', { page: 1, pageSize: 25, ...(sort ? { sort } : {}) });
      const before = shown.items.find((p) => p.name === from) ?? (await call<PolicyView>('policies.get', { name: from }));
      fx.appliance.requests.clear();
      const renamed = await call<PolicyView>('policies.rename', { name: from, newName: to });
      expect(calls(), JSON.stringify(fx.appliance.requests.all())).toBeLessThanOrEqual(2);
      expect(renamed).toEqual({ ...before, name: to });
      expect(fx.appliance.store.find(to)).toBeDefined();
      expect(fx.appliance.store.find(from)).toBeUndefined();
    });
  }
});
