/**
 * The appliance's paths under the document's prefix `/svc/v1/config/` (spec/001; or another
 * API path given to the demo, as a real appliance has its own): the
 * authorizationpolicy resource, login and logout. Every refusal is the family's envelope
 * (envelope.ts); the choices the document leaves open are in docs/demo-servers.md.
 */
import { type IncomingHttpHeaders } from 'node:http';
import { POLICY_FIELDS, UNSETTABLE_FIELDS, type PolicyField, type UnsettableField } from '../../../shared/appliance/policy.js';
import { type Answer } from '../http.js';
import { CODE, done, invalidArgument, missingArgument, noSuchResource, notSupported, Refusal } from './envelope.js';
import { type PolicyStore } from './policies.js';
import { decodePart, parseQuery, readOptions, select, wireForm } from './query.js';
import { SESSION_COOKIE, type Sessions } from './sessions.js';

/** The document's API path; a demo appliance may be given another (`apiPath`), as a real one has its own. */
export const DEFAULT_DEMO_API_PATH = '/svc/v1';
export const RESOURCE = 'authorizationpolicy';

export interface ApplianceState {
  store: PolicyStore;
  sessions: Sessions;
  /** A real appliance: no enable, disable or unset for this resource (errorcode 1240). */
  strict: boolean;
  /**
   * As appliances behind a front end that decodes the path before the API reads it again: a
   * name must come encoded twice, and a once-encoded "#" or "?" cuts the name short.
   */
  namesEncodedTwice?: boolean;
  /** The API path before /config (default /svc/v1); any other path is 404 with errorcode 258. */
  apiPath?: string;
}

