/**
 * A payment service by its name. The gateway's answers carry names (in several languages);
 * where none is at hand, the id is spelled out in words ("card_uah" → "Card UAH"), never shown as
 * it travels.
 */
import { isKnownCoinCode } from './coins.js';

export function serviceName(code: string, name?: string | null): string {
  if (name && name.trim()) return name.trim();
  const words = code
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => (isKnownCoinCode(w) || w.length <= 3 ? w.toUpperCase() : w.toLowerCase()));
  if (!words.length) return 'the chosen service';
  const text = words.join(' ');
  return text[0]!.toUpperCase() + text.slice(1);
}
