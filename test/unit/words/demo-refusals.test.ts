/**
 * Every refusal the demo exchange, payment gateway and appliance can answer, read from their sources, goes
 * through the core's error mapping (`errorFromResponse`, as the transport calls it) and what the
 * window shows (`errorText`): none may carry developer words (issue 21). The integration walk
 * (`test/integration/core/words.test.ts`) sends about 45 of them for real; this one misses none
 * that is written as a literal: a new refusal is checked the day it is written.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contract, OPERATION_NAMES } from '../../../shared/contract/index.js';
import { errorFromResponse } from '../../../electron/core/exchange/errors.js';
import { errorFromAnswer, type ApplianceOperation } from '../../../electron/core/appliance/errors.js';
import { CODE } from '../../../electron/demo/appliance/envelope.js';
import { CURRENCIES } from '../../../electron/demo/exchange/market/catalog.js';
import { PAYMENT_SERVICES, PAYOUT_SERVICES } from '../../../electron/demo/gateway/services.js';
import { errorText, learnCoinCodes } from '../../../shared/words/index.js';
import { developerWords } from '../../support/developer-words.js';

const ROOT = path.resolve(import.meta.dirname, '../../../electron/demo');
/** A value a refusal repeats from the request: long enough for the core to cut it out as sent. */
const SENT = '9876543';
/** A single-quoted string or a template literal, as the demo servers write their messages. */
const LITERAL = String.raw`('(?:[^'\\\n]|\\.)*'|` + '`(?:[^`\\\\]|\\\\.)*`)';

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

interface Found {
  where: string;
  status: number;
  message: string;
}

/** The message literal of every refusal: `refuse(…)`, `failure(status, …)`, `refusal(audience, status, …)`, `gatewayError(status, …)`, `fieldError(field, problem)`, `message: …` beside a 4xx status. */
function refusals(file: string): Found[] {
  const text = readFileSync(file, 'utf8');
  const patterns: { re: RegExp; status: (m: RegExpMatchArray) => number }[] = [
    { re: new RegExp(String.raw`\brefuse\(\s*${LITERAL}(?:\s*,\s*(4\d\d))?`, 'g'), status: (m) => Number(m[2] ?? 400) },
    { re: new RegExp(String.raw`\b(?:failure|gatewayError)\(\s*(4\d\d)\s*,\s*${LITERAL}`, 'g'), status: (m) => Number(m[1]) },
    { re: new RegExp(String.raw`\brefusal\(\s*\w+\s*,\s*(4\d\d)\s*,\s*${LITERAL}`, 'g'), status: (m) => Number(m[1]) },
    { re: new RegExp(String.raw`status:\s*(4\d\d)\s*,\s*message:\s*${LITERAL}`, 'g'), status: (m) => Number(m[1]) },
  ];
  const found: Found[] = [];
  for (const { re, status } of patterns) {
    for (const m of text.matchAll(re)) {
      const raw = m[0].match(new RegExp(LITERAL))![0];
      const message = raw.slice(1, -1).replace(/\$\{[^}]*\}/g, SENT).replace(/\\'/g, "'");
      found.push({ where: `${path.relative(ROOT, file)}:${text.slice(0, m.index).split('\n').length}`, status: status(m), message });
    }
  }
  return found;
}

const keys = new Set<string>();
type Schema = { entries?: Record<string, Schema>; wrapped?: Schema; item?: Schema; options?: Schema[] };
const collect = (s: Schema): void => {
  for (const [k, e] of Object.entries(s.entries ?? {})) {
    keys.add(k);
    collect(e);
  }
  for (const inner of [s.wrapped, s.item, ...(s.options ?? [])]) if (inner) collect(inner);
};
for (const op of OPERATION_NAMES) collect(contract[op].request as unknown as Schema);
const vocabulary = { keys: [...keys], serviceIds: [...PAYOUT_SERVICES, ...PAYMENT_SERVICES].map((s) => s.code), coins: CURRENCIES.map((c) => c.code) };

// The core learns the exchange's coin codes when it reads its currency list, before any refusal.
learnCoinCodes(CURRENCIES.map((c) => c.code));

describe('every refusal written in the demo servers reads as words through the core', () => {
  const all = [...files(path.join(ROOT, 'exchange')), ...files(path.join(ROOT, 'gateway'))].flatMap(refusals);

  it('finds the refusals (the reading of the sources still works)', () => {
    if (process.env.WORDS_SHOW) console.log(all.length, all.slice(0, 5));
    expect(all.length).toBeGreaterThan(60);
  });

  it.each([
    ['exchange', (m: string) => ({ success: false, message: m })],
    ['payment gateway', (m: string) => ({ status: 'error', message: m, errors: {} })],
  ] as const)('as the %s would send it', (party, body) => {
    const unclean: string[] = [];
    for (const r of all) {
      const error = errorFromResponse(r.status, 'application/json; charset=utf-8', JSON.stringify(body(r.message)), '127.0.0.1:1', party, [SENT]);
      const text = errorText(error.toData());
      const words = developerWords(text, vocabulary);
      if (words.length) unclean.push(`${r.where} (${r.message}): ${words.join(', ')} — “${text}”`);
    }
    expect(unclean).toEqual([]);
  });

  it('as the appliance would send it, for every operation', () => {
      const appliance = files(path.join(ROOT, 'appliance')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(new RegExp(String.raw`new Refusal\(\s*(\d{3}|status)\s*,\s*CODE\.(\w+)\s*,\s*${LITERAL}`, 'g'))].map((m) => ({
        where: path.relative(ROOT, file),
        status: m[1] === 'status' ? 501 : Number(m[1]),
        errorcode: CODE[m[2] as keyof typeof CODE],
        message: m[3]!.slice(1, -1).replace(/\$\{[^}]*\}/g, SENT),
      })),
    );
    expect(appliance.length).toBeGreaterThan(10);
    const operations: ApplianceOperation[] = ['list', 'count', 'get', 'add', 'update', 'delete', 'enable', 'disable', 'rename', 'unset', 'login', 'logout'];
    const unclean: string[] = [];
    for (const r of appliance) {
      for (const operation of operations) {
        const body = JSON.stringify({ errorcode: r.errorcode, message: r.message, severity: 'ERROR' });
        const text = errorText(errorFromAnswer(r.status, 'application/json', body, { operation, host: '127.0.0.1:1', name: 'Policy One', session: true }).toData());
        const words = developerWords(text, vocabulary);
        if (words.length) unclean.push(`${r.where} ${operation} (${r.message}): ${words.join(', ')} — “${text}”`);
      }
    }
    expect(unclean).toEqual([]);
  });
});