export interface ApplianceRequest {
  method: string;
  /** The request target exactly as sent: path and query, still percent-encoded. */
  target: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const WRITABLE = ['name', 'rule', 'action'] as const;

/** The fields answers carry: a real appliance has no `state` for this resource. */
function fieldsOf(state: ApplianceState): readonly PolicyField[] {
  return state.strict ? POLICY_FIELDS.filter((f) => f !== 'state') : POLICY_FIELDS;
}

function methodNotAllowed(allow: string): Refusal {
  return notSupported(405, { allow });
}

/** The body `{"<key>":{…}}`: one object under one key, nothing else. */
function bodyObject(body: string, key: string, optional = false): Record<string, unknown> {
  if (optional && body.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new Refusal(400, CODE.BAD_JSON, 'Invalid JSON input');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Refusal(400, CODE.BAD_JSON, 'Invalid JSON input');
  const top = parsed as Record<string, unknown>;
  for (const k of Object.keys(top)) if (k !== key) throw invalidArgument(k);
  if (!Object.hasOwn(top, key)) {
    if (optional) return {};
    throw missingArgument(key);
  }
  const inner = top[key];
  if (Array.isArray(inner)) throw invalidArgument(`${key}: one object at a time`);
  if (!inner || typeof inner !== 'object') throw invalidArgument(key);
  return inner as Record<string, unknown>;
}

/** Only `allowed` keys, each a string (or, for unset, a boolean); `required` ones present. */
function fields(object: Record<string, unknown>, allowed: readonly string[], required: readonly string[]): Record<string, string> {
  for (const k of Object.keys(object)) if (!allowed.includes(k)) throw invalidArgument(k);
  for (const k of required) if (object[k] === undefined) throw missingArgument(k);
  const out: Record<string, string> = {};
  for (const k of allowed) {
    const value = object[k];
    if (value === undefined) continue;
    if (typeof value !== 'string') throw invalidArgument(`${k}: expected a string`);
    out[k] = value;
  }
  return out;
}

/** The name in a path segment: decoded once, and once more when a client encoded it twice. */
export function nameFromSegment(raw: string, encodedTwice = false): string {
  const once = decodePart(raw, 'name');
  if (encodedTwice) {
    // The front end decoded once; the API reads what is left as a path again, where "#" and "?" end it.
    const cut = once.search(/[#?]/);
    return decodePart(cut < 0 ? once : once.slice(0, cut), 'name');
  }
  // A name never holds "%", so one left after decoding is a second layer of encoding.
  return once.includes('%') ? decodePart(once, 'name') : once;
}

export function routeAppliance(state: ApplianceState, request: ApplianceRequest): Answer {
  const q = request.target.indexOf('?');
  const rawPath = q < 0 ? request.target : request.target.slice(0, q);
  const params = parseQuery(q < 0 ? '' : request.target.slice(q + 1));
  const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
  const { method } = request;
  const config = `${state.apiPath ?? DEFAULT_DEMO_API_PATH}/config`;

  if (path === `${config}/login`) {
    if (method !== 'POST') throw methodNotAllowed('POST');
    const token = state.sessions.login(bodyObject(request.body, 'login'));
    return done(201, { sessionid: token }, { 'set-cookie': `${SESSION_COOKIE}=${token}; Path=/; HttpOnly` });
  }
  if (path === `${config}/logout`) {
    if (method !== 'POST') throw methodNotAllowed('POST');
    bodyObject(request.body, 'logout', true);
    state.sessions.logout(request.headers);
    return done(200, {}, { 'set-cookie': `${SESSION_COOKIE}=; Path=/; HttpOnly; Max-Age=0` });
  }

  const base = `${config}/${RESOURCE}`;
  if (path === base) {
    if (method !== 'GET' && method !== 'POST' && method !== 'PUT') throw methodNotAllowed('GET, POST, PUT');
    state.sessions.authenticate(request.headers);
    if (method === 'GET') return list(state, params);
    if (method === 'PUT') {
      noQuery(params);
      const changes = fields(bodyObject(request.body, RESOURCE), WRITABLE, ['name']);
      return update(state, changes.name!, changes);
    }
    return post(state, params, request.body);
  }
  if (path.startsWith(`${base}/`)) {
    const segment = path.slice(base.length + 1);
    if (segment.includes('/')) throw noSuchResource();
    if (method !== 'GET' && method !== 'PUT' && method !== 'DELETE') throw methodNotAllowed('GET, PUT, DELETE');
    state.sessions.authenticate(request.headers);
    const name = nameFromSegment(segment, state.namesEncodedTwice === true);
    if (method === 'GET') {
      const options = readOptions(params, fieldsOf(state), true);
      const policy = state.store.get(name);
      return done(200, { [RESOURCE]: [wireForm(policy, options.attrs ?? fieldsOf(state))] });
    }
    noQuery(params);
    if (method === 'DELETE') {
      state.store.delete(name);
      return done();
    }
    const changes = fields(bodyObject(request.body, RESOURCE), WRITABLE, []);
    if (changes.name !== undefined && changes.name !== name) throw invalidArgument('name: differs from the name in the path');
    return update(state, name, changes);
  }
  throw noSuchResource();
}

function noQuery(params: Map<string, string>): void {
  for (const name of params.keys()) throw invalidArgument(`query: ${name}`);
}

function list(state: ApplianceState, params: Map<string, string>): Answer {
  const visible = fieldsOf(state);
  const options = readOptions(params, visible, false);
  const chosen = select(state.store.all(), options, visible);
  if (options.count) return done(200, { [RESOURCE]: [{ __count: chosen.length }] });
  // An empty list leaves the key out, as the family does.
  if (chosen.length === 0) return done();
  return done(200, { [RESOURCE]: chosen.map((p) => wireForm(p, options.attrs ?? visible)) });
}

function update(state: ApplianceState, name: string, changes: Record<string, string>): Answer {
  state.store.update(name, { rule: changes.rule, action: changes.action });
  return done();
}

function post(state: ApplianceState, params: Map<string, string>, body: string): Answer {
  for (const name of params.keys()) if (name !== 'action') throw invalidArgument(`query: ${name}`);
  const raw = params.get('action');
  if (raw === undefined) {
    const added = fields(bodyObject(body, RESOURCE), WRITABLE, WRITABLE);
    state.store.add({ name: added.name!, rule: added.rule!, action: added.action! });
    return done(201);
  }
  const action = decodePart(raw, 'action');
  if (action !== 'enable' && action !== 'disable' && action !== 'rename' && action !== 'unset') throw invalidArgument(`action: ${action}`);
  if (state.strict && action !== 'rename') throw notSupported();
  const object = bodyObject(body, RESOURCE);
  if (action === 'rename') {
    const names = fields(object, ['name', 'newname'], ['name', 'newname']);
    state.store.rename(names.name!, names.newname!);
    return done();
  }
  if (action === 'enable' || action === 'disable') {
    const key = fields(object, ['name'], ['name']);
    state.store.setState(key.name!, action === 'enable' ? 'ENABLED' : 'DISABLED');
    return done();
  }
  return unset(state, object);
}

/** `{"authorizationpolicy":{"name":"x","rule":true}}`: true unsets, false leaves the field alone. */
function unset(state: ApplianceState, object: Record<string, unknown>): Answer {
  const allowed = ['name', ...UNSETTABLE_FIELDS];
  for (const k of Object.keys(object)) if (!allowed.includes(k)) throw invalidArgument(k);
  if (object.name === undefined) throw missingArgument('name');
  if (typeof object.name !== 'string') throw invalidArgument('name: expected a string');
  const chosen: UnsettableField[] = [];
  for (const f of UNSETTABLE_FIELDS) {
    const value = object[f];
    if (value === undefined || value === false) continue;
    if (value !== true) throw invalidArgument(`${f}: expected true or false`);
    chosen.push(f);
  }
  if (chosen.length === 0) throw missingArgument('a field to unset');
  state.store.unset(object.name, chosen);
  return done();
}
