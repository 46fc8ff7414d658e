/**
 * What a person must never read (issue 21): operation names, field keys in code form, bare
 * error codes, service ids, raw statuses, lower-case coin codes, and what a program prints when
 * it has nothing to say. Answers the developer words found in a text (empty when it reads clean).
 */
import { OPERATION_NAMES } from '../../shared/contract/index.js';

export interface Vocabulary {
  /** Schema and wire keys (only their code form is refused: `fundSourceId`, `payment_id`). */
  keys: readonly string[];
  /** Service ids of the payment gateway (`card_uah`). */
  serviceIds: readonly string[];
  /** Coin codes as the exchange lists them (`btc`): refused in lower case. */
  coins: readonly string[];
}

const RAW_STATUSES = ['canceled', 'onhold', 'awaiting_confirmation', 'redeeming'];

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const word = (text: string, flags = ''): RegExp => new RegExp(`(?<![\\w.-])${escape(text)}(?![\\w-])`, flags);

export function developerWords(text: string, vocabulary: Vocabulary): string[] {
  const found: string[] = [];
  for (const op of OPERATION_NAMES) if (text.includes(op)) found.push(`operation ${op}`);
  for (const key of vocabulary.keys) if (/[_A-Z]/.test(key.slice(1)) && word(key).test(text)) found.push(`field key ${key}`);
  // Any word in code form, schema key or not: snake_case, camelCase.
  for (const m of text.matchAll(/[\w<>]*[A-Za-z0-9<>]_[\w<>]*|_[A-Za-z0-9]\w*|(?<![\w:-])[a-z]+[a-z0-9]*[A-Z][A-Za-z0-9]*(?![\w-])/g)) found.push(`code word ${m[0]}`);
  // A server's own paths.
  for (const m of text.matchAll(/(?<![\w.])\/[\w-]+\/[\w/-]*/g)) found.push(`path ${m[0]}`);
  for (const id of vocabulary.serviceIds) if (word(id, 'i').test(text)) found.push(`service id ${id}`);
  for (const coin of vocabulary.coins) if (word(coin.toLowerCase()).test(text)) found.push(`lower-case coin ${coin}`);
  for (const status of RAW_STATUSES) if (word(status).test(text)) found.push(`raw status ${status}`);
  if (/errorcode/i.test(text)) found.push('errorcode');
  for (const bare of ['undefined', 'null', 'NaN', '[object']) if (text.includes(bare)) found.push(bare);
  if (/[{}]/.test(text)) found.push('JSON braces');
  if (!text.trim()) found.push('nothing said');
  return found;
}
