/**
 * The living market: usd prices walk one step per tick, each market's mid is the ratio of its
 * two currencies' prices on its price grid, a few trades a tick hit the top of the book, and
 * the 24 h figures come from those trades. A trade takes its amount off the level it hit, so the
 * ticker, the book and last agree at every tick: bid and ask are the book's top, and last lies
 * between them (when the walk carries the book past last, a trade at the touched side follows,
 * as the move would have been made by trades in a real book). Ticks are run lazily from the wall clock when
 * someone asks (advanceTo), so an idle server burns no CPU; after a long pause at most
 * `maxCatchUpTicks` are run and the rest of the pause is skipped.
 *
 * Determinism: the state after N ticks depends only on the seed (and tickMs), never on when
 * the ticks were run; only the 24 h buckets the trades fall into follow the wall clock.
 */
import { Big, type Decimal } from '../../../../shared/decimal.js';
import { bookTop, buildBook, onGrid, type BookShape, type BookSides, type Level } from './book.js';
import { MARKETS, REFERENCE_PER_USD, type MarketSpec } from './catalog.js';
import { BUCKET_MS, DAY_BUCKETS, DayStats } from './day-stats.js';
import { UsdPrices } from './prices.js';
import { hash32, mulberry32, type Random } from './random.js';

export interface SimOptions {
  seed: number;
  tickMs?: number;
  /** Wall-clock time of tick 0 (tests pin it). */
  startMs?: number;
  maxCatchUpTicks?: number;
}

export interface TickerFigures {
  symbol: string;
  bid: Decimal;
  bidVolume: Decimal;
  ask: Decimal;
  askVolume: Decimal;
  change: Decimal;
  changePercent: Decimal;
  last: Decimal;
  volume: Decimal;
  high: Decimal;
  low: Decimal;
}

export interface RateFigures {
  usd: Decimal;
  uah: Decimal;
  btc: Decimal;
  eur: Decimal;
  rub: Decimal;
}

interface MarketState {
  spec: MarketSpec;
  shape: BookShape;
  /** Grid steps per unit of quote: 10^quote_precision. */
  perGrid: Decimal;
  stats: DayStats;
  mid?: { tick: number; ticks: number };
  book?: { tick: number; sides: BookSides };
  /** Price of the latest trade, in grid steps. */
  lastTicks: number;
  /** The trade of the current tick, if any: what it took off the best level of its side. */
  trade?: { tick: number; side: 'bids' | 'asks'; units: number };
}

const BASE_TICK_MS = 250;
const LEVELS_PER_SIDE = 250;
const TRADE_CHANCE = 0.25;
const RATE_DIGITS = 10;

export class MarketSim {
  readonly seed: number;
  readonly tickMs: number;
  private readonly maxCatchUp: number;
  private readonly random: Random;
  private readonly prices: UsdPrices;
  private readonly markets = new Map<string, MarketState>();
  private tickCount = 0;
  private lastTickAt: number;

  constructor(options: SimOptions) {
    this.seed = options.seed >>> 0;
    this.tickMs = Math.max(1, Math.trunc(options.tickMs ?? BASE_TICK_MS));
    this.maxCatchUp = options.maxCatchUpTicks ?? 240;
    this.lastTickAt = options.startMs ?? Date.now();
    this.random = mulberry32(hash32(this.seed, 1));
    this.prices = new UsdPrices(Math.sqrt(this.tickMs / BASE_TICK_MS));
    MARKETS.forEach((spec, index) => {
      const shape: BookShape = {
        seed: this.seed,
        market: index,
        slot: 1,
        levels: LEVELS_PER_SIDE,
        lotUnits: Number(new Big(spec.lot).times(`1e${spec.basePrecision}`).toFixed(0)),
        basePrecision: spec.basePrecision,
        quotePrecision: spec.quotePrecision,
      };
      this.markets.set(spec.id, { spec, shape, perGrid: new Big(`1e${spec.quotePrecision}`), stats: new DayStats(), lastTicks: 0 });
    });
    this.makeHistory();
  }

  get tick(): number {
    return this.tickCount;
  }

  /** Runs the ticks that are due by `nowMs`; answers how many ran. */
  advanceTo(nowMs: number): number {
    const due = Math.floor((nowMs - this.lastTickAt) / this.tickMs);
    if (due <= 0) return 0;
    const run = Math.min(due, this.maxCatchUp);
    for (let i = 1; i <= run; i++) this.step(this.lastTickAt + (due - run + i) * this.tickMs);
    this.lastTickAt += due * this.tickMs;
    return run;
  }

  step(atMs: number): void {
    this.tickCount++;
    this.prices.step(this.random);
    for (const m of this.markets.values()) {
      const tradeRoll = this.random();
      const buyRoll = this.random();
      const sizeRoll = this.random();
      const top = bookTop(m.shape, this.midTicks(m), this.tickCount);
      // A book that moved past the last trade got there by trading at its near side.
      let side: 'bids' | 'asks' | null = m.lastTicks < top.bid.ticks ? 'bids' : m.lastTicks > top.ask.ticks ? 'asks' : null;
      if (side === null && tradeRoll < TRADE_CHANCE) side = buyRoll < 0.5 ? 'asks' : 'bids';
      if (side === null) continue;
      const hit = side === 'asks' ? top.ask : top.bid;
      // At most all but one unit, so the level stays and the best price is the one just traded.
      const units = Math.max(1, Math.min(hit.units - 1, Math.floor(hit.units * (0.05 + 0.55 * sizeRoll))));
      m.trade = { tick: this.tickCount, side, units };
      m.lastTicks = hit.ticks;
      m.stats.trade(atMs, onGrid(hit.ticks, m.spec.quotePrecision), onGrid(units, m.spec.basePrecision));
    }
  }

