/**
 * The accounts' past transfer codes, made at start (docs/demo-servers.md, "Exchange: transfer
 * codes"). What each code is — currency, amount, status, recipient, comments, times, who
 * redeemed it — comes from the seed, on a random stream of its own (balances, orders and the
 * funds history stay exactly what they were). The code texts themselves are secrets, drawn
 * from node:crypto on every run like the API keys.
 *
 * Each account has issued one code of every kind below; the two "redeemed" ones were
 * redeemed by the next account, so each account also has two codes in redeemed-by-me.
 */
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { type DemoAccount } from '../../accounts.js';
import { currencySpec } from '../market/catalog.js';
import { Codes, type CodeStatus, type TransferCode } from './codes.js';
import { type MarketSim } from '../market/market-sim.js';
import { hash32, mulberry32, type Random } from '../market/random.js';

const DAY_MS = 24 * 60 * 60 * 1000;
export const CODES_HISTORY_DAYS = 60;
const CURRENCIES = ['btc', 'eth', 'usdt', 'ltc', 'uah', 'usd'];
export const COMMENTS = ['Thanks for lunch', 'Birthday gift', 'Invoice 1042', 'Your half of the tickets', 'Deposit for the flat'];
export const PRIVATE_COMMENTS = ['paid back?', 'from savings', 'check with accountant', 'split 50/50'];
const ROUND_DOWN = 0;

interface Kind {
  status: CodeStatus;
  /** Restricted to the next account; refundable only 30 days from now. */
  restricted?: boolean;
  redeemedByNext?: boolean;
}

/** One code of each, per account; `unconfirmed` only for an account that confirms by e-mail. */
export const SEEDED_KINDS: readonly Kind[] = [
  { status: 'active' },
  { status: 'active', restricted: true },
  { status: 'onhold' },
  { status: 'canceled' },
  { status: 'redeemed', redeemedByNext: true },
  { status: 'redeemed', redeemedByNext: true },
];

function choose<T>(random: Random, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}

/** Worth 10–500 usd at the opening price, rounded down to the currency's digits (at most 8). */
function amountOf(random: Random, sim: MarketSim, code: string): Decimal {
  const usd = new Big((10 + 490 * random() ** 2).toFixed(2));
  return usd.div(sim.usd(code)).round(Math.min(currencySpec(code)!.precision.real, 8), ROUND_DOWN);
}

function pastCodes(random: Random, sim: MarketSim, owner: DemoAccount, next: DemoAccount, nowMs: number): TransferCode[] {
  const kinds = owner.withdrawConfirmation ? [...SEEDED_KINDS, { status: 'unconfirmed' as const }] : SEEDED_KINDS;
  return kinds.map((kind, k) => {
    // Slot k of equal slots of the last 60 days, newest first; whole seconds, as shown.
    const back = ((k + 0.1 + 0.8 * random()) / kinds.length) * CODES_HISTORY_DAYS * DAY_MS;
    const createdAt = Math.floor((nowMs - back) / 1000) * 1000;
    const currency = choose(random, CURRENCIES);
    const redeemedAt = kind.redeemedByNext ? Math.min(nowMs - 1000, createdAt + Math.floor(random() * 3 * DAY_MS / 1000) * 1000) : null;
    const commented = random() < 0.7;
    return {
      id: 0,
      owner: owner.apiKey,
      code: '',
      publicPart: '',
      recipient: kind.restricted ? next.svcid : null,
      currency,
      amount: amountOf(random, sim, currency),
      status: kind.status,
      createdAt,
      nonRefundableBefore: kind.restricted ? Math.floor((nowMs + 30 * DAY_MS) / 1000) * 1000 : createdAt,
      redeemedAt,
      redeemedBy: kind.redeemedByNext ? next.apiKey : null,
      comment: commented ? choose(random, COMMENTS) : '',
      privateComment: commented && random() < 0.5 ? choose(random, PRIVATE_COMMENTS) : '',
    };
  });
}

export function seedCodes(seed: number, accounts: readonly DemoAccount[], sim: MarketSim, nowMs: number): Codes {
  const all = accounts.flatMap((account, index) =>
    pastCodes(mulberry32(hash32(seed, 0xc0de, index)), sim, account, accounts[(index + 1) % accounts.length]!, nowMs),
  );
  // Ids unique across the accounts, increasing with time, with gaps.
  const random = mulberry32(hash32(seed, 0xc0df));
  let id = 300_000 + (hash32(seed, 0xc0e0) % 100_000);
  const codes = new Codes(1);
  for (const c of all.sort((a, b) => a.createdAt - b.createdAt)) {
    c.id = id;
    id += 1 + Math.floor(random() * 20);
    Object.assign(c, codes.newCodeText(c.currency));
    codes.record(c);
  }
  return codes;
}
