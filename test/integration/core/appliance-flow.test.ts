/**
 * The appliance through the whole core, over the contract, against demo appliances on
 * 127.0.0.1: connecting (wrong password first), the policy table (filter, pages, count, sort),
 * every change with main's confirmations, a real appliance's 1240, a session ended mid-way,
 * https with a pinned certificate that later changes, the demo appliance, sign-out on switch,
 * remove and close — and the password in no file, event or answer.
 */
import { readdir, readFile } from 'node:fs/promises';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { createServer as createHttpsServer, type Server as HttpsServer } from 'node:https';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ApplianceCertificate,
  ApplianceErrorData,
  AppliancesView,
  ApplianceView,
  BulkResult,
  PolicyPage,
  PolicyView,
} from '../../../shared/contract/index.js';
import { MemoryVault } from '../../../electron/core/keys/memory-vault.js';
import { forwardTo } from '../../support/forward.js';
import { startDemoAppliance, type DemoAppliance } from '../../../electron/demo/appliance/server.js';
import { selfSigned, type SelfSigned } from '../../support/self-signed.js';
import { useCore } from '../../support/core-fixture.js';

const PASSWORD = 'appl-Pass-Word-8812';
const DEMO_PASSWORD = 'demo-Appl-Secret-5150';
const USER = 'nsroot';

let main: DemoAppliance;
let strict: DemoAppliance;
let demoOne: DemoAppliance;
let proxy: HttpServer;
let proxyUrl: string;
let demoProxy: HttpServer;
/** Sign-ins that reached the short-session demo appliance. */
let demoLogins = 0;
let front: HttpsServer;
let frontUrl: string;
let cert: SelfSigned;
let newCert: SelfSigned;
/** Requests that reached the main appliance through the proxy, by path (query left off). */
const seen: string[] = [];

/** Passes requests on to an appliance, noting each path. */
function forward(target: () => DemoAppliance, note?: (path: string) => void) {
  return forwardTo(() => target().port, note);
}

const logins = () => seen.filter((p) => p.endsWith('/config/login')).length;
const page = (request: Record<string, unknown>) => call<PolicyPage>('policies.list', { page: 1, pageSize: 10, ...request });

beforeAll(async () => {
  main = await startDemoAppliance({ user: USER, password: PASSWORD, sessionMs: 60_000, extraPolicies: 40 });
  strict = await startDemoAppliance({ user: USER, password: PASSWORD, strict: true });
  demoOne = await startDemoAppliance({ user: 'nsdemo', password: DEMO_PASSWORD, sessionMs: 300 });
  proxy = createHttpServer(forward(() => main, (p) => seen.push(p)));
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  proxyUrl = `http://127.0.0.1:${(proxy.address() as { port: number }).port}`;
  demoProxy = createHttpServer(forward(() => demoOne, (p) => p.endsWith('/config/login') && demoLogins++));
  await new Promise<void>((resolve) => demoProxy.listen(0, '127.0.0.1', resolve));
  cert = selfSigned();
  newCert = selfSigned();
  front = createHttpsServer({ key: cert.key, cert: cert.cert }, forward(() => main));
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  frontUrl = `https://127.0.0.1:${(front.address() as { port: number }).port}`;
});

const vault = new MemoryVault();
const fx = useCore({
  vault,
  core: () => ({
    applianceDemo: { url: `http://127.0.0.1:${(demoProxy.address() as { port: number }).port}`, user: demoOne.user, password: DEMO_PASSWORD },
  }),
});
const { call, events, questions, answers } = fx;
const failure = (op: string, request: unknown = {}) => fx.failure(op, request) as Promise<ApplianceErrorData>;
const services = () => fx.services;

afterAll(async () => {
  front?.closeAllConnections();
  proxy?.closeAllConnections();
  demoProxy?.closeAllConnections();
  await Promise.all([new Promise((r) => front?.close(r)), new Promise((r) => proxy?.close(r)), new Promise((r) => demoProxy?.close(r))]);
  await Promise.all([main?.close(), strict?.close(), demoOne?.close()]);
});

let mainId = '';

