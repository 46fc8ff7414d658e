/**
 * Takes out of a text (the log's lines, for the diagnostics a person sends to support) what
 * identifies them or could act for them, and leaves the rest readable: each removal leaves a mark
 * saying what kind of thing was there (`[e-mail removed]`), so support still reads "the exchange
 * at [host removed] did not answer". It errs on the side of removing: a stray number or a long
 * identifier lost costs support little; an address or a key left in costs the person a lot.
 *
 * Pure and offline; the patterns run one after another, most specific first, so a transfer code
 * is called a transfer code and not a long token.
 */
import { BODY_GROUPS, CODE_ALPHABET, GROUP_LENGTH } from '../codes/codec.js';
import { CHECKED_COINS, checkAddress } from '../funds/address/rules.js';

export type RemovedKind =
  | 'name'
  | 'key'
  | 'token'
  | 'password'
  | 'user'
  | 'host'
  | 'query'
  | 'e-mail'
  | 'transfer code'
  | 'IBAN'
  | 'address'
  | 'card or account number'
  | 'phone number'
  | 'IP address'
  | 'value';

export const removed = (kind: RemovedKind): string => `[${kind} removed]`;

/** A value Satchel knows is the person's (an account's name, a saved address…), removed wherever it appears. */
export interface KnownValue {
  value: string;
  kind: RemovedKind;
}

/** Shorter known values would take ordinary words with them ("Main", "BTC"). */
const MIN_KNOWN_LENGTH = 4;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function removeKnown(text: string, known: readonly KnownValue[]): string {
  const forms = new Map<string, RemovedKind>();
  for (const { value, kind } of known) {
    const v = value.trim();
    if (v.length < MIN_KNOWN_LENGTH) continue;
    for (const form of [v, encodeURIComponent(v), JSON.stringify(v).slice(1, -1)]) if (!forms.has(form)) forms.set(form, kind);
  }
  // Longest first: a saved address's label must not cut the address it is part of.
  for (const [form, kind] of [...forms].sort((a, b) => b[0].length - a[0].length)) {
    text = text.replace(new RegExp(escape(form), 'gi'), removed(kind));
  }
  return text;
}

/** HTTP authorisation schemes and what follows them. */
const AUTH_HEADER = /\b(Bearer|Basic|Digest|Token|Negotiate)(\s+)[A-Za-z0-9._~+/=-]{6,}/gi;

/**
 * `key=value`, `key: value` and `"key":"value"` where the key names a secret. The key stays (it
 * tells support what was there), the value goes.
 */
const SECRET_PAIR =
  /(["']?)\b([\w-]*(?:pass(?:word|wd|phrase)?|pwd|secret|api[_-]?key|apikey|private[_-]?key|token|authorization|signature|cookie|session[_-]?id)[\w-]*|pin|cvv|cvc|otp)\1(\s*[:=]\s*)("(?:[^"\\\n]|\\.)*"|'[^'\n]*'|[^\s,;&"'}\])]+)/gi;

/** A URL: scheme, user info, host, port, path, query, fragment. */
const URL_PATTERN = /\b([a-z][a-z0-9+.-]*:\/\/)([^\s/?#@]*@)?(\[[^\]\s]*\]|[^\s/?#:@]+)(:\d{1,5})?([^\s?#]*)(\?(?:[^\s#]*[^\s#.,;:!)\]'"])?)?(#(?:\S*[^\s.,;:!)\]'"])?)?/gi;

/** This computer: the demo servers and browser mode's host live here, and say nothing of the person. */
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\]|::1)$/i;

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

const CODE_CHAR = `[${escape(CODE_ALPHABET)}]`;
/**
 * A transfer code (shared/codes/codec.ts: groups of five, the currency mark, the type mark),
 * whole, masked (`abcde-•••••-…-BTC-CODE`) or in part: three groups in a row are already a code's.
 */
const TRANSFER_CODE = new RegExp(
  `(?<![\\w-])${CODE_CHAR}{${GROUP_LENGTH}}(?:-(?:${CODE_CHAR}{${GROUP_LENGTH}}|•+|…)){2,${BODY_GROUPS - 1}}(?:-[A-Z0-9]{2,10}-[A-Za-z]{1,20})?(?![\\w-])`,
  'g',
);

/** Two letters, two check digits, then up to 30 letters and digits, often in groups of four. */
const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;

/** What could be a coin address: long runs of letters and digits (and the prefixes some coins write). */
const ADDRESS_CANDIDATE = /(?<![\w:])(?:bitcoincash:)?[A-Za-z0-9]{25,100}(?![\w])/g;

