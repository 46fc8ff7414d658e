import { describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { JsonNumber } from '../../../shared/json/lossless.js';
import { makeAccounts } from '../../../electron/demo/accounts.js';
import { CURRENCIES } from '../../../electron/demo/exchange/market/catalog.js';
import { feeRecords } from '../../../electron/demo/exchange/funds/fees.js';
import { FundSources } from '../../../electron/demo/exchange/fiat/fund-sources.js';
import { Funds } from '../../../electron/demo/exchange/funds/funds.js';
import { AccountBook } from '../../../electron/demo/exchange/accounts/ledger.js';
import { isRefusal, parseWithdrawal } from '../../../electron/demo/exchange/funds/withdraw-request.js';
import { escapeHtml } from '../../../electron/demo/gateway/pages.js';
import {
  amountProblem,
  checkFields,
  defaultPaymentService,
  GATEWAY_FIAT,
  maskValue,
  PAYMENT_SERVICES,
  PAYOUT_SERVICES,
  payoutService,
  serviceFee,
} from '../../../electron/demo/gateway/services.js';

const fee = (rate: string, fixed = '0', min = '0', max: string | null = null) => ({ rate, fixed, min, max });
const num = (text: string) => new JsonNumber(text);

describe('the gateway catalog', () => {
  it('every currency has a card and a phone payout service, an hpp card and a form payment service', () => {
    for (const c of GATEWAY_FIAT) {
      expect(PAYOUT_SERVICES.filter((s) => s.currency === c).map((s) => s.method).sort()).toEqual(['mobile', 'payment_card']);
      const payments = PAYMENT_SERVICES.filter((s) => s.currency === c);
      expect(payments.map((s) => s.flow).sort()).toEqual(['form', 'hpp']);
      expect(defaultPaymentService(c)).toMatchObject({ flow: 'hpp', fields: [], method: 'payment_card' });
    }
    const codes = [...PAYOUT_SERVICES, ...PAYMENT_SERVICES].map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('FACTS.md example: card_uah pays out 100–250000 at 1.5 %, one card-number field', () => {
    const s = payoutService('card_uah')!;
    expect(s).toMatchObject({ method: 'payment_card', amountMin: '100', amountMax: '250000', fee: fee('1.5') });
    expect(s.fields).toEqual([expect.objectContaining({ key: 'card_number', type: 'text', regexp: '^\\d{12,19}$', required: true, position: 1, example: '4111111111111111' })]);
  });

  it('phone payouts list their fields out of position order, and the comment has no Russian texts', () => {
    for (const s of PAYOUT_SERVICES.filter((p) => p.method === 'mobile')) {
      expect(s.fields.map((f) => [f.key, f.position, f.required])).toEqual([
        ['comment', 2, false],
        ['phone', 1, true],
      ]);
      const comment = s.fields[0]!;
      expect(comment.type).toBe('textarea');
      expect(comment.label.ru).toBeUndefined();
      expect(comment.hint.ru).toBeUndefined();
      expect(s.fields[1]!.label.ru).toBeTruthy();
    }
  });

  it('card rates are the payment_card percents of /v3/fees (withdraw for payouts, deposit for payments)', () => {
    const records = feeRecords(() => new Big(1)) as unknown as { code: string; category: string; deposit_fees: { amount: string }[]; withdraw_fees: { amount: string }[] }[];
    for (const c of GATEWAY_FIAT) {
      const record = records.find((r) => r.code === 'payment_card' && r.category === c)!;
      expect(payoutService(`card_${c}`)!.fee.rate).toBe(record.withdraw_fees[0]!.amount);
      expect(defaultPaymentService(c).fee.rate).toBe(record.deposit_fees[0]!.amount);
    }
  });
});

describe('serviceFee', () => {
  it('rate % of the amount plus fixed, raised to min, lowered to max, rounded up to the cent', () => {
    expect(serviceFee(fee('1.5'), new Big('1000')).toFixed()).toBe('15');
    expect(serviceFee(fee('1.5'), new Big('100.01')).toFixed()).toBe('1.51'); // 1.50015 up
    expect(serviceFee(fee('1', '5', '0', '100'), new Big('1000')).toFixed()).toBe('15');
    expect(serviceFee(fee('1', '5', '0', '100'), new Big('15000')).toFixed()).toBe('100');
    expect(serviceFee(fee('2.5', '0', '50', '5000'), new Big('1000')).toFixed()).toBe('50');
    expect(serviceFee(fee('2.5', '0', '50', '5000'), new Big('600000')).toFixed()).toBe('5000');
    expect(serviceFee(fee('3', '0.3'), new Big('0.01')).toFixed()).toBe('0.31'); // 0.3003 up
    expect(serviceFee(fee('0'), new Big('5')).toFixed()).toBe('0');
  });

  it('limits: below the minimum, above the maximum, inclusive at both ends', () => {
    const s = payoutService('card_uah')!;
    expect(amountProblem(s, new Big('99.99'))).toBe('below');
    expect(amountProblem(s, new Big('100'))).toBeNull();
    expect(amountProblem(s, new Big('250000'))).toBeNull();
    expect(amountProblem(s, new Big('250000.01'))).toBe('above');
  });
});

describe('checkFields', () => {
  const card = payoutService('card_uah')!;
  const phone = payoutService('phone_uah')!;

  it('accepts the values that match, leaving out an empty optional one', () => {
    expect(checkFields(card, { card_number: '4111111111111111' })).toEqual({ ok: true, values: { card_number: '4111111111111111' } });
    expect(checkFields(phone, { phone: '+380671234567', comment: '' })).toEqual({ ok: true, values: { phone: '+380671234567' } });
    expect(checkFields(phone, { phone: '0671234567', comment: 'Rent\nfor March' })).toEqual({ ok: true, values: { phone: '0671234567', comment: 'Rent\nfor March' } });
  });

  it('names every problem by field: missing, not a string, no match, unknown, too long', () => {
    const r = checkFields(phone, { comment: 'x'.repeat(141), card_number: '4111111111111111' });
    expect(r).toEqual({ ok: false, errors: { card_number: ['is not a field of phone_uah'], phone: ['is required (Phone number)'], comment: [expect.stringMatching(/^is not valid/)] } });
    expect(checkFields(card, { card_number: 4111111111111111 })).toEqual({ ok: false, errors: { card_number: ['must be a string'] } });
    for (const bad of ['4111 1111 1111 1111', '41111111111', '4'.repeat(20), '４１１１１１１１１１１１', '411111111111\n']) {
      expect(checkFields(card, { card_number: bad }).ok, bad).toBe(false);
    }
    expect(checkFields(card, ['4111111111111111'])).toEqual({ ok: false, errors: { '': [expect.stringMatching(/must be an object/)] } });
    expect(checkFields(card, 'x').ok).toBe(false);
    expect(checkFields(card, undefined)).toEqual({ ok: false, errors: { card_number: ['is required (Card number)'] } });
    expect(checkFields(defaultPaymentService('uah'), undefined)).toEqual({ ok: true, values: {} });
    expect(checkFields(defaultPaymentService('uah'), { extra: '1' }).ok).toBe(false);
  });
});

describe('maskValue', () => {
  it('cards keep the first 6 and last 4 digits, phones the country part and the last 4', () => {
    expect(maskValue('card_number', '4111111111111111')).toBe('411111******1111');
    expect(maskValue('card_number', '411111111111')).toBe('411111**1111');
    expect(maskValue('phone', '+380671234567')).toBe('+38067***4567');
    expect(maskValue('phone', '0671234567')).toBe('067***4567');
    expect(maskValue('other', 'abcdef')).toBe('****ef');
  });

  it('pages escape what came from a request', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('the fiat withdraw body', () => {
  const card = { withdraw_type: 'uah', amount: num('1000'), gateway: 'card_uah', fields: { card_number: '4111111111111111' } };
  const accepted = (body: Record<string, unknown>, sources = new FundSources(1), owner = 'k') => {
    const v = parseWithdrawal(body, (id) => sources.get(owner, id));
    if (isRefusal(v)) throw new Error(`Refused: ${v.message}`);
    return v;
  };

  it('fee from the service on top; with withdrawall the amount includes it', () => {
    const o = accepted(card);
    expect([o.amount.toFixed(), o.fee.toFixed(), o.total.toFixed()]).toEqual(['1000', '15', '1015']);
    expect(o).toMatchObject({ currency: 'uah', destination: '411111******1111', memo: null, provider: 'payment_card', payout: { service: 'card_uah', fields: { card_number: '4111111111111111' }, fundSourceId: null } });
    const all = accepted({ ...card, withdrawall: true });
    expect([all.amount.toFixed(), all.fee.toFixed(), all.total.toFixed()]).toEqual(['985', '15', '1000']);
  });

  it('a saved fund source instead of fields: its service and values', () => {
    const sources = new FundSources(7);
    const saved = sources.save('k', 'uah', 'phone_uah', { phone: '+380671234567' }, 0);
    expect(sources.save('k', 'uah', 'phone_uah', { phone: '+380671234567' }, 1)).toBe(saved);
    expect(sources.save('k', 'uah', 'phone_uah', { phone: '+380671234568' }, 1).id).toBe(8);
    const o = accepted({ withdraw_type: 'uah', amount: '100', fund_source_id: 7 }, sources);
    expect(o).toMatchObject({ destination: '+38067***4567', provider: 'mobile', payout: { service: 'phone_uah', fundSourceId: 7 } });
    expect(o.fee.toFixed()).toBe('6');
    expect(parseWithdrawal({ withdraw_type: 'uah', amount: '100', fund_source_id: 7 }, (id) => sources.get('other', id))).toEqual({ status: 404, message: 'Fund source not found: 7' });
    expect(parseWithdrawal({ withdraw_type: 'usd', amount: '100', fund_source_id: 7 }, (id) => sources.get('k', id))).toMatchObject({ status: 400, message: 'Fund source 7 is for uah, not usd' });
    expect(parseWithdrawal({ withdraw_type: 'uah', amount: '100', gateway: 'card_uah', fund_source_id: 7 }, (id) => sources.get('k', id))).toMatchObject({ message: 'Fund source 7 is for phone_uah, not card_uah' });
  });

  it('refusals, in order', () => {
    const cases: [Record<string, unknown>, number, RegExp | string][] = [
      [{ ...card, address: '' }, 400, /^uah withdrawals take no address/],
      [{ ...card, payment_id: '5' }, 400, 'uah withdrawals take no memo (payment_id)'],
      [{ ...card, amount: '100.001' }, 400, 'amount has more than 2 decimal places, the precision of uah'],
      [{ ...card, gateway: 5 }, 400, /^gateway must be a string/],
      [{ ...card, fund_source_id: 1 }, 400, 'Send fields or fund_source_id, not both'],
      [{ ...card, fields: undefined, fund_source_id: '1' }, 400, /^fund_source_id must be a positive 32-bit integer/],
      [{ ...card, gateway: undefined }, 400, /^gateway is required for a uah withdrawal/],
      [{ ...card, gateway: 'card_uah_hpp' }, 404, 'Unknown payout service: card_uah_hpp'],
      [{ ...card, gateway: 'card_usd' }, 400, 'card_usd pays out usd, not uah'],
      [{ ...card, fields: undefined }, 400, /^fields is required for a uah withdrawal through card_uah/],
      [{ ...card, fields: { card_number: '4111' } }, 400, /^fields\.card_number is not valid/],
      [{ ...card, fields: [] }, 400, /^fields must be an object/],
      [{ ...card, amount: '99.99' }, 400, /^The minimum payout through card_uah is 100 uah/],
      [{ ...card, amount: '250000.01' }, 400, /^The maximum payout through card_uah is 250000 uah/],
      [{ ...card, amount: '101', withdrawall: true }, 400, /^The minimum payout through card_uah is 100 uah .*99\.48/],
      [{ ...card, gateway: 'phone_uah', fields: { phone: '0671234567' }, amount: '5', withdrawall: true }, 400, /must be more than the fee/],
    ];
    for (const [body, status, message] of cases) {
      const r = parseWithdrawal(body, () => undefined);
      expect(r, JSON.stringify(body)).toMatchObject({ status });
      expect((r as { message: string }).message, JSON.stringify(body)).toMatch(message);
    }
  });
});

describe('gateway deposits on the funds', () => {
  it('a deposit opened for the gateway is settled once: done credits, canceled does not', () => {
    const account = makeAccounts()[0]!;
    const book = new AccountBook(account, { twoFactor: false, announcements: false, publicKeys: { uah: 'a', usd: 'b', rub: 'c' } }, CURRENCIES.map((c) => c.code));
    const funds = new Funds(1000, 10);
    const d = funds.openDeposit(book, 'uah', new Big('250.5'), 0);
    expect(d).toMatchObject({ id: 10, status: 'pending', provider: null, destination: '', txid: '' });
    expect(funds.settleDeposit(book, d.id, 'done', 'payment_card')).toMatchObject({ ok: true, deposit: { status: 'done', provider: 'payment_card' } });
    expect(funds.settleDeposit(book, d.id, 'done', 'payment_card')).toEqual({ ok: false, reason: 'done' });
    expect(funds.settleDeposit(book, d.id, 'canceled', 'payment_card')).toEqual({ ok: false, reason: 'done' });
    expect(book.available('uah').toFixed()).toBe('250.5');
    const c = funds.openDeposit(book, 'uah', new Big('10'), 0);
    expect(funds.settleDeposit(book, c.id, 'canceled', 'mobile')).toMatchObject({ ok: true, deposit: { status: 'canceled', provider: 'mobile' } });
    expect(book.available('uah').toFixed()).toBe('250.5');
    // An admin (or seeded) deposit is not the gateway's to settle.
    const admin = funds.credit(book, 'uah', new Big('1'), '', 'payment_card', 0);
    expect(funds.settleDeposit(book, admin.id, 'done', 'payment_card')).toEqual({ ok: false, reason: 'not-found' });
    expect(funds.settleDeposit(book, 9999, 'done', 'payment_card')).toEqual({ ok: false, reason: 'not-found' });
  });
});
