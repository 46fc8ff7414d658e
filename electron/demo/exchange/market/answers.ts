/**
 * The public answers in exactly the document's shapes: field names, array positions, and
 * JSON numbers where its tables say number or int (written digit for digit from Big, never
 * through a float); decimal-strings where they say so (fees.ts).
 */
import { type Decimal, decText } from '../../../../shared/decimal.js';
import { jsonNumber, type JsonNumber, type JsonValue } from '../../../../shared/json/lossless.js';
import { gridText, type Level } from './book.js';
import { CURRENCIES, MARKETS } from './catalog.js';
import { feeRecords } from '../funds/fees.js';
import { ICON_SIZES, iconPath, type IconSize } from './icons.js';
import { type MarketSim } from './market-sim.js';

const num = (value: Decimal | number): JsonNumber => jsonNumber(typeof value === 'number' ? String(value) : decText(value));

export function timestampAnswer(nowMs: number): JsonValue {
  return { timestamp: num(Math.floor(nowMs / 1000)), timestamp_miliseconds: num(nowMs) };
}

export function currenciesAnswer(baseUrl: string): JsonValue {
  return CURRENCIES.map((c, index) => ({
    id: num(index + 1),
    code: c.code,
    name: c.name,
    has_memo: c.hasMemo,
    icons: Object.fromEntries(Object.keys(ICON_SIZES).map((size) => [size, baseUrl + iconPath(c.code, size as IconSize)])),
    coin: c.coin,
    explorer_link: c.explorer,
    sort_order: num(index + 1),
    precision: { real: num(c.precision.real), trade: num(c.precision.trade) },
  }));
}

export function rateAnswer(sim: MarketSim, code: string): JsonValue {
  const r = sim.rate(code);
  return { currency: code, usd: num(r.usd), uah: num(r.uah), btc: num(r.btc), eur: num(r.eur), rub: num(r.rub) };
}

export function ratesAnswer(sim: MarketSim): JsonValue {
  return CURRENCIES.map((c) => rateAnswer(sim, c.code));
}

export function marketsAnswer(sim: MarketSim): JsonValue {
  return MARKETS.map((m) => ({
    id: m.id,
    base_unit: m.base,
    quote_unit: m.quote,
    base_precision: num(m.basePrecision),
    quote_precision: num(m.quotePrecision),
    display_precision: num(m.displayPrecision),
    price_change: num(sim.ticker(m.id).changePercent),
  }));
}

/** Positions 0–10 of the document's ticker table; both top-of-book volumes are positive. */
export function tickerAnswer(sim: MarketSim, marketId: string): JsonValue {
  const t = sim.ticker(marketId);
  return [t.symbol, num(t.bid), num(t.bidVolume), num(t.ask), num(t.askVolume), num(t.change), num(t.changePercent), num(t.last), num(t.volume), num(t.high), num(t.low)];
}

/** One array for both sides: bids best first (volume > 0), then asks best first (volume < 0). */
export function bookAnswer(sim: MarketSim, marketId: string): JsonValue {
  const { bids, asks } = sim.book(marketId);
  const { basePrecision: bp, quotePrecision: qp } = sim.spec(marketId);
  const entry = (l: Level, sign: 1 | -1): JsonValue => [jsonNumber(gridText(l.ticks, qp)), jsonNumber(gridText(sign * l.units, bp)), num(l.count)];
  return [...bids.map((l) => entry(l, 1)), ...asks.map((l) => entry(l, -1))];
}

export function feesAnswer(sim: MarketSim): JsonValue {
  return feeRecords((code) => sim.usd(code));
}
