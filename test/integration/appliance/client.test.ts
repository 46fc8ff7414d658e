/**
 * The core appliance client against the demo appliance over real HTTP on 127.0.0.1: every
 * operation, every error the family has, sessions that end mid-way, a strict (real) appliance.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApplianceClient, type ApplianceClient, type ApplianceClientOptions } from '../../../electron/core/appliance/client.js';
import { ApplianceError } from '../../../electron/core/appliance/errors.js';
import { startDemoAppliance, type DemoAppliance } from '../../../electron/demo/appliance/server.js';

const PASSWORD = 'pw-Very-Secret-4711';

async function failure(promise: Promise<unknown>): Promise<ApplianceError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApplianceError);
  const e = error as ApplianceError;
  // Whatever went wrong, the password is in no part of the error.
  expect(`${e.message} ${e.detail ?? ''} ${JSON.stringify(e.toData())} ${e.stack ?? ''}`).not.toContain(PASSWORD);
  return e;
}

function counting(password = PASSWORD): { read: () => string; calls: () => number } {
  let calls = 0;
  return {
    read: () => {
      calls++;
      return password;
    },
    calls: () => calls,
  };
}

describe('appliance client: every operation', () => {
  let appliance: DemoAppliance;
  let client: ApplianceClient;
  const make = (extra: Partial<ApplianceClientOptions> = {}): ApplianceClient =>
    createApplianceClient({ url: appliance.url, username: 'nsroot', password: () => PASSWORD, ...extra });
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: PASSWORD, extraPolicies: 1200 });
    client = make();
  });
  afterAll(async () => {
    await client.close();
    await appliance.close();
  });

  it('lists every policy with all fields, in the appliance order', async () => {
    const all = await client.policies.list();
    expect(all.map((p) => p.name)).toEqual(appliance.store.all().map((p) => p.name));
    expect(all[0]).toEqual({
      name: 'allow_intranet',
      rule: 'CLIENT.IP.SRC.IN_SUBNET(10.0.0.0/8)',
      action: 'ALLOW',
      state: 'ENABLED',
      hits: '48213',
      activepolicy: 1,
      expressiontype: 'Advanced Policy',
    });
    expect(client.signedIn()).toBe(true);
    expect(client.certificate()).toBeNull();
  });

  it('counts, filters, picks fields and pages', async () => {
    const total = await client.policies.count();
    expect(total).toBe(appliance.store.size);
    const denied = await client.policies.list({ filter: { action: 'DENY' } });
    expect(denied.length).toBeGreaterThan(300);
    expect(denied.every((p) => p.action === 'DENY')).toBe(true);
    expect(await client.policies.count({ filter: { action: 'DENY' } })).toBe(denied.length);
    expect(await client.policies.count({ filter: { action: 'DENY', state: 'DISABLED' } })).toBe(denied.filter((p) => p.state === 'DISABLED').length);
    expect(await client.policies.list({ filter: { name: 'nobody here' } })).toEqual([]);
    expect(await client.policies.list({ filter: { rule: 'HTTP.REQ.URL.STARTSWITH("/admin")' } })).toMatchObject([{ name: 'deny_admin_paths' }]);
    expect(await client.policies.list({ filter: { name: 'finance team@hq' } })).toMatchObject([{ name: 'finance team@hq' }]);

    const fields = await client.policies.listFields({ attrs: ['name', 'hits'], pageSize: 2 });
    expect(fields).toEqual([
      { name: 'allow_intranet', hits: '48213' },
      { name: 'deny_admin_paths', hits: '312' },
    ]);
    const names: string[] = [];
    for (let pageNo = 1; ; pageNo++) {
      const page = await client.policies.listFields({ attrs: ['name'], pageSize: 500, pageNo });
      if (page.length === 0) break;
      names.push(...page.map((p) => p.name!));
    }
    expect(names).toEqual(appliance.store.all().map((p) => p.name));
    expect((await client.policies.list({ pageSize: 3, pageNo: 3 })).map((p) => p.name)).toEqual(names.slice(6, 9));
  });

  it('gets one by name, names with spaces, # and @ too, encoded once or twice', async () => {
    expect(await client.policies.get({ name: 'finance team@hq' })).toMatchObject({ name: 'finance team@hq', action: 'ALLOW' });
    const twice = make({ encodeNamesTwice: true });
    try {
      expect(await twice.policies.get({ name: 'ops#night=1' })).toMatchObject({ name: 'ops#night=1' });
      expect(await twice.policies.get({ name: 'finance team@hq' })).toMatchObject({ name: 'finance team@hq' });
    } finally {
      await twice.close();
    }
  });

  it('adds; a taken name is "exists" (273), an unknown one "not found" (258)', async () => {
    await client.policies.add({ name: 'new one@x', rule: 'HTTP.REQ.URL.CONTAINS("(")', action: 'DENY' });
    expect(await client.policies.get({ name: 'new one@x' })).toMatchObject({ rule: 'HTTP.REQ.URL.CONTAINS("(")', action: 'DENY', hits: '0' });
    const exists = await failure(client.policies.add({ name: 'new one@x', rule: 'true', action: 'ALLOW' }));
    expect(exists).toMatchObject({ kind: 'validation', reason: 'exists', errorcode: 273, status: 409, applianceMessage: 'Resource already exists' });
    expect(exists.message).toBe('An authorization policy of that name already exists. Choose another name.');
    expect(exists.toData()).toEqual({
      kind: 'validation',
      message: 'An authorization policy of that name already exists. Choose another name.',
      status: 409,
      detail: 'appliance code 273: Resource already exists',
      reason: 'exists',
      errorcode: 273,
    });
    const missing = await failure(client.policies.get({ name: 'no such' }));
    expect(missing).toMatchObject({ kind: 'not-found', reason: 'not-found', errorcode: 258, status: 404 });
    expect(missing.message).toBe('The appliance has no authorization policy of that name.');
  });

  it('checks what it can before sending: name, action, rule length', async () => {
    const before = appliance.store.size;
    for (const bad of [
      { name: '-x', rule: 'true', action: 'ALLOW' as const },
      { name: 'ok', rule: 'true', action: 'allow' as 'ALLOW' },
      { name: 'ok', rule: '', action: 'ALLOW' as const },
      { name: 'ok', rule: 'x'.repeat(8192), action: 'ALLOW' as const },
    ]) {
      expect(await failure(client.policies.add(bad))).toMatchObject({ kind: 'validation', reason: 'invalid', errorcode: undefined });
    }
    expect(appliance.store.size).toBe(before);
  });

  it('leaves the expression to the appliance, and shows its refusal (599/2138) as a validation error', async () => {
    const e = await failure(client.policies.add({ name: 'half', rule: 'HTTP.REQ.URL.CONTAINS("x"', action: 'ALLOW' }));
    expect(e).toMatchObject({ kind: 'validation', reason: 'invalid', errorcode: 2138, status: 599 });
    expect(e.message).toMatch(/refused this authorization policy: Expression syntax error/);
  });

  it('updates partially, by the collection or by /<name>', async () => {
    await client.policies.add({ name: 'upd', rule: 'true', action: 'ALLOW' });
    await client.policies.update({ name: 'upd', action: 'DENY' });
    expect(await client.policies.get({ name: 'upd' })).toMatchObject({ rule: 'true', action: 'DENY' });
    const byName = make({ updateVia: 'name', encodeNamesTwice: true });
    try {
      await byName.policies.update({ name: 'upd', rule: 'HTTP.REQ.IS_VALID' });
      expect(await client.policies.get({ name: 'upd' })).toMatchObject({ rule: 'HTTP.REQ.IS_VALID', action: 'DENY' });
      expect(await failure(byName.policies.update({ name: 'gone', rule: 'true' }))).toMatchObject({ kind: 'not-found', errorcode: 258 });
    } finally {
      await byName.close();
    }
    expect(await failure(client.policies.update({ name: 'gone', rule: 'true' }))).toMatchObject({ kind: 'not-found', errorcode: 258 });
    expect(await failure(client.policies.update({ name: 'upd' }))).toMatchObject({ kind: 'validation', reason: 'invalid' });
  });

  it('deletes', async () => {
    await client.policies.add({ name: 'del me', rule: 'true', action: 'ALLOW' });
    await client.policies.delete({ name: 'del me' });
    expect(appliance.store.find('del me')).toBeUndefined();
    expect(await failure(client.policies.delete({ name: 'del me' }))).toMatchObject({ kind: 'not-found', reason: 'not-found', errorcode: 258 });
  });

  it('enables and disables', async () => {
    await client.policies.disable({ name: 'allow_intranet' });
    expect((await client.policies.get({ name: 'allow_intranet' })).state).toBe('DISABLED');
    await client.policies.enable({ name: 'allow_intranet' });
    expect((await client.policies.get({ name: 'allow_intranet' })).state).toBe('ENABLED');
    expect(await failure(client.policies.enable({ name: 'nope' }))).toMatchObject({ kind: 'not-found', errorcode: 258 });
  });

  it('renames; to a taken name is "exists", from an unknown one "not found"', async () => {
    await client.policies.add({ name: 'old name', rule: 'true', action: 'DENY' });
    await client.policies.rename({ name: 'old name', newName: 'new:name' });
    expect(await client.policies.get({ name: 'new:name' })).toMatchObject({ rule: 'true', action: 'DENY' });
    const taken = await failure(client.policies.rename({ name: 'new:name', newName: 'allow_all' }));
    expect(taken).toMatchObject({ kind: 'validation', reason: 'exists', errorcode: 273 });
    expect(taken.message).toBe('An authorization policy of that name already exists. Choose another name.');
    expect(await failure(client.policies.rename({ name: 'old name', newName: 'x' }))).toMatchObject({ kind: 'not-found', errorcode: 258 });
    expect(await failure(client.policies.rename({ name: 'new:name', newName: 'bad/name' }))).toMatchObject({ kind: 'validation', reason: 'invalid' });
  });

  it('unsets fields to the defaults', async () => {
    await client.policies.add({ name: 'uns', rule: 'HTTP.REQ.IS_VALID', action: 'ALLOW' });
    await client.policies.unset({ name: 'uns', fields: ['action'] });
    expect(await client.policies.get({ name: 'uns' })).toMatchObject({ rule: 'HTTP.REQ.IS_VALID', action: 'DENY' });
    await client.policies.unset({ name: 'uns', fields: ['rule', 'action'] });
    expect(await client.policies.get({ name: 'uns' })).toMatchObject({ rule: 'false', action: 'DENY' });
    expect(await failure(client.policies.unset({ name: 'uns', fields: ['name' as 'rule'] }))).toMatchObject({ kind: 'validation' });
    expect(await failure(client.policies.unset({ name: 'nope', fields: ['rule'] }))).toMatchObject({ kind: 'not-found', errorcode: 258 });
  });

  it('signs in with the headers or HTTP Basic instead of a session', async () => {
    for (const auth of ['headers', 'basic'] as const) {
      const password = counting();
      const other = make({ auth, password: password.read });
      try {
        expect(await other.policies.count()).toBe(appliance.store.size);
        await other.policies.add({ name: `via ${auth}`, rule: 'true', action: 'ALLOW' });
        expect(other.signedIn()).toBe(false);
        expect(password.calls()).toBe(2);
      } finally {
        await other.close();
      }
    }
  });

  it('a wrong password is "auth" (354), in every mode, and says which', async () => {
    for (const auth of ['session', 'headers', 'basic'] as const) {
      const wrong = make({ auth, password: () => 'not-it' });
      const e = await failure(wrong.policies.list());
      expect(e).toMatchObject({ kind: 'auth', reason: 'bad-credentials', errorcode: 354, status: 401 });
      expect(e.message).toMatch(/refused the user name or password/);
      await wrong.close();
    }
  });

  it('logs out on close; the next call signs in again', async () => {
    const password = counting();
    const other = make({ password: password.read });
    await other.policies.count();
    const live = appliance.sessions.count;
    await other.close();
    expect(appliance.sessions.count).toBe(live - 1);
    expect(other.signedIn()).toBe(false);
    await other.policies.count();
    expect(password.calls()).toBe(2);
    await other.close();
  });
});

describe('appliance client: sessions that end', () => {
  let appliance: DemoAppliance;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: PASSWORD, sessionMs: 1000 });
  });
  afterAll(() => appliance.close());

  it('signs in again once when the session expired mid-way, and carries on', async () => {
    const password = counting();
    const client = createApplianceClient({ url: appliance.url, username: 'nsroot', password: password.read });
    try {
      await client.policies.add({ name: 'before', rule: 'true', action: 'ALLOW' });
      expect(password.calls()).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1300));
      // A change after the expiry: refused with 444, signed in again, sent again, made once.
      await client.policies.add({ name: 'after', rule: 'true', action: 'ALLOW' });
      expect(password.calls()).toBe(2);
      expect(appliance.store.find('after')).toBeDefined();
      expect((await client.policies.list({ filter: { name: 'after' } })).length).toBe(1);
      expect(password.calls()).toBe(2);
    } finally {
      await client.close();
    }
  });

  it('concurrent calls after an expiry share one new sign-in', async () => {
    const password = counting();
    const client = createApplianceClient({ url: appliance.url, username: 'nsroot', password: password.read });
    try {
      await Promise.all([client.policies.count(), client.policies.count(), client.policies.count()]);
      expect(password.calls()).toBe(1);
      appliance.sessions.expireAll();
      await Promise.all([client.policies.count(), client.policies.get({ name: 'allow_all' }), client.policies.list({ pageSize: 1 })]);
      expect(password.calls()).toBe(2);
    } finally {
      await client.close();
    }
  });
});

describe('appliance client: a strict (real) appliance', () => {
  let appliance: DemoAppliance;
  let client: ApplianceClient;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: PASSWORD, strict: true });
    client = createApplianceClient({ url: appliance.url, username: 'nsroot', password: () => PASSWORD });
  });
  afterAll(async () => {
    await client.close();
    await appliance.close();
  });

  it.each([
    ['enable', () => client.policies.enable({ name: 'allow_all' }), 'This appliance does not support enabling authorization policies.'],
    ['disable', () => client.policies.disable({ name: 'allow_all' }), 'This appliance does not support disabling authorization policies.'],
    ['unset', () => client.policies.unset({ name: 'allow_all', fields: ['rule'] }), 'This appliance does not support unsetting fields of authorization policies.'],
  ])('%s is refused with 1240, shown as a clear message', async (_op, run, message) => {
    const e = await failure(run());
    expect(e).toMatchObject({ kind: 'exchange', reason: 'unsupported', errorcode: 1240, status: 599, applianceMessage: 'Operation not supported' });
    expect(e.message).toBe(message);
  });

  it('lists policies without a state; the rest works', async () => {
    const all = await client.policies.list();
    expect(all.length).toBeGreaterThan(0);
    for (const p of all) expect(p).not.toHaveProperty('state');
    await client.policies.rename({ name: 'allow_all', newName: 'everything' });
    expect(await client.policies.get({ name: 'everything' })).toMatchObject({ rule: 'true' });
  });
});

describe('appliances that expect names encoded twice', () => {
  let appliance: DemoAppliance;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: PASSWORD, namesEncodedTwice: true });
  });
  afterAll(async () => {
    await appliance.close();
  });

  it('are asked again with the name encoded twice after a 258, and the way that worked is kept', async () => {
    const client = createApplianceClient({ url: appliance.url, username: 'nsroot', password: () => PASSWORD });
    try {
      // "#" encoded once is decoded by the front end and cuts the name short: not found, then found.
      expect(await client.policies.get({ name: 'ops#night=1' })).toMatchObject({ name: 'ops#night=1' });
      await client.policies.update({ name: 'ops#night=1', action: 'DENY' });
      await client.policies.delete({ name: 'ops#night=1' });
      expect(() => appliance.store.get('ops#night=1')).toThrow('No such resource');
      // A name that does not exist either way is still "not found", after one try of each.
      expect(await failure(client.policies.get({ name: 'no#such' }))).toMatchObject({ kind: 'not-found', errorcode: 258 });
    } finally {
      await client.close();
    }
  });

  it('a name encoding leaves alone is never asked for twice', async () => {
    const client = createApplianceClient({ url: appliance.url, username: 'nsroot', password: () => PASSWORD });
    try {
      expect(await failure(client.policies.get({ name: 'nothing_here' }))).toMatchObject({ kind: 'not-found' });
      expect(await client.policies.get({ name: 'allow_intranet' })).toMatchObject({ name: 'allow_intranet' });
    } finally {
      await client.close();
    }
  });
});