/** A home folder names its owner. */
const HOME_FOLDER = /((?:\/home\/|\/Users\/|[A-Za-z]:[\\/]+(?:Users|Documents and Settings)[\\/]+))([^/\\\s'"]+)/g;

/** Card, account and phone numbers: 12 to 19 digits, maybe in groups. Long plain numbers go with them. */
const LONG_NUMBER = /(?<![\w.])\d(?:[ -]?\d){11,18}(?![\w.])/g;
const PHONE = /\+\d[\d ()-]{7,18}\d/g;

/** Hexadecimal of 16 digits or more: keys, hashes, signatures, session ids. */
const LONG_HEX = /(?<![\w])(?:0x)?[0-9a-fA-F]{16,}(?![\w])/g;

/** Base64-like runs long enough to be a key or a token. */
const LONG_TOKEN = /[A-Za-z0-9+/_=]{20,}/g;

/** Host names without a scheme; the last label decides (a file name such as satchel.log is not a host). */
const HOST_NAME = /\b(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+([A-Za-z]{2,24})\b/g;
const TOP_LEVEL = new Set([
  'com', 'net', 'org', 'io', 'info', 'biz', 'dev', 'app', 'co', 'me', 'pro', 'xyz', 'exchange', 'online', 'site', 'tech', 'cloud',
  'local', 'lan', 'internal', 'corp', 'home', 'test', 'example', 'invalid', 'onion', 'ai', 'gg', 'cc', 'tv', 'finance', 'money', 'bank',
]);
/** Two-letter endings that are files' and languages' rather than countries'. */
const NOT_COUNTRIES = new Set(['js', 'ts', 'md', 'gz', 'py', 'sh', 'rs', 'go', 'db', 'so', 'cs', 'vs', 'ui', 'id', 'ok', 'mb', 'kb', 'gb', 'ms']);

const IPV4 = /(?<![\w.])(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})(?![\w.])/g;

function isAddress(candidate: string): boolean {
  return CHECKED_COINS.some((coin) => checkAddress(coin, candidate).status === 'valid');
}

/**
 * A run a person would never write: its characters change between capital, small and digit at
 * almost every step (random keys do so at about three steps in five; words, paths such as
 * /v3/withdraw/crypto and CamelCase names such as HttpClientTimeoutError at one in three or less).
 */
function looksRandom(token: string): boolean {
  const classes = token.replace(/[^A-Za-z0-9]/g, '').replace(/[A-Z]/g, 'A').replace(/[a-z]/g, 'a').replace(/\d/g, '0');
  if (classes.length < 16) return false;
  let changes = 0;
  for (let i = 1; i < classes.length; i++) if (classes[i] !== classes[i - 1]) changes++;
  return changes / classes.length >= 0.35;
}

function url(_match: string, scheme: string, user: string | undefined, host: string, port: string | undefined, path: string, query: string | undefined, fragment: string | undefined): string {
  const local = LOOPBACK_HOST.test(host);
  return [
    scheme,
    user ? `${removed('user')}@` : '',
    local ? host : removed('host'),
    local ? (port ?? '') : '',
    path,
    query ? `?${removed('query')}` : '',
    fragment ? `#${removed('value')}` : '',
  ].join('');
}

/**
 * The text with secrets and what identifies the person replaced by marks (`[address removed]`).
 * `known` are the person's own values (account names, saved addresses, demo keys), removed
 * wherever they appear besides what the patterns find.
 */
export function redact(text: string, known: readonly KnownValue[] = []): string {
  let out = removeKnown(text, known);
  out = out.replace(AUTH_HEADER, (_m, scheme: string, space: string) => `${scheme}${space}${removed('token')}`);
  // URLs before pairs: a query's `token=…` goes with the query, and the pair's value cannot run into the URL's fragment.
  out = out.replace(URL_PATTERN, url);
  out = out.replace(SECRET_PAIR, (_m, quote: string, key: string, sep: string, value: string) => {
    const kind: RemovedKind = /pass|pwd|pin/i.test(key) ? 'password' : /key|secret/i.test(key) ? 'key' : 'token';
    const q = value.startsWith('"') ? '"' : value.startsWith("'") ? "'" : '';
    return `${quote}${key}${quote}${sep}${q}${removed(kind)}${q}`;
  });
  out = out.replace(EMAIL, removed('e-mail'));
  out = out.replace(TRANSFER_CODE, removed('transfer code'));
  out = out.replace(IBAN, removed('IBAN'));
  out = out.replace(ADDRESS_CANDIDATE, (candidate) => (isAddress(candidate) ? removed('address') : candidate));
  out = out.replace(HOME_FOLDER, (_m, folder: string) => `${folder}${removed('user')}`);
  out = out.replace(PHONE, removed('phone number'));
  out = out.replace(LONG_HEX, removed('key'));
  out = out.replace(LONG_TOKEN, (token) => (looksRandom(token) ? removed('key') : token));
  out = out.replace(LONG_NUMBER, removed('card or account number'));
  out = out.replace(IPV4, (ip: string, a: string) => (a === '127' ? ip : removed('IP address')));
  out = out.replace(HOST_NAME, (host: string, last: string) => {
    const end = last.toLowerCase();
    return TOP_LEVEL.has(end) || (end.length === 2 && !NOT_COUNTRIES.has(end)) ? removed('host') : host;
  });
  return out;
}
