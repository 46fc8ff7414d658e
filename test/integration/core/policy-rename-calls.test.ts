/**
 * What a policy rename costs the appliance, counted in the demo appliance's own request log:
 * the rename and one read of the renamed policy, whose answer is all the window needs to update
 * its row (the window then reads nothing again; test/e2e/appliance.test.ts counts that side).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApplianceView, ConfirmationRequest, EventName, Events, PolicyPage, PolicyView } from '../../../shared/contract/index.js';
import { createCore, type Core, type Session } from '../../../electron/core/app.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { startDemoAppliance, type DemoAppliance } from '../../../electron/demo/appliance/server.js';

const PASSWORD = 'demo-Appl-Secret-7731';
let appliance: DemoAppliance;
let core: Core;
let session: Session;
let dir: string;

async function call<T>(op: string, request: unknown = {}): Promise<T> {
  const result = await core.handle(op, request, session);
  if (!result.ok) throw Object.assign(new Error(result.error.message), result.error);
  return result.value as T;
}

const calls = () => Object.values(appliance.requests.all()).reduce((sum, n) => sum + n, 0);

beforeAll(async () => {
  appliance = await startDemoAppliance({ user: 'nsdemo', password: PASSWORD, extraPolicies: 30 });
  dir = await mkdtemp(path.join(os.tmpdir(), 'satchel-rename-calls-'));
  core = createCore({
    exchangeUrl: 'http://127.0.0.1:9',
    demo: true,
    applianceDemo: { url: appliance.url, user: appliance.user, password: PASSWORD },
    shell: 'browser',
    version: 'test',
    userDataDir: dir,
    vault: new MemoryVault(),
    timeoutMs: 3000,
  });
  session = core.openSession(<E extends EventName>(name: E, payload: Events[E]) => {
    if (name === 'confirm.request') void core.handle('confirm.answer', { id: (payload as ConfirmationRequest).id, accepted: true }, session);
  });
  await call<ApplianceView>('appliances.addDemo');
});

afterAll(async () => {
  await core?.close();
  await appliance?.close();
  await rm(dir, { recursive: true, force: true });
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
      appliance.requests.clear();
      const renamed = await call<PolicyView>('policies.rename', { name: from, newName: to });
      expect(calls(), JSON.stringify(appliance.requests.all())).toBeLessThanOrEqual(2);
      expect(renamed).toEqual({ ...before, name: to });
      expect(appliance.store.find(to)).toBeDefined();
      expect(appliance.store.find(from)).toBeUndefined();
    });
  }
});
