import { describe, expect, it } from 'vitest';
import { requestShapeProblem } from '../../../electron/core/ipc/request-shape.js';
import { createRouter } from '../../../electron/core/ipc/router.js';
import type { Handlers } from '../../../electron/core/ipc/router.js';

describe('the shape of a request, before its schema', () => {
  it('takes plain objects and nothing', () => {
    expect(requestShapeProblem(undefined)).toBeNull();
    expect(requestShapeProblem({ a: [1, { b: 'c' }] })).toBeNull();
  });

  it('refuses arrays, primitives and null where an object is expected', () => {
    for (const bad of [[], [{}], null, 1, 'text', true]) expect(requestShapeProblem(bad)).toBe('a request is an object of named fields');
  });

  it('refuses the keys that reach a prototype, at any depth', () => {
    expect(requestShapeProblem(JSON.parse('{"__proto__":{"x":1}}'))).toBe('the request holds a field name that is not allowed');
    expect(requestShapeProblem({ a: { constructor: 1 } })).toBe('the request holds a field name that is not allowed');
    expect(requestShapeProblem({ a: [{ prototype: 1 }] })).toBe('the request holds a field name that is not allowed');
  });

  it('refuses deep nesting and things that are not plain data', () => {
    let deep: Record<string, unknown> = {};
    for (let i = 0; i < 20; i++) deep = { d: deep };
    expect(requestShapeProblem(deep)).toBe('the request is nested too deeply');
    expect(requestShapeProblem({ when: new Date() })).toBe('the request holds something that is not plain data');
  });
});

describe('a refusal never repeats a value', () => {
  const router = createRouter({} as Handlers, { assertUnlocked: () => undefined });
  const session = { id: 's', kind: 'main' as const, emit: () => undefined };

  it('says what was expected, not what was sent', async () => {
    const secret = 'Zx9-very-secret-api-key-pasted-here';
    for (const [op, request] of [
      ['confirm.answer', { id: secret, accepted: true }],
      ['codes.details', { id: secret }],
      ['fiat.open', { flow: secret, currency: 'uah' }],
      ['withdrawals.create', { currency: 'btc', address: `${secret} x`, amount: secret, allowBlankMemo: false, feeIncluded: false }],
    ] as const) {
      const answer = await router.handle(op, request, session);
      expect(answer.ok).toBe(false);
      const message = (answer as { error: { message: string } }).error.message;
      expect(message).not.toContain(secret);
      expect(message).toMatch(/^Satchel could not /);
    }
    const picked = await router.handle('fiat.open', { flow: secret, currency: 'uah' }, session);
    expect((picked as { error: { message: string } }).error.message).toBe('Satchel could not open the payment window: flow is not one of the choices.');
  });
});
