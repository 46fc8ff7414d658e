import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '../../../electron/demo/http.js';
import { Faults, parseFault, underFault, type Fault } from '../../../electron/demo/exchange/admin/faults.js';

const fault = (mode: Fault['mode'], extra: Partial<Fault> = {}): Fault => ({ path: '/v3/x', mode, status: 503, ms: 1000, retryAfter: null, times: 1, ...extra });

describe('the fault table', () => {
  it('a fault meets the next `times` requests to its path, then is gone', () => {
    const faults = new Faults();
    faults.set(fault('status', { times: 2 }));
    expect(faults.take('/v3/y')).toBeUndefined();
    expect(faults.take('/v3/x')?.mode).toBe('status');
    expect(faults.take('/v3/x')?.mode).toBe('status');
    expect(faults.take('/v3/x')).toBeUndefined();
  });

  it('set replaces; remove and clear answer what was there', () => {
    const faults = new Faults();
    faults.set(fault('status', { times: 5 }));
    faults.set(fault('html', { times: 1 }));
    expect(faults.take('/v3/x')?.mode).toBe('html');
    expect(faults.take('/v3/x')).toBeUndefined();
    faults.set(fault('reset'));
    expect(faults.remove('/v3/x')).toBe(true);
    expect(faults.remove('/v3/x')).toBe(false);
    faults.set(fault('reset'));
    faults.set(fault('reset', { path: '/v3/z' }));
    expect(faults.clear()).toBe(2);
    expect(faults.take('/v3/z')).toBeUndefined();
  });

  it('the table keeps its own copy: changing the object given later changes nothing', () => {
    const faults = new Faults();
    const f = fault('status', { times: 1 });
    faults.set(f);
    f.times = 100;
    expect(faults.take('/v3/x')).toBeDefined();
    expect(faults.take('/v3/x')).toBeUndefined();
  });
});

describe('POST /admin/faults bodies', () => {
  it('defaults: status 503, html 403, ms 1000, times 1; the path without a trailing slash', () => {
    expect(parseFault({ path: '/v3/x/', mode: 'status' })).toEqual({ set: fault('status') });
    expect(parseFault({ path: '/v3/x', mode: 'html' })).toEqual({ set: fault('html', { status: 403 }) });
    expect(parseFault({ path: '/v3/x', mode: 'delay', ms: 5, times: 3, status: null })).toEqual({ set: fault('delay', { ms: 5, times: 3 }) });
    expect(parseFault({ path: '/', mode: 'reset' })).toEqual({ set: fault('reset', { path: '/' }) });
  });

  it('retryAfter: whole seconds, kept for the answer', () => {
    expect(parseFault({ path: '/v3/x', mode: 'status', status: 429, retryAfter: 2, times: 40 })).toEqual({ set: fault('status', { status: 429, retryAfter: 2, times: 40 }) });
    expect(parseFault({ path: '/v3/x', mode: 'status', retryAfter: null })).toEqual({ set: fault('status') });
  });

  it('times 0 clears the path, with or without a mode', () => {
    expect(parseFault({ path: '/v3/x', times: 0 })).toEqual({ clear: '/v3/x' });
    expect(parseFault({ path: '/v3/x/', mode: 'reset', times: 0 })).toEqual({ clear: '/v3/x' });
  });

  it.each([
    [{}, /^path/],
    [{ path: '/v3/x y', mode: 'reset' }, /^path/],
    [{ path: `/${'a'.repeat(512)}`, mode: 'reset' }, /^path/],
    [{ path: '/admin/faults', mode: 'reset' }, /admin endpoints/],
    [{ path: '/admin', mode: 'reset' }, /admin endpoints/],
    [{ path: '/v3/x', mode: 'RESET' }, /^mode/],
    [{ path: '/v3/x', mode: 'status', status: 302 }, /^status/],
    [{ path: '/v3/x', mode: 'delay', ms: 0.5 }, /^ms/],
    [{ path: '/v3/x', mode: 'reset', times: '1' }, /^times/],
    [{ path: '/v3/x', mode: 'status', retryAfter: 1.5 }, /^retryAfter/],
    [{ path: '/v3/x', mode: 'status', retryAfter: 3601 }, /^retryAfter/],
  ])('%j is refused', (body, message) => {
    expect(parseFault(body)).toMatch(message);
  });
});

describe('answers under a fault', () => {
  afterEach(() => vi.useRealTimers());

  const serving = () => {
    const serve = vi.fn(() => json(200, { ok: true }));
    return serve;
  };

  it('status and html answer without carrying the request out', async () => {
    const serve = serving();
    const s = await underFault(fault('status', { status: 429 }), serve);
    expect([s?.status, JSON.parse(s!.body)]).toEqual([429, { success: false, message: 'Injected fault: 429 Too Many Requests' }]);
    const h = await underFault(fault('html', { status: 403 }), serve);
    expect([h?.status, h?.headers['content-type']]).toEqual([403, 'text/html; charset=utf-8']);
    expect(serve).not.toHaveBeenCalled();
  });

  it('retryAfter goes out as Retry-After with status and html answers, and only when given', async () => {
    const serve = serving();
    expect((await underFault(fault('status', { status: 429, retryAfter: 3 }), serve))?.headers['retry-after']).toBe('3');
    expect((await underFault(fault('html', { status: 503, retryAfter: 0 }), serve))?.headers['retry-after']).toBe('0');
    expect((await underFault(fault('status', { status: 429 }), serve))?.headers['retry-after']).toBeUndefined();
  });

  it('reset answers nothing and carries nothing out; drop-response carries it out and answers nothing', async () => {
    const serve = serving();
    expect(await underFault(fault('reset'), serve)).toBeNull();
    expect(serve).not.toHaveBeenCalled();
    expect(await underFault(fault('drop-response'), serve)).toBeNull();
    expect(serve).toHaveBeenCalledTimes(1);
  });

  it('delay carries the request out only once ms have passed, and answers normally', async () => {
    vi.useFakeTimers();
    const serve = serving();
    const answer = underFault(fault('delay', { ms: 250 }), serve);
    await vi.advanceTimersByTimeAsync(249);
    expect(serve).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect((await answer)?.status).toBe(200);
    expect(serve).toHaveBeenCalledTimes(1);
  });
});
