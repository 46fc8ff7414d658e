/**
 * Words a person can trust (issue 21): no developer words reach a person. Walks every error
 * kind through what the window shows, every operation given malformed requests through the
 * router, a window-kind refusal, and the refusals of the demo servers (exchange, payment
 * gateway, appliance on 127.0.0.1) through the real core; every message must read clean.
 */
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contract, ERROR_KINDS, OPERATION_NAMES, type AppErrorData, type ConfirmationRequest, type EventName, type Events, type Result } from '../../../shared/contract/index.js';
import type { Session } from '../../../electron/core/app.js';
import { CURRENCIES } from '../../../electron/demo/exchange/market/catalog.js';
import { PAYMENT_SERVICES, PAYOUT_SERVICES } from '../../../electron/demo/gateway/services.js';
import { errorText } from '../../../shared/words/index.js';
import { problemAdvice } from '../../../renderer/common/problems.js';
import { useCore } from '../../support/core-fixture.js';
import { developerWords, type Vocabulary } from '../../support/developer-words.js';
import { Signer } from '../demo/signed.js';

type Schema = { type: string; wrapped?: Schema; item?: Schema; entries?: Record<string, Schema>; options?: unknown[]; value?: Schema };

/** Every key of every request schema of the contract. */
function schemaKeys(schema: Schema, into: Set<string>): Set<string> {
  for (const [key, entry] of Object.entries(schema.entries ?? {})) {
    into.add(key);
    schemaKeys(entry, into);
  }
  for (const inner of [schema.wrapped, schema.item, schema.value]) if (inner) schemaKeys(inner, into);
  if (schema.type === 'union' || schema.type === 'variant') for (const o of schema.options as Schema[]) schemaKeys(o, into);
  return into;
}

const vocabulary: Vocabulary = {
  keys: [...OPERATION_NAMES.reduce((keys, op) => schemaKeys(contract[op].request as unknown as Schema, keys), new Set<string>())],
  serviceIds: [...PAYOUT_SERVICES, ...PAYMENT_SERVICES].map((s) => s.code),
  coins: CURRENCIES.map((c) => c.code),
};

const fx = useCore({ demo: { seed: 21 }, gateway: true, applianceDemo: true, core: { timeoutMs: 2000 } });
const { call, admin } = fx;
let main: Session;
let gateway: Session;
const questions: ConfirmationRequest[] = [];

/** Each message with where it came from; the test fails with the whole list of unclean ones. */
const unclean: string[] = [];
function check(where: string, error: AppErrorData | string): void {
  if (process.env.WORDS_SHOW) console.log(where, '→', typeof error === 'string' ? error : errorText(error));
  const text = typeof error === 'string' ? error : errorText(error);
  const found = developerWords(text, vocabulary);
  if (found.length) unclean.push(`${where}: ${found.join(', ')} — “${text.slice(0, 200)}”`);
}

async function failure(session: Session, op: string, request: unknown): Promise<AppErrorData> {
  const result = (await fx.core.handle(op, request, session)) as Result<unknown>;
  expect(result.ok, `${op} was expected to fail`).toBe(false);
  return (result as Extract<Result<unknown>, { ok: false }>).error;
}

beforeAll(async () => {
  main = fx.main;
  const profile = await call<{ id: string; name: string }>('profiles.addDemo', { index: 0 });
  const appliance = await call<{ id: string }>('appliances.addDemo', {});
  await call('appliances.activate', { id: appliance.id });
  // The payment window's questions are kept and declined: nothing is paid out.
  gateway = fx.core.openSession(<E extends EventName>(name: E, payload: Events[E]) => {
    if (name !== 'confirm.request') return;
    questions.push(payload as ConfirmationRequest);
    void fx.core.handle('confirm.answer', { id: (payload as ConfirmationRequest).id, accepted: false }, gateway);
  }, {
    kind: 'gateway',
    ticket: { flow: 'withdraw', currency: 'uah', profileId: profile.id, profileName: profile.name, gatewayUrl: fx.demo.gatewayUrl },
  });
  // The core learns the exchange's currency list as a window's first views do.
  await call('market.currencies', {});
});

