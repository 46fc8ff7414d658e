/**
 * No error repeats what was typed (audit issue 21, item 7): a password pasted into the wrong
 * field must not come back in a message, nor go into the log. Every operation of the contract
 * is walked against the real core (demo exchange and demo appliance on 127.0.0.1, an account
 * and an appliance active), and each string field in turn gets bad values that carry a
 * marker; the answer's message, detail and field, and every log line written meanwhile, must
 * not hold the marker. Questions main asks are answered no, so nothing changes for real.
 */
import * as v from 'valibot';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, OPERATION_NAMES, type OperationName, type Result } from '../../../shared/contract/index.js';
import { useCore } from '../../support/core-fixture.js';

const MARKER = 'zq7pasted';
/** Bad in some way for every kind of field: control characters, too long, an address with a password, plain http, another scheme, spaces, a path, a code's shape. */
const BAD_VALUES = [
  `${MARKER}\u0000<${MARKER}>\n`,
  MARKER.repeat(1200),
  `https://user:${MARKER}@127.0.0.1/`,
  `http://${MARKER}.example/`,
  `ftp://${MARKER}/`,
  `${MARKER} ${MARKER}`,
  `../${MARKER}/?#`,
  `${MARKER}-${MARKER}-BTC-CODE`,
  `${MARKER}%0a`,
];
// Changing the app password or locking would refuse every later operation for another reason.
const SKIPPED = new Set<OperationName>(['lock.setPassword', 'lock.lock']);
/** Candidates for a field's valid value, tried in turn against its schema. */
const STRINGS = ['btc_usdt', 'btc', 'https://127.0.0.1:9/', 'Main', 'allow_intranet', 'true', '0.001', '/svc/v1', 'nsdemo', '12345678', crypto.randomUUID(), 'AB'.repeat(32), 'p1'];

type Schema = v.GenericSchema & { type: string; wrapped?: Schema; item?: Schema; entries?: Record<string, Schema>; options?: unknown[]; literal?: unknown; key?: Schema; value?: Schema };
type Step = string | number | { recordKey: true };

/** A value the schema accepts (or the best try), with optional fields filled when `full`. */
function sample(schema: Schema, full: boolean): unknown {
  switch (schema.type) {
    case 'string':
      return STRINGS.find((s) => v.is(schema, s)) ?? 'x';
    case 'number':
      return [1, 2000, 10, 0, 100].find((n) => v.is(schema, n)) ?? 1;
    case 'boolean':
      return false;
    case 'picklist':
      return schema.options![0];
    case 'literal':
      return schema.literal;
    case 'optional':
    case 'nullable':
      return sample(schema.wrapped!, full);
    case 'array':
      return [sample(schema.item!, full)];
    case 'record':
      return { [sample(schema.key!, full) as string]: sample(schema.value!, full) };
    case 'union':
      return (schema.options as Schema[]).map((o) => sample(o, full)).find((s) => v.is(schema, s));
    case 'strict_object':
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.entries!)
          .filter(([, entry]) => full || entry.type !== 'optional')
          .map(([key, entry]) => [key, sample(entry, full)]),
      );
    default:
      return undefined;
  }
}

/** Every path to a string in a request (record keys included). */
function stringPaths(schema: Schema, at: Step[] = []): Step[][] {
  switch (schema.type) {
    case 'string':
      return [at];
    case 'optional':
    case 'nullable':
      return stringPaths(schema.wrapped!, at);
    case 'array':
      return stringPaths(schema.item!, [...at, 0]);
    case 'record':
      return [[...at, { recordKey: true }], ...stringPaths(schema.value!, [...at, 'k'])];
    case 'union':
      return (schema.options as Schema[]).flatMap((o) => stringPaths(o, at));
    case 'strict_object':
    case 'object':
      return Object.entries(schema.entries!).flatMap(([key, entry]) => stringPaths(entry, [...at, key]));
    default:
      return [];
  }
}

