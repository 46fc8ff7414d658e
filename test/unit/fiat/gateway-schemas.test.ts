import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../../../shared/json/lossless.js';
import { GatewayClient } from '../../../electron/core/gateway/client.js';
import { invoiceAnswerSchema, servicesAnswerSchema } from '../../../electron/core/gateway/schemas.js';

const answer = {
  data: {
    currency: 'UAH',
    amount: '1000',
    test_mode: true,
    services: {
      phone_uah: { code: 'phone_uah', method: 'mobile', currency: 'UAH', fields: [{ key: 'phone', type: 'tel', label: { en: 'Phone' }, hint: null, regexp: '^\\+?\\d{10,15}$', required: 1, position: '2' }], amount_min: 10, amount_max: '5000', fee: { rate: '2', fixed: '1', min: null, max: null } },
      card_uah: { code: 'card_uah', method: 'payment_card', currency: 'UAH', fields: [], amount_min: '100', amount_max: 250000, fee: { rate: 1.5, fixed: 0, min: 0, max: null }, exchange_rate: '1', amount: '1000' },
      hidden_uah: { code: 'hidden_uah', method: 'hidden', currency: 'UAH', fields: [] },
    },
    methods: {
      payment_card: { code: 'payment_card', name: { en: 'Bank card' }, position: 1, hide: false },
      mobile: { code: 'mobile', name: { en: 'Mobile' }, position: 2, hide: false },
      hidden: { code: 'hidden', name: { en: 'Hidden' }, position: 0, hide: true },
    },
    account: { name: 'Demo merchant', description: '', icon: '', website: '' },
  },
};

describe('the gateway’s service list', () => {
  it('reads numbers and strings alike into decimal text, orders by the methods and leaves hidden ones out', () => {
    const parsed = v.parse(servicesAnswerSchema, parseJson(JSON.stringify(answer)));
    expect(parsed.testMode).toBe(true);
    expect(parsed.merchant).toBe('Demo merchant');
    expect(parsed.services.map((s) => s.code)).toEqual(['card_uah', 'phone_uah']);
    expect(parsed.services[0]).toMatchObject({ amountMin: '100', amountMax: '250000', fee: { rate: '1.5', fixed: '0', min: '0', max: null }, methodName: { en: 'Bank card' } });
    expect(parsed.services[1]!.fields[0]).toMatchObject({ key: 'phone', type: 'tel', required: true, position: 2, hint: {} });
  });

  it('refuses an answer without services, or a field without a key', () => {
    expect(v.safeParse(servicesAnswerSchema, parseJson('{"data":{}}')).success).toBe(false);
    const noKey = { data: { services: { a: { code: 'a', fields: [{ type: 'text' }] } } } };
    expect(v.safeParse(servicesAnswerSchema, parseJson(JSON.stringify(noKey))).success).toBe(false);
  });

  it('reads an invoice’s payment form', () => {
    const parsed = v.parse(invoiceAnswerSchema, parseJson('{"data":{"active_payment":{"action":"http://g/p","method":"POST","payload":[{"name":"invoice","value":7}]}}}'));
    expect(parsed.data.active_payment.payload).toEqual([{ name: 'invoice', value: '7' }]);
  });
});

describe('the payment form’s address', () => {
  const gateway = new GatewayClient('http://127.0.0.1:4568');

  it('goes only to the gateway’s own origin, by GET or POST', () => {
    expect(gateway.form('/public-api/payment-invoices/process', null, [{ name: 'a', value: '1' }])).toEqual({
      action: 'http://127.0.0.1:4568/public-api/payment-invoices/process',
      method: 'POST',
      fields: [{ name: 'a', value: '1' }],
    });
    expect(() => gateway.form('https://evil.example/pay', 'POST', [])).toThrow(/not to itself/);
    expect(() => gateway.form('http://user:pw@127.0.0.1:4568/x', 'POST', [])).toThrow(/not to itself/);
    expect(() => gateway.form('/x', 'DELETE', [])).toThrow(/does not send/);
  });
});
