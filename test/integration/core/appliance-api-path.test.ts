/**
 * A real appliance's own API path (`/nitro/v1` where the document writes `/svc/v1`), through
 * the whole core against a demo appliance answering under that path: a wrong path is found at
 * the sign-in check and nothing is saved; the path is checked before anything is sent; the
 * saved one is used for sign-in, every operation and the sign-out.
 */
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import type { ApplianceErrorData, ApplianceView, BulkResult, PolicyPage, PolicyView } from '../../../shared/contract/index.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { useCore } from '../../support/core-fixture.js';
import { forwardTo } from '../../support/forward.js';

const PASSWORD = 'nitro-Pass-Word-4471';
const USER = 'nsroot';

let proxy: Server;
let url: string;
const vault = new MemoryVault();
/** Paths that reached the appliance. */
const seen: string[] = [];

// The proxy outlives the core (hooks after all run last to first).
afterAll(async () => {
  proxy?.closeAllConnections();
  await new Promise((resolve) => proxy?.close(resolve));
});
const fx = useCore({
  appliance: { user: USER, password: PASSWORD, apiPath: '/nitro/v1' },
  core: async ({ appliance }) => {
    proxy = createServer(forwardTo(() => appliance.port, (p) => seen.push(p)));
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
    return { demo: false };
  },
  vault,
  answer: null,
});
const { call, failure: refusal } = fx;
/** The refusal, with the appliance's fields. */
const failure = async (op: string, request: unknown = {}): Promise<ApplianceErrorData> => refusal(op, request);

describe('an appliance with its own API path', () => {
  it('the document’s /svc/v1 finds nothing there: the sign-in check says so and nothing is saved', async () => {
    const e = await failure('appliances.add', { name: 'Nitro', url, user: USER, password: PASSWORD, auth: 'session' });
    expect(e).toMatchObject({ kind: 'not-found', errorcode: 258 });
    expect(e.message).toMatch(/Check the address and the path prefix/);
    expect(seen).toEqual(['/svc/v1/config/login']);
    expect(fx.services.settings.get().appliances).toEqual([]);
    expect(vault.size).toBe(0);
  });

  it('an API path that is not one is refused before anything is sent', async () => {
    seen.length = 0;
    for (const prefix of ['nitro/v1', '/nitro/../v1', '/nitro v1', '/nitro/v1?x=1', '']) {
      const e = await failure('appliances.add', { name: 'Nitro', url, user: USER, password: PASSWORD, auth: 'session', prefix });
      expect(e.kind, prefix).toBe('validation');
      expect(e.message, prefix).toMatch(/API path/);
    }
    expect(seen).toEqual([]);
    expect(fx.services.settings.get().appliances).toEqual([]);
  });

  it('with its path: checked, saved with it, and used for every call and the sign-out', async () => {
    seen.length = 0;
    const view = await call<ApplianceView>('appliances.add', { name: 'Nitro', url, user: USER, password: PASSWORD, auth: 'session', prefix: '/nitro/v1/' });
    expect(view).toMatchObject({ name: 'Nitro', prefix: '/nitro/v1' });
    expect(fx.services.settings.get().appliances[0]).toMatchObject({ id: view.id, prefix: '/nitro/v1' });
    const listed = await call<PolicyPage>('policies.list', { page: 1, pageSize: 10 });
    expect(listed.total).toBe(fx.appliance.store.size);
    const added = await call<PolicyView>('policies.add', { name: 'nitro_one', rule: 'true', action: 'DENY' });
    expect(added).toMatchObject({ name: 'nitro_one', action: 'DENY' });
    await call<PolicyView>('policies.rename', { name: 'nitro_one', newName: 'nitro two' });
    const disabled = await call<BulkResult>('policies.disable', { names: ['nitro two'] });
    expect(disabled.items).toEqual([{ name: 'nitro two', status: 'done' }]);
    expect(fx.appliance.store.find('nitro two')?.state).toBe('DISABLED');
    await fx.core.close();
    expect(seen.length).toBeGreaterThan(4);
    expect(seen.filter((p) => !p.startsWith('/nitro/v1/config/'))).toEqual([]);
    expect(seen[0]).toBe('/nitro/v1/config/login');
    expect(seen.at(-1)).toBe('/nitro/v1/config/logout');
  });
});
