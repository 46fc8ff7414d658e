/**
 * Where last sits in the day's range, for the 24 h range bar. The position is geometry (a
 * float from 0 to 1); every figure shown beside it stays decimal text.
 */
import { dec, isDecimalText } from '../../shared/decimal.js';
import { formatAmount } from '../common/format.js';

/** 0 at the low, 1 at the high; null when a figure is missing or the range is empty or reversed. */
export function rangePosition(low: string | undefined, high: string | undefined, last: string | undefined): number | null {
  if (!low || !high || !last || !isDecimalText(low) || !isDecimalText(high) || !isDecimalText(last)) return null;
  const width = dec(high).minus(low);
  if (width.lte(0)) return null;
  const share = Number(dec(last).minus(low).div(width).toFixed(4));
  return Math.min(1, Math.max(0, share));
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
        ? '24 h range: not known yet'
        : `24 h range: low ${formatAmount(low, dp)} ${unit}, high ${formatAmount(high, dp)} ${unit}, last ${formatAmount(last, dp)} ${unit} (${Math.round(position * 100)} % of the way up)`,
  };
}
