/**
 * Currency icons made on the fly, so the demo works offline: a coloured circle with the
 * ticker's letters. Every size the document names (std, xl, png_2x, png_3x) is an SVG at a
 * different nominal size; the png_* names are the document's, the content is SVG.
 */
import { CURRENCIES, type CurrencySpec } from './catalog.js';

export const ICON_SIZES = { std: 32, xl: 64, png_2x: 64, png_3x: 96 } as const;
export type IconSize = keyof typeof ICON_SIZES;

/** Path of one icon under the exchange's own address. */
export function iconPath(code: string, size: IconSize): string {
  return size === 'std' ? `/icons/${code}.svg` : `/icons/${size}/${code}.svg`;
}

/** The currency and size an icon path names, or null when it names none. */
export function parseIconPath(path: string): { currency: CurrencySpec; size: IconSize } | null {
  const m = /^\/icons\/(?:(xl|png_2x|png_3x)\/)?([a-z0-9]+)\.svg$/.exec(path);
  if (!m) return null;
  const currency = CURRENCIES.find((c) => c.code === m[2]);
  return currency ? { currency, size: (m[1] as IconSize | undefined) ?? 'std' } : null;
}

export function iconSvg(currency: CurrencySpec, size: IconSize): string {
  const px = ICON_SIZES[size];
  const letters = currency.code.toUpperCase().slice(0, 4);
  // Shrink the type for longer tickers so four letters still fit inside the circle.
  const fontSize = [0, 15, 13, 11, 9][letters.length] ?? 9;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${px}" height="${px}" viewBox="0 0 32 32" role="img" aria-label="${currency.name}">` +
    `<circle cx="16" cy="16" r="16" fill="${currency.color}"/>` +
    `<text x="16" y="16" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${letters}</text>` +
    `</svg>`
  );
}
