/**
 * The lock flags of the contract on the real core (docs/architecture.md, "Lock flags"): with
 * Satchel locked, every operation flagged `unlocked` (and each flagged `unlockedWhen` with a
 * request that needs it) is refused with `locked`, in the lock's words, and nothing of it reaches
 * the demo exchange (its request log) or the demo appliance (its policies).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, needsUnlocked, OPERATION_NAMES, type AppliancesView, type OperationName, type PolicyPage, type ProfilesView } from '../../../shared/contract/index.js';
import type { Session } from '../../../electron/core/app.js';
import { operationAllowed } from '../../../electron/core/ipc/window-kinds.js';
import { useCore } from '../../support/core-fixture.js';
import { VALID_REQUESTS } from '../../support/valid-requests.js';

const APP_PASSWORD = 'correct horse battery';
const APPLIANCE_PASSWORD = 'appl-Pass-Word-8812';
const LOCKED = 'Satchel is locked. Unlock it with your app password to do this.';

// Every question is answered yes (or no, if the yes is refused): should a locked operation get as far as asking, it ends.
const fx = useCore({ exchange: { seed: 22 }, appliance: { user: 'nsroot', password: APPLIANCE_PASSWORD }, password: APP_PASSWORD, accounts: [0], funds: { btc: '1' } });
const { call, exchangeRequests: exchangeLog } = fx;
let payment: Session;

/** Every operation whose sample request needs Satchel unlocked, by the contract's own flags. */
const GUARDED = OPERATION_NAMES.filter((name) => needsUnlocked(contract[name].lock as Parameters<typeof needsUnlocked>[0], VALID_REQUESTS[name]));

beforeAll(async () => {
  await call('appliances.add', { name: 'Lab', url: fx.appliance.url, user: 'nsroot', password: APPLIANCE_PASSWORD, auth: 'session' });
  await call('policies.add', { name: 'pol_one', rule: 'HTTP.REQ.IS_VALID', action: 'DENY' });
  const profile = (await call<ProfilesView>('profiles.list')).profiles[0]!;
  payment = fx.core.openSession(() => undefined, {
    kind: 'gateway',
    ticket: { flow: 'withdraw', currency: 'uah', profileId: profile.id, profileName: profile.name, gatewayUrl: fx.exchange.url },
  });
  await call('lock.setPassword', { current: null, next: APP_PASSWORD });
  await call('lock.lock');
}, 30_000);

describe('while locked, every operation that needs Satchel unlocked', () => {
  it('is at least every operation that changes the account, its keys, its guard or an appliance', () => {
    expect(GUARDED.length).toBeGreaterThanOrEqual(33);
    expect(GUARDED).toEqual(expect.arrayContaining(['withdrawals.create', 'codes.details', 'guard.setRule', 'policies.remove', 'lock.setPassword']));
  });

  it('is refused with "locked" and reaches neither the exchange nor the appliance', async () => {
    const profiles = await call<ProfilesView>('profiles.list');
    const appliances = await call<AppliancesView>('appliances.list');
    const ids = { profile: profiles.profiles[0]!.id, appliance: appliances.appliances[0]!.id };
    const policiesBefore = await call<PolicyPage>('policies.list', { page: 1, pageSize: 100 });
    const requestsBefore = await exchangeLog();

    const refused: Partial<Record<OperationName, unknown>> = {};
    for (const name of GUARDED) {
      let request: Record<string, unknown> = { ...VALID_REQUESTS[name] };
      // Real ids, so each request is one the operation would carry out if Satchel were unlocked.
      if ('id' in request && name.startsWith('profiles.')) request = { ...request, id: ids.profile };
      if ('id' in request && name.startsWith('appliances.')) request = { ...request, id: ids.appliance };
      // The demo servers, not a host far away: should the lock not refuse, the call is answered at once.
      if (name === 'profiles.add') request = { ...request, exchangeUrl: fx.exchange.url };
      if (name === 'appliances.add') request = { ...request, url: fx.appliance.url, password: APPLIANCE_PASSWORD };
      const session = operationAllowed('gateway', name) ? payment : fx.main;
      const result = await fx.core.handle(name, request, session);
      refused[name] = result.ok ? 'carried out' : { kind: result.error.kind, message: result.error.message };
    }
    expect(refused).toEqual(Object.fromEntries(GUARDED.map((name) => [name, { kind: 'locked', message: LOCKED }])));

    expect(await exchangeLog()).toEqual(requestsBefore);
    expect((await call<ProfilesView>('profiles.list')).profiles).toEqual(profiles.profiles);
    expect(await call<AppliancesView>('appliances.list')).toEqual(appliances);
    expect((await call<PolicyPage>('policies.list', { page: 1, pageSize: 100 })).items).toEqual(policiesBefore.items);
  });
});
