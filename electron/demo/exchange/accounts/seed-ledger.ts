/**
 * The demo accounts' money and orders, made up from the seed at start (docs/demo-servers.md,
 * "Accounts: balances and orders"). Credentials stay random every run; everything here —
 * which markets, sides, prices, amounts, fills, balances — comes from the seed and the
 * market's opening prices (themselves fixed by the seed). Only the times follow the clock:
 * they are measured back from the moment the exchange starts.
 *
 * Active orders rest 2–8 % outside the live best bid and ask, so they do not cross the book
 * the market starts with. Amounts are chosen so price × amount fits the quote currency's
 * digits: what a buy locks is exact, and cancelling gives back exactly that.
 */
import { randomText, type DemoAccount } from '../../accounts.js';
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { CURRENCIES, MARKETS, currencySpec, type MarketSpec } from '../market/catalog.js';
import { AccountBook, Ledger, lockFor, type LedgerOrder, type LedgerTrade, type Side } from './ledger.js';
import { type MarketSim } from '../market/market-sim.js';
import { hash32, mulberry32, type Random } from '../market/random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACTIVE_MARKETS = 4;
const HISTORY_MARKETS = 7;
export const HISTORY_ORDERS = 45;
export const HISTORY_DAYS = 21;
const ZERO_WALLETS = 3;
const MAKER_FEE = new Big('0.001');
const TAKER_FEE = new Big('0.0025');
const ROUND_DOWN = 0;
const ROUND_HALF_UP = 1;
const ROUND_UP = 3;
/** Wallet amounts carry at most this many digits (eth's 18 would only add noise). */
const WALLET_DIGITS = 8;

const walletDigits = (code: string): number => Math.min(currencySpec(code)?.precision.real ?? WALLET_DIGITS, WALLET_DIGITS);

/**
 * Digits of an order amount in a market: at most base_precision, and few enough that
 * price × amount has no more digits than the quote currency (may be negative: xrp_btc
 * amounts are whole hundreds).
 */
export function amountDigits(m: MarketSpec): number {
  return Math.min(m.basePrecision, walletDigits(m.quote) - m.quotePrecision);
}

const stepOf = (digits: number): Decimal => new Big(`1e${-digits}`);

function pick<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** `units` split into `parts` positive whole parts. */
function split(random: Random, units: number, parts: number): number[] {
  const weights = Array.from({ length: parts }, () => 0.2 + random());
  const total = weights.reduce((a, b) => a + b, 0);
  const spare = units - parts;
  const shares = weights.map((w) => 1 + Math.floor((spare * w) / total));
  shares[parts - 1]! += units - shares.reduce((a, b) => a + b, 0);
  return shares;
}

/** A ratio near 1 as an exact decimal (the draw is a float; the price it scales is not). */
const factor = (x: number): Decimal => new Big((1 + x).toFixed(6));

interface Context {
  sim: MarketSim;
  nowMs: number;
  random: Random;
}

function volumeUnits(ctx: Context, m: MarketSpec, usdValue: number): number {
  const value = new Big(usdValue.toFixed(2)).div(ctx.sim.usd(m.base)).div(stepOf(amountDigits(m)));
  return Math.max(1, Number(value.round(0, ROUND_DOWN).toFixed()));
}

function mid(ctx: Context, m: MarketSpec): Decimal {
  const t = ctx.sim.ticker(m.id);
  return t.bid.plus(t.ask).div(2);
}

function trade(o: LedgerOrder, units: number, rate: Decimal, role: 'maker' | 'taker', time: number, digits: number): LedgerTrade {
  const amount = stepOf(digits).times(units);
  const fee = role === 'maker' ? MAKER_FEE : TAKER_FEE;
  // The fee is taken from what the order receives: base on a buy, quote on a sell.
  const received = o.side === 'buy' ? amount : amount.times(rate);
  return { id: 0, market: o.market, time, orderId: 0, amount, rate, role, fee: received.times(fee), feeCurrency: o.side === 'buy' ? o.base : o.quote };
}

function order(m: MarketSpec, side: Side, type: LedgerOrder['type'], price: Decimal, initial: Decimal, createdAt: number): LedgerOrder {
  return { id: 0, market: m.id, base: m.base, quote: m.quote, side, type, price, initial, remaining: initial, createdAt, updatedAt: createdAt, status: 'ACTIVE', trades: [], lock: null };
}

function activeOrder(ctx: Context, m: MarketSpec, side: Side): LedgerOrder {
  const { random, nowMs } = ctx;
  const t = ctx.sim.ticker(m.id);
  const away = 0.02 + 0.06 * random();
  const price = side === 'buy' ? t.bid.times(factor(-away)).round(m.quotePrecision, ROUND_DOWN) : t.ask.times(factor(away)).round(m.quotePrecision, ROUND_UP);
  const digits = amountDigits(m);
  const units = volumeUnits(ctx, m, 50 + 1450 * random());
  const createdAt = nowMs - Math.floor((0.02 + 2.98 * random()) * DAY_MS);
  const o = order(m, side, 'LIMIT', price, stepOf(digits).times(units), createdAt);
  // Some are partly filled: resting orders are makers, so their trades are at their price.
  if (random() < 0.4 && units >= 2) {
    const filled = Math.max(1, Math.floor(units * (0.1 + 0.5 * random())));
    const parts = split(random, filled, Math.min(filled, 1 + Math.floor(random() * 2)));
    const times = parts.map(() => createdAt + Math.floor(random() * (nowMs - createdAt))).sort((a, b) => a - b);
    o.trades = parts.map((u, i) => trade(o, u, price, 'maker', times[i]!, digits));
    o.remaining = o.initial.minus(stepOf(digits).times(filled));
    o.updatedAt = times[times.length - 1]!;
  }
  o.lock = lockFor(side, m.base, m.quote, price, o.remaining);
  return o;
}