beforeEach(() => {
  unclean.length = 0;
});

describe('no developer words reach a person', () => {
  it('says every error kind in words, with its advice', () => {
    for (const kind of ERROR_KINDS) {
      check(`kind ${kind} without a message`, { kind, message: '' });
      check(`kind ${kind} advice`, problemAdvice({ kind, message: '' }).text);
    }
    // The appliance's own code comes after the sentence, named as the appliance's.
    const coded = errorText({ kind: 'exchange', message: 'The appliance refused the request.', errorcode: 1093, detail: 'errorcode 1093: Invalid argument value' } as AppErrorData);
    check('appliance code', coded);
    expect(coded).toMatch(/^The appliance refused the request\. .*\(appliance code 1093\)$/);
    expect(unclean).toEqual([]);
  });

  it('refuses malformed requests of every operation in words', async () => {
    let asked = 0;
    for (const op of OPERATION_NAMES) {
      const session = ['fiat.context', 'fiat.payoutServices', 'fiat.withdraw', 'fiat.depositServices', 'fiat.deposit', 'fiat.depositSimple'].includes(op) ? gateway : main;
      const schema = contract[op].request as unknown as Schema;
      const entries = Object.entries(schema.entries ?? {});
      const requests: unknown[] = ['text', [1], JSON.parse('{"__proto__": {"x": 1}}'), { notAField_here: 1 }];
      // Each field with the wrong type, and then left out.
      for (const [key, entry] of entries) {
        requests.push({ [key]: entry.type === 'string' ? 12 : 'many' });
        requests.push({ [key]: { deep: [{ deeper: null }] } });
      }
      for (const request of requests) {
        const result = (await fx.core.handle(op, request, session)) as Result<unknown>;
        if (v.is(contract[op].request, request) || result.ok) continue;
        asked++;
        check(`${op} ${JSON.stringify(request)}`, result.error);
      }
    }
    check('unknown operation', await failure(main, 'no.suchThing', {}));
    expect(asked).toBeGreaterThan(OPERATION_NAMES.length * 3);
    expect(unclean).toEqual([]);
  }, 120_000);

  it('refuses a window what its kind may not call, in words', async () => {
    check('payment window asks for balances', await failure(gateway, 'balances.list', {}));
    check('main window pays out', await failure(main, 'fiat.withdraw', { amount: '100', service: 'card_uah', fields: {} }));
    expect(unclean).toEqual([]);
  });

  it('says every refusal of the demo exchange and gateway in words, through the core', async () => {
    const account = fx.demo.ready.accounts[0]!;
    const signer = new Signer(fx.demo.exchange.url, account);
    const answers: { what: string; status: number; contentType: string; body: string; gateway?: boolean }[] = [];
    const keep = async (what: string, response: Promise<Response>, gatewayAnswer = false) => {
      const r = await response;
      const body = await r.text();
      if (r.status >= 400) answers.push({ what, status: r.status, contentType: r.headers.get('content-type') ?? '', body, gateway: gatewayAnswer });
    };
    const signed = (p: string, body: unknown, options: Parameters<Signer['prepare']>[1] = {}) => {
      const { url, init } = signer.prepare(p, { body: JSON.stringify(body), ...options });
      return fetch(url, init);
    };
    const withdraws: unknown[] = [
      {},
      { withdraw_type: 'btc' },
      { withdraw_type: 'btc', amount: '1' },
      { withdraw_type: 'btc', amount: '1', address: 'not-an-address' },
      { withdraw_type: 'zzz', amount: '1', address: 'x' },
      { withdraw_type: 'btc', amount: '0.000000001', address: 'x' },
      { withdraw_type: 'btc', amount: '1', address: 'x', withdrawall: 'maybe' },
      { withdraw_type: 'btc', amount: '1', address: 1 },
      { withdraw_type: 'btc', amount: '1', address: 'x', payment_id: 'm' },
      { withdraw_type: 'uah', amount: '100' },
      { withdraw_type: 'uah', amount: '100', gateway: 'nope' },
      { withdraw_type: 'uah', amount: '100', gateway: 'card_uah' },
      { withdraw_type: 'uah', amount: '100', gateway: 'card_uah', fields: {} },
      { withdraw_type: 'uah', amount: '100', gateway: 'card_uah', fields: { card_number: '1' } },
      { withdraw_type: 'uah', amount: '1', gateway: 'card_uah', fields: { card_number: '4111111111111111' } },
      { withdraw_type: 'uah', amount: '100', fund_source_id: 99999 },
      { withdraw_type: 'uah', amount: '100', address: 'x' },
    ];
    for (const body of withdraws) await keep(`withdraw ${JSON.stringify(body)}`, signed('/v3/auth/withdraw', body));
    for (const body of [{}, { currency: 'btc' }, { currency: 'zzz', amount: '1' }, { currency: 'btc', amount: '1', recipient: 'x y' }, { currency: 'btc', amount: '999999' }, { currency: 'btc', amount: '1', comment: 5 }])
      await keep(`code ${JSON.stringify(body)}`, signed('/v3/auth/svc_codes', body));
    for (const body of [{}, { code: 'nope' }]) await keep(`redeem ${JSON.stringify(body)}`, signed('/v3/auth/svc_codes/redeem', body));
    for (const [p, body] of [
      ['/v3/auth/svc_codes/details', { id: 999999 }],
      ['/v3/auth/withdraw/details', { id: 99999999 }],
      ['/v3/auth/deposit/details', { id: 99999999 }],
      ['/v3/auth/deposit', {}],
      ['/v3/auth/deposit', { currency: 'uah', amount: '0' }],
      ['/v3/auth/deposit/info', { currency: 'zzz' }],
      ['/v3/auth/payment_addresses', {}],
      ['/v3/order/cancel', {}],
      ['/v3/order/cancel', { market: 'btc_usdt', id: 1 }],
      ['/v3/order/cancel/multy', { market: 'zzz_zzz' }],
    ] as const)
      await keep(`${p} ${JSON.stringify(body)}`, signed(p, body));
    await keep('no signature', signed('/v3/auth/me', {}, { omit: ['svc-signature'] }));
    await keep('bad signature', signed('/v3/auth/me', {}, { secret: 'wrong' }));
    await keep('bad nonce', signed('/v3/auth/me', {}, { nonce: 'soon' }));
    await keep('old nonce', signed('/v3/auth/me', {}, { nonce: '5' }));
    for (const p of ['/v3/book/zzz_zzz', '/v3/exchange-rates/zzz', '/v3/svc_codes/AAAA-BBBB/check', '/v3/tickers?symbols=zzz_zzz', '/v3/nothing-here'])
      await keep(`GET ${p}`, fetch(`${fx.demo.exchange.url}${p}`));
    const gatewayPost = (p: string, body: unknown) => fetch(`${fx.demo.gatewayUrl}${p}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    for (const [p, body] of [
      ['/public-api/payout-prerequest', {}],
      ['/public-api/payout-prerequest', { currency: 'uah' }],
      ['/public-api/payout-prerequest', { currency: 'uah', amount: 5, public_key: 'nope' }],
      ['/public-api/payment-prerequest', {}],
      ['/public-api/payment-invoices', {}],
      ['/public-api/payment-invoices', { service: 'card_uah_hpp', amount: 1, currency: 'UAH', public_key: 'x', reference_id: '1' }],
      ['/public-api/payment-invoices', { service: 'nope', amount: 1, currency: 'uah' }],
    ] as const)
      await keep(`gateway ${p} ${JSON.stringify(body)}`, gatewayPost(p, body), true);
    expect(answers.length).toBeGreaterThan(30);

    // Each real answer, as the core meets it: on a read of the exchange, and on the gateway's payout services.
    for (const answer of answers) {
      const [faultPath, op, session, request] = answer.gateway
        ? (['/public-api/payout-prerequest', 'fiat.payoutServices', gateway, { amount: '100' }] as const)
        : (['/v3/auth/me', 'account.me', main, {}] as const);
      const set = await admin('/admin/faults', { path: faultPath, mode: 'answer', status: answer.status, contentType: answer.contentType, body: answer.body, carryOut: false, times: 4 });
      expect(set.status).toBe(200);
      // A read is tried again after some answers (a refused nonce): every try meets the same answer.
      check(`${answer.what} (HTTP ${answer.status} ${answer.body.slice(0, 80)})`, await failure(session, op, request));
      fx.demo.exchange.faults.remove(faultPath);
    }
    // What the exchange does when it is not well: each fault mode.
    for (const fault of [
      { mode: 'status', status: 500 },
      { mode: 'status', status: 429 },
      { mode: 'status', status: 404 },
      { mode: 'html', status: 403 },
      { mode: 'reset' },
      { mode: 'answer', status: 400, contentType: 'application/json', body: '{}' },
      { mode: 'answer', status: 400, contentType: 'application/json', body: '{"message": null}' },
      { mode: 'answer', status: 401, contentType: 'application/json', body: '[]' },
    ]) {
      await admin('/admin/faults', { path: '/v3/auth/me', times: 4, ...fault });
      check(`fault ${JSON.stringify(fault)}`, await failure(main, 'account.me', {}));
      fx.demo.exchange.faults.remove('/v3/auth/me');
    }
    expect(unclean).toEqual([]);
  }, 120_000);

  it('says the refusals the core meets in its own flows in words', async () => {
    // The payout question names the service, not its id; a deposit that ended names its status in words.
    await admin('/admin/deposits', { email: fx.demo.ready.accounts[0]!.email, currency: 'uah', amount: '100000' });
    check('unknown payout service', await failure(gateway, 'fiat.withdraw', { amount: '100', service: 'no_such_service', fields: { card_number: '4111111111111111' } }));
    check('payout below the minimum', await failure(gateway, 'fiat.withdraw', { amount: '1', service: 'card_uah', fields: { card_number: '4111111111111111' } }));
    check('bad card', await failure(gateway, 'fiat.withdraw', { amount: '100', service: 'card_uah', fields: { card_number: '1234' } }));
    check('payout declined', await failure(gateway, 'fiat.withdraw', { amount: '100', service: 'card_uah', fields: { card_number: '4111111111111111' } }));
    expect(questions).toHaveLength(1);
    for (const [part, text] of Object.entries(questions[0]!)) if (typeof text === 'string' && part !== 'id') check(`payout question ${part}`, text);
    check('withdraw to nowhere', await failure(main, 'withdrawals.create', { currency: 'btc', amount: '0.0001', address: 'not-an-address', allowBlankMemo: false, feeIncluded: false }));
    check('unknown code', await failure(main, 'codes.redeem', { code: 'AAAA-BBBB-CCCC' }));
    check('unknown withdrawal', await failure(main, 'withdrawals.details', { id: 99999999 }));
    check('unknown deposit', await failure(main, 'deposits.details', { id: 99999999 }));
    check('unknown market', await failure(main, 'book.get', { symbol: 'zzz_zzz' }));
    // The appliance: a policy that is not there, one that already is, a rule it cannot read.
    const [first] = (await call<{ items: { name: string }[] }>('policies.list', { page: 1, pageSize: 25 })).items;
    check('policy not there', await failure(main, 'policies.get', { name: 'no such policy' }));
    if (first) check('policy exists', await failure(main, 'policies.add', { name: first.name, rule: 'true', action: 'ALLOW' }));
    check('rule unreadable', await failure(main, 'policies.add', { name: 'words test', rule: '((((', action: 'ALLOW' }));
    check('appliance wrong password', await failure(main, 'appliances.add', { name: 'Wrong', url: fx.demo.ready.appliance, user: fx.demo.ready.applianceUser, password: 'wrong-password', auth: 'session' }));
    expect(unclean).toEqual([]);
  }, 120_000);
});