describe('connecting', () => {
  it('a wrong password gives the appliance’s clear error and saves nothing', async () => {
    const e = await failure('appliances.add', { name: 'Lab', url: proxyUrl, user: USER, password: 'not-the-password', auth: 'session' });
    expect(e).toMatchObject({ kind: 'auth', reason: 'bad-credentials', errorcode: 354 });
    expect(e.message).toMatch(/refused the user name or password/);
    expect(services().settings.get().appliances).toEqual([]);
    expect(vault.size).toBe(0);
    expect(events.filter((e) => e.name === 'appliances.changed')).toEqual([]);
  });

  it('plain http is refused for any host but this computer, before anything is sent', async () => {
    const e = await failure('appliances.add', { name: 'Far', url: 'http://appliance.example', user: USER, password: PASSWORD, auth: 'session' });
    expect(e).toMatchObject({ kind: 'validation', reason: 'insecure-address' });
    expect(e.message).toMatch(/only allowed to this computer/);
  });

  it('the right password: saved, active, the password only in the keychain', async () => {
    const before = logins();
    const view = await call<ApplianceView>('appliances.add', { name: 'Lab', url: `${proxyUrl}/`, user: USER, password: PASSWORD, auth: 'session' });
    mainId = view.id;
    expect(view).toMatchObject({ name: 'Lab', url: proxyUrl, user: USER, auth: 'session', prefix: '/svc/v1', pinnedFingerprint: null, demo: false });
    expect(logins()).toBe(before + 1);
    const saved = services().settings.get();
    expect(saved.activeApplianceId).toBe(view.id);
    expect(saved.appliances).toEqual([{ id: view.id, name: 'Lab', url: proxyUrl, user: USER, auth: 'session', prefix: '/svc/v1', pinnedFingerprint: null, demo: false }]);
    expect(vault.has(`appliance:${view.id}`)).toBe(true);
    const list = await call<AppliancesView>('appliances.list');
    expect(list).toMatchObject({ activeId: view.id, demoOffered: true });
    expect(events.some((e) => e.name === 'appliances.changed')).toBe(true);
    // The same address and user twice is refused.
    expect(await failure('appliances.add', { name: 'Again', url: proxyUrl, user: USER, password: PASSWORD, auth: 'basic' })).toMatchObject({ kind: 'validation' });
  });

  it('refuses a name already used, whatever its case and surrounding spaces, before anything is asked of anyone', async () => {
    const before = logins();
    const taken = await failure('appliances.add', { name: ' LAB ', url: 'https://other-appliance.example', user: USER, password: PASSWORD, auth: 'session' });
    expect(taken).toMatchObject({ kind: 'validation', field: 'name', message: 'Another appliance already has this name. Choose another name.' });
    expect(logins()).toBe(before);
    const demo = await call<ApplianceView>('appliances.addDemo');
    expect((await failure('appliances.rename', { id: demo.id, name: 'lab' })).message).toBe('Another appliance already has this name. Choose another name.');
    await call('appliances.remove', { id: demo.id });
    expect(services().settings.get().appliances.map((a) => a.name)).toEqual(['Lab']);
  });
});

describe('the policy table', () => {
  it('pages with the count, and a page past the end is the last one', async () => {
    const first = await page({});
    expect(first.total).toBe(main.store.size);
    expect(first.items.map((p) => p.name)).toEqual(main.store.all().slice(0, 10).map((p) => p.name));
    expect(first.items[0]).toEqual({ name: 'allow_intranet', rule: 'CLIENT.IP.SRC.IN_SUBNET(10.0.0.0/8)', action: 'ALLOW', state: 'ENABLED', hits: '48213' });
    expect(first.applianceId).toBe(mainId);
    const second = await page({ page: 2 });
    expect(second.items.map((p) => p.name)).toEqual(main.store.all().slice(10, 20).map((p) => p.name));
    const past = await page({ page: 99, pageSize: 25 });
    expect(past.page).toBe(Math.ceil(main.store.size / 25));
    expect(past.items.map((p) => p.name)).toEqual(main.store.all().slice((past.page - 1) * 25).map((p) => p.name));
    // The appliance pages: one page is asked for, not everything.
    expect(seen.filter((p) => p.endsWith('/authorizationpolicy')).length).toBeGreaterThan(0);
  });

  it('filters on the appliance (exact value), with the filtered count', async () => {
    const denied = main.store.all().filter((p) => p.action === 'DENY');
    const result = await page({ filter: { field: 'action', value: 'DENY' }, pageSize: 100 });
    expect(result.total).toBe(denied.length);
    expect(result.items.map((p) => p.name)).toEqual(denied.map((p) => p.name));
    const one = await page({ filter: { field: 'name', value: 'finance team@hq' } });
    expect(one).toMatchObject({ total: 1, items: [{ name: 'finance team@hq' }] });
    expect(await page({ filter: { field: 'name', value: 'nobody' } })).toMatchObject({ total: 0, items: [], page: 1 });
  });

  it('sorts across pages (hits as exact numbers, names naturally), stable', async () => {
    const byHits = [...main.store.all()].sort((a, b) => Number(b.hits) - Number(a.hits));
    const result = await page({ sort: { field: 'hits', direction: 'desc' }, pageSize: 10 });
    expect(result.total).toBe(main.store.size);
    expect(result.items.map((p) => p.hits)).toEqual(byHits.slice(0, 10).map((p) => String(p.hits)));
    const names = await page({ sort: { field: 'name', direction: 'asc' }, page: 1, pageSize: 100 });
    const sorted = [...names.items.map((p) => p.name)];
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' })));
  });
});

