/** Orders as the tables show them, the selection of open orders, and what a cancel's answer means for people. */
import type { CancelledOrder, CancelManyResult, Order } from '../../shared/contract/index.js';
import type { Market } from '../../shared/contract/index.js';
import type { Result } from '../../shared/contract/index.js';
import { dec, decText, isDecimalText } from '../../shared/decimal.js';
import { DASH, formatAmount, formatExact, pairName } from '../common/format.js';
import { m } from '../../shared/i18n/language.js';

/** "BTC/USDT" from the market list, or from the key itself ("btc_usdt") when the market is not listed. */
export function marketName(key: string, markets: ReadonlyMap<string, Market>): string {
  const market = markets.get(key);
  return market ? pairName(market) : key.toUpperCase().replace('_', '/');
}

/** The units of a market's amounts and prices ("BTC", "USDT"), from the market list, or from the key when it is not listed. */
export function unitsOf(key: string, markets: ReadonlyMap<string, Market>): { base: string; quote: string } {
  const market = markets.get(key);
  const [base = '', quote = ''] = market ? [market.baseUnit, market.quoteUnit] : key.split('_');
  return { base: base.toUpperCase(), quote: quote.toUpperCase() };
}

/** A figure with its unit ("0.0100 BTC", "••••• BTC"); a word in place of a figure ("Market", "—") stands alone. */
export function withUnit(figure: string, unit: string): string {
  return figure === DASH || figure === m.trading_price_market() || unit === '' ? figure : `${figure} ${unit}`;
}

export function sideLabel(side: Order['side']): string {
  return side === 'buy' ? m.trading_buy() : m.trading_sell();
}

/** The exchange's word as a person writes it: "STOP_LIMIT" → "Stop limit". */
function asWritten(word: string): string {
  const lower = word.toLowerCase().replace(/[_-]+/g, ' ');
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

// The types and statuses spec 000 shows, in the language of now; any other stays the exchange's word.
const TYPES: Readonly<Record<string, () => string>> = { limit: m.trading_type_limit, market: m.trading_type_market };
const STATUSES: Readonly<Record<string, () => string>> = { active: m.trading_status_active, executed: m.trading_status_executed };

/** "LIMIT" / "market" → "Limit" / "Market". */
export function typeLabel(type: string): string {
  return TYPES[type.toLowerCase()]?.() ?? asWritten(type);
}

export function statusLabel(status: string): string {
  return status === '' ? DASH : (STATUSES[status.toLowerCase()]?.() ?? asWritten(status));
}

/** What has been executed: initial amount − what is left, never below zero. */
export function filledAmount(order: Pick<Order, 'amount' | 'initialAmount'>): string {
  if (!isDecimalText(order.amount) || !isDecimalText(order.initialAmount)) return '0';
  const filled = dec(order.initialAmount).minus(order.amount);
  return filled.lt(0) ? '0' : decText(filled);
}

/** A price in the market's quote precision, an amount in its base precision; every digit when the market is unknown. */
export function formatPrice(text: string, market: Market | undefined): string {
  return market ? formatAmount(text, market.quotePrecision) : formatExact(text);
}

/** A market order has no price of its own (the exchange sends 0): say so instead of showing 0. */
export function formatOrderPrice(order: Pick<Order, 'type' | 'price'>, market: Market | undefined): string {
  if (order.type.toLowerCase() === 'market' && (!isDecimalText(order.price) || dec(order.price).eq(0))) return m.trading_price_market();
  return formatPrice(order.price, market);
}

export function formatBaseAmount(text: string, market: Market | undefined): string {
  return market ? formatAmount(text, market.basePrecision) : formatExact(text);
}

/** The markets the orders are in, sorted by key: the filter offers exactly these. */
export function marketsOf(orders: readonly Order[]): string[] {
  return [...new Set(orders.map((o) => o.market))].sort();
}

/** Orders of one market ('' = all), newest first. */
export function ordersShown(orders: readonly Order[], market: string): Order[] {
  return orders.filter((o) => market === '' || o.market === market).sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
}

// Selection of open orders: a set of ids, replaced (never mutated) on every change.

export function toggled(selected: ReadonlySet<number>, id: number, on: boolean): ReadonlySet<number> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/** Only ids still in the list stay selected (an order filled or cancelled elsewhere drops out). */
export function pruned(selected: ReadonlySet<number>, orders: readonly Order[]): ReadonlySet<number> {
  const present = new Set(orders.map((o) => o.id));
  const next = new Set([...selected].filter((id) => present.has(id)));
  return next.size === selected.size ? selected : next;
}

/** Whether the shown rows are all, some or none selected (for the header checkbox). */
export function selectionOf(selected: ReadonlySet<number>, shown: readonly Order[]): 'all' | 'some' | 'none' {
  const count = shown.filter((o) => selected.has(o.id)).length;
  return count === 0 ? 'none' : count === shown.length ? 'all' : 'some';
}

/** Select every shown row, or clear the shown rows (others keep their state). */
export function withShown(selected: ReadonlySet<number>, shown: readonly Order[], on: boolean): ReadonlySet<number> {
  const next = new Set(selected);
  for (const o of shown) {
    if (on) next.add(o.id);
    else next.delete(o.id);
  }
  return next;
}

/** The selected ids that are shown now, in table order: what "Cancel selected" sends. */
export function selectedShown(selected: ReadonlySet<number>, shown: readonly Order[]): number[] {
  return shown.filter((o) => selected.has(o.id)).map((o) => o.id);
}

export interface Outcome {
  /** done: it happened; quiet: nothing happened on purpose (declined); error: it failed; unknown: maybe. */
  tone: 'done' | 'quiet' | 'error' | 'unknown';
  text: string;
  /** Whether the lists should be read again now. */
  refresh: boolean;
}

function failure(result: Extract<Result<unknown>, { ok: false }>, nothing: string): Outcome {
  const { kind, message } = result.error;
  if (kind === 'declined') return { tone: 'quiet', text: nothing, refresh: false };
  if (kind === 'unknown-outcome') {
    return { tone: 'unknown', text: m.trading_outcome_unknown(), refresh: true };
  }
  if (kind === 'not-found') return { tone: 'error', text: message, refresh: true };
  return { tone: 'error', text: message, refresh: false };
}

export function cancelOutcome(id: number, result: Result<CancelledOrder>): Outcome {
  if (result.ok) return { tone: 'done', text: m.trading_order_cancelled({ id }), refresh: true };
  return failure(result, m.trading_nothing_cancelled());
}

export function cancelManyOutcome(ids: readonly number[], result: Result<CancelManyResult>): Outcome {
  if (!result.ok) return failure(result, m.trading_nothing_cancelled());
  const { cancelled, itemized } = result.value;
  if (!itemized) return { tone: 'done', text: m.trading_cancel_accepted(), refresh: true };
  const missed = ids.filter((id) => !cancelled.includes(id));
  const done = m.trading_orders_cancelled({ count: cancelled.length });
  if (missed.length === 0) return { tone: 'done', text: done, refresh: true };
  return { tone: 'unknown', text: `${done} ${m.trading_not_cancelled({ ids: missed.join(', ') })}`, refresh: true };
}

/** The open orders without those a cancel's answer names: gone from the table at once, before the next poll says so. */
export function withoutCancelled(orders: readonly Order[], cancelled: readonly number[]): readonly Order[] {
  if (!orders.some((o) => cancelled.includes(o.id))) return orders;
  return orders.filter((o) => !cancelled.includes(o.id));
}
