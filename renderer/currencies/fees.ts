/** The fee table's words and figures (pure). */
import type { CoinAmount } from '../../shared/contract/index.js';
import { dec, isDecimalText } from '../../shared/decimal.js';
import { DASH, formatUsd } from '../common/format.js';

/** The fiat methods the exchange's document lists, by the names people know them by. */
const METHOD_NAMES: Readonly<Record<string, string>> = {
  payment_card: 'Payment card (Visa, Mastercard)',
  advcash_wallet: 'Advcash wallet',
  payeer: 'Payeer',
  perfectmoney_account: 'Perfect Money account',
  perfectmoney_transfer: 'Perfect Money transfer',
  svc_code: 'Exchange code',
};

/** A fiat method's name; one the document does not list reads as its id in words ("new_method" → "New method"). */
export function methodName(code: string): string {
  const known = METHOD_NAMES[code.toLowerCase()];
  if (known) return known;
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : code;
}

/**
 * An amount's worth in dollars. The exchange rounds it to cents, so a fee that is not nothing
 * can arrive as "0.00": it is shown as "< $0.01", never as if it were free.
 */
export function usdWorth(coin: CoinAmount): string {
  if (!isDecimalText(coin.toUsd)) return DASH;
  if (dec(coin.toUsd).eq(0) && isDecimalText(coin.amount) && dec(coin.amount).gt(0)) return '< $0.01';
  return formatUsd(coin.toUsd);
}