describe('changing policies', () => {
  it('adds, reads, updates partly, renames and unsets', async () => {
    const added = await call<PolicyView>('policies.add', { name: 'block_tmp', rule: 'HTTP.REQ.URL.STARTSWITH("/tmp")', action: 'DENY' });
    expect(added).toEqual({ name: 'block_tmp', rule: 'HTTP.REQ.URL.STARTSWITH("/tmp")', action: 'DENY', state: 'ENABLED', hits: '0' });
    expect(await call<PolicyView>('policies.get', { name: 'block_tmp' })).toEqual(added);
    const exists = await failure('policies.add', { name: 'block_tmp', rule: 'true', action: 'ALLOW' });
    expect(exists).toMatchObject({ kind: 'validation', reason: 'exists', errorcode: 273 });

    const updated = await call<PolicyView>('policies.update', { name: 'block_tmp', action: 'ALLOW' });
    expect(updated).toMatchObject({ rule: 'HTTP.REQ.URL.STARTSWITH("/tmp")', action: 'ALLOW' });
    const renamed = await call<PolicyView>('policies.rename', { name: 'block_tmp', newName: 'allow tmp@lab' });
    expect(renamed).toMatchObject({ name: 'allow tmp@lab', action: 'ALLOW' });
    expect(main.store.find('block_tmp')).toBeUndefined();
    const unset = await call<PolicyView>('policies.unset', { name: 'allow tmp@lab', fields: ['rule', 'action'] });
    expect(unset).toMatchObject({ rule: 'false', action: 'DENY' });
    expect((await failure('policies.get', { name: 'block_tmp' })).kind).toBe('not-found');
  });

  it('checks names and rules before anything is sent', async () => {
    const before = seen.length;
    expect((await failure('policies.add', { name: '-bad', rule: 'true', action: 'ALLOW' })).message).toMatch(/starts with a letter, digit or underscore/);
    expect((await failure('policies.add', { name: 'long_rule', rule: 'x'.repeat(8192), action: 'ALLOW' })).message).toMatch(/8191/);
    expect((await failure('policies.rename', { name: 'allow tmp@lab', newName: 'bad/name' })).kind).toBe('validation');
    expect(seen.length).toBe(before);
    // The expression itself is the appliance's to judge: its refusal, in its words.
    const syntax = await failure('policies.add', { name: 'broken', rule: 'HTTP.REQ.URL.STARTSWITH("/x"', action: 'ALLOW' });
    expect(syntax).toMatchObject({ kind: 'validation', reason: 'invalid', errorcode: 2138 });
  });

  it('enables and disables; several disabled after one confirmation listing them', async () => {
    const names = ['bulk_00001', 'bulk_00002', 'bulk_00003'];
    questions.length = 0;
    const one = await call<BulkResult>('policies.disable', { names: ['bulk_00001'] });
    expect(one.items).toEqual([{ name: 'bulk_00001', status: 'done' }]);
    expect(questions).toEqual([]);
    const many = await call<BulkResult>('policies.disable', { names });
    expect(many.items.map((i) => i.status)).toEqual(['done', 'done', 'done']);
    expect(questions).toHaveLength(1);
    expect(questions[0]).toMatchObject({ title: 'Disable policies', confirmLabel: 'Disable 3 policies' });
    for (const n of names) expect(questions[0]!.detail).toContain(n);
    expect(questions[0]!.message).toContain(`“Lab” (127.0.0.1:`);
    expect(names.map((n) => main.store.get(n).state)).toEqual(['DISABLED', 'DISABLED', 'DISABLED']);
    // Enabling several asks once too, listing them; declining sends nothing.
    fx.answer = false;
    expect((await failure('policies.enable', { names: [...names, 'no_such_policy'] })).kind).toBe('declined');
    fx.answer = true;
    expect(names.map((n) => main.store.get(n).state)).toEqual(['DISABLED', 'DISABLED', 'DISABLED']);
    const enabled = await call<BulkResult>('policies.enable', { names: [...names, 'no_such_policy'] });
    expect(questions).toHaveLength(3);
    expect(questions[2]).toMatchObject({ title: 'Enable policies', confirmLabel: 'Enable 4 policies' });
    for (const n of [...names, 'no_such_policy']) expect(questions[2]!.detail).toContain(n);
    expect(questions[2]!.message).toContain(`Enable 4 authorization policies on “Lab” (127.0.0.1:`);
    expect(enabled.items.map((i) => i.status)).toEqual(['done', 'done', 'done', 'refused']);
    expect(enabled.items[3]).toMatchObject({ error: { kind: 'not-found', errorcode: 258 } });
    expect(names.map((n) => main.store.get(n).state)).toEqual(['ENABLED', 'ENABLED', 'ENABLED']);
  });

  it('deletes only after a yes; each name answered', async () => {
    questions.length = 0;
    fx.answer = false;
    const declined = await failure('policies.remove', { names: ['bulk_00004', 'bulk_00005'] });
    fx.answer = true;
    expect(declined.kind).toBe('declined');
    expect(main.store.find('bulk_00004')).toBeDefined();
    const result = await call<BulkResult>('policies.remove', { names: ['bulk_00004', 'gone_already', 'bulk_00005'] });
    expect(result.items.map((i) => i.status)).toEqual(['done', 'refused', 'done']);
    expect(questions.at(-1)).toMatchObject({ title: 'Delete policies', confirmLabel: 'Delete 3 policies' });
    expect(questions.at(-1)!.detail).toContain('gone_already');
    expect(main.store.find('bulk_00004')).toBeUndefined();
    const single = await call<BulkResult>('policies.remove', { names: ['allow tmp@lab'] });
    expect(single.items).toEqual([{ name: 'allow tmp@lab', status: 'done' }]);
    expect(questions.at(-1)).toMatchObject({ title: 'Delete policy', confirmLabel: 'Delete policy' });
  });

  it('is refused while Satchel is locked', async () => {
    services().settings.update({ passwordHash: null });
    await call('lock.setPassword', { current: null, next: 'lock-password-1' });
    await call('lock.lock');
    expect((await failure('policies.add', { name: 'while_locked', rule: 'true', action: 'ALLOW' })).kind).toBe('locked');
    expect((await page({})).total).toBeGreaterThan(0);
    await call('lock.unlock', { password: 'lock-password-1' });
    await call('lock.setPassword', { current: 'lock-password-1', next: null });
  });
});

