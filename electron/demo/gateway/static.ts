/**
 * The few images the gateway's answers point at (method logos and icons, the merchant's
 * icon), drawn as SVG on the fly so the demo works offline.
 */
import { METHODS, type MethodCode } from './services.js';

const COLORS: Readonly<Record<MethodCode, string>> = { payment_card: '#0b5cad', mobile: '#2e7d32' };
const MARKS: Readonly<Record<MethodCode, string>> = { payment_card: 'CARD', mobile: 'TEL' };

function badge(width: number, height: number, color: string, text: string, label: string): string {
  const fontSize = Math.round(height * 0.4);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">` +
    `<rect width="${width}" height="${height}" rx="${Math.round(height / 6)}" fill="${color}"/>` +
    `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="Helvetica, Arial, sans-serif" font-weight="700" font-size="${fontSize}" fill="#ffffff">${text}</text>` +
    `</svg>`
  );
}

/** The SVG a static path names, or null. */
export function staticSvg(path: string): string | null {
  if (path === '/static/merchant.svg') return badge(32, 32, '#1b1f24', 'S', 'Satchel demo exchange');
  const m = /^\/static\/methods\/(payment_card|mobile)(-icon)?\.svg$/.exec(path);
  if (!m) return null;
  const code = m[1] as MethodCode;
  const name = METHODS[code].name.en;
  return m[2] ? badge(32, 32, COLORS[code], MARKS[code].slice(0, 1), name) : badge(96, 32, COLORS[code], MARKS[code], name);
}
