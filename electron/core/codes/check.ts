import { m } from '../../../shared/i18n/language.js';
import { AppError, type TransferCode } from '../../../shared/contract/index.js';
import { checkCode } from '../../../shared/codes/codec.js';
import { maskCode } from '../../../shared/codes/mask.js';
import type { PublicApi } from '../exchange/public.js';
import type { CurrencyDirectory } from '../funds/currencies.js';

export interface CodeCheckNeeds {
  publicApi(): PublicApi;
  currencies(): CurrencyDirectory;
}

/**
 * A code as a window may see it without having asked: its secret groups hidden. Only the answer
 * to its creation and an explicit reveal carry the whole text (docs/codes.md).
 */
export const masked = (c: TransferCode): TransferCode => (c.code ? { ...c, code: maskCode(c.code) } : c);

export const unitOf = (c: { currency: string } | { code: string }) => ('currency' in c ? c.currency : c.code).toUpperCase();

/** The document's checksum, offline: a mistyped code never reaches the exchange. */
export async function offlineCheck(s: CodeCheckNeeds, text: string) {
  const codes = new Set((await s.currencies().all().catch(() => [])).map((c) => c.code.toLowerCase()));
  const check = checkCode(text, codes.size ? codes : undefined);
  if (!check.ok) throw new AppError('validation', check.problem.message);
  return check.parsed;
}

/** What the exchange knows of a code by its public part, once it passed the offline check. */
export async function previewCode(s: CodeCheckNeeds, text: string): Promise<TransferCode> {
  const parsed = await offlineCheck(s, text);
  const found = await s.publicApi().checkCode(parsed.publicPart);
  if (found.currency.toUpperCase() !== parsed.currencyMark) {
    throw new AppError('validation', m.core_code_mistyped({ unit: unitOf(found), mark: parsed.currencyMark }));
  }
  return found;
}
