/**
 * Text from a window (or from whoever wrote it through the exchange or the appliance: account
 * and appliance names, code comments, policy names, memos, labels) inside main's question.
 * Unquoted, a name such as "Main\n\nAmount: 0" would print lines that read as main's own, and
 * a right-to-left override would turn the rest of a line around. So such text is shown quoted
 * and on one line: line breaks as ↵, tabs as ⇥, other control characters as �, bidi
 * controls removed, and at most `max` characters, cut with an ellipsis. The quote marks are the
 * language's: “…” in English, «…» in Ukrainian and Russian, as their catalogues quote names.
 */
import { language } from '../../../shared/i18n/language.js';

/** Bidi embeddings, overrides, isolates and marks (LRE…RLO, LRI…PDI, LRM, RLM, ALM). */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F-\u009F]/g;

/** Default cap: enough for a name or a comment's start; addresses pass their own. */
export const QUOTE_MAX = 80;

/** The text as one visible line, without quotes around it. */
export function oneLine(text: string, max = QUOTE_MAX): string {
  const flat = text.replace(BIDI, '').replace(LINE_BREAK, '↵').replace(/\t/g, '⇥').replace(CONTROL, '�');
  const chars = [...flat];
  return chars.length > max ? `${chars.slice(0, Math.max(1, max - 1)).join('')}…` : flat;
}

/** “text” («text»), on one line: the way every confirmation shows what it did not write itself. */
export function quoted(text: string, max = QUOTE_MAX): string {
  const line = oneLine(text, max);
  return language() === 'en' ? `“${line}”` : `«${line}»`;
}
