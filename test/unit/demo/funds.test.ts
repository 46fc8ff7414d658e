import { describe, expect, it } from 'vitest';
import { Big } from '../../../shared/decimal.js';
import { makeAccounts } from '../../../electron/demo/accounts.js';
import { AddressBook } from '../../../electron/demo/exchange/funds/addresses.js';
import { CURRENCIES } from '../../../electron/demo/exchange/market/catalog.js';
import { coinFees } from '../../../electron/demo/exchange/funds/fees.js';
import { Funds, type WithdrawalOrder } from '../../../electron/demo/exchange/funds/funds.js';
import { AccountBook, lockFor, type LedgerOrder } from '../../../electron/demo/exchange/accounts/ledger.js';
import { MarketSim } from '../../../electron/demo/exchange/market/market-sim.js';
import { isAddress } from '../../../electron/demo/exchange/funds/networks.js';
import { FUNDS_HISTORY_DAYS, SEEDED_ADDRESSES, seedFunds } from '../../../electron/demo/exchange/funds/seed-funds.js';

const NOW = Date.UTC(2025, 5, 1, 12, 0, 0);
const DAY = 86_400_000;
const SETTLE = 4000;

function accountBook(index = 0): AccountBook {
  const account = makeAccounts()[index]!;
  return new AccountBook(account, { twoFactor: false, announcements: false, publicKeys: { uah: '', usd: '', rub: '' } }, CURRENCIES.map((c) => c.code));
}

const order = (amount: string, total: string): WithdrawalOrder => ({
  currency: 'btc',
  amount: new Big(amount),
  fee: new Big('0.0005'),
  total: new Big(total),
  destination: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  memo: null,
});

const walletOf = (book: AccountBook, c: string) => book.wallets().find((w) => w.currency === c)!;

