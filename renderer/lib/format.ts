/** Text for people, on top of shared/decimal.ts: amounts never pass through a float. */
import type { Market } from '../../shared/contract/market.js';
import { dec, decText, formatDecimal, isDecimalText, scaleOf } from '../../shared/decimal.js';

export const DASH = '—';

function valid(text: string | null | undefined): text is string {
  return typeof text === 'string' && isDecimalText(text);
}

/** A decimal rounded (half up) to dp digits, with thousands separators; a dash when missing. */
export function formatAmount(text: string | null | undefined, dp: number): string {
  return valid(text) ? formatDecimal(text, { dp }) : DASH;
}

/** Every digit the value carries, grouped: for fees and limits, where rounding would mislead. */
export function formatExact(text: string | null | undefined): string {
  if (!valid(text)) return DASH;
  const canonical = decText(text);
  return formatDecimal(canonical, { dp: scaleOf(canonical) });
}

/** A dollar amount: every digit it carries, and at least cents ("$32.10", "$0.0004"). */
export function formatUsd(text: string | null | undefined): string {
  if (!valid(text)) return DASH;
  const canonical = decText(text);
  return `$${formatDecimal(canonical, { dp: Math.max(2, scaleOf(canonical)) })}`;
}

/** A change in percent: "+1.25 %", "−0.40 %", "0.00 %". The sign is there so colour is never the only cue. */
export function formatPercentChange(text: string | null | undefined, dp = 2): string {
  return valid(text) ? `${formatDecimal(text, { dp, sign: true })} %` : DASH;
}

/** A change in the quote currency, signed the same way. */
export function formatSignedAmount(text: string | null | undefined, dp: number): string {
  return valid(text) ? formatDecimal(text, { dp, sign: true }) : DASH;
}

export type Trend = 'up' | 'down' | 'flat';

export function trendOf(text: string | null | undefined): Trend {
  if (!valid(text)) return 'flat';
  const d = dec(text);
  return d.gt(0) ? 'up' : d.lt(0) ? 'down' : 'flat';
}

/** "BTC/USDT". */
export function pairName(market: Pick<Market, 'baseUnit' | 'quoteUnit'>): string {
  return `${market.baseUnit.toUpperCase()}/${market.quoteUnit.toUpperCase()}`;
}

/** "0.25 s", "1 s". */
export function formatInterval(ms: number): string {
  return `${decText(dec(String(ms)).div(1000))} s`;
}

/** Digits after the point a grouping step needs ("0.01" → 2, "10" → 0). */
export function stepDecimals(step: string): number {
  return scaleOf(decText(step));
}