describe('sessions', () => {
  it('an ended session is signed in again once, mid-way', async () => {
    await page({});
    const before = logins();
    main.sessions.expireAll();
    expect((await page({ page: 2 })).items).toHaveLength(10);
    expect(logins()).toBe(before + 1);
    expect((await page({ page: 3 })).items).toHaveLength(10);
    expect(logins()).toBe(before + 1);
  });
});

describe('a real appliance (strict) and switching', () => {
  let strictId = '';
  it('switching signs out of the one before', async () => {
    expect(main.sessions.count).toBe(1);
    const view = await call<ApplianceView>('appliances.add', { name: 'Real one', url: strict.url, user: USER, password: PASSWORD, auth: 'basic' });
    strictId = view.id;
    // Added, not active: no session left open on it (Basic has none anyway).
    expect(services().settings.get().activeApplianceId).toBe(mainId);
    await call<AppliancesView>('appliances.activate', { id: strictId });
    expect(main.sessions.count).toBe(0);
  });

  it('1240 answers as "does not support", per name, without hiding the others', async () => {
    const listed = await page({});
    expect(listed.items[0]!.state).toBeNull();
    const viewOf = async (id: string) => (await call<AppliancesView>('appliances.list')).appliances.find((a) => a.id === id)!;
    expect((await viewOf(strictId)).statesUnsupported).toBe(false);
    events.length = 0;
    const enabled = await call<BulkResult>('policies.enable', { names: ['allow_intranet', 'allow_all'] });
    expect(enabled.items.map((i) => i.status)).toEqual(['refused', 'refused']);
    for (const item of enabled.items) {
      expect(item).toMatchObject({ status: 'refused', error: { kind: 'exchange', reason: 'unsupported', errorcode: 1240 } });
      expect((item as { error: ApplianceErrorData }).error.message).toBe('This appliance does not support enabling authorization policies.');
    }
    // Learnt for this connection, for the run: said once to every window, so the view stops offering them.
    const said = events.filter((e) => e.name === 'appliances.changed').map((e) => e.payload as AppliancesView);
    expect(said).toHaveLength(1);
    expect(said[0]!.appliances.find((a) => a.id === strictId)?.statesUnsupported).toBe(true);
    expect(said[0]!.appliances.find((a) => a.id === mainId)?.statesUnsupported).toBe(false);
    const disabled = await call<BulkResult>('policies.disable', { names: ['allow_all'] });
    expect(disabled.items[0]).toMatchObject({ status: 'refused', error: { errorcode: 1240 } });
    const unset = await failure('policies.unset', { name: 'allow_intranet', fields: ['rule'] });
    expect(unset.message).toBe('This appliance does not support unsetting fields of authorization policies.');
    expect(events.filter((e) => e.name === 'appliances.changed')).toHaveLength(1);
    // Everything else works on it.
    await call('policies.update', { name: 'allow_all', rule: 'true' });
  });

  it('back to the first, which still offers them; the real one is still known not to', async () => {
    await call('appliances.activate', { id: mainId });
    expect((await page({})).applianceId).toBe(mainId);
    const view = await call<AppliancesView>('appliances.list');
    expect(view.appliances.find((a) => a.id === mainId)?.statesUnsupported).toBe(false);
    expect(view.appliances.find((a) => a.id === strictId)?.statesUnsupported).toBe(true);
    // Not saved: the settings file has no place for it.
    expect(services().settings.get().appliances.find((a) => a.id === strictId)).not.toHaveProperty('statesUnsupported');
  });
});

