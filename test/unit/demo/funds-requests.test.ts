import { describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { JsonNumber, parseJson, stringifyJson } from '../../../shared/json/lossless.js';
import { fitsPrecision, positiveAmount } from '../../../electron/demo/exchange/http/amounts.js';
import { depositDetails, isoUtc, isoWithOffset, withdrawalDetails } from '../../../electron/demo/exchange/funds/funds-answers.js';
import { type Deposit, type Operation, type Withdrawal, type WithdrawalOrder } from '../../../electron/demo/exchange/funds/funds.js';
import { historyAnswer, parseHistoryQuery, PER_PAGE_DEFAULT, PER_PAGE_MAX, type HistoryQuery } from '../../../electron/demo/exchange/funds/history.js';
import { isRefusal, parseWithdrawal } from '../../../electron/demo/exchange/funds/withdraw-request.js';

const T = Date.UTC(2026, 10, 20, 10, 0, 0);
const BTC_TO = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq';
const num = (text: string) => new JsonNumber(text);

describe('amounts', () => {
  it('a JSON number or a plain decimal-string, positive, read from its text', () => {
    expect(positiveAmount(num('0.1'))!.toFixed()).toBe('0.1');
    expect(positiveAmount(num('0.123456789012345678'))!.toFixed()).toBe('0.123456789012345678');
    expect(positiveAmount(num('1e-3'))!.toFixed()).toBe('0.001');
    expect(positiveAmount('12.50')!.toFixed()).toBe('12.5');
    for (const bad of [num('0'), num('-1'), num('1e400'), '0', '-1', '1e3', ' 1', '1.', '.5', '', 1, true, null, undefined, [1], {}]) {
      expect(positiveAmount(bad), JSON.stringify(bad)).toBeNull();
    }
  });

  it('precision: no more decimal places than the currency has', () => {
    expect(fitsPrecision(new Big('0.12345678'), 8)).toBe(true);
    expect(fitsPrecision(new Big('0.123456789'), 8)).toBe(false);
    expect(fitsPrecision(new Big('100'), 0)).toBe(true);
    expect(fitsPrecision(new Big('1.5'), 0)).toBe(false);
  });
});

describe('the withdraw body', () => {
  const accepted = (v: ReturnType<typeof parseWithdrawal>): WithdrawalOrder => {
    if (isRefusal(v)) throw new Error(`Refused: ${v.message}`);
    return v;
  };
  const body = (extra: Record<string, unknown>) => ({ withdraw_type: 'btc', amount: num('0.01'), address: BTC_TO, ...extra });

  it('fee on top by default; included with withdrawall true or 1', () => {
    const plain = accepted(parseWithdrawal(body({})));
    expect(stringifyJson(plain)).toBe(stringifyJson({ currency: 'btc', amount: new Big('0.01'), fee: new Big('0.0005'), total: new Big('0.0105'), destination: BTC_TO, memo: null }));
    for (const flag of [true, 1]) {
      const included = accepted(parseWithdrawal(body({ withdrawall: flag })));
      expect([included.amount.toFixed(), included.total.toFixed()]).toEqual(['0.0095', '0.01']);
    }
    expect(accepted(parseWithdrawal(body({ withdrawall: 0 }))).total.toFixed()).toBe('0.0105');
  });

  it('checks in order: types 400, currency 404, then what the currency demands', () => {
    expect(parseWithdrawal({ withdraw_type: 'zzz', amount: 'x' })).toEqual({ status: 400, message: expect.stringMatching(/^amount is required/) });
    expect(parseWithdrawal({ withdraw_type: 'zzz', amount: '1', withdrawall: 'yes' })).toMatchObject({ status: 400 });
    expect(parseWithdrawal({ withdraw_type: 'zzz', amount: '1' })).toEqual({ status: 404, message: 'Unknown currency: zzz' });
    // Precision is checked before the address: the amount is wrong whatever the address.
    expect(parseWithdrawal({ withdraw_type: 'btc', amount: '0.000000001' })).toMatchObject({ status: 400, message: /precision of btc/ });
    expect(parseWithdrawal({ withdraw_type: 'btc', amount: '0.0001', address: 'x' })).toMatchObject({ message: 'Invalid btc address: x' });
    expect(parseWithdrawal({ withdraw_type: 'btc', amount: '0.0001', address: BTC_TO })).toMatchObject({ message: /^The minimum withdrawal is 0\.001 btc/ });
  });

  it('memo coins: a memo, or allow_blank_memo true; a memo for a coin without one is refused', () => {
    const xrp = { withdraw_type: 'xrp', amount: '25', address: 'rPT1Sjq2YGrBMTttX4GZHjKu9dyfzbpAYe' };
    expect(parseWithdrawal(xrp)).toMatchObject({ status: 400, message: /memo \(payment_id\) is required/ });
    expect(parseWithdrawal({ ...xrp, allow_blank_memo: true })).toMatchObject({ memo: null });
    expect(parseWithdrawal({ ...xrp, payment_id: '', allow_blank_memo: true })).toMatchObject({ memo: null });
    expect(parseWithdrawal({ ...xrp, payment_id: '77' })).toMatchObject({ memo: '77' });
    expect(parseWithdrawal({ ...xrp, payment_id: '-1' })).toMatchObject({ status: 400, message: /^Invalid payment_id/ });
    expect(parseWithdrawal(body({ payment_id: '' }))).toMatchObject({ memo: null });
    expect(parseWithdrawal(body({ payment_id: '5' }))).toMatchObject({ status: 400, message: 'btc withdrawals take no memo (payment_id)' });
  });

  it('withdrawall true needs more than the fee, and the recipient at least the minimum', () => {
    expect(parseWithdrawal(body({ amount: '0.0005', withdrawall: true }))).toMatchObject({ message: /must be more than the fee/ });
    expect(parseWithdrawal(body({ amount: '0.0014', withdrawall: true }))).toMatchObject({ message: /minimum withdrawal is 0\.001 btc .*0\.0009/ });
    expect(parseWithdrawal(body({ amount: '0.0015', withdrawall: true }))).toMatchObject({ currency: 'btc' });
  });
});

describe('history query', () => {
  it('defaults as the document says: page 1, 20 a page, newest first', () => {
    expect(parseHistoryQuery('', {})).toEqual({ kind: null, currencyIds: null, statuses: null, from: null, to: null, page: 1, perPage: PER_PAGE_DEFAULT, orderBy: 'created_at', descending: true });
    expect(PER_PAGE_DEFAULT).toBe(20);
    expect(PER_PAGE_MAX).toBe(100);
    expect(parseHistoryQuery('withdraws', {})).toMatchObject({ kind: 'withdraw' });
    expect(parseHistoryQuery('deposits', { per_page: 100, statuses: [] })).toMatchObject({ kind: 'deposit', perPage: 100, statuses: null });
  });

  it('every refusal names its field', () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ currency_ids: [1, 'x'] }, /^currency_ids/],
      [{ currency_ids: [15] }, /^currency_ids: no currency has id 15/],
      [{ statuses: ['unknown'] }, /^statuses/],
      [{ date_from: 2 ** 31 }, /^date_from/],
      [{ date_to: -5 }, /^date_to/],
      [{ page: 1.5 }, /^page/],
      [{ per_page: 101 }, /^per_page/],
      [{ order_by: 'status' }, /^order_by/],
      [{ order_dir: 1 }, /^order_dir/],
    ];
    for (const [body, message] of cases) expect(parseHistoryQuery('', body)).toMatch(message);
  });

  const op = (id: number, kind: Operation['kind'], currency: string, amount: string, seconds: number, status: string): Operation =>
    ({ id, kind, owner: 'k', currency, amount: new Big(amount), createdAt: T + seconds * 1000 + 999, status, destination: 'd' }) as unknown as Operation;
  const ops = [
    op(1, 'deposit', 'btc', '1', 0, 'done'),
    op(2, 'withdraw', 'eth', '2', 10, 'awaiting_confirmation'),
    op(3, 'deposit', 'usd', '1', 10, 'canceled'),
    op(4, 'withdraw', 'btc', '0.5', 20, 'pending'),
  ];
  const run = (body: Record<string, unknown>, type = '') => JSON.parse(stringifyJson(historyAnswer(ops, parseHistoryQuery(type, body) as HistoryQuery))) as { total_items: number; items: { id: number; status: string; created_at: string }[]; currencies: string[] };

  it('ties fall back to time then id; both pending states are pending; seconds bounds inclusive', () => {
    expect(run({}).items.map((i) => i.id)).toEqual([4, 3, 2, 1]);
    expect(run({ order_dir: 'asc' }).items.map((i) => i.id)).toEqual([1, 2, 3, 4]);
    expect(run({ order_by: 'amount' }).items.map((i) => i.id)).toEqual([2, 3, 1, 4]);
    expect(run({ statuses: ['pending'] }).items.map((i) => i.id)).toEqual([4, 2]);
    expect(run({}).items.find((i) => i.id === 2)!.status).toBe('pending');
    const from = Math.floor(T / 1000) + 10;
    expect(run({ date_from: from, date_to: from }).items.map((i) => i.id)).toEqual([3, 2]);
    expect(run({}).items[3]!.created_at).toBe('2026-11-20T10:00:00Z');
  });

  it('currencies: every match on every page, in the currencies’ order', () => {
    const r = run({ per_page: 1 });
    expect(r.total_items).toBe(4);
    expect(r.items).toHaveLength(1);
    expect(r.currencies).toEqual(['btc', 'eth', 'usd']);
    expect(run({}, 'deposits').currencies).toEqual(['btc', 'usd']);
    expect(run({ page: 3, per_page: 2 })).toEqual({ total_items: 4, items: [], currencies: ['btc', 'eth', 'usd'] });
  });
});