describe('withdrawals against the balance', () => {
  it('debits the total at once; refuses, changing nothing, what is not available', () => {
    const book = accountBook();
    book.credit('btc', new Big('0.1'));
    const funds = new Funds(SETTLE, 100);
    const w = funds.withdraw(book, order('0.05', '0.0505'), NOW)!;
    expect(w).toMatchObject({ id: 100, status: 'pending', pendingSince: NOW, txid: '' });
    expect(walletOf(book, 'btc').total.eq('0.0495')).toBe(true);
    expect(funds.withdraw(book, order('0.05', '0.0505'), NOW)).toBeNull();
    expect(walletOf(book, 'btc').total.eq('0.0495')).toBe(true);
    expect(funds.operations(book.apiKey, NOW)).toHaveLength(1);
    // Exactly what is left still goes.
    expect(funds.withdraw(book, order('0.049', '0.0495'), NOW)!.id).toBe(101);
    expect(walletOf(book, 'btc').total.eq(0)).toBe(true);
  });

  it('funds locked by an open order are not available to withdraw', () => {
    const book = accountBook();
    book.credit('btc', new Big('0.02'));
    const o: LedgerOrder = {
      id: 1, market: 'btc_usdt', base: 'btc', quote: 'usdt', side: 'sell', type: 'LIMIT', price: new Big(70000), initial: new Big('0.05'),
      remaining: new Big('0.05'), createdAt: NOW, updatedAt: NOW, status: 'ACTIVE', trades: [], lock: lockFor('sell', 'btc', 'usdt', new Big(70000), new Big('0.05')),
    };
    book.addOrder(o);
    expect(walletOf(book, 'btc').total.eq('0.07')).toBe(true);
    expect(book.available('btc').eq('0.02')).toBe(true);
    const funds = new Funds(SETTLE, 1);
    expect(funds.withdraw(book, order('0.03', '0.0305'), NOW)).toBeNull();
    expect(book.tryDebit('btc', new Big('0.0201'))).toBe(false);
    expect(funds.withdraw(book, order('0.0195', '0.02'), NOW)).not.toBeNull();
    expect(walletOf(book, 'btc').locked.eq('0.05')).toBe(true);
    expect(book.available('btc').eq(0)).toBe(true);
  });

  it('pending becomes done exactly settleMs later, with a txid that then stays', () => {
    const book = accountBook();
    book.credit('btc', new Big(1));
    const funds = new Funds(SETTLE, 1);
    const w = funds.withdraw(book, order('0.01', '0.0105'), NOW)!;
    expect(funds.withdrawal(book.apiKey, w.id, NOW + SETTLE - 1)!.status).toBe('pending');
    const done = funds.withdrawal(book.apiKey, w.id, NOW + SETTLE)!;
    expect(done.status).toBe('done');
    expect(done.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(funds.withdrawal(book.apiKey, w.id, NOW + 10 * SETTLE)!.txid).toBe(done.txid);
  });

  it('with e-mail confirmation: awaiting until confirmed, then settleMs from the confirmation', () => {
    const book = accountBook(1);
    expect(book.account.withdrawConfirmation).toBe(true);
    book.credit('btc', new Big(1));
    const funds = new Funds(SETTLE, 1);
    const w = funds.withdraw(book, order('0.01', '0.0105'), NOW)!;
    expect(w.status).toBe('awaiting_confirmation');
    expect(walletOf(book, 'btc').total.eq('0.9895')).toBe(true);
    expect(funds.withdrawal(book.apiKey, w.id, NOW + 100 * SETTLE)!.status).toBe('awaiting_confirmation');
    const confirmedAt = NOW + 100 * SETTLE;
    expect(funds.confirm(w.id, confirmedAt)).toMatchObject({ ok: true });
    expect(funds.confirm(w.id, confirmedAt)).toEqual({ ok: false, status: 409, message: `Withdrawal ${w.id} is not awaiting confirmation: it is pending` });
    expect(funds.withdrawal(book.apiKey, w.id, confirmedAt + SETTLE - 1)!.status).toBe('pending');
    expect(funds.withdrawal(book.apiKey, w.id, confirmedAt + SETTLE)!.status).toBe('done');
    expect(funds.confirm(w.id, confirmedAt + SETTLE)).toMatchObject({ ok: false, status: 409, message: /it is done$/ });
    expect(funds.confirm(999, NOW)).toEqual({ ok: false, status: 404, message: 'Withdrawal not found: 999' });
  });

  it("one account never reads another's deposit or withdrawal; a deposit id is no withdrawal", () => {
    const alice = accountBook(0);
    const bob = accountBook(1);
    alice.credit('btc', new Big(1));
    const funds = new Funds(SETTLE, 1);
    const w = funds.withdraw(alice, order('0.01', '0.0105'), NOW)!;
    const d = funds.credit(bob, 'usd', new Big('12.5'), '', 'payment_card', NOW);
    expect(funds.withdrawal(bob.apiKey, w.id, NOW)).toBeUndefined();
    expect(funds.deposit(alice.apiKey, d.id)).toBeUndefined();
    expect(funds.deposit(bob.apiKey, w.id)).toBeUndefined();
    expect(funds.deposit(bob.apiKey, d.id)).toBe(d);
    expect(funds.confirm(d.id, NOW)).toMatchObject({ ok: false, status: 404 });
    expect(funds.operations(alice.apiKey, NOW)).toEqual([w]);
  });

  it('an admin deposit is done and credited; crypto gets a txid, fiat none', () => {
    const book = accountBook();
    const funds = new Funds(SETTLE, 50);
    const coin = funds.credit(book, 'eth', new Big('0.123456789012345678'), '0xabc', null, NOW);
    const fiat = funds.credit(book, 'uah', new Big('100.5'), '', 'payment_card', NOW);
    expect([coin.id, fiat.id]).toEqual([50, 51]);
    expect(coin).toMatchObject({ status: 'done', provider: null, destination: '0xabc' });
    expect(coin.txid).toMatch(/^[0-9a-f]{64}$/);
    expect(fiat.txid).toBe('');
    expect(walletOf(book, 'eth').available.eq('0.123456789012345678')).toBe(true);
    expect(walletOf(book, 'uah').total.eq('100.5')).toBe(true);
  });
});

describe('deposit addresses', () => {
  it('reserved at once, shown only after the delay; a second request is refused', () => {
    const book = new AddressBook(1500);
    expect(book.shown('k', 'btc', NOW)).toBeNull();
    expect(book.generate('k', 'btc', NOW)).toBe(true);
    expect(book.has('k', 'btc')).toBe(true);
    expect(book.generate('k', 'btc', NOW + 1)).toBe(false);
    expect(book.shown('k', 'btc', NOW + 1499)).toBeNull();
    const shown = book.shown('k', 'btc', NOW + 1500)!;
    expect(shown.memo).toBeNull();
    expect(isAddress('btc', shown.address)).toBe(true);
    expect(book.generate('k', 'btc', NOW + 5000)).toBe(false);
    expect(book.shown('k', 'btc', NOW + 5000)).toEqual(shown);
    expect(book.shown('other', 'btc', NOW + 5000)).toBeNull();
  });

  it('memo coins carry one tag per account; a seeded address is there from the start', () => {
    const book = new AddressBook(0);
    const xrp = book.seed('a', 'xrp');
    expect(book.shown('a', 'xrp', 0)).toEqual(xrp);
    book.generate('a', 'xlm', NOW);
    book.generate('a', 'eos', NOW);
    book.generate('b', 'xrp', NOW);
    expect(xrp.memo).toMatch(/^[0-9]{9}$/);
    expect(book.shown('a', 'xlm', NOW)!.memo).toBe(xrp.memo);
    expect(book.shown('a', 'eos', NOW)!.memo).toBe(xrp.memo);
    expect(book.shown('b', 'xrp', NOW)!.memo).not.toBe(xrp.memo);
  });
});

describe('the seeded past', () => {
  const make = (seed: number) => {
    const accounts = makeAccounts();
    const sim = new MarketSim({ seed, startMs: NOW });
    const { funds, addresses } = seedFunds(seed, accounts, sim, NOW, { settleMs: SETTLE, addressDelayMs: 1500 });
    return { accounts, funds, addresses, ops: accounts.map((a) => funds.operations(a.apiKey, NOW)) };
  };
  const facts = (seed: number) =>
    make(seed).ops.map((list) => list.map((o) => [o.id, o.kind, o.currency, o.amount.toFixed(), o.createdAt, o.status, o.txid, o.kind === 'withdraw' ? o.destination : '']));

  it('the same seed gives the same past; another seed another', () => {
    expect(facts(21)).toEqual(facts(21));
    expect(facts(22)).not.toEqual(facts(21));
  });

  it('first account: btc has an address and eth none; second the other way round', () => {
    const { accounts, addresses } = make(21);
    const [alice, bob] = accounts as [(typeof accounts)[0], (typeof accounts)[0]];
    for (const code of SEEDED_ADDRESSES[0]!) expect(addresses.shown(alice.apiKey, code, 0), code).not.toBeNull();
    for (const code of SEEDED_ADDRESSES[1]!) expect(addresses.shown(bob.apiKey, code, 0), code).not.toBeNull();
    expect(addresses.shown(alice.apiKey, 'eth', NOW)).toBeNull();
    expect(addresses.shown(bob.apiKey, 'btc', NOW)).toBeNull();
  });

  it('30–60 plausible operations per account over 90 days, ids unique and rising with time', () => {
    for (const seed of [1, 2, 3, 21]) {
      const { ops, accounts, addresses } = make(seed);
      const everything = ops.flat().sort((a, b) => a.createdAt - b.createdAt);
      expect(new Set(everything.map((o) => o.id)).size).toBe(everything.length);
      for (let i = 1; i < everything.length; i++) expect(everything[i]!.id).toBeGreaterThan(everything[i - 1]!.id);
      ops.forEach((list, index) => {
        expect(list.length).toBeGreaterThanOrEqual(30);
        expect(list.length).toBeLessThanOrEqual(60);
        const apiKey = accounts[index]!.apiKey;
        for (const o of list) {
          expect(o.owner).toBe(apiKey);
          expect(o.createdAt % 1000).toBe(0);
          expect(o.createdAt).toBeLessThan(NOW);
          expect(o.createdAt).toBeGreaterThanOrEqual(NOW - FUNDS_HISTORY_DAYS * DAY);
          const fees = coinFees(o.currency);
          if (o.kind === 'withdraw') {
            expect(o.total.eq(o.amount.plus(fees!.fee))).toBe(true);
            expect(o.amount.gte(fees!.minWithdraw)).toBe(true);
            expect(isAddress(o.currency, o.destination)).toBe(true);
            expect(['done', 'canceled']).toContain(o.status);
            expect(o.txid === '').toBe(o.status === 'canceled');
          } else if (fees) {
            expect(o.amount.gte(fees.minDeposit)).toBe(true);
            expect(o.destination).toBe(addresses.shown(apiKey, o.currency, NOW)!.address);
            expect(o.txid).toMatch(/^[0-9a-f]{64}$/);
            expect(o.provider).toBeNull();
          } else {
            expect([o.destination, o.txid, o.provider]).toEqual(['', '', 'payment_card']);
          }
        }
        // The newest is a deposit still collecting confirmations.
        const newest = [...list].sort((a, b) => b.createdAt - a.createdAt)[0]!;
        expect([newest.kind, newest.status]).toEqual(['deposit', 'pending']);
      });
    }
  });

  it('new operations are numbered after every seeded one', () => {
    const { funds, ops } = make(21);
    const book = accountBook(0);
    const last = Math.max(...ops.flat().map((o) => o.id));
    expect(funds.credit(book, 'btc', new Big(1), '', null, NOW).id).toBe(last + 1);
    expect(funds.credit(book, 'btc', new Big(1), '', null, NOW).id).toBe(last + 2);
  });
});
