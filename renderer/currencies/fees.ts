/** The fee table's words and figures (pure). */
import type { CoinAmount } from '../../shared/contract/index.js';
import { dec, isDecimalText } from '../../shared/decimal.js';
import { m } from '../../shared/i18n/language.js';
import { DASH, formatUsd } from '../common/format.js';

/** The fiat methods the exchange's document lists, by the names people know them by (in the language of the moment they are drawn). */
const METHOD_NAMES: Readonly<Record<string, () => string>> = {
  payment_card: m.fiat_method_payment_card,
  advcash_wallet: m.fiat_method_advcash_wallet,
  payeer: () => 'Payeer',
  perfectmoney_account: m.fiat_method_perfectmoney_account,
  perfectmoney_transfer: m.fiat_method_perfectmoney_transfer,
  svc_code: m.fiat_method_svc_code,
};

/** A fiat method's name; one the document does not list reads as its id in words ("new_method" → "New method"). */
export function methodName(code: string): string {
  const known = METHOD_NAMES[code.toLowerCase()];
  if (known) return known();
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
