import { beforeAll, describe, expect, it } from 'vitest';
import type { Balance, ProfilesView, RedeemResult, TransferCode } from '../../../shared/contract/index.js';
import { checkCode } from '../../../shared/codes/codec.js';
import { Big } from '../../../shared/decimal.js';
import { useCore } from '../../support/core-fixture.js';

// Transfer codes through the whole core, over the contract, against the demo exchange.

const fx = useCore({ exchange: { seed: 11 }, funds: { btc: '1' }, fundsTo: 'every' });
const { call, failure, questions, admin } = fx;
let aliceId = '';
let bobId = '';

const available = async (currency: string) => new Big((await call<Balance[]>('balances.list')).find((b) => b.currency === currency)!.available);
const use = (id: string) => call<ProfilesView>('profiles.activate', { id });

beforeAll(async () => {
  aliceId = (await call<{ id: string }>('profiles.addDemo', { index: 0 })).id;
  bobId = (await call<{ id: string }>('profiles.addDemo', { index: 1 })).id;
});

describe('transfer codes', () => {
  let made: TransferCode;

  it('creates a code after main\'s confirmation, debits exactly its amount, and the code passes the offline check', async () => {
    await use(aliceId);
    const before = await available('btc');
    questions.length = 0;
    made = await call<TransferCode>('codes.create', { amount: '0.0125', currency: 'btc', comment: 'for the bike', privateComment: 'Bob owes me' });
    expect(questions).toHaveLength(1);
    expect(questions[0]!.message).toBe('Create a code worth 0.0125 BTC?');
    expect(questions[0]!.detail).toContain('Public comment: “for the bike”');
    expect(checkCode(made.code).ok).toBe(true);
    expect(made).toMatchObject({ amount: '0.0125', currency: 'btc', comment: 'for the bike', privateComment: 'Bob owes me' });
    expect((await available('btc')).toFixed()).toBe(before.minus('0.0125').toFixed());
  });

  it('the public check shows amount and currency, and nothing private', async () => {
    const preview = await call<TransferCode>('codes.check', { code: made.code });
    expect(preview).toMatchObject({ amount: '0.0125', currency: 'btc', privateComment: '' });
    expect(preview.code === '' || !preview.code.includes(made.code.split('-')[1]!)).toBe(true);
  });

  it('refuses a mistyped code before anything is sent, saying why', async () => {
    const parts = made.code.split('-');
    parts[2] = parts[2]!.slice(0, 4) + (parts[2]![4] === 'a' ? 'b' : 'a');
    const error = await failure('codes.redeem', { code: parts.join('-') });
    expect(error).toMatchObject({ kind: 'validation', message: expect.stringContaining('check character') });
    expect((await failure('codes.check', { code: 'hello' })).message).toContain('11 parts');
  });

  it('redeems on the second account exactly once: its balance up, a second try refused', async () => {
    await use(bobId);
    const before = await available('btc');
    questions.length = 0;
    const redeemed = await call<RedeemResult>('codes.redeem', { code: ` ${made.code}\n` });
    expect(redeemed).toMatchObject({ confirmedBy: 'answer', code: { amount: '0.0125', currency: 'btc' } });
    expect(redeemed.code.code.split('-')[1]).toBe('•••••');
    expect(questions[0]!.message).toBe('Redeem this code for 0.0125 BTC?');
    expect((await available('btc')).toFixed()).toBe(before.plus('0.0125').toFixed());
    const again = await failure('codes.redeem', { code: made.code });
    expect(again.message).toMatch(/already been used|redeemed/);
    expect((await available('btc')).toFixed()).toBe(before.plus('0.0125').toFixed());
    const mine = await call<TransferCode[]>('codes.redeemed', { page: 1, perPage: 10, orderBy: 'redeemed_at', orderDir: 'desc' });
    expect(mine.some((c) => c.id === made.id)).toBe(true);
  });

  it('after its one showing, a code crosses to the window only masked, unless the owner asks to see it', async () => {
    const secretPart = made.code.split('-').slice(1, 9).join('-');
    const masked = `${made.code.split('-')[0]}-•••••-…-${made.code.split('-').slice(-2).join('-')}`;
    // Bob redeemed it: his list and his redeem answer never carry it whole.
    const mine = await call<TransferCode[]>('codes.redeemed', { page: 1, perPage: 10, orderBy: 'redeemed_at', orderDir: 'desc' });
    expect(mine.find((c) => c.id === made.id)!.code).toBe(masked);
    expect(JSON.stringify(mine)).not.toContain(secretPart);
    await use(aliceId);
    const issued = await call<TransferCode[]>('codes.issued', { page: 1, perPage: 100, orderBy: 'created_at', orderDir: 'desc', statuses: [] });
    expect(issued.find((c) => c.id === made.id)!.code).toBe(masked);
    expect(issued.length).toBeGreaterThan(1);
    expect(issued.every((c) => c.code === '' || c.code.split('-')[1] === '•••••')).toBe(true);
    expect((await call<TransferCode>('codes.details', { id: made.id })).code).toBe(masked);
    expect((await call<TransferCode>('codes.details', { id: made.id, reveal: false })).code).toBe(masked);
    expect((await call<TransferCode>('codes.details', { id: made.id, reveal: true })).code).toBe(made.code);
    // While Satchel is locked a code is a bearer secret like any other: shown masked, never whole.
    await call('lock.setPassword', { current: null, next: 'correct horse battery' });
    try {
      await call('lock.lock', {});
      expect((await failure('codes.details', { id: made.id, reveal: true })).kind).toBe('locked');
      expect((await call<TransferCode>('codes.details', { id: made.id })).code).toBe(masked);
      await call('lock.unlock', { password: 'correct horse battery' });
    } finally {
      await call('lock.setPassword', { current: 'correct horse battery', next: null });
    }
    await use(bobId);
  });

  it('the owner sees it used in the issued list and in its details; another account\'s details are not found', async () => {
    const other = await failure('codes.details', { id: made.id });
    expect(other.kind).toBe('not-found');
    await use(aliceId);
    const details = await call<TransferCode>('codes.details', { id: made.id });
    expect(details.status).toBe('redeemed');
    const used = await call<TransferCode[]>('codes.issued', { page: 1, perPage: 100, orderBy: 'created_at', orderDir: 'desc', statuses: ['redeemed'] });
    expect(used.some((c) => c.id === made.id)).toBe(true);
    expect(used.every((c) => c.status === 'redeemed')).toBe(true);
    const valid = await call<TransferCode[]>('codes.issued', { page: 1, perPage: 100, orderBy: 'created_at', orderDir: 'desc', statuses: ['active'] });
    expect(valid.some((c) => c.id === made.id)).toBe(false);
  });

  it('a declined confirmation creates nothing', async () => {
    const before = await available('btc');
    fx.answer = false;
    try {
      expect((await failure('codes.create', { amount: '0.01', currency: 'btc' })).kind).toBe('declined');
    } finally {
      fx.answer = true;
    }
    expect((await available('btc')).toFixed()).toBe(before.toFixed());
    expect((await failure('codes.create', { amount: '1000', currency: 'btc' })).message).toContain('available');
  });

  it('allow-list mode stops a code too: a code goes to whoever holds it, never to a saved address', async () => {
    await call('guard.setRule', { currency: 'btc', allowListOnly: true, dailyLimit: null, password: null });
    try {
      const before = await available('btc');
      questions.length = 0;
      const refused = await failure('codes.create', { amount: '0.001', currency: 'btc' });
      expect(refused.kind).toBe('guard');
      expect(refused.message).toContain('a transfer code goes to whoever holds it');
      expect(questions).toHaveLength(0);
      expect((await available('btc')).toFixed()).toBe(before.toFixed());
    } finally {
      await call('guard.setRule', { currency: 'btc', allowListOnly: false, dailyLimit: null, password: null });
    }
  });

  it('a redeem whose answer is lost is not sent again: the app finds it among the codes redeemed', async () => {
    const code = await call<TransferCode>('codes.create', { amount: '0.002', currency: 'btc' });
    await use(bobId);
    const before = await available('btc');
    expect((await admin('/admin/faults', { path: '/v3/auth/svc_codes/redeem', mode: 'drop-response', times: 1 })).status).toBe(200);
    const redeemed = await call<RedeemResult>('codes.redeem', { code: code.code });
    expect(redeemed).toMatchObject({ confirmedBy: 'list', code: { amount: '0.002' } });
    expect(redeemed.code.code.split('-')[1]).toBe('•••••');
    expect((await available('btc')).toFixed()).toBe(before.plus('0.002').toFixed());
  });
});