  marketIds(): string[] {
    return [...this.markets.keys()];
  }

  spec(marketId: string): MarketSpec {
    return this.market(marketId).spec;
  }

  has(marketId: string): boolean {
    return this.markets.has(marketId);
  }

  book(marketId: string): BookSides {
    const m = this.market(marketId);
    if (m.book?.tick !== this.tickCount) {
      const sides = buildBook(m.shape, this.midTicks(m), this.tickCount);
      m.book = { tick: this.tickCount, sides: { bids: this.traded(m, 'bids', sides.bids), asks: this.traded(m, 'asks', sides.asks) } };
    }
    return m.book.sides;
  }

  ticker(marketId: string): TickerFigures {
    const m = this.market(marketId);
    const top = bookTop(m.shape, this.midTicks(m), this.tickCount);
    const [bid] = this.traded(m, 'bids', [top.bid]);
    const [ask] = this.traded(m, 'asks', [top.ask]);
    const day = m.stats.summary();
    const change = day.last.minus(day.open);
    const { basePrecision: bp, quotePrecision: qp } = m.spec;
    return {
      symbol: m.spec.id,
      bid: onGrid(bid!.ticks, qp),
      bidVolume: onGrid(bid!.units, bp),
      ask: onGrid(ask!.ticks, qp),
      askVolume: onGrid(ask!.units, bp),
      change,
      changePercent: change.times(100).div(day.open).round(2),
      last: day.last,
      volume: day.volume.round(m.spec.basePrecision),
      high: day.high,
      low: day.low,
    };
  }

  usd(code: string): Decimal {
    return this.prices.usd(code);
  }

  /** A currency against usd, uah, btc, eur and rub, from the same prices as the markets. */
  rate(code: string): RateFigures {
    const usd = this.prices.usd(code);
    const via = (currency: string): Decimal => usd.times(REFERENCE_PER_USD[currency]!).prec(RATE_DIGITS);
    return { usd: usd.prec(RATE_DIGITS), uah: via('uah'), btc: usd.div(this.prices.usd('btc')).prec(RATE_DIGITS), eur: via('eur'), rub: via('rub') };
  }

  /** A side (best first) as this tick's trade left it: the best level less what was traded. */
  private traded(m: MarketState, side: 'bids' | 'asks', levels: Level[]): Level[] {
    const t = m.trade;
    if (t?.tick !== this.tickCount || t.side !== side || levels.length === 0) return levels;
    const best = levels[0]!;
    return [{ ...best, units: best.units - t.units }, ...levels.slice(1)];
  }

  /** Mid price in whole steps of the market's grid (cached for the tick). */
  private midTicks(m: MarketState): number {
    if (m.mid?.tick === this.tickCount) return m.mid.ticks;
    const mid = this.prices.usd(m.spec.base).times(this.prices.perUsd(m.spec.quote)).times(m.perGrid).round(0);
    m.mid = { tick: this.tickCount, ticks: Number(mid.toFixed()) };
    return m.mid.ticks;
  }

  private market(marketId: string): MarketState {
    const m = this.markets.get(marketId);
    if (!m) throw new RangeError(`Unknown market ${marketId}`);
    return m;
  }

  /**
   * A made-up previous day in five-minute buckets, so open, high, low and volume exist from
   * the first request. It walks with steps sized for five minutes and ends at the live prices.
   */
  private makeHistory(): void {
    const history = mulberry32(hash32(this.seed, 2));
    const scale = Math.sqrt(BUCKET_MS / BASE_TICK_MS);
    const nowKey = Math.floor(this.lastTickAt / BUCKET_MS);
    for (const m of this.markets.values()) m.shape.slot = Math.max(1, Math.round(this.midTicks(m) * 0.00005));
    for (let i = DAY_BUCKETS - 1; i >= 0; i--) {
      const opens = [...this.markets.values()].map((m) => this.midTicks(m));
      this.prices.step(history, scale);
      for (const m of this.markets.values()) delete m.mid;
      [...this.markets.values()].forEach((m, j) => {
        const open = opens[j]!;
        const close = this.midTicks(m);
        const high = Math.ceil(Math.max(open, close) * (1 + history() * 0.002));
        const low = Math.floor(Math.min(open, close) * (1 - history() * 0.002));
        const volume = onGrid(Math.floor(m.shape.lotUnits * (10 + 60 * history())), m.spec.basePrecision);
        const at = (ticks: number): Decimal => onGrid(ticks, m.spec.quotePrecision);
        m.stats.push({ key: nowKey - i, open: at(open), high: at(high), low: at(low), close: at(close), volume });
        m.lastTicks = close;
      });
    }
  }
}
