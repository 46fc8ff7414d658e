/**
 * The demo appliance over real HTTP, request by request, as a client of any make would see it:
 * envelopes, status codes and errorcodes of the real family (FACTS.md, docs/demo-servers.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAppliance, type DemoAppliance } from '../../../electron/demo/appliance/server.js';

const BASE = '/svc/v1/config/authorizationpolicy';

interface Reply {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

function client(appliance: DemoAppliance, auth: Record<string, string>) {
  return async (method: string, path: string, body?: unknown): Promise<Reply> => {
    const res = await fetch(appliance.url + path, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, headers: res.headers };
  };
}

const userHeaders = (a: DemoAppliance) => ({ 'x-nitro-user': a.user, 'x-nitro-pass': a.password });
const error = (errorcode: number, message?: string) => ({ errorcode, message: message ?? expect.any(String), severity: 'ERROR' });
const DONE = { errorcode: 0, message: 'Done', severity: 'NONE' };

describe('demo appliance: the resource', () => {
  let appliance: DemoAppliance;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsdemo', password: 'pw-0123456789abcdef' });
    call = client(appliance, userHeaders(appliance));
  });
  afterAll(() => appliance.close());

  it('lists the seeded policies in the family envelope, all fields, hits as digits', async () => {
    const r = await call('GET', BASE);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject(DONE);
    const list = r.body.authorizationpolicy as Record<string, unknown>[];
    expect(list.length).toBeGreaterThanOrEqual(5);
    for (const p of list) {
      expect(Object.keys(p)).toEqual(['name', 'rule', 'action', 'state', 'hits', 'activepolicy', 'expressiontype']);
      expect(p.hits).toMatch(/^\d+$/);
      expect(['ALLOW', 'DENY']).toContain(p.action);
      expect(['ENABLED', 'DISABLED']).toContain(p.state);
    }
  });

  it('adds (201), refuses a second of the same name (409/273), gets by name as a one-item list', async () => {
    const added = await call('POST', BASE, { authorizationpolicy: { name: 'web-1', rule: 'HTTP.REQ.URL.STARTSWITH("/a")', action: 'ALLOW' } });
    expect(added).toMatchObject({ status: 201, body: DONE });
    const again = await call('POST', BASE, { authorizationpolicy: { name: 'web-1', rule: 'true', action: 'DENY' } });
    expect(again).toMatchObject({ status: 409, body: error(273, 'Resource already exists') });
    const got = await call('GET', `${BASE}/web-1`);
    expect(got.status).toBe(200);
    expect(got.body.authorizationpolicy).toEqual([
      { name: 'web-1', rule: 'HTTP.REQ.URL.STARTSWITH("/a")', action: 'ALLOW', state: 'ENABLED', hits: '0', activepolicy: 0, expressiontype: 'Advanced Policy' },
    ]);
  });

  it('an unknown name is 404/258 for every operation on it', async () => {
    const none = error(258, 'No such resource');
    expect(await call('GET', `${BASE}/nope`)).toMatchObject({ status: 404, body: none });
    expect(await call('DELETE', `${BASE}/nope`)).toMatchObject({ status: 404, body: none });
    expect(await call('PUT', BASE, { authorizationpolicy: { name: 'nope', action: 'DENY' } })).toMatchObject({ status: 404, body: none });
    for (const action of ['enable', 'disable', 'unset']) {
      const body = action === 'unset' ? { authorizationpolicy: { name: 'nope', rule: true } } : { authorizationpolicy: { name: 'nope' } };
      expect(await call('POST', `${BASE}?action=${action}`, body)).toMatchObject({ status: 404, body: none });
    }
    expect(await call('POST', `${BASE}?action=rename`, { authorizationpolicy: { name: 'nope', newname: 'x' } })).toMatchObject({ status: 404, body: none });
  });

  it.each([
    ['a name starting with a dash', { name: '-x', rule: 'true', action: 'ALLOW' }, 599, 1075],
    ['a name with a slash', { name: 'a/b', rule: 'true', action: 'ALLOW' }, 599, 1075],
    ['a 128-character name', { name: 'n'.repeat(128), rule: 'true', action: 'ALLOW' }, 599, 1075],
    ['an action not ALLOW or DENY', { name: 'ok', rule: 'true', action: 'allow' }, 599, 1093],
    ['an unbalanced bracket', { name: 'ok', rule: 'HTTP.REQ.URL.CONTAINS("x"', action: 'ALLOW' }, 599, 2138],
    ['an unclosed quote', { name: 'ok', rule: 'HTTP.REQ.URL.CONTAINS("x)', action: 'ALLOW' }, 599, 2138],
    ['a rule over 8191 characters', { name: 'ok', rule: `true${' '.repeat(8188)}`, action: 'ALLOW' }, 599, 1093],
    ['an empty rule', { name: 'ok', rule: '  ', action: 'ALLOW' }, 599, 1093],
    ['a missing action', { name: 'ok', rule: 'true' }, 400, 1092],
    ['a read-only field', { name: 'ok', rule: 'true', action: 'ALLOW', hits: '5' }, 400, 278],
    ['a number for a rule', { name: 'ok', rule: 1, action: 'ALLOW' }, 400, 278],
  ])('add refuses %s', async (_what, policy, status, errorcode) => {
    const r = await call('POST', BASE, { authorizationpolicy: policy });
    expect(r).toMatchObject({ status, body: error(errorcode) });
    expect(appliance.store.find('ok')).toBeUndefined();
  });

  it('accepts the longest rule and every allowed name character; regex insides need not balance', async () => {
    const rule = `true${' '.repeat(8187)}`;
    expect(rule.length).toBe(8191);
    expect((await call('POST', BASE, { authorizationpolicy: { name: '_a-b.c#d e@f=g:h', rule, action: 'DENY' } })).status).toBe(201);
    const regex = 'HTTP.REQ.URL.REGEX_MATCH(re/\\(+[a-/)';
    expect((await call('POST', BASE, { authorizationpolicy: { name: 'regex', rule: regex, action: 'DENY' } })).status).toBe(201);
  });

  it('refuses bodies that are not one object under the resource key', async () => {
    expect(await call('POST', BASE, '{not json')).toMatchObject({ status: 400, body: error(1091) });
    expect(await call('POST', BASE, { other: {} })).toMatchObject({ status: 400, body: error(278) });
    expect(await call('POST', BASE, { authorizationpolicy: [{ name: 'a', rule: 'true', action: 'ALLOW' }] })).toMatchObject({ status: 400, body: error(278) });
    expect(await call('POST', `${BASE}?action=frob`, { authorizationpolicy: { name: 'web-1' } })).toMatchObject({ status: 400, body: error(278) });
  });

  it('updates partially by either PUT form; fields left out keep their values', async () => {
    await call('POST', BASE, { authorizationpolicy: { name: 'upd', rule: 'true', action: 'ALLOW' } });
    expect(await call('PUT', BASE, { authorizationpolicy: { name: 'upd', action: 'DENY' } })).toMatchObject({ status: 200, body: DONE });
    expect(appliance.store.get('upd')).toMatchObject({ rule: 'true', action: 'DENY' });
    expect(await call('PUT', `${BASE}/upd`, { authorizationpolicy: { rule: 'HTTP.REQ.IS_VALID' } })).toMatchObject({ status: 200, body: DONE });
    expect(appliance.store.get('upd')).toMatchObject({ rule: 'HTTP.REQ.IS_VALID', action: 'DENY' });
    // The key in the body, if given, must be the one in the path; a name changes only by rename.
    expect(await call('PUT', `${BASE}/upd`, { authorizationpolicy: { name: 'other', rule: 'true' } })).toMatchObject({ status: 400, body: error(278) });
    expect(await call('PUT', BASE, { authorizationpolicy: { name: 'upd', newname: 'x' } })).toMatchObject({ status: 400, body: error(278) });
    expect(await call('PUT', BASE, { authorizationpolicy: { rule: 'true' } })).toMatchObject({ status: 400, body: error(1092) });
    // An invalid value changes nothing, not even the valid one beside it.
    expect(await call('PUT', BASE, { authorizationpolicy: { name: 'upd', action: 'ALLOW', rule: '(' } })).toMatchObject({ status: 599, body: error(2138) });
    expect(appliance.store.get('upd')).toMatchObject({ rule: 'HTTP.REQ.IS_VALID', action: 'DENY' });
  });

  it('deletes (200), then the name is gone', async () => {
    await call('POST', BASE, { authorizationpolicy: { name: 'del', rule: 'true', action: 'ALLOW' } });
    expect(await call('DELETE', `${BASE}/del`)).toMatchObject({ status: 200, body: DONE });
    expect((await call('GET', `${BASE}/del`)).status).toBe(404);
  });

  it('renames in place: the place in the list and the other fields stay', async () => {
    await call('POST', BASE, { authorizationpolicy: { name: 'ren-a', rule: 'true', action: 'DENY' } });
    const before = appliance.store.all().map((p) => p.name);
    expect(await call('POST', `${BASE}?action=rename`, { authorizationpolicy: { name: 'ren-a', newname: 'ren b' } })).toMatchObject({ status: 200, body: DONE });
    expect(appliance.store.all().map((p) => p.name)).toEqual(before.map((n) => (n === 'ren-a' ? 'ren b' : n)));
    expect(appliance.store.get('ren b')).toMatchObject({ rule: 'true', action: 'DENY' });
    expect(await call('POST', `${BASE}?action=rename`, { authorizationpolicy: { name: 'ren b', newname: 'web-1' } })).toMatchObject({ status: 409, body: error(273) });
    expect(await call('POST', `${BASE}?action=rename`, { authorizationpolicy: { name: 'ren b', newname: '!bad' } })).toMatchObject({ status: 599, body: error(1075) });
    expect(await call('POST', `${BASE}?action=rename`, { authorizationpolicy: { name: 'ren b' } })).toMatchObject({ status: 400, body: error(1092) });
  });

  it('enable and disable keep a state; they take only the key', async () => {
    await call('POST', BASE, { authorizationpolicy: { name: 'st', rule: 'true', action: 'ALLOW' } });
    expect(await call('POST', `${BASE}?action=disable`, { authorizationpolicy: { name: 'st' } })).toMatchObject({ status: 200, body: DONE });
    expect(((await call('GET', `${BASE}/st?attrs=state`)).body.authorizationpolicy as unknown[])[0]).toEqual({ state: 'DISABLED' });
    expect(await call('POST', `${BASE}?action=enable`, { authorizationpolicy: { name: 'st' } })).toMatchObject({ status: 200, body: DONE });
    expect(appliance.store.get('st').state).toBe('ENABLED');
    expect(await call('POST', `${BASE}?action=enable`, { authorizationpolicy: { name: 'st', rule: 'true' } })).toMatchObject({ status: 400, body: error(278) });
  });

  it('unset returns the fields named true to their defaults (rule false, action DENY)', async () => {
    await call('POST', BASE, { authorizationpolicy: { name: 'uns', rule: 'HTTP.REQ.IS_VALID', action: 'ALLOW' } });
    expect(await call('POST', `${BASE}?action=unset`, { authorizationpolicy: { name: 'uns', action: true, rule: false } })).toMatchObject({ status: 200, body: DONE });
    expect(appliance.store.get('uns')).toMatchObject({ rule: 'HTTP.REQ.IS_VALID', action: 'DENY' });
    expect(await call('POST', `${BASE}?action=unset`, { authorizationpolicy: { name: 'uns', rule: true } })).toMatchObject({ status: 200 });
    expect(appliance.store.get('uns')).toMatchObject({ rule: 'false', action: 'DENY' });
    expect(await call('POST', `${BASE}?action=unset`, { authorizationpolicy: { name: 'uns' } })).toMatchObject({ status: 400, body: error(1092) });
    expect(await call('POST', `${BASE}?action=unset`, { authorizationpolicy: { name: 'uns', rule: 'yes' } })).toMatchObject({ status: 400, body: error(278) });
    expect(await call('POST', `${BASE}?action=unset`, { authorizationpolicy: { name: 'uns', hits: true } })).toMatchObject({ status: 400, body: error(278) });
  });

  it('takes names in the path encoded once or twice', async () => {
    await call('POST', BASE, { authorizationpolicy: { name: 'a b#c@d', rule: 'true', action: 'ALLOW' } });
    const once = encodeURIComponent('a b#c@d');
    const twice = encodeURIComponent(once);
    expect(twice).toContain('%2520');
    for (const segment of [once, twice]) {
      const r = await call('GET', `${BASE}/${segment}`);
      expect(r.status).toBe(200);
      expect((r.body.authorizationpolicy as { name: string }[])[0]!.name).toBe('a b#c@d');
    }
    expect(await call('PUT', `${BASE}/${twice}`, { authorizationpolicy: { action: 'DENY' } })).toMatchObject({ status: 200 });
    expect(await call('DELETE', `${BASE}/${twice}`)).toMatchObject({ status: 200 });
    expect(await call('GET', `${BASE}/%ZZ`)).toMatchObject({ status: 400, body: error(278) });
  });

  it('answers 405 with errorcode 1240 to a method the path does not take', async () => {
    const r = await call('PATCH', BASE, { authorizationpolicy: { name: 'x' } });
    expect(r).toMatchObject({ status: 405, body: error(1240) });
    expect(r.headers.get('allow')).toBe('GET, POST, PUT');
    expect(await call('GET', '/svc/v1/config/nothing')).toMatchObject({ status: 404, body: error(258) });
  });
});

describe('demo appliance: reading options', () => {
  let appliance: DemoAppliance;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'u', password: 'p', extraPolicies: 2500 });
    call = client(appliance, userHeaders(appliance));
  });
  afterAll(() => appliance.close());

  const names = (r: Reply): string[] => ((r.body.authorizationpolicy ?? []) as { name: string }[]).map((p) => p.name);

  it('count=yes answers [{"__count":N}], filtered too', async () => {
    const total = appliance.store.size;
    expect(total).toBe(2507);
    expect((await call('GET', `${BASE}?count=yes`)).body.authorizationpolicy).toEqual([{ __count: total }]);
    const denied = appliance.store.all().filter((p) => p.action === 'DENY').length;
    expect((await call('GET', `${BASE}?count=yes&filter=action:DENY`)).body.authorizationpolicy).toEqual([{ __count: denied }]);
    expect((await call('GET', `${BASE}?count=yes&filter=name:none`)).body.authorizationpolicy).toEqual([{ __count: 0 }]);
  });

  it('filter matches exact field text, pairs joined by commas all hold; encoded values may hold , and :', async () => {
    const r = await call('GET', `${BASE}?filter=action:DENY,state:DISABLED`);
    expect(names(r).length).toBeGreaterThan(0);
    for (const p of r.body.authorizationpolicy as Record<string, string>[]) expect([p.action, p.state]).toEqual(['DENY', 'DISABLED']);
    await call('POST', BASE, { authorizationpolicy: { name: 'c:1', rule: 'HTTP.REQ.URL.CONTAINS("a,b")', action: 'ALLOW' } });
    const byRule = await call('GET', `${BASE}?filter=rule:${encodeURIComponent('HTTP.REQ.URL.CONTAINS("a,b")')}`);
    expect(names(byRule)).toEqual(['c:1']);
    expect(names(await call('GET', `${BASE}?filter=name:${encodeURIComponent('c:1')}`))).toEqual(['c:1']);
    expect(names(await call('GET', `${BASE}?filter=hits:4`))).toEqual(['legacy_browsers']);
  });

  // Common HTTP clients (URLSearchParams, requests, curl --data-urlencode) encode ":" and ","
  // inside a query value; a real appliance decodes the query before it reads the options.
  it.each([
    ['filter=action%3ADENY', 'filter=action:DENY'],
    ['filter=action%3ADENY%2Cstate%3ADISABLED', 'filter=action:DENY,state:DISABLED'],
    ['attrs=name%2Caction&pagesize=3', 'attrs=name,action&pagesize=3'],
    ['count=%79es&filter=action%3aDENY', 'count=yes&filter=action:DENY'],
    ['pagesize=%32&pageno=%32&attrs=name', 'pagesize=2&pageno=2&attrs=name'],
    [new URLSearchParams({ filter: 'action:DENY', attrs: 'name,hits', pagesize: '5' }).toString(), 'filter=action:DENY&attrs=name,hits&pagesize=5'],
  ])('reads the percent-encoded ?%s as ?%s', async (encoded, plain) => {
    const a = await call('GET', `${BASE}?${encoded}`);
    const b = await call('GET', `${BASE}?${plain}`);
    expect(a.status).toBe(200);
    expect(a.body).toEqual(b.body);
    expect(a.body.authorizationpolicy).toBeDefined();
  });

  it('reads an encoded attrs on a get by name too', async () => {
    expect((await call('GET', `${BASE}/allow_intranet?attrs=name%2Chits`)).body.authorizationpolicy).toEqual([{ name: 'allow_intranet', hits: '48213' }]);
  });

  it('an empty answer leaves the key out', async () => {
    const r = await call('GET', `${BASE}?filter=name:nobody`);
    expect(r.body).toEqual(DONE);
  });

  it('attrs picks fields, in list and get', async () => {
    const r = await call('GET', `${BASE}?attrs=name,action&pagesize=2`);
    expect(r.body.authorizationpolicy).toEqual([
      { name: 'allow_intranet', action: 'ALLOW' },
      { name: 'deny_admin_paths', action: 'DENY' },
    ]);
    expect((await call('GET', `${BASE}/allow_intranet?attrs=hits`)).body.authorizationpolicy).toEqual([{ hits: '48213' }]);
  });

  it('pagesize/pageno page through in order, joined by & or ;', async () => {
    const all = appliance.store.all().map((p) => p.name);
    const seen: string[] = [];
    for (let no = 1; ; no++) {
      const page = names(await call('GET', `${BASE}?pagesize=1000${no % 2 ? '&' : ';'}pageno=${no}&attrs=name`));
      if (page.length === 0) break;
      expect(page.length).toBeLessThanOrEqual(1000);
      seen.push(...page);
    }
    expect(seen).toEqual(all);
    expect(names(await call('GET', `${BASE}?pagesize=3&pageno=2`))).toEqual(all.slice(3, 6));
  });

  it.each([
    ['filter=bogus:1'],
    ['filter=name'],
    ['attrs=name,password'],
    ['count=no'],
    ['pagesize=0'],
    ['pagesize=10001'],
    ['pageno=2'],
    ['pagesize=2&pageno=x'],
    ['view=summary'],
    ['attrs=name&attrs=rule'],
  ])('refuses ?%s with 400/278', async (query) => {
    expect(await call('GET', `${BASE}?${query}`)).toMatchObject({ status: 400, body: error(278) });
  });
});

describe('demo appliance: who may call', () => {
  let appliance: DemoAppliance;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: 'sEcret-pw', sessionMs: 500 });
  });
  afterAll(() => appliance.close());

  const login = (username: string, password: string, timeout?: number) =>
    client(appliance, {})('POST', '/svc/v1/config/login', { login: { username, password, ...(timeout === undefined ? {} : { timeout }) } });

  it('nothing at all: 401/444, as for a session that is gone', async () => {
    expect(await client(appliance, {})('GET', BASE)).toMatchObject({ status: 401, body: error(444) });
  });

  it('login answers 201 with a session cookie; the cookie works until logout', async () => {
    const r = await login('nsroot', 'sEcret-pw');
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject(DONE);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^NITRO_AUTH_TOKEN=[0-9a-f]{48}; Path=\/; HttpOnly$/);
    const token = cookie.split(';')[0]!;
    expect(r.body.sessionid).toBe(token.split('=')[1]);
    const withCookie = client(appliance, { cookie: token });
    expect((await withCookie('GET', `${BASE}?count=yes`)).status).toBe(200);
    expect(await withCookie('POST', '/svc/v1/config/logout', { logout: {} })).toMatchObject({ status: 200, body: DONE });
    expect(await withCookie('GET', BASE)).toMatchObject({ status: 401, body: error(444) });
    expect(await withCookie('POST', '/svc/v1/config/logout', { logout: {} })).toMatchObject({ status: 401, body: error(444) });
  });

  it('a wrong password or user: 401/354, by login, headers or Basic', async () => {
    expect(await login('nsroot', 'wrong')).toMatchObject({ status: 401, body: error(354) });
    expect(await login('someone', 'sEcret-pw')).toMatchObject({ status: 401, body: error(354) });
    expect(await client(appliance, { 'x-nitro-user': 'nsroot', 'x-nitro-pass': 'nope' })('GET', BASE)).toMatchObject({ status: 401, body: error(354) });
    const basic = (u: string, p: string) => ({ authorization: `Basic ${Buffer.from(`${u}:${p}`).toString('base64')}` });
    expect(await client(appliance, basic('nsroot', 'nope'))('GET', BASE)).toMatchObject({ status: 401, body: error(354) });
    expect((await client(appliance, basic('nsroot', 'sEcret-pw'))('GET', BASE)).status).toBe(200);
    expect((await client(appliance, { 'x-nitro-user': 'nsroot', 'x-nitro-pass': 'sEcret-pw' })('GET', BASE)).status).toBe(200);
  });

  it('a session idle past its timeout answers 401/444; use keeps it alive', async () => {
    const token = (await login('nsroot', 'sEcret-pw')).headers.get('set-cookie')!.split(';')[0]!;
    const withCookie = client(appliance, { cookie: token });
    // Six uses 100 ms apart outlast the 500 ms timeout, each well inside it.
    for (let i = 0; i < 6; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect((await withCookie('GET', `${BASE}?count=yes`)).status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(await withCookie('GET', BASE)).toMatchObject({ status: 401, body: error(444) });
  });

  it('a login may name its own timeout in seconds; a bad one is 400/278', async () => {
    const token = (await login('nsroot', 'sEcret-pw', 60)).headers.get('set-cookie')!.split(';')[0]!;
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect((await client(appliance, { cookie: token })('GET', `${BASE}?count=yes`)).status).toBe(200);
    expect(await login('nsroot', 'sEcret-pw', 0)).toMatchObject({ status: 400, body: error(278) });
    expect(await client(appliance, {})('POST', '/svc/v1/config/login', { login: { username: 'nsroot' } })).toMatchObject({ status: 400, body: error(1092) });
  });

  it('HTTP Basic can be turned off', async () => {
    const noBasic = await startDemoAppliance({ user: 'u', password: 'p', basicAuth: false });
    try {
      const r = await client(noBasic, { authorization: `Basic ${Buffer.from('u:p').toString('base64')}` })('GET', BASE);
      expect(r).toMatchObject({ status: 401, body: error(444) });
    } finally {
      await noBasic.close();
    }
  });
});

describe('demo appliance: strict, as a real appliance', () => {
  let appliance: DemoAppliance;
  let call: ReturnType<typeof client>;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'u', password: 'p', strict: true });
    call = client(appliance, userHeaders(appliance));
  });
  afterAll(() => appliance.close());

  it('refuses enable, disable and unset with errorcode 1240 (HTTP 599), even for unknown names', async () => {
    for (const [action, body] of [
      ['enable', { name: 'allow_all' }],
      ['disable', { name: 'allow_all' }],
      ['unset', { name: 'allow_all', rule: true }],
      ['enable', { name: 'nope' }],
    ] as const) {
      expect(await call('POST', `${BASE}?action=${action}`, { authorizationpolicy: body })).toMatchObject({ status: 599, body: error(1240, 'Operation not supported') });
    }
    expect(appliance.store.get('allow_all').rule).toBe('true');
  });

  it('has no state field; everything else works', async () => {
    const list = (await call('GET', BASE)).body.authorizationpolicy as Record<string, unknown>[];
    for (const p of list) expect(p).not.toHaveProperty('state');
    expect(await call('GET', `${BASE}?filter=state:ENABLED`)).toMatchObject({ status: 400, body: error(278) });
    expect((await call('POST', `${BASE}?action=rename`, { authorizationpolicy: { name: 'allow_all', newname: 'all' } })).status).toBe(200);
  });
});

describe('demo appliance: its own API path, as a real one', () => {
  let appliance: DemoAppliance;
  beforeAll(async () => {
    appliance = await startDemoAppliance({ user: 'nsroot', password: 'sEcret-pw', apiPath: '/nitro/v1' });
  });
  afterAll(() => appliance.close());

  it('answers under that path only; the document’s /svc/v1 is 404/258 like any unknown path', async () => {
    const call = client(appliance, userHeaders(appliance));
    expect(await call('GET', '/nitro/v1/config/authorizationpolicy?count=yes')).toMatchObject({ status: 200, body: { ...DONE, authorizationpolicy: [{ __count: appliance.store.size }] } });
    const login = await client(appliance, {})('POST', '/nitro/v1/config/login', { login: { username: 'nsroot', password: 'sEcret-pw' } });
    expect(login.status).toBe(201);
    expect(await call('GET', BASE)).toMatchObject({ status: 404, body: error(258) });
    expect(await client(appliance, {})('POST', '/svc/v1/config/login', { login: { username: 'nsroot', password: 'sEcret-pw' } })).toMatchObject({ status: 404, body: error(258) });
  });
});
