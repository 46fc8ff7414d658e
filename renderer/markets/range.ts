/**
 * Where last sits in the day's range, for the 24 h range bar. The position is geometry (a
 * float from 0 to 1); every figure shown beside it stays decimal text.
 */
import { compare, dec, isDecimalText } from '../../shared/decimal.js';
import { formatAmount } from '../common/format.js';
import { m } from '../../shared/i18n/language.js';

/** 0 at the low, 1 at the high; null when a figure is missing or the range is empty or reversed. */
export function rangePosition(low: string | undefined, high: string | undefined, last: string | undefined): number | null {
  if (!low || !high || !last || !isDecimalText(low) || !isDecimalText(high) || !isDecimalText(last)) return null;
  if (compare(high, low) <= 0) return null;
  // Whether there is a range at all is decided exactly; where the mark sits is geometry, to four
  // places, so floats do. (big.js divides to 20 digits: that was most of a markets row's script.)
  let share = (Number(last) - Number(low)) / (Number(high) - Number(low));
  // A range finer than a float can tell apart: exactly, then.
  if (!Number.isFinite(share)) share = Number(dec(last).minus(low).div(dec(high).minus(low)).toFixed(4));
  return Math.min(1, Math.max(0, Math.round(share * 10_000) / 10_000));
}

/** The range bar as drawn: where the mark sits (null: no mark), and the bar's name in words. */
export interface Range {
  position: number | null;
  label: string;
}

export function rangeOf(low: string | undefined, high: string | undefined, last: string | undefined, dp: number, unit: string): Range {
  const position = rangePosition(low, high, last);
  return {
    position,
    label:
      position === null
        ? m.trading_range_unknown()
        : m.trading_range_of({
            low: `${formatAmount(low, dp)} ${unit}`,
            high: `${formatAmount(high, dp)} ${unit}`,
            last: `${formatAmount(last, dp)} ${unit}`,
            percent: String(Math.round(position * 100)),
          }),
  };
}
