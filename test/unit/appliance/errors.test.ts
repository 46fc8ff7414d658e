import { describe, expect, it } from 'vitest';
import { ApplianceError, errorFromAnswer, errorFromFailure, readErrorBody, type ErrorContext } from '../../../electron/core/appliance/errors.js';

const body = (errorcode: number, message: string) => JSON.stringify({ errorcode, message, severity: 'ERROR' });
const JSON_TYPE = 'application/json';
const ctx = (operation: ErrorContext['operation'], extra: Partial<ErrorContext> = {}): ErrorContext => ({ operation, host: 'adc.example', session: true, ...extra });

describe('appliance errors by meaning', () => {
  it('258: not found, without repeating the name the window sent', () => {
    const e = errorFromAnswer(404, JSON_TYPE, body(258, 'No such resource'), ctx('delete', { name: 'p1' }));
    expect(e).toMatchObject({ kind: 'not-found', reason: 'not-found', errorcode: 258, status: 404, applianceMessage: 'No such resource', detail: 'appliance code 258: No such resource' });
    expect(e.message).toBe('The appliance has no authorization policy of that name.');
    expect(errorFromAnswer(404, JSON_TYPE, body(258, 'No such resource'), ctx('list')).message).toMatch(/path prefix/);
  });

  it('273: exists, without repeating the taken name', () => {
    expect(errorFromAnswer(409, JSON_TYPE, body(273, 'Resource already exists'), ctx('add', { name: 'a' })).message).toBe('An authorization policy of that name already exists. Choose another name.');
    const e = errorFromAnswer(409, JSON_TYPE, body(273, 'Resource already exists'), ctx('rename', { name: 'a', newName: 'b' }));
    expect(e).toMatchObject({ kind: 'validation', reason: 'exists', errorcode: 273 });
    expect(e.message).toBe('An authorization policy of that name already exists. Choose another name.');
  });

  it('354 and 444: auth, with words for each', () => {
    expect(errorFromAnswer(401, JSON_TYPE, body(354, 'Invalid username or password'), ctx('login'))).toMatchObject({ kind: 'auth', reason: 'bad-credentials', errorcode: 354 });
    expect(errorFromAnswer(401, JSON_TYPE, body(444, 'Session expired'), ctx('list')).message).toMatch(/signing in again did not help/);
    expect(errorFromAnswer(401, JSON_TYPE, body(444, 'Session expired'), ctx('list', { session: false })).message).toMatch(/asks for a session/);
  });

  it('1240: unsupported, a clear sentence per operation', () => {
    const words = (op: ErrorContext['operation']) => errorFromAnswer(599, JSON_TYPE, body(1240, 'Operation not supported'), ctx(op, { name: 'x' }));
    expect(words('enable').message).toBe('This appliance does not support enabling authorization policies.');
    expect(words('disable').message).toBe('This appliance does not support disabling authorization policies.');
    expect(words('unset').message).toBe('This appliance does not support unsetting fields of authorization policies.');
    expect(words('delete').message).toBe('This appliance does not support this operation on this authorization policy.');
    expect(words('enable')).toMatchObject({ kind: 'exchange', reason: 'unsupported', errorcode: 1240, status: 599 });
  });

  it('a wrong value (400, or 599 with a value code) is validation; other 599s are refusals', () => {
    expect(errorFromAnswer(599, JSON_TYPE, body(1075, 'Invalid name'), ctx('add', { name: '-a' }))).toMatchObject({ kind: 'validation', reason: 'invalid' });
    expect(errorFromAnswer(400, JSON_TYPE, body(9999, 'Bad'), ctx('add'))).toMatchObject({ kind: 'validation', reason: 'invalid' });
    expect(errorFromAnswer(599, JSON_TYPE, body(2093, 'Bound'), ctx('delete', { name: 'a' }))).toMatchObject({ kind: 'exchange', reason: 'refused', errorcode: 2093 });
  });

  it('a read it refuses (a filter on a field it lacks) is said as the query, not as a policy', () => {
    for (const operation of ['list', 'count'] as const) {
      const e = errorFromAnswer(400, JSON_TYPE, body(278, 'Invalid argument [filter: state]'), ctx(operation));
      expect(e).toMatchObject({ kind: 'validation', reason: 'invalid', errorcode: 278 });
      expect(e.message).toBe('The appliance at adc.example refused the query: Invalid argument [filter: state]');
    }
  });

  it('a web page, 5xx and 429 are unavailable', () => {
    expect(errorFromAnswer(200, 'text/html', '<html/>', ctx('list'))).toMatchObject({ kind: 'unavailable', status: 200 });
    expect(errorFromAnswer(502, 'text/html', '<html/>', ctx('list'))).toMatchObject({ kind: 'unavailable' });
    expect(errorFromAnswer(503, JSON_TYPE, body(1, 'busy'), ctx('list'))).toMatchObject({ kind: 'unavailable', errorcode: 1 });
    expect(errorFromAnswer(429, JSON_TYPE, '{}', ctx('list'))).toMatchObject({ kind: 'unavailable' });
  });

  it('toData is plain JSON with errorcode and reason', () => {
    const data = errorFromAnswer(409, JSON_TYPE, body(273, 'Resource already exists'), ctx('add', { name: 'a' })).toData();
    expect(JSON.parse(JSON.stringify(data))).toEqual(data);
    expect(data).toEqual({ kind: 'validation', message: 'An authorization policy of that name already exists. Choose another name.', status: 409, detail: 'appliance code 273: Resource already exists', reason: 'exists', errorcode: 273 });
    expect(new ApplianceError('network', 'x').toData()).toEqual({ kind: 'network', message: 'x' });
  });

  it('reads error bodies defensively', () => {
    expect(readErrorBody('nope')).toEqual({});
    expect(readErrorBody('{"errorcode":"354"}')).toEqual({ errorcode: 354 });
    expect(readErrorBody(`{"message":"${'m'.repeat(400)}"}`).message).toHaveLength(301);
  });

  it('failures: a change sent without an answer is unknown-outcome; not sent, or a read, is network', () => {
    const timeout = Object.assign(new Error('t'), { name: 'TimeoutError' });
    expect(errorFromFailure(timeout, { host: 'h', timeoutMs: 5000, write: true, sent: true }).kind).toBe('unknown-outcome');
    expect(errorFromFailure(timeout, { host: 'h', timeoutMs: 5000, write: true, sent: false }).kind).toBe('network');
    expect(errorFromFailure(timeout, { host: 'h', timeoutMs: 5000, write: false, sent: true }).message).toMatch(/within 5 s/);
    expect(errorFromFailure(Object.assign(new Error('x'), { code: 'ENOTFOUND' }), { host: 'h', timeoutMs: 1, write: false, sent: false }).message).toMatch(/could not be found/);
    expect(errorFromFailure(Object.assign(new Error('x'), { name: 'AbortError' }), { host: 'h', timeoutMs: 1, write: true, sent: true }).kind).toBe('cancelled');
  });
});
