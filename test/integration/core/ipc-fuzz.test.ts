/**
 * IPC fuzz: 10,000 random and mutated requests across every operation of the contract, each
 * sent to the core as a window would. Every one must be refused with a validation error (the
 * generator makes each invalid by construction: a request that is not an object, or an object
 * with a key its operation does not have), the core must keep serving, and nothing may reach
 * Object.prototype.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { OPERATION_NAMES, type Result } from '../../../shared/contract/index.js';
import type { Session } from '../../../electron/core/app.js';
import { operationAllowed } from '../../../electron/core/ipc/window-kinds.js';
import { useCore } from '../../support/core-fixture.js';
// The demo's seeded generator, so a failure can be replayed.
import { mulberry32 as random } from '../../../electron/demo/exchange/market/random.js';

const RUNS = 10_000;

const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'then', '', ' ', 'a'.repeat(300), '💥', 'polluted'];
const KNOWN_KEYS = ['symbol', 'currency', 'amount', 'id', 'ids', 'address', 'memo', 'password', 'name', 'page', 'code', 'fields', 'service', 'flow', 'filter', 'request'];

function value(next: () => number, depth = 0): unknown {
  const pick = Math.floor(next() * 12);
  switch (pick) {
    case 0:
      return null;
    case 1:
      return Math.floor(next() * 2 ** 53) * (next() < 0.5 ? -1 : 1);
    case 2:
      return next() < 0.5 ? Number.MAX_VALUE : -0.000001;
    case 3:
      return next() < 0.5;
    case 4:
      return 'x'.repeat(Math.floor(next() * 5000));
    case 5:
      return '1e400';
    case 6:
      return '<script>alert(1)</script>';
    case 7:
      return depth > 4 ? [] : Array.from({ length: Math.floor(next() * 4) }, () => value(next, depth + 1));
    case 8:
      return depth > 4 ? {} : object(next, depth + 1);
    case 9:
      return JSON.parse('{"__proto__":{"polluted":"yes"}}');
    case 10:
      return '0.1';
    default:
      return 'btc';
  }
}

function object(next: () => number, depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const n = Math.floor(next() * 4);
  for (let i = 0; i < n; i++) out[KNOWN_KEYS[Math.floor(next() * KNOWN_KEYS.length)]!] = value(next, depth);
  return out;
}

/** Invalid by construction: not an object, or an object with a key no operation of the contract has. */
function request(next: () => number): unknown {
  const shape = Math.floor(next() * 6);
  if (shape === 0) return undefined;
  if (shape === 1) {
    const v = value(next);
    return v !== null && typeof v === 'object' && !Array.isArray(v) ? 'text' : v;
  }
  if (shape === 2) return [object(next, 1)];
  const base = object(next, 1);
  const hostile = HOSTILE_KEYS[Math.floor(next() * HOSTILE_KEYS.length)]!;
  // JSON.parse makes "__proto__" an own key, as a frame from a window would arrive.
  return JSON.parse(JSON.stringify({ ...base, [`${hostile}`]: value(next) }).replace(/^\{/, `{"${hostile.replace(/"/g, '')}":{"polluted":"yes"},`));
}

const fx = useCore({ core: { demo: false, version: 'fuzz', timeoutMs: 500 }, answer: null });
let main: Session;
let payment: Session;

beforeAll(() => {
  main = fx.main;
  payment = fx.core.openSession(() => undefined, {
    kind: 'gateway',
    ticket: { flow: 'withdraw', currency: 'uah', profileId: 'p', profileName: 'P', gatewayUrl: 'http://127.0.0.1:9' },
  });
});

describe('IPC fuzz', () => {
  it(`refuses ${RUNS} random and mutated requests with a validation error, and keeps serving`, async () => {
    const next = random(20261123);
    const notRefused: string[] = [];
    for (let i = 0; i < RUNS; i++) {
      const op = OPERATION_NAMES[Math.floor(next() * OPERATION_NAMES.length)]!;
      const session = operationAllowed('main', op) ? main : payment;
      const body = request(next);
      const result = (await fx.core.handle(op, body, session)) as Result<unknown>;
      if (result.ok || result.error.kind !== 'validation') notRefused.push(`${i} ${op} ${JSON.stringify(body)?.slice(0, 120)} → ${JSON.stringify(result).slice(0, 120)}`);
      // A refusal names the field, never a value it was given.
      if (!result.ok && /alert\(1\)|x{200}/.test(result.error.message)) notRefused.push(`${i} ${op}: the message repeats the value`);
    }
    expect(notRefused).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.prototype).not.toHaveProperty('polluted');
    expect(await fx.core.handle('app.info', {}, main)).toMatchObject({ ok: true, value: { version: 'fuzz' } });
    expect(await fx.core.handle('no.such.operation', {}, main)).toMatchObject({ ok: false, error: { kind: 'validation' } });
  }, 120_000);
});