/** `base` with `leaf` at `path`, parents made as the schema wants them. */
function withValue(schema: Schema, base: unknown, at: Step[], leaf: string): unknown {
  if (at.length === 0) return leaf;
  const [step, ...rest] = at;
  if (schema.type === 'optional' || schema.type === 'nullable') return withValue(schema.wrapped!, base, at, leaf);
  if (schema.type === 'union') {
    const option = (schema.options as Schema[]).find((o) => (typeof step === 'number' ? o.type === 'array' || o.wrapped?.type === 'array' : o.type !== 'array'))!;
    return withValue(option, base, at, leaf);
  }
  if (schema.type === 'array') {
    const list = Array.isArray(base) && base.length ? [...(base as unknown[])] : [sample(schema.item!, true)];
    list[0] = withValue(schema.item!, list[0], rest, leaf);
    return list;
  }
  if (schema.type === 'record') {
    const value = sample(schema.value!, true);
    return typeof step === 'object' ? { [leaf]: value } : { key: withValue(schema.value!, value, rest, leaf) };
  }
  const object = { ...((base ?? sample(schema, true)) as Record<string, unknown>) };
  const key = step as string;
  object[key] = withValue(schema.entries![key]!, object[key], rest, leaf);
  return object;
}

const logLines: string[] = [];
const fx = useCore({
  exchange: { seed: 7 },
  appliance: { user: 'nsdemo', password: 'demo-Echo-Pass-0007' },
  applianceDemo: true,
  core: { timeoutMs: 2000, log: (message, error) => logLines.push(logText(message, error)) },
  answer: false,
  accounts: [0],
});
const { call } = fx;

/** Everything a log line holds: the message, and the error with its message, stack, cause and own fields. */
function logText(message: string, error?: unknown): string {
  const parts = [message];
  let e: unknown = error;
  for (let depth = 0; e !== undefined && e !== null && depth < 4; depth++) {
    if (e instanceof Error) {
      parts.push(String(e.stack ?? e.message));
      try {
        parts.push(JSON.stringify({ ...e }));
      } catch {
        // Circular: the parts above are what a logger prints.
      }
      e = e.cause;
    } else {
      parts.push(typeof e === 'string' ? e : JSON.stringify(e) ?? String(e));
      break;
    }
  }
  return parts.join('\n');
}

beforeAll(async () => {
  const demo = await call<{ id: string }>('appliances.addDemo', {});
  await call('appliances.activate', { id: demo.id });
});

describe('no error repeats a value from the request', () => {
  it('walks every string field of every operation with bad values carrying a marker', async () => {
    const echoed: string[] = [];
    let refused = 0;
    let asked = 0;
    const marker = new RegExp(MARKER, 'i');
    for (const op of OPERATION_NAMES) {
      if (SKIPPED.has(op)) continue;
      const schema = contract[op].request as unknown as Schema;
      const full = sample(schema, true);
      const base = v.is(schema, full) ? full : sample(schema, false);
      for (const at of stringPaths(schema)) {
        for (const bad of [...BAD_VALUES, MARKER]) {
          const request = withValue(schema, base, at, bad);
          const logged = logLines.length;
          const result = (await fx.core.handle(op, request, fx.main)) as Result<unknown>;
          asked++;
          const where = `${op} ${at.map((s) => (typeof s === 'object' ? '<key>' : s)).join('.')} = ${JSON.stringify(bad).slice(0, 40)}`;
          if (!result.ok) {
            refused++;
            const { message, detail, field } = result.error;
            for (const [part, text] of Object.entries({ message, detail, field })) {
              if (text !== undefined && marker.test(text)) echoed.push(`${where}: ${part} "${text.slice(0, 160)}"`);
            }
          }
          for (const line of logLines.slice(logged)) if (marker.test(line)) echoed.push(`${where}: log "${line.slice(0, 160)}"`);
        }
      }
    }
    expect(echoed).toEqual([]);
    // The walk reached the handlers, not only the schemas.
    expect(asked).toBeGreaterThan(500);
    expect(refused).toBeGreaterThan(asked / 2);
  }, 300_000);
});
