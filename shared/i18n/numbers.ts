/**
 * How numbers are written in the language now: its group and decimal symbols, from the platform's
 * own Intl data (English `1,234.56`; Ukrainian and Russian `1 234,56` with a no-break space). Amounts
 * are formatted by digits (shared/decimal.ts) in the plain form and then given these symbols, so
 * no amount passes through a float; `typedDecimal` reads back what a person types.
 */
import { getLocale } from './paraglide/runtime.js';

export interface NumberSymbols {
  group: string;
  decimal: string;
}

/** The form formatDecimal writes in: what English uses. */
export const PLAIN_SYMBOLS: NumberSymbols = Object.freeze({ group: ',', decimal: '.' });

const known = new Map<string, NumberSymbols>([['en', PLAIN_SYMBOLS]]);

/** The symbols of `language` (a BCP 47 tag), read once from Intl. */
export function numberSymbolsOf(language: string): NumberSymbols {
  let symbols = known.get(language);
  if (!symbols) {
    const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
    symbols = Object.freeze({ group: parts.find((p) => p.type === 'group')?.value ?? ',', decimal: parts.find((p) => p.type === 'decimal')?.value ?? '.' });
    known.set(language, symbols);
  }
  return symbols;
}

/** The symbols of the language now. */
export function numberSymbols(): NumberSymbols {
  return numberSymbolsOf(getLocale());
}

/** Plain-form number text (`1,234.5`, as formatDecimal writes it) in `symbols`. */
export function withSymbols(plain: string, symbols: NumberSymbols = numberSymbols()): string {
  if (symbols.group === ',' && symbols.decimal === '.') return plain;
  let out = '';
  for (const ch of plain) out += ch === ',' ? symbols.group : ch === '.' ? symbols.decimal : ch;
  return out;
}

/**
 * A plain decimal (`1234.5`, as decText writes it) as a sentence says it in the language now:
 * every digit kept, the whole part grouped in thousands as the window groups its figures
 * (`1,234.5`; `1 234,5` in Ukrainian and Russian). Text that is not a plain decimal is only given
 * the language's symbols.
 */
export function sayAmount(plain: string, symbols: NumberSymbols = numberSymbols()): string {
  const parts = /^([-−+]?)(\d+)(\.\d+)?$/.exec(plain);
  if (!parts) return withSymbols(plain, symbols);
  const whole = parts[2]!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return withSymbols(`${parts[1]}${whole}${parts[3] ?? ''}`, symbols);
}

const SPACES = /[\s\u00a0\u202f]/g;

/**
 * What a person typed as a decimal, in the plain form the checks read (`1234.5`): spaces between
 * groups are dropped, and where the language writes a decimal comma, a single comma is the point
 * (a point is still taken, as people paste from elsewhere). Anything else is left for the check
 * to refuse in words, as before.
 */
export function typedDecimal(text: string, symbols: NumberSymbols = numberSymbols()): string {
  const trimmed = text.trim();
  const compact = /^[-−+]?[\d\s\u00a0\u202f]*[.,]?\d*$/.test(trimmed) ? trimmed.replace(SPACES, '') : trimmed;
  if (symbols.decimal !== ',') return compact;
  const commas = compact.split(',').length - 1;
  return commas === 1 && !compact.includes('.') ? compact.replace(',', '.') : compact;
}
