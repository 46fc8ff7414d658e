import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JsonValue } from '../../../shared/json/lossless.js';
import { startDemoServers, type DemoServers } from '../../../electron/demo/index.js';
import { arr, get, isInt, obj } from './fetch-json.js';
import { dataOf, expectGatewayError, postForm, postJson, publicKeys } from './gateway-client.js';
import { Signer } from './signed.js';

// The demo payment gateway's public API over real HTTP: the pre-requests and the refusals
// every path shares. Deposits (invoices, the payment page) are in gateway-deposits.test.ts.
let demo: DemoServers;
let gw: string;
let keys: { uah: string; usd: string; rub: string };
let bobKeys: { uah: string; usd: string; rub: string };

beforeAll(async () => {
  demo = await startDemoServers({ port: 0, seed: 43 });
  gw = demo.gatewayUrl;
  keys = await publicKeys(new Signer(demo.exchange.url, demo.exchange.accounts[0]!));
  bobKeys = await publicKeys(new Signer(demo.exchange.url, demo.exchange.accounts[1]!));
});
afterAll(() => demo.close());

const LOCALIZED = (v: JsonValue | undefined, withRu = true): void => {
  const o = obj(v);
  expect(Object.keys(o).sort()).toEqual(withRu ? ['en', 'ru', 'uk'] : ['en', 'uk']);
  for (const t of Object.values(o)) expect(typeof t === 'string' && t.length > 0).toBe(true);
};

function checkField(f: JsonValue): Record<string, JsonValue> {
  const o = obj(f);
  expect(Object.keys(o).sort()).toEqual(['example', 'hint', 'key', 'label', 'position', 'regexp', 'required', 'type']);
  expect(['text', 'textarea']).toContain(o.type);
  expect(isInt(o.position)).toBe(true);
  expect(typeof o.required).toBe('boolean');
  // The regexp is a JavaScript pattern source, and the example matches it.
  expect(new RegExp(o.regexp as string).test(o.example as string)).toBe(true);
  LOCALIZED(o.label, o.key !== 'comment');
  LOCALIZED(o.hint, o.key !== 'comment');
  return o;
}

function checkMethodsAndAccount(data: Record<string, JsonValue>, services: Record<string, JsonValue>): void {
  const methods = obj(data.methods);
  expect(Object.keys(methods).sort()).toEqual([...new Set(Object.values(services).map((s) => obj(s).method as string))].sort());
  for (const [code, m] of Object.entries(methods)) {
    const o = obj(m);
    expect(Object.keys(o).sort()).toEqual(['category', 'code', 'description', 'hide', 'icon', 'logo', 'metadata', 'name', 'position']);
    expect(o.code).toBe(code);
    expect(o.metadata).toEqual([]);
    expect(isInt(o.position)).toBe(true);
    expect(o.hide).toBe(false);
    LOCALIZED(o.name);
    expect(o.logo).toMatch(new RegExp(`^${gw}/static/`));
    expect(o.icon).toMatch(new RegExp(`^${gw}/static/`));
  }
  const account = obj(data.account);
  expect(Object.keys(account).sort()).toEqual(['description', 'icon', 'name', 'website']);
  expect(account.website).toBe(demo.exchange.url);
}

