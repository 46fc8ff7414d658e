/**
 * A server's own words, quoted to a person only when they read as a sentence. The exchange,
 * the gateway and the appliance explain their refusals in developer words as often as not
 * ("payment_id must be a string", "Unknown payout service: card_uah"): the wire keys they quote
 * become the form's labels (in English, the language of the sentence around them) and coin codes
 * go to upper case; if anything in code form is still left (an id, a key the app does not know,
 * JSON), the words are not quoted at all, and the app's own sentence stands alone (the server's
 * words stay in the error's detail, for the log).
 */
import { upperCoinCodes } from './coins.js';
import { fieldLabel, QUOTED_KEYS } from './fields.js';

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const KEY_PATTERN = new RegExp(`(?<![\\w.-])(${QUOTED_KEYS.map(escape).join('|')})(?![\\w-])`, 'gi');

/** Words in code form: snake_case, camelCase, a server's paths, JSON, and what programs print when they have nothing to say. */
const CODE_FORM = /[A-Za-z0-9<>]_|_[A-Za-z0-9<]|(?<![\w:-])[a-z]+[a-z0-9]*[A-Z][A-Za-z0-9]*(?![\w-])|(?<![\w.])\/[\w-]+\/|[{}]|\[object|\bundefined\b|\bnull\b|\bNaN\b|errorcode/;

export function looksLikeCode(text: string): boolean {
  return CODE_FORM.test(text);
}

export function serverWords(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const said = upperCoinCodes(text.replace(KEY_PATTERN, (key) => fieldLabel(key, 'en'))).trim();
  if (!said || looksLikeCode(said)) return undefined;
  return said;
}
