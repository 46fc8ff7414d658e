/**
 * The accounts' deposit addresses and their past deposits and withdrawals, made at start
 * (docs/demo-servers.md, "Exchange: deposits, withdrawals, history"). Which coins already
 * have an address, and every past operation — kind, currency, amount, time, status, txid,
 * withdrawal destination — come from the seed, on their own random streams so the balances
 * and orders of seed-ledger.ts stay exactly what they were. The account's own addresses and
 * memo tag come from node:crypto (addresses.ts), so past deposits name this run's addresses.
 *
 * The past is plausible, not a derivation of the balances: those are seeded as they are.
 */
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { type DemoAccount } from '../../accounts.js';
import { AddressBook } from './addresses.js';
import { CURRENCIES, currencySpec } from '../market/catalog.js';
import { coinFees } from './fees.js';
import { Funds, type Deposit, type Operation, type Withdrawal } from './funds.js';
import { type MarketSim } from '../market/market-sim.js';
import { makeAddress, makeTag, type Pick } from './networks.js';
import { hash32, mulberry32, type Random } from '../market/random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const FUNDS_HISTORY_DAYS = 90;
export const FUNDS_HISTORY_MIN = 30;
export const FUNDS_HISTORY_MAX = 60;
/** Coins with an address at start: the first account's list, the second's, and so on alternately. */
export const SEEDED_ADDRESSES: readonly (readonly string[])[] = [
  ['btc', 'usdt', 'xrp', 'ltc'],
  ['eth', 'usdt', 'xlm', 'trx'],
];
const FIAT = ['uah', 'usd', 'rub'];
const WITHDRAWAL_COINS = 4;
const ROUND_DOWN = 0;

const COINS = CURRENCIES.filter((c) => c.coin).map((c) => c.code);
const digits = (code: string): number => Math.min(currencySpec(code)!.precision.real, 8);
const pickOf = (random: Random): Pick => (n) => Math.floor(random() * n);
const hex = (random: Random, length: number): string => Array.from({ length }, () => '0123456789abcdef'[Math.floor(random() * 16)]).join('');

function choose<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** A usd value of 20–3000, most of them small, in the currency at its opening price. */
function amountOf(random: Random, sim: MarketSim, code: string, atLeast: Decimal): Decimal {
  const usd = new Big((20 + 2980 * random() ** 2).toFixed(2));
  const amount = usd.div(sim.usd(code)).round(digits(code), ROUND_DOWN);
  return amount.lt(atLeast) ? atLeast : amount;
}

function pastDeposit(random: Random, sim: MarketSim, owner: string, own: ReadonlyMap<string, string>, createdAt: number, newest: boolean): Deposit {
  const fiat = random() < 0.2;
  const code = fiat ? choose(random, FIAT) : choose(random, [...own.keys()]);
  const amount = amountOf(random, sim, code, fiat ? new Big(1) : coinFees(code)!.minDeposit);
  // The newest deposit is still collecting confirmations; a few others were canceled.
  const status = newest ? 'pending' : random() < 0.08 ? 'canceled' : 'done';
  return {
    kind: 'deposit', id: 0, owner, currency: code, amount, createdAt, status,
    destination: fiat ? '' : own.get(code)!,
    txid: fiat ? '' : hex(random, 64),
    provider: fiat ? 'payment_card' : null,
  };
}

function pastWithdrawal(random: Random, sim: MarketSim, owner: string, coins: readonly string[], createdAt: number): Withdrawal {
  const code = choose(random, coins);
  const { fee, minWithdraw } = coinFees(code)!;
  const amount = amountOf(random, sim, code, minWithdraw);
  const status = random() < 0.08 ? 'canceled' : 'done';
  const pick = pickOf(random);
  return {
    kind: 'withdraw', id: 0, owner, currency: code, amount, fee, total: amount.plus(fee), createdAt, status,
    destination: makeAddress(code, pick),
    memo: currencySpec(code)!.hasMemo ? makeTag(pick) : null,
    pendingSince: null,
    txid: status === 'done' ? hex(random, 64) : '',
  };
}

function pastOperations(random: Random, sim: MarketSim, owner: string, own: ReadonlyMap<string, string>, nowMs: number): Operation[] {
  const chosen: string[] = [];
  while (chosen.length < WITHDRAWAL_COINS) {
    const c = choose(random, COINS);
    if (!chosen.includes(c)) chosen.push(c);
  }
  const count = FUNDS_HISTORY_MIN + Math.floor(random() * (FUNDS_HISTORY_MAX - FUNDS_HISTORY_MIN + 1));
  const out: Operation[] = [];
  for (let k = 0; k < count; k++) {
    // Slot k of `count` equal slots of the last 90 days, newest first; whole seconds, as shown.
    const back = ((k + 0.05 + 0.9 * random()) / count) * FUNDS_HISTORY_DAYS * DAY_MS;
    const createdAt = Math.floor((nowMs - back) / 1000) * 1000;
    const op = k === 0 || random() < 0.6 ? pastDeposit(random, sim, owner, own, createdAt, k === 0) : pastWithdrawal(random, sim, owner, chosen, createdAt);
    out.push(op);
  }
  return out;
}

/** Ids unique across every account, increasing with time, with gaps (as seed-ledger numbers orders). */
function numberAll(seed: number, ops: Operation[]): void {
  const random = mulberry32(hash32(seed, 0xf1d));
  let id = 700_000 + (hash32(seed, 0xf1e) % 100_000);
  for (const op of [...ops].sort((a, b) => a.createdAt - b.createdAt)) {
    op.id = id;
    id += 1 + Math.floor(random() * 30);
  }
}

export interface FundsOptions {
  settleMs: number;
  addressDelayMs: number;
}

export function seedFunds(seed: number, accounts: readonly DemoAccount[], sim: MarketSim, nowMs: number, options: FundsOptions): { funds: Funds; addresses: AddressBook } {
  const addresses = new AddressBook(options.addressDelayMs);
  const ops = accounts.flatMap((account, index) => {
    const own = new Map(SEEDED_ADDRESSES[index % SEEDED_ADDRESSES.length]!.map((code) => [code, addresses.seed(account.apiKey, code).address]));
    return pastOperations(mulberry32(hash32(seed, 0xf0d, index)), sim, account.apiKey, own, nowMs);
  });
  numberAll(seed, ops);
  // Recording the past moves the next id past it: new operations follow on directly.
  const funds = new Funds(options.settleMs, 1);
  for (const op of [...ops].sort((a, b) => a.createdAt - b.createdAt || a.id - b.id)) funds.record(op);
  return { funds, addresses };
}