describe('POST /public-api/payout-prerequest', () => {
  it('answers the services of the currency, their fields, limits, rate, amount and fee', async () => {
    const r = await postJson(`${gw}/public-api/payout-prerequest`, { amount: 1000, currency: 'UAH', public_key: keys.uah });
    expect(r.status, r.text).toBe(200);
    expect(r.type).toMatch(/^application\/json/);
    expect(Object.keys(obj(r.json))).toEqual(['data']);
    const data = dataOf(r);
    expect(Object.keys(data).sort()).toEqual(['account', 'amount', 'currency', 'methods', 'services', 'test_mode']);
    expect(data).toMatchObject({ currency: 'UAH', amount: '1000', test_mode: true });
    const services = obj(data.services);
    expect(Object.keys(services).sort()).toEqual(['card_uah', 'phone_uah']);
    for (const [code, s] of Object.entries(services)) {
      const o = obj(s);
      expect(Object.keys(o).sort()).toEqual(['amount', 'amount_max', 'amount_min', 'code', 'currency', 'exchange_rate', 'fee', 'fields', 'method'].sort());
      expect(o).toMatchObject({ code, currency: 'UAH', exchange_rate: '1', amount: '1000' });
      for (const k of ['amount_min', 'amount_max']) expect(o[k]).toMatch(/^\d+(\.\d+)?$/);
      const fee = obj(o.fee);
      expect(Object.keys(fee).sort()).toEqual(['fixed', 'max', 'min', 'rate']);
      for (const k of ['rate', 'fixed', 'min']) expect(fee[k]).toMatch(/^\d+(\.\d+)?$/);
      expect(fee.max === null || /^\d+(\.\d+)?$/.test(fee.max as string)).toBe(true);
      arr(o.fields).forEach(checkField);
    }
    expect(obj(services.card_uah)).toMatchObject({ method: 'payment_card', amount_min: '100', amount_max: '250000', fee: { rate: '1.5', fixed: '0', min: '0', max: null } });
    expect(arr(obj(services.card_uah).fields).map((f) => obj(f).key)).toEqual(['card_number']);
    expect(obj(arr(obj(services.card_uah).fields)[0])).toMatchObject({ regexp: '^\\d{12,19}$', required: true, position: expect.anything(), example: '4111111111111111' });
    // Listed out of position order: clients sort by position.
    const phone = arr(obj(services.phone_uah).fields).map(obj);
    expect(phone.map((f) => [f.key, String(f.position), f.required, f.type])).toEqual([
      ['comment', '2', false, 'textarea'],
      ['phone', '1', true, 'text'],
    ]);
    checkMethodsAndAccount(data, services);
  });

  it('each currency with its own key; the amount exactly as sent', async () => {
    for (const [cur, key] of [['USD', keys.usd], ['RUB', keys.rub]] as const) {
      const data = dataOf(await postJson(`${gw}/public-api/payout-prerequest`, `{"amount":250.75,"currency":"${cur}","public_key":"${key}"}`));
      expect(data).toMatchObject({ currency: cur, amount: '250.75' });
      expect(Object.keys(obj(data.services)).sort()).toEqual([`card_${cur.toLowerCase()}`, `phone_${cur.toLowerCase()}`]);
      for (const s of Object.values(obj(data.services))) expect(obj(s)).toMatchObject({ currency: cur, amount: '250.75' });
    }
    expect(dataOf(await postJson(`${gw}/public-api/payout-prerequest`, { amount: 1, currency: 'UAH', public_key: bobKeys.uah })).currency).toBe('UAH');
  });

  it('refusals: 400 for a bad field (each named), 403 for a key that is unknown or of another currency', async () => {
    const url = `${gw}/public-api/payout-prerequest`;
    const cases: [unknown, number, string][] = [
      [{ amount: 1000, currency: 'uah', public_key: keys.uah }, 400, 'currency'],
      [{ amount: 1000, currency: 'EUR', public_key: keys.uah }, 400, 'currency'],
      [{ amount: 1000, public_key: keys.uah }, 400, 'currency'],
      [{ amount: '1000', currency: 'UAH', public_key: keys.uah }, 400, 'amount'],
      [{ amount: 0, currency: 'UAH', public_key: keys.uah }, 400, 'amount'],
      [{ amount: -5, currency: 'UAH', public_key: keys.uah }, 400, 'amount'],
      [{ amount: 10.001, currency: 'UAH', public_key: keys.uah }, 400, 'amount'],
      [{ currency: 'UAH', public_key: keys.uah }, 400, 'amount'],
      [{ amount: 1000, currency: 'UAH' }, 400, 'public_key'],
      [{ amount: 1000, currency: 'UAH', public_key: 7 }, 400, 'public_key'],
      [{ amount: 1000, currency: 'UAH', public_key: 'pk_demo_nobody' }, 403, 'public_key'],
      [{ amount: 1000, currency: 'UAH', public_key: keys.usd }, 403, 'public_key'],
    ];
    for (const [body, status, field] of cases) expectGatewayError(await postJson(url, body), status, field);
    // Several problems at once: all named.
    const r = await postJson(url, { amount: 'x', currency: 'x' });
    expectGatewayError(r, 400);
    expect(Object.keys(obj(obj(r.json).errors)).sort()).toEqual(['amount', 'currency', 'public_key']);
    // A refused key is never echoed back.
    const secretish = 'pk_demo_thisIsNotAKeyOfAnyAccount';
    expect((await postJson(url, { amount: 1, currency: 'UAH', public_key: secretish })).text).not.toContain(secretish);
  });
});

