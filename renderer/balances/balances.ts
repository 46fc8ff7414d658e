/**
 * The Balances view's figures on top of shared/portfolio.ts: value in the display currency,
 * the "small balance" threshold, the allocation chart's slices. Decimals throughout; a share
 * becomes a float only as the chart's geometry.
 */
import type { DISPLAY_CURRENCIES } from '../../shared/contract/index.js';
import type { Rate } from '../../shared/contract/index.js';
import { Big, dec, isDecimalText } from '../../shared/decimal.js';
import type { ValuedBalance } from '../../shared/portfolio.js';
import { DASH, formatAmount } from '../common/format.js';
import { m } from '../../shared/i18n/language.js';

export type DisplayCurrency = (typeof DISPLAY_CURRENCIES)[number];

/** Digits a value in the display currency is shown with. */
export function displayDecimals(currency: DisplayCurrency): number {
  return currency === 'btc' ? 8 : 2;
}

/** "1,234.56 USD"; a dash when there is no value. */
export function formatValue(value: string | null | undefined, currency: DisplayCurrency): string {
  if (value === null || value === undefined || !isDecimalText(value)) return DASH;
  return `${formatAmount(value, displayDecimals(currency))} ${currency.toUpperCase()}`;
}

/** "52.3 %". */
export function formatShare(share: string | null | undefined): string {
  if (share === null || share === undefined || !isDecimalText(share)) return DASH;
  return `${formatAmount(share, 1)} %`;
}

export { formatHolding } from '../common/format.js';

/** A balance counts as small below what one US dollar is worth in the display currency. */
export const SMALL_BALANCE_USD = '1';

/**
 * The threshold in the display currency: 1 USD through the exchange's USD rate (or USDT's when
 * it lists no USD). null when neither is known: then only empty balances count as small.
 */
export function smallBalanceThreshold(rates: readonly Rate[], currency: DisplayCurrency): string | null {
  if (currency === 'usd') return SMALL_BALANCE_USD;
  const usd = rates.find((r) => r.currency.toLowerCase() === 'usd') ?? rates.find((r) => r.currency.toLowerCase() === 'usdt');
  const rate = usd?.[currency];
  if (!rate || !isDecimalText(rate)) return null;
  return new Big(rate).times(SMALL_BALANCE_USD).toFixed();
}

/** The label of the slice that sums the rest: a key, shown through sliceName (kept with the last whole figures, so it is no word). */
export const OTHER = 'Other';

export interface Slice {
  /** A currency's code, or OTHER. */
  label: string;
  /** Percent, decimal text. */
  share: string;
  /** 0…1, for geometry only. */
  fraction: number;
}

/** The largest holdings by value, the rest summed as "Other"; unpriced and worthless ones are left out. */
export function allocationSlices(balances: readonly ValuedBalance[], max = 5): Slice[] {
  const priced = balances
    .filter((b) => b.share !== null && b.value !== null && dec(b.value).gt(0))
    .sort((a, b) => dec(b.value!).cmp(a.value!));
  const top = priced.length > max ? priced.slice(0, max - 1) : priced;
  const rest = priced.slice(top.length);
  const slices = top.map((b) => slice(b.currency.toUpperCase(), dec(b.share!)));
  if (rest.length) slices.push(slice(OTHER, rest.reduce((s, b) => s.plus(b.share!), new Big(0))));
  return slices;
}

function slice(label: string, share: InstanceType<typeof Big>): Slice {
  return { label, share: share.toFixed(), fraction: Number(share.div(100).toFixed(6)) };
}

/** What the chart says to a screen reader: "Allocation: BTC 52.3 %, USDT 30.1 %, Other 17.6 %". */
export function allocationLabel(slices: readonly Slice[]): string {
  if (slices.length === 0) return m.trading_allocation_none();
  return m.trading_allocation_of({ slices: slices.map((s) => `${sliceName(s)} ${formatShare(s.share)}`).join(', ') });
}

/** A slice's name as shown: a currency's code, or "Other" in the language of now. */
export function sliceName(slice: Pick<Slice, 'label'>): string {
  return slice.label === OTHER ? m.trading_other() : slice.label;
}

/**
 * An SVG path for one ring segment from `start` to `end` (fractions of the full turn, clockwise
 * from 12 o'clock), centred on (c, c). A full turn is drawn as two halves (an arc cannot
 * start and end at the same point).
 */
export function ringSegment(start: number, end: number, c: number, outer: number, inner: number): string {
  const span = Math.max(0, Math.min(1, end) - Math.max(0, start));
  if (span <= 0) return '';
  if (span >= 0.9999) {
    return `${ringSegment(0, 0.5, c, outer, inner)} ${ringSegment(0.5, 1, c, outer, inner)}`;
  }
  const point = (fraction: number, r: number) => {
    const angle = fraction * 2 * Math.PI;
    return `${round(c + r * Math.sin(angle))} ${round(c - r * Math.cos(angle))}`;
  };
  const large = span > 0.5 ? 1 : 0;
  return [
    `M ${point(start, outer)}`,
    `A ${outer} ${outer} 0 ${large} 1 ${point(start + span, outer)}`,
    `L ${point(start + span, inner)}`,
    `A ${inner} ${inner} 0 ${large} 0 ${point(start, inner)}`,
    'Z',
  ].join(' ');
}

function round(n: number): number {
  return Math.round(n * 100) / 100;
}