describe('https: the certificate shown, trusted, and a changed one refused', () => {
  let tlsId = '';
  it('shows the certificate without sending anything, then pins the one the person trusted', async () => {
    const info = await call<ApplianceCertificate>('appliances.certificate', { url: frontUrl });
    expect(info).toMatchObject({ fingerprint: cert.fingerprint256, trusted: false, selfSigned: true });
    expect(info.subject).toContain('CN=127.0.0.1');
    // Not trusted and not pinned: refused, naming the fingerprint.
    const untrusted = await failure('appliances.add', { name: 'TLS', url: frontUrl, user: USER, password: PASSWORD, auth: 'session' });
    expect(untrusted).toMatchObject({ kind: 'network', reason: 'untrusted-certificate', fingerprint: cert.fingerprint256 });
    const view = await call<ApplianceView>('appliances.add', { name: 'TLS', url: frontUrl, user: USER, password: PASSWORD, auth: 'session', trustFingerprint: info.fingerprint.toLowerCase() });
    tlsId = view.id;
    expect(view.pinnedFingerprint).toBe(cert.fingerprint256);
    expect(services().settings.get().appliances.find((a) => a.id === tlsId)?.pinnedFingerprint).toBe(cert.fingerprint256);
  });

  it('a changed certificate is refused with both fingerprints; trusting the new one takes a confirmation', async () => {
    front.setSecureContext({ key: newCert.key, cert: newCert.cert });
    front.closeAllConnections();
    await call('appliances.activate', { id: tlsId });
    const changed = await failure('policies.list', { page: 1, pageSize: 10 });
    expect(changed).toMatchObject({ kind: 'network', reason: 'certificate-changed', fingerprint: newCert.fingerprint256 });
    expect(changed.message).toContain(newCert.fingerprint256);
    expect(changed.message).toContain(cert.fingerprint256);
    // Trusting what the person did not look at is refused.
    expect((await failure('appliances.trust', { id: tlsId, fingerprint: cert.fingerprint256 })).reason).toBe('certificate-changed');
    questions.length = 0;
    const view = await call<ApplianceView>('appliances.trust', { id: tlsId, fingerprint: newCert.fingerprint256 });
    expect(view.pinnedFingerprint).toBe(newCert.fingerprint256);
    expect(questions[0]!.detail).toContain(cert.fingerprint256);
    expect(questions[0]!.detail).toContain(newCert.fingerprint256);
    expect((await page({})).total).toBe(main.store.size);
  });

  it('a pinned certificate past its end date is still accepted, and the view says it expired', async () => {
    const tlsView = async () => (await call<AppliancesView>('appliances.list')).appliances.find((a) => a.id === tlsId)!;
    expect((await page({})).certificateExpiredOn).toBeNull();
    expect((await tlsView()).certificateExpiredOn).toBeNull();
    // Signed out while the certificate is still the trusted one, so no session is left behind.
    await call('appliances.activate', { id: mainId });
    const expired = selfSigned({ validity: { from: '20200101000000Z', to: '20200102000000Z' } });
    front.setSecureContext({ key: expired.key, cert: expired.cert });
    front.closeAllConnections();
    await call('appliances.trust', { id: tlsId, fingerprint: expired.fingerprint256 });
    await call('appliances.activate', { id: tlsId });
    const listed = await page({});
    expect(listed.total).toBe(main.store.size);
    expect(listed.certificateExpiredOn).toBe('2020-01-02T00:00:00.000Z');
    expect((await tlsView()).certificateExpiredOn).toBe('2020-01-02T00:00:00.000Z');
  });

  it('removal asks, signs out, and deletes the password from the keychain', async () => {
    const sessions = main.sessions.count;
    questions.length = 0;
    const view = await call<AppliancesView>('appliances.remove', { id: tlsId });
    expect(questions[0]).toMatchObject({ title: 'Remove appliance' });
    expect(view.appliances.map((a) => a.id)).not.toContain(tlsId);
    expect(vault.has(`appliance:${tlsId}`)).toBe(false);
    expect(main.sessions.count).toBe(sessions - 1);
  });
});