describe('details shapes', () => {
  it('times: with an offset in details, Z in the history, whole seconds', () => {
    expect(isoWithOffset(T + 999)).toBe('2026-11-20T10:00:00+00:00');
    expect(isoUtc(T + 999)).toBe('2026-11-20T10:00:00Z');
  });

  it('a deposit: currency as its id, amount a decimal-string; a withdrawal: currency as its code', () => {
    const d: Deposit = { kind: 'deposit', id: 7, owner: 'k', currency: 'eth', amount: new Big('1.50'), createdAt: T, destination: '0xabc', txid: 'f'.repeat(64), status: 'done', provider: null };
    expect(stringifyJson(depositDetails(d))).toBe(
      `{"id":7,"type":"deposit","created_at":"2026-11-20T10:00:00+00:00","destination":"0xabc","txid":"${'f'.repeat(64)}","currency":2,"amount":"1.5","status":"done","sn":"DP7","provider":null}`,
    );
    const w: Withdrawal = {
      kind: 'withdraw', id: 8, owner: 'k', currency: 'btc', amount: new Big('0.0095'), fee: new Big('0.0005'), total: new Big('0.01'), destination: BTC_TO,
      memo: null, createdAt: T, status: 'pending', pendingSince: T, txid: '',
    };
    expect(parseJson(stringifyJson(withdrawalDetails(w)))).toEqual(
      parseJson(`{"id":8,"created_at":"2026-11-20T10:00:00+00:00","destination":"${BTC_TO}","currency":"btc","amount":"0.0095","status":"pending","txid":"","sn":"WD8","fee":"0.0005","total_amount":"0.01","reference_id":"8","provider":null}`),
    );
    // A fiat payout: the service's method as provider, and a masked destination.
    const payout: Withdrawal = { ...w, currency: 'uah', amount: new Big('1000'), fee: new Big('15'), total: new Big('1015'), destination: '411111******1111', provider: 'payment_card' };
    expect(withdrawalDetails(payout)).toMatchObject({ currency: 'uah', destination: '411111******1111', fee: '15', total_amount: '1015', provider: 'payment_card' });
  });
});