/** The i-th of HISTORY_ORDERS executed orders: slot i of the last HISTORY_DAYS days, newest first. */
function executedOrder(ctx: Context, m: MarketSpec, i: number): LedgerOrder {
  const { random, nowMs } = ctx;
  const side: Side = random() < 0.5 ? 'buy' : 'sell';
  const type = random() < 0.2 ? 'MARKET' : 'LIMIT';
  const qp = m.quotePrecision;
  const reference = mid(ctx, m).times(factor(0.06 * (2 * random() - 1)));
  const digits = amountDigits(m);
  const units = volumeUnits(ctx, m, 40 + 2000 * random());
  const updatedAt = nowMs - Math.floor(((i + 0.05 + 0.9 * random()) / HISTORY_ORDERS) * HISTORY_DAYS * DAY_MS);
  const createdAt = type === 'MARKET' ? updatedAt - Math.floor(random() * 2000) : updatedAt - 1000 - Math.floor(random() * 2 * DAY_MS);
  const price = type === 'MARKET' ? new Big(0) : reference.round(qp, ROUND_DOWN);
  const o = order(m, side, type, price, stepOf(digits).times(units), createdAt);
  const parts = split(random, units, Math.min(units, 1 + Math.floor(random() * 3)));
  const times = parts.map((_, k) => (k === parts.length - 1 ? updatedAt : createdAt + Math.floor(random() * (updatedAt - createdAt)))).sort((a, b) => a - b);
  o.trades = parts.map((u, k) => {
    if (type === 'MARKET') return trade(o, u, reference.times(factor(0.002 * (2 * random() - 1))).round(qp, ROUND_HALF_UP), 'taker', times[k]!, digits);
    if (random() < 0.5) return trade(o, u, price, 'maker', times[k]!, digits);
    // A limit order that takes fills at its price or better.
    const better = factor(side === 'buy' ? -0.002 * random() : 0.002 * random());
    return trade(o, u, price.times(better).round(qp, side === 'buy' ? ROUND_DOWN : ROUND_UP), 'taker', times[k]!, digits);
  });
  o.remaining = new Big(0);
  o.updatedAt = updatedAt;
  o.status = 'EXECUTED';
  return o;
}

function accountOrders(ctx: Context): LedgerOrder[] {
  const [first, ...rest] = shuffled(ctx.random, MARKETS);
  const active = [first!, ...rest.slice(0, ACTIVE_MARKETS - 1)];
  const historyMarkets = [...active, ...rest.slice(ACTIVE_MARKETS - 1, HISTORY_MARKETS - 1)];
  const orders: LedgerOrder[] = [];
  for (const m of active) {
    const sides: Side[] = ctx.random() < 0.5 ? ['buy', 'sell'] : ['sell', 'buy'];
    for (const side of sides) orders.push(activeOrder(ctx, m, side));
  }
  for (let i = 0; i < HISTORY_ORDERS; i++) orders.push(executedOrder(ctx, pick(ctx.random, historyMarkets), i));
  return orders;
}

/** Free funds in every currency but a few, skewed to small amounts so some are dust. */
function fundWallets(ctx: Context, book: AccountBook, busy: Set<string>): void {
  const idle = shuffled(
    ctx.random,
    CURRENCIES.map((c) => c.code).filter((c) => !busy.has(c)),
  ).slice(0, ZERO_WALLETS);
  for (const c of CURRENCIES) {
    if (idle.includes(c.code)) continue;
    const usd = 20 + 4980 * ctx.random() ** 2;
    book.credit(c.code, new Big(usd.toFixed(2)).div(ctx.sim.usd(c.code)).round(walletDigits(c.code), ROUND_DOWN));
  }
}

/** Gives every order and trade an id: increasing with time across both accounts, with gaps. */
function numberAll(seed: number, orders: LedgerOrder[]): void {
  const random = mulberry32(hash32(seed, 0x1d));
  let id = 2_000_000 + (hash32(seed, 0x1e) % 1_000_000);
  for (const o of [...orders].sort((a, b) => a.createdAt - b.createdAt)) {
    o.id = id;
    id += 1 + Math.floor(random() * 40);
  }
  let tradeId = 50_000_000 + (hash32(seed, 0x1f) % 10_000_000);
  for (const t of orders.flatMap((o) => o.trades.map((tr) => ({ o, tr }))).sort((a, b) => a.tr.time - b.tr.time)) {
    t.tr.id = tradeId;
    t.tr.orderId = t.o.id;
    tradeId += 1 + Math.floor(random() * 90);
  }
}

const publicKey = (): string => `pk_demo_${randomText(43)}`;

export function seedLedger(seed: number, accounts: readonly DemoAccount[], sim: MarketSim, nowMs: number): Ledger {
  const ledger = new Ledger();
  const perAccount = accounts.map((account, index) => {
    const ctx: Context = { sim, nowMs, random: mulberry32(hash32(seed, 0xacc, index)) };
    const book = new AccountBook(
      account,
      { twoFactor: index % 2 === 1, announcements: index % 2 === 0, publicKeys: { uah: publicKey(), usd: publicKey(), rub: publicKey() } },
      CURRENCIES.map((c) => c.code),
    );
    return { ctx, book, orders: accountOrders(ctx) };
  });
  numberAll(
    seed,
    perAccount.flatMap((a) => a.orders),
  );
  for (const { ctx, book, orders } of perAccount) {
    const busy = new Set(orders.filter((o) => o.status === 'ACTIVE').flatMap((o) => [o.base, o.quote]));
    fundWallets(ctx, book, busy);
    for (const o of orders) book.addOrder(o);
    ledger.add(book);
  }
  return ledger;
}