describe('POST /public-api/payment-prerequest', () => {
  it('the payment services, each with a flow and without exchange_rate or amount', async () => {
    const r = await postJson(`${gw}/public-api/payment-prerequest`, { currency: 'UAH', public_key: keys.uah });
    expect(r.status, r.text).toBe(200);
    const data = dataOf(r);
    expect(Object.keys(data).sort()).toEqual(['account', 'currency', 'methods', 'services', 'test_mode']);
    expect(data).toMatchObject({ currency: 'UAH', test_mode: true });
    const services = obj(data.services);
    expect(Object.keys(services).sort()).toEqual(['card_uah_hpp', 'phone_uah_form']);
    for (const [code, s] of Object.entries(services)) {
      const o = obj(s);
      expect(Object.keys(o).sort()).toEqual(['amount_max', 'amount_min', 'code', 'currency', 'fee', 'fields', 'flow', 'method']);
      expect(o.code).toBe(code);
      arr(o.fields).forEach(checkField);
    }
    expect(obj(services.card_uah_hpp)).toMatchObject({ flow: 'hpp', fields: [], method: 'payment_card', fee: { rate: '1', fixed: '0', min: '0', max: null } });
    expect(obj(services.phone_uah_form)).toMatchObject({ flow: 'form', method: 'mobile' });
    expect(arr(obj(services.phone_uah_form).fields).map((f) => obj(f).key)).toEqual(['phone']);
    checkMethodsAndAccount(data, services);
    for (const [cur, key] of [['USD', keys.usd], ['RUB', keys.rub]] as const) {
      expect(Object.keys(obj(dataOf(await postJson(`${gw}/public-api/payment-prerequest`, { currency: cur, public_key: key })).services))).toHaveLength(2);
    }
  });

  it('refusals as for payouts; an amount, if sent, is ignored', async () => {
    const url = `${gw}/public-api/payment-prerequest`;
    expect((await postJson(url, { currency: 'RUB', public_key: keys.rub, amount: 'whatever' })).status).toBe(200);
    expectGatewayError(await postJson(url, { currency: 'Uah', public_key: keys.uah }), 400, 'currency');
    expectGatewayError(await postJson(url, { currency: 'UAH', public_key: '' }), 400, 'public_key');
    expectGatewayError(await postJson(url, { currency: 'UAH', public_key: 'nope' }), 403, 'public_key');
    expectGatewayError(await postJson(url, { currency: 'RUB', public_key: keys.uah }), 403, 'public_key');
  });
});

describe('what every path shares', () => {
  it('404 for an unknown path, 405 with Allow for another method', async () => {
    for (const path of ['/', '/public-api', '/public-api/payout', '/public-api/payment-invoices/nope', '/checkout']) {
      expectGatewayError(await postJson(`${gw}${path}`, {}), 404);
    }
    expectGatewayError(await get(`${gw}/nope`), 404);
    for (const path of ['/public-api/payout-prerequest', '/public-api/payment-prerequest', '/public-api/payment-invoices', '/public-api/payment-invoices/process']) {
      for (const method of ['GET', 'PUT', 'DELETE']) {
        const r = await get(`${gw}${path}`, { method });
        expectGatewayError(r, 405);
        expect(r.headers.get('allow')).toBe('POST');
      }
    }
  });

  it('415 for another content type, 400 for a body that is not a JSON object', async () => {
    const url = `${gw}/public-api/payout-prerequest`;
    const body = JSON.stringify({ amount: 1, currency: 'UAH', public_key: keys.uah });
    expectGatewayError(await get(url, { method: 'POST', body }), 415); // fetch sends text/plain
    expectGatewayError(await postForm(url, { amount: '1' }), 415);
    expect((await postJson(url, body, { 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
    for (const bad of ['', 'nope', '[]', 'null', '5', '"x"', '{"a":1']) expectGatewayError(await postJson(url, bad), 400);
    // The process path takes a browser's form, not JSON.
    expectGatewayError(await postJson(`${gw}/public-api/payment-invoices/process`, {}), 415);
  });

  it('413 for a body over 16 KiB (declared, or streamed without a length)', async () => {
    const url = `${gw}/public-api/payout-prerequest`;
    const big = JSON.stringify({ amount: 1, currency: 'UAH', public_key: keys.uah, pad: 'x'.repeat(17 * 1024) });
    expectGatewayError(await postJson(url, big), 413);
    // Chunked, no content-length: refused once the limit is passed.
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', reject);
      for (let i = 0; i < 20; i++) req.write('x'.repeat(1024));
      req.end();
    });
    expect(status).toBe(413);
    // And the gateway still answers.
    expect((await postJson(url, { amount: 1, currency: 'UAH', public_key: keys.uah })).status).toBe(200);
  });

  it('the static images its answers point at', async () => {
    const data = dataOf(await postJson(`${gw}/public-api/payout-prerequest`, { amount: 1000, currency: 'UAH', public_key: keys.uah }));
    const urls = [...Object.values(obj(data.methods)).flatMap((m) => [obj(m).logo, obj(m).icon]), obj(data.account).icon] as string[];
    for (const url of urls) {
      const r = await get(url);
      expect(r.status, url).toBe(200);
      expect(r.type).toBe('image/svg+xml');
      expect(r.text).toMatch(/^<svg /);
    }
    expectGatewayError(await get(`${gw}/static/methods/nope.svg`), 404);
  });
});