describe('the demo appliance', () => {
  it('is one click away; its password comes from the run and is stored nowhere', async () => {
    const secrets = vault.size;
    const view = await call<ApplianceView>('appliances.addDemo');
    expect(view).toMatchObject({ name: 'Demo appliance', url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/), user: 'nsdemo', demo: true });
    expect(vault.size).toBe(secrets);
    expect((await call<AppliancesView>('appliances.list')).demoOffered).toBe(false);
    await call('appliances.activate', { id: view.id });
    expect((await page({})).total).toBe(demoOne.store.size);
    // Its sessions are short (300 ms idle): one ends between two pages and is made again, once.
    const before = demoLogins;
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect((await page({ page: 1 })).total).toBe(demoOne.store.size);
    expect(demoLogins).toBe(before + 1);
    await call<ApplianceView>('appliances.rename', { id: view.id, name: 'Playground' });
    expect((await call<AppliancesView>('appliances.list')).appliances.find((a) => a.id === view.id)?.name).toBe('Playground');
  });
});

describe('secrets', () => {
  it('the passwords are in no settings file, event or answer', async () => {
    const texts: string[] = [JSON.stringify(events), JSON.stringify(answers), JSON.stringify(questions)];
    for (const entry of await readdir(fx.dir, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) texts.push(await readFile(path.join(entry.parentPath, entry.name), 'latin1'));
    }
    expect(texts.length).toBeGreaterThan(3);
    for (const text of texts) {
      expect(text).not.toContain(PASSWORD);
      expect(text).not.toContain(DEMO_PASSWORD);
    }
  });

  it('closing the core signs out of the appliance in use', async () => {
    await call('appliances.activate', { id: mainId });
    await page({});
    expect(main.sessions.count).toBe(1);
    await fx.core.close();
    expect(main.sessions.count).toBe(0);
  });
});
